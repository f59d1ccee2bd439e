/* random_input.h: a seeded generator of valid LeetCode inputs, for case files and stress tests. */
#ifndef RANDOM_INPUT_H
#define RANDOM_INPUT_H

#include <stdint.h>

struct rng {
	uint64_t s;
};

void rng_seed(struct rng *r, uint64_t seed);
uint32_t rng_below(struct rng *r, uint32_t n);

/* A valid board of `len` balls (1..16) and hand of `hand_size` balls (1..5) over `colours`
 * colours (1..5; one colour allows at most two balls, so len is cut to 2). A biased draw builds
 * the board from runs of one or two and takes the hand from the board's colours, which makes
 * solvable inputs common; a plain draw is uniform (nearly always -1 on long boards). */
void random_input(struct rng *r, int len, int hand_size, int colours, int biased, char *board,
		  char *hand);

/* As random_input, with length, hand size, colour count and bias drawn too. */
void random_case(struct rng *r, char *board, char *hand);

/* A long biased draw: 10 to 16 balls in runs over 2 to 4 colours, a hand of 3 to 5 from the
 * board's colours. Deep answers and the deepest searches live here. */
void random_long_case(struct rng *r, char *board, char *hand);

#endif
