/* reference_jobs.h: the reference solver over many inputs, in several processes at once. */
#ifndef REFERENCE_JOBS_H
#define REFERENCE_JOBS_H

/* Solves boards[i] with hands[i] for i < n in `jobs` forked processes (input i goes to worker
 * i % jobs) and fills answer[i] and, if states is not NULL, states[i] as reference_min_step
 * would. An input whose worker died gets answer -3. Returns the number of such inputs, or -1
 * (with a message on stderr) if no worker could be started. */
int reference_jobs(int n, const char *const *boards, const char *const *hands, int jobs,
		   int *answer, long *states);

/* Called (when set) after each input's answer is in, with the number in so far: the progress
 * line of make verify. */
void reference_jobs_on_progress(void (*each)(int done));

#endif
