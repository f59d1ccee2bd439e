/* Planted: forgets to free a block on every call: the leak check must fail. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	char *forgotten = malloc(64);
	if (forgotten)
		forgotten[0] = 1;
	return real_findMinStep(board, hand);
}
