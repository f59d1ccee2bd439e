/* progress.c: owns the progress lines of the long tools: on stderr, so a tool's findings on
 * stdout stay clean, and never more often than every PROGRESS_EVERY_S seconds. With a time
 * budget the time left is what is left of it; without one, the units still to do are assumed
 * to cost what the done ones did on average (true of verify's cases, not of a search). */
#include "progress.h"

#include <stdio.h>
#include <time.h>

static const char *job, *unit, *phase;
static double job_total, started, last, budget;

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

void progress_budget(double seconds)
{
	budget = seconds;
}

void progress_phase(const char *name)
{
	phase = name;
}

double progress_seconds(void)
{
	return now_s() - started;
}

double progress_left(void)
{
	return budget > 0 ? budget - progress_seconds() : 1e18;
}

void progress_at(double done)
{
	double now = now_s();
	if (now - last < PROGRESS_EVERY_S)
		return;
	last = now;
	double spent = now - started;
	fprintf(stderr, "%s: %s%s%.0f", job, phase ? phase : "", phase ? ", " : "", done);
	if (job_total > 0)
		fprintf(stderr, " / %.0f", job_total);
	fprintf(stderr, " %s, %.0f s", unit, spent);
	if (budget > 0)
		fprintf(stderr, ", %.0f s left of TIME=%.0f", spent < budget ? budget - spent : 0,
			budget);
	else if (done > 0 && done < job_total) /* units that cost alike: verify's cases */
		fprintf(stderr, ", about %.0f s left", spent / done * (job_total - done));
	fprintf(stderr, "\n");
}
