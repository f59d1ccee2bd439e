/* Planted (hostile output): on board "G", writes to stdout and stderr what would act on a
 * terminal if it reached one: ESC sequences (clear the screen, set the window title), the C1
 * control U+009B (a one-character CSI), the bidirectional override U+202E, and an invalid byte;
 * then crashes, so the RE shows both. The judge must show them all as escapes. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#warning "\033[2J\033]0;pwned\007 a warning \xc2\x9b" "2J \xe2\x80\xae"
int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!strcmp(board, "G")) {
		printf("out \033[2J\033]0;pwned\007 \xc2\x9b" "2J \xe2\x80\xae" "abc \xff\n");
		fprintf(stderr, "err \033[31m \xc2\x9b" "31m \xe2\x80\xae" "def \xfe\n");
		abort();
	}
	return real_findMinStep(board, hand);
}
