/* verify.c: `make verify` (and the last step of `make cases`). Every expected answer in the case
 * files must be the answer of two solvers written apart: the reference (judge/tools/reference.c,
 * breadth-first, which wrote them) and the independent solver (judge/reference/independent.c,
 * depth-first with memory, no pruning, no code shared). A changed reference is caught by the
 * case files, a wrong one by the second solver. Each line that disagrees is named as file:line.
 * Two processes at a time for each solver; a progress line on stderr every few seconds.
 *
 * usage: verify [--jobs N] [--plant] PATH...   exit status 0 only when every line agrees with
 * both solvers and parses. --plant (make test only) plays a reference that answers one more on
 * every solvable board that starts with G: the independent solver must then disagree. */
#include "cases.h"
#include "progress.h"
#include "reference_jobs.h"
#include "../reference/independent.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Both solvers' answers count half a case each: the line says how many cases are done. */
static void show_progress(int done)
{
	progress_at(done / 2.0);
}

/* The independent solver on inputs k, k+jobs, ... in worker k; answer -3 where a worker died. */
static void independent_jobs(int n, const char **boards, const char **hands, int jobs, int *answer)
{
	FILE *in[64];
	for (int k = 0; k < jobs; k++) {
		int p[2];
		if (pipe(p) != 0) {
			perror("verify: pipe");
			exit(2);
		}
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0) {
			perror("verify: fork");
			exit(2);
		}
		if (pid == 0) {
			close(p[0]);
			for (int i = k; i < n; i += jobs) {
				int a = independent_min_step(boards[i], hands[i]);
				if (write(p[1], &a, sizeof a) != (ssize_t)sizeof a)
					_exit(1);
			}
			_exit(0);
		}
		close(p[1]);
		in[k] = fdopen(p[0], "r");
	}
	for (int i = 0; i < n; i++) {
		if (!in[i % jobs] || fread(&answer[i], sizeof answer[i], 1, in[i % jobs]) != 1)
			answer[i] = -3;
		show_progress(n + i + 1);
	}
	for (int k = 0; k < jobs; k++)
		if (in[k])
			fclose(in[k]);
	while (wait(NULL) > 0)
		;
}

int main(int argc, char **argv)
{
	int jobs = 2, i = 1, plant = 0;
	for (; i < argc; i++) {
		if (!strcmp(argv[i], "--jobs") && i + 1 < argc)
			jobs = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--plant"))
			plant = 1;
		else
			break;
	}
	if (jobs < 1 || jobs > 64 || i >= argc) {
		fprintf(stderr, "usage: verify [--jobs N] [--plant] PATH...\n");
		return 2;
	}
	struct case_list l = {0};
	int problems = 0;
	for (; i < argc; i++)
		problems += read_cases(argv[i], &l, stdout);
	/* Each distinct input once (cases/ repeats a few, LeetCode's slowest three times): the
	 * solvers answer the distinct inputs, and each line is checked against its input's answers. */
	const char **boards = malloc(((size_t)l.n + 1) * sizeof *boards);
	const char **hands = malloc(((size_t)l.n + 1) * sizeof *hands);
	int *input_of = malloc(((size_t)l.n + 1) * sizeof *input_of);
	int *ref = malloc(((size_t)l.n + 1) * sizeof *ref);
	int *ind = malloc(((size_t)l.n + 1) * sizeof *ind);
	if (!boards || !hands || !input_of || !ref || !ind) {
		fprintf(stderr, "verify: out of memory\n");
		return 2;
	}
	int n = 0;
	for (int c = 0; c < l.n; c++) {
		int k = 0;
		while (k < n && (strcmp(boards[k], l.v[c].board) || strcmp(hands[k], l.v[c].hand)))
			k++;
		if (k == n) {
			boards[n] = l.v[c].board;
			hands[n++] = l.v[c].hand;
		}
		input_of[c] = k;
	}
	progress_start("verify", n, "inputs");
	reference_jobs_on_progress(show_progress);
	if (reference_jobs(n, boards, hands, jobs, ref, NULL) < 0)
		return 2;
	if (plant)
		for (int k = 0; k < n; k++)
			if (boards[k][0] == 'G' && ref[k] >= 0)
				ref[k]++;
	independent_jobs(n, boards, hands, jobs, ind);
	progress_clear();
	int wrong = 0, apart = 0;
	int *answer = malloc(((size_t)l.n + 1) * sizeof *answer);
	int *second = malloc(((size_t)l.n + 1) * sizeof *second);
	if (!answer || !second) {
		fprintf(stderr, "verify: out of memory\n");
		return 2;
	}
	for (int c = 0; c < l.n; c++) {
		answer[c] = ref[input_of[c]];
		second[c] = ind[input_of[c]];
	}
	for (int c = 0; c < l.n; c++) {
		if (answer[c] == -3)
			printf("%s:%d: the reference gave no answer (crashed?)\n", l.v[c].file,
			       l.v[c].line);
		else if (answer[c] != l.v[c].expected)
			printf("%s:%d: %s %s says %d, the reference says %d\n", l.v[c].file,
			       l.v[c].line, l.v[c].board, l.v[c].hand, l.v[c].expected, answer[c]);
		if (second[c] != answer[c])
			printf("%s:%d: %s %s: the reference says %d, the independent solver %d%s\n",
			       l.v[c].file, l.v[c].line, l.v[c].board, l.v[c].hand, answer[c],
			       second[c], second[c] == -3 ? " (no answer: crashed?)" : "");
		wrong += answer[c] != l.v[c].expected;
		apart += second[c] != answer[c];
	}
	printf("verify: %d cases, %d disagree with the reference, %d malformed lines; the "
	       "independent solver disagrees with the reference on %d\n",
	       l.n, wrong, problems, apart);
	free(boards);
	free(hands);
	free(answer);
	free(second);
	free(input_of);
	free(ref);
	free(ind);
	free_cases(&l);
	return wrong || problems || apart ? 1 : 0;
}
