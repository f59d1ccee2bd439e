/* versus.c: `make versus`. Times the solution and a second solver (--versus, by default the
 * fastest published solver kept outside the kit) side by side on every case of a fixed corpus,
 * each in its runner as the judge runs it (calls.h), and prints on how many inputs the
 * solution is slower, with the worst ratio: the figure behind "never slower than that solver
 * on any input" for that corpus, made again by anyone with the same files.
 *
 * Each input is timed --repeat times on each side, the two calls of a round back to back so that
 * a busy machine slows both alike, and each side's time is the median of its calls. An input
 * counts as slower when the solution's median exceeds the other's. The solution's answer is
 * checked against the case's expected one (from the reference); the other solver's is only
 * counted when it differs (the published solvers are wrong on some inputs).
 *
 * usage: versus --runner EXE --versus EXE [--time-limit MS] [--memory-limit MB] [--repeat R]
 *               [--top K] CASES...
 * Exit status: 0 done, 1 the solution answered a case wrongly or a call failed, 2 usage. */
#include "calls.h"
#include "cases.h"
#include "progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { REPEAT_MAX = 64, TOP_MAX = 50 };

struct timed {
	const struct zcase *c;
	double own_us, other_us; /* medians */
};

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *t, int n)
{
	qsort(t, (size_t)n, sizeof t[0], by_value);
	return t[n / 2];
}

/* The ratio of the solution's time to the other's (a floor of 0.01 us under the other's). */
static double ratio(const struct timed *x)
{
	return x->own_us / (x->other_us > 0.01 ? x->other_us : 0.01);
}

static int worse_first(const void *a, const void *b)
{
	double x = ratio(a), y = ratio(b);
	return (x < y) - (x > y);
}

int main(int argc, char **argv)
{
	int repeat = 15, top = 5, bad_usage = 0;
	struct case_list cases = {0};
	int problems = 0, files = 0;
	for (int i = 1; i < argc; i++) {
		if (calls_option(argc, argv, &i))
			continue;
		if (!strcmp(argv[i], "--repeat") && i + 1 < argc)
			repeat = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--top") && i + 1 < argc)
			top = atoi(argv[++i]);
		else if (argv[i][0] == '-')
			bad_usage = 1;
		else {
			problems += read_cases(argv[i], &cases, stderr);
			files++;
		}
	}
	if (bad_usage || !files || !calls_have_versus() || repeat < 1 || repeat > REPEAT_MAX ||
	    top < 0 || top > TOP_MAX) {
		fprintf(stderr, "usage: versus --runner EXE --versus EXE [--time-limit MS] "
				"[--memory-limit MB] [--repeat R (1..%d)] [--top K (0..%d)] CASES...\n",
			REPEAT_MAX, TOP_MAX);
		return 2;
	}
	if (problems || !cases.n) {
		fprintf(stderr, "versus: %s\n", cases.n ? "malformed case lines (above)" : "no case");
		free_cases(&cases);
		return 2;
	}
	calls_start("versus");
	progress_start("versus", cases.n, "inputs");
	struct timed *t = calloc((size_t)cases.n, sizeof *t);
	if (!t) {
		perror("versus");
		return 2;
	}
	int slower = 0, wrong = 0, other_differs = 0, failed_calls = 0, own_failed = 0;
	double own_total = 0, other_total = 0;
	for (int i = 0; i < cases.n; i++) {
		const struct zcase *c = &cases.v[i];
		double own[REPEAT_MAX], other[REPEAT_MAX];
		int answer = 0, other_answer = 0, ok = 1;
		progress_at(i);
		for (int k = 0; k < repeat && ok; k++) {
			const struct result *failed;
			if (!calls_answer(c->board, c->hand, &answer, &own[k], &failed)) {
				progress_clear();
				calls_print_finding(stdout, c->board, c->hand, failed);
				ok = 0;
				own_failed++;
			} else if (!calls_answer_versus(c->board, c->hand, &other_answer, &other[k],
						       &failed)) {
				progress_clear();
				printf("(VERSUS, the solver compared with:)\n");
				calls_print_finding(stdout, c->board, c->hand, failed);
				ok = 0;
			}
		}
		if (!ok) {
			failed_calls++;
			continue;
		}
		t[i] = (struct timed){c, median(own, repeat), median(other, repeat)};
		own_total += t[i].own_us;
		other_total += t[i].other_us;
		if (t[i].own_us > t[i].other_us)
			slower++;
		if (answer != c->expected) {
			printf("%s:%d: %s %s: WRONG: the solution says %d, expected %d\n", c->file,
			       c->line, c->board, c->hand, answer, c->expected);
			wrong++;
		}
		if (other_answer != c->expected)
			other_differs++;
	}
	int timed = cases.n - failed_calls;
	printf("versus: %d inputs of %d case file(s), %s first, each timed %d times on each side in "
	       "its runner (the median)\n", timed, cases.nfiles, cases.v[0].file, repeat);
	/* The inputs left out, said before any count that leaves them out. */
	if (failed_calls)
		printf("versus: %d of the %d inputs left out of every figure below: SOLUTION gave no "
		       "answer on %d, VERSUS on %d (above)\n", failed_calls, cases.n, own_failed,
		       failed_calls - own_failed);
	printf("versus: SOLUTION slower than VERSUS on %d of %d inputs; in all %.1f us against "
	       "%.1f us (%.2f)\n", slower, timed, own_total, other_total,
	       other_total > 0 ? own_total / other_total : 0);
	qsort(t, (size_t)cases.n, sizeof *t, worse_first);
	for (int i = 0; i < top && i < cases.n && t[i].c; i++)
		printf("  %s %s  SOLUTION %8.2f us  VERSUS %8.2f us  ratio %.2f  (%s:%d)\n",
		       t[i].c->board, t[i].c->hand, t[i].own_us, t[i].other_us, ratio(&t[i]),
		       t[i].c->file, t[i].c->line);
	if (timed && t[0].c)
		printf("versus: the worst ratio %.2f (%s %s)\n", ratio(&t[0]), t[0].c->board,
		       t[0].c->hand);
	printf("versus: VERSUS's answer differs from the expected one on %d inputs; SOLUTION's on "
	       "%d%s\n", other_differs, wrong, failed_calls ? " (of those answered on both sides)" : "");
	free(t);
	free_cases(&cases);
	calls_end();
	return wrong || failed_calls;
}
