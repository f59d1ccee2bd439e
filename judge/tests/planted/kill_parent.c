/* Planted (hostile): on board "G", kills its parent (the judge, before this project put a runner
 * between them) with SIGKILL: RE naming kill; the judge lives on. */
#include "right.h"
#include <signal.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G"))
		kill(getppid(), SIGKILL);
	return real_findMinStep(board, hand);
}
