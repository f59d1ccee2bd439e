/* timing.h: timed calls of the linked findMinStep, for make bench. */
#ifndef TIMING_H
#define TIMING_H

enum { TIMED_CALLS_MAX = 100 };

/* Microseconds on the monotonic clock. */
double now_us(void);

/* qsort order for doubles, smallest first. */
int by_value(const void *a, const void *b);

/* Calls findMinStep `calls` times (1 to TIMED_CALLS_MAX), each on fresh copies of board and
 * hand; sets the fastest and the median call time in microseconds (either may be NULL) and
 * returns the first call's answer. */
int timed_calls(const char *board, const char *hand, int calls, double *fastest, double *median);

#endif
