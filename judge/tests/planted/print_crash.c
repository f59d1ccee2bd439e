/* Planted: on board "G", prints a line without a newline after another, then dereferences
 * NULL: the Stdout of the RE must still show both (stdio would have held them in a buffer). */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <stdio.h>
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		printf("about to crash on %s\n", board);
		printf("half a line");
		volatile int *nothing = NULL;
		return *nothing;
	}
	return real_findMinStep(board, hand);
}
