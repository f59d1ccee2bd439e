/* Planted: on board "G", prints its own "ERROR:" debug line, terminal escapes and invalid
 * UTF-8 to stderr, then overflows a heap block and aborts: RE whose detail is AddressSanitizer's
 * report with file and line (a sanitizer build) or the escaped lines (a plain one); the judge
 * prints none of the raw bytes. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <stdio.h>
#include <string.h>
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		fprintf(stderr, "ERROR: my own debug line\n\033[31mred\a \xff\xfe bad\n");
		char *copy = malloc(strlen(board));
		strcpy(copy, board);
		int r = real_findMinStep(copy, hand);
		free(copy);
		if (r == 2) /* always: a plain build, which has no report, stops here */
			abort();
		return r;
	}
	return real_findMinStep(board, hand);
}
