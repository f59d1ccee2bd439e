/* Planted: right answers, then an exit that waits on another task for 400 ms of its CPU time, as
 * AddressSanitizer's leak check at exit waits on its tracer, and then spends 200 ms of CPU time
 * of its own: on a busy machine the exit takes seconds of the clock, most of them the two tasks'
 * waits for a CPU, which the judge must forgive: the other task's too, after it has ended. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <pthread.h>
#include <time.h>

static double thread_cpu_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void *spin(void *arg)
{
	double until = thread_cpu_seconds() + *(double *)arg;
	while (thread_cpu_seconds() < until)
		;
	return NULL;
}

__attribute__((destructor)) static void slow_exit(void)
{
	pthread_t t;
	double other = 0.4, own = 0.2;
	if (pthread_create(&t, NULL, spin, &other) == 0)
		pthread_join(t, NULL);
	spin(&own);
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	return real_findMinStep(board, hand);
}
