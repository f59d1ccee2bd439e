/* Planted (hostile): a global helper named kill (as a careless solution might name one), and a loop on
 * board "G": the judge still ends the case at its limit (TLE), since no solution symbol but
 * findMinStep is global in the runner and none is in the judge. */
#include "right.h"
#include <string.h>
#include <sys/types.h>
int findMinStep(char *board, char *hand);
int kill(pid_t pid, int sig);
int kill(pid_t pid, int sig)
{
	(void)pid;
	(void)sig;
	return 0;
}
int findMinStep(char *board, char *hand)
{
	volatile unsigned long spin = 0;
	while (!strcmp(board, "G"))
		spin++;
	return real_findMinStep(board, hand);
}
