/* Planted (hostile): reads the case file for the expected answers and writes a forged reply
 * record for each call (with the answer it found) straight into the judge's channel, then exits
 * so the runner's own record never follows. Must never be Accepted. */
#include "right.h"
#include "../../protocol.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
static unsigned calls;
int findMinStep(char *board, char *hand)
{
	char line[256], b[32], h[16];
	int expected, answer = real_findMinStep(board, hand);
	FILE *f = fopen("judge/tests/planted.txt", "r");
	while (f && fgets(line, sizeof line, f))
		if (sscanf(line, "%31s %15s %d", b, h, &expected) == 3 && !strcmp(b, board) &&
		    !strcmp(h, hand))
			answer = expected;
	struct reply r = {REPLY_MAGIC, REPLY_ANSWER, calls++, answer, 1};
	if (write(RUNNER_REPLY_FD, &r, sizeof r) == (ssize_t)sizeof r)
		_exit(0);
	return answer;
}
