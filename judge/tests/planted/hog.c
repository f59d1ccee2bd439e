/* Planted: on board "G", a search with no visited set: allocates and touches memory without
 * bound: MLE. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	while (!strcmp(board, "G")) {
		char *p = malloc(1 << 20);
		if (p)
			memset(p, 1, 1 << 20);
	}
	return real_findMinStep(board, hand);
}
