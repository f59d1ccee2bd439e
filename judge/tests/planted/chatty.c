/* Planted: prints on stdout and stderr at every call, and on board "G" reads stdin, which must
 * be /dev/null (at its end at once): all AC, and none of it in the judge's output. */
#include "right.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	char c;
	printf("CHATTY-OUT %s\n", board);
	fprintf(stderr, "CHATTY-ERR %s\n", board);
	if (!strcmp(board, "G") && read(STDIN_FILENO, &c, 1) != 0)
		return 99;
	return real_findMinStep(board, hand);
}
