/* report.h: what the judge prints, as text for people or JSON lines for scripts. */
#ifndef REPORT_H
#define REPORT_H

#include "cases.h"
#include "testcases.h"
#include "verdict.h"

struct report {
	int json, colour;
	int quiet;       /* only the failing cases' lines (make judge without VERBOSE=1) */
	int shown_failures, hidden_failures; /* quiet: the first few failures are listed */
	int where_width; /* the widest "file:line", so that rows line up */
	double *times;   /* each judged case's time, in judging order (may be NULL) */
	double alone_us; /* the first failure's time when run alone */
	const struct zcase *out_of_total; /* the case during which the total time ran out */
	/* Speed in context (--compare), after an Accepted run: the kit's solution on the same cases
	 * (kit_us, negative when it failed one), and on the nslow slowest cases of the judged one
	 * the judged one, the kit's solution and the reference. */
	double kit_us, slow_us, slow_kit_us, slow_ref_us;
	int nslow;
	int judged, passed, wrong;
	double total_us, slowest_us;
	const struct zcase *slowest, *first_failure;
	struct result first_failure_result;
	char first_stdout[2048]; /* the first failure's stdout, escaped */
	int alone; /* the first failure run alone in a fresh process: 1 passes, -1 fails, 0 not run */
	/* make run: the invalid testcases, shown in input order among the judged ones */
	const struct invalid_list *invalid;
	int next_invalid, case_no;
	const char *input_name; /* make run BOARD= HAND=: the input named so, not by its file */
	/* The known wrong approaches (cases.h): of the cases tagged with each, how many were judged
	 * and how many failed as that approach fails (a wrong answer; TLE or MLE for a slow one). */
	int approach_tried[APPROACHES], approach_failed[APPROACHES];
	/* and of all the cases judged (SKIP aside): how many, how many WA, how many TLE or MLE */
	int approach_judged, approach_wa, approach_slow;
	/* each tagged case judged: its tags, and bit APPROACHES if it failed as WA, bit APPROACHES
	 * + 1 if as TLE or MLE (the summary weighs shared cases with these) */
	unsigned *tagged;
	int ntagged, tagged_cap;
};

/* make run, LeetCode's Run button: one block a case (an on_result callback), then the result. */
void report_run_case(const struct zcase *c, const struct result *r, void *arg);
void report_run_summary(struct report *rep, int ncases);

/* Prints one case's line (an on_result callback; arg is a struct report). */
void report_case(const struct zcase *c, const struct result *r, void *arg);

/* Counts a case for the known approaches only, printing nothing (an on_result callback): the
 * tagged cases judged after a STOP=1 run has stopped, to name the approaches all the same. */
void report_tagged(const struct zcase *c, const struct result *r, void *arg);

/* Prints the verdict Compile Error with the compiler's message (escaped). */
void report_compile_error(const struct report *rep, const char *message);

/* Prints the summary in LeetCode's words. */
void report_summary(const struct report *rep, int ncases, const struct limits *lim,
		    long peak_kib, int input_problems, const char *build);

#endif
