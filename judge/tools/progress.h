/* progress.h: a progress line on stderr for the long tools (stress, worst, exhaustive, verify),
 * at most every PROGRESS_EVERY_S seconds, with an estimate of the time left. */
#ifndef PROGRESS_H
#define PROGRESS_H

enum { PROGRESS_EVERY_S = 3 };

/* Starts the clock for a job of `total` units, called `what` in the lines ("stress", ...). */
void progress_start(const char *what, double total, const char *units);

/* `done` units of the total are done: prints a line when PROGRESS_EVERY_S seconds have passed
 * since the last one ("stress: 1200 / 20000 inputs, 6 s, about 94 s left"). */
void progress_at(double done);

/* Seconds since progress_start. */
double progress_seconds(void);

#endif
