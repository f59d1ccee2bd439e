/* Planted: on board "G", sends itself SIGTERM: RE naming SIGTERM. */
#include "right.h"
#include <signal.h>
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G"))
		raise(SIGTERM);
	return real_findMinStep(board, hand);
}
