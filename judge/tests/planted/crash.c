/* Planted: dereferences NULL on board "G": RE (SIGSEGV). */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		volatile int *p = NULL;
		return *p;
	}
	return real_findMinStep(board, hand);
}
