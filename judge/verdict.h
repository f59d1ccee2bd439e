/* verdict.h: the judge's vocabulary, shared by the run loop (run.c), the report (report.c) and
 * the tools: the verdicts, one case's result and the limits. It holds types only, so the judge
 * reads one way, main -> run and main -> report, with no include or call from report back into
 * run (docs/design.md, Layout). */
#ifndef VERDICT_H
#define VERDICT_H

enum verdict { V_AC, V_WA, V_RE, V_TLE, V_MLE, V_OLE, V_SKIP };

struct capture; /* capture.h: what the solution wrote */

struct result {
	enum verdict verdict;
	int got;          /* meaningful for AC and WA */
	double time_us;   /* the one call's time, never more than its CPU time (the verdict's);
			   * for TLE on the clock's backstop, how long the judge waited */
	double cpu_us;    /* the CPU time the kernel counted for the runner during the case */
	double wall_us;   /* the judge's clock over the case, from request to reply */
	double queued_us; /* of it, the time the runner's main thread waited for a CPU (a busy
			   * machine), -1 when unknown (run.c, queue_wait_ns) */
	int out_of_total; /* TLE: the total time limit of the run ran out during this case */
	char detail[4096]; /* RE: signal or forbidden call and the first lines of a sanitizer
			   * report; TLE/MLE/OLE/SKIP: why (escaped: no control bytes, valid UTF-8) */
	/* What the solution wrote during this case; valid only inside the on_result callback. */
	const struct capture *out, *err;
};

struct limits {
	long case_ms;  /* one case, on the solution's CPU time (wall time: a backstop) */
	long total_ms; /* all cases, on the judge's clock: starts, calls, waits and time-outs,
			* less the run-queue wait of a busy machine (run.c, counted_ns) */
	long memory_mb;
	long output_kib; /* stdout and stderr together, one case */
	int stop_at_failure;
	long wall_ms;    /* one case on the judge's clock; 0: a backstop of a few times case_ms */
};

/* The short word of a verdict: "AC", "WA", ... */
static inline const char *verdict_word(enum verdict v)
{
	static const char *const words[] = {"AC", "WA", "RE", "TLE", "MLE", "OLE", "SKIP"};
	return words[v];
}

#endif
