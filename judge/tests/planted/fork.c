/* Planted (hostile): on board "G", forks; parent and child both return, the child holding 600 MB: RE
 * naming fork, and no second answer, no process left behind. */
#include "right.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G") && fork() == 0) {
		char *p = malloc(600u << 20);
		if (p)
			memset(p, 1, 600u << 20);
	}
	return real_findMinStep(board, hand);
}
