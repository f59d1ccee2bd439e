/* timing.c: timed calls of the linked findMinStep, for make bench. */
#include "timing.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

int findMinStep(char *board, char *hand);

double now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int timed_calls(const char *board, const char *hand, int calls, double *fastest, double *median)
{
	double t[TIMED_CALLS_MAX];
	int answer = 0;
	for (int k = 0; k < calls; k++) {
		char b[32], h[32]; /* findMinStep may write into its arguments */
		strncpy(b, board, sizeof b - 1);
		b[sizeof b - 1] = '\0';
		strncpy(h, hand, sizeof h - 1);
		h[sizeof h - 1] = '\0';
		double t0 = now_us();
		int a = findMinStep(b, h);
		t[k] = now_us() - t0;
		if (k == 0)
			answer = a;
	}
	qsort(t, (size_t)calls, sizeof t[0], by_value);
	if (fastest)
		*fastest = t[0];
	if (median)
		*median = t[calls / 2];
	return answer;
}
