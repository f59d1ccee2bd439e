/* all_hands.c: the answers of one board for every hand of at most five balls, from one search
 * (make exhaustive's reference). Written apart from solution.c and reference.c, sharing no code
 * with either; make test checks it gives reference.c's answer on every board of up to 5 balls
 * with every hand (judge/tests/exhaustive.sh).
 *
 * WHY ONE SEARCH SERVES EVERY HAND. A play with hand H is a sequence of insertions whose balls,
 * taken together, form a multiset U contained in H (each ball of H is inserted at most once, and
 * the balls of H never inserted play no part: nothing in the rules looks at the hand). So H
 * clears the board in k balls exactly when some sequence of k insertions empties it and the
 * multiset U of its balls lies in H; and the answer for H is the least |U| over the multisets
 * U in H that some sequence of insertions, with balls U, turns into an empty board (-1 if none).
 * The search below walks every sequence of insertions of at most five balls (five: the largest
 * hand) from the board, save those the cuts below show can shorten no hand's play, and keeps,
 * for every hand H, the least |U| found so far among the emptying multisets U that H contains
 * (best[H]: each new emptying U lowers it for every H that contains U).
 *
 * THE SEARCH: breadth-first over states (board, U = the balls inserted so far, as five colour
 * counts; |U| is the state's depth), one depth at a time. Every move is tried from every state:
 * each of the five colours at each of the len+1 gaps; after an insertion the board is collapsed
 * by the rule (while some run of three or more alike exists, delete it). An empty board records
 * U and is not expanded (the game is over); a state of five balls used is not stored (it has no
 * move left). A state is stored once (exact de-duplication on board and U together: the same
 * board with the same balls used has the same futures); states of two depths never compare
 * equal (|U| differs), so each depth has a table of its own, emptied before it fills.
 *
 * THE COLLAPSE, done where the ball went in rather than by scanning the row: the board given is
 * valid (no run of three alike) and every board stored is a collapsed one, so before an
 * insertion no run is three or more. The new ball is in one run; every other run is a run of
 * the row before, or a part of one (the ball went in between two balls of another colour), so
 * shorter than three: the run through the new ball is the only one that can be three or more.
 * When it is, it is deleted and its two neighbours meet: every other run is a whole run of the
 * row before (a run that ended next to the deleted one differs from it in colour, so neither of
 * its ends moved), shorter than three, and the only run that can be new is the one through the
 * two balls that meet; so it alone is tested next, and so on until it is shorter than three or
 * the row ends there. At each step exactly one run is three or more, so the rule had no other
 * choice: the row left is the rule's. A board is kept as an integer (3 bits a ball), a cheap key
 * to hash and compare.
 *
 * Three cuts, which all_hands_use_cuts(0) turns off (make test checks the answers both ways),
 * and nothing else:
 * - the same row: colour c put right after a ball c makes the same row as c put just before
 *   that ball, a gap already tried, so that gap is skipped (reference.c skips it too);
 * - the dead-colour test, over every hand at once: a ball leaves only in a run of three or more
 *   of its colour, so a hand H that empties the board through a state holds the balls used, U,
 *   and beyond them 3 - n more of each colour with n < 3 balls on the board (and one more c, for
 *   a move with colour c): the state's least hand. When that holds more than five balls, no hand
 *   is served: the state is not stored (the move with c not tried). reference.c's test is the
 *   same for its one hand;
 * - a hand already answered: when best[least hand] is depth + 1 or less, every hand containing
 *   the least hand already empties the board in depth + 1 balls or fewer (best of a hand is at
 *   most best of any hand it contains), and a play through the state's moves takes depth + 1
 *   balls at least: it can lower no hand's answer, so the state is not expanded (the move with c
 *   not tried). reference.c stops at its first answer, the same cut for its one hand.
 * So for every hand H with answer k, a play of k balls within H is walked to the end: each
 * state of it (H contains the state's least hand: no dead-colour cut) is stored and expanded,
 * unless it equals a state stored already (whose futures are the same), or the answered-hand cut
 * applies, which means best[H] <= depth + 1 <= k: a play of at most k balls within H was found
 * already (best[H] never falls below H's answer: it records real plays). No other cut: plain
 * so that it is obviously right. */
#include "all_hands.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define COLOURS "RYBGW"

/* A board as an integer: ball i, its colour's index plus one (1 to 5), in bits 3i to 3i+2, and
 * zeros past the end (16 balls and five insertions: 21 balls, 63 bits). U the same way: the
 * count of colour k in bits 3k to 3k+2. */
struct state {
	uint64_t board;
	uint16_t used;
	uint8_t len; /* 0 in an empty slot of the table: a stored board is never empty */
};

/* The states of the depth being expanded, those of the next depth in the order found, and a
 * hash table of the latter (tsize slots in use, a power of two, of tcap allocated). Kept from
 * board to board: only emptied. */
static struct state *level, *next;
static long nlevel, nnext, capnext, caplevel;
static struct state *table;
static long tsize, tcap;
static int cuts = 1;

void all_hands_use_cuts(int on)
{
	cuts = on;
}

/* The colour code of ball i of board b (1 to 5; 0 past the end). */
static int ball(uint64_t b, int i)
{
	return (int)(b >> (3 * i) & 7);
}

/* Board b with ball v put in before ball g (after the last ball when g is the length). */
static uint64_t with_ball(uint64_t b, int g, int v)
{
	uint64_t below = b & ((UINT64_C(1) << (3 * g)) - 1);
	return below | (uint64_t)v << (3 * g) | (b >> (3 * g)) << (3 * g + 3);
}

/* Board b without its balls i to j-1 (those after them move down). */
static uint64_t without_balls(uint64_t b, int i, int j)
{
	uint64_t below = b & ((UINT64_C(1) << (3 * i)) - 1);
	return below | (b >> (3 * j)) << (3 * i);
}

/* Collapses board *b of n balls after the ball at g went in, where alone a run of three can be
 * (the header argues why); takes the balls deleted from count[]; returns the new length. */
static int collapse_at(uint64_t *b, int n, int g, int count[5])
{
	int i = g, j = g + 1; /* the run tested is balls i to j-1 */
	for (;;) {
		int v = ball(*b, i);
		while (i > 0 && ball(*b, i - 1) == v)
			i--;
		while (j < n && ball(*b, j) == v)
			j++;
		if (j - i < 3)
			return n;
		*b = without_balls(*b, i, j);
		count[v - 1] -= j - i;
		n -= j - i;
		if (i == 0 || i == n || ball(*b, i - 1) != ball(*b, i))
			return n; /* no two balls meet, or two of different colours */
		j = i + 1;
		i--;
	}
}

static uint64_t state_hash(const struct state *s)
{
	uint64_t h = s->board ^ s->used * UINT64_C(0x9e3779b97f4a7c15);
	h = (h ^ h >> 33) * UINT64_C(0xff51afd7ed558ccd);
	h = (h ^ h >> 33) * UINT64_C(0xc4ceb9fe1a85ec53);
	return h ^ h >> 33;
}

/* Empties the table and makes it size slots; puts back the states of the next depth. */
static int reset_table(long size)
{
	if (size > tcap) {
		struct state *t = realloc(table, (size_t)size * sizeof *t);
		if (!t)
			return 0;
		table = t;
		tcap = size;
	}
	tsize = size;
	memset(table, 0, (size_t)size * sizeof *table);
	for (long k = 0; k < nnext; k++) {
		long i = (long)(state_hash(&next[k]) & (uint64_t)(size - 1));
		while (table[i].len)
			i = (i + 1) & (size - 1);
		table[i] = next[k];
	}
	return 1;
}

/* Appends *st to the next depth unless an equal state is there (the same board and U: the
 * board's length follows from it); 1 if added, 0 if seen, -1 out of memory. */
static int add_state(const struct state *st)
{
	if ((nnext + 1) * 2 > tsize && !reset_table(tsize * 2))
		return -1;
	long i = (long)(state_hash(st) & (uint64_t)(tsize - 1));
	while (table[i].len) {
		if (table[i].board == st->board && table[i].used == st->used)
			return 0;
		i = (i + 1) & (tsize - 1);
	}
	if (nnext == capnext) {
		long c = capnext ? capnext * 2 : 1024;
		struct state *p = realloc(next, (size_t)c * sizeof *p);
		if (!p)
			return -1;
		next = p;
		capnext = c;
	}
	table[i] = *st;
	next[nnext++] = *st;
	return 1;
}

/* best[H]: the fewest balls of the clearing multisets found so far that H contains; -1: none. */
static signed char best[6][6][6][6][6];
static unsigned char clears[6][6][6][6][6]; /* U found to empty the board */

/* U empties the board: every hand H that contains U (at most five balls) clears in |U| or fewer. */
static void note_clear(const int *u, int size)
{
	int h[5];
	if (clears[u[0]][u[1]][u[2]][u[3]][u[4]])
		return;
	clears[u[0]][u[1]][u[2]][u[3]][u[4]] = 1;
	for (h[0] = u[0]; h[0] <= 5; h[0]++)
	for (h[1] = u[1]; h[0] + h[1] <= 5; h[1]++)
	for (h[2] = u[2]; h[0] + h[1] + h[2] <= 5; h[2]++)
	for (h[3] = u[3]; h[0] + h[1] + h[2] + h[3] <= 5; h[3]++)
	for (h[4] = u[4]; h[0] + h[1] + h[2] + h[3] + h[4] <= 5; h[4]++) {
		signed char *b = &best[h[0]][h[1]][h[2]][h[3]][h[4]];
		if (*b < 0 || size < *b)
			*b = (signed char)size;
	}
}

/* Nonzero when no hand can gain from the moves with colour c (c < 0: with any colour) of a
 * state of the given depth, balls used and count[k] balls of colour k on its board: every hand
 * served contains the least hand computed here (the dead-colour test: the balls used, plus
 * 3 - n of each colour with n < 3 balls on the board, plus one more c when c is given), so none
 * is served when it holds more than five balls, or when it already clears in depth + 1 balls or
 * fewer (a move makes the state one ball deeper: no clear it leads to is shorter). */
static int no_gain(const int count[5], const int used[5], int depth, int c)
{
	if (!cuts)
		return 0;
	int least[5], size = 0;
	for (int k = 0; k < 5; k++)
		least[k] = used[k] + (count[k] && count[k] < 3 ? 3 - count[k] : 0);
	if (c >= 0 && least[c] < used[c] + 1)
		least[c] = used[c] + 1;
	for (int k = 0; k < 5; k++)
		size += least[k];
	if (size > ALL_HANDS_MAX)
		return 1;
	signed char b = best[least[0]][least[1]][least[2]][least[3]][least[4]];
	return b >= 0 && b <= depth + 1;
}

/* Tries every move from state s of the given depth: records the boards emptied, and adds the
 * states of depth + 1 worth storing to the next depth. 0, or -1 when out of memory. */
static int expand(const struct state *s, int depth)
{
	int count[5] = {0}, used[5];
	for (int i = 0; i < s->len; i++)
		count[ball(s->board, i) - 1]++;
	for (int k = 0; k < 5; k++)
		used[k] = s->used >> (3 * k) & 7;
	for (int c = 0; c < 5; c++) {
		if (no_gain(count, used, depth, c)) /* checked again: more may be known now */
			continue;
		int after[5], now[5];
		memcpy(now, used, sizeof now);
		now[c]++;
		for (int gap = 0; gap <= s->len; gap++) {
			if (cuts && gap > 0 && ball(s->board, gap - 1) == c + 1)
				continue; /* the same row as the gap before that ball */
			struct state st = {.board = with_ball(s->board, gap, c + 1),
					   .used = (uint16_t)(s->used + (1 << (3 * c)))};
			memcpy(after, count, sizeof after);
			after[c]++;
			st.len = (uint8_t)collapse_at(&st.board, s->len + 1, gap, after);
			if (st.len == 0)
				note_clear(now, depth + 1);
			else if (depth + 1 < ALL_HANDS_MAX && !no_gain(after, now, depth + 1, -1) &&
				 add_state(&st) < 0)
				return -1;
		}
	}
	return 0;
}

int all_hands(const char *board, signed char answer[6][6][6][6][6])
{
	static const int none[5];
	struct state start = {0};
	int count[5] = {0};
	memset(clears, 0, sizeof clears);
	memset(best, -1, sizeof best);
	for (int i = 0; board[i]; i++) {
		int v = (int)(strchr(COLOURS, board[i]) - COLOURS) + 1; /* a valid board: RYBGW only */
		start.board |= (uint64_t)v << (3 * i);
		start.len++;
		count[v - 1]++;
	}
	nnext = 0;
	if (!reset_table(1024))
		return -1;
	if (start.len == 0)
		note_clear(none, 0);
	else if (!no_gain(count, none, 0, -1) && add_state(&start) < 0)
		return -1;
	for (int depth = 0; nnext > 0; depth++) {
		struct state *t = level; /* the next depth becomes the one to expand */
		long c = caplevel;
		level = next, caplevel = capnext, nlevel = nnext;
		next = t, capnext = c, nnext = 0;
		if (!reset_table(1024))
			return -1;
		for (long q = 0; q < nlevel; q++)
			if (expand(&level[q], depth) < 0)
				return -1;
	}
	memcpy(answer, best, sizeof best);
	return 0;
}
