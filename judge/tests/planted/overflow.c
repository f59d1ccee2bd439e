/* Planted: on board "G", copies the board into a block one byte short (no room for the NUL):
 * RE, heap-buffer-overflow under AddressSanitizer. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		char *copy = malloc(strlen(board));
		strcpy(copy, board);
		int r = real_findMinStep(copy, hand);
		free(copy);
		return r;
	}
	return real_findMinStep(board, hand);
}
