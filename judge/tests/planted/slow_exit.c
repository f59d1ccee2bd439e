/* Planted: right answers, then an exit that waits on another task for 400 ms of its CPU time, as
 * AddressSanitizer's leak check at exit waits on its tracer: on a busy machine the exit takes
 * seconds of the clock, most of them that task's wait for a CPU, which the judge must forgive
 * (not only the main thread's). */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <pthread.h>
#include <time.h>

static void *spin(void *arg)
{
	struct timespec t;
	(void)arg;
	do
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	while (t.tv_sec == 0 && t.tv_nsec < 400000000);
	return NULL;
}

__attribute__((destructor)) static void slow_exit(void)
{
	pthread_t t;
	if (pthread_create(&t, NULL, spin, NULL) == 0)
		pthread_join(t, NULL);
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	return real_findMinStep(board, hand);
}
