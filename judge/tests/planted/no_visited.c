/* Planted approach: a breadth-first search that tries every move and keeps no visited set. Its
 * answers are right, but the queue grows by a factor of up to 17 x 5 a level: on
 * RRGGBBYYWWRRGGBB / RGBYW (answer -1) it runs out of time or memory. */
#define VISITED 0

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)len;
	(void)depth;
	return !(g > 0 && b[g - 1] == c); /* the same row as c before that ball */
}

#include "wrong_bfs.h"
