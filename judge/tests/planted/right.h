/* right.h: right answers, as real_findMinStep, for the planted faults whose point is the judge
 * (a print, a signal, a fork, a forged record), not the search: the judge's reference solver
 * (judge/reference/reference.c), which builds with the sanitizers in a sixth of solution.c's
 * time (0.5 s against 3.1 s of CPU here). These plants are judged on a few small cases
 * (judge/tests/planted.txt, sandbox.txt) or boards of at most four balls (make exhaustive L=4),
 * where its speed is no matter. */
#include "../../reference/reference.c"

int real_findMinStep(char *board, char *hand);
int real_findMinStep(char *board, char *hand)
{
	return reference_min_step(board, hand, NULL);
}
