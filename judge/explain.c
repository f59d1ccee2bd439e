/* explain.c: `make explain BOARD=... HAND=...` (quotes optional). Prints one optimal play found
 * by the reference, one insertion a line, then the answer. */
#include "cases.h"
#include "reference.h"
#include "testcases.h"

#include <stdio.h>
#include <string.h>

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
	for (int k = 0; k < answer; k++) {
		const struct ref_step *st = &play[k];
		if (!strcmp(st->inserted, st->after))
			printf("%d. insert %c at %d: %s (no removal)\n", k + 1, st->colour, st->gap,
			       st->inserted);
		else
			printf("%d. insert %c at %d: %s -> %s\n", k + 1, st->colour, st->gap,
			       st->inserted, st->after[0] ? st->after : "empty");
	}
	printf("answer: %d\n", answer);
	return 0;
}
