/* exhaustive.c: `make exhaustive L=n`. Checks a solution (through its runner) against the
 * reference on every valid board of 1..n balls with every hand of 1..5 balls (each multiset of
 * the five colours once, its balls written in R Y B G W order: 251 hands).
 *
 * EVERY BOARD AS WRITTEN (the default). Boards fall into families: a board, its renamings of
 * colours and its reverse. The walk visits one board of each family (colours named R Y B G W in
 * order of first appearance, kept when its reverse, so named, does not sort before it), asks
 * the reference for its 251 answers, then calls the solution on every board of the family, each
 * once, with every hand renamed alike. The reference here is all_hands.c, which gives a board's
 * answers for every hand from one search (its header argues why; make test checks it against
 * reference.c, the judge's reference, on every board of up to 5 balls with every hand). Its
 * answers serve the whole family because it tries every move that could shorten some hand's
 * play: its answer is the game's fewest balls, and the game's rules name no colour and no side,
 * so renaming board and hand alike, or reversing the board, maps every play to a play of the
 * same length. The solution is never assumed to know that: each
 * board is put to it as written, so a solution wrong only on boards that start with G, or only
 * on one of a board and its reverse, fails here (make test plants both).
 *
 * --families: the solution is called on the family's one board only (1/49 of the calls at
 * L=4, 1/170 at L=7, fewer the longer the boards). That is sound only for a solution whose own
 * answers do not change under renaming and reversal; the output says so, and docs/evidence.md
 * says when it was used.
 *
 * SHARDS AND CHECKPOINTS, as make domain: the family boards of each length are numbered in walk
 * order; shard k of N takes those numbered k-1 modulo N, and worker j of the shard's J takes
 * every J-th of those. Each worker writes where it stands (length, next number, its figures,
 * the first failures) to FILE.j-of-J every 30 s (between two families) and at the end, through
 * a rename; the same command started again goes on from there. FILE is named by make after the
 * runner (a hash of the solution and its build), L, the shard and the mode, so another build of
 * the solution starts afresh; so does another build of this tool (the file records its size and
 * time: a resumed worker must walk the same boards with the same reference).
 *
 * A call that fails (a time-out, a crash) is printed as a finding, counts as failed, and ends
 * that worker's walk. A call that a signal ended (Ctrl-C, SIGTERM, SIGHUP) is no finding: the
 * worker undoes its family's counts and saves, and the same command checks that family again.
 * While it runs, a line on stderr every few seconds gives the share of the work done and an
 * estimate of the time left (a family of n balls weighs 2^n times its boards).
 *
 * usage: exhaustive --runner EXE [--time-limit MS] [--memory-limit MB] [--families]
 *                   [--shard K/N] [--checkpoint FILE] [--stop-after FAMILIES] L [JOBS]
 * ends with "N passed, M failed". */
#include "calls.h"
#include "progress.h"
#include "all_hands.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { HANDS = 251, MAX_IMAGES = 240, KEPT = 20, SAVE_EVERY_S = 30, MAX_JOBS = 16 };

static const char colours[] = "RYBGW";
static int stopped; /* a call failed, or a signal came: this worker walks no further */
static int interrupted; /* a signal (Ctrl-C, SIGTERM, SIGHUP) ended a call: no finding */
static int families_only;
static long stop_after = -1; /* --stop-after: families checked before this run stops (tests) */

/* What one worker has done, and where it stands: all that its checkpoint holds. */
struct tally {
	long families, boards, pairs, failed;
	int len;   /* the length being walked */
	long next; /* walk number of the first family board of that length not yet checked */
	int done, stopped, kept;
	char fail[KEPT][128]; /* the first failures, as printed */
};

/* Work done so far, one slot a worker, in memory shared with the parent; each worker writes
 * only its own slot, and the parent only reads, so a torn read is at worst one board stale. */
static volatile long *work_done;

static int hand_counts[HANDS][5];

static void list_hands(void)
{
	int h[5], n = 0;
	for (h[0] = 0; h[0] <= 5; h[0]++)
	for (h[1] = 0; h[0] + h[1] <= 5; h[1]++)
	for (h[2] = 0; h[0] + h[1] + h[2] <= 5; h[2]++)
	for (h[3] = 0; h[0] + h[1] + h[2] + h[3] <= 5; h[3]++)
	for (h[4] = 0; h[0] + h[1] + h[2] + h[3] + h[4] <= 5; h[4]++)
		if (h[0] + h[1] + h[2] + h[3] + h[4])
			memcpy(hand_counts[n++], h, sizeof h);
}

/* Hand i with colour c written as colours[perm[c]], balls in R Y B G W order. */
static void write_hand(int i, const int perm[5], char *out)
{
	int count[5] = {0}, n = 0;
	for (int c = 0; c < 5; c++)
		count[perm[c]] = hand_counts[i][c];
	for (int c = 0; c < 5; c++)
		for (int k = 0; k < count[c]; k++)
			out[n++] = colours[c];
	out[n] = '\0';
}

static int colour_index(char c)
{
	return (int)(strchr(colours, c) - colours);
}

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

static void reversed(const char *b, char *out)
{
	size_t n = strlen(b);
	for (size_t i = 0; i < n; i++)
		out[i] = b[n - 1 - i];
	out[n] = '\0';
}

static int is_family_representative(const char *b)
{
	char rev[32], named[32];
	reversed(b, rev);
	named_in_order(rev, named);
	return strcmp(b, named) <= 0;
}

/* A board of the family and the renaming that makes it from the family's board. */
struct image {
	char board[17];
	int perm[5];
};

static int by_board(const void *a, const void *b)
{
	return strcmp(((const struct image *)a)->board, ((const struct image *)b)->board);
}

/* Every board of b's family, each once, with a renaming that makes it: each
 * permutation of the five colours applied to b and to its reverse. Returns how many. */
static int family_of(const char *b, struct image *out)
{
	char rev[17];
	int n = 0, p[5];
	reversed(b, rev);
	for (p[0] = 0; p[0] < 5; p[0]++)
	for (p[1] = 0; p[1] < 5; p[1]++)
	for (p[2] = 0; p[2] < 5; p[2]++)
	for (p[3] = 0; p[3] < 5; p[3]++)
	for (p[4] = 0; p[4] < 5; p[4]++) {
		int seen = 0;
		for (int c = 0; c < 5; c++)
			seen |= 1 << p[c];
		if (seen != 31)
			continue;
		for (int side = 0; side < 2; side++) {
			const char *s = side ? rev : b;
			size_t len = strlen(s);
			for (size_t i = 0; i < len; i++)
				out[n].board[i] = colours[p[colour_index(s[i])]];
			out[n].board[len] = '\0';
			memcpy(out[n].perm, p, sizeof p);
			n++;
		}
	}
	/* any renaming that makes a board serves: it maps the hands one to one */
	qsort(out, (size_t)n, sizeof *out, by_board);
	int kept = 0;
	for (int i = 0; i < n; i++)
		if (!kept || strcmp(out[i].board, out[kept - 1].board))
			out[kept++] = out[i];
	return kept;
}

static long work_of(size_t len, int boards)
{
	return (1L << len) * boards;
}

static void note_failure(struct tally *t, const char *board, const char *hand, int want, int got)
{
	if (t->kept < KEPT)
		snprintf(t->fail[t->kept++], sizeof t->fail[0], "%.16s %.5s %d  # solution says %d", board,
			 hand, want, got);
	if (t->failed++ < KEPT)
		printf("%s %s %d  # solution says %d\n", board, hand, want, got);
}

static void check_family(const char *board, struct tally *t, int k)
{
	static struct image img[MAX_IMAGES];
	static signed char answers[6][6][6][6][6];
	int want[HANDS], n = 1;
	static const int identity[5] = {0, 1, 2, 3, 4};
	char hand[6];
	if (all_hands(board, answers) < 0) {
		fprintf(stderr, "exhaustive: out of memory in the reference (%s)\n", board);
		exit(2);
	}
	for (int i = 0; i < HANDS; i++) {
		const int *h = hand_counts[i];
		want[i] = answers[h[0]][h[1]][h[2]][h[3]][h[4]];
	}
	if (families_only) {
		strcpy(img[0].board, board);
		memcpy(img[0].perm, identity, sizeof identity);
	} else {
		n = family_of(board, img);
	}
	t->families++;
	for (int b = 0; b < n && !stopped; b++) {
		t->boards++;
		for (int i = 0; i < HANDS && !stopped; i++) {
			int got;
			const struct result *failed = NULL;
			write_hand(i, img[b].perm, hand);
			t->pairs++;
			if (!calls_answer(img[b].board, hand, &got, NULL, &failed) &&
			    failed->verdict == V_SKIP) {
				interrupted = stopped = 1; /* walk undoes this family's counts */
				return;
			} else if (failed) {
				calls_print_finding(stdout, img[b].board, hand, failed);
				printf("%s %s %d  # the reference's answer\n", img[b].board, hand, want[i]);
				if (t->kept < KEPT)
					snprintf(t->fail[t->kept++], sizeof t->fail[0],
						 "%.16s %.5s %d  # the call failed (printed when it ran)",
						 img[b].board, hand, want[i]);
				t->failed++;
				stopped = t->stopped = 1;
			} else if (got != want[i]) {
				note_failure(t, img[b].board, hand, want[i], got);
			}
		}
	}
	work_done[k] += work_of(strlen(board), n);
}

/* The walk's state: which family boards of this length this worker takes. */
struct walk {
	long seen;  /* family boards of this length met so far */
	long from;  /* the first number to check (a resumed run skips those before) */
	int shard, shards, job, jobs;
	int images; /* counting only: the sum of family sizes, for the progress estimate */
};

/* The worker's checkpoint (NULL: none) and when it was last written: walk writes it every
 * SAVE_EVERY_S seconds, between two families, so a stop loses at most that much work. */
static const char *save_path, *save_id;
static time_t saved;
static void save(const char *file, const char *id, const struct tally *t);

/* Walks boards of one length in order, colours introduced in order, no run of three. With no
 * tally it only counts (families, and their boards unless --families). */
static void walk(char *b, int i, int len, int used, struct walk *w, struct tally *t, int k)
{
	if (stopped || (t && stop_after == 0))
		return;
	if (i == len) {
		b[len] = '\0';
		if (!is_family_representative(b))
			return;
		long number = w->seen++;
		if (!t) {
			static struct image img[MAX_IMAGES];
			w->images += families_only ? 1 : family_of(b, img);
			return;
		}
		if (number < w->from || number % w->shards != w->shard ||
		    number / w->shards % w->jobs != w->job)
			return;
		struct tally before = *t;
		check_family(b, t, k);
		if (interrupted) /* this family is checked again when the run goes on */
			*t = before;
		if (!stopped)
			t->next = number + 1;
		if (save_path && !stopped && time(NULL) - saved >= SAVE_EVERY_S) {
			save(save_path, save_id, t);
			saved = time(NULL);
		}
		if (stop_after > 0)
			stop_after--;
		return;
	}
	for (int c = 0; c < 5 && c <= used; c++) {
		if (i >= 2 && b[i - 1] == colours[c] && b[i - 2] == colours[c])
			continue;
		b[i] = colours[c];
		walk(b, i + 1, len, c == used ? used + 1 : used, w, t, k);
	}
}

/* The checkpoint: one "key value" a line, then the kept failures. */
static void save(const char *file, const char *id, const struct tally *t)
{
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s.tmp", file);
	FILE *f = fopen(tmp, "w");
	if (!f) {
		perror(tmp);
		return;
	}
	fprintf(f, "run %s\nlen %d\nnext %ld\nfamilies %ld\nboards %ld\npairs %ld\nfailed %ld\n"
		   "done %d\nstopped %d\n",
		id, t->len, t->next, t->families, t->boards, t->pairs, t->failed, t->done, t->stopped);
	for (int i = 0; i < t->kept; i++)
		fprintf(f, "fail %s\n", t->fail[i]);
	if (fclose(f) != 0 || rename(tmp, file) != 0)
		perror(file);
}

/* Reads a checkpoint into t; returns 1 when there is one made by this very run (id). */
static int load(const char *file, const char *id, struct tally *t)
{
	char line[256], run[256] = "";
	FILE *f = fopen(file, "r");
	if (!f)
		return 0;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "run ", 4))
			snprintf(run, sizeof run, "%s", line + 4);
		else if (!strncmp(line, "fail ", 5) && t->kept < KEPT)
			snprintf(t->fail[t->kept++], sizeof t->fail[0], "%.100s", line + 5);
		else
			sscanf(line, "len %d", &t->len), sscanf(line, "next %ld", &t->next),
				sscanf(line, "families %ld", &t->families),
				sscanf(line, "boards %ld", &t->boards),
				sscanf(line, "pairs %ld", &t->pairs),
				sscanf(line, "failed %ld", &t->failed), sscanf(line, "done %d", &t->done),
				sscanf(line, "stopped %d", &t->stopped);
	}
	fclose(f);
	if (strcmp(run, id)) {
		fprintf(stderr, "exhaustive: %s was made by another run (%s); starting afresh\n", file,
			run);
		memset(t, 0, sizeof *t);
		return 0;
	}
	return 1;
}

/* Worker k: resumes from its checkpoint (if any), walks, saves; its tally goes to fd. */
static void worker(int max, int k, int jobs, int shard, int shards, const char *file,
		   const char *id, int fd)
{
	static struct tally t;
	char path[4200], b[17];
	memset(&t, 0, sizeof t);
	snprintf(path, sizeof path, "%s.%d-of-%d", file, k + 1, jobs);
	if (file && load(path, id, &t))
		printf("exhaustive: worker %d of %d resumes from %s (%ld families done)\n", k + 1, jobs,
		       path, t.families);
	if (t.kept) {
		int shown = 0;
		for (int i = 0; i < t.kept; i++)
			if (strstr(t.fail[i], "# solution says"))
				printf("%s\n", t.fail[i]), shown++;
		if (shown || t.stopped)
			printf("exhaustive: the failures above%s are from the run this one resumes (%s)\n",
			       t.stopped ? " (and a call that failed)" : "", path);
	}
	stopped = t.stopped;
	saved = time(NULL);
	save_path = file ? path : NULL;
	save_id = id;
	if (!t.len)
		t.len = 1;
	for (; t.len <= max && !t.done && !stopped && stop_after != 0; t.len++, t.next = 0) {
		struct walk w = {0, t.next, shard, shards, k, jobs, 0};
		walk(b, 0, t.len, 0, &w, &t, k);
		if (stopped || stop_after == 0)
			break;
	}
	if (t.len > max)
		t.done = 1;
	if (file)
		save(path, id, &t);
	judge_call_end();
	fflush(stdout);
	_exit(write(fd, &t, sizeof t) == (ssize_t)sizeof t ? 0 : 1);
}

/* The duration s as "1h02m" or "3m05s", in out (32 bytes). */
static const char *duration(char *out, long s)
{
	if (s >= 3600)
		snprintf(out, 32, "%ldh%02ldm", s / 3600, s / 60 % 60);
	else
		snprintf(out, 32, "%ldm%02lds", s / 60, s % 60);
	return out;
}

/* The progress line (on a terminal): share of the work done, time gone, and the time left at
 * the rate so far. */
static void print_progress(long total, int jobs, time_t start)
{
	long done = 0;
	for (int k = 0; k < jobs; k++)
		done += work_done[k];
	long gone = (long)(time(NULL) - start);
	char text[200], a[32], b[32];
	snprintf(text, sizeof text, "exhaustive: %.1f%% of the work done (since this start), %s "
		 "gone, about %s left", 100.0 * (double)done / (double)total, duration(a, gone),
		 duration(b, done ? (long)((double)gone * (double)(total - done) / (double)done) : 0));
	progress_show(text);
}

static int usage(void)
{
	fprintf(stderr, "usage: exhaustive --runner EXE [--time-limit MS] [--memory-limit MB] "
			"[--families] [--shard K/N] [--checkpoint FILE] [--stop-after FAMILIES] "
			"L [JOBS]   (L from 1 to 16)\n");
	return 2;
}

int main(int argc, char **argv)
{
	int max = 0, jobs = 2, positional = 0, shard = 1, shards = 1;
	const char *file = NULL;
	for (int i = 1; i < argc; i++) {
		if (calls_option(argc, argv, &i))
			continue;
		if (!strcmp(argv[i], "--families"))
			families_only = 1;
		else if (!strcmp(argv[i], "--shard") && i + 1 < argc) {
			if (sscanf(argv[++i], "%d/%d", &shard, &shards) != 2 || shards < 1 ||
			    shard < 1 || shard > shards)
				return usage();
		} else if (!strcmp(argv[i], "--checkpoint") && i + 1 < argc)
			file = argv[++i];
		else if (!strcmp(argv[i], "--stop-after") && i + 1 < argc)
			stop_after = atol(argv[++i]);
		else if (positional == 0)
			max = atoi(argv[i]), positional++;
		else if (positional == 1)
			jobs = atoi(argv[i]), positional++;
		else
			return usage();
	}
	if (max < 1 || max > 16 || jobs < 1 || jobs > MAX_JOBS)
		return usage();
	list_hands();
	calls_start("exhaustive");
	work_done = mmap(NULL, MAX_JOBS * sizeof *work_done, PROT_READ | PROT_WRITE,
			 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (work_done == MAP_FAILED)
		return 2;
	/* The run's identity in its checkpoints: a resumed worker must walk the same boards. */
	char id[200];
	struct stat self = {0};
	stat("/proc/self/exe", &self); /* this build of the tool (and of the reference in it) */
	snprintf(id, sizeof id, "L=%d shard %d/%d %s, tool of %ld bytes made at %ld", max, shard,
		 shards, families_only ? "families" : "every-board", (long)self.st_size,
		 (long)self.st_mtime);
	long total = 0; /* the work of the whole run (all shards): families counted, times weight */
	for (int len = 1; len <= max; len++) {
		char b[17];
		struct walk w = {0, 0, 0, 1, 0, 1, 0};
		walk(b, 0, len, 0, &w, NULL, 0);
		total += work_of((size_t)len, w.images);
	}
	total = total / shards + 1;
	time_t start = time(NULL);
	struct pollfd fd[MAX_JOBS];
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
			worker(max, k, jobs, shard - 1, shards, file, id, p[1]);
		}
		close(p[1]);
		fd[k] = (struct pollfd){.fd = p[0], .events = POLLIN};
	}
	struct tally all = {0};
	int broken = 0, finished = 1;
	for (int left = jobs; left;) {
		int ready = poll(fd, (nfds_t)jobs, PROGRESS_EVERY_S * 1000);
		if (ready == 0)
			print_progress(total, jobs, start);
		if (ready <= 0)
			continue;
		for (int k = 0; k < jobs; k++) {
			if (fd[k].fd < 0 || !fd[k].revents)
				continue;
			static struct tally t;
			if (read(fd[k].fd, &t, sizeof t) != (ssize_t)sizeof t)
				broken = 1;
			close(fd[k].fd);
			fd[k].fd = -1; /* poll skips it from now on */
			left--;
			if (broken)
				continue;
			all.families += t.families;
			all.boards += t.boards;
			all.pairs += t.pairs;
			all.failed += t.failed;
			finished &= t.done || t.stopped;
		}
	}
	while (wait(NULL) > 0)
		;
	calls_end();
	progress_clear();
	if (broken) {
		printf("exhaustive: a worker died\n0 passed, 1 failed\n");
		return 1;
	}
	if (shards > 1)
		printf("exhaustive: shard %d of %d (family boards numbered %d modulo %d)\n", shard,
		       shards, shard - 1, shards);
	if (families_only)
		printf("exhaustive: boards of 1 to %d balls, one of each family (%ld boards up to "
		       "renaming colours and reversal; sound only for a solution whose answers do not "
		       "change under renaming and reversal), every hand of 1 to 5 balls: %ld (board, "
		       "hand) pairs\n",
		       max, all.boards, all.pairs);
	else
		printf("exhaustive: every board of 1 to %d balls as written (%ld boards: every renaming "
		       "of colours and reversal of %ld families), every hand of 1 to 5 balls: %ld "
		       "(board, hand) pairs\n",
		       max, all.boards, all.families, all.pairs);
	if (!finished)
		printf("exhaustive: stopped before the end; the same command goes on from %s.*\n",
		       file ? file : "(no checkpoint)");
	printf("%ld passed, %ld failed\n", all.pairs - all.failed, all.failed);
	return all.failed != 0 || !finished;
}
