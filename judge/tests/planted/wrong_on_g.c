/* Planted, for make exhaustive: solution.c's answers, plus one on every board that starts with
 * G. One board of each family under renaming colours starts with R, so a check of one board a
 * family never meets the fault; a check of every board as written must. */
#define findMinStep real_findMinStep
#include "../../../solution.c"
#undef findMinStep

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int answer = real_findMinStep(board, hand);
	return board && board[0] == 'G' && answer >= 0 ? answer + 1 : answer;
}
