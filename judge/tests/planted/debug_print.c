/* Planted: prints a debug line on stdout at every call and answers 3 on board "G" (expected 2):
 * WA, and the summary shows that case's Stdout, as LeetCode does. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	printf("debug: board=%s hand=%s\n", board, hand);
	return strcmp(board, "G") ? real_findMinStep(board, hand) : 3;
}
