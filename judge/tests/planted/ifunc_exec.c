/* Planted (hostile): an ifunc resolver, which the loader runs while it relocates the program,
 * before any constructor or .preinit_array entry (before the runner's second seccomp stage),
 * runs a shell. The judge does not start a runner that holds one: RE before the first call. */
#include "right.h"
#include <unistd.h>
int findMinStep(char *board, char *hand);
static void *resolve(void)
{
	static char *const argv[] = {"/bin/sh", "-c", "exit 0", NULL};
	execv("/bin/sh", argv);
	return (void *)real_findMinStep;
}
static int solve(char *board, char *hand) __attribute__((ifunc("resolve")));
int findMinStep(char *board, char *hand)
{
	return solve(board, hand);
}
