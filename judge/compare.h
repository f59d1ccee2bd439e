/* compare.h: speed in context, after an Accepted run: the judged solution beside the kit's own
 * solutions, on a few of its slowest cases, measured now on this machine. */
#ifndef COMPARE_H
#define COMPARE_H

#include "cases.h"
#include "verdict.h"

enum {
	KITS_MAX = 4,      /* the kit's own solutions a run is compared with (--compare) */
	COMPARE_CASES = 5, /* the judged solution's slowest cases that fit, timed again */
	COMPARE_RUNS = 3   /* runs of each side at most; a ratio is claimed only when they agree */
};

/* One side of the comparison: its label, and the sum of its times over the cases, a run each. */
struct side {
	const char *label;  /* "yours", or which of the kit's solutions */
	const char *source; /* the kit's file, built after the verdict (yours: NULL) */
	int same;           /* in the judged file's language: a ratio is shown only then */
	double us[COMPARE_RUNS + 1];
	int runs;
	int over_budget; /* a run did not end within the comparison's time */
	char failed[320]; /* what failed ("" when nothing did): the case, and what it gave */
};

struct comparison {
	struct side yours, kits[KITS_MAX];
	int nkits;
	const struct zcase *cases[COMPARE_CASES];
	int ncases;
	double build_us, measure_us; /* the clock spent building the kit's runners, and timing */
};

/* Adds one of the kit's solutions (its file, built only when compare_speed runs). */
void compare_add(struct comparison *cmp, const char *label, const char *source, int same);

/* After an Accepted run of n cases (times: each case's time in that run): builds the kit's
 * runners in kit_dir (build_runner.sh, cached by its key), picks the judged solution's slowest
 * cases that fit the budget, and times each side on them in runs that alternate (a fresh
 * process each), the verdict run's own times counting as the judged one's first run. */
void compare_speed(struct comparison *cmp, const char *runner, const char *kit_dir,
		   const struct zcase *v, const double *times, int n, const struct limits *lim);

/* Prints the comparison: the fastest run of each side, and a ratio only where every run agrees
 * (else "within the noise"), with how many runs. */
void print_comparison(const struct comparison *cmp);

#endif
