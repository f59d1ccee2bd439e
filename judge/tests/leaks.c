/* leaks.c: calls findMinStep 10,000 times in one process, as LeetCode does, built with
 * AddressSanitizer: LeakSanitizer reports anything not freed at exit, and every input string is
 * an exactly-sized heap block, so reading past its end is caught. Also checks the documented
 * answers for inputs outside LeetCode's constraints, and that a repeated call answers the same.
 * Ends with "N passed, M failed". */
#include "random_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int findMinStep(char *board, char *hand);

static int passed, failed;

/* Calls with heap copies exactly as long as the strings (NULL stays NULL). */
static int call(const char *board, const char *hand)
{
	char *b = board ? strdup(board) : NULL, *h = hand ? strdup(hand) : NULL;
	int r = findMinStep(b, h);
	free(b);
	free(h);
	return r;
}

static void expect(const char *board, const char *hand, int want)
{
	int got = call(board, hand);
	if (got == want) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL findMinStep(%s, %s): expected %d, got %d\n", board ? board : "NULL",
	       hand ? hand : "NULL", want, got);
}

int main(void)
{
	expect("", "R", 0);                  /* an empty board is already clear */
	expect("", "", 0);
	expect(NULL, "R", -1);
	expect("RR", NULL, -1);
	expect("RR", "", -1);                /* no ball to play */
	expect("RR", "RRRRRR", -1);          /* hand longer than 5 */
	expect("RYRYRYRYRYRYRYRYR", "R", -1); /* board longer than 16 */
	expect("RRR", "R", -1);              /* an initial run of three */
	expect("RX", "R", -1);               /* not a colour */
	expect("rr", "r", -1);               /* lower case is not a colour */
	expect("RR", "X", -1);
	expect("RR", "R", 1);
	expect("WWRRBBWW", "WRBRW", 2);

	struct rng r;
	rng_seed(&r, 10000);
	int calls = 0, inconsistent = 0;
	while (calls < 10000) {
		char board[17], hand[6];
		random_case(&r, board, hand);
		if (strlen(board) > 12 && strlen(hand) == 5)
			continue; /* keep the run short; the hard inputs are judged elsewhere */
		int a = call(board, hand), b = call(board, hand);
		calls += 2;
		if (a != b && inconsistent++ < 5)
			printf("FAIL %s %s answered %d, then %d\n", board, hand, a, b);
	}
	if (inconsistent)
		failed++;
	else
		passed++;
	printf("%d calls made; LeakSanitizer reports at exit if anything leaked\n", calls);
	printf("%d passed, %d failed\n", passed, failed);
	return failed != 0;
}
