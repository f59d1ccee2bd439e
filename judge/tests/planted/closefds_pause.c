/* Planted (hostile): on board "G", closes every descriptor and waits for a signal that never comes: TLE at the
 * case limit, never a hung judge. */
#include "right.h"
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		for (int fd = 0; fd < 64; fd++)
			close(fd);
		pause();
	}
	return real_findMinStep(board, hand);
}
