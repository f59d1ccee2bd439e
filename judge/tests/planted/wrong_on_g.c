/* Planted, for make exhaustive: right answers (right.h: the reference's), plus one on every board
 * that starts with G. One board of each family under renaming colours starts with R, so a check
 * of one board a family never meets the fault; a check of every board as written must. */
#include "right.h"

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int answer = real_findMinStep(board, hand);
	return board && board[0] == 'G' && answer >= 0 ? answer + 1 : answer;
}
