/* random_input.c: owns the random inputs: xorshift-style generator seeded by splitmix64, and
 * boards that never start with a run of three. */
#include "random_input.h"

#include <string.h>

void rng_seed(struct rng *r, uint64_t seed)
{
	r->s = seed;
}

uint32_t rng_below(struct rng *r, uint32_t n)
{
	uint64_t z = (r->s += 0x9E3779B97F4A7C15u);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	z ^= z >> 31;
	return (uint32_t)((z >> 32) % n);
}

void random_input(struct rng *r, int len, int hand_size, int colours, int biased, char *board,
		  char *hand)
{
	char palette[6] = "RYBGW";
	for (int k = 4; k > 0; k--) { /* which colours, shuffled */
		int j = (int)rng_below(r, (uint32_t)k + 1);
		char t = palette[k];
		palette[k] = palette[j];
		palette[j] = t;
	}
	if (colours == 1 && len > 2)
		len = 2;
	int n = 0;
	while (n < len) {
		char c = palette[rng_below(r, (uint32_t)colours)];
		if (n > 0 && board[n - 1] == c && (n > 1 || colours > 1) &&
		    (biased || (n > 1 && board[n - 2] == c)))
			continue; /* biased: a new run; plain: only refuse a third in a row */
		int run = biased ? 1 + (int)rng_below(r, 2) : 1;
		for (int k = 0; k < run && n < len; k++)
			board[n++] = c;
	}
	board[n] = '\0';
	for (int k = 0; k < hand_size; k++) {
		if (biased && rng_below(r, 5)) /* mostly colours on the board */
			hand[k] = board[rng_below(r, (uint32_t)n)];
		else
			hand[k] = palette[rng_below(r, (uint32_t)colours)];
	}
	hand[hand_size] = '\0';
}

void random_case(struct rng *r, char *board, char *hand)
{
	int len = 1 + (int)rng_below(r, 16);
	int hand_size = 1 + (int)rng_below(r, 5);
	int colours = 1 + (int)rng_below(r, 5);
	random_input(r, len, hand_size, colours, (int)rng_below(r, 4) != 0, board, hand);
}

void random_long_case(struct rng *r, char *board, char *hand)
{
	int len = 10 + (int)rng_below(r, 7);
	int hand_size = 3 + (int)rng_below(r, 3);
	random_input(r, len, hand_size, 2 + (int)rng_below(r, 3), 1, board, hand);
}
