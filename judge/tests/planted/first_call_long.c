/* Planted: solution.c's answers, each call on a board of 9 balls or more made the slowest by
 * 20 ms of CPU time, and a process whose first call is on such a board aborts. Judged on a
 * file whose first case is short it is Accepted; the speed comparison then runs its slowest
 * (long) cases again in a fresh process, where it fails: the line that says so must say which
 * case and how (issue 34). */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <stdlib.h>
#include <string.h>
#include <time.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	static int calls;
	if (strlen(board) >= 9) {
		if (calls == 0)
			abort();
		struct timespec t0, t;
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
		do
			clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
		while ((t.tv_sec - t0.tv_sec) * 1000000000L + t.tv_nsec - t0.tv_nsec < 20000000L);
	}
	calls++;
	return real_findMinStep(board, hand);
}
