/* Planted wrong approach: a breadth-first search (visited set on board and hand, the right key)
 * that puts down only colours still on the board, at every gap, as the most-read published
 * solutions do (one repository's C++, Java and Python alike): a ball of a colour the board no
 * longer holds seems useless. It is not: its balls, put down as separators, keep runs apart
 * until the right moment, then leave as three. It answers -1 on cases/traps.txt's
 * RRYGGYYRRYYGGYRR / GGBBB (answer 5, with the three B). judge/gen tags the cases it fails
 * ([board_colours_only]). */
#define VISITED 2

static int move_allowed(const char *b, int len, int g, char c, int depth)
{
	(void)depth;
	int on_board = 0;
	for (int i = 0; i < len; i++)
		on_board |= b[i] == c;
	return on_board && !(g > 0 && b[g - 1] == c); /* the same row as c before that ball */
}

#include "wrong_bfs.h"
