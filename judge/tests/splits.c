/* splits.c: checks splits_dropped of solution.c (RULES, 8 in its header: a split whose state rule
 * 8 counted drops is not made, the count read from the parent once for all its splits) against
 * too_few_removals run on each split's state itself. Every split of the first board of N seeded
 * inputs (half of them long, random_long_case), by every colour of the hand: the ball put
 * between the two balls of a pair of another colour. too_few_removals itself is checked
 * against the reference by make rules (8r). Includes solution.c, as rules.c does, to reach the
 * static helpers. Ends with "N passed, M failed": one check.
 *
 * usage: splits [--n N] [--seed S] [--plant]
 * --plant counts each split's state with the parent's hand, the ball still in it (a
 * splits_dropped that forgot the ball leaves the hand): the check must then fail. */
#include "../../solution.c"
#include "random_input.h"

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
			fprintf(stderr, "usage: splits [--n N] [--seed S] [--plant]\n");
			return 2;
		}
	}
	long splits = 0, dropped = 0, differ = 0;
	struct rng r;
	rng_seed(&r, seed);
	for (long k = 0; k < n; k++) {
		char board[MAX_BOARD + 1], hand[MAX_HAND + 1];
		if (k % 2)
			random_long_case(&r, board, hand);
		else
			random_case(&r, board, hand);
		node cur = {NULL, 0, 0, 0, 0, 0, 0, 0};
		int len;
		if (read_input(board, hand, &cur.board, &len, &cur.hand) <= 0)
			continue;
		cur.len = (unsigned char)len;
		unsigned named = splits_dropped(&cur);
		for (int g = 1; g < len; g++) {
			unsigned y = ball_at(cur.board, g - 1);
			if (y != ball_at(cur.board, g))
				continue; /* not between the two balls of a pair */
			for (unsigned c = 1; c <= COLOURS; c++) {
				if (c == y || !hand_count(cur.hand, c))
					continue;
				int after = len;
				uint64_t b = board_after_move(cur.board, &after, g, c);
				unsigned h = plant ? cur.hand : cur.hand - (1u << (3 * (c - 1)));
				int counted = too_few_removals(b, after, h);
				splits++;
				dropped += counted;
				if (counted != (int)(named >> c & 1) && differ++ < 5)
					printf("FAIL %s %s: %c between the pair at %d: too_few_removals says "
					       "%d, splits_dropped %d\n", board, hand, "?RYBGW"[c], g,
					       counted, (int)(named >> c & 1));
			}
		}
	}
	printf("splits_dropped on every split of %ld seeded first boards: %ld splits, %ld of them "
	       "dropped by rule 8 counted on their state, %ld named otherwise\n",
	       n, splits, dropped, differ);
	printf("%d passed, %d failed\n", differ == 0, differ != 0);
	return differ != 0;
}
