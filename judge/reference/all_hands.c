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
 * THE SEARCH: breadth-first over states (board string, U = the balls inserted so far, as five
 * colour counts; |U| is the state's depth). Every move is tried from every state: each of the
 * five colours at each of the len+1 gaps; after an insertion the board is collapsed by the rule
 * itself (while some run of three or more alike exists, delete it). An empty board records U
 * and is not expanded (the game is over); a state of five balls used is not stored (it has no
 * move left). A state is stored once (exact de-duplication on board and U together: the same
 * board with the same balls used has the same futures). Three cuts, which all_hands_use_cuts(0)
 * turns off (make test checks the answers both ways), and nothing else:
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
 * already (best[H] never falls below H's answer: it records real plays). Slow on purpose (no
 * other cut); plain so that it is obviously right. */
#include "all_hands.h"

#include <stdlib.h>
#include <string.h>

#define COLOURS "RYBGW"
#define MAX_LEN 24 /* 16 balls plus 5 insertions fit, with room to spare */

struct state {
	char board[MAX_LEN];
	unsigned char len;
	unsigned char used[5]; /* U: balls of each colour inserted so far */
	unsigned char depth;   /* |U| */
};

/* The states of the search in the order found (so by depth), and a hash table of their
 * indices (-1 empty, size a power of two). Kept from board to board: only emptied. */
static struct state *states;
static long nstates, cap;
static long *table;
static long tsize;
static int cuts = 1;

void all_hands_use_cuts(int on)
{
	cuts = on;
}

static unsigned long state_hash(const struct state *s)
{
	unsigned long h = 1469598103934665603UL;
	for (int i = 0; i < s->len; i++)
		h = (h ^ (unsigned char)s->board[i]) * 1099511628211UL;
	for (int i = 0; i < 5; i++)
		h = (h ^ s->used[i]) * 1099511628211UL;
	return h ^ (h >> 29);
}

static int same_state(const struct state *a, const struct state *b)
{
	return a->len == b->len && memcmp(a->board, b->board, a->len) == 0 &&
	       memcmp(a->used, b->used, 5) == 0;
}

/* Deletes runs of three or more until none is left; returns the new length. */
static int collapse(char *b, int n)
{
	for (;;) {
		int i = 0, removed = 0;
		while (i < n) {
			int j = i;
			while (j < n && b[j] == b[i])
				j++;
			if (j - i >= 3) {
				memmove(b + i, b + j, (size_t)(n - j));
				n -= j - i;
				removed = 1;
				break;
			}
			i = j;
		}
		if (!removed)
			return n;
	}
}

static int rebuild_table(long size)
{
	long *t = malloc((size_t)size * sizeof *t);
	if (!t)
		return 0;
	for (long i = 0; i < size; i++)
		t[i] = -1;
	for (long k = 0; k < nstates; k++) {
		long i = (long)(state_hash(&states[k]) & (unsigned long)(size - 1));
		while (t[i] >= 0)
			i = (i + 1) & (size - 1);
		t[i] = k;
	}
	free(table);
	table = t;
	tsize = size;
	return 1;
}

/* Appends *st unless an equal state is stored; 1 if added, 0 if seen, -1 out of memory. */
static int add_state(const struct state *st)
{
	if ((nstates + 1) * 2 > tsize && !rebuild_table(tsize ? tsize * 2 : 1024))
		return -1;
	long i = (long)(state_hash(st) & (unsigned long)(tsize - 1));
	while (table[i] >= 0) {
		if (same_state(&states[table[i]], st))
			return 0;
		i = (i + 1) & (tsize - 1);
	}
	if (nstates == cap) {
		long c = cap ? cap * 2 : 1024;
		struct state *p = realloc(states, (size_t)c * sizeof *p);
		if (!p)
			return -1;
		states = p;
		cap = c;
	}
	table[i] = nstates;
	states[nstates++] = *st;
	return 1;
}

/* 'R' -> 0 ... 'W' -> 4 (a valid board holds no other letter). */
static const unsigned char colour_index[128] = {['R'] = 0, ['Y'] = 1, ['B'] = 2, ['G'] = 3, ['W'] = 4};

/* best[H]: the fewest balls of the clearing multisets found so far that H contains; -1: none. */
static signed char best[6][6][6][6][6];
static unsigned char clears[6][6][6][6][6]; /* U found to empty the board */

/* U empties the board: every hand H that contains U (at most five balls) clears in |U| or fewer. */
static void note_clear(const unsigned char *u, int size)
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

/* Nonzero when no hand can gain from the state's moves with colour c (c < 0: with any colour):
 * every hand served contains the least hand computed here (the dead-colour test: the balls used,
 * plus 3 - n of each colour with n < 3 balls on the board, plus one more c when c is given), so
 * none is served when it holds more than five balls, or when it already clears in depth + 1
 * balls or fewer (a move makes the state one ball deeper: no clear it leads to is shorter). */
static int no_gain(const struct state *s, int c)
{
	if (!cuts)
		return 0;
	int count[5] = {0}, least[5], size = 0;
	for (int i = 0; i < s->len; i++)
		count[colour_index[(unsigned char)s->board[i]]]++;
	for (int k = 0; k < 5; k++)
		least[k] = s->used[k] + (count[k] && count[k] < 3 ? 3 - count[k] : 0);
	if (c >= 0 && least[c] < s->used[c] + 1)
		least[c] = s->used[c] + 1;
	for (int k = 0; k < 5; k++)
		size += least[k];
	if (size > ALL_HANDS_MAX)
		return 1;
	signed char b = best[least[0]][least[1]][least[2]][least[3]][least[4]];
	return b >= 0 && b <= s->depth + 1;
}

int all_hands(const char *board, signed char answer[6][6][6][6][6])
{
	struct state start = {0};
	memset(clears, 0, sizeof clears);
	memset(best, -1, sizeof best);
	nstates = 0;
	for (long i = 0; i < tsize; i++)
		table[i] = -1;
	start.len = (unsigned char)strlen(board);
	memcpy(start.board, board, start.len);
	if (start.len == 0)
		note_clear(start.used, 0);
	else if (!no_gain(&start, -1) && add_state(&start) < 0)
		return -1;
	for (long q = 0; q < nstates; q++) {
		struct state cur = states[q]; /* a copy: add_state may move the array */
		for (int c = 0; c < 5; c++) {
			if (no_gain(&cur, c)) /* checked again: more may be known now */
				continue;
			for (int gap = 0; gap <= cur.len; gap++) {
				if (cuts && gap > 0 && cur.board[gap - 1] == COLOURS[c])
					continue; /* the same row as the gap before that ball */
				struct state next = cur;
				next.used[c]++;
				next.depth++;
				memmove(next.board + gap + 1, next.board + gap, (size_t)(cur.len - gap));
				next.board[gap] = COLOURS[c];
				next.len = (unsigned char)collapse(next.board, cur.len + 1);
				if (next.len == 0)
					note_clear(next.used, next.depth);
				else if (next.depth < ALL_HANDS_MAX && !no_gain(&next, -1) &&
					 add_state(&next) < 0)
					return -1;
			}
		}
	}
	memcpy(answer, best, sizeof best);
	return 0;
}
