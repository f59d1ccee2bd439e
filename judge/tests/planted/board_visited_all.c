/* Planted wrong approach: a breadth-first search that tries every colour of the hand at every
 * gap (as no_visited.c does) but keys its visited set on the board alone. A board reached first
 * with one hand hides the same board reached later with a better hand, so it answers -1, or too
 * many, where only the better hand wins. Found in published solutions that memoise on the board
 * string. */
#define VISITED 1

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)len;
	(void)depth;
	return !(g > 0 && b[g - 1] == c); /* the same row as c before that ball */
}

#include "wrong_bfs.h"
