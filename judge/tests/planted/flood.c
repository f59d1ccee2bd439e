/* Planted: on board "G", prints without end: OLE (Output Limit Exceeded), the rest AC. */
#define findMinStep real_findMinStep
#include "../../../solution.c"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	while (!strcmp(board, "G"))
		printf("still thinking about %s\n", board);
	return real_findMinStep(board, hand);
}
