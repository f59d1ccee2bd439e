/* reference.h: the independent exhaustive solver that every expected answer comes from. */
#ifndef REFERENCE_H
#define REFERENCE_H

#define REF_MAX_STEPS 8 /* longest play reference_play can return */

/* One insertion: colour letter, 0-based gap, and the board before removals and after them. */
struct ref_step {
	char colour;
	int gap;
	char inserted[32];
	char after[32];
};

/* Fewest balls that clear `board` with `hand`, or -1. Breadth-first over (board, hand multiset)
 * with no pruning at all, only de-duplication. *states receives the number of states expanded
 * (may be NULL). Assumes a valid LeetCode input; returns -2 when out of memory. */
int reference_min_step(const char *board, const char *hand, long *states);

/* As reference_min_step, and also fills play[0..answer-1] with one optimal play. */
int reference_play(const char *board, const char *hand, struct ref_step *play, long *states);

#endif
