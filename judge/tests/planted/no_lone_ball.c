/* Planted approach: a breadth-first search (visited set on board and hand) that never puts a
 * ball between two balls both unlike it and unlike each other (a lone ball): a ball only joins
 * its colour or splits a pair. Common in published solutions; unproven (see solution.c). */
#define VISITED 2

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)depth;
	if (g > 0 && b[g - 1] == c)
		return 0; /* the same row as c before that ball */
	return (g < len && b[g] == c) || (g > 0 && g < len && b[g - 1] == b[g]);
}

#include "wrong_bfs.h"
