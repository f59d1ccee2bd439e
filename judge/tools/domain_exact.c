/* domain_exact.c: the exact side of make domain. solution.c with rule 9 off (RULE_9 0: rules
 * 1 to 8, each with its proof in solution.c's header, and the whole checked against the
 * reference by make exhaustive), and the checks of its first board, which both sides run alike,
 * so that judge/tools/domain.c can settle a pair without a search when they drop it. */
#define RULE_9 0
#define findMinStep domain_exact_find_min_step
#include "../../solution.c"
#include "domain.h"

int domain_exact(uint64_t board, int len, unsigned hand, int hand_size)
{
	query q = {board, len, hand_size, hand};
	pool p = {NULL, NULL, NULL};
	int answer = guarded_min_balls(&p, &q);
	pool_release(&p);
	return answer;
}

int domain_hopeless(uint64_t board, int len, unsigned hand)
{
	unsigned once;
	(void)len; /* hopeless reads the colours off the board's bit planes: no length needed */
	return hopeless(board, hand, 0, &once);
}

int domain_need(uint64_t board, int len, unsigned hand, int balls)
{
	return grouping_need(board, len, hand, balls);
}
