/* independent.c: the second solver (independent.h). Another algorithm than the reference's
 * breadth-first search, on purpose: a depth-first search that works out, for every position it
 * reaches, the fewest balls that clear it, and remembers each answer.
 *
 *   best(board, hand) = 0 when the board is empty;
 *                       else the least of 1 + best(play(board, g, c), hand - c) over every
 *                       colour c in hand and every gap g of the board (none: no answer).
 *
 * Every ball goes at every gap, duplicates and hopeless positions included: no shortcut, no
 * pruning, nothing to argue. A move spends a ball, so no position repeats on a path and the
 * recursion ends (depth at most 5). play() inserts the ball and removes runs of three or more
 * with a stack of (colour, count) groups: a group of three or more that a different colour
 * follows, or that ends the row, leaves, and the groups on either side meet (and may leave in
 * turn). Positions are packed into a number (three bits a ball, three a colour count) and
 * remembered in an open-addressing table that doubles when half full. */
#include "independent.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { NONE = 100, MAX_ROW = 21 }; /* 16 balls and 5 played */

static const char letters[] = "RYBGW";

struct entry {
	uint64_t row;   /* balls 3 bits each, colour 1..5, first ball lowest; 0 = empty row */
	uint16_t hand;  /* the count of colour c in bits 3c..3c+2 */
	uint8_t filled; /* 1 when the slot holds a position */
	int8_t best;
};

struct memo {
	struct entry *slot;
	size_t size, used;
	int failed; /* out of memory */
};

static uint64_t pack(const int *row, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = v << 3 | (uint64_t)row[i];
	return v;
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

/* The row after colour c goes in at gap g (before ball g) of row[0..n-1], and everything that
 * falls has fallen; returns its length. */
static int play(const int *row, int n, int g, int c, int *out)
{
	int colour[MAX_ROW + 1], count[MAX_ROW + 1], top = 0;
	for (int i = 0; i <= n; i++) {
		int ball = i < g ? row[i] : i == g ? c : row[i - 1];
		if (top && colour[top - 1] == ball) {
			count[top - 1]++;
			continue;
		}
		/* a different colour comes: a finished group of three or more leaves, and the
		 * group before it may now meet this ball */
		while (top && count[top - 1] >= 3) {
			top--;
			if (top && colour[top - 1] == ball)
				break;
		}
		if (top && colour[top - 1] == ball)
			count[top - 1]++;
		else {
			colour[top] = ball;
			count[top++] = 1;
		}
	}
	while (top && count[top - 1] >= 3)
		top--;
	int len = 0;
	for (int k = 0; k < top; k++)
		for (int j = 0; j < count[k]; j++)
			out[len++] = colour[k];
	return len;
}

static int best(struct memo *m, const int *row, int n, int *hand)
{
	if (n == 0)
		return 0;
	if (!hand[1] && !hand[2] && !hand[3] && !hand[4] && !hand[5])
		return NONE; /* no ball to play: the recursion's bottom, not worth remembering */
	uint16_t h = 0;
	for (int c = 1; c <= 5; c++)
		h |= (uint16_t)(hand[c] << (3 * (c - 1)));
	uint64_t key = pack(row, n);
	struct entry *e = find(m, key, h);
	if (e->filled)
		return e->best;
	int answer = NONE;
	for (int c = 1; c <= 5; c++) {
		if (!hand[c])
			continue;
		hand[c]--;
		for (int g = 0; g <= n; g++) {
			int next[MAX_ROW + 1];
			int len = play(row, n, g, c, next);
			int r = best(m, next, len, hand);
			if (r != NONE && 1 + r < answer)
				answer = 1 + r;
		}
		hand[c]++;
	}
	if (m->failed)
		return NONE;
	if (2 * (m->used + 1) > m->size && !grow(m)) {
		m->failed = 1;
		return NONE;
	}
	e = find(m, key, h); /* (the table may have moved while the moves were tried) */
	*e = (struct entry){key, h, 1, (int8_t)answer};
	m->used++;
	return answer;
}

int independent_min_step(const char *board, const char *hand)
{
	int row[MAX_ROW + 1], n = 0, counts[6] = {0};
	for (; board[n]; n++)
		row[n] = (int)(strchr(letters, board[n]) - letters) + 1;
	for (const char *p = hand; *p; p++)
		counts[strchr(letters, *p) - letters + 1]++;
	struct memo m = {calloc(1 << 12, sizeof *m.slot), 1 << 12, 0, 0};
	if (!m.slot)
		return -2;
	int answer = best(&m, row, n, counts);
	free(m.slot);
	return m.failed ? -2 : answer == NONE ? -1 : answer;
}
