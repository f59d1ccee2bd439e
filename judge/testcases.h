/* testcases.h: LeetCode's custom testcase text, for `make run`: one parameter a line, board
 * then hand, repeated, or named (board = "...", hand = "..."); quotes optional. */
#ifndef TESTCASES_H
#define TESTCASES_H

#include "cases.h"

/* A testcase outside LeetCode's constraints: LeetCode's Run says Invalid Testcase. */
struct invalid_case {
	const char *file; /* owned by the case_list */
	int line;         /* of its board */
	char board[24], hand[24];
	char why[128];
};

struct invalid_list {
	struct invalid_case *v;
	int n;
};

/* Appends the valid testcases of `path` to *list with their expected answers from the
 * reference solver, and the invalid ones to *bad. Returns 0, or the number of problems, each
 * said on err: the file cannot be read, or a line is not a board or a hand (path:line). */
int read_testcases(const char *path, struct case_list *list, struct invalid_list *bad, FILE *err);

/* Strips blanks, a CR and one pair of double quotes from a parameter, in place. */
char *unquote(char *s);

#endif
