/* Planted for the memory tag (judge/gen): a breadth-first search with the move rule of published
 * solutions (a ball joins its own colour or splits a pair of another colour, as bfs.py and
 * no_visited.py do) and no visited set, unless VISITED says otherwise. gen builds it twice with
 * LEVEL_CAP (Makefile): without the set and with one on board and hand, and tags no_visited=memory
 * where the first holds too many states in one level and the second a tenth of that at most:
 * there a search with no visited set runs out of memory for want of the set. (This move rule
 * misses some answers, e.g. 3 for WWRRBBWW / WRBRW, whose answer is 2: only its sizes count.) */
#ifndef VISITED
#define VISITED 0
#endif

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)depth;
	int join = g < len && b[g] == c;
	int split = g > 0 && g < len && b[g] == b[g - 1] && b[g] != c;
	return join || split;
}

#include "wrong_bfs.h"
