/* collapse.h: the removal rule, written plainly, for the planted solvers: deletes the first run
 * of three or more alike and starts again, until none is left; returns the new length. */
#include <string.h>

static int collapse(char *b, int n)
{
	for (int again = 1; again;) {
		again = 0;
		for (int i = 0, j; i < n; i = j) {
			for (j = i; j < n && b[j] == b[i]; j++)
				;
			if (j - i >= 3) {
				memmove(b + i, b + j, (size_t)(n - j));
				n -= j - i;
				again = 1;
				break;
			}
		}
	}
	return n;
}
