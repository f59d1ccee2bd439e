/* progress.c: owns the progress lines of the long tools: on stderr, so a tool's findings on
 * stdout stay clean, and never more often than every PROGRESS_EVERY_S seconds. The estimate of
 * the time left assumes the units still to do cost what the done ones did on average. */
#include "progress.h"

#include <stdio.h>
#include <time.h>

static const char *job, *unit;
static double job_total, started, last;

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void progress_start(const char *what, double total, const char *units)
{
	job = what;
	unit = units;
	job_total = total;
	started = last = now_s();
}

double progress_seconds(void)
{
	return now_s() - started;
}

void progress_at(double done)
{
	double now = now_s();
	if (now - last < PROGRESS_EVERY_S)
		return;
	last = now;
	double spent = now - started;
	fprintf(stderr, "%s: %.0f / %.0f %s, %.0f s", job, done, job_total, unit, spent);
	if (done > 0 && done < job_total)
		fprintf(stderr, ", about %.0f s left", spent / done * (job_total - done));
	fprintf(stderr, "\n");
}
