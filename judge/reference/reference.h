/* reference.h: the independent exhaustive solver that every expected answer comes from; used by
 * the judge (main.c, report.c, testcases.c) and by the tools alike. */
#ifndef REFERENCE_H
#define REFERENCE_H

#include <stdio.h>

#define REF_MAX_STEPS 8 /* longest play reference_play can return */

/* One insertion: colour letter, 0-based gap, and the board before removals and after them. */
struct ref_step {
	char colour;
	int gap;
	char inserted[32];
	char after[32];
};

/* Fewest balls that clear `board` with `hand`, or -1. Breadth-first over (board, hand multiset)
 * with de-duplication and the dead-colour test only (reference.c's header). *states receives
 * the number of states expanded (may be NULL). Assumes a valid LeetCode input; returns -2 when out of memory. */
int reference_min_step(const char *board, const char *hand, long *states);

/* As reference_min_step, and also fills play[0..answer-1] with one optimal play. */
int reference_play(const char *board, const char *hand, struct ref_step *play, long *states);

/* Turns the two shortcuts off (0) or on (1, the default) in this process and the workers it
 * forks later. Answers are the same either way; only the states explored change. judge/gen
 * turns them off to rank hard.txt's candidates by the size of the full search, as that
 * corpus was made. */
void reference_use_shortcuts(int on);

/* Prints play[0..n-1], one insertion a line after `indent`: "1. insert W at 8: ... -> ...", or
 * "(no removal)" when the ball removes nothing. */
void reference_print_play(FILE *out, const char *indent, const struct ref_step *play, int n);

#endif
