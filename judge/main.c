/* main.c: the judge driver. Reads the case files named on the command line, judges a solution's
 * runner executable (built by runners/build_runner.sh; see run.c) on every case and prints the
 * report (see report.c). No solution is ever linked into this program.
 *
 * usage: judge --runner EXE [--json] [--stop] [--filter TEXT] [--time-limit MS[,TOTAL_MS]]
 *              [--memory-limit MB] [--output-limit KIB] [--build TEXT] [--quiet]
 *              [--solution NAME --how TEXT] [--compare LABEL FILE --kit-dir DIR] PATH...
 *        judge --run --runner EXE [options] FILE...: LeetCode's Run on testcase text (testcases.c)
 *        judge --compile-error LOG [--json] ...: prints the verdict Compile Error with LOG
 *        judge --sandbox [--without LAYER,...]: what confines a runner here (make sandbox)
 *        judge --escape: copies stdin to stdout made safe to print (the build's warnings),
 *        each line marked as the compiler's; judge --message: the same, unmarked (the build's
 *        own refusals: a missing toolchain, a file over 1 MB, no build box)
 *        judge --sweep: removes the cgroups left by judges that were killed (SIGKILL) before
 *        they could, as every judge's start does, judging nothing (make test's end)
 * --without LAYER,... takes layers of the sandbox away (user, pid, net, ipc, view, nobody,
 * cgroup, seccomp, pids), for the tests of each layer alone.
 * --quiet prints only the failing cases and the summary (make judge without VERBOSE=1);
 * --solution NAME --how TEXT names the judged file first ("Judging NAME (TEXT) on PATH: N cases");
 * --submit N: LeetCode's Submit, on N of the cases (draw_submit); --input-name TEXT: make run's
 * cases named TEXT (BOARD= HAND=) instead of the file they were written to;
 * --compare LABEL FILE: after an Accepted run, the kit's own solution FILE (LABEL says which, in
 * the judged file's language), built then in --kit-dir DIR, on the judged one's slowest cases,
 * for the runtime in context (compare.c); --compare-other LABEL FILE: one in another language,
 * shown for scale (no ratio).
 * Exit status 0 only when every case is AC and no case line is malformed. */
#include "cases.h"
#include "escape.h"
#include "jail.h"
#include "progress.h"
#include "judge_output.h"
#include "report.h"
#include "run.h"
#include "testcases.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The default limits, calibrated on the kit's planted solvers (docs/practice.md): a plain full
 * BFS with a visited set, which LeetCode accepts, took 0.8 to 1.2 s on the hardest cases under
 * the sanitizers here with the machine lightly loaded, and up to 4.5 s with five agents' test
 * runs sharing its two cores (the judge's clock is the wall clock); one without a visited set,
 * which LeetCode rejects, runs past 20 s on each of them. So 10 s a case. For all the cases,
 * 1 s each on average: the full BFS took 204 s for the 614 cases cases/ held then (693 now)
 * lightly loaded, and 300 s for 412 of them loaded; LeetCode's own total is for its ~60 cases,
 * not hundreds. */
enum { CASE_MS_DEFAULT = 10000, TOTAL_MS_A_CASE = 1000, TOTAL_MS_LEAST = 20000 };

static double now_us_judge(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static void usage(void)
{
	fprintf(stderr, "usage: judge --runner EXE [--json] [--stop] [--filter TEXT]\n"
			"             [--time-limit MS[,TOTAL_MS]] [--memory-limit MB] [--output-limit KIB] [--build TEXT]\n"
			"             [--without LAYER,...] [--quiet] [--solution NAME --how TEXT]\n"
			"             [--compare LABEL FILE] [--compare-other LABEL FILE] [--kit-dir DIR] PATH...\n"
			"       judge --sandbox | --escape | --sweep | --compile-error LOG\n");
	exit(2);
}

enum { BUILD_SHOWN_BYTES = 16384 }; /* of the build's output: the rest is counted, not shown */

/* Copies in (the build's output) to out as escape_text shows it, each line marked as the
 * compiler's ("  | ") when `marked`, so no line of it can pass for one of the judge's; at most
 * BUILD_SHOWN_BYTES of it, then how much was left out. */
static int copy_escaped(FILE *in, FILE *out, int marked)
{
	char line[4096], shown[6 * 4096 + 8]; /* a byte grows to \xHH, three to \uHHHH */
	size_t used = 0, left_out = 0;
	int start = 1;
	while (fgets(line, sizeof line, in)) {
		size_t n = strlen(line);
		if (used >= BUILD_SHOWN_BYTES) {
			left_out += n;
			continue;
		}
		used += n;
		escape_text(shown, sizeof shown, line, n);
		fprintf(out, "%s%s", start && marked ? "  | " : "", shown);
		start = n && line[n - 1] == '\n';
	}
	if (!start)
		fputc('\n', out);
	if (left_out)
		fprintf(out, "  | ... and %zu more bytes of the compiler's output, not shown\n",
			left_out);
	return 0;
}

/* Why a run is unverified (UNCONFINED=1 where a runner could read the cases), "" when it is
 * not: said after the verdict, at exit. */
static char unverified[1024];
static int unverified_json;

static void say_unverified(void)
{
	if (!unverified[0])
		return;
	fflush(stdout);
	if (unverified_json)
		printf("{\"unverified\":true}\n");
	else
		printf("Unverified: judged without confinement (UNCONFINED=1), the solution could "
		       "read the cases: this verdict proves nothing\n");
	fflush(stdout);
}

/* `make sandbox`: what confines a runner on this machine. */
static int print_sandbox(const char *note)
{
	unsigned have = judge_sandbox_layers();
	static const char *const what[] = {
		"user namespace (used when the judge is not root)",
		"PID namespace: nothing outside the box can be seen or signalled; the box dies whole",
		"network namespace: no network",
		"IPC and UTS namespaces",
		"mount namespace: a read-only view of the system's programs and libraries only",
		"no privilege: uid 65534 (when the judge is root) and no capabilities",
		"memory cgroup: pipes and kernel memory count against the limit",
	};
	for (unsigned i = 0; i < sizeof what / sizeof what[0]; i++)
		printf("%-4s %s\n", have & (1u << i) ? "on" : "off", what[i]);
	printf("%-4s seccomp: an allowlist of system calls, with their arguments filtered\n",
	       have & JAIL_SECCOMP ? "on" : "off");
	if (have & JAIL_PIDS)
		printf("on   pids cgroup: at most %d tasks (threads and processes) a box\n", BOX_TASKS);
	else
		printf("off  pids cgroup: RLIMIT_NPROC instead (%d tasks more than the box's user "
		       "has)\n", BOX_TASKS);
	printf("on   rlimits: no core file, CPU time, file size, %d descriptors%s\n", RUNNER_FILES,
	       have & JAIL_CGROUP ? "" : ", data size where the runtime allows (no memory cgroup)");
	if (note[0])
		printf("%s\n", note);
	char why[1024];
	if (judge_unconfined("/", NULL, 0, why, sizeof why))
		printf("judging is refused here (make judge UNCONFINED=1 judges, unverified): %s\n",
		       why);
	judge_sandbox_end();
	return 0;
}

/* 1 when a line of the build's output says why it failed (the first such line is shown first:
 * after a flood of warnings it would be out of sight). */
static int says_why(const char *line)
{
	return strstr(line, "error:") || strstr(line, "Error:") || strstr(line, "confine: ") ||
	       strstr(line, "error -") || !strncmp(line, "judge: ", 7);
}

static int compile_error(const struct report *rep, const char *log)
{
	static char message[BUILD_SHOWN_BYTES + 8192], why[4096];
	char line[4096];
	size_t used = 0, left_out = 0;
	int lines = 0, why_at = 0, start = 1;
	FILE *f = fopen(log, "r");
	while (f && fgets(line, sizeof line, f)) {
		size_t n = strlen(line);
		lines += start;
		if (!why[0] && start && says_why(line)) {
			snprintf(why, sizeof why, "%s", line);
			why_at = lines;
		}
		if (used + n + 8 >= BUILD_SHOWN_BYTES) {
			left_out += n;
		} else {
			/* JSON keeps the compiler's words as they are; text marks each line */
			used += (size_t)snprintf(message + used, sizeof message - used, "%s%s",
						 start && !rep->json ? "  | " : "", line);
		}
		start = n && line[n - 1] == '\n';
	}
	if (f)
		fclose(f);
	if (left_out)
		snprintf(message + used, sizeof message - used, "%s... and %zu more bytes of the "
			 "compiler's output, not shown\n", rep->json ? "" : "  | ", left_out);
	if (why[0] && why_at > 3 && !rep->json) { /* the reason first, then the whole output */
		static char both[sizeof message + sizeof why + 64];
		why[strcspn(why, "\n")] = '\0';
		snprintf(both, sizeof both, "  | %s\n  (the compiler's whole output:)\n%s", why,
			 message);
		report_compile_error(rep, both);
		judge_result_write("CE", -1, -1, -1, -1, "", 0);
		return 1;
	}
	report_compile_error(rep, message);
	judge_result_write("CE", -1, -1, -1, -1, "", 0);
	return 1;
}

/* A whole number from 1 to max, or exit naming the make variable and what it accepts. */
static long in_range(const char *s, const char *what, long max)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || v <= 0 || v > max || end == s || (*end && *end != ',')) {
		fprintf(stderr, "judge: %s takes a whole number from 1 to %ld, not '%s'\n", what, max,
			s);
		exit(2);
	}
	return v;
}

static int matches(const struct zcase *c, const char *filter)
{
	char text[400];
	snprintf(text, sizeof text, "%s:%d %s %s", c->file, c->line, c->board, c->hand);
	return strstr(text, filter) != NULL;
}

/* "Judging mine.c (C, gnu11 -O2, ASan + UBSan) on cases: 693 cases": the file judged, first;
 * n < 0 (a Compile Error: nothing was read or run) names the file and the paths only. */
static void name_judged(const char *solution, const char *how, char **paths, int npaths, int n)
{
	char shown[512];
	escape_text(shown, sizeof shown, solution, strlen(solution));
	printf("Judging %s%s%s%s on ", shown, how[0] ? " (" : "", how, how[0] ? ")" : "");
	for (int k = 0; k < npaths; k++) {
		escape_text(shown, sizeof shown, paths[k], strlen(paths[k]));
		printf("%s%s", k ? ", " : "", shown);
	}
	if (n >= 0)
		printf(": %d case%s", n, n == 1 ? "" : "s");
	putchar('\n');
	fflush(stdout);
}

/* Without TIME_LIMIT's total: TOTAL_MS_A_CASE for each case judged, at least TOTAL_MS_LEAST. */
static void default_total(struct limits *lim, long cases)
{
	if (!lim->total_ms)
		lim->total_ms = cases * TOTAL_MS_A_CASE > TOTAL_MS_LEAST ? cases * TOTAL_MS_A_CASE
									 : TOTAL_MS_LEAST;
}

/* The inputs met so far (board and hand), for draw_submit: a table of case indices, open
 * addressing over twice as many slots as cases. */
struct inputs_seen {
	const struct zcase *v;
	int *slot;
	size_t nslots;
};

static size_t input_hash(const struct zcase *c)
{
	size_t h = 5381;
	for (const char *p = c->board; *p; p++)
		h = h * 33 + (unsigned char)*p;
	h = h * 33 + ' ';
	for (const char *p = c->hand; *p; p++)
		h = h * 33 + (unsigned char)*p;
	return h;
}

/* Adds case k's input; returns 0 when it was met before (the table is never full). */
static int first_time(struct inputs_seen *t, int k)
{
	const struct zcase *c = &t->v[k];
	size_t i = input_hash(c) % t->nslots;
	for (; t->slot[i] >= 0; i = (i + 1) % t->nslots) {
		const struct zcase *o = &t->v[t->slot[i]];
		if (!strcmp(o->board, c->board) && !strcmp(o->hand, c->hand))
			return 0;
	}
	t->slot[i] = k;
	return 1;
}

/* make submit, LeetCode's Submit on a set of its size: `want` of the n cases, the same ones every
 * time, in their order, each input once (a set of 60 cases holds 60 inputs): every case of the
 * files that hold LeetCode's examples, its history and the known traps (what a LeetCode set is
 * built around), then cases spread evenly over the rest whose input is not already in (random,
 * long, worst and hard ones alike). Returns how many are kept at the front of v. */
static int draw_submit(struct zcase *v, int n, int want)
{
	static const char *const whole[] = {"examples.txt", "traps.txt", "traps-found.txt",
					    "leetcode-history.txt", "wrong-approaches.txt"};
	char *keep = calloc((size_t)n + 1, 1), *fresh = calloc((size_t)n + 1, 1);
	struct inputs_seen seen_inputs = {v, malloc((2 * (size_t)n + 1) * sizeof(int)),
					  2 * (size_t)n + 1};
	int kept = 0, rest = 0;
	if (!keep || !fresh || !seen_inputs.slot) {
		free(keep), free(fresh), free(seen_inputs.slot);
		return n;
	}
	for (size_t k = 0; k < seen_inputs.nslots; k++)
		seen_inputs.slot[k] = -1;
	for (int k = 0; k < n; k++) {
		const char *base = strrchr(v[k].file, '/');
		base = base ? base + 1 : v[k].file;
		for (size_t w = 0; w < sizeof whole / sizeof whole[0] && kept < want; w++)
			if (!strcmp(base, whole[w]) && !keep[k] && first_time(&seen_inputs, k))
				keep[k] = 1, kept++;
	}
	for (int k = 0; k < n; k++) /* the rest: cases whose input is not in yet, each once */
		if (!keep[k] && first_time(&seen_inputs, k))
			fresh[k] = 1, rest++;
	int more = want - kept, seen = 0; /* case j of the rest is drawn when j * more / rest steps */
	for (int k = 0; k < n && more > 0; k++) {
		if (!fresh[k])
			continue;
		if ((long)(seen + 1) * more / rest != (long)seen * more / rest)
			keep[k] = 1;
		seen++;
	}
	int m = 0;
	for (int k = 0; k < n; k++)
		if (keep[k])
			v[m++] = v[k];
	free(keep);
	free(fresh);
	free(seen_inputs.slot);
	return m;
}

/* The first of the n cases of v with case c's input: the one a label names, so that the same
 * input is named by the same file and line whichever of its copies ran slowest. */
static const struct zcase *first_with_input(const struct zcase *v, int n, const struct zcase *c)
{
	for (int k = 0; c && k < n; k++)
		if (!strcmp(v[k].board, c->board) && !strcmp(v[k].hand, c->hand))
			return &v[k];
	return c;
}

/* The widest "file:line" of the cases, so that rows line up. */
static int where_width(const struct zcase *v, int n)
{
	int w = 0;
	for (int k = 0; k < n; k++) {
		int len = snprintf(NULL, 0, "%s:%d", v[k].file, v[k].line);
		if (len > w)
			w = len;
	}
	return w;
}

/* Each case's line (report_case), and the progress line under them on a terminal: the cases
 * done of all, the time, the time left at the rate so far (progress.c: never in a pipe). */
static void report_with_progress(const struct zcase *c, const struct result *r, void *arg)
{
	static int done;
	progress_clear();
	report_case(c, r, arg);
	progress_at(++done);
}

/* The verdict of the last case reported (an on_result callback). */
static void last_verdict(const struct zcase *c, const struct result *r, void *arg)
{
	(void)c;
	if (r->verdict != V_SKIP)
		*(enum verdict *)arg = r->verdict;
}

enum {
	SEQUENCE_MS_MAX = 60000, /* the cases before a failure are judged again up to this */
	SEQUENCE_AFTER = 4       /* and this many after it: memory kept grows by steps, and a
				  * step may pass the limit a case later or sooner */
};

/* The first failure (case `at` of v's n) ran out of time or memory, yet passes alone: judges
 * the cases before it, it and a few after it again, in a fresh process, stopping at a failure.
 * 1 when they pass (the first run met a busy machine), -1 when one fails (the calls before it
 * are the cause: state or memory kept), 0 when the cases before it would take too long to run
 * again. */
static int judge_in_sequence(const char *runner, const struct zcase *v, int at, int n,
			     const struct report *rep, const struct limits *lim)
{
	double before_us = 0;
	for (int k = 0; k < at; k++)
		before_us += rep->times[k];
	if (before_us > SEQUENCE_MS_MAX * 1e3)
		return 0;
	struct limits again = *lim;
	again.stop_at_failure = 1;
	again.total_ms = 3600000;
	enum verdict last = V_SKIP;
	judge_cases(runner, v, at + 1 + SEQUENCE_AFTER < n ? at + 1 + SEQUENCE_AFTER : n, &again,
		    last_verdict, &last);
	return last == V_AC ? 1 : -1;
}

/* What the runner's build is, as build_runner.sh wrote it beside the runner (RUNNER.build, for
 * a language other than C), for the first line and the summary; NULL when there is none. */
static const char *runner_build(const char *runner)
{
	static char text[160];
	char path[4096];
	snprintf(path, sizeof path, "%s.build", runner);
	FILE *f = fopen(path, "re");
	if (!f)
		return NULL;
	char *got = fgets(text, sizeof text, f);
	fclose(f);
	if (!got || text[0] == '\n')
		return NULL;
	text[strcspn(text, "\n")] = '\0';
	return text;
}

enum { SLOW_TAGGED_AFTER_STOP = 2, /* cases of a slow approach judged after a stop, within
				     * one case's limit on the clock for them all (at least the
				     * least below) */
       TAGGED_MS_LEAST = 5000 };

/* STOP=1 stopped at the first failure: judges the tagged cases after it, counting them for the
 * known approaches only (report_tagged prints nothing), so the summary names the approach the
 * failure matches, as a full run would. After a wrong answer, those of a wrong-answer approach,
 * within a total of their own, a quarter of one case's limit (at least TAGGED_MS_LEAST): naming
 * approaches is quick, or it stops. After a TLE or MLE, the first few cases of a slow approach
 * alone (a search with no visited set runs out of time or memory on them as on the first
 * failure; the others' slowness would only blur that): after an MLE those on which it runs
 * out of memory (tagged "=memory"), after a TLE the others, within one case's limit on the
 * clock for them all (at least TAGGED_MS_LEAST), so that the approach can be named by them: a case the
 * total cuts is no evidence. */
static void judge_tagged_rest(const char *runner, const struct zcase *rest, int n,
			      const struct limits *lim, struct report *rep)
{
	enum verdict v = rep->first_failure_result.verdict;
	int slow_left = v == V_TLE || v == V_MLE ? SLOW_TAGGED_AFTER_STOP : 0, m = 0, quick;
	unsigned slow = 0;
	for (int i = 0; i < APPROACHES; i++)
		slow |= (unsigned)known_approaches[i].slow << i;
	struct zcase *keep = malloc((size_t)(n > 0 ? n : 1) * sizeof *keep);
	if (!keep)
		return;
	for (int k = 0; k < n && !slow_left; k++) /* after a wrong answer: a wrong-answer approach's */
		if (rest[k].approaches & ~slow)
			keep[m++] = rest[k];
	quick = m;
	for (int k = 0; k < n; k++) /* after an MLE, those tagged "=memory"; after a TLE, not */
		if (rest[k].approaches && !(rest[k].approaches & ~slow) &&
		    (rest[k].approach_memory != 0) == (v == V_MLE) && slow_left-- > 0)
			keep[m++] = rest[k];
	struct limits go_on = *lim;
	go_on.stop_at_failure = 0;
	go_on.total_ms = lim->case_ms / 4 > TAGGED_MS_LEAST ? lim->case_ms / 4 : TAGGED_MS_LEAST;
	int judged = rep->approach_judged;
	if (quick)
		judge_cases(runner, keep, quick, &go_on, report_tagged, rep);
	go_on.total_ms = lim->case_ms > TAGGED_MS_LEAST ? lim->case_ms : TAGGED_MS_LEAST;
	/* After a TLE, each of them is evidence only as a TLE, which takes a case's limit of CPU:
	 * within a total no longer than that, the total cuts the first before it counts (at the
	 * default limit, 10 s of nothing), so they are not run. */
	if (v == V_TLE && go_on.total_ms <= lim->case_ms)
		m = quick;
	if (m > quick)
		judge_cases(runner, keep + quick, m - quick, &go_on, report_tagged, rep);
	rep->tagged_after = rep->approach_judged - judged;
	rep->tagged_tried = m;
	free(keep);
}

/* The summary's verdict for make's history, as data the judge writes itself (judge_output.c). */
static void hand_result(const struct report *rep, int n, long peak_kib, int problems)
{
	const struct zcase *f = rep->first_failure;
	char where[WHERE_MAX_BYTES] = "";
	if (f)
		snprintf(where, sizeof where, "%s:%d", f->file, f->line);
	judge_result_write(f ? verdict_word(rep->first_failure_result.verdict) : problems ? "BI" : "AC",
			   rep->passed, n, rep->total_us / 1e3, (double)peak_kib / 1024, where,
			   unverified[0] != '\0');
}

/* Whether the first failure can name a known approach, so that naming them is worth the time
 * of the tagged cases after a stop: a wrong answer (by its answers) or a run out of time or
 * memory (a search with no visited set), and one that fails alone too (one that passes alone
 * is the calls before it: the summary says so, and names nothing). A crash, an output limit
 * or a runner that never answered names nothing, and spends nothing on it. */
static int names_by_failure(const struct report *rep)
{
	enum verdict v = rep->first_failure_result.verdict;
	return rep->first_failure && (v == V_WA || v == V_TLE || v == V_MLE) && rep->alone <= 0;
}

int main(int argc, char **argv)
{
	struct limits lim = {CASE_MS_DEFAULT, 0, 256, 1024, 0, 0}; /* total 0: from the cases judged */
	struct report rep = {0};
	const char *filter = NULL, *build = "plain build", *runner = NULL, *compile_log = NULL;
	const char *solution = NULL, *how = "", *input_name = NULL;
	const char *kit_dir = NULL;
	long submit = 0;
	int i = 1, run = 0, show_sandbox = 0, unconfined = 0;
	long without = 0;
	judge_result_take(); /* before any child is started: none inherits where it is */
	for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--")) { /* the paths follow, whatever they begin with */
			i++;
			break;
		}
		if (!strcmp(a, "--json"))
			rep.json = 1;
		else if (!strcmp(a, "--run"))
			run = 1;
		else if (!strcmp(a, "--quiet"))
			rep.quiet = 1;
		else if (!strcmp(a, "--solution") && i + 1 < argc)
			solution = argv[++i];
		else if (!strcmp(a, "--how") && i + 1 < argc)
			how = argv[++i];
		else if ((!strcmp(a, "--compare") || !strcmp(a, "--compare-other")) && i + 2 < argc) {
			compare_add(&rep.compare, argv[i + 1], argv[i + 2], !strcmp(a, "--compare"));
			i += 2;
		} else if (!strcmp(a, "--kit-dir") && i + 1 < argc)
			kit_dir = argv[++i];
		else if (!strcmp(a, "--input-name") && i + 1 < argc)
			input_name = argv[++i];
		else if (!strcmp(a, "--submit") && i + 1 < argc) {
			submit = in_range(argv[++i], "SUBMIT_CASES", CASES_MAX);
			lim.stop_at_failure = 1; /* LeetCode's Submit stops at the first failure */
		}
		else if (!strcmp(a, "--stop"))
			lim.stop_at_failure = 1;
		else if (!strcmp(a, "--filter") && i + 1 < argc)
			filter = argv[++i];
		else if (!strcmp(a, "--runner") && i + 1 < argc)
			runner = argv[++i];
		else if (!strcmp(a, "--compile-error") && i + 1 < argc)
			compile_log = argv[++i];
		else if (!strcmp(a, "--escape")) /* the build's warnings, made safe to print */
			return copy_escaped(stdin, stdout, 1);
		else if (!strcmp(a, "--message")) /* the build's own refusal: escaped, not marked */
			return copy_escaped(stdin, stdout, 0);
		else if (!strcmp(a, "--sandbox"))
			show_sandbox = 1;
		else if (!strcmp(a, "--sweep")) { /* the cgroups of killed judges, judging nothing */
			jail_cgroup_sweep();
			return 0;
		}
		else if (!strcmp(a, "--unconfined")) /* UNCONFINED=1: judge, marked unverified */
			unconfined = 1;
		else if (!strcmp(a, "--without") && i + 1 < argc) {
			if ((without = jail_layers_named(argv[++i])) < 0) {
				fprintf(stderr, "judge: --without takes layer names from: user, pid, "
						"net, ipc, view, nobody, cgroup, seccomp, pids\n");
				exit(2);
			}
		} else if (!strcmp(a, "--build") && i + 1 < argc)
			build = argv[++i];
		else if (!strcmp(a, "--output-limit") && i + 1 < argc)
			lim.output_kib = in_range(argv[++i], "OUTPUT_LIMIT (KiB)", 1L << 20);
		else if (!strcmp(a, "--memory-limit") && i + 1 < argc)
			lim.memory_mb = in_range(argv[++i], "MEMORY_LIMIT (MB)", 65536);
		else if (!strcmp(a, "--time-limit") && i + 1 < argc) {
			const char *t = argv[++i], *comma = strchr(t, ',');
			lim.case_ms = in_range(t, "TIME_LIMIT (ms a case)", 60000);
			lim.total_ms = comma ? in_range(comma + 1, "TIME_LIMIT's total (ms)", 3600000)
					     : 10 * lim.case_ms;
		} else
			usage();
	}
	const char *built = runner ? runner_build(runner) : NULL;
	if (built)
		build = how = built;
	if (compile_log) { /* the build failed: that is the verdict, and nothing is run */
		char *named = (char *)input_name;
		if (solution && !rep.json) /* the build words: the language alone (--how) */
			name_judged(solution, how, input_name ? &named : argv + i,
				    input_name ? 1 : argc - i, -1);
		return compile_error(&rep, compile_log);
	}
	if (!show_sandbox && (i == argc || !runner))
		usage(); /* before the sandbox's cgroups are made: an exit here leaves none */
	char note[512];
	judge_sandbox(&lim, (unsigned)without, note, sizeof note);
	if (show_sandbox)
		return print_sandbox(note);
	if (note[0])
		fprintf(stderr, "judge: %s\n", note);
	if (i == argc || !runner)
		usage();
	/* The runner's descriptors 0..4 are dup2'd from ours: make sure 0..2 are taken. */
	while (fcntl(STDIN_FILENO, F_GETFD) < 0 || fcntl(STDOUT_FILENO, F_GETFD) < 0 ||
	       fcntl(STDERR_FILENO, F_GETFD) < 0)
		if (open("/dev/null", O_RDWR) < 0)
			return 2;
	/* ZUMA_TTY: make's history keeps a copy of the output through tee, on a terminal */
	rep.colour = !rep.json && (isatty(STDOUT_FILENO) || getenv("ZUMA_TTY")) &&
		     !getenv("NO_COLOR");
	/* No Accepted without confinement: where the runner could read the cases, refuse, or with
	 * UNCONFINED=1 judge and say every verdict is unverified. */
	if (judge_unconfined(runner, argv + i, argc - i, unverified, sizeof unverified)) {
		if (!unconfined) {
			fprintf(stderr, "judge: refusing to judge: %s. To judge anyway, unverified: "
				"%s UNCONFINED=1\n", unverified, jail_command_typed());
			judge_sandbox_end();
			return 2;
		}
		fprintf(stderr, "judge: UNCONFINED=1: judging without confinement, every verdict "
			"unverified: %s\n", unverified);
		atexit(say_unverified);
		unverified_json = rep.json;
	} else {
		unverified[0] = '\0';
	}

	struct case_list list = {0};
	struct invalid_list invalid = {0};
	int problems = 0;
	char **paths = argv + i;
	int npaths = argc - i;
	for (; i < argc; i++)
		problems += run ? read_testcases(argv[i], &list, &invalid, stderr)
				: read_cases(argv[i], &list, stderr);
	if (run) { /* LeetCode's Run button: expected answers from the reference, one block a case */
		rep.invalid = &invalid;
		rep.input_name = input_name;
		default_total(&lim, list.n);
		if (problems) { /* text that is not a board or a hand, said above: nothing runs */
			fprintf(stderr, "judge: nothing run (see above)\n");
			judge_sandbox_end();
			return 2;
		}
		if (solution && !rep.json) { /* BOARD= HAND= stand for the file they were written to */
			char *named = (char *)input_name;
			name_judged(solution, how, input_name ? &named : paths,
				    input_name ? 1 : npaths, list.n);
		}
		if (list.n + invalid.n == 0) {
			fprintf(stderr, "judge: no testcase to run\n");
			judge_sandbox_end();
			return 2;
		}
		judge_cases(runner, list.v, list.n, &lim, report_run_case, &rep);
		report_run_summary(&rep, list.n);
		int ok = rep.passed == list.n && invalid.n == 0 && problems == 0;
		judge_sandbox_end();
		free(invalid.v);
		free_cases(&list);
		return ok ? 0 : 1;
	}
	int n = 0;
	for (int k = 0; k < list.n; k++)
		if (!filter || matches(&list.v[k], filter))
			list.v[n++] = list.v[k];
	if (submit)
		n = draw_submit(list.v, n, (int)submit);
	default_total(&lim, n);
	if (solution && !rep.json)
		name_judged(solution, how, paths, npaths, n);
	rep.where_width = where_width(list.v, n);
	rep.times = calloc((size_t)n + 1, sizeof *rep.times);
	if (n == 0) { /* nothing judged is never Accepted */
		fprintf(stderr, "judge: no case to judge%s\n",
			filter ? " (the filter matched none)" : problems ? " (see above)" : "");
		judge_sandbox_end();
		free_cases(&list);
		return 2;
	}
	double t0 = now_us_judge();
	if (!rep.json)
		progress_start("judging", n, "cases");
	long peak = judge_cases(runner, list.v, n, &lim, report_with_progress, &rep);
	progress_clear();
	rep.wall_judge_us = now_us_judge() - t0;
	rep.slowest = first_with_input(list.v, n, rep.slowest);
	if (rep.judged < n)
		rep.stopped_by = rep.out_of_total ? "the total time limit ran out"
				 : submit	   ? "Submit stops at the first failure, as LeetCode's does"
						   : "STOP=1 stops at the first failure";
	/* The verdict first: what follows (the failure again, naming approaches, the speed
	 * comparison) is optional, and the user may stop reading there. */
	report_summary(&rep, n, &lim, peak, problems, build, SUMMARY_VERDICT);
	/* "Works on Run, fails on Submit": does the first failure need the calls before it? Asked
	 * of a WA, RE or MLE, and of a TLE, given a quarter of its limit alone (state is blamed
	 * only on a case far below its limit alone, and a slow case costs no more than that); a
	 * TLE or MLE that passes alone is judged again after the cases before it, so that a busy
	 * machine is not taken for state kept across calls. Not of a TLE where the total ran out:
	 * that case did not pass its own limit. */
	const struct result *first = &rep.first_failure_result;
	struct limits alone = lim;
	if (first->verdict == V_TLE)
		alone.case_ms = lim.case_ms / 4 > 0 ? lim.case_ms / 4 : 1;
	t0 = now_us_judge();
	if (rep.first_failure && (first->verdict == V_WA || first->verdict == V_RE ||
				  first->verdict == V_MLE ||
				  (first->verdict == V_TLE && !first->out_of_total)))
		rep.alone = judge_alone(runner, rep.first_failure, &alone, &rep.alone_us) == V_AC
				    ? 1
				    : -1;
	if (rep.alone > 0 && (first->verdict == V_TLE || first->verdict == V_MLE))
		rep.sequence = judge_in_sequence(runner, list.v, (int)(rep.first_failure - list.v),
						 n, &rep, &lim);
	rep.wall_again_us = now_us_judge() - t0;
	t0 = now_us_judge();
	if (lim.stop_at_failure && names_by_failure(&rep)) {
		progress_show("naming the known approaches your answers match...");
		judge_tagged_rest(runner, list.v + rep.judged, n - rep.judged, &lim, &rep);
	}
	rep.wall_tagged_us = now_us_judge() - t0;
	t0 = now_us_judge();
	if (rep.compare.nkits && kit_dir && !rep.first_failure && !rep.json && rep.judged == n) {
		progress_show("timing the kit's solutions beside yours (COMPARE=0 leaves this out)...");
		compare_speed(&rep.compare, runner, kit_dir, list.v, rep.times, n, &lim);
		rep.compared = 1;
	}
	rep.wall_compare_us = now_us_judge() - t0;
	progress_clear();
	judge_sandbox_end();
	report_summary(&rep, n, &lim, peak, problems, build, SUMMARY_DETAILS);
	hand_result(&rep, n, peak, problems);
	free(rep.times);
	int ok = rep.passed == n && problems == 0;
	free_cases(&list);
	return ok ? 0 : 1;
}
