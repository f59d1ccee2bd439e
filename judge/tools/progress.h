/* progress.h: a progress line on stderr, on a terminal only, for the long jobs (the judge's
 * cases, stress, worst, exhaustive, verify, versus), redrawn at most every PROGRESS_EVERY_S s, naming the phase it is in, with the time left only
 * where it is honest: from a time budget (the budget less the time spent), or, with none, from
 * the rate of the units done (for jobs whose units cost alike, as verify's). */
#ifndef PROGRESS_H
#define PROGRESS_H

enum { PROGRESS_EVERY_S = 1 };

/* Starts the clock for a job of `total` units, called `what` in the lines ("stress", ...). */
void progress_start(const char *what, double total, const char *units);

/* The job ends within `seconds` (0: no budget): the lines then say what is left of it, and
 * never estimate from the rate (a search's units get slower as it finds slower inputs). */
void progress_budget(double seconds);

/* The phase the job is in, named in the lines ("re-timing the 150 slowest"); NULL: none. */
void progress_phase(const char *phase);

/* `done` units of the total are done: redraws the line when PROGRESS_EVERY_S seconds have
 * passed since the last one ("stress: 1200 / 20000 inputs, 6 s, 54 s left of TIME=60"). */
void progress_at(double done);

/* Draws `text` as the line (on a terminal only), at once: for a job that counts its own way. */
void progress_show(const char *text);

/* Erases the line, if drawn: before the job prints on the terminal (and at exit). */
void progress_clear(void);

/* Seconds since progress_start. */
double progress_seconds(void);

/* Seconds left of the budget (a large number when there is none). */
double progress_left(void);

#endif
