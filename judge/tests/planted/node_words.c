/* Planted (hostile, issue 36 item 3): a C solution that prints node's report of a heap run out
 * and aborts. Those words mean MLE only from a JavaScript or TypeScript runner: here the verdict
 * is Runtime Error (SIGABRT). */
#include <stdio.h>
#include <stdlib.h>
int findMinStep(char *board, char *hand)
{
	(void)board;
	(void)hand;
	fprintf(stderr, "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out "
			"of memory\n");
	abort();
}
