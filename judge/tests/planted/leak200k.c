/* Planted: leaks 200 KB (touched) on every call: 567 cases called once each stay far under the
 * memory limit; called fifteen times each they would not. */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
static char *volatile last; /* the last block is kept, so the compiler cannot drop the rest */
int findMinStep(char *board, char *hand)
{
	char *p = malloc(200 << 10);
	if (p)
		memset(p, 7, 200 << 10);
	last = p;
	return real_findMinStep(board, hand);
}
