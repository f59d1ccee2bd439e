/* all_hands.h: one board's answers for every hand of at most five balls, from one exhaustive
 * search (all_hands.c's header argues why one search serves them all); make exhaustive's
 * reference. */
#ifndef ALL_HANDS_H
#define ALL_HANDS_H

#define ALL_HANDS_MAX 5 /* the largest hand */

/* Fills answer[r][y][b][g][w], for every hand of r R, y Y, b B, g G and w W balls (r+y+b+g+w at
 * most 5), with the fewest balls that clear `board` (a valid board: letters RYBGW, at most 16),
 * or -1. Returns 0, or -1 when out of memory. Not reentrant (its tables are kept between calls). */
int all_hands(const char *board, signed char answer[6][6][6][6][6]);

/* Turns the three cuts (all_hands.c's header) off (0) or on (1, the default). The answers are the
 * same either way; only the states searched change. */
void all_hands_use_cuts(int on);

#endif
