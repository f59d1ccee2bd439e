/* Planted (hostile): a constructor that runs a shell before main. The second seccomp stage is
 * in before any constructor of the solution (runner.c's .preinit_array): RE naming execve,
 * before the first call. */
#include "right.h"
#include <unistd.h>
int findMinStep(char *board, char *hand);
__attribute__((constructor)) static void shell_early(void)
{
	static char *const argv[] = {"/bin/sh", "-c", "exit 0", NULL};
	execv("/bin/sh", argv);
}
int findMinStep(char *board, char *hand)
{
	return real_findMinStep(board, hand);
}
