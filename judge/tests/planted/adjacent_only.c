/* Planted: a breadth-first search with one published flaw: it inserts a ball only next to a
 * ball of its own colour, so it misses RRWWRRBBRR / WB (answer 2). It feeds cases/traps-found.txt
 * (judge/gen.c) and the test that `make stress` catches and shrinks a wrong solver. */
#include <stdlib.h>
#include <string.h>

struct item {
	char board[24];
	char hand[6];
};

static int collapse(char *b, int n)
{
	for (int again = 1; again;) {
		again = 0;
		for (int i = 0, j; i < n; i = j) {
			for (j = i; j < n && b[j] == b[i]; j++)
				;
			if (j - i >= 3) {
				memmove(b + i, b + j, (size_t)(n - j));
				n -= j - i;
				again = 1;
				break;
			}
		}
	}
	return n;
}

/* Open addressing over the items; returns 1 if an equal key is in, else records x's index. */
static int seen_before(const struct item *v, int *table, int size, int x)
{
	unsigned h = 5381;
	for (const char *p = v[x].board; *p; p++)
		h = h * 33 + (unsigned char)*p;
	for (const char *p = v[x].hand; *p; p++)
		h = h * 131 + (unsigned char)*p;
	for (int i = (int)(h & (unsigned)(size - 1));; i = (i + 1) & (size - 1)) {
		if (table[i] < 0) {
			table[i] = x;
			return 0;
		}
		const struct item *o = &v[table[i]];
		if (!strcmp(o->board, v[x].board) && !strcmp(o->hand, v[x].hand))
			return 1;
	}
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int cap = 1 << 20, n = 1, depth = 0, size = 1 << 21;
	struct item *v = malloc((size_t)cap * sizeof *v);
	int *table = malloc((size_t)size * sizeof *table);
	if (!v || !table) {
		free(v);
		free(table);
		return -1;
	}
	memset(table, -1, (size_t)size * sizeof *table);
	strcpy(v[0].board, board);
	strcpy(v[0].hand, hand);
	for (char *p = v[0].hand; *p; p++) /* sorted, so equal multisets are equal strings */
		for (char *q = p + 1; *q; q++)
			if (*q < *p) {
				char t = *p;
				*p = *q;
				*q = t;
			}
	for (int lo = 0, hi = 1; lo < hi; lo = hi, hi = n, depth++) {
		for (int q = lo; q < hi; q++) {
			int len = (int)strlen(v[q].board), hl = (int)strlen(v[q].hand);
			for (int k = 0; k < hl; k++) {
				for (int g = 0; g <= len; g++) {
					char c = v[q].hand[k];
					if (!(g < len && v[q].board[g] == c)) /* the flaw */
						continue;
					struct item x;
					memcpy(x.board, v[q].board, (size_t)g);
					x.board[g] = c;
					memcpy(x.board + g + 1, v[q].board + g, (size_t)(len - g) + 1);
					x.board[collapse(x.board, len + 1)] = '\0';
					memcpy(x.hand, v[q].hand, (size_t)k);
					strcpy(x.hand + k, v[q].hand + k + 1);
					if (!x.board[0]) {
						free(v);
						free(table);
						return depth + 1;
					}
					if (x.hand[0] && n < cap) {
						v[n] = x;
						n += !seen_before(v, table, size, n);
					}
				}
			}
		}
	}
	free(v);
	free(table);
	return -1;
}
