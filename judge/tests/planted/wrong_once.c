/* Planted: right everywhere except board "G", where it answers 3 (expected 2): WA. Right by the
 * reference (right.h), which builds in a sixth of solution.c's time: it is judged on small case
 * files, or on the default cases by make submit, which stops at examples.txt's G. */
#include "right.h"
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	return strcmp(board, "G") ? real_findMinStep(board, hand) : 3;
}
