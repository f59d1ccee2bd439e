/* stress.c: `make stress`. Draws seeded random valid inputs, compares the linked findMinStep with
 * the reference, and on the first disagreement shrinks the input (see shrink_step) while the two
 * still disagree, printing each step, then prints it as a case line with one optimal play.
 * --shrink BOARD HAND shrinks that input instead of drawing any.
 *
 * The solution runs in its runner, as the judge runs it (calls.h): a call that passes the time
 * limit, crashes (a sanitizer's report included) or passes the memory limit is a finding, printed
 * with the input as a case line, and ends the run.
 *
 * usage: stress --runner EXE [--time-limit MS] [--memory-limit MB] [--n N] [--time SECONDS]
 *               [--seed S] [--long] [--append FILE] [--quiet] [--shrink BOARD HAND]
 * It stops at N inputs or after --time SECONDS (180 by default), whichever comes first, or on
 * SIGINT, SIGTERM or SIGHUP, and says so: "N passed" counts the inputs checked by then.
 * --long draws only long boards in runs with hands from their colours (random_long_case).
 * A progress line on stderr every few seconds. Ends with "N passed, M failed"; exit status 1 on
 * a disagreement or a failed call. */
#include "calls.h"
#include "cases.h"
#include "progress.h"
#include "random_input.h"
#include "reference.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static long passed;                 /* inputs on which the two agreed, for the last line */
static const char *append_to;       /* APPEND=, for a finding too */
static char found_by_text[96];

enum { STOPPED = -99 }; /* solution_answer: the budget or a signal ended the call */

/* The solution's answer; a call that fails is the finding: printed, and the run ends. STOPPED
 * when the time budget or a signal ended the call (calls_over says which). */
static int solution_answer(const char *board, const char *hand)
{
	int answer;
	const struct result *failed;
	if (calls_answer(board, hand, &answer, NULL, &failed))
		return answer;
	if (failed->verdict == V_SKIP)
		return STOPPED;
	calls_print_finding(stdout, board, hand, failed);
	int want = reference_min_step(board, hand, NULL);
	printf("as a case line (the reference's answer):\n%s %s %d\n", board, hand, want);
	if (append_to) {
		FILE *f = fopen(append_to, "a");
		if (!f || fprintf(f, "%s %s %d  # found by %s: %s\n", board, hand, want,
				  found_by_text, verdict_word(failed->verdict)) < 0)
			perror(append_to);
		else
			printf("appended to %s\n", append_to);
		if (f)
			fclose(f);
	}
	printf("%ld passed, 1 failed\n", passed);
	calls_end();
	exit(1);
}

enum { FORK_WITHIN_S = 10 }; /* the reference runs apart this near the budget's end */

/* The reference's answer in *want. Near the end of the time budget it is computed in a child
 * process, so that the budget cuts it short too (the reference can take seconds on a hard long
 * input; a process for every input would cost more than the reference itself on most). Returns
 * 0 when the budget or a stop signal came first (calls_over says which). */
static int reference_in_budget(const char *board, const char *hand, int *want)
{
	int fd[2];
	if (progress_left() > FORK_WITHIN_S || pipe(fd) != 0) {
		*want = reference_min_step(board, hand, NULL);
		return 1;
	}
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		int answer = reference_min_step(board, hand, NULL);
		_exit(write(fd[1], &answer, sizeof answer) == (ssize_t)sizeof answer ? 0 : 1);
	}
	close(fd[1]);
	int got = 0;
	while (pid > 0 && !calls_over()) {
		struct pollfd pf = {fd[0], POLLIN, 0};
		int ready = poll(&pf, 1, 20);
		if (ready > 0) {
			got = read(fd[0], want, sizeof *want) == (ssize_t)sizeof *want;
			break;
		}
		if (ready < 0 && errno != EINTR)
			break;
	}
	if (pid > 0 && !got)
		kill(pid, SIGKILL);
	if (pid > 0)
		waitpid(pid, NULL, 0);
	close(fd[0]);
	if (pid < 0) { /* no process to spare: in this one */
		*want = reference_min_step(board, hand, NULL);
		return 1;
	}
	return got;
}

/* Nonzero when the input is valid and the two answers (left in *want and *got) differ. */
static int disagrees(const char *board, const char *hand, int *want, int *got)
{
	if (input_problem(board, hand))
		return 0;
	*got = solution_answer(board, hand);
	if (*got == STOPPED)
		return 0;
	*want = reference_min_step(board, hand, NULL);
	return *got != *want;
}

/* A smaller input that still disagrees, and what was done to get it (for the steps printed). */
struct candidate {
	char board[CASE_BOARD_MAX + 1], hand[CASE_HAND_MAX + 1];
	char how[64];
};

static int quiet;

/* Keeps *c in board/hand if it still disagrees; prints the step. */
static int taken(char *board, char *hand, const struct candidate *c)
{
	int want, got;
	if (!disagrees(c->board, c->hand, &want, &got))
		return 0;
	strcpy(board, c->board);
	strcpy(hand, c->hand);
	if (!quiet)
		printf("  %-34s %s %s: reference %d, solution %d\n", c->how, board, hand, want, got);
	return 1;
}

/* Board without balls [lo, lo+n) and [lo2, lo2+n2) (n2 may be 0). */
static void cut(struct candidate *c, const char *board, const char *hand, int lo, int n, int lo2,
		int n2)
{
	int k = 0;
	for (int i = 0; board[i]; i++)
		if (!(i >= lo && i < lo + n) && !(i >= lo2 && i < lo2 + n2))
			c->board[k++] = board[i];
	c->board[k] = '\0';
	strcpy(c->hand, hand);
	if (n2)
		snprintf(c->how, sizeof c->how, "drop board balls %d-%d and %d-%d:", lo + 1, lo + n,
			 lo2 + 1, lo2 + n2);
	else
		snprintf(c->how, sizeof c->how, "drop board balls %d-%d:", lo + 1, lo + n);
}

/* One step of shrinking, the biggest cuts first, as delta debugging does: blocks of the board
 * of every size down to single balls (a whole run is such a block), then two small blocks at
 * once (deleting one ball of a pair can leave a run of three; taking a ball from elsewhere too
 * can mend that), hand balls, and merging two colours. Returns 1 when a smaller input that
 * still disagrees was taken. */
static int shrink_step(char *board, char *hand)
{
	struct candidate c;
	int n = (int)strlen(board), h = (int)strlen(hand);
	for (int size = n - 1; size >= 1; size--)
		for (int lo = 0; lo + size <= n; lo++) {
			cut(&c, board, hand, lo, size, 0, 0);
			if (taken(board, hand, &c))
				return 1;
		}
	for (int s1 = 1; s1 <= 2; s1++)
		for (int s2 = 1; s2 <= 2; s2++)
			for (int lo = 0; lo + s1 <= n; lo++)
				for (int lo2 = lo + s1 + 1; lo2 + s2 <= n && n - s1 - s2 >= 1; lo2++) {
					cut(&c, board, hand, lo, s1, lo2, s2);
					if (taken(board, hand, &c))
						return 1;
				}
	for (int i = 0; i < h && h > 1; i++) {
		strcpy(c.board, board);
		memcpy(c.hand, hand, (size_t)i);
		strcpy(c.hand + i, hand + i + 1);
		snprintf(c.how, sizeof c.how, "drop hand ball %d (%c):", i + 1, hand[i]);
		if (taken(board, hand, &c))
			return 1;
	}
	for (const char *from = "RYBGW"; *from; from++) {
		for (const char *to = "RYBGW"; *to; to++) {
			if (*to == *from || !strchr(board, *from) || !strchr(board, *to))
				continue; /* only merges two colours of the board */
			strcpy(c.board, board);
			strcpy(c.hand, hand);
			for (char *p = c.board; *p; p++)
				*p = *p == *from ? *to : *p;
			for (char *p = c.hand; *p; p++)
				*p = *p == *from ? *to : *p;
			snprintf(c.how, sizeof c.how, "colour %c becomes %c:", *from, *to);
			if (taken(board, hand, &c))
				return 1;
		}
	}
	return 0;
}

/* Shrinks a disagreeing input to a fixpoint, then prints it as a case line and one optimal
 * play; appends it to `append` if given. */
static void shrink_and_show(char *board, char *hand, const char *append, const char *found_by)
{
	if (!quiet)
		printf("shrinking (each step keeps the disagreement):\n");
	while (!calls_over() && shrink_step(board, hand))
		;
	int want = reference_min_step(board, hand, NULL), got = solution_answer(board, hand);
	if (calls_over())
		printf("shrinking stopped: %s; the smallest input so far, as a case line (reference "
		       "answer):\n", calls_over());
	else
		printf("shrunk to a case line (reference answer; the solution says %d):\n", got);
	printf("%s %s %d\n", board, hand, want);
	if (want > 0) {
		struct ref_step play[REF_MAX_STEPS];
		reference_play(board, hand, play, NULL);
		printf("an optimal play (reference solver):\n");
		reference_print_play(stdout, "  ", play, want);
	}
	if (append) {
		FILE *f = fopen(append, "a");
		if (!f || fprintf(f, "%s %s %d  # found by %s\n", board, hand, want, found_by) < 0)
			perror(append);
		else
			printf("appended to %s\n", append);
		if (f)
			fclose(f);
	}
}

int main(int argc, char **argv)
{
	long n = 1000;
	double budget = 180; /* make stress without TIME: a few minutes at most */
	unsigned long seed = 1;
	const char *append = NULL, *shrink_board = NULL, *shrink_hand = NULL;
	int long_only = 0;
	for (int i = 1; i < argc; i++) {
		if (calls_option(argc, argv, &i))
			continue;
		if (!strcmp(argv[i], "--n") && i + 1 < argc)
			n = atol(argv[++i]);
		else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
			seed = strtoul(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--time") && i + 1 < argc) {
			char *end;
			budget = strtod(argv[++i], &end);
			if (end == argv[i] || *end || !(budget > 0 && budget <= 1e6)) {
				fprintf(stderr, "stress: TIME takes seconds, a number above 0, not "
						"'%s'\n", argv[i]);
				return 2;
			}
		}
		else if (!strcmp(argv[i], "--append") && i + 1 < argc)
			append = argv[++i];
		else if (!strcmp(argv[i], "--shrink") && i + 2 < argc) {
			shrink_board = argv[++i];
			shrink_hand = argv[++i];
		} else if (!strcmp(argv[i], "--quiet"))
			quiet = 1;
		else if (!strcmp(argv[i], "--long"))
			long_only = 1;
		else {
			fprintf(stderr, "usage: stress --runner EXE [--time-limit MS] [--memory-limit MB] "
					"[--n N] [--time SECONDS] [--seed S] [--long] [--append FILE] "
					"[--quiet] [--shrink BOARD HAND]\n");
			return 2;
		}
	}
	char board[CASE_BOARD_MAX + 1], hand[CASE_HAND_MAX + 1], found_by[96];
	calls_start("stress");
	calls_budget(budget);
	append_to = append;
	snprintf(found_by_text, sizeof found_by_text, "make stress, seed %lu", seed);
	if (shrink_board) {
		const char *problem = input_problem(shrink_board, shrink_hand);
		if (problem) {
			fprintf(stderr, "stress: %s %s: %s\n", shrink_board, shrink_hand, problem);
			return 2;
		}
		strcpy(board, shrink_board);
		strcpy(hand, shrink_hand);
		int want = reference_min_step(board, hand, NULL), got = solution_answer(board, hand);
		if (got == STOPPED) {
			printf("stress: %s before the solution answered\n", calls_over());
			calls_end();
			return 1;
		}
		printf("%s %s: reference %d, solution %d\n", board, hand, want, got);
		if (got == want) {
			printf("the solution agrees here: nothing to shrink\n1 passed, 0 failed\n");
			calls_end();
			return 0;
		}
		snprintf(found_by, sizeof found_by, "make stress, shrunk from %s %s", board, hand);
		shrink_and_show(board, hand, append, found_by);
		printf("0 passed, 1 failed\n");
		calls_end();
		return 1;
	}
	struct rng r;
	rng_seed(&r, seed);
	long answers[7] = {0};
	if (!quiet)
		printf("stress: %ld random %sinputs at most, seed %lu%s%g%s\n", n,
		       long_only ? "long " : "", seed, budget > 0 ? ", for at most " : "", budget,
		       budget > 0 ? " s (TIME)" : "");
	fflush(stdout);
	progress_start("stress", (double)n, "inputs");
	progress_budget(budget);
	long k = 0;
	for (; k < n && !calls_over(); k++, passed++) {
		progress_at((double)k);
		if (long_only)
			random_long_case(&r, board, hand);
		else
			random_case(&r, board, hand);
		int got = solution_answer(board, hand), want;
		if (got == STOPPED || !reference_in_budget(board, hand, &want))
			break;
		if (want >= -1 && want <= 5)
			answers[want + 1]++;
		if (got == want)
			continue;
		progress_clear();
		printf("input %ld (seed %lu): %s %s: reference %d, solution %d\n", k + 1, seed, board,
		       hand, want, got);
		snprintf(found_by, sizeof found_by, "make stress, seed %lu", seed);
		shrink_and_show(board, hand, append, found_by);
		printf("%ld passed, 1 failed\n", k);
		calls_end();
		return 1;
	}
	progress_clear();
	if (!quiet) {
		printf("answers seen:");
		for (int a = 0; a < 7; a++)
			if (answers[a])
				printf(" %d:%ld", a - 1, answers[a]);
		printf("\n");
	}
	if (k < n)
		printf("stress: %s after %ld of %ld inputs: no disagreement so far\n", calls_over(),
		       k, n);
	printf("%ld passed, 0 failed\n", k);
	calls_end();
	return 0;
}
