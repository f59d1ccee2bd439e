/* exhaustive_check.c: checks make exhaustive's reference (judge/reference/all_hands.c, one
 * search a board for every hand) against the judge's reference (reference.c, one search a
 * hand): on every valid board of 1..L balls as written, with every hand of 1 to 5 balls (251),
 * the two must give the same answer. make test runs it (judge/tests/exhaustive.sh), with
 * all_hands.c's cuts and without them, and once on a copy of all_hands.c with a planted defect,
 * which must fail.
 *
 * usage: exhaustive_check [--no-cuts] L     ends with "N passed, M failed" (a pair a check) */
#include "all_hands.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char colours[] = "RYBGW";
static long passed, failed;

/* Every hand of 1 to 5 balls, written in R Y B G W order, against all_hands' answer for it. */
static void check_board(const char *board)
{
	static signed char answer[6][6][6][6][6];
	int h[5];
	if (all_hands(board, answer) < 0) {
		fprintf(stderr, "exhaustive_check: out of memory (%s)\n", board);
		exit(2);
	}
	for (h[0] = 0; h[0] <= 5; h[0]++)
	for (h[1] = 0; h[0] + h[1] <= 5; h[1]++)
	for (h[2] = 0; h[0] + h[1] + h[2] <= 5; h[2]++)
	for (h[3] = 0; h[0] + h[1] + h[2] + h[3] <= 5; h[3]++)
	for (h[4] = 0; h[0] + h[1] + h[2] + h[3] + h[4] <= 5; h[4]++) {
		char hand[6];
		int n = 0;
		for (int c = 0; c < 5; c++)
			for (int k = 0; k < h[c]; k++)
				hand[n++] = colours[c];
		hand[n] = '\0';
		if (!n)
			continue;
		int want = reference_min_step(board, hand, NULL);
		int got = answer[h[0]][h[1]][h[2]][h[3]][h[4]];
		if (want == got) {
			passed++;
		} else if (failed++ < 20) {
			printf("%s %s %d  # all_hands says %d\n", board, hand, want, got);
		}
	}
}

/* Every board of len balls as written: any colour at each place, no three alike in a row. */
static void walk(char *b, int i, int len)
{
	if (i == len) {
		b[len] = '\0';
		check_board(b);
		return;
	}
	for (int c = 0; c < 5; c++) {
		if (i >= 2 && b[i - 1] == colours[c] && b[i - 2] == colours[c])
			continue;
		b[i] = colours[c];
		walk(b, i + 1, len);
	}
}

int main(int argc, char **argv)
{
	int max = 0, cuts = 1;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--no-cuts"))
			all_hands_use_cuts(cuts = 0);
		else
			max = atoi(argv[i]);
	}
	if (max < 1 || max > 16) {
		fprintf(stderr, "usage: exhaustive_check [--no-cuts] L   (L from 1 to 16)\n");
		return 2;
	}
	char b[17];
	for (int len = 1; len <= max; len++)
		walk(b, 0, len);
	printf("exhaustive_check: all_hands.c against reference.c, every board of 1 to %d balls as "
	       "written, every hand of 1 to 5 balls%s\n", max, cuts ? "" : " (no cuts)");
	printf("%ld passed, %ld failed\n", passed, failed);
	return failed != 0;
}
