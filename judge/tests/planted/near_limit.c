/* Planted: a load-induced time-out, simulated. On board "G" it spins for 200 ms of CPU when it
 * is the first call of its process and 400 ms otherwise, as a call slows when the machine gets
 * busy. With TIME_LIMIT=300 the judge's run gives TLE on G, and the rerun alone passes in two
 * thirds of the limit: near it, not far below it, so the judge must not blame state kept
 * across calls. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
#include <time.h>

static double cpu_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	static int calls;
	if (!strcmp(board, "G"))
		for (double end = cpu_seconds() + (calls ? 0.4 : 0.2); cpu_seconds() < end;)
			;
	calls++;
	return real_findMinStep(board, hand);
}
