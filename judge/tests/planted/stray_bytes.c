/* Planted (hostile): on board "G", writes 16 stray bytes to descriptors 3..63 (the judge's channel among
 * them): RE naming the channel, never a crash of the judge. */
#include "right.h"
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G"))
		for (int fd = 3; fd < 64; fd++)
			if (write(fd, "0123456789abcdef", 16) < 0)
				continue;
	return real_findMinStep(board, hand);
}
