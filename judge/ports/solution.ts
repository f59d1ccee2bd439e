// Zuma Game (LeetCode 488) in TypeScript: the kit's solution.c ported function for function, so
// that a TypeScript solution is compared with the same algorithm in its own language. It is
// judge/ports/solution.js with types. The rules (1 to 9), the shortcuts and why none loses the
// optimum are argued in solution.c's header; the names here are its names, in camelCase. What
// differs: a board needs 63 bits there, more than a Number holds exactly, so here it is an array of
// balls (Uint8Array, colour codes R=1 .. W=5) and the bit masks that C keeps 3 bits a ball are 1
// bit a ball (a board has at most 21 balls, so they fit a 32-bit integer); the visited table is the
// same open-addressing table with level stamps (typed arrays), keyed on the board read as a base-6
// number (exact: a state it holds has at most 19 balls, 6^19 < 2^53) and the hand; the queue is the
// same linked list of nodes, recycled through a free list, each with a board buffer of its own; the
// nodes and the table are kept from call to call (a pool of node objects, and each call's level
// stamps above the last call's), so that a call allocates only when one of them grows (there is no
// out-of-memory path: running out of V8's heap ends the process). Pastes into LeetCode as it is.
// It ports solution.c as of commit 8f6c7c8: issue 38's ninth round (rule 8 colour by colour with
// removals of four at most, splitNeed, also on each state with four balls left before it is
// expanded (not the first pass's first) and on each state the second pass takes up, while it
// drops at least half of those it runs on: splitDropsState), issue 38's eighth round (rule 8 colour by colour on the
// first board's balls with removals of four balls at most, once rule 8's DP on runs has kept it
// with a need of three or more, splitNeed, its least need the bound; solution.c's GROUPS_CAPPED is
// simply on here; and when the need is the hand's size, the states with three left sifted one at a
// time just before each is expanded, siftNow), rule 2 with five balls (issue 38's seventh round: a
// colour with five on the board and none in hand is dropped, as a removal takes three or four
// balls), the level sift (rule 8's DP put off to just before a
// level is expanded, the count first there, and the three-ball level's pair test), the search in
// TWO PASSES (the first puts off each state that needs every ball it holds), rule 8 colour by
// colour (tooFewRemovals, and splitNeed on the first board), no split whose state rule 8
// counted drops (splitsDropped; solution.c's SPLITS_COUNTED is simply on here), the two-ball test
// on the board's runs (twoBallsClear on spliced runs, one walk for both balls, skipping a first
// ball that leaves the first failing facing pair in place), rule 8's DP keeping one value a
// member and reading the runs itself (cheapestSplit, rows as wide as the board's runs; right to
// left, where solution.c reads them off their first balls), and A BOUND FROM THE FIRST BOARD
// (rule 8's need of the first board at the hand's size less one: each state with three balls
// left sifted as soon as its parent's moves are made; at the hand's size: each also expanded
// then; siftMade). solution.c's balls_of_each reads every colour off the board's three bit
// planes; the board here is an array of balls, so ballsOfEach reads every colour in one pass
// over it (as hopeless and hopelessCounted did; tooFewRemovals counts and ballsForBoard marks
// the colours present in one pass of their own); where rules 2, 7 and 8 run on one board, its
// colours are read once (hopelessOf, shortOrTooFew, ballsForColours), with rule 7 after the
// probe on a state with two balls left. solution.c's ones() by one multiplication is for its
// 3-bit fields: the masks here are 1 bit a ball, and ones() is already one Math.imul. Of issue
// 38's sixth round: the two-ball test's splits and joins only near the ends (its pairs found by
// a walk over the runs, as the board is an array here), the second pass recording the states put
// off at a level before it makes that level, no one-ball test where rule 8's need of the first
// board rules it out (oneBallLeft), the colours the board lacks skipped before their balls are
// counted, and boardAfterMove looking at two balls at most on each side.
interface QueueNode {
    next: QueueNode | null;
    board: Uint8Array;
    hand: number;
    len: number;
    once: number;
    need: number;
    balls: number;
    sifted: number; // 0 not yet; PUT_OFF in the first pass (need exact, every ball); KEPT
                    // before the rest of its level was made (A BOUND FROM THE FIRST BOARD); or
                    // TAKEN_UP by the second pass, splitNeed run on it (A BOUND ON EACH STATE)
}

interface Search {
    bits: number;
    mask: number;
    count: number;
    level: number; // a slot is taken only if its level is this
    keys: Float64Array;
    hands: Int32Array;
    levels: Int32Array;
    head: QueueNode | null;
    tail: QueueNode | null;
    free: QueueNode | null;
    nextLevelClears: boolean;
    clearsInTwo: boolean;
    pairsTested: boolean; // no state of the level being expanded is cleared by two balls
    defer: boolean; // the first pass: a state that needs every ball it holds waits
    deferred: QueueNode | null; // those states, in the order of their levels
    deferredTail: QueueNode | null;
    levelCount: Int32Array; // states the table took at each level, first pass
    stamps: number; // the level stamps of earlier calls are at most this
    nodes: QueueNode[]; // every node made so far, kept for the next call
    used: number; // the nodes of the pool this call has carved
    now: QueueNode | null; // states with three left, sifted as they were made: expanded next
    oneBallLeft: number; // the most balls a parent may hold for one ball to clear its successor
    splitsRun: number; // the states splitNeed ran on (splitDropsState)
    splitsDropped: number; // and those it dropped
    fourLeftSeen: number; // the first pass has come to a state with four balls left to expand
}

const MAX_BOARD = 16, MAX_HAND = 5, COLOURS = 5, TOO_MANY = 15, BOARD_BYTES = 24;
const UNKNOWN_NEED = 255; // a node's need before rule 8's DP has run on it
const TOO_MANY_BALLS = 15; // a need above every hand
// A node's sifted: put off in the first pass, kept early, or taken up by the second pass (splitNeed
// run on it).
const PUT_OFF = 1, KEPT = 2, TAKEN_UP = 3;
const CODE: Record<string, number> = { R: 1, Y: 2, B: 3, G: 4, W: 5 };

function handCount(hand: number, c: number): number {
    return (hand >> (3 * (c - 1))) & 7;
}

function ones(x: number): number {
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function lowest(x: number): number { // the index of the lowest set bit
    return 31 - Math.clz32(x & -x);
}

// Puts colour c before ball g of a (n balls) into out and removes runs of three or more until
// none is left; returns the new length. Only the run holding the new ball can reach three, and
// after each removal only the run across the closed gap.
function boardAfterMove(a: Uint8Array, n: number, g: number, c: number, out: Uint8Array): number {
    for (let i = 0; i < g; i++) out[i] = a[i];
    out[g] = c;
    for (let i = g; i < n; i++) out[i + 1] = a[i];
    n++;
    let lo = g, hi = g + 1;
    for (;;) {
        // A run holds two balls at most: at most two of colour c on each side.
        if (lo > 0 && out[lo - 1] === c) {
            lo--;
            if (lo > 0 && out[lo - 1] === c) lo--;
        }
        if (hi < n && out[hi] === c) {
            hi++;
            if (hi < n && out[hi] === c) hi++;
        }
        if (hi - lo < 3) break;
        const gone = hi - lo;
        for (let i = hi; i < n; i++) out[i - gone] = out[i];
        n -= gone;
        if (lo === 0 || lo === n || out[lo - 1] !== out[lo]) break;
        c = out[lo];
        hi = lo;
    }
    return n;
}

// The board as a number, ball i the digit of 6^i (0 past the end, so the length is implied), and
// the same read right to left: rule 3 keys on the smaller.
function boardKey(a: Uint8Array, n: number): number {
    let k = 0;
    for (let i = n - 1; i >= 0; i--) k = k * 6 + a[i];
    return k;
}

function mirroredKey(a: Uint8Array, n: number): number {
    let k = 0;
    for (let i = 0; i < n; i++) k = k * 6 + a[i];
    return k;
}

function reverse(a: Uint8Array, n: number): void {
    for (let i = 0, j = n - 1; i < j; i++, j--) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

// The balls of colour c, one bit each.
function ballsOf(a: Uint8Array, n: number, c: number): number {
    let m = 0;
    for (let i = 0; i < n; i++) if (a[i] === c) m |= 1 << i;
    return m;
}

function runCount(a: Uint8Array, n: number): number {
    let r = 1;
    for (let i = 1; i < n; i++) if (a[i] !== a[i - 1]) r++;
    return r;
}

// Rule 8, counted.
function tooManyRuns(a: Uint8Array, n: number, balls: number): boolean {
    return 3 * ((runCount(a, n) + 2) >> 1) > n + balls;
}

function shortOfThree(y: number): number {
    if (!y) return 0;
    const rest = y & (y - 1);
    if (!rest) return 2;
    return rest & (rest - 1) ? 0 : 1;
}

// Rule 7: colour c, with balls atC on the board and hc in hand, cannot pay for the cells that
// the balls atX of a colour leaving in one removal cut the board into.
function cellsUnpaid(atX: number, atC: number, hc: number): boolean {
    let prev = atX & -atX;
    const last = 1 << (31 - Math.clz32(atX));
    let need = shortOfThree(atC & ((prev - 1) | ~(2 * last - 1)));
    for (let rest = atX & (atX - 1); rest; rest &= rest - 1) {
        const next = rest & -rest;
        need += shortOfThree(atC & (next - 1) & ~(2 * prev - 1));
        prev = next;
    }
    return need > hc;
}

const at = new Int32Array(COLOURS + 1);

// solution.c's balls_of_each: the balls of every colour, one bit each, into at[1..5]. The board
// is an array of balls here, not three bit planes, so one pass over it reads every colour.
function ballsOfEach(a: Uint8Array, n: number): void {
    at.fill(0);
    for (let i = 0; i < n; i++) at[a[i]] |= 1 << i;
}

// Rule 7 on the colours of `once` (bit c), each leaving in one removal, with the balls of each
// colour in `at`: true when some colour cannot pay for the cells they cut the board into.
// `moved` as in hopeless.
function wallsUnpaid(hand: number, moved: number, once: number): boolean {
    for (let xs = once; xs; xs &= xs - 1) {
        const x = lowest(xs);
        // After a move that removed nothing only pairs that involve `moved` can change.
        for (let cs = moved && moved !== x ? 1 << moved : 0x3e & ~(1 << x); cs; cs &= cs - 1) {
            const c = lowest(cs);
            if (at[c] && cellsUnpaid(at[x], at[c], handCount(hand, c))) return true;
        }
    }
    return false;
}

// Rules 2 and 7: -1 when the balls of the board can never all leave with this hand, else the
// colours that leave in one removal (bit c). `moved` and `once` as in solution.c's hopeless.
function hopeless(a: Uint8Array, n: number, hand: number, moved: number, once: number): number {
    ballsOfEach(a, n);
    return hopelessOf(hand, moved, once);
}

// hopeless on a board whose colours are in `at` already.
function hopelessOf(hand: number, moved: number, once: number): number {
    if (!moved) once = 0;
    for (let c = moved || 1; c <= (moved || COLOURS); c++) {
        const k = ones(at[c]), h = handCount(hand, c);
        if ((k && k + h < 3) || (k === 5 && !h)) return -1;
        if (k >= 2 && k + h <= 5) once |= 1 << c;
    }
    return wallsUnpaid(hand, moved, once) ? -1 : once;
}

// Rules 2, 7 and 8 counted (tooFewRemovals), from one count of each colour: -1 when they drop
// the board with this hand, else the colours that leave in one removal, as hopeless.
function hopelessCounted(a: Uint8Array, n: number, hand: number): number {
    ballsOfEach(a, n);
    const once = shortOrTooFew(a, n, hand);
    return once < 0 || wallsUnpaid(hand, 0, once) ? -1 : once;
}

// Rules 2 and 8 counted on a board whose colours are in `at` already: -1 when they drop it with
// this hand, else the colours that leave in one removal (for wallsUnpaid).
function shortOrTooFew(a: Uint8Array, n: number, hand: number): number {
    let most = 0, once = 0;
    for (let c = 1; c <= COLOURS; c++) {
        if (!at[c]) continue;
        const k = ones(at[c]), h = handCount(hand, c);
        if (k + h < 3 || (k === 5 && !h)) return -1;
        if (k >= 2 && k + h <= 5) once |= 1 << c;
        most += ((k + h) / 3) | 0;
    }
    return 2 * most - 1 < runCount(a, n) ? -1 : once;
}

// Rule 8 counted colour by colour: the removals of colour c are at most (n + h) / 3, rounded
// down, and removals that never cross are (runs + 1) / 2 or more.
function tooFewRemovals(a: Uint8Array, n: number, hand: number): boolean {
    at.fill(0);
    for (let i = 0; i < n; i++) at[a[i]]++;
    let most = 0;
    for (let c = 1; c <= COLOURS; c++) if (at[c]) most += ((at[c] + handCount(hand, c)) / 3) | 0;
    return 2 * most - 1 < runCount(a, n);
}

function handTooShort(a: Uint8Array, n: number, hand: number): boolean {
    for (let c = 1; c <= COLOURS; c++) {
        const k = ones(ballsOf(a, n, c));
        if (k && k + handCount(hand, c) < 3) return true;
    }
    return false;
}

// The balls of the hand whose colour is on the board.
function ballsForBoard(a: Uint8Array, n: number, hand: number): number {
    let present = 0, balls = 0;
    for (let i = 0; i < n; i++) present |= 1 << a[i];
    for (let c = 1; c <= COLOURS; c++) if ((present >> c) & 1) balls += handCount(hand, c);
    return balls;
}

// ballsForBoard on a board whose colours are in `at` already.
function ballsForColours(hand: number): number {
    let balls = 0;
    for (let c = 1; c <= COLOURS; c++) if (at[c]) balls += handCount(hand, c);
    return balls;
}

const RUNS = MAX_BOARD + MAX_HAND, WIDE = 32;
const colour = new Uint8Array(RUNS), size = new Uint8Array(RUNS), nextAlike = new Uint8Array(RUNS);
const alone = new Uint8Array(RUNS), pairNeed = new Uint8Array(RUNS), after = new Uint8Array(COLOURS + 1);
const cheapest = new Uint8Array((RUNS + 1) * WIDE), row = new Uint8Array(WIDE);
const from = new Uint8Array(RUNS), reach = new Uint8Array(RUNS);

// Reads the board's runs, left to right, into colour and size; returns how many there are.
function readRuns(a: Uint8Array, n: number): number {
    let runs = 0;
    for (let s = 0; s < n; runs++) {
        let e = s;
        while (e + 1 < n && a[e + 1] === a[s]) e++;
        colour[runs] = a[s];
        size[runs] = e + 1 - s;
        s = e + 1;
    }
    return runs;
}

// Rule 8's DP on the board's runs (solution.c's cheapest_split), which it reads itself, right to
// left as the DP goes, off `ends` (runEnds), into size: cheapest[i * WIDE + j] clears runs
// i..j-1 on their own.
function cheapestSplit(a: Uint8Array, n: number, ends: number, runs: number, hand: number, balls: number): number {
    for (let c = 1; c <= COLOURS; c++) after[c] = runs;
    for (let i = runs - 1, end = n; i >= 0; i--) {
        let start = 0;
        if (ends) {
            const top = 31 - Math.clz32(ends);
            ends ^= 1 << top;
            start = top + 1;
        }
        const c = a[start], held = handCount(hand, c) !== 0;
        size[i] = end - start;
        end = start;
        nextAlike[i] = after[c];
        after[c] = i;
        pairNeed[i] = held ? 1 : TOO_MANY;
        alone[i] = held ? 3 - size[i] : TOO_MANY;
    }
    cheapest.fill(TOO_MANY, runs * WIDE, runs * WIDE + WIDE);
    cheapest[runs * WIDE + runs] = 0;
    for (let i = runs - 1; i >= 0; i--) {
        let done = alone[i], rest = (i + 1) * WIDE;
        if (done <= balls) {
            for (let j = 0; j <= runs; j++) {
                const v = done + cheapest[rest + j];
                row[j] = v < TOO_MANY ? v : TOO_MANY;
            }
        } else {
            row.fill(TOO_MANY);
        }
        row[i] = 0;
        let p = nextAlike[i];
        if (p < runs) {
            // k2: the cheapest with 2 balls of the board so far (run i and p, both single), k3
            // with 3 or more; past the first member one more member makes 3 or more either way,
            // so each member kept needs only the cheaper of the two (reach).
            let live = 1;
            const need2 = pairNeed[i], solo = size[i] === 1;
            from[0] = i;
            reach[0] = 0;
            for (; p < runs; p = nextAlike[p]) {
                let k2 = TOO_MANY, k3 = cheapest[(i + 1) * WIDE + p];
                if (solo && size[p] === 1) { // one ball of the board so far
                    k2 = k3;
                    k3 = TOO_MANY;
                }
                for (let t = 1; t < live; t++) {
                    const v = reach[t] + cheapest[(from[t] + 1) * WIDE + p];
                    if (v < k3) k3 = v;
                }
                const least = k2 < k3 ? k2 : k3;
                done = k2 + need2 < k3 ? k2 + need2 : k3;
                if (least <= balls) {
                    from[live] = p;
                    reach[live++] = least;
                }
                if (done > balls) continue; // this removal ending at p is never affordable
                rest = (p + 1) * WIDE;
                for (let j = 0; j <= runs; j++) {
                    const v = done + cheapest[rest + j];
                    if (v < row[j]) row[j] = v;
                }
            }
        }
        for (let j = 0; j <= runs; j++) cheapest[i * WIDE + j] = row[j];
    }
    return cheapest[runs];
}

// Rule 8's interval DP over runs (solution.c's grouping_need): the fewest hand balls that the
// cheapest non-crossing split of the board into removals needs, exact when at most `balls`.
function groupingNeed(a: Uint8Array, n: number, hand: number, balls: number): number {
    const ends = runEnds(a, n);
    return cheapestSplit(a, n, ends, 1 + ones(ends), hand, balls);
}

const held = new Int32Array(COLOURS), stride = new Int32Array(COLOURS), heldOf = new Int32Array(COLOURS + 1);
const strideOf = new Int32Array(COLOURS + 1), digit = new Int32Array(COLOURS);
const below = new Int32Array(COLOURS * (MAX_HAND + 1)), fits = new Int32Array(32);
// splitNeed runs on a state with three balls left or more: 16 balls and two played at most, so 19
// columns, rounded up to whole vectors of four.
const BALLS = MAX_BOARD + 2, WIDTH = 20;
const ballsOfVector = new Uint8Array(32);
const cell = new Int32Array((BALLS + 1) * WIDTH), setRow = new Int32Array(WIDTH);
const secondAt = new Uint8Array(BALLS), thirdAt = new Uint8Array(BALLS);
const second = new Int32Array(BALLS), third = new Int32Array(BALLS);

// Every sum of one need vector of x and one of y that stays within the hand (fits).
function sumOfSets(x: number, y: number): number {
    let r = 0;
    for (; x && y; x &= x - 1) {
        const a = lowest(x);
        r |= (y & fits[a]) << a;
    }
    return r;
}

// Rule 8 colour by colour (solution.c's split_need, capped: GROUPS_CAPPED is simply on here): the
// least need of a non-crossing split of the board into one-colour removals of four balls of the
// board at most that needs, in each colour, at most the hand's balls of it; TOO_MANY_BALLS when
// none does. A removal of four whose inner two are a pair of the board needs a wall (three of a
// colour in hand), and a pair may leave in two removals, so the DP runs on balls, not runs. A
// need vector within the hand is a mixed-radix index below 32, so a set of them is a 32-bit mask
// (an Int32Array cell, the sign bit one bit like the others); the DP is groupingNeed's on sets
// and balls. On the first board, and on some states of the search (splitDropsState): 18 balls at
// most.
function splitNeed(a: Uint8Array, n: number, hand: number): number {
    let vectors = 1, digits = 0;
    for (let c = 1; c <= COLOURS; c++) {
        heldOf[c] = ballsOf(a, n, c) ? handCount(hand, c) : 0;
        strideOf[c] = vectors;
        if (heldOf[c]) {
            held[digits] = heldOf[c];
            stride[digits++] = vectors;
            vectors *= heldOf[c] + 1;
        }
    }
    const all = vectors === 32 ? -1 : (1 << vectors) - 1;
    // below[k][d]: the vectors whose digit k is at most d; fits[a]: the vectors v with v + a
    // within the hand, so that adding indices adds digit to digit, with no carry.
    for (let k = 0; k < digits; k++) {
        const period = stride[k] * (held[k] + 1);
        for (let d = 0; d <= held[k]; d++) {
            const bits = stride[k] * (d + 1), run = bits >= 32 ? -1 : (1 << bits) - 1;
            let x = 0;
            for (let start = 0; start < vectors; start += period) x |= run << start;
            below[k * (MAX_HAND + 1) + d] = x;
        }
    }
    digit.fill(0);
    for (let v = 0; v < vectors; v++) {
        let f = all, balls = 0;
        for (let k = 0; k < digits; k++) {
            f &= below[k * (MAX_HAND + 1) + held[k] - digit[k]];
            balls += digit[k];
        }
        fits[v] = f;
        ballsOfVector[v] = balls;
        for (let k = 0; k < digits && ++digit[k] > held[k]; k++) digit[k] = 0;
    }
    // Two balls of a pair in one removal of four, its inner two, need a wall between them first:
    // three balls of one colour from the hand.
    const walled = ((hand >> 2 | (hand >> 1 & hand)) & 0o11111) !== 0;
    after.fill(n);
    for (let i = n - 1; i >= 0; i--) {
        const c = a[i];
        nextAlike[i] = after[c];
        after[c] = i;
    }
    // Rows WIDTH wide (solution.c's), zero below the diagonal.
    cell.fill(0, n * WIDTH, n * WIDTH + WIDTH);
    cell[n * WIDTH + n] = 1; // the zero vector: nothing to clear
    for (let i = n - 1; i >= 0; i--) {
        const c = a[i], rest = (i + 1) * WIDTH;
        setRow.fill(0);
        setRow[i] = 1;
        // The need of a removal with one or two balls of the board, as one vector (1 plus its
        // index), or 0 when the hand lacks the balls.
        const one = heldOf[c] >= 2 ? 2 * strideOf[c] + 1 : 0;
        const two = heldOf[c] >= 1 ? strideOf[c] + 1 : 0;
        if (one) {
            const f = fits[one - 1];
            for (let j = 0; j < WIDTH; j++) setRow[j] |= (cell[rest + j] & f) << (one - 1);
        }
        // The removal holding ball i goes on through later balls of its colour, its members:
        // second the members that can be its second and third those that can be its third and
        // go on, each with the sets of its gaps so far; a fourth ends it.
        let seconds = 0, thirds = 0;
        for (let p = nextAlike[i]; p < n; p = nextAlike[p]) {
            const gap = cell[rest + p];
            let three = 0, on = 0, four = 0;
            for (let t = 0; t < seconds; t++) {
                const s = sumOfSets(second[t], cell[(secondAt[t] + 1) * WIDTH + p]);
                three |= s;
                if (secondAt[t] + 1 < p || walled) on |= s; // the inner two not a pair
            }
            for (let t = 0; t < thirds; t++) four |= sumOfSets(third[t], cell[(thirdAt[t] + 1) * WIDTH + p]);
            if (gap) {
                secondAt[seconds] = p;
                second[seconds++] = gap;
            }
            if (on) {
                thirdAt[thirds] = p;
                third[thirds++] = on;
            }
            let done = three | four;
            if (two) done |= (gap & fits[two - 1]) << (two - 1);
            // This removal ending at p, then balls p+1.. cleared on their own.
            const afterP = (p + 1) * WIDTH;
            for (; done; done &= done - 1) {
                const v = lowest(done), f = fits[v];
                for (let j = 0; j < WIDTH; j++) setRow[j] |= (cell[afterP + j] & f) << v;
            }
        }
        for (let j = 0; j < WIDTH; j++) cell[i * WIDTH + j] = setRow[j];
    }
    let least = TOO_MANY_BALLS;
    for (let x = cell[n]; x; x &= x - 1) {
        const balls = ballsOfVector[lowest(x)];
        if (balls < least) least = balls;
    }
    return least;
}

// The last ball of each run but the last, one bit each.
function runEnds(a: Uint8Array, n: number): number {
    let ends = 0;
    for (let i = 0; i + 1 < n; i++) if (a[i] !== a[i + 1]) ends |= 1 << i;
    return ends;
}

let middleLo = 0, middleHi = 0;

// Pairs the board's runs from both ends inward: true when each two facing runs share a colour
// and hold `least` balls or more between them; then middleLo and middleHi are the first and
// last balls of the middle run (an odd number of runs), or middleLo is one past middleHi.
function facingRunsMatch(a: Uint8Array, ends: number, n: number, least: number): boolean {
    let first = 0, last = n - 1;
    for (; ends; ends &= ends - 1) {
        const firstEnd = lowest(ends), lastStart = 31 - Math.clz32(ends);
        if (a[first] !== a[last] || firstEnd - first + 1 + (last - lastStart) < least) return false;
        ends &= ~(1 << lastStart);
        first = firstEnd + 1;
        last = lastStart;
    }
    middleLo = first;
    middleHi = last;
    return true;
}

// Rule 4: the colour of the one ball that clears the board, or 0.
function colourThatClears(a: Uint8Array, n: number): number {
    if (a[0] !== a[n - 1]) return 0;
    const ends = runEnds(a, n);
    if (ones(ends) % 2) return 0; // an even number of runs has no middle run
    if (!facingRunsMatch(a, ends, n, 3)) return 0;
    return middleHi - middleLo === 1 ? a[middleLo] : 0;
}

// The runs of a board after a first ball, read through the board's own (colour and size, as
// readRuns left them): runs [0, x) of the board, then the m runs of midColour and midSize, then
// runs [y, runs) of the board.
const spliced = { x: 0, m: 0, y: 0, midColour: new Uint8Array(3), midSize: new Uint8Array(3) };
let splicedColour = 0, splicedSize = 0;

// Run i of the spliced runs, into splicedColour and splicedSize.
function splicedRun(i: number): void {
    const r = spliced;
    if (i < r.x) {
        splicedColour = colour[i];
        splicedSize = size[i];
    } else if (i < r.x + r.m) {
        splicedColour = r.midColour[i - r.x];
        splicedSize = r.midSize[i - r.x];
    } else {
        splicedColour = colour[i - r.x - r.m + r.y];
        splicedSize = size[i - r.x - r.m + r.y];
    }
}

// True when one ball of colour `last` clears the spliced runs (rule 4, as colourThatClears), of
// which the first `matched` facing pairs are known to pass.
function splicedClearedBy(runs: number, matched: number, last: number): boolean {
    const total = spliced.x + spliced.m + runs - spliced.y, half = total >> 1;
    if (total % 2 === 0) return false;
    splicedRun(half);
    if (splicedColour !== last || splicedSize !== 2) return false;
    for (let i = matched; i < half; i++) {
        splicedRun(i);
        const c = splicedColour, s = splicedSize;
        splicedRun(total - 1 - i);
        if (c !== splicedColour || s + splicedSize < 3) return false;
    }
    return true;
}

// Rules 4 to 6: the two balls of `hand` clear the board and one ball does not. Each first ball is
// played on the board's runs: it changes runs x to y - 1 and leaves the first min(x, runs - y)
// facing pairs as the board's own, so one that leaves the board's first failing pair (matched)
// in place is not played (solution.c's header, rule 6).
function twoBallsClear(a: Uint8Array, n: number, hand: number): boolean {
    const runs = readRuns(a, n), r = spliced;
    // matched: the facing pairs, from the ends in, that pass rule 4's test, up to the first that
    // fails (all of them, the middle run left, when none fails).
    let matched = 0;
    while (matched < runs - 1 - matched && colour[matched] === colour[runs - 1 - matched] &&
        size[matched] + size[runs - 1 - matched] >= 3)
        matched++;
    const mustRemove = colour[0] !== colour[runs - 1] || runs % 2 === 0;
    let mirror = false;
    if (!mustRemove) {
        mirror = true;
        for (let i = matched; i < runs - 1 - i; i++) if (colour[i] !== colour[runs - 1 - i]) mirror = false;
    }
    // The hand's two balls, one and other (one colour or two).
    let one = 1;
    while (!handCount(hand, one)) one++;
    let other = handCount(hand, one) === 2 ? one : one + 1;
    while (!handCount(hand, other)) other++;
    const handColours = (1 << one) | (1 << other);
    // Completing a pair of either ball's colour; the other ball is the last.
    for (let k = 0; k < runs; k++) {
        const c = colour[k];
        if (size[k] !== 2 || !((handColours >> c) & 1)) continue;
        // The removals spread one run each side at a time (colourThatClears).
        let lo = k - 1, hi = k + 1;
        while (lo >= 0 && hi < runs && colour[lo] === colour[hi] && size[lo] + size[hi] >= 3) {
            lo--;
            hi++;
        }
        if (lo < 0 && hi >= runs) continue; // one ball clears the board
        if (lo >= 0 && hi < runs && colour[lo] === colour[hi]) {
            r.x = lo;
            r.m = 1;
            r.y = hi + 1;
            r.midColour[0] = colour[lo];
            r.midSize[0] = size[lo] + size[hi];
        } else {
            r.x = lo + 1;
            r.m = 0;
            r.y = hi;
        }
        const kept = r.x < runs - r.y ? r.x : runs - r.y;
        if (kept <= matched && splicedClearedBy(runs, kept, c === one ? other : one)) return true;
    }
    if (mustRemove) return false;
    // Unless the first ball must remove something, splitting a pair of another colour with either
    // ball, and joining a single of either ball's colour if the run colours read the same both
    // ways (rule 6), only on the runs that can reach the first failing facing pair.
    for (let k = 0; k < runs; k++) {
        if (k > matched && k < runs - 1 - matched) {
            k = runs - 2 - matched;
            continue;
        }
        const c = colour[k], kept = k < runs - 1 - k ? k : runs - 1 - k;
        if (size[k] === 2) {
            r.x = k;
            r.m = 3;
            r.y = k + 1;
            r.midColour[0] = r.midColour[2] = c;
            r.midSize[0] = r.midSize[1] = r.midSize[2] = 1;
            for (let t = 0; t < 2; t++) {
                const first = t ? other : one;
                if (first === c || (t && other === one)) continue;
                r.midColour[1] = first;
                if (splicedClearedBy(runs, kept, t ? one : other)) return true;
            }
        } else if (mirror && (handColours >> c) & 1) {
            r.x = k;
            r.m = 1;
            r.y = k + 1;
            r.midColour[0] = c;
            r.midSize[0] = 2;
            if (splicedClearedBy(runs, kept, c === one ? other : one)) return true;
        }
    }
    return false;
}

// The visited table: open addressing, doubled when half full; a slot is taken only if its
// level is the table's, so starting a level empties it without touching it.
function tableInit(s: Search, bits: number): void {
    s.bits = bits;
    s.mask = (1 << bits) - 1;
    s.keys = new Float64Array(s.mask + 1);
    s.hands = new Int32Array(s.mask + 1);
    s.levels = new Int32Array(s.mask + 1);
}

function slotIndex(s: Search, k: number, hand: number): number {
    const lo = k >>> 0, hi = (k / 4294967296) >>> 0;
    let h = Math.imul(lo ^ (hand << 17), 0x9e3779b1) ^ Math.imul(hi + 0x7f4a7c15, 0x85ebca77);
    h = Math.imul(h ^ (h >>> 15), 0x9e3779b1);
    return h >>> (32 - s.bits);
}

function tableGrow(s: Search): void {
    const keys = s.keys, hands = s.hands, levels = s.levels;
    tableInit(s, s.bits + 1);
    for (let i = 0; i < levels.length; i++) {
        if (levels[i] !== s.level) continue;
        let j = slotIndex(s, keys[i], hands[i]);
        while (s.levels[j] === s.level) j = (j + 1) & s.mask;
        s.keys[j] = keys[i];
        s.hands[j] = hands[i];
        s.levels[j] = s.level;
    }
}

// Records the state; true if it was new, false if the level already has it.
function isNewState(s: Search, k: number, hand: number): boolean {
    if (2 * (s.count + 1) > s.mask + 1) tableGrow(s);
    let i = slotIndex(s, k, hand);
    while (s.levels[i] === s.level) {
        if (s.keys[i] === k && s.hands[i] === hand) return false;
        i = (i + 1) & s.mask;
    }
    s.keys[i] = k;
    s.hands[i] = hand;
    s.levels[i] = s.level;
    s.count++;
    return true;
}

function newNode(s: Search): QueueNode {
    const n = s.free;
    if (n) {
        s.free = n.next;
        return n;
    }
    if (s.used === s.nodes.length)
        s.nodes.push({ next: null, board: new Uint8Array(BOARD_BYTES), hand: 0, len: 0, once: 0, need: 0, balls: 0,
            sifted: 0 });
    return s.nodes[s.used++];
}

function append(s: Search, n: QueueNode): void {
    n.next = null;
    if (s.tail) s.tail.next = n;
    else s.head = n;
    s.tail = n;
}

// A state with two balls left is decided where it is made, never queued (rules 4 to 6); the
// two-ball test after rules 2, 7 and 8 counted, once for each state of the level (the table).
function settleTwoLeft(s: Search, b: Uint8Array, n: number, hand: number): void {
    const last = s.pairsTested || s.oneBallLeft < 3 ? 0 : colourThatClears(b, n);
    if (last && handCount(hand, last)) {
        s.nextLevelClears = true;
    } else if (!s.nextLevelClears && !s.clearsInTwo) {
        // Rule 7 after the probe: it costs more, and a state it drops always is.
        ballsOfEach(b, n);
        const once = shortOrTooFew(b, n, hand);
        if (once < 0) return;
        const m = mirroredKey(b, n), k = boardKey(b, n); // rule 3
        if (isNewState(s, m < k ? m : k, hand) && !wallsUnpaid(hand, 0, once))
            s.clearsInTwo = twoBallsClear(b, n, hand);
    }
}

const made = new Uint8Array(BOARD_BYTES);

// Puts colour c before ball g of cur's board. Returns true if that empties the board;
// otherwise settles the new state in place if two balls are left, or queues it if it is live
// and new, noting whether one ball clears it.
function play(s: Search, cur: QueueNode, handLeft: number, g: number, c: number): boolean {
    const b = made, n = boardAfterMove(cur.board, cur.len, g, c, b);
    if (!n) return true;
    const h = cur.hand - (1 << (3 * (c - 1)));
    if (handLeft === 3) { // two balls left: decided here (rules 4 to 6)
        settleTwoLeft(s, b, n, h);
        return false;
    }
    const m = mirroredKey(b, n), k = boardKey(b, n); // rule 3
    if (!isNewState(s, m < k ? m : k, h)) return false;
    // Not where rule 8's need of the first board says no ball clears it (oneBallLeft).
    const last = handLeft <= s.oneBallLeft ? colourThatClears(b, n) : 0;
    if (last && handCount(h, last)) {
        s.nextLevelClears = true;
        return false;
    }
    if (m < k) reverse(b, n);
    // Rule 8 counted, rules 2 and 7 (four or more left) here; rule 8's DP, and with three left
    // rules 2 and 7, when the level is sifted (siftLevel).
    let once = cur.once, need = cur.need, balls = 0;
    if (handLeft > 3) {
        // A move that removes nothing keeps every colour on the board and adds c.
        balls = cur.balls - 1;
        if (n < cur.len) { // one count of the colours for rules 2, 7 and 8
            ballsOfEach(b, n);
            balls = ballsForColours(h);
            if (tooManyRuns(b, n, balls)) return false;
            if (handLeft > 4 && (once = hopelessOf(h, 0, once)) < 0) return false;
        } else {
            if (!ballsOf(cur.board, cur.len, c)) balls = cur.balls + handCount(h, c); // c is new
            if (tooManyRuns(b, n, balls)) return false;
            if (handLeft > 4 && (once = hopeless(b, n, h, c, once)) < 0) return false;
        }
        // A join that removes nothing: the parent's need bounds this board's (solution.c).
        const joined = n > cur.len && g < cur.len && cur.board[g] === c;
        if (!joined || !handCount(h, c) || need > balls) need = UNKNOWN_NEED; // the sift runs the DP
    }
    const next = newNode(s);
    next.board.set(b.subarray(0, n));
    next.hand = h;
    next.len = n;
    next.once = once;
    next.need = need;
    next.balls = balls;
    next.sifted = 0;
    append(s, next);
    return false;
}

// True when two of the three balls of cur's hand clear its board (rules 2, 7 and 8 counted on
// each pair first); `least` is rule 8's need of the whole hand, 0 if not known.
function twoOfThreeClear(cur: QueueNode, least: number): boolean {
    ballsOfEach(cur.board, cur.len); // one count of the colours for every pair
    for (let c = 1; c <= COLOURS; c++) {
        if (!handCount(cur.hand, c)) continue;
        const two = cur.hand - (1 << (3 * (c - 1)));
        if (ballsForColours(two) < least) continue;
        const once = shortOrTooFew(cur.board, cur.len, two);
        if (once >= 0 && !wallsUnpaid(two, 0, once) && twoBallsClear(cur.board, cur.len, two)) return true;
    }
    return false;
}

// The colours whose ball, splitting a pair of cur's board, leaves a state that rule 8 counted
// drops (tooFewRemovals), one bit each: a split removes nothing, adds two runs and keeps each
// colour's n + h, so the count is cur's, with handCount / 3 more for a colour new on the board.
function splitsDropped(cur: QueueNode): number {
    const a = cur.board, n = cur.len;
    ballsOfEach(a, n);
    let most = 0, dropped = 0;
    for (let c = 1; c <= COLOURS; c++) if (at[c]) most += ((ones(at[c]) + handCount(cur.hand, c)) / 3) | 0;
    const runs = runCount(a, n);
    for (let c = 1; c <= COLOURS; c++) {
        const added = at[c] ? 0 : (handCount(cur.hand, c) / 3) | 0;
        if (2 * (most + added) - 1 < runs + 2) dropped |= 1 << c;
    }
    return dropped;
}

const colours = new Uint8Array(COLOURS);

// Tries every move from cur that the rules keep; true if one empties the board.
function expand(s: Search, cur: QueueNode, handLeft: number): boolean {
    let k = 0;
    for (let c = 1; c <= COLOURS; c++) if (handCount(cur.hand, c)) colours[k++] = c;
    const a = cur.board, n = cur.len;
    // A split whose state rule 8 counted drops is not made (solution.c's RULES, 8).
    let noSplit = 1; // bit 0: not known yet
    for (let g = 0; g <= n && !s.nextLevelClears; g++) {
        const left = g ? a[g - 1] : 0, right = g < n ? a[g] : 0;
        for (let i = 0; i < k; i++) {
            const c = colours[i];
            if (left === c) continue; // rule 1
            if (!(right === c || (left === right && left))) continue; // rule 9
            if (left === right) { // a split: left is not c (rule 1)
                if (noSplit === 1) noSplit = splitsDropped(cur);
                if ((noSplit >> c) & 1) continue;
            }
            if (play(s, cur, handLeft, g, c)) return true;
        }
    }
    if (s.nextLevelClears) {
        const last = colourThatClears(a, n);
        return last !== 0 && handCount(cur.hand, last) !== 0;
    }
    return false;
}

// Rule 8 colour by colour with removals of four balls at most (splitNeed) on the state n, with
// three or four balls left, about to be expanded (solution.c's header, A BOUND ON EACH STATE): true
// when no split fits its hand, so that no play from it clears the board. It runs on the first two
// states offered, then only while it has dropped at least half of those it ran on.
function splitDropsState(s: Search, n: QueueNode): boolean {
    if (s.splitsRun >= 2 && 2 * s.splitsDropped < s.splitsRun) return false;
    s.splitsRun++;
    if (splitNeed(n.board, n.len, n.hand) <= n.balls) return false;
    s.splitsDropped++;
    return true;
}

// A level, before any of its states is expanded: drops those that rule 8's DP rejects (and with
// three balls left, rules 2 and 7), puts off in the first pass those that need every ball, and
// with three left returns true as soon as two balls clear a state kept. The states after before
// (the head if null): the whole level, or those one parent has just made.
function siftLevel(s: Search, before: QueueNode | null, handLeft: number): boolean {
    let prev: QueueNode | null = before, last: QueueNode | null = before;
    s.pairsTested = handLeft === 3;
    for (let n = before ? before.next : s.head, next: QueueNode | null; n; n = next) {
        next = n.next;
        if (n.sifted === PUT_OFF && !s.defer) { // taken up by the second pass
            if (splitDropsState(s, n)) {
                if (prev) prev.next = next;
                else s.head = next;
                n.next = s.free;
                s.free = n;
                continue;
            }
            n.sifted = TAKEN_UP;
        }
        if (n.sifted) { // sifted already (put off: no pair of its hand can pay)
            last = prev = n;
            continue;
        }
        let once = n.once, least = 0, tight = false;
        // In the first pass a need of every ball in hand puts the state off.
        const cap = s.defer && n.balls === handLeft ? handLeft - 1 : n.balls;
        // Where the DP is to run, the count first: a tenth of the DP, less than rules 2 and 7.
        let dead: boolean;
        if (handLeft > 3) {
            dead = n.need > cap && tooFewRemovals(n.board, n.len, n.hand);
        } else { // one count of the colours for rules 2, 7 and 8 where the DP is to run
            once = n.need > cap ? hopelessCounted(n.board, n.len, n.hand) : hopeless(n.board, n.len, n.hand, 0, 0);
            dead = once < 0;
        }
        if (!dead && n.need > cap) {
            least = groupingNeed(n.board, n.len, n.hand, n.balls);
            n.need = least;
            dead = least > n.balls;
            tight = least > cap;
        }
        if (dead || tight) {
            if (prev) prev.next = next;
            else s.head = next;
            if (dead) {
                n.next = s.free;
                s.free = n;
            } else {
                n.next = null;
                n.once = once;
                n.sifted = PUT_OFF;
                if (s.deferredTail) s.deferredTail.next = n;
                else s.deferred = n;
                s.deferredTail = n;
            }
            continue;
        }
        n.once = once;
        n.sifted = KEPT;
        if (handLeft === 3 && least < 3 && twoOfThreeClear(n, least)) return true;
        last = prev = n;
    }
    s.tail = last;
    return false;
}

// Rule 8's need of the first board bounds the answer (solution.c's header, A BOUND FROM THE FIRST
// BOARD): each state with three balls left is sifted as soon as its parent's moves are made; and
// when the need is the hand's size (all), it is expanded then too: those made move to s.now,
// which minBalls sifts (siftNow) and expands next, one at a time: the first play found ends the
// search, so the states made after it need no DP.
function siftMade(s: Search, before: QueueNode | null, all: boolean): boolean {
    if (!all) return siftLevel(s, before, 3);
    if (before) {
        s.now = before.next;
        before.next = null;
    } else {
        s.now = s.head;
        s.head = null;
    }
    s.tail = before;
    return false;
}

// Stands before the state siftNow sifts, as siftLevel's before: its next is that state, or null
// once it is dropped.
const nowLink: QueueNode = { next: null, board: new Uint8Array(0), hand: 0, len: 0, once: 0, need: 0, balls: 0,
    sifted: 0 };

// Sifts the state n, with three balls left, alone (siftMade), as siftLevel does: true if two balls
// clear it; nowLink.next becomes null if it is dropped. The queue's tail is the level's, not n's.
function siftNow(s: Search, n: QueueNode): boolean {
    const tail = s.tail;
    nowLink.next = n;
    n.next = null;
    const cleared = siftLevel(s, nowLink, 3);
    s.tail = tail;
    return cleared;
}

function ballsIn(hand: number): number {
    let k = 0;
    for (let c = 1; c <= COLOURS; c++) k += handCount(hand, c);
    return k;
}

// One search for every call: its table and its nodes are kept for the next call, so that a call
// allocates only when the table or the pool grows. Each call's level stamps are above the last
// call's (stamps), so the table starts empty without a write; the nodes are carved again from
// the start of the pool (used).
const search: Search = { bits: 0, mask: 0, keys: new Float64Array(0), hands: new Int32Array(0),
    levels: new Int32Array(0), count: 0, level: 0, stamps: 0, head: null, tail: null, free: null, nodes: [],
    used: 0, nextLevelClears: false, clearsInTwo: false, pairsTested: false, defer: false, deferred: null,
    deferredTail: null, levelCount: new Int32Array(MAX_HAND + 1), now: null, oneBallLeft: 0,
    splitsRun: 0, splitsDropped: 0, fourLeftSeen: 0 };
tableInit(search, 8);

function startSearch(s: Search, defer: boolean): void {
    s.head = s.tail = s.free = s.deferred = s.deferredTail = s.now = null;
    s.used = s.count = 0;
    s.nextLevelClears = s.clearsInTwo = s.pairsTested = false;
    s.splitsRun = s.splitsDropped = s.fourLeftSeen = 0;
    s.defer = defer;
    s.levelCount.fill(0);
    s.stamps += MAX_HAND + 1;
    if (s.stamps > 1 << 30) { // before the stamps overflow: empty the table once
        s.levels.fill(0);
        s.stamps = 0;
    }
    s.level = s.stamps + 1; // level 0's stamp
}

// Breadth-first search from (board, hand) in two passes; the fewest balls or -1.
function minBalls(board: Uint8Array, n: number, hand: number, handSize: number): number {
    const last = colourThatClears(board, n);
    if (last && handCount(hand, last)) return 1;
    for (let c = 1; c <= COLOURS; c++) { // balls that can never leave leave the hand
        const h = handCount(hand, c);
        if (h && h < 3 && !ballsOf(board, n, c)) {
            hand -= h << (3 * (c - 1));
            handSize -= h;
        }
    }
    if (handSize <= 2)
        return handSize === 2 && !handTooShort(board, n, hand) && twoBallsClear(board, n, hand) ? 2 : -1;
    const balls = ballsForBoard(board, n, hand), once = hopeless(board, n, hand, 0, 0);
    if (once < 0) return -1;
    let need = groupingNeed(board, n, hand, balls);
    if (need > balls) return -1;
    if (need >= 3) need = splitNeed(board, n, hand);
    if (need > balls) return -1;
    const s = search;
    startSearch(s, need < handSize);
    s.oneBallLeft = handSize + 2 - need;
    const start = newNode(s);
    start.board.set(board.subarray(0, n));
    start.hand = hand;
    start.len = n;
    start.once = once;
    start.need = need;
    start.balls = balls;
    start.sifted = 0;
    append(s, start);
    let early = need >= handSize - 1;
    let level = 0, sifted = -1;
    let pending: QueueNode | null = null; // the second pass: states put off, each joining its level
    for (;;) {
        let cur: QueueNode, handLeft: number, depth: number;
        if (s.now) { // states with three left, sifted as they were made
            cur = s.now;
            s.now = cur.next;
            if (siftNow(s, cur)) return handSize - 1;
            if (!nowLink.next) continue;
            handLeft = 3;
            depth = handSize - 3;
        } else {
            if (!s.head && s.defer && s.deferred && !s.nextLevelClears && !s.clearsInTwo) {
                // The first pass found no play: only plays of every ball are left.
                if (level >= 0) s.levelCount[level] = s.count;
                s.defer = false;
                early = false;
                pending = s.deferred;
                level = sifted = -1;
            }
            if (pending && !s.nextLevelClears &&
                (!s.head || ballsIn(pending.hand) >= ballsIn(s.head.hand))) {
                // The states put off at this level join it before it is sifted.
                const first = pending, size = ballsIn(first.hand);
                let end: QueueNode = first;
                while (end.next && ballsIn(end.next.hand) === size) end = end.next;
                pending = end.next;
                end.next = s.head;
                if (!s.head) s.tail = end;
                s.head = first;
            }
            if (!s.head) break;
            cur = s.head;
            handLeft = ballsIn(cur.hand);
            depth = handSize - handLeft;
            if (depth !== level) {
                if (s.nextLevelClears) return depth + 1;
                // Each level keeps one stamp in both passes, so that the second skips the
                // states the first made there.
                if (level >= 0 && s.defer) s.levelCount[level] = s.count;
                level = depth;
                s.level = s.stamps + 1 + depth;
                s.count = s.defer ? 0 : s.levelCount[depth];
                // The states put off at the next level are recorded before it is made, so that
                // the second pass does not make them again (TWO PASSES).
                for (let p = pending; p && ballsIn(p.hand) === handLeft - 1; p = p.next)
                    isNewState(s, boardKey(p.board, p.len), p.hand);
            }
            if (sifted !== level) {
                sifted = level;
                if (siftLevel(s, null, handLeft)) return depth + 2;
                continue;
            }
            s.head = cur.next;
            if (!s.head) s.tail = null;
        }
        // With four balls left, rule 8 colour by colour first (A BOUND ON EACH STATE): not on the
        // first pass's first such state, nor once the next level holds a state one ball clears
        // (expand only tests this one then).
        if (handLeft === 4 && cur.sifted !== TAKEN_UP && !s.nextLevelClears &&
            (!s.defer || s.fourLeftSeen++ > 0) && splitDropsState(s, cur)) {
            cur.next = s.free;
            s.free = cur;
            continue;
        }
        const before = s.tail; // cur's successors come after it
        if (expand(s, cur, handLeft)) return depth + 1;
        if (s.clearsInTwo) return depth + 3;
        cur.next = s.free;
        s.free = cur;
        if (early && handLeft === 4 && siftMade(s, before, need === handSize)) return depth + 3;
    }
    return s.nextLevelClears ? level + 2 : s.clearsInTwo ? level + 3 : -1;
}

const input = new Uint8Array(BOARD_BYTES);

function findMinStep(board: string, hand: string): number {
    if (!board.length) return 0;
    if (board.length > MAX_BOARD || !hand.length || hand.length > MAX_HAND) return -1;
    const a = input;
    for (let i = 0; i < board.length; i++) {
        const c = CODE[board[i]] || 0;
        if (!c || (i >= 2 && board[i] === board[i - 1] && board[i] === board[i - 2])) return -1;
        a[i] = c;
    }
    let h = 0;
    for (let i = 0; i < hand.length; i++) {
        const c = CODE[hand[i]] || 0;
        if (!c) return -1;
        h += 1 << (3 * (c - 1));
    }
    return minBalls(a, board.length, h, hand.length);
}
