/* Planted: solution.c's answer plus one (0 for -1), so every answer is wrong: make worst must
 * name each of the slowest inputs it prints as WRONG. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	return real_findMinStep(board, hand) + 1;
}
