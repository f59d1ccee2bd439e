/* progress.h: a progress line on stderr for the long tools (stress, worst, exhaustive, verify),
 * at most every PROGRESS_EVERY_S seconds, naming the phase it is in, with the time left only
 * where it is honest: from a time budget (the budget less the time spent), or, with none, from
 * the rate of the units done (for jobs whose units cost alike, as verify's). */
#ifndef PROGRESS_H
#define PROGRESS_H

enum { PROGRESS_EVERY_S = 3 };

/* Starts the clock for a job of `total` units, called `what` in the lines ("stress", ...). */
void progress_start(const char *what, double total, const char *units);

/* The job ends within `seconds` (0: no budget): the lines then say what is left of it, and
 * never estimate from the rate (a search's units get slower as it finds slower inputs). */
void progress_budget(double seconds);

/* The phase the job is in, named in the lines ("re-timing the 150 slowest"); NULL: none. */
void progress_phase(const char *phase);

/* `done` units of the total are done: prints a line when PROGRESS_EVERY_S seconds have passed
 * since the last one ("stress: 1200 / 20000 inputs, 6 s, 54 s left of TIME=60"). */
void progress_at(double done);

/* Seconds since progress_start. */
double progress_seconds(void);

/* Seconds left of the budget (a large number when there is none). */
double progress_left(void);

#endif
