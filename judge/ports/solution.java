// The kit's solution.c in Java (LeetCode 488, Zuma Game), for the speed in context of an
// Accepted Java run (make judge, make submit): the same state (a board packed 3 bits a ball in a
// long, the hand as five 3-bit counts), the same breadth-first search level by level from a
// pooled linked-list queue, a visited table emptied between levels by a level stamp, the same
// shortcuts and rules 1 to 9. Each rule, and why none loses the optimum, is argued in
// solution.c's header; the comments here only point to them. What differs: LeetCode's Java
// entry point; the pool is parallel arrays (a node is an index, the links are ints) grown by
// doubling, and the scratch arrays are fields, so the search allocates only when an array grows;
// running out of memory is OutOfMemoryError caught in findMinStep (-1); the bit builtins are
// Long's (bitCount, reverse, numberOfTrailingZeros), and the board, 63 bits at most, is shifted
// right with >>> so it reads as unsigned. Pasteable into LeetCode as it is.
// It ports solution.c as of commit 8f6c7c8: issue 38's ninth round (rule 8 colour by colour with
// removals of four at most, splitNeed, also on each state with four balls left before it is
// expanded (not the first pass's first) and on each state the second pass takes up, while it
// drops at least half of those it runs on), issue 38's eighth round (rule 8 colour by colour on
// the first board's balls with removals of four balls at most, once rule 8's DP on runs has kept
// it with a need of three or more, splitNeed; the states with three
// left sifted one at a time just before each is expanded when the need is the hand's size,
// siftNow), rule 2 with five balls (issue 38's seventh round: a
// colour with five on the board and none in hand is dropped, as a removal takes three or four
// balls), the level sift (rule 8's DP put off to just before a
// level is expanded, the count first there, and the three-ball level's pair test), the search in
// TWO PASSES (the first puts off each state that needs every ball it holds), rule 8 colour by
// colour (tooFewRemovals, and splitNeed on the first board), no split whose state rule 8
// counted drops (splitsDropped; solution.c's SPLITS_COUNTED is simply on here), the two-ball test
// on the board's runs (twoBallsClear on spliced runs, one walk for both balls, skipping a first
// ball that leaves the first failing facing pair in place), rule 8's DP keeping one value a
// member and reading the runs itself (cheapestSplit, rows of 32 ints; right to left, where
// solution.c reads them off their first balls), every colour's balls off the board's three bit
// planes (ballsOfEach, into the field at), one count of the colours wherever rules 2, 7 and 8
// run on one board (hopelessOf, shortOrTooFew, ballsForColours), with rule 7 after the probe on
// a state with two balls left, and A BOUND FROM THE FIRST BOARD (rule 8's need of the first
// board at the hand's size less one: each state with three balls left sifted as soon as its
// parent's moves are made; at the hand's size: each also expanded then; siftMade), and issue
// 38's sixth round: the two-ball test's pairs read off the board's bits and its splits and joins
// only near the ends, the second pass recording the states put off at a level before it makes
// that level, no one-ball test where rule 8's need of the first board rules it out
// (oneBallLeft), the colours the board lacks skipped before their balls are counted, and
// boardAfterMove looking at two balls at most on each side (not its DP's: this one reads the
// runs right to left and keeps member indices, as before). solution.c's
// ones() by one multiplication stands for a popcount instruction it may not have:
// Long.bitCount is the JIT's; its inline hints are the JIT's to decide.
class Solution {
    private static final int MAX_BOARD = 16, MAX_HAND = 5, COLOURS = 5;
    private static final int RUNS = MAX_BOARD + MAX_HAND, TOO_MANY = 15;
    private static final int UNKNOWN_NEED = 255; // a node's need before rule 8's DP has run on it
    private static final byte PUT_OFF = 1, KEPT = 2, TAKEN_UP = 3; // how a node was sifted (Search.sifted)
    private static final long LOW_BITS = 0x1249249249249249L; // bit 0 of each of the 21 balls

    public int findMinStep(String board, String hand) {
        if (board.isEmpty())
            return 0;
        // Out of LeetCode's range (a board over 16, a hand empty or over 5, another letter, an
        // initial run of three): -1, as solution.c.
        int len = board.length();
        if (len > MAX_BOARD || hand.isEmpty() || hand.length() > MAX_HAND)
            return -1;
        long b = 0;
        for (int i = 0; i < len; i++) {
            int c = colourCode(board.charAt(i));
            if (c == 0 || (i >= 2 && board.charAt(i) == board.charAt(i - 1)
                    && board.charAt(i) == board.charAt(i - 2)))
                return -1;
            b |= (long) c << (3 * i);
        }
        int h = 0;
        for (int i = 0; i < hand.length(); i++) {
            int c = colourCode(hand.charAt(i));
            if (c == 0)
                return -1;
            h += 1 << (3 * (c - 1));
        }
        try {
            return new Search().minBalls(b, len, h, hand.length());
        } catch (OutOfMemoryError e) {
            return -1; // memory ran out: the search stops, as solution.c's does
        }
    }

    private static int colourCode(char c) {
        switch (c) {
        case 'R': return 1;
        case 'Y': return 2;
        case 'B': return 3;
        case 'G': return 4;
        case 'W': return 5;
        default: return 0;
        }
    }

    private static int ballAt(long b, int i) {
        return (int) (b >>> (3 * i)) & 7;
    }

    // Bits below ball i; i <= 21, so the shift stays under 64.
    private static long ballsBelow(int i) {
        return (1L << (3 * i)) - 1;
    }

    private static long withoutBalls(long b, int lo, int hi) {
        return (b & ballsBelow(lo)) | ((b >>> (3 * hi)) << (3 * lo));
    }

    // The board read right to left: all 64 bits reversed put ball i at ball len-1-i once
    // shifted down, its three bits in reverse order; swapping each ball's outer bits mends that.
    private static long mirrored(long b, int len) {
        b = Long.reverse(b) >>> (64 - 3 * len);
        long swap = (b ^ b >>> 2) & LOW_BITS;
        return b ^ (swap | swap << 2);
    }

    private static int handCount(int hand, int colour) {
        return hand >>> (3 * (colour - 1)) & 7;
    }

    private static long nonzeroBalls(long x) {
        return (x | x >>> 1 | x >>> 2) & LOW_BITS;
    }

    private static long ballsOf(long b, int len, int c) {
        return ~nonzeroBalls(b ^ (LOW_BITS * c)) & LOW_BITS & ballsBelow(len);
    }

    // ballsOf for every colour at once, into at[1..5], from the three bit planes of the board:
    // R 001, Y 010, B 011, G 100, W 101 (no ball is 110 or 111, and past the end all are 0).
    private void ballsOfEach(long b) {
        long low = b & LOW_BITS, mid = b >>> 1 & LOW_BITS, high = b >>> 2 & LOW_BITS;
        at[1] = low & ~(mid | high);
        at[2] = mid & ~(low | high);
        at[3] = low & mid;
        at[4] = high & ~(low | mid);
        at[5] = low & high;
    }

    private static int runCount(long b, int len) {
        return 1 + Long.bitCount(nonzeroBalls(b ^ b >>> 3) & ballsBelow(len - 1));
    }

    // Rule 8, counted.
    private static boolean tooManyRuns(long b, int len, int balls) {
        return 3 * ((runCount(b, len) + 2) / 2) > len + balls;
    }

    private static int shortOfThree(long y) {
        if (y == 0)
            return 0;
        long rest = y & (y - 1);
        if (rest == 0)
            return 2;
        return (rest & (rest - 1)) != 0 ? 0 : 1;
    }

    // Rule 7: colour c cannot pay for the cells that the balls atX cut the board into.
    private static boolean cellsUnpaid(long atX, long atC, int hc) {
        long prev = atX & -atX, last = 1L << (63 - Long.numberOfLeadingZeros(atX));
        int need = shortOfThree(atC & ((prev - 1) | ~(2 * last - 1)));
        for (long rest = atX & (atX - 1); rest != 0; rest &= rest - 1) {
            long next = rest & -rest;
            need += shortOfThree(atC & (next - 1) & ~(2 * prev - 1));
            prev = next;
        }
        return need > hc;
    }

    // Rules 2 and 7 (solution.c's hopeless): -1 when the board can never be cleared with this
    // hand, else the colours that leave in one removal (bit c). moved is the colour of a ball just
    // added that removed nothing, whose parent's set is once; or 0.
    private final long[] at = new long[COLOURS + 1];

    private int hopeless(long b, int hand, int moved, int once) {
        ballsOfEach(b);
        return hopelessOf(hand, moved, once);
    }

    // hopeless on the board whose colours are in at already.
    private int hopelessOf(int hand, int moved, int once) {
        if (moved != 0) {
            once = colourHopeless(at[moved], hand, moved, once);
        } else {
            once = 0;
            for (int c = 1; c <= COLOURS && once >= 0; c++)
                once = colourHopeless(at[c], hand, c, once);
        }
        return once < 0 || wallsUnpaid(hand, moved, once) ? -1 : once;
    }

    // Rules 2, 7 and 8 counted (tooFewRemovals), from one count of each colour: -1 when they
    // drop the board with this hand, else the colours that leave in one removal, as hopeless.
    private int hopelessCounted(long b, int len, int hand) {
        ballsOfEach(b);
        int once = shortOrTooFew(b, len, hand);
        return once < 0 || wallsUnpaid(hand, 0, once) ? -1 : once;
    }

    // Rules 2 and 8 counted on the board b, whose colours are in at already: -1 when they drop
    // it with this hand, else the colours that leave in one removal (for wallsUnpaid).
    private int shortOrTooFew(long b, int len, int hand) {
        int most = 0, once = 0;
        for (int c = 1; c <= COLOURS; c++) {
            if (at[c] == 0)
                continue;
            int n = Long.bitCount(at[c]), h = handCount(hand, c);
            if (n + h < 3 || (n == 5 && h == 0))
                return -1;
            if (n >= 2 && n + h <= 5)
                once |= 1 << c;
            most += (n + h) / 3;
        }
        return 2 * most - 1 < runCount(b, len) ? -1 : once;
    }

    // Rule 7 on the colours of once, each leaving in one removal, with the balls of each colour
    // in at: true when some colour cannot pay for the cells they cut the board into.
    private boolean wallsUnpaid(int hand, int moved, int once) {
        for (int xs = once; xs != 0; xs &= xs - 1) {
            int x = Integer.numberOfTrailingZeros(xs);
            // After a move that removed nothing only pairs that involve moved can change.
            for (int cs = moved != 0 && moved != x ? 1 << moved : 0x3E & ~(1 << x); cs != 0; cs &= cs - 1) {
                int c = Integer.numberOfTrailingZeros(cs);
                if (at[c] != 0 && cellsUnpaid(at[x], at[c], handCount(hand, c)))
                    return true;
            }
        }
        return false;
    }

    // Rule 8 counted colour by colour: at most (n + h) / 3 removals of each colour, and removals
    // that never cross are (runs + 1) / 2 or more.
    private boolean tooFewRemovals(long b, int len, int hand) {
        int most = 0;
        ballsOfEach(b);
        for (int c = 1; c <= COLOURS; c++)
            if (at[c] != 0)
                most += (Long.bitCount(at[c]) + handCount(hand, c)) / 3;
        return 2 * most - 1 < runCount(b, len);
    }

    // Rule 2 for colour c (-1), else once with bit c set if c leaves in one removal (rule 7).
    private static int colourHopeless(long at, int hand, int c, int once) {
        int n = Long.bitCount(at), h = handCount(hand, c);
        if ((n != 0 && n + h < 3) || (n == 5 && h == 0))
            return -1;
        return n >= 2 && n + h <= 5 ? once | 1 << c : once;
    }

    private int ballsForBoard(long b, int hand) {
        ballsOfEach(b);
        return ballsForColours(hand);
    }

    // The balls of the hand whose colour is on the board whose colours are in at already.
    private int ballsForColours(int hand) {
        int balls = 0;
        for (int c = 1; c <= COLOURS; c++)
            if (at[c] != 0)
                balls += handCount(hand, c);
        return balls;
    }

    // The balls of a hand.
    private static int ballsIn(int hand) {
        int k = 0;
        for (int c = 1; c <= COLOURS; c++)
            k += handCount(hand, c);
        return k;
    }

    private static boolean handTooShort(long b, int len, int hand) {
        for (int c = 1; c <= COLOURS; c++) {
            int k = Long.bitCount(ballsOf(b, len, c));
            if (k != 0 && k + handCount(hand, c) < 3)
                return true;
        }
        return false;
    }

    // The board after colour c goes before ball g, runs of three or more removed; its length
    // is left in boardLen (one search runs at a time per Solution, as LeetCode calls it).
    private int boardLen;

    private long boardAfterMove(long b, int len, int g, int c) {
        int n = len + 1;
        b = (b & ballsBelow(g)) | (long) c << (3 * g) | ((b >>> (3 * g)) << (3 * (g + 1)));
        int lo = g, hi = g + 1;
        for (;;) {
            // A run holds two balls at most: at most two of colour c on each side.
            if (lo > 0 && ballAt(b, lo - 1) == c) {
                lo--;
                if (lo > 0 && ballAt(b, lo - 1) == c)
                    lo--;
            }
            if (hi < n && ballAt(b, hi) == c) {
                hi++;
                if (hi < n && ballAt(b, hi) == c)
                    hi++;
            }
            if (hi - lo < 3)
                break;
            b = withoutBalls(b, lo, hi);
            n -= hi - lo;
            if (lo == 0 || lo == n || ballAt(b, lo - 1) != ballAt(b, lo))
                break;
            c = ballAt(b, lo);
            hi = lo;
        }
        boardLen = n;
        return b;
    }

    // The last ball of each run but the last, one bit (the low bit of the ball) each.
    private static long runEnds(long b, int len) {
        return nonzeroBalls(b ^ b >>> 3) & ballsBelow(len - 1);
    }

    // Pairs the board's runs from both ends inward: true when each two facing runs share a colour
    // and hold least balls or more between them; then middleLo and middleHi are the first and last
    // balls of the middle run (an odd number of runs), or middleLo is one past middleHi.
    private int middleLo, middleHi;

    private boolean facingRunsMatch(long b, long ends, int len, int least) {
        int first = 0, last = len - 1;
        for (; ends != 0; ends &= ends - 1) {
            int firstEnd = Long.numberOfTrailingZeros(ends) / 3;
            int lastStart = (63 - Long.numberOfLeadingZeros(ends)) / 3;
            if (ballAt(b, first) != ballAt(b, last) || (firstEnd - first + 1) + (last - lastStart) < least)
                return false;
            ends &= ~(1L << (3 * lastStart));
            first = firstEnd + 1;
            last = lastStart;
        }
        middleLo = first;
        middleHi = last;
        return true;
    }

    // The colour of the one ball that clears the board, or 0 (rule 4).
    private int colourThatClears(long b, int len) {
        if (ballAt(b, 0) != ballAt(b, len - 1))
            return 0;
        long ends = runEnds(b, len);
        if (Long.bitCount(ends) % 2 != 0)
            return 0; // an even number of runs has no middle run
        if (!facingRunsMatch(b, ends, len, 3))
            return 0;
        return middleHi - middleLo == 1 ? ballAt(b, middleLo) : 0;
    }

    // The runs of a board after a first ball, read through the board's own (colour and size, as
    // readRuns left them): runs [0, x) of the board, then the m runs of midColour and midSize,
    // then runs [y, runs) of the board; splicedRun leaves run i in splicedColour and splicedSize.
    private int splicedX, splicedM, splicedY, splicedColour, splicedSize;
    private final int[] midColour = new int[3], midSize = new int[3];

    private void splicedRun(int i) {
        if (i < splicedX) {
            splicedColour = colour[i];
            splicedSize = size[i];
        } else if (i < splicedX + splicedM) {
            splicedColour = midColour[i - splicedX];
            splicedSize = midSize[i - splicedX];
        } else {
            splicedColour = colour[i - splicedX - splicedM + splicedY];
            splicedSize = size[i - splicedX - splicedM + splicedY];
        }
    }

    // True when one ball of colour last clears the spliced runs (rule 4, as colourThatClears), of
    // which the first matched facing pairs are known to pass.
    private boolean splicedClearedBy(int runs, int matched, int last) {
        int total = splicedX + splicedM + runs - splicedY;
        if (total % 2 == 0)
            return false;
        splicedRun(total / 2);
        if (splicedColour != last || splicedSize != 2)
            return false;
        for (int i = matched; i < total / 2; i++) {
            splicedRun(i);
            int c = splicedColour, s = splicedSize;
            splicedRun(total - 1 - i);
            if (c != splicedColour || s + splicedSize < 3)
                return false;
        }
        return true;
    }

    // True when the two balls of hand clear the board and one ball does not (rules 1, 4, 5, 6).
    // Each first ball is played on the board's runs: it changes runs x to y - 1 and leaves the
    // first min(x, runs - y) facing pairs as the board's own, so one that leaves the board's first
    // failing pair (matched) in place is not played (solution.c's header, rule 6): the pairs to
    // complete are read off the board's bits, and a split or a join (x = k, y = k + 1) is tried
    // only on the first matched + 1 runs from either end.
    private boolean twoBallsClear(long b, int len, int hand) {
        int runs = readRuns(b, len);
        // matched: the facing pairs, from the ends in, that pass rule 4's test, up to the first
        // that fails (all of them, the middle run left, when none fails).
        int matched = 0;
        while (matched < runs - 1 - matched && colour[matched] == colour[runs - 1 - matched]
                && size[matched] + size[runs - 1 - matched] >= 3)
            matched++;
        boolean mustRemove = colour[0] != colour[runs - 1] || runs % 2 == 0, mirror = false;
        if (!mustRemove) {
            mirror = true;
            for (int i = matched; i < runs - 1 - i; i++)
                if (colour[i] != colour[runs - 1 - i])
                    mirror = false;
        }
        // The hand's two balls, one and other (one colour or two).
        int one = 1;
        while (handCount(hand, one) == 0)
            one++;
        int other = handCount(hand, one) == 2 ? one : one + 1;
        while (handCount(hand, other) == 0)
            other++;
        int handColours = 1 << one | 1 << other;
        // Completing a pair of either ball's colour, read off the board's bits (the first ball of
        // each such pair); the other ball is the last.
        long starts = runEnds(b, len) << 3 | 1;
        long heldPairs = ~nonzeroBalls(b ^ b >>> 3) & ballsBelow(len)
                & (ballsOf(b, len, one) | ballsOf(b, len, other));
        for (; heldPairs != 0; heldPairs &= heldPairs - 1) {
            int k = Long.bitCount(starts & ((heldPairs & -heldPairs) - 1));
            int c = colour[k];
            // The removals spread one run each side at a time (colourThatClears).
            int lo = k - 1, hi = k + 1;
            while (lo >= 0 && hi < runs && colour[lo] == colour[hi] && size[lo] + size[hi] >= 3) {
                lo--;
                hi++;
            }
            if (lo < 0 && hi >= runs)
                continue; // one ball clears the board
            if (lo >= 0 && hi < runs && colour[lo] == colour[hi]) {
                splicedX = lo;
                splicedM = 1;
                splicedY = hi + 1;
                midColour[0] = colour[lo];
                midSize[0] = size[lo] + size[hi];
            } else {
                splicedX = lo + 1;
                splicedM = 0;
                splicedY = hi;
            }
            int kept = Math.min(splicedX, runs - splicedY);
            if (kept <= matched && splicedClearedBy(runs, kept, c == one ? other : one))
                return true;
        }
        if (mustRemove)
            return false;
        // Unless the first ball must remove something, splitting a pair of another colour with
        // either ball, and joining a single of either ball's colour if the run colours read the
        // same both ways (rule 6), only on the runs that can reach the first failing facing pair.
        for (int k = 0; k < runs; k++) {
            if (k > matched && k < runs - 1 - matched) {
                k = runs - 2 - matched;
                continue;
            }
            int c = colour[k];
            int kept = Math.min(k, runs - 1 - k);
            if (size[k] == 2) {
                splicedX = k;
                splicedM = 3;
                splicedY = k + 1;
                midColour[0] = midColour[2] = c;
                midSize[0] = midSize[1] = midSize[2] = 1;
                for (int t = 0; t < 2; t++) {
                    int first = t != 0 ? other : one;
                    if (first == c || (t != 0 && other == one))
                        continue;
                    midColour[1] = first;
                    if (splicedClearedBy(runs, kept, t != 0 ? one : other))
                        return true;
                }
            } else if (mirror && (handColours >> c & 1) != 0) {
                splicedX = k;
                splicedM = 1;
                splicedY = k + 1;
                midColour[0] = c;
                midSize[0] = 2;
                if (splicedClearedBy(runs, kept, c == one ? other : one))
                    return true;
            }
        }
        return false;
    }

    // Rule 8's interval DP over runs: the fewest hand balls of the cheapest non-crossing split,
    // exact when at most balls (solution.c's grouping_need). The arrays are this search's own.
    private final int[] size = new int[RUNS], nextAlike = new int[RUNS], alone = new int[RUNS];
    private final int[] pairNeed = new int[RUNS], colour = new int[RUNS];
    private final int[] after = new int[COLOURS + 1], from = new int[RUNS], row = new int[32];
    private final int[] reach = new int[RUNS];
    private final int[][] cheapest = new int[RUNS + 1][32];

    private int groupingNeed(long b, int len, int hand, int balls) {
        long ends = runEnds(b, len);
        return cheapestSplit(b, len, ends, 1 + Long.bitCount(ends), hand, balls);
    }

    // grouping_need's DP on the board's runs (solution.c's cheapest_split), which it reads
    // itself, right to left as the DP goes, off ends (runEnds).
    private int cheapestSplit(long b, int len, long ends, int runs, int hand, int balls) {
        for (int c = 1; c <= COLOURS; c++)
            after[c] = runs;
        for (int i = runs - 1, end = len; i >= 0; i--) {
            int start = 0;
            if (ends != 0) {
                int top = 63 - Long.numberOfLeadingZeros(ends);
                ends ^= 1L << top;
                start = top / 3 + 1;
            }
            int c = ballAt(b, start);
            boolean held = handCount(hand, c) != 0;
            size[i] = end - start;
            end = start;
            nextAlike[i] = after[c];
            after[c] = i;
            pairNeed[i] = held ? 1 : TOO_MANY;
            alone[i] = held ? 3 - size[i] : TOO_MANY;
        }
        java.util.Arrays.fill(cheapest[runs], TOO_MANY);
        cheapest[runs][runs] = 0;
        for (int i = runs - 1; i >= 0; i--) {
            int done = alone[i];
            int[] rest = cheapest[i + 1];
            if (done <= balls) {
                for (int j = 0; j < 32; j++)
                    row[j] = Math.min(done + rest[j], TOO_MANY);
            } else {
                java.util.Arrays.fill(row, TOO_MANY);
            }
            row[i] = 0;
            int p = nextAlike[i];
            if (p < runs) {
                // k2: the cheapest with 2 balls of the board so far (run i and p, both single),
                // k3 with 3 or more; past the first member one more member makes 3 or more
                // either way, so each member kept needs only the cheaper of the two (reach).
                int live = 1, need2 = pairNeed[i];
                boolean solo = size[i] == 1;
                from[0] = i;
                reach[0] = 0;
                for (; p < runs; p = nextAlike[p]) {
                    int k2 = TOO_MANY, k3 = cheapest[i + 1][p];
                    if (solo && size[p] == 1) { // one ball of the board so far
                        k2 = k3;
                        k3 = TOO_MANY;
                    }
                    for (int t = 1; t < live; t++)
                        k3 = Math.min(k3, reach[t] + cheapest[from[t] + 1][p]);
                    int least = Math.min(k2, k3);
                    done = Math.min(k2 + need2, k3);
                    if (least <= balls) {
                        from[live] = p;
                        reach[live++] = least;
                    }
                    if (done > balls)
                        continue;
                    rest = cheapest[p + 1];
                    for (int j = 0; j < 32; j++)
                        row[j] = Math.min(done + rest[j], row[j]);
                }
            }
            System.arraycopy(row, 0, cheapest[i], 0, 32);
        }
        return cheapest[0][runs];
    }

    // Reads the board's runs, left to right, into colour and size; returns how many there are.
    // The runs are read off their first balls; a run is a pair when its first ball matches the
    // next (no run holds three).
    private int readRuns(long b, int len) {
        int runs = 0;
        long starts = runEnds(b, len) << 3 | 1;
        long pairs = ~nonzeroBalls(b ^ b >>> 3) & ballsBelow(len);
        for (; starts != 0; runs++, starts &= starts - 1) {
            int at = Long.numberOfTrailingZeros(starts);
            colour[runs] = (int) (b >>> at) & 7;
            size[runs] = 1 + (int) (pairs >>> at & 1);
        }
        return runs;
    }

    // Rule 8 colour by colour (solution.c's split_need, with removals of four balls at most: its
    // GROUPS_CAPPED is simply on here): the least need of a non-crossing split of the board into
    // one-colour removals that needs, in each colour, at most the hand's balls of it; or TOO_MANY
    // when no split does. No removal takes more than four balls, and one of four whose inner two
    // are a pair of the board needs a wall (RULES, 8); a pair of the board may then leave in two
    // removals, so the DP runs on balls, not runs. A need vector within the hand is a mixed-radix
    // index below 32, so a set of them is an int (the sign bit one bit like the others); the DP
    // is groupingNeed's, on sets and balls.
    // A state with three balls left or more: 16 balls and two played at most, so 19 columns,
    // rounded up as solution.c's rows.
    private static final int BALLS = MAX_BOARD + 2, WIDTH = 20;
    private final int[] held = new int[COLOURS], stride = new int[COLOURS], digit = new int[COLOURS];
    private final int[] heldOf = new int[COLOURS + 1], strideOf = new int[COLOURS + 1], fits = new int[32];
    private final int[] ballsOfVector = new int[32], setRow = new int[WIDTH];
    private final int[] secondAt = new int[BALLS], thirdAt = new int[BALLS];
    private final int[] second = new int[BALLS], third = new int[BALLS];
    private final int[][] below = new int[COLOURS][MAX_HAND + 1], cell = new int[BALLS + 1][WIDTH];

    // Every sum of one need vector of x and one of y that stays within the hand (fits).
    private int sumOfSets(int x, int y) {
        int r = 0;
        for (; x != 0 && y != 0; x &= x - 1) {
            int a = Integer.numberOfTrailingZeros(x);
            r |= (y & fits[a]) << a;
        }
        return r;
    }

    private int splitNeed(long b, int len, int hand) {
        int vectors = 1, digits = 0;
        for (int c = 1; c <= COLOURS; c++) {
            heldOf[c] = ballsOf(b, len, c) != 0 ? handCount(hand, c) : 0;
            strideOf[c] = vectors;
            if (heldOf[c] != 0) {
                held[digits] = heldOf[c];
                stride[digits++] = vectors;
                vectors *= heldOf[c] + 1;
            }
        }
        int all = vectors == 32 ? -1 : (1 << vectors) - 1;
        // below[k][d]: the vectors whose digit k is at most d; fits[a]: the vectors v with v + a
        // within the hand, so that adding indices adds digit to digit, with no carry.
        for (int k = 0; k < digits; k++) {
            int period = stride[k] * (held[k] + 1);
            for (int d = 0; d <= held[k]; d++) {
                long run = (1L << (stride[k] * (d + 1))) - 1;
                int x = 0;
                for (int start = 0; start < vectors; start += period)
                    x |= (int) (run << start);
                below[k][d] = x;
            }
        }
        java.util.Arrays.fill(digit, 0);
        for (int a = 0; a < vectors; a++) {
            fits[a] = all;
            ballsOfVector[a] = 0;
            for (int k = 0; k < digits; k++) {
                fits[a] &= below[k][held[k] - digit[k]];
                ballsOfVector[a] += digit[k];
            }
            for (int k = 0; k < digits && ++digit[k] > held[k]; k++)
                digit[k] = 0;
        }
        // Two balls of a pair in one removal of four, its inner two, need a wall between them
        // first: three balls of one colour from the hand (0x1249: bit 0 of each count).
        boolean walled = ((hand >>> 2 | (hand >>> 1 & hand)) & 0x1249) != 0;
        java.util.Arrays.fill(after, len);
        for (int i = len - 1; i >= 0; i--) {
            int c = ballAt(b, i);
            nextAlike[i] = after[c];
            after[c] = i;
        }
        // Rows WIDTH wide, zero below the diagonal, as solution.c's (there, plain vector code).
        java.util.Arrays.fill(cell[len], 0);
        cell[len][len] = 1; // the zero vector: nothing to clear
        for (int i = len - 1; i >= 0; i--) {
            int c = ballAt(b, i);
            java.util.Arrays.fill(setRow, 0);
            setRow[i] = 1;
            // The need of a removal with one or two balls of the board, as one vector (1 plus its
            // index), or 0 when the hand lacks the balls.
            int one = heldOf[c] >= 2 ? 2 * strideOf[c] + 1 : 0;
            int two = heldOf[c] >= 1 ? strideOf[c] + 1 : 0;
            int[] rest = cell[i + 1];
            if (one != 0) {
                int f = fits[one - 1];
                for (int j = 0; j < WIDTH; j++)
                    setRow[j] |= (rest[j] & f) << (one - 1);
            }
            // The removal holding ball i goes on through later balls of its colour, its members:
            // second[] the members that can be its second and third[] those that can be its third
            // and go on, each with the sets of its gaps so far; a fourth ends it.
            int seconds = 0, thirds = 0;
            for (int p = nextAlike[i]; p < len; p = nextAlike[p]) {
                int gap = rest[p], three = 0, on = 0, four = 0;
                for (int t = 0; t < seconds; t++) {
                    int s = sumOfSets(second[t], cell[secondAt[t] + 1][p]);
                    three |= s;
                    if (secondAt[t] + 1 < p || walled) // the inner two not a pair
                        on |= s;
                }
                for (int t = 0; t < thirds; t++)
                    four |= sumOfSets(third[t], cell[thirdAt[t] + 1][p]);
                if (gap != 0) {
                    secondAt[seconds] = p;
                    second[seconds++] = gap;
                }
                if (on != 0) {
                    thirdAt[thirds] = p;
                    third[thirds++] = on;
                }
                int done = three | four;
                if (two != 0)
                    done |= (gap & fits[two - 1]) << (two - 1);
                // This removal ending at p, then balls p+1.. cleared on their own.
                int[] afterP = cell[p + 1];
                for (; done != 0; done &= done - 1) {
                    int a = Integer.numberOfTrailingZeros(done), f = fits[a];
                    for (int j = 0; j < WIDTH; j++)
                        setRow[j] |= (afterP[j] & f) << a;
                }
            }
            System.arraycopy(setRow, 0, cell[i], 0, WIDTH);
        }
        int least = TOO_MANY;
        for (int x = cell[0][len]; x != 0; x &= x - 1)
            least = Math.min(least, ballsOfVector[Integer.numberOfTrailingZeros(x)]);
        return least;
    }

    private final class Search {
        // The pool: node k is (next[k], board[k], hand[k], len[k], once[k], need[k], balls[k],
        // sifted[k]); a node is recycled once expanded (freeNodes), the arrays double when full.
        int[] next = new int[1024], hand = new int[1024], len = new int[1024];
        int[] once = new int[1024], need = new int[1024], balls = new int[1024];
        long[] board = new long[1024];
        // 0 not yet; PUT_OFF in the first pass (need exact, every ball); KEPT before the
        // rest of its level was made (A BOUND FROM THE FIRST BOARD); or TAKEN_UP by the second
        // pass (A BOUND ON EACH STATE)
        byte[] sifted = new byte[1024];
        int used = 0, freeNodes = -1, head = -1, tail = -1;
        // The visited table of the level being built: a slot is taken only if its stamp is
        // the table's level, so starting a level empties it without touching it.
        long[] slotBoard = new long[256];
        int[] slotHand = new int[256], slotLevel = new int[256];
        int bits = 8, count = 0, level = 1;
        boolean nextLevelClears; // one ball clears some state of the level being built
        boolean clearsInTwo;     // two balls clear some state of the level being built
        boolean pairsTested;     // no state of the level being expanded is cleared by two balls
        boolean defer;           // the first pass: a state that needs every ball it holds waits
        int oneBallLeft;         // the most balls a parent may hold for one ball to clear its successor
        int deferred = -1, deferredTail = -1; // those states, in the order of their levels
        int now = -1; // states with three left, sifted as they were made: expanded next
        final int[] levelCount = new int[MAX_HAND + 1]; // states the table took at each level, first pass
        int splitsRun, splitsDropped; // the states splitNeed ran on, and those it dropped
        int fourLeftSeen; // the first pass has come to a state with four balls left to expand

        int newNode(long b, int h, int n, int o, int nd, int bl) {
            int k = freeNodes;
            if (k >= 0) {
                freeNodes = next[k];
            } else {
                if (used == board.length)
                    growPool();
                k = used++;
            }
            next[k] = -1;
            board[k] = b;
            hand[k] = h;
            len[k] = n;
            once[k] = o;
            need[k] = nd;
            balls[k] = bl;
            sifted[k] = 0;
            if (tail >= 0)
                next[tail] = k;
            else
                head = k;
            tail = k;
            return k;
        }

        void growPool() {
            int cap = 2 * board.length;
            next = java.util.Arrays.copyOf(next, cap);
            hand = java.util.Arrays.copyOf(hand, cap);
            len = java.util.Arrays.copyOf(len, cap);
            once = java.util.Arrays.copyOf(once, cap);
            need = java.util.Arrays.copyOf(need, cap);
            balls = java.util.Arrays.copyOf(balls, cap);
            board = java.util.Arrays.copyOf(board, cap);
            sifted = java.util.Arrays.copyOf(sifted, cap);
        }

        int slotIndex(long b, int h) {
            long x = (b ^ (long) h << 40) * 0x9E3779B97F4A7C15L;
            return (int) (x >>> (64 - bits));
        }

        // Doubles the table when half full, re-inserting what this level holds.
        void growTable() {
            long[] oldBoard = slotBoard;
            int[] oldHand = slotHand, oldLevel = slotLevel;
            bits++;
            slotBoard = new long[1 << bits];
            slotHand = new int[1 << bits];
            slotLevel = new int[1 << bits];
            int mask = (1 << bits) - 1;
            for (int i = 0; i < oldBoard.length; i++) {
                if (oldLevel[i] != level)
                    continue;
                int j = slotIndex(oldBoard[i], oldHand[i]);
                while (slotLevel[j] == level)
                    j = (j + 1) & mask;
                slotBoard[j] = oldBoard[i];
                slotHand[j] = oldHand[i];
                slotLevel[j] = level;
            }
        }

        // Records the state; true if it was new to this level.
        boolean isNewState(long b, int h) {
            if (2 * (count + 1) > slotBoard.length)
                growTable();
            int mask = slotBoard.length - 1, i = slotIndex(b, h);
            while (slotLevel[i] == level) {
                if (slotBoard[i] == b && slotHand[i] == h)
                    return false;
                i = (i + 1) & mask;
            }
            slotBoard[i] = b;
            slotHand[i] = h;
            slotLevel[i] = level;
            count++;
            return true;
        }

        // A state with two balls left is decided where it is made, never queued: the two-ball
        // test after rules 2, 7 and 8 counted, once for each state of the level (the table).
        void settleTwoLeft(long b, int n, int h) {
            int last = pairsTested || oneBallLeft < 3 ? 0 : colourThatClears(b, n);
            if (last != 0 && handCount(h, last) != 0) {
                nextLevelClears = true;
            } else if (!nextLevelClears && !clearsInTwo) {
                // Rule 7 after the probe: it costs more, and a state it drops always is.
                ballsOfEach(b);
                int o = shortOrTooFew(b, n, h);
                if (o < 0)
                    return;
                long m = mirrored(b, n); // rule 3
                if (isNewState(m < b ? m : b, h) && !wallsUnpaid(h, 0, o))
                    clearsInTwo = twoBallsClear(b, n, h);
            }
        }

        // Puts colour c before ball g of node cur's board; true if that empties the board.
        // Otherwise settles the new state if two balls are left, or queues it if live and new.
        boolean play(int cur, int handLeft, int g, int c) {
            int curLen = len[cur];
            long b = boardAfterMove(board[cur], curLen, g, c);
            int n = boardLen;
            if (n == 0)
                return true;
            int h = hand[cur] - (1 << (3 * (c - 1)));
            if (handLeft == 3) { // two balls left: decided here (rules 4 to 6)
                settleTwoLeft(b, n, h);
                return false;
            }
            long m = mirrored(b, n); // rule 3
            if (!isNewState(m < b ? m : b, h))
                return false;
            // Not where rule 8's need of the first board says no ball clears it (oneBallLeft).
            int last = handLeft <= oneBallLeft ? colourThatClears(b, n) : 0;
            if (last != 0 && handCount(h, last) != 0) {
                nextLevelClears = true;
                return false;
            }
            if (m < b)
                b = m;
            // Rule 8 counted, rules 2 and 7 (four or more left) here; rule 8's DP, and with
            // three left rules 2 and 7, when the level is sifted (siftLevel).
            int o = once[cur], nd = need[cur], bl = 0;
            if (handLeft > 3) {
                bl = balls[cur] - 1;
                if (n < curLen) { // one count of the colours for rules 2, 7 and 8
                    ballsOfEach(b);
                    bl = ballsForColours(h);
                    if (tooManyRuns(b, n, bl) || (handLeft > 4 && (o = hopelessOf(h, 0, o)) < 0))
                        return false;
                } else {
                    if (ballsOf(board[cur], curLen, c) == 0) // c is new on the board
                        bl = balls[cur] + handCount(h, c);
                    if (tooManyRuns(b, n, bl) || (handLeft > 4 && (o = hopeless(b, h, c, o)) < 0))
                        return false;
                }
                // A join that removes nothing keeps the parent's need as a bound (rule 8).
                boolean joined = n > curLen && g < curLen && ballAt(board[cur], g) == c;
                if (!joined || handCount(h, c) == 0 || nd > bl)
                    nd = UNKNOWN_NEED; // the sift of its level runs the DP
            }
            newNode(b, h, n, o, nd, bl);
            return false;
        }

        // True when two of the three balls of node cur's hand clear its board (rules 2, 7 and 8
        // counted on each pair first); least is rule 8's need of the whole hand, 0 if not known.
        boolean twoOfThreeClear(int cur, int least) {
            long b = board[cur];
            int n = len[cur];
            ballsOfEach(b); // one count of the colours for every pair
            for (int c = 1; c <= COLOURS; c++) {
                if (handCount(hand[cur], c) == 0)
                    continue;
                int two = hand[cur] - (1 << (3 * (c - 1))), o;
                if (ballsForColours(two) >= least && (o = shortOrTooFew(b, n, two)) >= 0
                        && !wallsUnpaid(two, 0, o) && twoBallsClear(b, n, two))
                    return true;
            }
            return false;
        }

        // The colours whose ball, splitting a pair of node cur's board, leaves a state that rule
        // 8 counted drops (tooFewRemovals), one bit each: a split removes nothing, adds two runs
        // and keeps each colour's n + h, so the count is cur's, with handCount / 3 more for a
        // colour new on the board.
        final int[] added = new int[COLOURS + 1];

        int splitsDropped(int cur) {
            int most = 0;
            ballsOfEach(board[cur]);
            for (int c = 1; c <= COLOURS; c++) {
                int h = handCount(hand[cur], c);
                added[c] = at[c] != 0 ? 0 : h / 3;
                most += at[c] != 0 ? (Long.bitCount(at[c]) + h) / 3 : 0;
            }
            int runs = runCount(board[cur], len[cur]), dropped = 0;
            for (int c = 1; c <= COLOURS; c++)
                if (2 * (most + added[c]) - 1 < runs + 2)
                    dropped |= 1 << c;
            return dropped;
        }

        // Tries every move from node cur that the rules keep; true if one empties the board.
        final int[] colours = new int[COLOURS];

        boolean expand(int cur, int handLeft) {
            int k = 0;
            for (int c = 1; c <= COLOURS; c++)
                if (handCount(hand[cur], c) != 0)
                    colours[k++] = c;
            long b = board[cur];
            int n = len[cur];
            // A split whose state rule 8 counted drops is not made (solution.c's RULES, 8).
            int noSplit = 1; // bit 0: not known yet
            for (int g = 0; g <= n && !nextLevelClears; g++) {
                int left = g > 0 ? ballAt(b, g - 1) : 0;
                int right = g < n ? ballAt(b, g) : 0;
                for (int i = 0; i < k; i++) {
                    int c = colours[i];
                    if (left == c) // rule 1
                        continue;
                    if (right != c && !(left == right && left != 0)) // rule 9
                        continue;
                    if (left == right) { // a split: left is not c (rule 1)
                        if (noSplit == 1)
                            noSplit = splitsDropped(cur);
                        if ((noSplit >> c & 1) != 0)
                            continue;
                    }
                    if (play(cur, handLeft, g, c))
                        return true;
                }
            }
            if (nextLevelClears) {
                int last = colourThatClears(b, n);
                return last != 0 && handCount(hand[cur], last) != 0;
            }
            return false;
        }

        // Rule 8 colour by colour with removals of four balls at most (splitNeed) on node k, with
        // three or four balls left, about to be expanded (solution.c's header, A BOUND ON EACH
        // STATE): true when no split fits its hand, so that no play from it clears the board. It
        // runs on the first two states offered, then only while it has dropped at least half of
        // those it ran on.
        boolean splitDropsState(int k) {
            if (splitsRun >= 2 && 2 * splitsDropped < splitsRun)
                return false;
            splitsRun++;
            if (splitNeed(board[k], len[k], hand[k]) <= balls[k])
                return false;
            splitsDropped++;
            return true;
        }

        // A level, before any of its states is expanded: drops those that rule 8's DP rejects
        // (and with three balls left, rules 2 and 7), puts off in the first pass those that need
        // every ball, and with three left returns true as soon as two balls clear a state kept.
        // The states after node before (the head if -1): the whole level, or those one parent
        // has just made.
        boolean siftLevel(int before, int handLeft) {
            int prev = before, last = before;
            pairsTested = handLeft == 3;
            for (int k = before >= 0 ? next[before] : head, following; k >= 0; k = following) {
                following = next[k];
                if (sifted[k] == PUT_OFF && !defer) { // taken up by the second pass
                    if (splitDropsState(k)) {
                        if (prev >= 0)
                            next[prev] = following;
                        else
                            head = following;
                        next[k] = freeNodes;
                        freeNodes = k;
                        continue;
                    }
                    sifted[k] = TAKEN_UP;
                }
                if (sifted[k] != 0) { // sifted already (put off: no pair of its hand can pay)
                    last = prev = k;
                    continue;
                }
                int o = once[k], least = 0;
                boolean tight = false;
                // In the first pass a need of every ball in hand puts the state off.
                int cap = defer && balls[k] == handLeft ? handLeft - 1 : balls[k];
                // Where the DP is to run, the count first: a tenth of the DP, less than rules 2
                // and 7.
                boolean dead;
                if (handLeft > 3) {
                    dead = need[k] > cap && tooFewRemovals(board[k], len[k], hand[k]);
                } else { // one count of the colours for rules 2, 7 and 8 where the DP is to run
                    o = need[k] > cap ? hopelessCounted(board[k], len[k], hand[k])
                            : hopeless(board[k], hand[k], 0, 0);
                    dead = o < 0;
                }
                if (!dead && need[k] > cap) {
                    least = groupingNeed(board[k], len[k], hand[k], balls[k]);
                    need[k] = least;
                    dead = least > balls[k];
                    tight = least > cap;
                }
                if (dead || tight) {
                    if (prev >= 0)
                        next[prev] = following;
                    else
                        head = following;
                    if (dead) {
                        next[k] = freeNodes;
                        freeNodes = k;
                    } else {
                        next[k] = -1;
                        once[k] = o;
                        sifted[k] = PUT_OFF;
                        if (deferredTail >= 0)
                            next[deferredTail] = k;
                        else
                            deferred = k;
                        deferredTail = k;
                    }
                    continue;
                }
                once[k] = o;
                sifted[k] = KEPT;
                if (handLeft == 3 && least < 3 && twoOfThreeClear(k, least))
                    return true;
                last = prev = k;
            }
            tail = last;
            return false;
        }

        // Rule 8's need of the first board bounds the answer (solution.c's header, A BOUND FROM
        // THE FIRST BOARD): each state with three balls left is sifted as soon as its parent's
        // moves are made; and when the need is the hand's size (all), it is expanded then too:
        // they move to the list now unsifted, and minBalls sifts each just before it expands it
        // (siftNow): the first play found ends the search, so the states made after it need no DP.
        boolean siftMade(int before, boolean all) {
            if (!all)
                return siftLevel(before, 3);
            now = before >= 0 ? next[before] : head;
            if (before >= 0)
                next[before] = -1;
            else
                head = -1;
            tail = before;
            return false;
        }

        // Sifts node k, with three balls left, alone (siftMade), as siftLevel does: true if two
        // balls clear it; k is not KEPT after if it was dropped. The queue's head and tail are
        // the level's, not k's.
        boolean siftNow(int k) {
            int first = head, last = tail;
            head = k;
            next[k] = -1;
            boolean cleared = siftLevel(-1, 3);
            head = first;
            tail = last;
            return cleared;
        }

        // Breadth-first search from (b, h) in two passes; the fewest balls or -1.
        int minBalls(long b, int n, int h, int handSize) {
            int last = colourThatClears(b, n); // the shortcuts first
            if (last != 0 && handCount(h, last) != 0)
                return 1;
            for (int c = 1; c <= COLOURS; c++) {
                int k = handCount(h, c);
                if (k != 0 && k < 3 && ballsOf(b, n, c) == 0) {
                    h -= k << (3 * (c - 1));
                    handSize -= k;
                }
            }
            if (handSize <= 2)
                return handSize == 2 && !handTooShort(b, n, h) && twoBallsClear(b, n, h) ? 2 : -1;
            int bl = ballsForBoard(b, h), o = hopeless(b, h, 0, 0), nd;
            if (o < 0 || (nd = groupingNeed(b, n, h, bl)) > bl
                    || (nd >= 3 && (nd = splitNeed(b, n, h)) > bl))
                return -1;
            defer = nd < handSize;
            oneBallLeft = handSize + 2 - nd;
            newNode(b, h, n, o, nd, bl);
            boolean early = nd >= handSize - 1;
            int lvl = 0, siftedLevel = -1;
            int pending = -1; // the second pass: states put off, each joining its level
            for (;;) {
                int cur, handLeft, depth;
                if (now >= 0) {
                    cur = now;
                    now = next[cur];
                    if (siftNow(cur))
                        return handSize - 1;
                    if (sifted[cur] != KEPT) // dropped
                        continue;
                    handLeft = 3;
                    depth = handSize - 3;
                } else {
                    if (head < 0 && defer && deferred >= 0 && !nextLevelClears && !clearsInTwo) {
                        // The first pass found no play: only plays of every ball are left.
                        if (lvl >= 0)
                            levelCount[lvl] = count;
                        defer = false;
                        early = false;
                        pending = deferred;
                        lvl = siftedLevel = -1;
                    }
                    if (pending >= 0 && !nextLevelClears
                            && (head < 0 || ballsIn(hand[pending]) >= ballsIn(hand[head]))) {
                        // The states put off at this level join it before it is sifted.
                        int first = pending, end = pending, size = ballsIn(hand[first]);
                        while (next[end] >= 0 && ballsIn(hand[next[end]]) == size)
                            end = next[end];
                        pending = next[end];
                        next[end] = head;
                        if (head < 0)
                            tail = end;
                        head = first;
                    }
                    if (head < 0)
                        break;
                    cur = head;
                    handLeft = ballsIn(hand[cur]);
                    depth = handSize - handLeft;
                    if (depth != lvl) {
                        if (nextLevelClears)
                            return depth + 1;
                        // Each level keeps one stamp in both passes, so that the second skips
                        // the states the first made there.
                        if (lvl >= 0 && defer)
                            levelCount[lvl] = count;
                        lvl = depth;
                        level = 1 + depth;
                        count = defer ? 0 : levelCount[depth];
                        // The states put off at the next level are recorded before it is
                        // made, so that the second pass does not make them again (TWO PASSES).
                        for (int k = pending; k >= 0 && ballsIn(hand[k]) == handLeft - 1; k = next[k])
                            isNewState(board[k], hand[k]);
                    }
                    if (siftedLevel != lvl) {
                        siftedLevel = lvl;
                        if (siftLevel(-1, handLeft))
                            return depth + 2;
                        continue;
                    }
                    head = next[cur];
                    if (head < 0)
                        tail = -1;
                }
                // With four balls left, rule 8 colour by colour first (A BOUND ON EACH STATE):
                // not on the first pass's first such state, nor once the next level holds a state
                // one ball clears (expand only tests this one then).
                if (handLeft == 4 && sifted[cur] != TAKEN_UP && !nextLevelClears
                        && (!defer || fourLeftSeen++ > 0) && splitDropsState(cur)) {
                    next[cur] = freeNodes;
                    freeNodes = cur;
                    continue;
                }
                int before = tail; // cur's successors come after it
                if (expand(cur, handLeft))
                    return depth + 1;
                if (clearsInTwo)
                    return depth + 3;
                next[cur] = freeNodes;
                freeNodes = cur;
                if (early && handLeft == 4 && siftMade(before, nd == handSize))
                    return depth + 3;
            }
            return nextLevelClears ? lvl + 2 : clearsInTwo ? lvl + 3 : -1;
        }
    }
}
