/* Planted slow solver, for `make worst`: solution.c's answers, then a pointless wait of 20 us
 * times the square of the number of G balls on the board. Its slowest inputs are boards full of
 * G (at most 11 of 16 balls): the test checks that make worst climbs there. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <time.h>

static double seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int g = 0;
	for (const char *p = board; *p; p++)
		g += *p == 'G';
	int answer = real_findMinStep(board, hand);
	for (double end = seconds() + 20e-6 * g * g; seconds() < end;)
		;
	return answer;
}
