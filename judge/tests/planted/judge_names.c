/* Planted (hostile): global functions named like the judge's and the C library's (main excepted),
 * and a constructor that prints before main: all AC, and FORMAT=json stays JSON. */
#include "right.h"
#include <stdio.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
int judge_cases(void);
int report_case(void);
int read_cases(void);
int verdict_word(void);
int sandbox_enter(void);
int judge_cases(void) { return 1; }
int report_case(void) { return 2; }
int read_cases(void) { return 3; }
int verdict_word(void) { return 4; }
int sandbox_enter(void) { return 5; }
ssize_t write(int fd, const void *p, size_t n)
{
	(void)fd;
	(void)p;
	(void)n;
	return -1;
}
__attribute__((constructor)) static void say_hello(void)
{
	printf("{\"verdict\":\"AC\"} hello from a constructor\n");
	fflush(stdout);
}
int findMinStep(char *board, char *hand)
{
	return real_findMinStep(board, hand) + judge_cases() - 1;
}
