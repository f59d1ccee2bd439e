/* reference.c: the reference solver. Written apart from solution.c and sharing nothing with it.
 * It lives in judge/reference/ because both sides use it: the judge's report (make run's
 * answers, a wrong answer's optimal play) and the tools (every expected answer in cases/).
 *
 * Breadth-first search over states (board string, hand as colour counts). Every move is tried:
 * each colour left in the hand, at each of the len+1 gaps. After an insertion the board is
 * collapsed by the rule itself: while some run of three or more alike exists, delete it.
 * A state is stored once (exact de-duplication on board and hand together). Two shortcuts, both
 * plain enough to check by eye, and nothing else:
 * - de-duplication before the work: colour c put right after a ball c makes the same row as c
 *   put just before that ball, a gap already tried, so that gap is skipped;
 * - the dead-colour test: a ball leaves only in a run of three of its colour, and the balls of
 *   colour c that can ever be on the board are those there and those in hand; a state with a
 *   colour on the board and fewer than three of it on board and in hand together can never be
 *   cleared, so it is not stored (and a first board like that answers -1 at once).
 * States whose hand is empty are not stored: they have no moves, and an empty board is checked
 * for as soon as it is made. Slow on purpose; plain so that it is obviously right. */
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLOURS "RYBGW"
#define MAX_LEN 24 /* 16 balls plus 5 insertions fit, with room to spare */

struct state {
	char board[MAX_LEN];
	unsigned char len;
	unsigned char hand[5];
	unsigned char depth;
	char colour;    /* move that made this state */
	unsigned char gap;
	int parent;
};

struct slot {
	int state;     /* index into states, -1 empty */
	unsigned hash; /* its state_hash (low 32 bits): a probe that meets another state mostly
			* ends here, without reading states (a third off the reference's time on cases/hard.txt) */
};

struct search {
	struct state *states;
	long nstates, cap;
	struct slot *table; /* size a power of two */
	long tsize;
};

static unsigned long state_hash(const struct state *s)
{
	unsigned long h = 1469598103934665603UL;
	for (int i = 0; i < s->len; i++)
		h = (h ^ (unsigned char)s->board[i]) * 1099511628211UL;
	for (int i = 0; i < 5; i++)
		h = (h ^ s->hand[i]) * 1099511628211UL;
	return h ^ (h >> 29);
}

static int same_state(const struct state *a, const struct state *b)
{
	return a->len == b->len && memcmp(a->board, b->board, a->len) == 0 &&
	       memcmp(a->hand, b->hand, 5) == 0;
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

static int grow_table(struct search *s)
{
	long size = s->tsize ? s->tsize * 2 : 1024;
	struct slot *t = malloc((size_t)size * sizeof *t);
	if (!t)
		return 0;
	for (long i = 0; i < size; i++)
		t[i].state = -1;
	for (long k = 0; k < s->nstates; k++) {
		unsigned long h = state_hash(&s->states[k]);
		long i = (long)(h & (unsigned long)(size - 1));
		while (t[i].state >= 0)
			i = (i + 1) & (size - 1);
		t[i] = (struct slot){(int)k, (unsigned)h};
	}
	free(s->table);
	s->table = t;
	s->tsize = size;
	return 1;
}

/* Appends *st unless an equal state is stored; returns 1 if added, 0 if seen, -1 out of memory. */
static int add_state(struct search *s, const struct state *st)
{
	if (s->nstates + 1 > s->tsize / 2 && !grow_table(s))
		return -1;
	unsigned long h = state_hash(st);
	long i = (long)(h & (unsigned long)(s->tsize - 1));
	while (s->table[i].state >= 0) {
		if (s->table[i].hash == (unsigned)h && same_state(&s->states[s->table[i].state], st))
			return 0;
		i = (i + 1) & (s->tsize - 1);
	}
	if (s->nstates == s->cap) {
		long cap = s->cap ? s->cap * 2 : 1024;
		struct state *p = realloc(s->states, (size_t)cap * sizeof *p);
		if (!p)
			return -1;
		s->states = p;
		s->cap = cap;
	}
	s->table[i] = (struct slot){(int)s->nstates, (unsigned)h};
	s->states[s->nstates++] = *st;
	return 1;
}

/* (a switch, not strchr: has_dead_colour asks it of every ball of every state made; the
 * switch took 15% off the reference's instructions on LeetCode's slowest input, callgrind) */
static int colour_index(char c)
{
	switch (c) {
	case 'R': return 0;
	case 'Y': return 1;
	case 'B': return 2;
	case 'G': return 3;
	case 'W': return 4;
	default: return -1;
	}
}

static int shortcuts = 1; /* the two shortcuts of the header; see reference_use_shortcuts */

void reference_use_shortcuts(int on)
{
	shortcuts = on;
}

/* Nonzero when some colour on the board has fewer than three balls on board and in hand. */
static int has_dead_colour(const struct state *s)
{
	if (!shortcuts)
		return 0;
	int count[5] = {0};
	for (int i = 0; i < s->len; i++)
		count[colour_index(s->board[i])]++;
	for (int c = 0; c < 5; c++)
		if (count[c] && count[c] + s->hand[c] < 3)
			return 1;
	return 0;
}

/* Rebuilds the play that leads to `last` (a move from state `from` onto an empty board). */
static void fill_play(const struct search *s, int from, const struct state *last,
		      struct ref_step *play, int n)
{
	struct state cur = *last;
	int idx = from;
	for (int k = n - 1; k >= 0; k--) {
		const struct state *prev = &s->states[idx];
		struct ref_step *st = &play[k];
		st->colour = cur.colour;
		st->gap = cur.gap;
		memcpy(st->inserted, prev->board, cur.gap);
		st->inserted[cur.gap] = cur.colour;
		memcpy(st->inserted + cur.gap + 1, prev->board + cur.gap, (size_t)(prev->len - cur.gap));
		st->inserted[prev->len + 1] = '\0';
		memcpy(st->after, cur.board, cur.len);
		st->after[cur.len] = '\0';
		cur = *prev;
		idx = prev->parent;
	}
}

int reference_play(const char *board, const char *hand, struct ref_step *play, long *states)
{
	struct search s = {0};
	struct state start = {0};
	int answer = -1;
	long expanded = 0;

	start.len = (unsigned char)strlen(board);
	memcpy(start.board, board, start.len);
	start.parent = -1;
	for (const char *h = hand; *h; h++)
		start.hand[colour_index(*h)]++;
	if (start.len == 0) {
		answer = 0;
		goto done;
	}
	if (has_dead_colour(&start))
		goto done;
	if (add_state(&s, &start) < 0) {
		answer = -2;
		goto done;
	}
	for (long q = 0; q < s.nstates && answer < 0; q++) {
		struct state cur = s.states[q]; /* a copy: add_state may move the array */
		expanded++;
		for (int c = 0; c < 5 && answer < 0; c++) {
			if (!cur.hand[c])
				continue;
			for (int gap = 0; gap <= cur.len; gap++) {
				if (shortcuts && gap > 0 && cur.board[gap - 1] == COLOURS[c])
					continue; /* the same row as the gap before that ball */
				struct state next = cur;
				next.hand[c]--;
				next.depth = (unsigned char)(cur.depth + 1);
				next.colour = COLOURS[c];
				next.gap = (unsigned char)gap;
				next.parent = (int)q;
				memmove(next.board + gap + 1, next.board + gap, (size_t)(cur.len - gap));
				next.board[gap] = COLOURS[c];
				next.len = (unsigned char)collapse(next.board, cur.len + 1);
				if (next.len == 0) {
					answer = next.depth;
					if (play && answer <= REF_MAX_STEPS)
						fill_play(&s, (int)q, &next, play, answer);
					break;
				}
				int left = 0;
				for (int k = 0; k < 5; k++)
					left += next.hand[k];
				if (left && !has_dead_colour(&next) && add_state(&s, &next) < 0) {
					answer = -2;
					goto done;
				}
			}
		}
	}
done:
	free(s.states);
	free(s.table);
	if (states)
		*states = expanded;
	return answer;
}

int reference_min_step(const char *board, const char *hand, long *states)
{
	return reference_play(board, hand, NULL, states);
}

void reference_print_play(FILE *out, const char *indent, const struct ref_step *play, int n)
{
	for (int k = 0; k < n && k < REF_MAX_STEPS; k++) {
		const struct ref_step *st = &play[k];
		fprintf(out, "%s%d. insert %c at %d: %s", indent, k + 1, st->colour, st->gap, st->inserted);
		if (!strcmp(st->inserted, st->after))
			fprintf(out, " (no removal)\n");
		else
			fprintf(out, " -> %s\n", st->after[0] ? st->after : "empty");
	}
}
