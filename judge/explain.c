/* explain.c: `make explain BOARD=... HAND=...`. Prints one optimal play found by the reference,
 * one insertion a line, then the answer. */
#include "cases.h"
#include "reference.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc != 3 || !*argv[1] || !*argv[2]) {
		fprintf(stderr, "usage: make explain BOARD=RRWWRRBBRR HAND=WB\n");
		return 2;
	}
	const char *problem = input_problem(argv[1], argv[2]);
	if (problem) {
		fprintf(stderr, "explain: %s\n", problem);
		return 2;
	}
	struct ref_step play[REF_MAX_STEPS];
	int answer = reference_play(argv[1], argv[2], play, NULL);
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
