/* Planted: solution.c's answers, one ball more on every solvable board of 16 balls: it fails
 * the cases of split-pairs.txt, tagged with approaches that answer -1 there, with answers no
 * approach gives. Its failures lie on those approaches' cases; its answers are not theirs, and
 * the summary names none of them (issue 34). */
#define findMinStep real_findMinStep
#include "solution_unoptimised.h"
#undef findMinStep
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int answer = real_findMinStep(board, hand);
	return answer > 0 && strlen(board) == 16 ? answer + 1 : answer;
}
