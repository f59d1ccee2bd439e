/* verify.c: `make verify`. Recomputes every expected answer in the case files with the reference
 * solver, two processes at a time, and names each line that disagrees as file:line.
 *
 * A progress line on stderr every few seconds.
 *
 * usage: verify [--jobs N] PATH...     exit status 0 only when every line agrees and parses. */
#include "cases.h"
#include "progress.h"
#include "reference_jobs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void show_progress(int done)
{
	progress_at(done);
}

int main(int argc, char **argv)
{
	int jobs = 2, i = 1;
	if (argc > 2 && !strcmp(argv[1], "--jobs")) {
		jobs = atoi(argv[2]);
		i = 3;
	}
	if (jobs < 1 || jobs > 64 || i >= argc) {
		fprintf(stderr, "usage: verify [--jobs N] PATH...\n");
		return 2;
	}
	struct case_list l = {0};
	int problems = 0;
	for (; i < argc; i++)
		problems += read_cases(argv[i], &l, stdout);
	const char **boards = malloc(((size_t)l.n + 1) * sizeof *boards);
	const char **hands = malloc(((size_t)l.n + 1) * sizeof *hands);
	int *answer = malloc(((size_t)l.n + 1) * sizeof *answer);
	if (!boards || !hands || !answer) {
		fprintf(stderr, "verify: out of memory\n");
		return 2;
	}
	for (int c = 0; c < l.n; c++) {
		boards[c] = l.v[c].board;
		hands[c] = l.v[c].hand;
	}
	progress_start("verify", l.n, "cases");
	reference_jobs_on_progress(show_progress);
	if (reference_jobs(l.n, boards, hands, jobs, answer, NULL) < 0)
		return 2;
	int wrong = 0;
	for (int c = 0; c < l.n; c++) {
		if (answer[c] == -3)
			printf("%s:%d: the reference gave no answer (crashed?)\n", l.v[c].file,
			       l.v[c].line);
		else if (answer[c] != l.v[c].expected)
			printf("%s:%d: %s %s says %d, the reference says %d\n", l.v[c].file,
			       l.v[c].line, l.v[c].board, l.v[c].hand, l.v[c].expected, answer[c]);
		wrong += answer[c] != l.v[c].expected;
	}
	printf("verify: %d cases, %d disagree with the reference, %d malformed lines\n", l.n, wrong,
	       problems);
	free(boards);
	free(hands);
	free(answer);
	free_cases(&l);
	return wrong || problems ? 1 : 0;
}
