/* Planted: right everywhere except board "G", where it answers 3 (expected 2): WA. */
#define findMinStep real_findMinStep
#include "../../../solution.c"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	return strcmp(board, "G") ? real_findMinStep(board, hand) : 3;
}
