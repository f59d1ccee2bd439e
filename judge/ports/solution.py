# Zuma Game (LeetCode 488) in Python 3: the kit's solution.c ported line for line, so that a
# Python solution is compared with the same algorithm in its own language. The rules (1 to 9),
# the shortcuts and why none loses the optimum are argued in solution.c's header; the names
# here are its names. What differs: a board is a Python int, 3 bits a ball as there (the
# 64-bit tricks need a mask where C wraps); the visited table is a dict keyed on board and hand
# whose value is the level that wrote it, 1 + its depth in both passes (so it is never
# emptied, as C's level stamps; a key holds its hand, so no two levels share one, and the
# second pass skips every state the first made at its level, which C's table does for those a
# later level did not overwrite: either is the skip that TWO PASSES argues);
# the queue is a linked list of node objects recycled through a free list (CPython allocates
# them; there is no pool of bytes to carve); running out of memory (MemoryError) returns -1.
# Pastes into LeetCode as it is.
# It ports solution.c as of commit 8f6c7c8: rule 2 with five balls (issue 38's seventh round: a
# colour with five on the board and none in hand is dropped, as a removal takes three or four
# balls), the level sift (rule 8's DP put off to just before a
# level is expanded, the count first there, and the three-ball level's pair test), the search in
# TWO PASSES (the first puts off each state that needs every ball it holds), rule 8 colour by
# colour (too_few_removals; and issue 38's eighth round: on the first board's balls, once rule
# 8's DP on runs has kept it with a need of three or more, with removals of four balls at
# most, split_need, its least need the bound; and issue 38's ninth round: split_need also on
# each state with four balls left before it is expanded (not the first pass's first) and on
# each state the second pass takes up, TAKEN_UP, while it drops at least half of those it runs on, split_drops_state; solution.c's
# GROUPS_CAPPED is simply on here), no split whose state
# rule 8 counted drops (splits_dropped; solution.c's SPLITS_COUNTED is simply on here), the
# two-ball test on the board's runs (two_balls_clear on spliced runs, one walk for both balls,
# skipping a first ball that leaves the first failing facing pair in place; the spliced runs are
# lists sliced from the board's, where C reads through the board's), rule 8's DP keeping one
# value a member and reading the runs itself (cheapest_split; right to left, where solution.c
# reads them off their first balls), every colour's balls off the board's three bit planes
# (balls_of_each: the same masks on Python ints, no wrapping to guard against, returned as a
# list where C fills an array), one count of the colours wherever rules 2, 7 and 8 run on one
# board (_hopeless_of, _short_or_too_few, _balls_for_colours), with rule 7 after the probe on a
# state with two balls left, and A BOUND FROM THE FIRST BOARD (rule 8's need of the first board
# at the hand's size less one: each state with three balls left sifted as soon as its parent's
# moves are made; at the hand's size: each also expanded then; sift_made; and issue 38's eighth
# round: at the hand's size the states with three left sifted one at a time, each just before it
# is expanded, sift_now), and issue 38's sixth round: the two-ball test's pairs read off the
# board's bits and its splits and joins only near the ends, and no one-ball test where rule 8's
# need of the first board rules it out (one_ball_left); its other changes are C's (the table here
# never loses the states put off, so the second pass never makes them again). solution.c's ones()
# by one multiplication stands for a popcount instruction: int.bit_count is Python's.
_MAX_BOARD, _MAX_HAND, _COLOURS, _TOO_MANY = 16, 5, 5, 15
_UNKNOWN_NEED = 255  # a node's need before rule 8's DP has run on it
_PUT_OFF, _KEPT, _TAKEN_UP = 1, 2, 3  # a node's sifted: put off in the first pass, kept early,
# or taken up by the second pass, split_need run on it (A BOUND ON EACH STATE)
_LOW = 0x1249249249249249  # bit 0 of each of the 21 three-bit balls
_CODE = {"R": 1, "Y": 2, "B": 3, "G": 4, "W": 5}
# Four balls (12 bits) read right to left, for mirrored.
_REV4 = [(x & 7) << 9 | (x >> 3 & 7) << 6 | (x >> 6 & 7) << 3 | x >> 9 for x in range(4096)]


class _Node:
    __slots__ = ("next", "board", "hand", "len", "once", "need", "balls", "sifted")


def _ball_at(b, i):
    return b >> (3 * i) & 7


def _balls_below(i):
    return (1 << (3 * i)) - 1


def _without_balls(b, lo, hi):
    return (b & ((1 << (3 * lo)) - 1)) | ((b >> (3 * hi)) << (3 * lo))


def _mirrored(b, n):
    r = 0
    for _ in range(6):  # 24 balls, the last three empty
        r = (r << 12) | _REV4[b & 4095]
        b >>= 12
    return r >> (3 * (24 - n))


def _hand_count(hand, c):
    return hand >> (3 * (c - 1)) & 7


def _board_after_move(b, n, g, c):
    """Colour c before ball g of a board of n balls, runs of three removed; (board, length)."""
    n += 1
    b = (b & ((1 << (3 * g)) - 1)) | c << (3 * g) | ((b >> (3 * g)) << (3 * (g + 1)))
    lo, hi = g, g + 1
    while True:
        while lo > 0 and (b >> (3 * (lo - 1)) & 7) == c:
            lo -= 1
        while hi < n and (b >> (3 * hi) & 7) == c:
            hi += 1
        if hi - lo < 3:
            break
        b = (b & ((1 << (3 * lo)) - 1)) | ((b >> (3 * hi)) << (3 * lo))
        n -= hi - lo
        if lo == 0 or lo == n or (b >> (3 * (lo - 1)) & 7) != (b >> (3 * lo) & 7):
            break
        c = b >> (3 * lo) & 7
        hi = lo
    return b, n


def _nonzero_balls(x):
    return (x | x >> 1 | x >> 2) & _LOW


def _balls_of(b, n, c):
    return ~_nonzero_balls(b ^ (_LOW * c)) & _LOW & ((1 << (3 * n)) - 1)


def _balls_of_each(b):
    """_balls_of for every colour at once, [0, R, Y, B, G, W], from the three bit planes of the
    board: R 001, Y 010, B 011, G 100, W 101 (no ball is 110 or 111, past the end all are 0)."""
    low, mid, high = b & _LOW, b >> 1 & _LOW, b >> 2 & _LOW
    return [0, low & ~(mid | high), mid & ~(low | high), low & mid, high & ~(low | mid),
            low & high]


def _run_count(b, n):
    return 1 + (_nonzero_balls(b ^ b >> 3) & ((1 << (3 * (n - 1))) - 1)).bit_count()


def _too_many_runs(b, n, balls):
    """Rule 8, counted."""
    return 3 * ((_run_count(b, n) + 2) // 2) > n + balls


def _short_of_three(y):
    if not y:
        return 0
    rest = y & (y - 1)
    if not rest:
        return 2
    return 0 if rest & (rest - 1) else 1


def _cells_unpaid(at_x, at_c, hc):
    """Rule 7: the cells that colour x's balls cut the board into, paid for colour c."""
    prev = at_x & -at_x
    last = 1 << (at_x.bit_length() - 1)
    need = _short_of_three(at_c & ((prev - 1) | ~(2 * last - 1)))
    rest = at_x & (at_x - 1)
    while rest:
        nxt = rest & -rest
        need += _short_of_three(at_c & (nxt - 1) & ~(2 * prev - 1))
        prev = nxt
        rest &= rest - 1
    return need > hc


def _walls_unpaid(at, hand, moved, once):
    """Rule 7 on the colours of once, each leaving in one removal: some colour cannot pay."""
    xs = once
    while xs:
        x = (xs & -xs).bit_length() - 1
        # After a move that removed nothing only pairs that involve moved can change.
        cs = 1 << moved if moved and moved != x else 0x3E & ~(1 << x)
        while cs:
            c = (cs & -cs).bit_length() - 1
            if at[c] and _cells_unpaid(at[x], at[c], _hand_count(hand, c)):
                return True
            cs &= cs - 1
        xs &= xs - 1
    return False


def _hopeless(b, hand, moved, once):
    """Rules 2 and 7: (dropped, once), once the colours that leave in one removal."""
    return _hopeless_of(_balls_of_each(b), hand, moved, once)


def _hopeless_of(at, hand, moved, once):
    """_hopeless on a board whose colours are at (_balls_of_each)."""
    colours = (moved,) if moved else range(1, _COLOURS + 1)
    if not moved:
        once = 0
    for c in colours:
        k, h = at[c].bit_count(), _hand_count(hand, c)
        if (k and k + h < 3) or (k == 5 and not h):
            return True, once
        if k >= 2 and k + h <= 5:
            once |= 1 << c
    return _walls_unpaid(at, hand, moved, once), once


def _hopeless_counted(b, n, hand):
    """Rules 2, 7 and 8 counted (_too_few_removals), from one count of each colour:
    (dropped, once), as _hopeless."""
    at = _balls_of_each(b)
    once = _short_or_too_few(at, b, n, hand)
    if once < 0:
        return True, 0
    return _walls_unpaid(at, hand, 0, once), once


def _short_or_too_few(at, b, n, hand):
    """Rules 2 and 8 counted on the board b, whose colours are at: -1 when they drop it, else
    the colours that leave in one removal (for _walls_unpaid)."""
    most = once = 0
    for c in range(1, _COLOURS + 1):
        x = at[c]
        if not x:
            continue
        k, h = x.bit_count(), _hand_count(hand, c)
        if k + h < 3 or (k == 5 and not h):
            return -1
        if k >= 2 and k + h <= 5:
            once |= 1 << c
        most += (k + h) // 3
    return -1 if 2 * most - 1 < _run_count(b, n) else once


def _too_few_removals(b, n, hand):
    """Rule 8 counted colour by colour: at most (n + h) // 3 removals of each colour, and
    removals that never cross are (runs + 1) // 2 or more."""
    most = 0
    at = _balls_of_each(b)
    for c in range(1, _COLOURS + 1):
        k = at[c].bit_count()
        if k:
            most += (k + _hand_count(hand, c)) // 3
    return 2 * most - 1 < _run_count(b, n)


def _balls_for_board(b, hand):
    return _balls_for_colours(_balls_of_each(b), hand)


def _balls_for_colours(at, hand):
    """The balls of the hand whose colour is on the board (its colours at)."""
    balls = 0
    for c in range(1, _COLOURS + 1):
        if at[c]:
            balls += _hand_count(hand, c)
    return balls


def _read_runs(b, n):
    """The board's runs, left to right: (colours, sizes)."""
    colour, size = [], []
    start = 0
    while start < n:
        c = _ball_at(b, start)
        end = start
        while end + 1 < n and _ball_at(b, end + 1) == c:
            end += 1
        colour.append(c)
        size.append(end + 1 - start)
        start = end + 1
    return colour, size


def _split_need(b, n, hand):
    """Rule 8 colour by colour: the least need of a non-crossing split of the board into
    one-colour removals of four balls of the board at most that needs, in each colour, at most
    the hand's balls of it; _TOO_MANY when none does. A removal of four whose inner two are a
    pair of the board needs a wall (three balls of one colour in hand); a pair may then leave in
    two removals, so the DP runs on balls, not runs. A need vector within the hand is a
    mixed-radix index below 32, so a set of them is a 32-bit mask; the DP is _grouping_need's,
    on sets and balls (solution.c's split_need, capped: GROUPS_CAPPED is simply on here)."""
    held, stride, held_of, stride_of = [], [], [0] * (_COLOURS + 1), [0] * (_COLOURS + 1)
    vectors = 1
    for c in range(1, _COLOURS + 1):
        held_of[c] = _hand_count(hand, c) if _balls_of(b, n, c) else 0
        stride_of[c] = vectors
        if held_of[c]:
            held.append(held_of[c])
            stride.append(vectors)
            vectors *= held_of[c] + 1
    every = (1 << vectors) - 1
    # below[k][d]: the vectors whose digit k is at most d; fits[a]: the vectors v with v + a
    # within the hand, so that adding indices adds digit to digit, with no carry.
    below = []
    for k in range(len(held)):
        period = stride[k] * (held[k] + 1)
        row = []
        for d in range(held[k] + 1):
            run = (1 << (stride[k] * (d + 1))) - 1
            x = 0
            for start in range(0, vectors, period):
                x |= run << start
            row.append(x & every)
        below.append(row)
    fits, balls_of_vector = [], []
    digit = [0] * len(held)
    for _ in range(vectors):
        f = every
        for k in range(len(held)):
            f &= below[k][held[k] - digit[k]]
        fits.append(f)
        balls_of_vector.append(sum(digit))
        for k in range(len(held)):
            digit[k] += 1
            if digit[k] <= held[k]:
                break
            digit[k] = 0

    def sum_of_sets(x, y):
        """Every sum of one vector of x and one of y that stays within the hand."""
        r = 0
        while x and y:
            a = (x & -x).bit_length() - 1
            r |= (y & fits[a]) << a
            x &= x - 1
        return r

    # Two balls of a pair in one removal of four, its inner two, need a wall between them
    # first: three balls of one colour from the hand.
    walled = bool((hand >> 2 | (hand >> 1 & hand)) & 0o11111)
    next_alike = [0] * n
    after = [n] * (_COLOURS + 1)
    for i in range(n - 1, -1, -1):
        c = _ball_at(b, i)
        next_alike[i] = after[c]
        after[c] = i
    cell = [None] * (n + 1)
    cell[n] = [0] * (n + 1)
    cell[n][n] = 1  # the zero vector: nothing to clear
    for i in range(n - 1, -1, -1):
        c = _ball_at(b, i)
        row = [0] * (n + 1)
        row[i] = 1
        # The need of a removal with one or two balls of the board, as one vector (1 plus its
        # index), or 0 when the hand lacks the balls.
        one = 2 * stride_of[c] + 1 if held_of[c] >= 2 else 0
        two = stride_of[c] + 1 if held_of[c] >= 1 else 0
        rest = cell[i + 1]
        if one:
            f = fits[one - 1]
            for j in range(i + 1, n + 1):
                if rest[j] & f:
                    row[j] |= (rest[j] & f) << (one - 1)
        # The removal holding ball i goes on through later balls of its colour, its members:
        # second the members that can be its second and third those that can be its third and
        # go on, each with the sets of its gaps so far; a fourth ends it.
        second, third = [], []  # (member, sets)
        p = next_alike[i]
        while p < n:
            gap, three, on, four = rest[p], 0, 0, 0
            for q, x in second:
                s = sum_of_sets(x, cell[q + 1][p])
                three |= s
                if q + 1 < p or walled:  # the inner two not a pair
                    on |= s
            for q, x in third:
                four |= sum_of_sets(x, cell[q + 1][p])
            if gap:
                second.append((p, gap))
            if on:
                third.append((p, on))
            done = three | four
            if two:
                done |= (gap & fits[two - 1]) << (two - 1)
            # This removal ending at p, then balls p+1.. cleared on their own.
            after_p = cell[p + 1]
            while done:
                a = (done & -done).bit_length() - 1
                f = fits[a]
                for j in range(p + 1, n + 1):
                    if after_p[j] & f:
                        row[j] |= (after_p[j] & f) << a
                done &= done - 1
            p = next_alike[p]
        cell[i] = row
    least = _TOO_MANY
    x = cell[0][n]
    while x:
        a = (x & -x).bit_length() - 1
        least = min(least, balls_of_vector[a])
        x &= x - 1
    return least


def _cheapest_split(b, n, ends, runs, hand, balls):
    """_grouping_need's DP on the board's runs, which it reads itself, right to left as the DP
    goes, off ends (_run_ends)."""
    TOO = _TOO_MANY
    size, next_alike, alone, pair_need = [0] * runs, [0] * runs, [0] * runs, [0] * runs
    after = [runs] * (_COLOURS + 1)
    end = n
    for i in range(runs - 1, -1, -1):
        start = 0
        if ends:
            top = ends.bit_length() - 1
            ends ^= 1 << top
            start = top // 3 + 1
        c = b >> (3 * start) & 7
        held = _hand_count(hand, c) != 0
        size[i] = end - start
        end = start
        next_alike[i] = after[c]
        after[c] = i
        pair_need[i] = 1 if held else TOO
        alone[i] = 3 - size[i] if held else TOO
    width = runs + 1
    cheapest = [None] * (runs + 1)
    cheapest[runs] = [TOO] * width
    cheapest[runs][runs] = 0
    for i in range(runs - 1, -1, -1):
        done = alone[i]
        rest = cheapest[i + 1]
        if done <= balls:
            lim = TOO - done
            row = [done + r if r < lim else TOO for r in rest]
        else:
            row = [TOO] * width
        row[i] = 0
        p = next_alike[i]
        if p < runs:
            # k2: the cheapest with 2 balls of the board so far (run i and p, both single), k3
            # with 3 or more; past the first member one more member makes 3 or more either way,
            # so each member kept needs only the cheaper of the two (reach).
            need2 = pair_need[i]
            solo = size[i] == 1
            gaps = cheapest[i + 1]
            members = []  # (the row after a member kept, its reach), past the first member
            while p < runs:
                k2, k3 = TOO, gaps[p]
                if solo and size[p] == 1:  # one ball of the board so far
                    k2, k3 = k3, TOO
                for after_member, reach in members:
                    if reach + after_member[p] < k3:
                        k3 = reach + after_member[p]
                least = k2 if k2 < k3 else k3
                done = k2 + need2 if k2 + need2 < k3 else k3
                if least <= balls:
                    members.append((cheapest[p + 1], least))
                if done <= balls:
                    rest = cheapest[p + 1]
                    row = [v if (v := done + r) < w else w for r, w in zip(rest, row)]
                p = next_alike[p]
        cheapest[i] = row
    return cheapest[0][runs]


def _grouping_need(b, n, hand, balls):
    """Rule 8's interval DP over runs, exact when at most balls."""
    ends = _run_ends(b, n)
    return _cheapest_split(b, n, ends, 1 + ends.bit_count(), hand, balls)


def _run_ends(b, n):
    """The last ball of each run but the last, one bit (the ball's low bit) each."""
    return _nonzero_balls(b ^ b >> 3) & ((1 << (3 * (n - 1))) - 1)


def _facing_runs_match(b, ends, n, least):
    """Pairs the runs from both ends inward: None unless each two facing runs share a colour
    and hold least balls or more; else (lo, hi), the middle run's first and last balls (an
    odd number of runs), or lo one past hi (an even number)."""
    first, last = 0, n - 1
    while ends:
        first_end = ((ends & -ends).bit_length() - 1) // 3
        last_start = (ends.bit_length() - 1) // 3
        if (_ball_at(b, first) != _ball_at(b, last)
                or (first_end - first + 1) + (last - last_start) < least):
            return None
        ends &= ends - 1
        ends &= ~(1 << (3 * last_start))
        first, last = first_end + 1, last_start
    return first, last


def _colour_that_clears(b, n):
    """Rule 4: the colour of the one ball that clears the board, or 0."""
    if (b & 7) != _ball_at(b, n - 1):
        return 0
    ends = _run_ends(b, n)
    if ends.bit_count() % 2:
        return 0  # an even number of runs has no middle run
    middle = _facing_runs_match(b, ends, n, 3)
    if middle is None:
        return 0
    lo, hi = middle
    return _ball_at(b, lo) if hi - lo == 1 else 0


def _hand_too_short(b, n, hand):
    """Rule 2 alone."""
    for c in range(1, _COLOURS + 1):
        k = _balls_of(b, n, c).bit_count()
        if k and k + _hand_count(hand, c) < 3:
            return True
    return False


def _spliced_cleared_by(colour, size, matched, last):
    """Rule 4 on spliced runs (as _colour_that_clears): one ball of colour last clears them; the
    first matched facing pairs are known to pass."""
    total = len(colour)
    half = total // 2
    if total % 2 == 0 or colour[half] != last or size[half] != 2:
        return False
    for i in range(matched, half):
        if colour[i] != colour[total - 1 - i] or size[i] + size[total - 1 - i] < 3:
            return False
    return True


def _two_balls_clear(b, n, hand):
    """Rules 4 to 6: the two balls of hand clear the board and one does not. Each first ball is
    played on the board's runs: it changes runs x to y - 1 and leaves the first min(x, runs - y)
    facing pairs as the board's own, so one that leaves the board's first failing pair (matched)
    in place is not played (solution.c's header, rule 6): the pairs to complete are read off the
    board's bits, and a split or a join (x = k, y = k + 1) is tried only on the first
    matched + 1 runs from either end."""
    colour, size = _read_runs(b, n)
    runs = len(colour)
    # matched: the facing pairs, from the ends in, that pass rule 4's test, up to the first that
    # fails (all of them, the middle run left, when none fails).
    matched = 0
    while (matched < runs - 1 - matched and colour[matched] == colour[runs - 1 - matched]
           and size[matched] + size[runs - 1 - matched] >= 3):
        matched += 1
    must_remove = colour[0] != colour[-1] or runs % 2 == 0
    mirror = not must_remove and all(
        colour[i] == colour[runs - 1 - i] for i in range(matched, runs // 2))
    # The hand's two balls, one and other (one colour or two).
    one = 1
    while not _hand_count(hand, one):
        one += 1
    other = one if _hand_count(hand, one) == 2 else one + 1
    while not _hand_count(hand, other):
        other += 1
    hand_colours = 1 << one | 1 << other
    # Completing a pair of either ball's colour, read off the board's bits (the first ball of
    # each such pair); the other ball is the last. The runs after it: [0, x), mid, [y, runs).
    starts = _run_ends(b, n) << 3 | 1
    held_pairs = (~_nonzero_balls(b ^ b >> 3) & ((1 << (3 * n)) - 1)
                  & (_balls_of(b, n, one) | _balls_of(b, n, other)))
    while held_pairs:
        first = held_pairs & -held_pairs
        held_pairs ^= first
        k = (starts & (first - 1)).bit_count()
        c = colour[k]
        # The removals spread one run each side at a time (_colour_that_clears).
        lo, hi = k - 1, k + 1
        while (lo >= 0 and hi < runs and colour[lo] == colour[hi]
               and size[lo] + size[hi] >= 3):
            lo -= 1
            hi += 1
        if lo < 0 and hi >= runs:
            continue  # one ball clears the board
        if lo >= 0 and hi < runs and colour[lo] == colour[hi]:
            x, y, mid_colour, mid_size = lo, hi + 1, [colour[lo]], [size[lo] + size[hi]]
        else:
            x, y, mid_colour, mid_size = lo + 1, hi, [], []
        kept = min(x, runs - y)
        if kept <= matched and _spliced_cleared_by(
                colour[:x] + mid_colour + colour[y:], size[:x] + mid_size + size[y:],
                kept, other if c == one else one):
            return True
    if must_remove:
        return False
    # Unless the first ball must remove something, splitting a pair of another colour with
    # either ball, and joining a single of either ball's colour if the run colours read the
    # same both ways (rule 6), only on the runs that can reach the first failing facing pair.
    for k in range(runs):
        if matched < k < runs - 1 - matched:
            continue
        c = colour[k]
        kept = min(k, runs - 1 - k)
        if size[k] == 2:
            for first, last in ((one, other), (other, one)):
                if first != c and _spliced_cleared_by(
                        colour[:k] + [c, first, c] + colour[k + 1:],
                        size[:k] + [1, 1, 1] + size[k + 1:], kept, last):
                    return True
                if other == one:
                    break
        elif mirror and hand_colours >> c & 1:
            if _spliced_cleared_by(colour[:k] + [c] + colour[k + 1:], size[:k] + [2] + size[k + 1:],
                                   kept, other if c == one else one):
                return True
    return False


def _balls_in(hand):
    """The balls of a hand."""
    k = 0
    for c in range(1, _COLOURS + 1):
        k += _hand_count(hand, c)
    return k


def _two_of_three_clear(cur, least):
    """Two of the three balls of cur's hand clear its board (rules 2, 7 and 8 counted on each
    pair first); least is rule 8's need of the whole hand, 0 if not known."""
    b, n = cur.board, cur.len
    at = _balls_of_each(b)  # one count of the colours for every pair
    for c in range(1, _COLOURS + 1):
        if not _hand_count(cur.hand, c):
            continue
        two = cur.hand - (1 << (3 * (c - 1)))
        if _balls_for_colours(at, two) < least:
            continue
        once = _short_or_too_few(at, b, n, two)
        if once >= 0 and not _walls_unpaid(at, two, 0, once) and _two_balls_clear(b, n, two):
            return True
    return False


def _splits_dropped(cur):
    """The colours whose ball, splitting a pair of cur's board, leaves a state that rule 8
    counted drops (_too_few_removals), one bit each: a split removes nothing, adds two runs and
    keeps each colour's n + h, so the count is cur's, with hand_count // 3 more for a colour new
    on the board."""
    at = _balls_of_each(cur.board)
    most, added = 0, [0] * (_COLOURS + 1)
    for c in range(1, _COLOURS + 1):
        k, h = at[c].bit_count(), _hand_count(cur.hand, c)
        if k:
            most += (k + h) // 3
        else:
            added[c] = h // 3
    runs = _run_count(cur.board, cur.len)
    dropped = 0
    for c in range(1, _COLOURS + 1):
        if 2 * (most + added[c]) - 1 < runs + 2:
            dropped |= 1 << c
    return dropped


class _Search:
    __slots__ = ("seen", "level", "head", "tail", "free", "next_level_clears", "clears_in_two",
                 "pairs_tested", "defer", "deferred", "deferred_tail", "now", "one_ball_left",
                 "splits_run", "splits_dropped", "four_left_seen")

    def __init__(self, defer, one_ball_left):
        self.seen = {}  # board | hand << 63 -> the level that recorded it (1 + depth)
        self.level = 1
        self.head = self.tail = self.free = None
        self.next_level_clears = self.clears_in_two = False
        self.pairs_tested = False  # no state of the level being expanded is cleared by two
        self.defer = defer  # the first pass: a state that needs every ball it holds waits
        self.deferred = self.deferred_tail = None  # those states, in the order of their levels
        self.now = None  # states with three left, sifted as they were made: expanded next
        # the most balls a parent may hold for one ball to clear its successor
        self.one_ball_left = one_ball_left
        self.splits_run = self.splits_dropped = 0  # the states split_need ran on, those it dropped
        # the first pass has come to a state with four balls left to expand
        self.four_left_seen = False

    def past_first_four(self):
        """False for the first pass's first state with four balls left, else True."""
        if not self.defer:
            return True
        seen, self.four_left_seen = self.four_left_seen, True
        return seen

    def is_new_state(self, b, hand):
        key = b | hand << 63
        if self.seen.get(key) == self.level:
            return False
        self.seen[key] = self.level
        return True

    def new_node(self):
        n = self.free
        if n is None:
            return _Node()
        self.free = n.next
        return n

    def append(self, nd):
        nd.next = None
        if self.tail is not None:
            self.tail.next = nd
        else:
            self.head = nd
        self.tail = nd

    def settle_two_left(self, b, n, hand):
        last = 0 if self.pairs_tested or self.one_ball_left < 3 else _colour_that_clears(b, n)
        if last and _hand_count(hand, last):
            self.next_level_clears = True
        elif not self.next_level_clears and not self.clears_in_two:
            # Rule 7 after the probe: it costs more, and a state it drops always is.
            at = _balls_of_each(b)
            once = _short_or_too_few(at, b, n, hand)
            if once < 0:
                return
            m = _mirrored(b, n)  # rule 3
            if self.is_new_state(m if m < b else b, hand) and not _walls_unpaid(at, hand, 0, once):
                self.clears_in_two = _two_balls_clear(b, n, hand)

    def play(self, cur, hand_left, g, c):
        """Colour c before ball g of cur's board: True if that empties it."""
        b, n = _board_after_move(cur.board, cur.len, g, c)
        if not n:
            return True
        h = cur.hand - (1 << (3 * (c - 1)))
        if hand_left == 3:  # two balls left: decided here (rules 4 to 6)
            self.settle_two_left(b, n, h)
            return False
        m = _mirrored(b, n)  # rule 3
        if not self.is_new_state(m if m < b else b, h):
            return False
        # Not where rule 8's need of the first board says no ball clears it (one_ball_left).
        last = _colour_that_clears(b, n) if hand_left <= self.one_ball_left else 0
        if last and _hand_count(h, last):
            self.next_level_clears = True
            return False
        if m < b:
            b = m
        # Rule 8 counted, rules 2 and 7 (four or more left) here; rule 8's DP, and with three
        # left rules 2 and 7, when the level is sifted (sift_level).
        once, need, balls = cur.once, cur.need, 0
        if hand_left > 3:
            balls = cur.balls - 1
            at = None
            if n < cur.len:  # one count of the colours for rules 2, 7 and 8
                at = _balls_of_each(b)
                balls = _balls_for_colours(at, h)
            elif not _balls_of(cur.board, cur.len, c):  # c is new on the board
                balls = cur.balls + _hand_count(h, c)
            if _too_many_runs(b, n, balls):
                return False
            if hand_left > 4:
                if at is not None:
                    dropped, once = _hopeless_of(at, h, 0, once)
                else:
                    dropped, once = _hopeless(b, h, c, once)
                if dropped:
                    return False
            # A join that removes nothing keeps the parent's need as a bound (solution.c).
            joined = n > cur.len and g < cur.len and _ball_at(cur.board, g) == c
            if not joined or not _hand_count(h, c) or need > balls:
                need = _UNKNOWN_NEED  # the sift of its level runs the DP
        nd = self.new_node()
        nd.board, nd.hand, nd.len, nd.once, nd.need, nd.balls = b, h, n, once, need, balls
        nd.sifted = 0
        self.append(nd)
        return False

    def expand(self, cur, hand_left):
        """Every move from cur that the rules keep; True if one empties the board."""
        colours = [c for c in range(1, _COLOURS + 1) if _hand_count(cur.hand, c)]
        board, n = cur.board, cur.len
        # A split whose state rule 8 counted drops is not made (solution.c's RULES, 8).
        no_split = 1  # bit 0: not known yet
        g = 0
        while g <= n and not self.next_level_clears:
            left = board >> (3 * (g - 1)) & 7 if g else 0
            right = board >> (3 * g) & 7 if g < n else 0
            for c in colours:
                if left == c:  # rule 1
                    continue
                if not (right == c or (left == right and left)):  # rule 9 (MOVE_KEPT)
                    continue
                if left == right:  # a split: left is not c (rule 1)
                    if no_split == 1:
                        no_split = _splits_dropped(cur)
                    if no_split >> c & 1:
                        continue
                if self.play(cur, hand_left, g, c):
                    return True
            g += 1
        if self.next_level_clears:
            last = _colour_that_clears(board, n)
            return bool(last and _hand_count(cur.hand, last))
        return False

    def split_drops_state(self, nd):
        """Rule 8 colour by colour with removals of four balls at most (_split_need) on the state
        nd, with three or four balls left, about to be expanded (solution.c's header, A BOUND ON
        EACH STATE): True when no split fits its hand, so that no play from it clears the board.
        It runs on the first two states offered, then only while it has dropped at least half of
        those it ran on."""
        if self.splits_run >= 2 and 2 * self.splits_dropped < self.splits_run:
            return False
        self.splits_run += 1
        if _split_need(nd.board, nd.len, nd.hand) <= nd.balls:
            return False
        self.splits_dropped += 1
        return True

    def sift_level(self, before, hand_left):
        """A level before any of its states is expanded: drops those that rule 8's DP rejects
        (with three balls left, rules 2 and 7 too), puts off in the first pass those that need
        every ball, and with three left returns True as soon as two balls clear a state kept.
        The states after before (the head if None): the whole level, or those one parent has
        just made."""
        prev = last = before
        self.pairs_tested = hand_left == 3
        nd = before.next if before is not None else self.head
        while nd is not None:
            following = nd.next
            if nd.sifted == _PUT_OFF and not self.defer:  # taken up by the second pass
                if self.split_drops_state(nd):
                    if prev is not None:
                        prev.next = following
                    else:
                        self.head = following
                    nd.next = self.free
                    self.free = nd
                    nd = following
                    continue
                nd.sifted = _TAKEN_UP
            if nd.sifted:  # sifted already (put off: no pair of its hand can pay)
                last = prev = nd
                nd = following
                continue
            once, least, tight = nd.once, 0, False
            # In the first pass a need of every ball in hand puts the state off.
            cap = hand_left - 1 if self.defer and nd.balls == hand_left else nd.balls
            # Where the DP is to run, the count first: a tenth of the DP, less than rules 2 and 7.
            if hand_left > 3:
                dead = nd.need > cap and _too_few_removals(nd.board, nd.len, nd.hand)
            elif nd.need > cap:  # one count of the colours for rules 2, 7 and 8
                dead, once = _hopeless_counted(nd.board, nd.len, nd.hand)
            else:
                dead, once = _hopeless(nd.board, nd.hand, 0, 0)
            if not dead and nd.need > cap:
                least = nd.need = _grouping_need(nd.board, nd.len, nd.hand, nd.balls)
                dead = least > nd.balls
                tight = least > cap
            if dead or tight:
                if prev is not None:
                    prev.next = following
                else:
                    self.head = following
                if dead:
                    nd.next = self.free
                    self.free = nd
                else:
                    nd.next = None
                    nd.once = once
                    nd.sifted = _PUT_OFF
                    if self.deferred_tail is not None:
                        self.deferred_tail.next = nd
                    else:
                        self.deferred = nd
                    self.deferred_tail = nd
                nd = following
                continue
            nd.once = once
            nd.sifted = _KEPT
            if hand_left == 3 and least < 3 and _two_of_three_clear(nd, least):
                return True
            last = prev = nd
            nd = following
        self.tail = last
        return False

    def sift_made(self, before, every):
        """Rule 8's need of the first board bounds the answer (solution.c's header, A BOUND FROM
        THE FIRST BOARD): each state with three balls left is sifted as soon as its parent's
        moves are made; and when the need is the hand's size (every), it is expanded then too,
        and sifted just before (sift_now): the first play found ends the search, so the states
        made after it need no DP. True if two balls clear one; when every, the states made, to
        sift and expand next, in self.now."""
        if not every:
            return self.sift_level(before, 3)
        if before is not None:
            self.now, before.next = before.next, None
        else:
            self.now, self.head = self.head, None
        self.tail = before
        return False

    def sift_now(self, nd):
        """Sifts the state nd, with three balls left, alone (sift_made), as sift_level does:
        (True if two balls clear it, nd or None if it is dropped). The queue's tail is the
        level's, not nd's."""
        tail = self.tail
        link = _Node()  # stands before nd, as sift_level's before
        link.next, nd.next = nd, None
        cleared = self.sift_level(link, 3)
        self.tail = tail
        return cleared, link.next


def _min_balls(board, n, hand, hand_size):
    last = _colour_that_clears(board, n)
    if last and _hand_count(hand, last):
        return 1
    for c in range(1, _COLOURS + 1):  # balls that can never leave leave the hand
        h = _hand_count(hand, c)
        if h and h < 3 and not _balls_of(board, n, c):
            hand -= h << (3 * (c - 1))
            hand_size -= h
    if hand_size <= 2:
        return 2 if (hand_size == 2 and not _hand_too_short(board, n, hand)
                     and _two_balls_clear(board, n, hand)) else -1
    balls = _balls_for_board(board, hand)
    dropped, once = _hopeless(board, hand, 0, 0)
    if dropped:
        return -1
    need = _grouping_need(board, n, hand, balls)
    if need > balls:
        return -1
    if need >= 3:
        need = _split_need(board, n, hand)
    if need > balls:
        return -1
    s = _Search(need < hand_size, hand_size + 2 - need)
    start = s.new_node()
    start.board, start.hand, start.len, start.once, start.need, start.balls = (
        board, hand, n, once, need, balls)
    start.sifted = 0
    s.append(start)
    early = need >= hand_size - 1
    level, sifted, pending = 0, -1, None  # pending: the second pass's states put off
    while True:
        if s.now is not None:  # states with three left, sifted as they were made
            cur = s.now
            s.now = cur.next
            cleared, cur = s.sift_now(cur)
            if cleared:
                return hand_size - 1
            if cur is None:
                continue
            hand_left = 3
            depth = hand_size - 3
        else:
            if (s.head is None and s.defer and s.deferred is not None
                    and not s.next_level_clears and not s.clears_in_two):
                # The first pass found no play: only plays of every ball are left.
                s.defer = False
                early = False
                pending = s.deferred
                level = sifted = -1
            if (pending is not None and not s.next_level_clears
                    and (s.head is None
                         or _balls_in(pending.hand) >= _balls_in(s.head.hand))):
                # The states put off at this level join it before it is sifted.
                first = end = pending
                size = _balls_in(first.hand)
                while end.next is not None and _balls_in(end.next.hand) == size:
                    end = end.next
                pending = end.next
                end.next = s.head
                if s.head is None:
                    s.tail = end
                s.head = first
            if s.head is None:
                break
            cur = s.head
            hand_left = _balls_in(cur.hand)
            depth = hand_size - hand_left
            if depth != level:
                if s.next_level_clears:
                    return depth + 1
                level = depth
                # Each level keeps one stamp in both passes, so that the second skips the
                # states the first made there.
                s.level = 1 + depth
            if sifted != level:
                sifted = level
                if s.sift_level(None, hand_left):
                    return depth + 2
                continue
            s.head = cur.next
            if s.head is None:
                s.tail = None
        # With four balls left, rule 8 colour by colour first (A BOUND ON EACH STATE): not on the
        # first pass's first such state, nor once the next level holds a state one ball clears
        # (expand only tests this one then).
        if (hand_left == 4 and cur.sifted != _TAKEN_UP and not s.next_level_clears
                and s.past_first_four() and s.split_drops_state(cur)):
            cur.next = s.free
            s.free = cur
            continue
        before = s.tail  # cur's successors come after it
        if s.expand(cur, hand_left):
            return depth + 1
        if s.clears_in_two:
            return depth + 3
        cur.next = s.free
        s.free = cur
        if early and hand_left == 4 and s.sift_made(before, need == hand_size):
            return depth + 3
    return level + 2 if s.next_level_clears else level + 3 if s.clears_in_two else -1


def _read_input(board, hand):
    """(board, length, hand, hand size), or None out of LeetCode's range."""
    b = 0
    for i, ch in enumerate(board):
        c = _CODE.get(ch, 0)
        if i == _MAX_BOARD or not c:
            return None
        if i >= 2 and ch == board[i - 1] == board[i - 2]:
            return None
        b |= c << (3 * i)
    h = 0
    for i, ch in enumerate(hand):
        c = _CODE.get(ch, 0)
        if i == _MAX_HAND or not c:
            return None
        h += 1 << (3 * (c - 1))
    if not hand:
        return None
    return b, len(board), h, len(hand)


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        if board is None or hand is None:
            return -1
        if not board:
            return 0
        q = _read_input(board, hand)
        if q is None:
            return -1
        try:
            return _min_balls(*q)
        except MemoryError:
            return -1
