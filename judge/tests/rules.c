/* rules.c: checks the drop tests of solution.c one at a time against the reference: rules 2
 * and 7 (hopeless), rule 2 summed (hand_too_short) and rule 8 (no_affordable_grouping) may drop
 * a state only if its hand cannot clear it, so no input the reference solves may be dropped. Includes solution.c, as u-config's
 * tests include their source, to reach the static helpers. Draws seeded inputs, half of them
 * long (random_long_case), and ends with "N passed, M failed".
 *
 * usage: rules [--n N] [--seed S] [--plant]
 * --plant hands rule 8 one ball fewer than the hand holds: the check must then fail. */
#include "../../solution.c"
#include "random_input.h"
#include "reference.h"

#include <stdio.h>

int main(int argc, char **argv)
{
	long n = 2000;
	unsigned long seed = 1;
	int plant = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--n") && i + 1 < argc)
			n = atol(argv[++i]);
		else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
			seed = strtoul(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--plant"))
			plant = 1;
		else {
			fprintf(stderr, "usage: rules [--n N] [--seed S] [--plant]\n");
			return 2;
		}
	}
	struct rng r;
	rng_seed(&r, seed);
	long solvable = 0, failed = 0, unsolvable = 0, dropped = 0;
	for (long k = 0; k < n; k++) {
		char board[MAX_BOARD + 1], hand[MAX_HAND + 1];
		if (k % 2)
			random_long_case(&r, board, hand);
		else
			random_case(&r, board, hand);
		uint64_t b;
		int len;
		unsigned h, once;
		if (read_input(board, hand, &b, &len, &h) <= 0)
			continue;
		unsigned h8 = h;
		if (plant) /* take away the first colour the hand holds */
			for (unsigned c = 1; c <= COLOURS && h8 == h; c++)
				if (hand_count(h, c))
					h8 -= 1u << (3 * (c - 1));
		int by_7 = hopeless(b, len, h, 0, &once), by_8 = no_affordable_grouping(b, len, h8);
		by_7 |= hand_too_short(b, len, h);
		int answer = reference_min_step(board, hand, NULL);
		if (answer < 0) {
			unsolvable++;
			dropped += by_7 || by_8;
			continue;
		}
		solvable++;
		if (by_7 || by_8) {
			if (failed++ < 5)
				printf("FAIL %s %s: the reference clears it with %d, yet rule%s drops it\n",
				       board, hand, answer, by_7 ? "s 2 (or its sum)/7" : " 8");
		}
	}
	printf("rules 2 (and its sum), 7, 8 on %ld seeded inputs: %ld solvable, %ld of them dropped; %ld unsolvable, "
	       "%ld of them dropped at once\n",
	       n, solvable, failed, unsolvable, dropped);
	printf("%ld passed, %ld failed\n", solvable - failed, failed);
	return failed != 0;
}
