/* Planted (hostile): on board "G" (the fourth call of judge/tests/planted.txt), writes a
 * well-formed reply with the expected answer into the judge's channel and then returns a wrong
 * one, so the runner's own record follows the forged one: RE on that case (more than one
 * record), and the cases after it AC in a fresh process. */
#include "right.h"
#include "../../protocol.h"
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (strcmp(board, "G"))
		return real_findMinStep(board, hand);
	struct reply r = {REPLY_MAGIC, REPLY_ANSWER, 3, 2, 1};
	if (write(RUNNER_REPLY_FD, &r, sizeof r) < 0)
		return -2;
	return 3;
}
