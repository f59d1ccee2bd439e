/* Planted wrong approach: a breadth-first search (visited set on board and hand, the right key)
 * that puts a ball only next to a ball of its own colour, so it never splits a pair: it answers
 * -1 on RRWWRRBBRR / WB (answer 2: W between the two R, then B). It feeds cases/traps-found.txt
 * (judge/gen.c), cases/wrong-approaches.txt, and the test that `make stress` catches and
 * shrinks a wrong solver. */
#define VISITED 2

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)depth;
	return g < len && b[g] == c && !(g > 0 && b[g - 1] == c);
}

#include "wrong_bfs.h"
