/* Planted: a plain breadth-first search with a visited set keyed on board and hand, that
 * tries every ball of the hand in every gap (no pruning). Right, and slow: the kind of solution
 * LeetCode accepts. The default limits are calibrated so that it is Accepted here too. */
#define VISITED 2

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)b;
	(void)len;
	(void)g;
	(void)c;
	(void)depth;
	return 1;
}

#include "wrong_bfs.h"
