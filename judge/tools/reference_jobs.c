/* reference_jobs.c: runs the reference solver on a list of inputs in several processes, since a
 * hard input costs it most of a second and the machine has more than one core. */
#include "reference_jobs.h"
#include "reference.h"

#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

struct result {
	int answer;
	long states;
};

static void (*on_progress)(int done);

void reference_jobs_on_progress(void (*each)(int done))
{
	on_progress = each;
}

/* Worker k of n: answers inputs k, k+n, ... and writes them to fd in that order. */
static void worker(int n_inputs, const char *const *boards, const char *const *hands, int k,
		   int n, int fd)
{
	for (int i = k; i < n_inputs; i += n) {
		struct result r;
		r.answer = reference_min_step(boards[i], hands[i], &r.states);
		if (write(fd, &r, sizeof r) != (ssize_t)sizeof r)
			_exit(1);
	}
	_exit(0);
}

int reference_jobs(int n, const char *const *boards, const char *const *hands, int jobs,
		   int *answer, long *states)
{
	enum { MAX_JOBS = 64 };
	FILE *in[MAX_JOBS];
	if (jobs < 1 || jobs > MAX_JOBS)
		jobs = 1;
	for (int k = 0; k < jobs; k++) {
		int p[2];
		if (pipe(p) != 0) {
			perror("reference: pipe");
			return -1;
		}
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0) {
			perror("reference: fork");
			return -1;
		}
		if (pid == 0) {
			close(p[0]);
			worker(n, boards, hands, k, jobs, p[1]);
		}
		close(p[1]);
		in[k] = fdopen(p[0], "r");
		if (!in[k]) {
			perror("reference: fdopen");
			return -1;
		}
	}
	int lost = 0;
	for (int i = 0; i < n; i++) {
		struct result r = {-3, 0};
		if (fread(&r, sizeof r, 1, in[i % jobs]) != 1) {
			r.answer = -3;
			lost++;
		}
		answer[i] = r.answer;
		if (states)
			states[i] = r.states;
		if (on_progress)
			on_progress(i + 1);
	}
	for (int k = 0; k < jobs; k++)
		fclose(in[k]);
	while (wait(NULL) > 0)
		;
	return lost;
}
