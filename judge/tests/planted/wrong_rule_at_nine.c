/* Planted rule, for make domain's test: solution.c with a rule 9 that is wrong from 9 balls
 * on: there a ball only joins its colour and never splits a pair. Some boards of 9 balls need
 * a split, so make domain L=9 with this file must find a mismatch (and shrink it). */
#define MOVE_KEPT(x, y, c, len) ((len) < 9 || (y) == (c))
#include "../../../solution.c"
