/* Planted: a plain breadth-first search that is right but does nothing clever: every ball of the
 * hand at every gap, a visited set on board and hand. judge/gen runs it to keep the no_visited
 * tag for the inputs a search with a visited set solves quickly: a solution slow there is slow
 * for want of the set, not for the input. */
#define VISITED 2

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)len;
	(void)depth;
	return !(g > 0 && b[g - 1] == c); /* the same row as c before that ball */
}

#include "wrong_bfs.h"
