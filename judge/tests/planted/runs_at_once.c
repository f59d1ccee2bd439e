/* Planted wrong approach, the classic depth-first search of many published solutions:
 * pick a run of colour c and k balls, put in all 3 - k balls of c it lacks at once (taken from
 * the hand's counts), remove, recurse, and keep the cheapest. It never splits a pair and never
 * puts a ball that removes nothing for later, so RRWWRRBBRR / WB (answer 2) gets -1. */
#include "collapse.h"

#include <string.h>

static int colour(char c)
{
	return (int)(strchr("RYBGW", c) - "RYBGW");
}

/* Fewest balls that clear b (n balls) with counts[], or 99. */
static int fewest(const char *b, int n, int counts[5])
{
	if (n == 0)
		return 0;
	int best = 99;
	for (int i = 0, j; i < n; i = j) {
		for (j = i; j < n && b[j] == b[i]; j++)
			;
		int need = 3 - (j - i), c = colour(b[i]);
		if (need <= 0 || counts[c] < need)
			continue;
		char next[24];
		memcpy(next, b, (size_t)i);
		memcpy(next + i, b + j, (size_t)(n - j));
		counts[c] -= need;
		int m = collapse(next, n - (j - i));
		int rest = fewest(next, m, counts);
		counts[c] += need;
		if (rest + need < best)
			best = rest + need;
	}
	return best;
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int counts[5] = {0};
	for (const char *h = hand; *h; h++)
		counts[colour(*h)]++;
	int best = fewest(board, (int)strlen(board), counts);
	return best > 5 ? -1 : best;
}
