/* compare.c: owns speed in context, the optional part after an Accepted verdict. The kit's own
 * solutions are built here, after the verdict has been printed, never before it (a first C++
 * or Java build takes seconds, and a Wrong Answer needs none); their runners are cached by the
 * key build_runner.sh gives them, so a second submit builds nothing. Timing is bounded by
 * COMPARE_WALL_MS on the clock, and a ratio is claimed only when every run of each side agrees
 * on which is faster by more than the noise of one machine: the same file timed twice on a
 * loaded machine differs by up to 1.5x in one run, and a single run's ratio flipped from
 * "1.7x slower" to "2.1x faster" between two submits. */
#include "compare.h"

#include "escape.h"
#include "run.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum {
	COMPARE_WALL_MS = 2000, /* timing, on the clock (the builds apart) */
	COMPARE_CASES_MS = 150  /* the cases compared took at most this in the verdict run */
};

/* Two runs of one file on a shared machine differ by this factor or less (their fastest of a
 * few rounds, measured here): within it, no ratio is claimed. */
#define SAME_SPEED 1.1

static double now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

void compare_add(struct comparison *cmp, const char *label, const char *source, int same)
{
	if (cmp->nkits < KITS_MAX)
		cmp->kits[cmp->nkits++] = (struct side){.label = label, .source = source, .same = same};
}

/* Builds the kit's file `source` as the Makefile's runner_of does (build_runner.sh, with the
 * compiler and flags make exported as ZUMA_*), its words discarded; the runner's path in exe.
 * 0 when built. */
static int build_kit(const char *source, const char *dir, char *exe, size_t size)
{
	int out[2];
	if (pipe(out))
		return -1;
	pid_t pid = fork();
	if (pid < 0) {
		close(out[0]);
		close(out[1]);
		return -1;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);
		dup2(out[1], STDOUT_FILENO);
		if (null >= 0) {
			dup2(null, STDIN_FILENO);
			dup2(null, STDERR_FILENO);
		}
		static const char *const from[][2] = {
			{"ZUMA_CC", "CC"}, {"ZUMA_LEETCODE_CFLAGS", "CFLAGS"}, {"ZUMA_SANFLAGS", "SANFLAGS"}};
		for (size_t i = 0; i < sizeof from / sizeof from[0]; i++) {
			const char *v = getenv(from[i][0]);
			if (v)
				setenv(from[i][1], v, 1);
		}
		execl("/bin/sh", "sh", "judge/runners/build_runner.sh", source, dir, (char *)NULL);
		_exit(127);
	}
	close(out[1]);
	size_t used = 0;
	ssize_t got;
	while (used + 1 < size && (got = read(out[0], exe + used, size - 1 - used)) > 0)
		used += (size_t)got;
	exe[used] = '\0';
	close(out[0]);
	int status = 0;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	exe[strcspn(exe, "\n")] = '\0';
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 && exe[0] ? 0 : -1;
}

/* One run of a side: the sum of its times, or what failed. */
struct run_of {
	struct side *side;
	double sum;
	int reported;
};

static void add_time(const struct zcase *c, const struct result *r, void *arg)
{
	struct run_of *run = arg;
	run->reported++;
	if (r->verdict == V_AC) {
		run->sum += r->time_us;
		return;
	}
	if (r->out_of_total) {
		run->side->over_budget = 1;
		return;
	}
	if (run->side->failed[0])
		return;
	char what[160];
	if (r->verdict == V_WA)
		snprintf(what, sizeof what, "answered %d, expected %d", r->got, c->expected);
	else
		escape_text(what, sizeof what, r->detail[0] ? r->detail : verdict_word(r->verdict),
			    strcspn(r->detail[0] ? r->detail : verdict_word(r->verdict), "\n"));
	snprintf(run->side->failed, sizeof run->side->failed, "%s on %s:%d (%s, %s): %s",
		 verdict_word(r->verdict), c->file, c->line, c->board, c->hand, what);
}

/* Times one run of a side on the cases, within what is left of the budget; 1 when it ran to
 * the end and answered every case. */
static int time_run(struct side *s, const char *exe, const struct zcase *few, int n,
		    const struct limits *lim, double left_us)
{
	struct limits l = *lim;
	l.stop_at_failure = 0;
	l.total_ms = left_us > 1e3 ? (long)(left_us / 1e3) : 1;
	struct run_of run = {s, 0, 0};
	judge_cases(exe, few, n, &l, add_time, &run);
	if (run.reported < n && !s->failed[0])
		s->over_budget = 1;
	if (s->failed[0] || s->over_budget)
		return 0;
	s->us[s->runs++] = run.sum;
	return 1;
}

static double fastest(const struct side *s)
{
	double m = s->us[0];
	for (int i = 1; i < s->runs; i++)
		m = s->us[i] < m ? s->us[i] : m;
	return m;
}

static double slowest(const struct side *s)
{
	double m = s->us[0];
	for (int i = 1; i < s->runs; i++)
		m = s->us[i] > m ? s->us[i] : m;
	return m;
}

/* Which way every run agrees: 1 yours slower, -1 yours faster, 0 no agreement beyond the noise
 * (or fewer than two runs of a side). */
static int agreement(const struct side *yours, const struct side *kit)
{
	if (yours->runs < 2 || kit->runs < 2)
		return 0;
	if (fastest(yours) > SAME_SPEED * slowest(kit))
		return 1;
	if (SAME_SPEED * slowest(yours) < fastest(kit))
		return -1;
	return 0;
}

/* The judged solution's slowest cases whose times in the verdict run sum to at most
 * COMPARE_CASES_MS (each side then fits several runs in the budget); when even the fastest of
 * its cases is slower, that one alone. */
static void pick_cases(struct comparison *cmp, const struct zcase *v, const double *times, int n)
{
	char *taken = calloc((size_t)n + 1, 1);
	double sum = 0;
	int fastest_k = 0;
	for (int k = 1; k < n; k++)
		if (times[k] < times[fastest_k])
			fastest_k = k;
	while (taken && cmp->ncases < COMPARE_CASES) {
		int best = -1;
		for (int k = 0; k < n; k++)
			if (!taken[k] && sum + times[k] <= COMPARE_CASES_MS * 1e3 &&
			    (best < 0 || times[k] > times[best]))
				best = k;
		if (best < 0)
			break;
		taken[best] = 1;
		sum += times[best];
		cmp->cases[cmp->ncases++] = &v[best];
	}
	if (cmp->ncases == 0 && n > 0)
		cmp->cases[cmp->ncases++] = &v[fastest_k];
	free(taken);
}

/* Times each side on cmp's cases (the kits' runners in exe), in runs that alternate: a load
 * that comes and goes then favours no side. Stops when the next run would not fit the budget,
 * or once every kit in the judged file's language agrees with yours beyond the noise. */
static void time_sides(struct comparison *cmp, const char *runner, char exe[][4096],
		       const struct zcase *v, const double *times, const struct limits *lim)
{
	struct zcase few[COMPARE_CASES];
	struct side *yours = &cmp->yours;
	yours->label = "yours";
	yours->same = 1;
	yours->us[0] = 0; /* the verdict run's own times: yours' first run, for free */
	for (int k = 0; k < cmp->ncases; k++) {
		few[k] = *cmp->cases[k];
		yours->us[0] += times[cmp->cases[k] - v];
	}
	yours->runs = 1;
	double t0 = now_us(), budget = COMPARE_WALL_MS * 1e3;
	for (int run = 0; run < COMPARE_RUNS; run++) {
		for (int i = 0; i < cmp->nkits; i++) {
			struct side *k = &cmp->kits[i];
			if (!k->failed[0] && !k->over_budget)
				time_run(k, exe[i], few, cmp->ncases, lim, budget - (now_us() - t0));
		}
		if (run > 0 && !yours->failed[0] && !yours->over_budget)
			time_run(yours, runner, few, cmp->ncases, lim, budget - (now_us() - t0));
		double spent = now_us() - t0;
		if (yours->failed[0] || spent * (run + 2) / (run + 1) > budget)
			break;
		int settled = run >= 1;
		for (int i = 0; i < cmp->nkits; i++)
			settled &= cmp->kits[i].failed[0] || cmp->kits[i].over_budget ||
				   !cmp->kits[i].same || agreement(yours, &cmp->kits[i]) != 0;
		if (settled)
			break;
	}
	cmp->measure_us = now_us() - t0;
}

void compare_speed(struct comparison *cmp, const char *runner, const char *kit_dir,
		   const struct zcase *v, const double *times, int n, const struct limits *lim)
{
	static char exe[KITS_MAX][4096];
	double t0 = now_us();
	for (int i = 0; i < cmp->nkits; i++)
		if (build_kit(cmp->kits[i].source, kit_dir, exe[i], sizeof exe[i]))
			snprintf(cmp->kits[i].failed, sizeof cmp->kits[i].failed,
				 "not built (make runner SOLUTION=%s says why)", cmp->kits[i].source);
	cmp->build_us = now_us() - t0;
	pick_cases(cmp, v, times, n);
	time_sides(cmp, runner, exe, v, times, lim);
}

void print_comparison(const struct comparison *cmp)
{
	const struct side *yours = &cmp->yours;
	if (yours->failed[0]) {
		printf("Speed: not compared: run again on its own, yours failed: %s\n", yours->failed);
		return;
	}
	printf("Speed on %d of your slowest cases (same box, this run; the fastest of each side's "
	       "runs): yours %.3f ms (%d run%s)\n", cmp->ncases, fastest(yours) / 1e3, yours->runs,
	       yours->runs == 1 ? "" : "s");
	for (int i = 0; i < cmp->nkits; i++) {
		const struct side *k = &cmp->kits[i];
		if (k->failed[0]) {
			printf("  %s: %s\n", k->label, k->failed);
			continue;
		}
		if (k->runs == 0) {
			printf("  %s: not timed: a run did not fit the comparison's %d ms\n", k->label,
			       COMPARE_WALL_MS);
			continue;
		}
		printf("  %s: %.3f ms", k->label, fastest(k) / 1e3);
		double ratio = fastest(yours) / fastest(k);
		int way = agreement(yours, k);
		if (!k->same)
			printf(" (%d run%s)\n", k->runs, k->runs == 1 ? "" : "s");
		else if (way != 0)
			printf(" (yours is %.1fx %s; %d and %d runs, every run agrees)\n",
			       ratio >= 1 ? ratio : 1 / ratio, way > 0 ? "slower" : "faster",
			       yours->runs, k->runs);
		else if (yours->runs < 2 || k->runs < 2)
			printf(" (no ratio: %d and %d runs fit the comparison's %d ms; a ratio needs "
			       "two of each that agree)\n", yours->runs, k->runs, COMPARE_WALL_MS);
		else
			printf(" (within the noise: %d and %d runs do not agree on a difference beyond "
			       "%.0f%%)\n", yours->runs, k->runs, (SAME_SPEED - 1) * 100);
	}
}
