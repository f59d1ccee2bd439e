/* Parity: a library LeetCode's C does not have. */
#include <glib.h>
int findMinStep(char *board, char *hand)
{
	return g_strcmp0(board, hand);
}
