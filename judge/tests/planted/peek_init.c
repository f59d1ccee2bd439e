/* Planted (hostile): reads the box's /proc/1/cmdline (its first process, a copy of the judge)
 * and answers wrong on board "G" if it shows anything: it must show nothing of the judge. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	char b[4096];
	int fd = open("/proc/1/cmdline", O_RDONLY), shown = 0;
	ssize_t n = fd < 0 ? 0 : read(fd, b, sizeof b);
	for (ssize_t i = 0; i < n; i++)
		shown |= b[i] != 0;
	if (fd >= 0)
		close(fd);
	return !strcmp(board, "G") && shown ? 99 : real_findMinStep(board, hand);
}
