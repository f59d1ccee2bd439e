/* wrong_bfs.h: the breadth-first search that the planted wrong approaches share. A planted file
 * defines the approach's rule and includes this:
 *   static int move_allowed(const char *b, int len, int g, char c, int depth)
 *       nonzero when ball c may go before ball g of board b (len balls) at this depth;
 *   VISITED: 0 no visited set, 1 keyed on the board alone, 2 on board and hand (the right key).
 * MOVES_CAP, when defined and nonzero, bounds the moves tried: past it the search answers -2,
 * "too slow" (judge/gen tags the inputs on which no_visited.c passes it). LEVEL_CAP, when
 * defined and nonzero, bounds the states of one level (held at once by a search that drops a
 * level once the next is made): past it the search answers -3, "out of memory"
 * (no_visited_joins.c).
 * Each state is stored once per key (the first one found wins); the hand is kept sorted, so
 * equal multisets are equal strings. Out of memory answers -1. */
#include "collapse.h"

#include <stdlib.h>
#include <string.h>

#ifndef MOVES_CAP
#define MOVES_CAP 0
#endif
#ifndef LEVEL_CAP
#define LEVEL_CAP 0
#endif

struct item {
	char board[24];
	char hand[6];
};

struct bfs {
	struct item *v;
	long n, cap;
	long *table; /* item indices, -1 empty; a power of two, at most half full */
	long size, used;
	long moves; /* moves tried, for MOVES_CAP */
};

static unsigned long key_hash(const struct item *x)
{
	unsigned long h = 5381;
	for (const char *p = x->board; *p; p++)
		h = h * 33 + (unsigned char)*p;
	for (const char *p = x->hand; VISITED == 2 && *p; p++)
		h = h * 131 + (unsigned char)*p;
	return h * 0x9E3779B97F4A7C15ul;
}

static int same_key(const struct item *a, const struct item *b)
{
	return !strcmp(a->board, b->board) && (VISITED != 2 || !strcmp(a->hand, b->hand));
}

/* Records item x (already stored at v[x]) unless its key is in; returns 1 if it is new. */
static int is_new(struct bfs *s, long x)
{
	if (VISITED == 0)
		return 1;
	if (2 * (s->used + 1) > s->size) {
		long size = s->size ? 2 * s->size : 1024, *t = malloc((size_t)size * sizeof *t);
		if (!t)
			return -1;
		memset(t, -1, (size_t)size * sizeof *t);
		for (long i = 0; i < s->size; i++) {
			if (s->table[i] < 0)
				continue;
			long j = (long)(key_hash(&s->v[s->table[i]]) & (unsigned long)(size - 1));
			while (t[j] >= 0)
				j = (j + 1) & (size - 1);
			t[j] = s->table[i];
		}
		free(s->table);
		s->table = t;
		s->size = size;
	}
	long j = (long)(key_hash(&s->v[x]) & (unsigned long)(s->size - 1));
	for (; s->table[j] >= 0; j = (j + 1) & (s->size - 1))
		if (same_key(&s->v[s->table[j]], &s->v[x]))
			return 0;
	s->table[j] = x;
	s->used++;
	return 1;
}

static int push(struct bfs *s, const struct item *x)
{
	if (s->n == s->cap) {
		long cap = s->cap ? 2 * s->cap : 1024;
		struct item *v = realloc(s->v, (size_t)cap * sizeof *v);
		if (!v)
			return -1;
		s->v = v;
		s->cap = cap;
	}
	s->v[s->n] = *x;
	int fresh = is_new(s, s->n);
	s->n += fresh == 1;
	return fresh < 0 ? -1 : 0;
}

static int search(struct bfs *s)
{
	for (long lo = 0, hi = 1, depth = 0; lo < hi; lo = hi, hi = s->n, depth++) {
		if (LEVEL_CAP && hi - lo > LEVEL_CAP)
			return -3;
		for (long q = lo; q < hi; q++) {
			struct item cur = s->v[q];
			int len = (int)strlen(cur.board), hl = (int)strlen(cur.hand);
			for (int g = 0; g <= len; g++) {
				for (int k = 0; k < hl; k++) {
					char c = cur.hand[k];
					if (k && c == cur.hand[k - 1])
						continue; /* the same colour as the ball before */
					if (!move_allowed(cur.board, len, g, c, (int)depth))
						continue;
					if (MOVES_CAP && ++s->moves > MOVES_CAP)
						return -2;
					struct item x;
					memcpy(x.board, cur.board, (size_t)g);
					x.board[g] = c;
					memcpy(x.board + g + 1, cur.board + g, (size_t)(len - g) + 1);
					x.board[collapse(x.board, len + 1)] = '\0';
					memcpy(x.hand, cur.hand, (size_t)k);
					strcpy(x.hand + k, cur.hand + k + 1);
					if (!x.board[0])
						return (int)depth + 1;
					int pushed = x.hand[0] ? push(s, &x) : 0;
					if (pushed < 0)
						return pushed;
				}
			}
		}
	}
	return -1;
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	struct bfs s = {0};
	struct item start;
	strcpy(start.board, board);
	strcpy(start.hand, hand);
	for (char *p = start.hand; *p; p++)
		for (char *q = p + 1; *q; q++)
			if (*q < *p) {
				char t = *p;
				*p = *q;
				*q = t;
			}
	int answer = push(&s, &start) < 0 ? -1 : search(&s);
	free(s.v);
	free(s.table);
	return answer;
}
