/* progress.c: owns the progress line of the long jobs (the tools, and the judge's cases): one
 * line on stderr, redrawn in place, and only when stderr is a terminal: a pipe, a log or
 * FORMAT=json never sees it (the line is a view of a run, not a result of it). It is redrawn
 * at most every PROGRESS_EVERY_S seconds, and erased before the job prints to the terminal
 * (progress_clear). With a time
 * budget the time left is what is left of it; without one, the units still to do are assumed
 * to cost what the done ones did on average (true of verify's cases, not of a search). */
#include "progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static const char *job, *unit, *phase;
static double job_total, started, last, budget;
static int shown, tty = -1;

/* 1 when the line may be drawn: stderr is a terminal, and ZUMA_PROGRESS=0 is not set. */
static int on_terminal(void)
{
	if (tty < 0) {
		const char *want = getenv("ZUMA_PROGRESS");
		tty = isatty(STDERR_FILENO) && !(want && want[0] == '0');
	}
	return tty;
}

void progress_clear(void)
{
	if (shown)
		fputs("\r\033[K", stderr);
	shown = 0;
}

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
	static int registered;
	if (!registered++)
		atexit(progress_clear);
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

void progress_show(const char *text)
{
	if (!on_terminal())
		return;
	fprintf(stderr, "\r%s\033[K", text);
	fflush(stderr);
	shown = 1;
}

void progress_at(double done)
{
	double now = now_s();
	if (!on_terminal() || now - last < PROGRESS_EVERY_S)
		return;
	last = now;
	double spent = now - started;
	char text[512];
	int n = snprintf(text, sizeof text, "%s: %s%s%.0f", job, phase ? phase : "",
			 phase ? ", " : "", done);
	if (job_total > 0)
		n += snprintf(text + n, sizeof text - (size_t)n, " / %.0f", job_total);
	n += snprintf(text + n, sizeof text - (size_t)n, " %s, %.0f s", unit, spent);
	if (budget > 0)
		snprintf(text + n, sizeof text - (size_t)n, ", %.0f s left of TIME=%.0f",
			 spent < budget ? budget - spent : 0, budget);
	else if (done > 0 && done < job_total) /* units that cost alike: verify's cases */
		snprintf(text + n, sizeof text - (size_t)n, ", about %.0f s left",
			 spent / done * (job_total - done));
	progress_show(text);
}
