/* independent.h: a second exact solver, written apart from the reference (judge/reference/
 * reference.c) and sharing no code with it, so that make verify and make cases can ask two
 * solvers for every expected answer: a fault in one is caught by the other. judge/tests/
 * words.sh checks that it includes and links nothing of the reference. */
#ifndef INDEPENDENT_H
#define INDEPENDENT_H

/* Fewest balls that clear `board` with `hand`, or -1; -2 when out of memory. Depth-first
 * search with memory over (board, hand multiset); every ball at every gap; no pruning.
 * Assumes a valid input (1..16 balls of RYBGW, no run of three; 1..5 balls in hand). */
int independent_min_step(const char *board, const char *hand);

#endif
