/* Planted: copies the board into a stack buffer one byte short of a 12-ball board with its NUL,
 * on boards of 12 balls or more: a stack-buffer-overflow that only the sanitizers see (a plain
 * build answers right). make stress, with the sanitizers on, must catch it. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	char next[12];
	size_t len = strlen(board);
	if (len >= 12) {
		memcpy(next, board, len + 1); /* one byte past at 11 balls: here at least two */
		return real_findMinStep(next, hand);
	}
	return real_findMinStep(board, hand);
}
