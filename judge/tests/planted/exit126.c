/* Planted (hostile, issue 36 item 3): a C solution that ends with exit status 126, the Python and
 * Java harnesses' "heap ran out". From a C runner that status is the solution's own: Runtime
 * Error, never Memory Limit Exceeded. */
#include <unistd.h>
int findMinStep(char *board, char *hand)
{
	(void)board;
	(void)hand;
	_exit(126);
}
