/* approach_search.c: the search that finds inputs breaking the planted "split a pair only on the
 * first move" solver (tests/planted/split_first_only.c), which random stress never meets: it is
 * wrong only on boards of 16 balls with a hand of 5 (no board of 15 or fewer breaks it).
 *
 * It walks every board of LEN balls made of runs of one or two over COLOURS colours (named in
 * order of first appearance, one board of each reversal pair) with every hand of 5 balls from
 * those colours, and compares the planted solver (linked in as planted_split_first_only()) against
 * solution.c's findMinStep, which is exact. The planted solver's moves are a subset of all
 * moves, so it can only answer more, or -1: an input solution.c finds unsolvable is skipped
 * without running it. Each disagreement is confirmed with the reference solver before it is
 * printed, as a case line with the reference's answer.
 *
 * usage: approach_search [--colours K] [--len N] [--jobs J] [--max HITS] [--prefix BALLS]
 *                        [--out FILE]
 * Workers are forked (worker k takes every J-th board); a progress line on stderr every 30 s.
 * --prefix walks only the boards that start with BALLS; --out writes the hits to FILE as a
 * case file (one worker, so in walk order): `make cases` writes cases/split-pairs.txt so, from
 * the part of the walk where `make split-search` (every board) finds them. */
#include "reference.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int findMinStep(char *board, char *hand);
int planted_split_first_only(char *board, char *hand);

static const char colours[] = "RYBGW";

struct shared {
	long done[16]; /* boards walked by each worker */
	long hits;     /* confirmed inputs, all workers */
};

static struct shared *sh;

struct walk {
	const char *prefix;
	FILE *out;
	int len, ncolours, job, jobs, max_hits;
	long seen, pairs, solvable;
};

static int is_representative(const char *b, int n)
{
	char map[128] = {0}, named[32];
	int used = 0;
	for (int i = 0; i < n; i++) {
		unsigned char c = (unsigned char)b[n - 1 - i];
		if (!map[c])
			map[c] = colours[used++];
		named[i] = map[c];
	}
	return memcmp(b, named, (size_t)n) <= 0;
}

static void check_board(const char *board, struct walk *w)
{
	int h[3] = {0, 0, 0};
	for (h[0] = 0; h[0] <= 5; h[0]++)
		for (h[1] = 0; h[0] + h[1] <= 5; h[1]++) {
			h[2] = 5 - h[0] - h[1];
			if (w->ncolours == 2 && h[2])
				continue;
			char hand[6], b[17], hd[6];
			int n = 0;
			for (int c = 0; c < 3; c++)
				for (int k = 0; k < h[c]; k++)
					hand[n++] = colours[c];
			hand[n] = '\0';
			w->pairs++;
			strcpy(b, board);
			strcpy(hd, hand);
			int exact = findMinStep(b, hd);
			if (exact < 0)
				continue;
			w->solvable++;
			strcpy(b, board);
			strcpy(hd, hand);
			int planted = planted_split_first_only(b, hd);
			if (planted == exact)
				continue;
			int want = reference_min_step(board, hand, NULL);
			if (want != exact) {
				fprintf(stderr, "approach_search: %s %s: solution.c says %d, the "
						"reference %d\n", board, hand, exact, want);
				continue;
			}
			if (w->out)
				fprintf(w->out, "%s %s %d\n", board, hand, want);
			else
				printf("%s %s %d  # split_first_only.c says %d\n", board, hand, want,
				       planted);
			fflush(stdout);
			__atomic_add_fetch(&sh->hits, 1, __ATOMIC_SEQ_CST);
		}
}

/* Boards of runs of one or two, colours introduced in order; worker job takes every jobs-th. */
static void walk(char *b, int i, int used, struct walk *w)
{
	if (w->max_hits && __atomic_load_n(&sh->hits, __ATOMIC_SEQ_CST) >= w->max_hits)
		return;
	if (i == w->len) {
		if (is_representative(b, w->len) && w->seen++ % w->jobs == w->job) {
			b[w->len] = '\0';
			check_board(b, w);
			sh->done[w->job]++;
		}
		return;
	}
	size_t p = strlen(w->prefix);
	for (int c = 0; c < w->ncolours && c <= used; c++) {
		if (i > 0 && b[i - 1] == colours[c])
			continue;
		for (int run = 1; run <= 2 && i + run <= w->len; run++) {
			memset(b + i, colours[c], (size_t)run);
			size_t n = (size_t)(i + run) < p ? (size_t)(i + run) : p;
			if (memcmp(b, w->prefix, n))
				continue; /* not a board of the prefix */
			walk(b, i + run, c == used ? used + 1 : used, w);
		}
	}
}

int main(int argc, char **argv)
{
	struct walk w = {.prefix = "", .len = 16, .ncolours = 3, .jobs = 1};
	const char *out = NULL;
	for (int i = 1; i + 1 < argc; i += 2) {
		if (!strcmp(argv[i], "--colours"))
			w.ncolours = atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "--len"))
			w.len = atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "--jobs"))
			w.jobs = atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "--max"))
			w.max_hits = atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "--prefix"))
			w.prefix = argv[i + 1];
		else if (!strcmp(argv[i], "--out"))
			out = argv[i + 1];
		else
			argc = 0;
	}
	if (argc % 2 == 0 || w.ncolours < 2 || w.ncolours > 3 || w.len < 1 || w.len > 16 ||
	    w.jobs < 1 || w.jobs > 16 || (out && w.jobs != 1) || strlen(w.prefix) > 16) {
		fprintf(stderr, "usage: approach_search [--colours 2|3] [--len N] [--jobs J] "
				"[--max HITS] [--prefix BALLS] [--out FILE (one job)]\n");
		return 2;
	}
	if (out) {
		if (!(w.out = fopen(out, "w"))) {
			perror(out);
			return 2;
		}
		fprintf(w.out, "# Inputs that need more than one pair split: a search that splits a pair "
			"only on the first move\n# answers -1 (split_first_only.c). Found by `make "
			"split-search` (judge/tools/approach_search.c:\n# every %d-ball board of %d colours, "
			"every hand of 5 from them); written by `make cases`,\n# which walks only the "
			"boards that start with %s. Answers from the reference solver.\n",
			w.len, w.ncolours, w.prefix);
	}
	sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED)
		return 2;
	struct walk count = w;
	count.jobs = 1 << 30; /* count the boards only: no worker's share is ever reached */
	count.job = -1;
	char b[17];
	walk(b, 0, 0, &count);
	long total = count.seen;
	time_t start = time(NULL);
	for (int k = 0; k < w.jobs; k++) {
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0)
			return 2;
		if (pid == 0) {
			w.job = k;
			walk(b, 0, 0, &w);
			fprintf(stderr, "approach_search: worker %d: %ld (board, hand) pairs, %ld "
					"solvable\n", k, w.pairs, w.solvable);
			fflush(NULL);
			_exit(0);
		}
	}
	for (int left = w.jobs, shown = 0; left;) {
		struct pollfd none;
		poll(&none, 0, 1000);
		while (left && waitpid(-1, NULL, WNOHANG) > 0)
			left--;
		long gone = (long)(time(NULL) - start);
		if (left && gone / 30 > shown) { /* a line every 30 s, however late the poll wakes */
			shown = (int)(gone / 30);
			long done = 0;
			for (int k = 0; k < w.jobs; k++)
				done += sh->done[k];
			fprintf(stderr, "approach_search: %ld of %ld boards, %ld s, %ld found\n", done,
				total, gone, sh->hits);
		}
	}
	long done = 0;
	for (int k = 0; k < w.jobs; k++)
		done += sh->done[k];
	if (w.out && fclose(w.out) != 0) {
		perror(out);
		return 2;
	}
	fprintf(stderr, "approach_search: %d-ball boards of %d colours in runs of 1 or 2: %ld of "
			"%ld walked, hands of 5 from their colours: %ld found\n", w.len, w.ncolours,
		done, total, sh->hits);
	return 0;
}
