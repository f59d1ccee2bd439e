/* worst.c: `make worst`. Searches for the valid inputs on which the linked findMinStep is slowest:
 * hill climbing on the time of one call. Each climb starts from a random long input, a random
 * input of any size, the slowest input so far, or a line of a starts file (cases/hard.txt), and
 * tries mutations that keep the input valid (recolour, insert, delete or swap board balls;
 * recolour, add or drop hand balls), keeping a mutation whose call is no faster. A call's time
 * is the fastest of --repeat calls, so another process taking the core rarely makes an input
 * look slow; the slowest distinct inputs seen are timed again (the median of up to 15 calls)
 * and ranked by that. The slowest are then solved by the reference and printed as case lines
 * with their times; a wrong answer among them is named, and the exit status is 1.
 *
 * The search works to a time budget (--time SECONDS, make worst TIME=): climbing until
 * CLIMB_SHARE of it, re-timing the slowest first until RETIME_SHARE (as many as fit), then the
 * reference's answers; --n caps the timed inputs. At the budget's end, or on SIGINT, SIGTERM or
 * SIGHUP, it stops cleanly and prints what it found so far, and says so.
 *
 * --versus EXE: the climb is on the ratio of the solution's time to EXE's (another solver's
 * runner) on the same input: the inputs where the solution is slowest beside it. Each time is its
 * runner's, so where the times are a few microseconds the runners' own costs decide the ratio,
 * and the output says so.
 *
 * The solution runs in its runner, as the judge runs it (calls.h), and a call's time is the one
 * the judge would show. A call that passes the time limit is the finding "this input takes over
 * 1 s", printed as a case line; a crash is one too; either ends the search (exit status 1).
 * A progress line on stderr every few seconds, naming the phase.
 *
 * usage: worst --runner EXE [--versus EXE] [--time-limit MS] [--memory-limit MB] [--time S]
 *              [--n CALLS] [--seed S] [--top K] [--repeat R] [--starts FILE] [--append FILE] */
#include "calls.h"
#include "cases.h"
#include "progress.h"
#include "random_input.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TOP_MAX = 50, POOL = 3 * TOP_MAX, RETIME_CALLS = 15, TIMED_CALLS_MAX = 64 };
#define CLIMB_SHARE 0.7  /* of the budget: climbing; then re-timing, until */
#define RETIME_SHARE 0.9 /* of it; the rest for the reference's answers to the slowest */

struct input {
	char board[CASE_BOARD_MAX + 1], hand[CASE_HAND_MAX + 1];
	double us;     /* what the climb ranks: the solution's time, or its ratio to VERSUS's */
	double own_us, versus_us; /* the solution's time and (with --versus) the other's */
	int answer;
	int calls;     /* the calls behind us: the fastest of `repeat`, or the median of more */
};

static const char colours[] = "RYBGW";
static int repeat = 3;
static const char *append_to;
static unsigned long seed_used;

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* A call that failed is the finding: printed with the input as a case line, and the search
 * ends (exit status 1). */
static void print_finding(const struct input *x, const struct result *failed, const char *who)
{
	calls_print_finding(stdout, x->board, x->hand, failed);
	if (who)
		printf("(that was %s)\n", who);
	int want = reference_min_step(x->board, x->hand, NULL);
	printf("as a case line (the reference's answer):\n%s %s %d\n", x->board, x->hand, want);
	FILE *out = append_to ? fopen(append_to, "a") : NULL;
	if (out && fprintf(out, "%s %s %d  # found by make worst, seed %lu: %s\n", x->board,
			   x->hand, want, seed_used, verdict_word(failed->verdict)) > 0)
		printf("appended to %s\n", append_to);
	if (out)
		fclose(out);
	calls_end();
	exit(1);
}

/* The fastest (or the median) of t[0..calls-1]. */
static double pick(double *t, int calls, int median)
{
	qsort(t, (size_t)calls, sizeof t[0], by_value);
	return median ? t[calls / 2] : t[0];
}

/* Times x over `calls` calls: the fastest (while climbing), or the median (when re-timing the
 * slowest found); keeps the first call's answer. With --versus, the other runner too, and x->us
 * is the ratio. Returns 0, x untouched, when the budget or a signal cut a call short. */
static int time_call(struct input *x, int calls, int median)
{
	double t[TIMED_CALLS_MAX], v[TIMED_CALLS_MAX];
	const struct result *failed;
	int versus = calls_have_versus();
	for (int k = 0; k < calls; k++) {
		int answer, other;
		if (!calls_answer(x->board, x->hand, &answer, &t[k], &failed)) {
			if (failed->verdict == V_SKIP)
				return 0;
			print_finding(x, failed, versus ? "SOLUTION" : NULL);
		}
		if (versus && !calls_answer_versus(x->board, x->hand, &other, &v[k], &failed)) {
			if (failed->verdict == V_SKIP)
				return 0;
			print_finding(x, failed, "VERSUS, the solver compared with");
		}
		if (k == 0)
			x->answer = answer;
	}
	x->own_us = pick(t, calls, median);
	x->versus_us = versus ? pick(v, calls, median) : 0;
	x->us = versus ? x->own_us / (x->versus_us > 1 ? x->versus_us : 1) : x->own_us;
	x->calls = calls;
	return 1;
}

/* How many calls re-time an input whose climb took `us`: 15 for a fast one, fewer for a slow
 * one (a 2-second input timed 15 times would take the whole budget of a minute). */
static int retime_calls(double us)
{
	return us < 20e3 ? RETIME_CALLS : us < 300e3 ? 5 : 3;
}

static int slower_first(const void *a, const void *b)
{
	double x = ((const struct input *)a)->us, y = ((const struct input *)b)->us;
	return (x < y) - (x > y);
}

/* Deletes s[i]. */
static void delete_at(char *s, size_t i)
{
	memmove(s + i, s + i + 1, strlen(s + i));
}

/* Inserts c before s[i]. */
static void insert_at(char *s, size_t i, char c)
{
	memmove(s + i + 1, s + i, strlen(s + i) + 1);
	s[i] = c;
}

/* One random mutation of x into y, redrawn until y is valid and differs from x. */
static void mutate(struct rng *r, const struct input *x, struct input *y)
{
	for (;;) {
		*y = *x;
		size_t n = strlen(y->board), h = strlen(y->hand);
		char c = colours[rng_below(r, 5)];
		switch (rng_below(r, 8)) {
		case 0: /* recolour a board ball */
			y->board[rng_below(r, (uint32_t)n)] = c;
			break;
		case 1: /* ... to the colour of another: fewer colours, longer searches */
			y->board[rng_below(r, (uint32_t)n)] = y->board[rng_below(r, (uint32_t)n)];
			break;
		case 2:
			if (n < CASE_BOARD_MAX)
				insert_at(y->board, rng_below(r, (uint32_t)n + 1), c);
			break;
		case 3:
			if (n > 1)
				delete_at(y->board, rng_below(r, (uint32_t)n));
			break;
		case 4:
			if (n > 1) {
				size_t i = rng_below(r, (uint32_t)n - 1);
				char t = y->board[i];
				y->board[i] = y->board[i + 1];
				y->board[i + 1] = t;
			}
			break;
		case 5:
			y->hand[rng_below(r, (uint32_t)h)] = c;
			break;
		default:
			if (h < CASE_HAND_MAX && rng_below(r, 2))
				insert_at(y->hand, 0, c);
			else if (h > 1)
				delete_at(y->hand, rng_below(r, (uint32_t)h));
		}
		if (!input_problem(y->board, y->hand) &&
		    (strcmp(y->board, x->board) || strcmp(y->hand, x->hand)))
			return;
	}
}

/* Keeps the `k` slowest distinct inputs seen, slowest first. */
static void note(struct input *top, int *n, int k, const struct input *x)
{
	for (int i = 0; i < *n; i++) {
		if (!strcmp(top[i].board, x->board) && !strcmp(top[i].hand, x->hand)) {
			if (x->us <= top[i].us)
				return;
			memmove(&top[i], &top[i + 1], (size_t)(*n - i - 1) * sizeof *top);
			--*n; /* re-placed below with its new time */
			break;
		}
	}
	int at = *n;
	while (at > 0 && top[at - 1].us < x->us)
		at--;
	if (at >= k)
		return;
	if (*n == k)
		--*n;
	memmove(&top[at + 1], &top[at], (size_t)(*n - at) * sizeof *top);
	top[at] = *x;
	++*n;
}

/* Where climb number `climb` starts: a random long input, the slowest found so far (to climb
 * on from there), a random input of any size, or a line of the starts file, in turn. */
static void start_input(struct rng *r, const struct case_list *starts, int climb,
			const struct input *slowest, struct input *x)
{
	if (climb % 4 == 1 && slowest) {
		*x = *slowest;
	} else if (climb % 4 == 2) {
		random_case(r, x->board, x->hand);
	} else if (climb % 4 == 3 && starts->n) {
		const struct zcase *c = &starts->v[rng_below(r, (uint32_t)starts->n)];
		strcpy(x->board, c->board);
		strcpy(x->hand, c->hand);
	} else {
		random_long_case(r, x->board, x->hand);
	}
}

int main(int argc, char **argv)
{
	long calls = 1L << 40;
	double budget = 60;
	unsigned long seed = 1;
	int k = 10;
	const char *append = NULL, *starts_path = NULL;
	for (int i = 1; i < argc; i++) {
		if (calls_option(argc, argv, &i))
			continue;
		if (!strcmp(argv[i], "--n") && i + 1 < argc)
			calls = atol(argv[++i]);
		else if (!strcmp(argv[i], "--time") && i + 1 < argc) {
			char *end;
			budget = strtod(argv[++i], &end);
			if (end == argv[i] || *end || budget > 1e6)
				budget = 0; /* refused below */
		}
		else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
			seed = strtoul(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--top") && i + 1 < argc)
			k = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--repeat") && i + 1 < argc)
			repeat = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--starts") && i + 1 < argc)
			starts_path = argv[++i];
		else if (!strcmp(argv[i], "--append") && i + 1 < argc)
			append = argv[++i];
		else
			calls = -1;
	}
	if (calls < 1 || budget <= 0 || k < 1 || k > TOP_MAX || repeat < 1 ||
	    repeat > TIMED_CALLS_MAX) {
		fprintf(stderr, "usage: worst --runner EXE [--versus EXE] [--time-limit MS] "
				"[--memory-limit MB] [--time SECONDS (> 0)] [--n CALLS] [--seed S] "
				"[--top K (1..%d)] [--repeat R] [--starts FILE] [--append FILE]\n",
			TOP_MAX);
		return 2;
	}
	struct case_list starts = {0};
	if (starts_path && read_cases(starts_path, &starts, stderr))
		return 2;
	calls_start("worst");
	calls_budget(budget);
	append_to = append;
	seed_used = seed;
	int versus = calls_have_versus();
	progress_start("worst", calls < (1L << 40) ? (double)calls : 0, "timed inputs");
	progress_budget(budget);
	progress_phase("climbing");
	struct rng r;
	rng_seed(&r, seed);
	struct input top[POOL];
	int ntop = 0;
	/* A climb lasts a tenth of the calls (or of the budget's worth of them, at the rate so
	 * far), at least 100 calls and at most 2,000: long enough to climb, with restarts enough
	 * not to stay on one hill (in runs of 200,000 calls, climbs of 20,000 found inputs half as
	 * slow as climbs of 2,000). */
	long done = 0;
	const char *why = NULL; /* why the search stopped early, when it did */
	for (int climb = 0; done < calls && !why; climb++) {
		long cap = calls < (1L << 40) ? calls / 10 : 2000;
		long climb_len = cap < 100 ? 100 : cap > 2000 ? 2000 : cap;
		struct input cur, next;
		start_input(&r, &starts, climb, ntop ? &top[0] : NULL, &cur);
		if (!time_call(&cur, repeat, 0))
			break;
		note(top, &ntop, POOL, &cur);
		done++;
		for (long step = 1; step < climb_len && done < calls; step++, done++) {
			if (progress_seconds() >= CLIMB_SHARE * budget || calls_over()) {
				why = calls_over();
				break;
			}
			progress_at((double)done);
			mutate(&r, &cur, &next);
			if (!time_call(&next, repeat, 0))
				break;
			note(top, &ntop, POOL, &next);
			if (next.us >= cur.us)
				cur = next;
		}
		if (progress_seconds() >= CLIMB_SHARE * budget)
			break;
	}
	if (!why)
		why = calls_over();
	/* The slowest of many noisy timings is partly noise: the slowest found are timed again,
	 * slowest first (the median of up to 15 calls each), as many as fit, and ranked by that. */
	char phase[80] = "re-timing";
	progress_phase(phase);
	int retimed = 0;
	for (; retimed < ntop && !calls_over(); retimed++) {
		if (!why && progress_seconds() >= RETIME_SHARE * budget)
			break;
		snprintf(phase, sizeof phase, "re-timing the slowest found (%d of %d done)", retimed,
			 ntop);
		progress_at((double)done);
		struct input x = top[retimed];
		if (!time_call(&x, retime_calls(x.own_us), 1))
			break;
		top[retimed] = x;
	}
	if (!why)
		why = calls_over();
	qsort(top, (size_t)retimed, sizeof top[0], slower_first); /* the rest keep climb times */
	if (ntop > k)
		ntop = k;
	progress_phase("the reference's answers");
	progress_clear();
	printf("worst: %ld timed inputs (each the fastest of %d calls), seed %lu, %.1f s of "
	       "TIME=%g", done, repeat, seed, progress_seconds(), budget);
	if (why)
		printf("; %s: what was found so far", why);
	printf("; the %d slowest (%d re-timed, the median of up to %d calls)%s, answers checked "
	       "with the reference:\n", ntop, retimed < ntop ? retimed : ntop, RETIME_CALLS,
	       versus ? ", ranked by the ratio of SOLUTION's time to VERSUS's" : "");
	int wrong = 0;
	FILE *out = append ? fopen(append, "a") : NULL;
	if (append && !out)
		perror(append);
	for (int i = 0; i < ntop; i++) {
		const struct input *x = &top[i];
		int want = reference_min_step(x->board, x->hand, NULL);
		printf("%s %s %d  # %.1f us", x->board, x->hand, want, x->own_us);
		if (i >= retimed) /* its climb time: the fastest of a few calls, not comparable */
			printf(" (not re-timed: the fastest of %d calls)", repeat);
		if (versus)
			printf(", VERSUS %.1f us, ratio %.2f", x->versus_us, x->us);
		if (x->answer != want) {
			printf("; WRONG: the solution says %d", x->answer);
			wrong++;
		}
		printf("\n");
		if (out)
			fprintf(out, "%s %s %d  # found by make worst, seed %lu: %.1f us\n", x->board,
				x->hand, want, seed, x->own_us);
	}
	if (out && fclose(out) == 0)
		printf("appended to %s\n", append);
	if (ntop) {
		printf("slowest%s: %s %s, %.1f us", retimed && retimed < ntop ? " of those re-timed" : "",
		       top[0].board, top[0].hand, top[0].own_us);
		if (versus)
			printf(" (VERSUS %.1f us: %.2f times as long)", top[0].versus_us, top[0].us);
		printf("\n");
	}
	/* Both times include what each runner adds to a call, which differs by language: beside
	 * the fastest published solver, 1.0 to 1.8 us to solution.c's and 0.2 to 0.5 us to the
	 * other's on inputs of a few microseconds (docs/evidence.md). */
	if (versus && ntop)
		printf("worst: each time is the runner's, as the judge shows it, and each language's "
		       "runner adds its own cost to a call: where the times are a few microseconds, "
		       "time the inputs in one process before reading a ratio (docs/evidence.md)\n");
	free_cases(&starts);
	calls_end();
	return wrong != 0;
}
