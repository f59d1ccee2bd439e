/* explain.c: `make explain BOARD=... HAND=...`. Prints one optimal play found by the reference,
 * one insertion a line, then the answer. */
#include "cases.h"
#include "reference.h"

#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: explain BOARD HAND\n");
		return 2;
	}
	const char *problem = input_problem(argv[1], argv[2]);
	if (problem) {
		fprintf(stderr, "explain: %s\n", problem);
		return 2;
	}
	struct ref_step play[REF_MAX_STEPS];
	int answer = reference_play(argv[1], argv[2], play, NULL);
	for (int k = 0; k < answer; k++)
		printf("%d. insert %c at %d: %s -> %s\n", k + 1, play[k].colour, play[k].gap,
		       play[k].inserted, play[k].after[0] ? play[k].after : "empty");
	printf("answer: %d\n", answer);
	return 0;
}
