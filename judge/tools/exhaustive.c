/* exhaustive.c: `make exhaustive L=n`. Checks the linked findMinStep against the reference on
 * every valid board of 1..n balls with every hand of 1..5 balls. Boards that differ only by a
 * renaming of colours, or by reversal, have the same answers (for the renamed hand), so one board
 * of each such family is checked, with every hand: colours are named R Y B G W in order of first
 * appearance, and a board is skipped when its reverse, so named, sorts before it.
 *
 * The solution runs in its runner, as the judge runs it (calls.h), one runner a worker: a call
 * that fails (a time-out, a crash) is printed as a finding, counts as failed, and ends that
 * worker's walk.
 *
 * While it runs, a line on stderr every few seconds gives the boards done and an estimate of the
 * time left. A board of n balls is counted as 2^n units of work: measured, each ball more about
 * doubles the time a board takes (the hands' searches grow with the gaps to try).
 *
 * usage: exhaustive --runner EXE [--time-limit MS] [--memory-limit MB] L [JOBS]
 * ends with "N passed, M failed". */
#include "calls.h"
#include "progress.h"
#include "reference.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char colours[] = "RYBGW";
static int stopped; /* a call failed: this worker walks no further */

struct tally {
	long boards, pairs, failed;
};

/* Work done so far, one slot a worker, in memory shared with the parent; each worker writes
 * only its own slot, and the parent only reads, so a torn read is at worst one board stale. */
static volatile long *work_done;

/* The board with colours renamed R Y B G W in order of first appearance. */
static void named_in_order(const char *b, char *out)
{
	char map[128] = {0};
	int used = 0;
	size_t n = strlen(b);
	for (size_t i = 0; i < n; i++) {
		if (!map[(unsigned char)b[i]])
			map[(unsigned char)b[i]] = colours[used++];
		out[i] = map[(unsigned char)b[i]];
	}
	out[n] = '\0';
}

static int is_family_representative(const char *b)
{
	char rev[32], named[32];
	size_t n = strlen(b);
	for (size_t i = 0; i < n; i++)
		rev[i] = b[n - 1 - i];
	rev[n] = '\0';
	named_in_order(rev, named);
	return strcmp(b, named) <= 0;
}

static long work_of(size_t len)
{
	return 1L << len;
}

static void check_board(const char *board, struct tally *t, int k)
{
	int h[5];
	t->boards++;
	for (h[0] = 0; h[0] <= 5; h[0]++)
	for (h[1] = 0; h[0] + h[1] <= 5; h[1]++)
	for (h[2] = 0; h[0] + h[1] + h[2] <= 5; h[2]++)
	for (h[3] = 0; h[0] + h[1] + h[2] + h[3] <= 5; h[3]++)
	for (h[4] = 0; h[0] + h[1] + h[2] + h[3] + h[4] <= 5; h[4]++) {
		char hand[6];
		int n = 0;
		for (int c = 0; c < 5; c++)
			for (int k = 0; k < h[c]; k++)
				hand[n++] = colours[c];
		hand[n] = '\0';
		if (!n || stopped)
			continue;
		int got, want = reference_min_step(board, hand, NULL);
		const struct result *failed;
		t->pairs++;
		if (!calls_answer(board, hand, &got, NULL, &failed)) {
			calls_print_finding(stdout, board, hand, failed);
			printf("%s %s %d  # the reference's answer\n", board, hand, want);
			t->failed++;
			stopped = 1;
			continue;
		}
		if (got != want && t->failed++ < 20)
			printf("%s %s %d  # solution says %d\n", board, hand, want, got);
	}
	work_done[k] += work_of(strlen(board));
}

/* Walks boards in order, colours introduced in order, no run of three; worker k of `jobs`
 * takes every jobs-th representative. */
static void walk(char *b, int i, int len, int used, int k, int jobs, long *seen, struct tally *t)
{
	if (stopped)
		return;
	if (i == len) {
		b[len] = '\0';
		if (is_family_representative(b) && (*seen)++ % jobs == k && t)
			check_board(b, t, k); /* with no tally, the walk only counts */
		return;
	}
	for (int c = 0; c < 5 && c <= used; c++) {
		if (i >= 2 && b[i - 1] == colours[c] && b[i - 2] == colours[c])
			continue;
		b[i] = colours[c];
		walk(b, i + 1, len, c == used ? used + 1 : used, k, jobs, seen, t);
	}
}

static void print_duration(long s)
{
	if (s >= 3600)
		fprintf(stderr, "%ldh%02ldm", s / 3600, s / 60 % 60);
	else
		fprintf(stderr, "%ldm%02lds", s / 60, s % 60);
}

/* One line on stderr: share of the work done, time gone, and the time left at the rate so far. */
static void print_progress(long total, int jobs, time_t start)
{
	long done = 0;
	for (int k = 0; k < jobs; k++)
		done += work_done[k];
	long gone = (long)(time(NULL) - start);
	fprintf(stderr, "exhaustive: %.1f%% of the work done, ", 100.0 * (double)done / (double)total);
	print_duration(gone);
	fprintf(stderr, " gone, about ");
	print_duration(done ? (long)((double)gone * (double)(total - done) / (double)done) : 0);
	fprintf(stderr, " left\n");
}

int main(int argc, char **argv)
{
	int max = 0, jobs = 2, positional = 0;
	for (int i = 1; i < argc; i++) {
		if (calls_option(argc, argv, &i))
			continue;
		if (positional == 0)
			max = atoi(argv[i]);
		else if (positional == 1)
			jobs = atoi(argv[i]);
		else
			max = 0;
		positional++;
	}
	if (max < 1 || max > 16 || jobs < 1 || jobs > 16) {
		fprintf(stderr, "usage: exhaustive --runner EXE [--time-limit MS] [--memory-limit MB] "
				"L [JOBS]   (L from 1 to 16)\n");
		return 2;
	}
	calls_start("exhaustive");
	work_done = mmap(NULL, 16 * sizeof *work_done, PROT_READ | PROT_WRITE,
			 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (work_done == MAP_FAILED)
		return 2;
	long total = 0; /* the work to do: the boards of each length, counted, times their weight */
	for (int len = 1; len <= max; len++) {
		char b[17];
		long seen = 0;
		walk(b, 0, len, 0, 0, 1, &seen, NULL);
		total += seen * work_of((size_t)len);
	}
	time_t start = time(NULL);
	struct pollfd fd[16];
	for (int k = 0; k < jobs; k++) {
		int p[2];
		if (pipe(p) != 0)
			return 2;
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0)
			return 2;
		if (pid == 0) {
			close(p[0]);
			struct tally t = {0};
			char b[17];
			long seen = 0;
			for (int len = 1; len <= max; len++)
				walk(b, 0, len, 0, k, jobs, &seen, &t);
			judge_call_end();
			fflush(stdout);
			_exit(write(p[1], &t, sizeof t) == (ssize_t)sizeof t ? 0 : 1);
		}
		close(p[1]);
		fd[k] = (struct pollfd){.fd = p[0], .events = POLLIN};
	}
	struct tally all = {0};
	int broken = 0;
	for (int left = jobs; left;) {
		int ready = poll(fd, (nfds_t)jobs, PROGRESS_EVERY_S * 1000);
		if (ready == 0)
			print_progress(total, jobs, start);
		if (ready <= 0)
			continue;
		for (int k = 0; k < jobs; k++) {
			if (fd[k].fd < 0 || !fd[k].revents)
				continue;
			struct tally t;
			if (read(fd[k].fd, &t, sizeof t) != (ssize_t)sizeof t)
				broken = 1;
			close(fd[k].fd);
			fd[k].fd = -1; /* poll skips it from now on */
			left--;
			if (broken)
				continue;
			all.boards += t.boards;
			all.pairs += t.pairs;
			all.failed += t.failed;
		}
	}
	while (wait(NULL) > 0)
		;
	calls_end();
	if (broken) {
		printf("exhaustive: a worker died\n0 passed, 1 failed\n");
		return 1;
	}
	printf("exhaustive: boards of 1 to %d balls, %ld boards up to renaming colours and "
	       "reversal, every hand of 1 to 5 balls: %ld (board, hand) pairs\n",
	       max, all.boards, all.pairs);
	printf("%ld passed, %ld failed\n", all.pairs - all.failed, all.failed);
	return all.failed != 0;
}
