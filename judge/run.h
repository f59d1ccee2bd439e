/* run.h: judging a solution's findMinStep in child processes, as an online judge would. */
#ifndef RUN_H
#define RUN_H

#include "cases.h"

enum verdict { V_AC, V_WA, V_RE, V_TLE, V_MLE, V_SKIP };

struct result {
	enum verdict verdict;
	int got;          /* meaningful for AC and WA */
	double time_us;   /* median of the timed calls */
	char detail[768]; /* RE: signal and the first lines of a sanitizer report; TLE/MLE: why */
};

struct limits {
	long case_ms;  /* one case */
	long total_ms; /* all cases: the sum of their timed medians */
	long memory_mb;
	int stop_at_failure;
};

/* Called after each case is judged, in order, so the report can stream. */
typedef void on_result(const struct zcase *c, const struct result *r, void *arg);

/* Judges every case in one child process, in order, as LeetCode runs a submission. A case that
 * crashes, runs out of time or memory gets its verdict, and the next case runs in a fresh child.
 * Cases after a stop (STOP=1 or the total time limit) are V_SKIP. Returns the peak resident
 * memory of any child in KiB. */
long judge_cases(const struct zcase *cases, int n, const struct limits *lim, struct result *res,
		 on_result *report, void *arg);

const char *verdict_word(enum verdict v);

#endif
