/* verify.c: `make verify`. Recomputes every expected answer in the case files with the reference
 * solver, two processes at a time, and names each line that disagrees as file:line.
 *
 * usage: verify [--jobs N] PATH...     exit status 0 only when every line agrees and parses. */
#include "cases.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Worker k of n: answers cases k, k+n, ... and writes them to fd in that order. */
static void worker(const struct case_list *l, int k, int n, int fd)
{
	for (int i = k; i < l->n; i += n) {
		int a = reference_min_step(l->v[i].board, l->v[i].hand, NULL);
		if (write(fd, &a, sizeof a) != (ssize_t)sizeof a)
			_exit(1);
	}
	_exit(0);
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
	FILE *in[64];
	for (int k = 0; k < jobs; k++) {
		int p[2];
		if (pipe(p) != 0) {
			perror("verify: pipe");
			return 2;
		}
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0) {
			perror("verify: fork");
			return 2;
		}
		if (pid == 0) {
			close(p[0]);
			worker(&l, k, jobs, p[1]);
		}
		close(p[1]);
		in[k] = fdopen(p[0], "r");
		if (!in[k]) {
			perror("verify: fdopen");
			return 2;
		}
	}
	int wrong = 0;
	for (int c = 0; c < l.n; c++) {
		int a;
		if (fread(&a, sizeof a, 1, in[c % jobs]) != 1) {
			printf("%s:%d: the reference gave no answer (crashed?)\n", l.v[c].file,
			       l.v[c].line);
			wrong++;
			continue;
		}
		if (a != l.v[c].expected) {
			printf("%s:%d: %s %s says %d, the reference says %d\n", l.v[c].file,
			       l.v[c].line, l.v[c].board, l.v[c].hand, l.v[c].expected, a);
			wrong++;
		}
	}
	for (int k = 0; k < jobs; k++)
		fclose(in[k]);
	while (wait(NULL) > 0)
		;
	printf("verify: %d cases, %d disagree with the reference, %d malformed lines\n", l.n, wrong,
	       problems);
	free_cases(&l);
	return wrong || problems ? 1 : 0;
}
