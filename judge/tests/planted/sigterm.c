/* Planted: on board "G", sends itself SIGTERM: RE naming SIGTERM. */
#define findMinStep real_findMinStep
#include "../../../solution.c"
#undef findMinStep
#include <signal.h>
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G"))
		raise(SIGTERM);
	return real_findMinStep(board, hand);
}
