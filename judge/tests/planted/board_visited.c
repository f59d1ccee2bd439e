/* Planted wrong approach, as the fastest published bit-packed BFS takes it: the visited set is
 * keyed on the board alone (a board reached first with one hand hides the same board with a
 * better hand), and a pair is split only on the first move. It answers -1 on
 * RRYYRYYBBYBBYYR / YYBB (answer 4). The board-only key is what breaks it: split_first_only.c,
 * the same with the right key, gets these right. */
#define VISITED 1

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	if (g > 0 && b[g - 1] == c)
		return 0; /* the same row as c before that ball */
	if (g < len && b[g] == c)
		return 1;
	return depth == 0 && g > 0 && g < len && b[g - 1] == b[g];
}

#include "wrong_bfs.h"
