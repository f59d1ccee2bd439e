/* explain.c: `make explain BOARD=... HAND=...` (quotes optional). Prints one optimal play found
 * by the reference, one insertion a line, then the answer. */
#include "cases.h"
#include "reference.h"
#include "testcases.h"

#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc != 3 || !*argv[1] || !*argv[2]) {
		fprintf(stderr, "usage: make explain BOARD=RRWWRRBBRR HAND=WB\n");
		return 2;
	}
	char *board = unquote(argv[1]), *hand = unquote(argv[2]); /* "WRRBBW" as LeetCode shows it */
	const char *problem = input_problem(board, hand);
	if (problem) {
		fprintf(stderr, "explain: %s\n", problem);
		return 2;
	}
	struct ref_step play[REF_MAX_STEPS];
	int answer = reference_play(board, hand, play, NULL);
	reference_print_play(stdout, "", play, answer);
	printf("answer: %d\n", answer);
	return 0;
}
