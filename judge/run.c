/* run.c: owns isolation. The cases run in a forked child that calls findMinStep once per case,
 * in order, in one process (state kept in a global across calls shows here as on LeetCode), and
 * sends one record per case down a pipe. The parent watches the clock and the child's resident
 * memory; it names a crash (signal and sanitizer report), a time-out or a memory overrun, and
 * starts a fresh child at the next case. The solution's stdout and stderr go to a scratch file
 * whose first lines become the detail of a runtime error. */
#include "run.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int findMinStep(char *board, char *hand);

enum { POLL_MS = 2, FAST_CALL_NS = 1000000, MAX_REPEATS = 15, REPEAT_BUDGET_NS = 3000000 };

struct record {
	int index;
	int got;
	double time_us;
};

const char *verdict_word(enum verdict v)
{
	static const char *const words[] = {"AC", "WA", "RE", "TLE", "MLE", "SKIP"};
	return words[v];
}

static long long now_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int by_time(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

/* One call with exactly-sized copies of the input, so reading past either string is caught. */
static int timed_call(const struct zcase *c, long long *ns)
{
	size_t nb = strlen(c->board) + 1, nh = strlen(c->hand) + 1;
	char *board = malloc(nb), *hand = malloc(nh);
	if (!board || !hand)
		_exit(3);
	memcpy(board, c->board, nb);
	memcpy(hand, c->hand, nh);
	long long t0 = now_ns();
	int got = findMinStep(board, hand);
	*ns = now_ns() - t0;
	free(board);
	free(hand);
	return got;
}

static void write_all(int fd, const void *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			_exit(4);
		p = (const char *)p + w;
		n -= (size_t)w;
	}
}

/* The child: judge cases [from, n) and report each. The verdict uses the first call's answer;
 * fast cases are called again only to time them. */
static void child_run(const struct zcase *cases, int from, int n, int fd)
{
	for (int i = from; i < n; i++) {
		long long t[MAX_REPEATS], spent;
		struct record r = {i, timed_call(&cases[i], &t[0]), 0};
		int k = 1;
		spent = t[0];
		while (t[0] < FAST_CALL_NS && k < MAX_REPEATS && spent < REPEAT_BUDGET_NS) {
			timed_call(&cases[i], &t[k]);
			spent += t[k++];
		}
		qsort(t, (size_t)k, sizeof t[0], by_time);
		r.time_us = (double)t[k / 2] / 1e3;
		write_all(fd, &r, sizeof r);
	}
	_exit(0);
}

static long rss_kib(pid_t pid)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
	FILE *f = fopen(path, "r");
	long pages = 0, rss = 0;
	if (!f)
		return 0;
	if (fscanf(f, "%ld %ld", &pages, &rss) != 2)
		rss = 0;
	fclose(f);
	return rss * (sysconf(_SC_PAGESIZE) / 1024);
}

static const char *signal_name(int sig)
{
	switch (sig) {
	case SIGSEGV: return "SIGSEGV";
	case SIGABRT: return "SIGABRT";
	case SIGFPE: return "SIGFPE";
	case SIGBUS: return "SIGBUS";
	case SIGILL: return "SIGILL";
	case SIGKILL: return "SIGKILL";
	case SIGTRAP: return "SIGTRAP";
	case SIGSYS: return "SIGSYS";
	default: return "signal";
	}
}

/* Appends the first lines of the child's output to detail, starting at a sanitizer's report
 * when there is one (the solution may have printed other things first). */
static void append_output(char *detail, size_t size, FILE *out)
{
	char line[512];
	long start = 0, pos = 0;
	rewind(out);
	while (fgets(line, sizeof line, out)) {
		if (strstr(line, "ERROR: ") || strstr(line, "runtime error")) {
			start = pos;
			break;
		}
		pos = ftell(out);
	}
	fseek(out, start, SEEK_SET);
	for (int n = 0; n < 6 && fgets(line, sizeof line, out);) {
		line[strcspn(line, "\n")] = '\0';
		if (strspn(line, " \t=-") == strlen(line))
			continue;
		size_t used = strlen(detail);
		snprintf(detail + used, size - used, "\n%s", line);
		n++;
	}
}

struct child {
	pid_t pid;
	int fd;
	FILE *out;
	long long last_ns; /* when the running case started */
};

static int start_child(const struct zcase *cases, int from, int n, struct child *ch)
{
	int p[2];
	ch->out = tmpfile();
	if (!ch->out || pipe(p) != 0)
		return 0;
	fflush(NULL);
	ch->pid = fork();
	if (ch->pid < 0)
		return 0;
	if (ch->pid == 0) {
		close(p[0]);
		dup2(fileno(ch->out), STDOUT_FILENO);
		dup2(fileno(ch->out), STDERR_FILENO);
		child_run(cases, from, n, p[1]);
	}
	close(p[1]);
	ch->fd = p[0];
	ch->last_ns = now_ns();
	return 1;
}

/* Reads one record if a whole one is there; returns 1 record, 0 nothing yet, -1 end of pipe. */
static int read_record(int fd, struct record *r, size_t *have)
{
	ssize_t got = read(fd, (char *)r + *have, sizeof *r - *have);
	if (got < 0)
		return errno == EINTR || errno == EAGAIN ? 0 : -1;
	if (got == 0)
		return -1;
	*have += (size_t)got;
	if (*have < sizeof *r)
		return 0;
	*have = 0;
	return 1;
}

long judge_cases(const struct zcase *cases, int n, const struct limits *lim, struct result *res,
		 on_result *report, void *arg)
{
	long peak = 0;
	double total_us = 0;
	int next = 0, stopped = 0;
	while (next < n && !stopped) {
		struct child ch;
		if (!start_child(cases, next, n, &ch)) {
			for (; next < n; next++) {
				res[next].verdict = V_RE;
				snprintf(res[next].detail, sizeof res[next].detail,
					 "the judge could not start a process");
				report(&cases[next], &res[next], arg);
			}
			break;
		}
		struct record rec;
		size_t have = 0;
		int ended = 0, status = 0;
		struct rusage ru = {0};
		while (!ended) {
			struct pollfd pf = {ch.fd, POLLIN, 0};
			int ready = poll(&pf, 1, POLL_MS);
			if (ready > 0) {
				int r = read_record(ch.fd, &rec, &have);
				if (r < 0) {
					ended = 1;
					break;
				}
				if (r > 0) {
					struct result *out = &res[rec.index];
					out->got = rec.got;
					out->time_us = rec.time_us;
					out->detail[0] = '\0';
					out->verdict = rec.got == cases[rec.index].expected ? V_AC : V_WA;
					total_us += rec.time_us;
					next = rec.index + 1;
					ch.last_ns = now_ns();
					if (total_us > lim->total_ms * 1e3) {
						out->verdict = V_TLE;
						snprintf(out->detail, sizeof out->detail,
							 "total time %.0f ms passed the limit of %ld ms",
							 total_us / 1e3, lim->total_ms);
					}
					report(&cases[rec.index], out, arg);
					if (out->verdict == V_TLE ||
					    (out->verdict != V_AC && lim->stop_at_failure)) {
						stopped = 1;
						break;
					}
				}
				continue;
			}
			long rss = rss_kib(ch.pid);
			if (rss > peak)
				peak = rss;
			long long ran_ms = (now_ns() - ch.last_ns) / 1000000;
			if (rss > lim->memory_mb * 1024) {
				res[next].verdict = V_MLE;
				snprintf(res[next].detail, sizeof res[next].detail,
					 "resident memory %ld MB passed the limit of %ld MB", rss / 1024,
					 lim->memory_mb);
				break;
			}
			if (ran_ms > lim->case_ms) {
				res[next].verdict = V_TLE;
				snprintf(res[next].detail, sizeof res[next].detail,
					 "still running after %ld ms (limit %ld ms a case)", lim->case_ms,
					 lim->case_ms);
				res[next].time_us = (double)ran_ms * 1e3;
				break;
			}
		}
		if (!ended)
			kill(ch.pid, SIGKILL);
		while (wait4(ch.pid, &status, 0, &ru) < 0 && errno == EINTR)
			;
		if (ru.ru_maxrss > peak)
			peak = ru.ru_maxrss;
		close(ch.fd);
		if (stopped) {
			fclose(ch.out);
			break;
		}
		if (next < n) {
			struct result *r = &res[next];
			if (ended) { /* the child died before finishing the case */
				r->time_us = (double)(now_ns() - ch.last_ns) / 1e3;
				r->verdict = V_RE;
				if (WIFSIGNALED(status))
					snprintf(r->detail, sizeof r->detail, "%s",
						 signal_name(WTERMSIG(status)));
				else
					snprintf(r->detail, sizeof r->detail, "exit status %d",
						 WEXITSTATUS(status));
				append_output(r->detail, sizeof r->detail, ch.out);
			}
			report(&cases[next], r, arg);
			if (lim->stop_at_failure)
				stopped = 1;
			next++;
		}
		fclose(ch.out);
	}
	for (int i = next; i < n; i++) {
		res[i].verdict = V_SKIP;
		res[i].detail[0] = '\0';
	}
	return peak;
}
