/* Planted (hostile): on board "G", puts /dev/null over every descriptor and sleeps a minute: TLE at the case
 * limit, not an RE a minute later. */
#include "right.h"
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		int fd = open("/dev/null", O_RDONLY);
		for (int i = 0; i < 64; i++)
			if (i != fd)
				dup2(fd, i);
		sleep(60);
	}
	return real_findMinStep(board, hand);
}
