/* right.h: right answers, as real_findMinStep, for the planted faults whose point is the judge
 * (a print, a signal, a fork, a forged record), not the search: the judge's reference solver
 * (judge/reference/reference.c), which builds with the sanitizers in a sixth of solution.c's
 * time (0.5 s against 3.1 s of CPU here). These plants are judged on a few small cases
 * (judge/tests/planted.txt, sandbox.txt), boards of at most four balls (make exhaustive), or by
 * make submit on the default cases when it stops at examples.txt's board G (wrong_once.c), where
 * its speed is no matter: on every case of cases/ it takes 17 s (plain build), 56 s (sanitized).
 * A plant judged on every case includes solution_unoptimised.h instead. */
#include "../../reference/reference.c"

int real_findMinStep(char *board, char *hand);
int real_findMinStep(char *board, char *hand)
{
	return reference_min_step(board, hand, NULL);
}
