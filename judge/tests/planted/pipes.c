/* Planted (hostile): on board "G", hides memory in pipes, where a process's resident size does
 * not show it: as many pipes as it may open, each grown to 1 MiB (F_SETPIPE_SZ) and filled.
 * With the sandbox whole the fcntl is RE; without seccomp, the memory cgroup must see it. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#define SETPIPE_SZ 1031 /* F_SETPIPE_SZ: LeetCode's headers come before any _GNU_SOURCE */
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	static char chunk[65536];
	int fd[2];
	while (!strcmp(board, "G") && pipe(fd) == 0) {
		fcntl(fd[1], SETPIPE_SZ, 1 << 20);
		fcntl(fd[1], F_SETFL, O_NONBLOCK);
		while (write(fd[1], chunk, sizeof chunk) > 0)
			;
	}
	return real_findMinStep(board, hand);
}
