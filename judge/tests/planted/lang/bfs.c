/* A plain exact BFS in C, as bfs.py and the other bfs.* are written: the state is the board and
 * the sorted hand, a visited set keyed on both; a ball goes only next to its own colour or
 * between two equal balls of another colour (the editorial's rule). The kit's plain BFS in C, for
 * the speed in context of an Accepted C run (make judge, make submit). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct state {
	char key[32]; /* "BOARD|HAND" */
};

struct set {
	struct state *v;
	size_t cap, used;
};

static unsigned long hash_of(const char *s)
{
	unsigned long h = 5381;
	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

/* Adds key; 1 if it was not there, 0 if it was, -1 out of memory. */
static int add(struct set *t, const char *key)
{
	if (2 * (t->used + 1) > t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 4096;
		struct set u = {calloc(cap, sizeof *u.v), cap, 0};
		if (!u.v)
			return -1;
		for (size_t i = 0; i < t->cap; i++)
			if (t->v[i].key[0])
				add(&u, t->v[i].key);
		free(t->v);
		*t = u;
	}
	size_t i = hash_of(key) & (t->cap - 1);
	for (; t->v[i].key[0]; i = (i + 1) & (t->cap - 1))
		if (!strcmp(t->v[i].key, key))
			return 0;
	strcpy(t->v[i].key, key);
	t->used++;
	return 1;
}

static void collapse(char *s)
{
	for (int again = 1; again;) {
		again = 0;
		size_t n = strlen(s);
		for (size_t i = 0; i < n;) {
			size_t j = i;
			while (j < n && s[j] == s[i])
				j++;
			if (j - i >= 3) {
				memmove(s + i, s + j, n - j + 1);
				again = 1;
				break;
			}
			i = j;
		}
	}
}

static int by_char(const void *a, const void *b)
{
	return *(const char *)a - *(const char *)b;
}

int findMinStep(char *board, char *hand)
{
	char h0[8];
	strcpy(h0, hand);
	qsort(h0, strlen(h0), 1, by_char);
	struct set seen = {0};
	struct state *q = malloc(sizeof *q), *next = NULL;
	size_t nq = 1, capq = 1, nnext = 0, capnext = 0;
	int answer = -1;
	if (!q)
		return -1;
	snprintf(q[0].key, sizeof q[0].key, "%s|%s", board, h0);
	add(&seen, q[0].key);
	for (int step = 1; nq && answer < 0; step++) {
		nnext = 0;
		for (size_t k = 0; k < nq && answer < 0; k++) {
			char b[24], h[8];
			char *bar = strchr(q[k].key, '|');
			size_t bl = (size_t)(bar - q[k].key);
			memcpy(b, q[k].key, bl);
			b[bl] = '\0';
			strcpy(h, bar + 1);
			size_t hl = strlen(h);
			for (size_t i = 0; i < hl && answer < 0; i++) {
				if (i > 0 && h[i - 1] == h[i])
					continue;
				char c = h[i], nh[8];
				memcpy(nh, h, i);
				strcpy(nh + i, h + i + 1);
				for (size_t j = 0; j <= bl; j++) {
					if (j > 0 && b[j - 1] == c)
						continue;
					int join = j < bl && b[j] == c;
					int split = j > 0 && j < bl && b[j] == b[j - 1] && b[j] != c;
					if (!join && !split)
						continue;
					char nb[24];
					memcpy(nb, b, j);
					nb[j] = c;
					strcpy(nb + j + 1, b + j);
					collapse(nb);
					if (!nb[0]) {
						answer = step;
						break;
					}
					struct state s;
					snprintf(s.key, sizeof s.key, "%s|%s", nb, nh);
					if (add(&seen, s.key) != 1)
						continue;
					if (nnext == capnext) {
						capnext = capnext ? 2 * capnext : 1024;
						struct state *m = realloc(next, capnext * sizeof *m);
						if (!m)
							goto out;
						next = m;
					}
					next[nnext++] = s;
				}
			}
		}
		struct state *t = q;
		size_t cap = capq;
		q = next;
		capq = capnext;
		nq = nnext;
		next = t;
		capnext = cap;
	}
out:
	free(q);
	free(next);
	free(seen.v);
	return answer;
}
