/* stress.c: `make stress`. Draws seeded random valid inputs, compares the linked findMinStep with
 * the reference, and on the first disagreement shrinks the input (fewer balls on the board, in
 * the hand, fewer colours) while the two still disagree, then prints it as a case line.
 *
 * usage: stress [--n N] [--seed S] [--long] [--append FILE] [--quiet]
 * --long draws only long boards in runs with hands from their colours (random_long_case).
 * Ends with "N passed, M failed"; exit status 1 on a disagreement. */
#include "cases.h"
#include "random_input.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int findMinStep(char *board, char *hand);

static int solution_answer(const char *board, const char *hand)
{
	char b[CASE_BOARD_MAX + 1], h[CASE_HAND_MAX + 1];
	strcpy(b, board);
	strcpy(h, hand);
	return findMinStep(b, h);
}

static int disagrees(const char *board, const char *hand)
{
	return !input_problem(board, hand) &&
	       solution_answer(board, hand) != reference_min_step(board, hand, NULL);
}

/* Tries one smaller input after another and keeps any that still disagrees, until none does. */
static void shrink(char *board, char *hand)
{
	for (int progress = 1; progress;) {
		progress = 0;
		char b[CASE_BOARD_MAX + 1], h[CASE_HAND_MAX + 1];
		for (size_t i = 0; !progress && i < strlen(board) && strlen(board) > 1; i++) {
			strcpy(b, board); /* drop ball i of the board */
			memmove(b + i, b + i + 1, strlen(b + i));
			if ((progress = disagrees(b, hand)))
				strcpy(board, b);
		}
		for (size_t i = 0; !progress && i < strlen(hand) && strlen(hand) > 1; i++) {
			strcpy(h, hand); /* drop ball i of the hand */
			memmove(h + i, h + i + 1, strlen(h + i));
			if ((progress = disagrees(board, h)))
				strcpy(hand, h);
		}
		for (const char *from = "RYBGW"; !progress && *from; from++) {
			for (const char *to = "RYBGW"; !progress && *to; to++) {
				if (*to == *from || !strchr(board, *from) || !strchr(board, *to))
					continue; /* only merges two colours of the board */
				strcpy(b, board);
				strcpy(h, hand);
				for (char *p = b; *p; p++)
					*p = *p == *from ? *to : *p;
				for (char *p = h; *p; p++)
					*p = *p == *from ? *to : *p;
				if ((progress = disagrees(b, h))) {
					strcpy(board, b);
					strcpy(hand, h);
				}
			}
		}
	}
}

int main(int argc, char **argv)
{
	long n = 1000;
	unsigned long seed = 1;
	const char *append = NULL;
	int quiet = 0, long_only = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--n") && i + 1 < argc)
			n = atol(argv[++i]);
		else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
			seed = strtoul(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--append") && i + 1 < argc)
			append = argv[++i];
		else if (!strcmp(argv[i], "--quiet"))
			quiet = 1;
		else if (!strcmp(argv[i], "--long"))
			long_only = 1;
		else {
			fprintf(stderr,
				"usage: stress [--n N] [--seed S] [--long] [--append FILE] [--quiet]\n");
			return 2;
		}
	}
	struct rng r;
	rng_seed(&r, seed);
	long answers[7] = {0};
	if (!quiet)
		printf("stress: %ld random %sinputs, seed %lu\n", n, long_only ? "long " : "", seed);
	for (long k = 0; k < n; k++) {
		char board[CASE_BOARD_MAX + 1], hand[CASE_HAND_MAX + 1];
		if (long_only)
			random_long_case(&r, board, hand);
		else
			random_case(&r, board, hand);
		int want = reference_min_step(board, hand, NULL);
		int got = solution_answer(board, hand);
		if (want >= -1 && want <= 5)
			answers[want + 1]++;
		if (got == want)
			continue;
		printf("input %ld (seed %lu): %s %s: reference %d, solution %d\n", k + 1, seed, board,
		       hand, want, got);
		shrink(board, hand);
		want = reference_min_step(board, hand, NULL);
		got = solution_answer(board, hand);
		printf("shrunk to a case line (reference answer; the solution says %d):\n", got);
		printf("%s %s %d\n", board, hand, want);
		if (append) {
			FILE *f = fopen(append, "a");
			if (!f || fprintf(f, "%s %s %d  # found by make stress, seed %lu\n", board, hand,
					  want, seed) < 0) {
				perror(append);
			} else {
				printf("appended to %s\n", append);
			}
			if (f)
				fclose(f);
		}
		printf("%ld passed, 1 failed\n", k);
		return 1;
	}
	if (!quiet) {
		printf("answers seen:");
		for (int a = 0; a < 7; a++)
			if (answers[a])
				printf(" %d:%ld", a - 1, answers[a]);
		printf("\n");
	}
	printf("%ld passed, 0 failed\n", n);
	return 0;
}
