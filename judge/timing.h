/* timing.h: the clock and the sort order that make bench and make worst time calls with. */
#ifndef TIMING_H
#define TIMING_H

/* Microseconds on the monotonic clock. */
double now_us(void);

/* qsort order for doubles, smallest first. */
int by_value(const void *a, const void *b);

#endif
