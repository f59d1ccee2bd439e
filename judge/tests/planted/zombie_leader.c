/* Planted (hostile): a constructor starts the runner's main in a thread of its own and ends the
 * main thread alone (raw SYS_exit): the leader is a zombie whose status has no VmHWM. On board
 * "G" it holds 270 MB (MEMORY_LIMIT 256): MLE all the same, read from a live thread. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int main(void);
static void *carry_on(void *arg)
{
	(void)arg;
	exit(main());
}
__attribute__((constructor)) static void leave(void)
{
	pthread_t t;
	if (pthread_create(&t, NULL, carry_on, NULL) == 0)
		syscall(SYS_exit, 0);
}
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
