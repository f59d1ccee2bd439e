/* main.c: the judge driver. Reads the case files named on the command line, judges a solution's
 * runner executable (built by judge/build_runner.sh; see run.c) on every case and prints the
 * report (see report.c). No solution is ever linked into this program.
 *
 * usage: judge --runner EXE [--json] [--stop] [--filter TEXT] [--time-limit MS[,TOTAL_MS]]
 *              [--memory-limit MB] [--output-limit KIB] [--build TEXT] PATH...
 *        judge --run --runner EXE [options] FILE...: LeetCode's Run on testcase text (testcases.c)
 *        judge --compile-error LOG [--json] ...: prints the verdict Compile Error with LOG
 *        judge --sandbox [--without LAYER,...]: what confines a runner here (make sandbox)
 *        judge --escape: copies stdin to stdout made safe to print (the build's warnings)
 * --without LAYER,... takes layers of the sandbox away (user, pid, net, ipc, view, nobody,
 * cgroup, seccomp), for the tests of each layer alone.
 * Exit status 0 only when every case is AC and no case line is malformed. */
#include "cases.h"
#include "escape.h"
#include "jail.h"
#include "report.h"
#include "run.h"
#include "testcases.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void usage(void)
{
	fprintf(stderr, "usage: judge --runner EXE [--json] [--stop] [--filter TEXT]\n"
			"             [--time-limit MS[,TOTAL_MS]] [--memory-limit MB] [--output-limit KIB] [--build TEXT]\n"
			"             [--without LAYER,...] PATH...\n"
			"       judge --sandbox | --escape | --compile-error LOG\n");
	exit(2);
}

/* Copies in to out as escape_text shows it (a line at a time). */
static int copy_escaped(FILE *in, FILE *out)
{
	char line[4096], shown[6 * 4096 + 8]; /* a byte grows to \xHH, three to \uHHHH */
	while (fgets(line, sizeof line, in)) {
		escape_text(shown, sizeof shown, line, strlen(line));
		fputs(shown, out);
	}
	return 0;
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
	printf("on   rlimits: no core file, CPU time, file size, %d descriptors\n", RUNNER_FILES);
	if (note[0])
		printf("%s\n", note);
	judge_sandbox_end();
	return 0;
}

static int compile_error(const struct report *rep, const char *log)
{
	static char message[16384];
	FILE *f = fopen(log, "r");
	size_t n = f ? fread(message, 1, sizeof message - 1, f) : 0;
	message[n] = '\0';
	if (f)
		fclose(f);
	report_compile_error(rep, message);
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

enum { SLOW_TAGGED_AFTER_STOP = 4 }; /* cases of a slow approach judged after a stop: each may
				     * take the whole time limit */

/* STOP=1 stopped at the first failure: judges the tagged cases after it, counting them for the
 * known approaches only (report_tagged prints nothing), so the summary names every approach the
 * failures match, as a full run would. A case tagged with a slow approach is judged only after
 * a TLE or MLE, and only the first few such (each may take the whole time limit). The run has a
 * total limit of its own. */
static void judge_tagged_rest(const char *runner, const struct zcase *rest, int n,
			      const struct limits *lim, struct report *rep)
{
	enum verdict v = rep->first_failure_result.verdict;
	int slow_left = v == V_TLE || v == V_MLE ? SLOW_TAGGED_AFTER_STOP : 0, m = 0;
	unsigned slow = 0;
	for (int i = 0; i < APPROACHES; i++)
		slow |= (unsigned)known_approaches[i].slow << i;
	struct zcase *keep = malloc((size_t)(n > 0 ? n : 1) * sizeof *keep);
	if (!keep)
		return;
	for (int k = 0; k < n; k++) {
		if (!rest[k].approaches || (rest[k].approaches & slow && slow_left-- <= 0))
			continue;
		keep[m++] = rest[k];
	}
	struct limits go_on = *lim;
	go_on.stop_at_failure = 0;
	if (m)
		judge_cases(runner, keep, m, &go_on, report_tagged, rep);
	free(keep);
}

int main(int argc, char **argv)
{
	struct limits lim = {1000, 10000, 256, 1024, 0};
	struct report rep = {0};
	const char *filter = NULL, *build = "plain build", *runner = NULL, *compile_log = NULL;
	int i = 1, run = 0, show_sandbox = 0;
	long without = 0;
	for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--json"))
			rep.json = 1;
		else if (!strcmp(a, "--run"))
			run = 1;
		else if (!strcmp(a, "--stop"))
			lim.stop_at_failure = 1;
		else if (!strcmp(a, "--filter") && i + 1 < argc)
			filter = argv[++i];
		else if (!strcmp(a, "--runner") && i + 1 < argc)
			runner = argv[++i];
		else if (!strcmp(a, "--compile-error") && i + 1 < argc)
			compile_log = argv[++i];
		else if (!strcmp(a, "--escape")) /* the build's warnings, made safe to print */
			return copy_escaped(stdin, stdout);
		else if (!strcmp(a, "--sandbox"))
			show_sandbox = 1;
		else if (!strcmp(a, "--without") && i + 1 < argc) {
			if ((without = jail_layers_named(argv[++i])) < 0) {
				fprintf(stderr, "judge: --without takes layer names from: user, pid, "
						"net, ipc, view, nobody, cgroup, seccomp\n");
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
	if (compile_log) /* the build failed: that is the verdict, and nothing is run */
		return compile_error(&rep, compile_log);
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
	rep.colour = !rep.json && isatty(STDOUT_FILENO) && !getenv("NO_COLOR");

	struct case_list list = {0};
	struct invalid_list invalid = {0};
	int problems = 0;
	for (; i < argc; i++)
		problems += run ? read_testcases(argv[i], &list, &invalid, stderr)
				: read_cases(argv[i], &list, stderr);
	if (run) { /* LeetCode's Run button: expected answers from the reference, one block a case */
		rep.invalid = &invalid;
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
	if (n == 0) { /* nothing judged is never Accepted */
		fprintf(stderr, "judge: no case to judge%s\n",
			filter ? " (the filter matched none)" : problems ? " (see above)" : "");
		judge_sandbox_end();
		free_cases(&list);
		return 2;
	}
	long peak = judge_cases(runner, list.v, n, &lim, report_case, &rep);
	if (lim.stop_at_failure && rep.first_failure)
		judge_tagged_rest(runner, list.v + rep.judged, n - rep.judged, &lim, &rep);
	/* "Works on Run, fails on Submit": does the first failure need the calls before it? */
	const struct result *first = &rep.first_failure_result;
	if (rep.first_failure && first->verdict != V_SKIP && first->verdict != V_OLE)
		rep.alone = judge_alone(runner, rep.first_failure, &lim) == V_AC ? 1 : -1;
	judge_sandbox_end();
	report_summary(&rep, n, &lim, peak, problems, build);
	int ok = rep.passed == n && problems == 0;
	free_cases(&list);
	return ok ? 0 : 1;
}
