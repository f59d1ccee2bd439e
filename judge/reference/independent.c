/* independent.c: the second solver (independent.h). Another algorithm than the reference's
 * breadth-first search, on purpose: a depth-first search that works out, for every position it
 * reaches, the fewest balls that clear it, and remembers each answer.
 *
 *   best(board, hand) = 0 when the board is empty;
 *                       else the least of 1 + best(play(board, g, c), hand - c) over every
 *                       colour c in hand and every gap g of the board (none: no answer).
 *
 * Every ball goes at every gap, hopeless positions included: no shortcut, no pruning, nothing
 * to argue. (A ball put just after a ball of its colour makes the same row as put just before
 * that ball, letter for letter, so that gap is not played twice. The last ball in hand is put
 * only at the start of each run of its colour: anywhere else it joins no run, play() removes
 * nothing, and the row keeps a ball, so those gaps cannot give an answer; they were 78% of the
 * solver's moves on cases/hard.txt.) A move spends a ball, so no
 * position repeats on a path and the recursion ends (depth at most 5).
 *
 * play() works on the runs of the row. A valid row holds no run of three, and play() leaves
 * none, so only the run that takes the new ball can reach three: it leaves, the runs on either
 * side of it meet, and if they share a colour and hold three or more together they leave in
 * turn, and so on outwards. What leaves is one stretch of the row around the new ball.
 * Positions are packed into a number (three bits a ball, three a colour count) and remembered
 * in an open-addressing table that doubles when half full; a position with one ball in hand is
 * worked out again rather than remembered (its moves cost less than a look into a large table). */
#include "independent.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { NONE = 100, MAX_ROW = 21 }; /* 16 balls and 5 played */

static const char letters[] = "RYBGW";

struct entry {
	uint64_t row;   /* balls 3 bits each, colour 1..5, first ball lowest; 0 = empty row */
	uint16_t hand;  /* the count of colour c in bits 3(c-1)..3(c-1)+2 */
	uint8_t filled; /* 1 when the slot holds a position */
	int8_t best;
};

struct memo {
	struct entry *slot;
	size_t size, used;
	int failed; /* out of memory */
};

/* The row's runs: colour, length, and the position of the first ball. */
struct runs {
	int n;
	int colour[MAX_ROW + 2], length[MAX_ROW + 2], start[MAX_ROW + 2];
};

static int ball(uint64_t row, int i)
{
	return (int)(row >> (3 * i) & 7);
}

static uint64_t below(int i) /* the bits of balls 0..i-1 */
{
	return i >= MAX_ROW ? ~0ULL : (1ULL << (3 * i)) - 1;
}

/* (the hand mixed in before the product and the high half folded down: with the hand in the
 * top bits, all hands of one row shared a slot, and probing took a quarter of the solver's
 * instructions on a hard input, callgrind) */
static size_t slot_of(uint64_t row, uint16_t hand, size_t size)
{
	uint64_t h = (row + hand * 0xC2B2AE3D27D4EB4FULL) * 0x9E3779B97F4A7C15ULL;
	return (size_t)(h ^ h >> 32) & (size - 1);
}

static struct entry *find(struct memo *m, uint64_t row, uint16_t hand)
{
	size_t i = slot_of(row, hand, m->size);
	while (m->slot[i].filled && (m->slot[i].row != row || m->slot[i].hand != hand))
		i = (i + 1) & (m->size - 1);
	return &m->slot[i];
}

static int grow(struct memo *m)
{
	struct memo bigger = {calloc(m->size * 2, sizeof *m->slot), m->size * 2, 0, 0};
	if (!bigger.slot)
		return 0;
	for (size_t i = 0; i < m->size; i++)
		if (m->slot[i].filled)
			*find(&bigger, m->slot[i].row, m->slot[i].hand) = m->slot[i];
	bigger.used = m->used;
	free(m->slot);
	*m = bigger;
	return 1;
}

static void read_runs(uint64_t row, int n, struct runs *r)
{
	r->n = 0;
	for (int i = 0; i < n; i++) {
		int b = ball(row, i);
		if (r->n && r->colour[r->n - 1] == b) {
			r->length[r->n - 1]++;
			continue;
		}
		r->colour[r->n] = b;
		r->length[r->n] = 1;
		r->start[r->n++] = i;
	}
}

/* The row after colour c goes in at gap g (before ball g, of run k; k = r->n at the end) of
 * row (n balls, runs r), and everything that falls has fallen; its length in *len. */
static uint64_t play(uint64_t row, int n, const struct runs *r, int g, int k, int c, int *len)
{
	int joined = -1; /* the run the new ball joins */
	if (k < r->n && r->colour[k] == c)
		joined = k;
	else if (k > 0 && r->colour[k - 1] == c && (k == r->n || r->start[k] == g))
		joined = k - 1;
	if (joined < 0 || r->length[joined] + 1 < 3) {
		*len = n + 1;
		return (row & below(g)) | (uint64_t)c << (3 * g) | (row & ~below(g)) << 3;
	}
	int lo = joined, hi = joined; /* runs lo..hi leave */
	while (lo > 0 && hi + 1 < r->n && r->colour[lo - 1] == r->colour[hi + 1] &&
	       r->length[lo - 1] + r->length[hi + 1] >= 3)
		lo--, hi++;
	int from = r->start[lo], to = r->start[hi] + r->length[hi]; /* balls from..to-1 leave */
	*len = n - (to - from);
	return (row & below(from)) | (to >= MAX_ROW ? 0 : row >> (3 * to)) << (3 * from);
}

static int best(struct memo *m, uint64_t row, int n, uint16_t hand)
{
	if (n == 0)
		return 0;
	if (!hand)
		return NONE; /* no ball to play: the recursion's bottom, not worth remembering */
	int remember = (hand & (hand - 1)) != 0 || !(hand & 0x1249); /* two balls or more */
	struct entry *e = NULL;
	if (remember) {
		e = find(m, row, hand);
		if (e->filled)
			return e->best;
	}
	struct runs r;
	read_runs(row, n, &r);
	int answer = NONE;
	for (int c = 1; c <= 5; c++) {
		int shift = 3 * (c - 1);
		if (!(hand >> shift & 7))
			continue;
		uint16_t rest = (uint16_t)(hand - (1u << shift));
		if (!rest) { /* the last ball: only where it meets its colour can the row empty (above) */
			for (int k = 0; k < r.n; k++) {
				int len;
				if (r.colour[k] == c && (play(row, n, &r, r.start[k], k, c, &len), len == 0)) {
					answer = 1;
					goto done;
				}
			}
			continue;
		}
		for (int g = 0, k = 0; g <= n; g++) {
			k += k < r.n && r.start[k] + r.length[k] == g; /* the run of ball g */
			if (g > 0 && ball(row, g - 1) == c)
				continue; /* the same row as the gap before that ball */
			int len;
			uint64_t next = play(row, n, &r, g, k, c, &len);
			int v = best(m, next, len, rest);
			if (v != NONE && 1 + v < answer)
				answer = 1 + v;
			if (answer == 1)
				goto done; /* no move does better than one that empties the row */
		}
	}
done:
	if (!remember || m->failed)
		return m->failed ? NONE : answer;
	if (2 * (m->used + 1) > m->size && !grow(m)) {
		m->failed = 1;
		return NONE;
	}
	e = find(m, row, hand); /* (the table may have moved while the moves were tried) */
	*e = (struct entry){row, hand, 1, (int8_t)answer};
	m->used++;
	return answer;
}

int independent_min_step(const char *board, const char *hand)
{
	uint64_t row = 0;
	uint16_t counts = 0;
	int n = 0;
	for (; board[n]; n++)
		row |= (uint64_t)(strchr(letters, board[n]) - letters + 1) << (3 * n);
	for (const char *p = hand; *p; p++)
		counts = (uint16_t)(counts + (1u << (3 * (strchr(letters, *p) - letters))));
	struct memo m = {calloc(1 << 12, sizeof *m.slot), 1 << 12, 0, 0};
	if (!m.slot)
		return -2;
	int answer = best(&m, row, n, counts);
	free(m.slot);
	return m.failed ? -2 : answer == NONE ? -1 : answer;
}
