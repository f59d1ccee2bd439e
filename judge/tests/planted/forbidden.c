/* Planted: does a different forbidden thing on each board of judge/tests/sandbox.txt: each is
 * RE naming the system call, and the normal case after them is AC. It touches only a scratch
 * file (judge-sandbox-test.txt), so a broken sandbox harms nothing. */
#include "right.h"
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	static char *const argv[] = {"/bin/true", NULL};
	if (!strcmp(board, "R"))
		execv("/bin/true", argv);
	else if (!strcmp(board, "Y"))
		open("judge-sandbox-test.txt", O_WRONLY | O_CREAT, 0644);
	else if (!strcmp(board, "B"))
		unlink("judge-sandbox-test.txt");
	else if (!strcmp(board, "W")) { /* a socket is an error code; connect a trap */
		struct sockaddr_in a = {.sin_family = AF_INET};
		int s = socket(AF_INET, SOCK_STREAM, 0);
		connect(s < 0 ? 0 : s, (struct sockaddr *)&a, sizeof a);
	}
	else if (!strcmp(board, "G"))
		setsid();
	else if (!strcmp(board, "RY"))
		open("judge-sandbox-test.txt", O_RDONLY | O_TRUNC);
	return real_findMinStep(board, hand);
}
