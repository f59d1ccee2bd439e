/* calls.c: owns the tools' side of judge_call: the options that name the runner and its limits,
 * the box set up once, and how a failed call is told to the user. A tool never links the
 * solution: a solution that hangs, crashes or overflows a buffer under the sanitizers is a
 * finding of the tool, within the limit of one call, as it would be a verdict of the judge. */
#include "calls.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *runner_path, *versus_path;
static volatile sig_atomic_t stop_signal;
static double budget_end, budget_s; /* CLOCK_MONOTONIC seconds; 0: no budget */
/* One call: the judge's case limit; the total is the whole tool run (the runner's CPU rlimit is
 * derived from it, and a tool makes many calls in one runner). */
static struct limits call_limits = {10000, 24L * 3600 * 1000, 256, 1024, 0, 0}; /* main.c's */
static const char *tool_name = "tool";

static long whole_number(const char *s, const char *what, long max)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || v <= 0 || v > max || end == s || (*end && *end != ',')) {
		fprintf(stderr, "%s: %s takes a whole number from 1 to %ld, not '%s'\n", tool_name,
			what, max, s);
		exit(2);
	}
	return v;
}

int calls_option(int argc, char **argv, int *i)
{
	if (*i + 1 >= argc)
		return 0;
	if (!strcmp(argv[*i], "--runner"))
		runner_path = argv[++*i];
	else if (!strcmp(argv[*i], "--versus"))
		versus_path = argv[++*i];
	else if (!strcmp(argv[*i], "--time-limit"))
		call_limits.case_ms = whole_number(argv[++*i], "TIME_LIMIT (ms a call)", 60000);
	else if (!strcmp(argv[*i], "--memory-limit"))
		call_limits.memory_mb = whole_number(argv[++*i], "MEMORY_LIMIT (MB)", 65536);
	else
		return 0;
	return 1;
}

void calls_start(const char *tool)
{
	char note[512];
	tool_name = tool;
	if (!runner_path) {
		fprintf(stderr, "%s: --runner EXE is required (make builds it: make %s)\n", tool, tool);
		exit(2);
	}
	judge_sandbox(&call_limits, 0, note, sizeof note);
	if (note[0])
		fprintf(stderr, "%s: %s\n", tool, note);
	judge_call_stops(&stop_signal);
}

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void calls_budget(double seconds)
{
	budget_s = seconds;
	budget_end = seconds > 0 ? now_s() + seconds : 0;
}

const char *calls_over(void)
{
	static char why[64];
	if (stop_signal) {
		snprintf(why, sizeof why, "stopped by %s", stop_signal == SIGINT ? "SIGINT (Ctrl-C)"
							   : stop_signal == SIGQUIT ? "SIGQUIT (Ctrl-\\)"
							   : stop_signal == SIGTERM ? "SIGTERM"
										    : "SIGHUP");
		return why;
	}
	if (budget_end && now_s() >= budget_end) {
		snprintf(why, sizeof why, "the time budget (TIME=%g) ran out", budget_s);
		return why;
	}
	return NULL;
}

int calls_have_versus(void)
{
	return versus_path != NULL;
}

/* One call on `runner`, its limit cut to what is left of the budget; a call the budget or a
 * signal cut short is V_SKIP, not a finding. */
static int answer_on(const char *runner, const char *board, const char *hand, int *answer,
		     double *us, const struct result **failed)
{
	static struct result r;
	struct limits lim = call_limits;
	long left_ms = budget_end ? (long)((budget_end - now_s()) * 1e3) : lim.case_ms;
	int cut = left_ms < lim.case_ms;
	if (cut) /* and the clock stops at the budget's end, whatever the CPU time */
		lim.case_ms = lim.wall_ms = left_ms > 1 ? left_ms : 1;
	if (calls_over()) {
		r = (struct result){.verdict = V_SKIP};
	} else {
		judge_call(runner, board, hand, &lim, &r);
		if (r.verdict == V_TLE && cut)
			r.verdict = V_SKIP;
		/* (the judge stops the runner when a signal comes: a call that fails then, even one
		 * whose process was still starting, is the signal's doing) */
		if (r.verdict != V_AC && stop_signal)
			r.verdict = V_SKIP;
	}
	if (r.verdict == V_SKIP)
		snprintf(r.detail, sizeof r.detail, "%s", calls_over() ? calls_over() : "stopped");
	if (us)
		*us = r.time_us;
	if (r.verdict == V_AC) {
		*answer = r.got;
		return 1;
	}
	*failed = &r;
	return 0;
}

int calls_answer_versus(const char *board, const char *hand, int *answer, double *us,
			const struct result **failed)
{
	return answer_on(versus_path, board, hand, answer, us, failed);
}

int calls_answer(const char *board, const char *hand, int *answer, double *us,
		 const struct result **failed)
{
	return answer_on(runner_path, board, hand, answer, us, failed);
}

void calls_print_finding(FILE *out, const char *board, const char *hand, const struct result *r)
{
	fprintf(out, "%s %s: ", board, hand);
	if (r->verdict == V_TLE)
		fprintf(out, "this input takes over %g s (the limit of one call, TIME_LIMIT=%ld): "
			"Time Limit Exceeded\n", call_limits.case_ms / 1e3, call_limits.case_ms);
	else
		fprintf(out, "%s\n", r->verdict == V_MLE   ? "Memory Limit Exceeded"
				     : r->verdict == V_OLE ? "Output Limit Exceeded"
							   : "Runtime Error");
	for (const char *s = r->detail; *s;) {
		size_t len = strcspn(s, "\n");
		fprintf(out, "  %.*s\n", (int)len, s);
		s += len + (s[len] == '\n');
	}
}

void calls_end(void)
{
	judge_call_end();
	judge_sandbox_end();
}
