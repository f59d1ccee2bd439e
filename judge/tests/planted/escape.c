/* Planted (hostile): on each board of judge/tests/escape.txt, one way out of the box that an
 * earlier judge left open, aimed at the process VICTIM (a pid the test defines before this file:
 * a process of its own). With the sandbox whole each is RE naming the call; with a layer taken
 * away (make test's --without runs) the others must still keep the victim alive. The answer is
 * always the real one, so a call that goes through unnoticed shows as AC. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>
#include <sys/syscall.h>
#ifndef VICTIM
#define VICTIM 1
#endif
/* LeetCode's headers come first, before any _GNU_SOURCE: Linux's numbers, spelt out */
#define SETSIG 10
#define SETLEASE 1024
#define SETPIPE_SZ 1031
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int fd[2];
	if (!strcmp(board, "R") && pipe(fd) == 0) { /* the kernel signals the pipe's owner */
		fcntl(fd[0], F_SETOWN, VICTIM);
		fcntl(fd[0], SETSIG, SIGKILL);
		fcntl(fd[0], F_SETFL, O_ASYNC | O_NONBLOCK);
		if (write(fd[1], "x", 1) != 1)
			return -3;
	} else if (!strcmp(board, "Y")) { /* another process's core limit */
		struct rlimit big = {RLIM_INFINITY, RLIM_INFINITY};
		syscall(SYS_prlimit64, VICTIM, RLIMIT_CORE, &big, NULL);
	} else if (!strcmp(board, "B")) { /* outlive the box */
		prctl(PR_SET_PDEATHSIG, 0, 0, 0, 0);
	} else if (!strcmp(board, "W") && pipe(fd) == 0) { /* memory in a pipe */
		fcntl(fd[1], SETPIPE_SZ, 1 << 20);
	} else if (!strcmp(board, "G")) { /* hold up whoever opens a file next */
		int f = open("/etc/ld.so.cache", O_RDONLY);
		fcntl(f, SETLEASE, F_RDLCK);
	} else if (!strcmp(board, "RY")) { /* take a page away from the machine */
		static char page[8192] __attribute__((aligned(4096)));
		page[0] = 1;
		madvise(page, 4096, 100 /* MADV_HWPOISON */);
	} else if (!strcmp(board, "RB")) {
		kill(VICTIM, SIGKILL);
	}
	return real_findMinStep(board, hand);
}
