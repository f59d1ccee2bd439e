/* Planted: never returns on board "G": TLE. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	volatile unsigned long spin = 0;
	while (!strcmp(board, "G"))
		spin++;
	return real_findMinStep(board, hand);
}
