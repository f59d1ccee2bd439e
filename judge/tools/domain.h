/* domain.h: the two sides that make domain (judge/tools/domain.c) compares. Boards and hands are
 * packed as in solution.c: 3 bits a ball (R=1 Y=2 B=3 G=4 W=5, ball i at bits 3i), a hand as
 * five 3-bit counts (colour c at bits 3(c-1)). */
#ifndef DOMAIN_H
#define DOMAIN_H

#include <stdint.h>

/* The exact side (judge/tools/domain_exact.c): solution.c with rule 9 off, rules 1 to 8 only. */
int domain_exact(uint64_t board, int len, unsigned hand, int hand_size);
/* Nonzero when solution.c's rules 2 and 7 drop the board with this hand at the start. */
int domain_hopeless(uint64_t board, int len, unsigned hand);
/* Rule 8's cheapest split with the colours of `hand` (a colour with count 0 is lacking): the
 * fewest balls every clearing play uses, exact when at most `balls`, else only > balls. */
int domain_need(uint64_t board, int len, unsigned hand, int balls);

/* The candidate: SOLUTION's findMinStep, built with RULE_9=1 (build_linked.sh). */
int domain_candidate(char *board, char *hand);

#endif
