/* Planted (hostile): a constructor that forks before main, before the runner has set up
 * anything: the sandbox is already there (installed before exec), so the process dies of SIGSYS
 * before the first call; that case is RE and the rest are not run, as they would fail alike. */
#define findMinStep real_findMinStep
#include "../../../solution.c"
#undef findMinStep
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
