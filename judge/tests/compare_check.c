/* compare_check.c: speed in context's claims, on a planted clock. Includes judge/compare.c and
 * stands in for judge_cases: each run of each side "takes" the times a scenario gives, so what
 * the comparison claims is checked without timing anything (a check of real timings would
 * pass or fail with the machine's load). The claim under test: a ratio is printed only when
 * every run of each side agrees beyond the noise, and otherwise the line says why not, with
 * the number of runs; a side that fails says which case and what it gave. Prints "ok"/"FAIL"
 * lines and "N passed, M failed"; exit status 1 on a failure. */
#include "compare.c"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The planted clock: for each runner ("yours", "kit"), the sum each of its runs takes, in
 * order; a negative sum is a run that answers its first case wrong, 0 one cut by the budget. */
static const double *plan_yours, *plan_kit;
static int call_yours, call_kit;
static long last_total_ms;

long judge_cases(const char *runner, const struct zcase *cases, int n, const struct limits *lim,
		 on_result *report, void *arg)
{
	int is_yours = !strcmp(runner, "yours");
	double sum = is_yours ? plan_yours[call_yours++] : plan_kit[call_kit++];
	last_total_ms = lim->total_ms;
	if (sum == 0)
		return 0; /* cut by the total: no case reported */
	for (int k = 0; k < n; k++) {
		struct result r = {.verdict = V_AC, .time_us = sum / n};
		if (sum < 0 && k == 0)
			r.verdict = V_WA, r.got = cases[k].expected + 1;
		report(&cases[k], &r, arg);
	}
	return 0;
}

static int passed, failed;

static void expect(const char *name, const char *text, const char *want)
{
	if (strstr(text, want)) {
		passed++;
		printf("ok   %s\n", name);
	} else {
		failed++;
		printf("FAIL %s: missing \"%s\" in:\n%s", name, want, text);
	}
}

/* Runs one scenario: the verdict run's time of the cases (yours' first run), then the planted
 * runs; returns what print_comparison printed. */
static char *scenario(double verdict_us, const double *yours, const double *kit)
{
	static struct zcase v[1] = {{.board = "RRWWRRBBRR", .hand = "WB", .expected = 2,
				     .file = "cases/x.txt", .line = 7}};
	double times[1] = {verdict_us};
	static char exe[KITS_MAX][4096] = {"kit"};
	struct comparison cmp = {0};
	compare_add(&cmp, "the kit's plain BFS", "bfs.c", 1);
	plan_yours = yours, plan_kit = kit, call_yours = call_kit = 0;
	pick_cases(&cmp, v, times, 1);
	struct limits lim = {10000, 60000, 256, 1024, 1, 0};
	time_sides(&cmp, "yours", exe, v, times, &lim);
	char *text;
	size_t size;
	FILE *out = open_memstream(&text, &size), *saved = stdout;
	stdout = out;
	print_comparison(&cmp);
	stdout = saved;
	fclose(out);
	return text;
}

int main(void)
{
	/* The flip of issue 34: the same file read 1.7x slower, 2.1x faster, 1.3x slower. */
	static const double flip_yours[] = {4.8e3, 13e3}, flip_kit[] = {10e3, 10e3, 10e3};
	char *t = scenario(17e3, flip_yours, flip_kit);
	expect("runs that disagree claim no ratio: within the noise, with the runs counted", t,
	       "(within the noise: ");
	expect("  ... and never a ratio", strstr(t, "x slower") || strstr(t, "x faster") ? "" : t,
	       "within the noise");
	free(t);
	static const double steady_yours[] = {31e3, 30.5e3}, steady_kit[] = {10e3, 10.2e3, 10.1e3};
	t = scenario(30e3, steady_yours, steady_kit);
	expect("runs that agree claim the ratio of the fastest, with how many agreed", t,
	       "(yours is 3.0x slower; 2 and 2 runs, every run agrees)");
	free(t);
	static const double cut_yours[] = {5e3}, cut_kit[] = {10e3, 0};
	t = scenario(5e3, cut_yours, cut_kit);
	expect("one run of a side (the budget cut the next) claims no ratio, and says so", t,
	       "(no ratio: 2 and 1 runs fit the comparison's 2000 ms");
	expect("  ... each run of the kit is bounded by what is left of the 2000 ms",
	       last_total_ms > 0 && last_total_ms <= COMPARE_WALL_MS ? "bounded" : "", "bounded");
	free(t);
	static const double wrong_yours[] = {-5e3}, wrong_kit[] = {10e3, 10e3, 10e3};
	t = scenario(5e3, wrong_yours, wrong_kit);
	expect("yours failing when run again says which case and what it gave", t,
	       "yours failed: WA on cases/x.txt:7 (RRWWRRBBRR, WB): answered 3, expected 2");
	free(t);
	/* The cases: the slowest that fit COMPARE_CASES_MS in all, never one over it. */
	struct zcase v[7];
	double times[7] = {300e3, 100e3, 40e3, 30e3, 20e3, 5e3, 1e3};
	struct comparison cmp = {0};
	pick_cases(&cmp, v, times, 7);
	double sum = 0;
	int has_300 = 0;
	for (int k = 0; k < cmp.ncases; k++) {
		sum += times[cmp.cases[k] - v];
		has_300 |= cmp.cases[k] == &v[0];
	}
	expect("the cases compared are the slowest that fit 150 ms in all (100, 40, 5, 1 ms)",
	       cmp.ncases == 4 && sum == 146e3 && !has_300 ? "fit" : "", "fit");
	printf("%d passed, %d failed\n", passed, failed);
	return failed != 0;
}
