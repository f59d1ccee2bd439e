/* Planted (hostile): calls itself "zuma-box" (the name of the box's first process) before any
 * constructor, then holds 270 MB on board "G" (MEMORY_LIMIT 256). The judge knows its runner by
 * its pid, never by its name: MLE. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
int findMinStep(char *board, char *hand);
static void rename_early(void)
{
	prctl(PR_SET_NAME, "zuma-box", 0, 0, 0);
}
__attribute__((section(".preinit_array"), used)) static void (*const early)(void) = rename_early;
int findMinStep(char *board, char *hand)
{
	static char *volatile held;
	int used = 0;
	if (!strcmp(board, "G") && (held = malloc(270u << 20))) {
		memset(held, 1, 270u << 20);
		used = held[(123u << 20) + 45] - 1; /* 0: kept, not optimised away */
	}
	return real_findMinStep(board, hand) + used;
}
