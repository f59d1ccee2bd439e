/* Planted (hostile): a constructor that forks before main: the sandbox is already there (both
 * stages and the runner's SIGSYS handler, in before any constructor), so the fork is RE naming
 * it before the first call, and the rest are not run, as they would fail alike. */
#include "right.h"
#include <unistd.h>
int findMinStep(char *board, char *hand);
__attribute__((constructor)) static void fork_early(void)
{
	if (fork() == 0)
		for (;;)
			pause();
}
int findMinStep(char *board, char *hand)
{
	return real_findMinStep(board, hand);
}
