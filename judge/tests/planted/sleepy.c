/* Planted: solution.c's answers, but a call on a board of 8 balls or more first sleeps for a
 * minute: make stress and make worst must report such an input as taking over the limit of one
 * call, within that limit, and never hang. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
#include <time.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (strlen(board) >= 8) {
		struct timespec minute = {60, 0};
		nanosleep(&minute, NULL);
	}
	return real_findMinStep(board, hand);
}
