/* Planted: keeps the best answer so far in a global that is never reset between calls, so
 * every call after a smaller answer returns that smaller one: WA on LeetCode and here. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
int findMinStep(char *board, char *hand);
static int best = 99;
int findMinStep(char *board, char *hand)
{
	int r = real_findMinStep(board, hand);
	if (r >= 0 && r < best)
		best = r;
	return r < 0 ? -1 : best;
}
