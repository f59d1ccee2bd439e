/* Planted: a solution pasted from LeetCode without one #include line (strlen, malloc, bool,
 * INT_MAX from the headers LeetCode includes for it), a breadth-first search with a visited set
 * on (board, hand): it compiles and is right on every case. */
struct state {
	char board[24], hand[8];
	int depth;
};

static int shrink(char *b)
{
	for (bool again = true; again;) {
		again = false;
		int n = (int)strlen(b);
		for (int i = 0, j; i < n; i = j) {
			for (j = i; j < n && b[j] == b[i]; j++)
				;
			if (j - i >= 3) {
				memmove(b + i, b + j, (size_t)(n - j + 1));
				again = true;
				break;
			}
		}
	}
	return (int)strlen(b);
}

static bool seen(struct state *v, int n, const struct state *s)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(v[i].board, s->board) && !strcmp(v[i].hand, s->hand))
			return true;
	return false;
}

static int by_char(const void *a, const void *b)
{
	return *(const char *)a - *(const char *)b;
}

int findMinStep(char *board, char *hand)
{
	int cap = 1 << 16, head = 0, tail = 0, best = INT_MAX;
	struct state *q = malloc(sizeof *q * (size_t)cap);
	if (!q)
		return -1;
	snprintf(q[tail].board, sizeof q[tail].board, "%s", board);
	snprintf(q[tail].hand, sizeof q[tail].hand, "%s", hand);
	qsort(q[tail].hand, strlen(hand), 1, by_char);
	q[tail++].depth = 0;
	while (head < tail && best == INT_MAX) {
		struct state s = q[head++];
		int nb = (int)strlen(s.board), nh = (int)strlen(s.hand);
		for (int k = 0; k < nh; k++) {
			if (k && s.hand[k] == s.hand[k - 1])
				continue;
			for (int at = 0; at <= nb; at++) {
				struct state t = {.depth = s.depth + 1};
				memcpy(t.board, s.board, (size_t)at);
				t.board[at] = s.hand[k];
				memcpy(t.board + at + 1, s.board + at, (size_t)(nb - at + 1));
				memcpy(t.hand, s.hand, (size_t)k);
				memcpy(t.hand + k, s.hand + k + 1, (size_t)(nh - k));
				if (shrink(t.board) == 0 && t.depth < best)
					best = t.depth;
				if (tail < cap && !seen(q, tail, &t))
					q[tail++] = t;
			}
		}
	}
	free(q);
	return best == INT_MAX ? -1 : best;
}
