/* Planted (hostile): on board "G" (the fourth call) writes the right answer as the runner would,
 * on the judge's channel, then dies. The runner acknowledges each request before its call, so
 * the death, before the next acknowledgement, is this case's: RE on line 5, the next case AC. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include "../../protocol.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	static uint32_t calls;
	int answer = real_findMinStep(board, hand);
	if (calls++ == 3 && !strcmp(board, "G")) {
		struct reply r = {REPLY_MAGIC, REPLY_ANSWER, 3, answer, 1000};
		if (write(RUNNER_REPLY_FD, &r, sizeof r) == (ssize_t)sizeof r)
			abort();
	}
	return answer;
}
