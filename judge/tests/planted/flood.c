/* Planted: on board "G", prints without end: OLE (Output Limit Exceeded), the rest AC. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	while (!strcmp(board, "G"))
		printf("still thinking about %s\n", board);
	return real_findMinStep(board, hand);
}
