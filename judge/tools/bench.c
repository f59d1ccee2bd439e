/* bench.c: `make bench`. Times the linked findMinStep (a plain -O2 build whose ON_EXPAND hook
 * counts expanded states) on a case file, all calls in one process, then the reference solver on
 * the same cases, and prints per-case median, p90 and max, totals, states, and peak memory: of
 * the process, and of one call (the most bytes the solution held from malloc at once, over
 * the calls; bench_memory.c).
 *
 * Then the same for WORST, the slowest inputs that `make worst` found for solution.c: the cases
 * that decide whether a hidden test runs out of time, where the random corpus shows the common
 * ones.
 *
 * usage: bench [--solution-only] [--repeat K] CASES EXAMPLES [WORST]
 * With --solution-only it makes one call per case of CASES and prints nothing but errors: the
 * run that callgrind measures. */
#include "bench_memory.h"
#include "cases.h"
#include "reference.h"
#include "timing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

/* The input that explores the most states under the usual pruning rules (issue 5). */
#define WORST_BOARD "RRGGBBYYWWRRGGBB"
#define WORST_HAND "RGBYW"
/* An easy input: 14 balls that one ball (Y, into the middle pair) clears, with a full hand: the
 * fixed cost of a call (issue 28). */
#define EASY_BOARD "RRGGBBYYBBGGRR"
#define EASY_HAND "YRGBW"

long bench_expanded; /* incremented by solution.c's ON_EXPAND() in this build */

static long peak_kib(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

static size_t call_peak; /* the most bytes one call of the solution held */
static int weigh_memory = 1; /* off for --solution-only: callgrind counts every call */

/* Median of `repeat` timed calls; the answer of the first. Before them, one call alone whose
 * memory is weighed (not counted in the states: bench_expanded is put back). */
static int timed_solution(const struct zcase *c, int repeat, double *us)
{
	if (weigh_memory) {
		long states = bench_expanded;
		double ignored;
		bench_memory_reset();
		timed_calls(c->board, c->hand, 1, NULL, &ignored);
		if (bench_memory_peak() > call_peak)
			call_peak = bench_memory_peak();
		bench_expanded = states;
	}
	return timed_calls(c->board, c->hand, repeat, NULL, us);
}

/* states < 0: not counted (a file without solution.c's ON_EXPAND hook). */
static void print_spread(const char *who, double *us, int n, double states)
{
	qsort(us, (size_t)n, sizeof us[0], by_value);
	double total = 0;
	for (int i = 0; i < n; i++)
		total += us[i];
	printf("%-10s median %10.1f us   p90 %10.1f us   max %10.1f us   total %10.1f ms   ",
	       who, us[n / 2], us[(n * 9) / 10], us[n - 1], total / 1e3);
	if (states < 0)
		printf("states not counted (only solution.c's ON_EXPAND hook counts them)\n");
	else
		printf("states %.0f (%.0f a case)\n", states, states / n);
}

/* The worst-case section: the solution and the reference on each of the slowest inputs found,
 * slowest first. Returns the number of wrong answers. */
static int bench_worst(const struct case_list *w, const char *path, int repeat)
{
	int n = w->n, wrong = 0, order[256];
	double sol[256], ref[256], spread[256], ts = 0, tr = 0;
	if (n > 256)
		n = 256;
	long before = bench_expanded;
	for (int k = 0; k < n; k++) {
		int a = timed_solution(&w->v[k], repeat, &sol[k]);
		if (a != w->v[k].expected && wrong++ < 5)
			fprintf(stderr, "%s:%d: solution says %d, expected %d\n", w->v[k].file,
				w->v[k].line, a, w->v[k].expected);
		double t0 = now_us();
		reference_min_step(w->v[k].board, w->v[k].hand, NULL);
		ref[k] = now_us() - t0;
		ts += sol[k];
		tr += ref[k];
		spread[k] = sol[k];
		order[k] = k;
	}
	for (int a = 1; a < n; a++) /* slowest first */
		for (int b = a; b > 0 && sol[order[b]] > sol[order[b - 1]]; b--) {
			int t = order[b];
			order[b] = order[b - 1];
			order[b - 1] = t;
		}
	printf("worst-case corpus: %s, %d cases found by make worst; solution calls: median of "
	       "%d; peak memory of one call over every case so far %.1f KB\n", path, n, repeat,
	       (double)call_peak / 1024);
	print_spread("solution", spread, n,
		     bench_expanded > before ? (double)(bench_expanded - before) / repeat : -1);
	if (tr >= ts)
		printf("speed-up over the reference on these: %.0fx (total time)\n", tr / ts);
	else
		printf("slower than the reference on these: %.1fx (total time)\n", ts / tr);
	for (int k = 0; k < n && k < 5; k++) {
		const struct zcase *c = &w->v[order[k]];
		printf("  %-16s %-5s answer %2d  solution %8.1f us  reference %10.1f us\n", c->board,
		       c->hand, c->expected, sol[order[k]], ref[order[k]]);
	}
	return wrong;
}

int main(int argc, char **argv)
{
	int solution_only = 0, repeat = 5, i = 1;
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "--solution-only"))
			solution_only = 1, repeat = 1, weigh_memory = 0;
		else if (!strcmp(argv[i], "--repeat") && i + 1 < argc)
			repeat = atoi(argv[++i]);
	}
	if (argc - i < 2 || argc - i > 3 || repeat < 1 || repeat > TIMED_CALLS_MAX) {
		fprintf(stderr, "usage: bench [--solution-only] [--repeat K] CASES EXAMPLES [WORST]\n");
		return 2;
	}
	struct case_list hard = {0}, ex = {0}, worst_cases = {0};
	if (read_cases(argv[i], &hard, stderr) || read_cases(argv[i + 1], &ex, stderr) || !hard.n ||
	    (argc - i == 3 && (read_cases(argv[i + 2], &worst_cases, stderr) || !worst_cases.n)))
		return 2;
	int n = hard.n, wrong = 0;
	double *sol = calloc((size_t)n, sizeof *sol), *ref = calloc((size_t)n, sizeof *ref);
	if (!sol || !ref)
		return 2;
	long before = bench_expanded;
	for (int k = 0; k < n; k++) {
		int a = timed_solution(&hard.v[k], repeat, &sol[k]);
		if (a != hard.v[k].expected && wrong++ < 5)
			fprintf(stderr, "%s:%d: solution says %d, expected %d\n", hard.v[k].file,
				hard.v[k].line, a, hard.v[k].expected);
	}
	if (solution_only)
		return wrong != 0;
	double states = bench_expanded > before ? (double)(bench_expanded - before) / repeat : -1;
	long sol_peak = peak_kib();
	int solvable = 0;
	for (int k = 0; k < n; k++)
		solvable += hard.v[k].expected >= 0;
	printf("corpus: %s, %d cases (%d solvable, %d impossible); solution calls: median of %d\n",
	       argv[i], n, solvable, n - solvable, repeat);
	print_spread("solution", sol, n, states);
	printf("%-10s peak memory of the process %.1f MB (before the reference runs); of one call "
	       "%.1f KB (held from malloc at once, the most over these cases)\n", "",
	       (double)sol_peak / 1024, (double)call_peak / 1024);
	double ref_states = 0;
	for (int k = 0; k < n; k++) {
		long st = 0;
		double t0 = now_us();
		reference_min_step(hard.v[k].board, hard.v[k].hand, &st);
		ref[k] = now_us() - t0;
		ref_states += (double)st;
	}
	double ts = 0, tr = 0;
	for (int k = 0; k < n; k++)
		ts += sol[k], tr += ref[k];
	print_spread("reference", ref, n, ref_states);
	if (tr >= ts) /* a user's file may be the slower one: said so, not "0x" */
		printf("speed-up over the reference: %.1fx (total time)\n", tr / ts);
	else
		printf("slower than the reference: %.1fx (total time; the reference is plain -O2)\n",
		       ts / tr);
	if (worst_cases.n)
		wrong += bench_worst(&worst_cases, argv[i + 2], repeat);
	struct zcase worst = {.board = WORST_BOARD, .hand = WORST_HAND};
	double worst_us;
	int worst_answer = timed_solution(&worst, 15, &worst_us);
	int worst_expected = reference_min_step(worst.board, worst.hand, NULL);
	printf("worst known LeetCode input %s / %s: answer %d (reference %d), %.2f us "
	       "(median of 15 calls)\n",
	       worst.board, worst.hand, worst_answer, worst_expected, worst_us);
	wrong += worst_answer != worst_expected;
	struct zcase easy = {.board = EASY_BOARD, .hand = EASY_HAND};
	double easy_us;
	int easy_answer = timed_solution(&easy, 15, &easy_us);
	printf("an easy input %s / %s: answer %d (expected 1), %.2f us (median of 15 calls)\n",
	       easy.board, easy.hand, easy_answer, easy_us);
	wrong += easy_answer != 1;
	printf("LeetCode's examples (median of 15 calls each):\n");
	for (int k = 0; k < ex.n; k++) {
		double us;
		int a = timed_solution(&ex.v[k], 15, &us);
		printf("  %-10s %-6s answer %2d (expected %2d) %8.2f us\n", ex.v[k].board, ex.v[k].hand,
		       a, ex.v[k].expected, us);
		wrong += a != ex.v[k].expected;
	}
	if (wrong)
		printf("%d wrong answers\n", wrong);
	free(sol);
	free(ref);
	free_cases(&hard);
	free_cases(&ex);
	free_cases(&worst_cases);
	return wrong != 0;
}
