/* explain.c: `make explain BOARD=... HAND=...` (quotes optional). Prints one optimal play found
 * by the reference, one insertion a line, each followed by a picture of it: the board with the
 * inserted ball marked, then each removal of the chain it starts, one a line; then the answer.
 * On a terminal (without NO_COLOR) the balls are coloured; elsewhere they are letters.
 *
 * With --runner EXE (make explain SOLUTION=yours.c), the solution's answer too, through its
 * runner as the judge calls it; when it is wrong, the solution is asked again at each step of
 * the optimal play, and the step after the last board it gets wrong is where its play and an
 * optimal one part: the move it misses.
 *
 * usage: explain [--runner EXE [--time-limit MS] [--memory-limit MB]] BOARD HAND */
#include "calls.h"
#include "cases.h"
#include "reference.h"
#include "testcases.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int colour;

/* One ball: a coloured disc on a terminal, its letter elsewhere. */
static void print_ball(char c)
{
	if (!colour) {
		putchar(c);
		return;
	}
	const char *code = c == 'R' ? "31" : c == 'Y' ? "33" : c == 'B' ? "34" : c == 'G' ? "32" : "97";
	printf("\033[%sm\u25cf\033[0m", code);
}

/* A board, ball by ball, with ball `mark` (or none, -1) in brackets, padded to one width so
 * that what follows lines up. */
static void print_board(const char *indent, const char *b, int mark)
{
	int width = 0;
	printf("%s", indent);
	if (!b[0])
		width += printf("(empty)");
	for (int i = 0; b[i]; i++) {
		width += printf("%s", i == mark ? "[" : i == mark + 1 && mark >= 0 ? "]" : i ? " " : "");
		print_ball(b[i]);
		width++;
	}
	if (mark >= 0 && !b[mark + 1])
		width += printf("]");
	printf("%*s", width < 2 * CASE_BOARD_MAX + 4 ? 2 * CASE_BOARD_MAX + 4 - width : 0, "");
}

/* The picture of one step: the board with the inserted ball marked, then each removal of the
 * chain, one a line, with what it removed. */
static void print_step(const struct ref_step *st)
{
	char b[40];
	snprintf(b, sizeof b, "%s", st->inserted);
	print_board("     ", b, st->gap);
	printf("   %c inserted\n", st->colour);
	for (;;) { /* the first run of three or more, removed, until none is left */
		int n = (int)strlen(b), at = -1, len = 0;
		for (int i = 0; i < n && at < 0;) {
			int j = i;
			while (j < n && b[j] == b[i])
				j++;
			if (j - i >= 3)
				at = i, len = j - i;
			i = j;
		}
		if (at < 0)
			break;
		char gone = b[at];
		memmove(b + at, b + at + len, (size_t)(n - at - len) + 1);
		print_board("     ", b, -1);
		printf("   %d ", len);
		print_ball(gone);
		printf(" removed\n");
	}
}

/* The hand less one ball of colour c. */
static void take_ball(char *hand, char c)
{
	char *p = strchr(hand, c);
	if (p)
		memmove(p, p + 1, strlen(p));
}

/* The solution's answer and, when it is wrong, where its play parts from the optimal one. */
static int judge_solution(const char *board, const char *hand, const struct ref_step *play,
			  int answer)
{
	int got;
	const struct result *failed;
	if (!calls_answer(board, hand, &got, NULL, &failed)) {
		printf("your solution: ");
		calls_print_finding(stdout, board, hand, failed);
		return 1;
	}
	if (got == answer) {
		printf("your solution answers %d: right\n", got);
		return 0;
	}
	printf("your solution answers %d; the answer is %d\n", got, answer);
	if (answer < 0) {
		printf("no play clears this board (the reference tried them all): a play of %d that "
		       "seems to clear it breaks a rule of the game\n", got);
		return 1;
	}
	/* s_k: the board and hand after k steps of the optimal play, where k balls remain to
	 * be found from answer - k. The last s_k it gets wrong is where the two part. */
	char b[40], h[8];
	int parted = 0, parted_got = got;
	snprintf(h, sizeof h, "%s", hand);
	for (int k = 1; k < answer; k++) {
		take_ball(h, play[k - 1].colour);
		snprintf(b, sizeof b, "%s", play[k - 1].after);
		int a;
		if (!calls_answer(b, h, &a, NULL, &failed)) {
			printf("after step %d (board %s, hand %s) it fails: ", k, b, h);
			calls_print_finding(stdout, b, h, failed);
			return 1;
		}
		if (a != answer - k)
			parted = k, parted_got = a;
	}
	snprintf(h, sizeof h, "%s", hand);
	for (int k = 0; k < parted; k++)
		take_ball(h, play[k].colour);
	const char *pb = parted ? play[parted - 1].after : board;
	const struct ref_step *miss = &play[parted];
	printf("where the plays part: at board %s with hand %s%s, your solution answers %d where "
	       "%d is right",
	       pb, h, parted ? " (after the steps above it)" : "", parted_got, answer - parted);
	/* Fewer balls than the fewest: no move is missed, a play that short breaks a rule. */
	if (parted_got >= 0 && parted_got < answer - parted) {
		printf("; no play of %d clears it (the reference tried them all): one that seems to "
		       "clear it breaks a rule of the game\n", parted_got);
		return 1;
	}
	printf("; it misses step %d, insert %c at %d", parted + 1, miss->colour, miss->gap);
	printf(parted + 1 < answer ? ", after which it answers right\n" : ", which clears it\n");
	return 1;
}

int main(int argc, char **argv)
{
	int i = 1, with_solution = 0;
	for (; i < argc && !strncmp(argv[i], "--", 2); i++)
		if (calls_option(argc, argv, &i))
			with_solution = 1;
		else
			break;
	if (argc - i != 2 || !*argv[i] || !*argv[i + 1]) {
		fprintf(stderr, "usage: make explain BOARD=RRWWRRBBRR HAND=WB\n");
		return 2;
	}
	/* "WRRBBW" as LeetCode shows it */
	char *board = unquote(argv[i]), *hand = unquote(argv[i + 1]);
	const char *problem = input_problem(board, hand);
	if (problem) {
		fprintf(stderr, "explain: %s\n", problem);
		return 2;
	}
	colour = isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
	struct ref_step play[REF_MAX_STEPS];
	int answer = reference_play(board, hand, play, NULL);
	/* LeetCode's examples name no position ("Insert 'R' so board becomes ..."): say how ours
	 * count, once */
	if (answer > 0)
		printf("positions count from 0: \"at 0\" is before the first ball, \"at 1\" after it\n");
	for (int k = 0; k < answer; k++) {
		const struct ref_step *st = &play[k]; /* reference_print_play's line */
		printf("%d. insert %c at %d: %s", k + 1, st->colour, st->gap, st->inserted);
		if (!strcmp(st->inserted, st->after))
			printf(" (no removal)\n");
		else
			printf(" -> %s\n", st->after[0] ? st->after : "empty");
		print_step(st);
	}
	printf("answer: %d\n", answer);
	if (!with_solution)
		return 0;
	calls_start("explain");
	int wrong = judge_solution(board, hand, play, answer);
	calls_end();
	return wrong;
}
