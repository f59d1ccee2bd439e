/* report.h: what the judge prints, as text for people or JSON lines for scripts. */
#ifndef REPORT_H
#define REPORT_H

#include "cases.h"
#include "compare.h"
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
	/* Speed in context (--compare), after an Accepted run (compare.c); compared: it ran */
	struct comparison compare;
	int compared;
	/* What stopped the run before its last case: "" (nothing), or why (for the figures) */
	const char *stopped_by;
	/* Where the judge's wall time went, in us: running the cases (and the clock and CPU time
	 * of each, summed), naming approaches after a stop (tagged_after cases), the first failure
	 * again (alone, then in sequence), the speed comparison. */
	double wall_judge_us, cases_wall_us, cases_cpu_us, wall_tagged_us, wall_again_us,
		wall_compare_us;
	int tagged_after, tagged_tried; /* tagged cases judged after a stop; of those tried */
	int unanswered;       /* cases run that ended without an answer (RE, TLE, MLE, OLE) */
	double unanswered_us; /* and their times */
	/* The first failure judged again after the cases before it, in a fresh process, when it
	 * passed alone and ran out of time or memory: 1 passes, -1 fails, 0 not run. */
	int sequence;
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
	/* The known wrong approaches (cases.h): of the cases tagged with each, how many were judged,
	 * how many the solution answered with that approach's very answer (failed; TLE or MLE for a
	 * slow one), and how many it failed in the way the approach fails (wrong: any wrong answer;
	 * TLE or MLE for a slow one). */
	int approach_tried[APPROACHES], approach_failed[APPROACHES], approach_wrong[APPROACHES];
	/* Answering -1 by chance: the judged cases that have a play (expected not -1) and those
	 * answered -1 all the same; of each approach's, those with a play, and its very answer
	 * given where that answer is -1 (approach_matches). */
	int solvable_judged, wrong_minus1, approach_solvable[APPROACHES], approach_minus1[APPROACHES];
	/* A slow approach's cases tagged "=memory" (cases.h) are counted apart: how many were
	 * judged, how many were MLE. They are its evidence after a Memory Limit Exceeded, the
	 * others after a Time Limit Exceeded. */
	int approach_mem_tried[APPROACHES], approach_mem_failed[APPROACHES];
	/* and of all the cases judged (SKIP aside): how many, how many WA, how many TLE or MLE,
	 * how many MLE */
	int approach_judged, approach_wa, approach_slow, approach_mle;
	/* each tagged case judged: its tags, and bit APPROACHES if it failed as WA, bit APPROACHES
	 * + 1 if as TLE or MLE, bit APPROACHES + 2 + i if its answer was approach i's (the summary
	 * weighs shared cases with these); bit APPROACHES + 2 + APPROACHES if a slow approach's tag
	 * on it says "=memory", the bit after that if it was MLE */
	unsigned *tagged;
	int ntagged, tagged_cap;
	/* The cases whose clock ran past their shown (CPU) time and their run-queue wait by
	 * WAITED_SHOWN_US or more: a solution that waits (sleep, a blocked read). How many, and
	 * the one that waited longest: its clock time, its shown time and the gap. */
	int waited;
	double waited_sum_us; /* the clock past CPU time of those cases, summed */
	const struct zcase *most_waited;
	double most_waited_wall_us, most_waited_us, most_waited_gap_us;
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

/* Prints the summary in LeetCode's words, in two parts: the verdict as soon as it is known
 * (the verdict, the first failing case, runtime, memory and limits), then what the optional
 * steps after it found (the approaches named, the failure run again, the speed comparison) and
 * where the wall time went. FORMAT=json prints its one summary line with the second part. */
enum summary_part { SUMMARY_VERDICT = 1, SUMMARY_DETAILS = 2 };
void report_summary(const struct report *rep, int ncases, const struct limits *lim,
		    long peak_kib, int input_problems, const char *build, enum summary_part part);

#endif
