/* Planted: every call waits forever: each case is TLE until the total limit, then the rest are
 * not run, so the run ends within the total limit plus one case limit. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	for (;;)
		pause();
	return real_findMinStep(board, hand);
}
