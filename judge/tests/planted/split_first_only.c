/* Planted approach: a breadth-first search with the right visited key (board and hand) that
 * splits a pair only on the first move, as the fastest published bit-packed BFS does; every
 * other move joins a ball of its own colour. No input we have tried breaks it (README.md).
 * board_visited.c is this with the visited set keyed on the board alone. */
#ifndef VISITED
#define VISITED 2
#endif

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	if (g > 0 && b[g - 1] == c)
		return 0; /* the same row as c before that ball */
	if (g < len && b[g] == c)
		return 1;
	return depth == 0 && g > 0 && g < len && b[g - 1] == b[g];
}

#include "wrong_bfs.h"
