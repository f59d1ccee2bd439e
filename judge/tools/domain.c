/* domain.c: `make domain L=n SHARD=k/N` and `make domain-report`. Compares two builds of the
 * solver on every input of LeetCode's domain up to boards of n balls: every board of 1..n
 * balls (colours R Y B G W, no three alike in a row) with every hand of 1..5 balls (a multiset:
 * 251 hands). The exact side is solution.c built with RULE_9 0, rules 1 to 8 only
 * (judge/tools/domain_exact.c); the candidate is SOLUTION built with RULE_9=1, i.e. solution.c with
 * rule 9 ("never a lone ball").
 *
 * BOARDS, up to renaming of colours and reversal. Renaming the colours of board and hand
 * alike, or reading both board and play right to left, maps every play to a play of the same
 * length (the rules of the game name no colour and no side), so both builds' answers are
 * invariant: one board of each family is enough, with every hand (all hands, so the renamed
 * hands are all among them). The walk names colours R Y B G W in order of first appearance and
 * keeps a board when its reverse, so named, does not sort before it (as make exhaustive does).
 *
 * SHORTCUTS. Each is either the same code in both builds or a fact both builds obey.
 * 1. The checks that open solution.c's search (rules 2, 7 and 8 on the first board) are the
 *    same code on both sides: when they drop the pair, both answer -1 and neither is called.
 *    Rule 8's need depends on the hand only through its size and the colours it lacks, so it
 *    is computed once per board for each set of colours (with 5 as the bound), and a board
 *    whose need exceeds 5 even with every colour in hand is -1 with all 251 hands at once.
 * 2. Hands are taken largest first. If a hand H plus one ball is unsolvable, H is unsolvable
 *    on both sides: a play with H is a play with the larger hand (the extra ball stays in
 *    hand), so the exact answer of H is -1; and the candidate only drops moves, so each answer
 *    it gives is a real play, never below the exact answer: it is -1 too. Likewise the exact
 *    answer of H is at least the exact answer of every solvable H plus one ball.
 * 3. A lower bound settles the candidate's answer: every clearing play uses at least rule 8's
 *    need, and at least what a one-larger hand needs (2.). When the candidate's answer equals
 *    that bound, the exact answer lies between the bound and the candidate's: it is the same,
 *    and the exact search is not run. Otherwise (the candidate says -1, or more than the
 *    bound) the exact side runs and the two answers are compared.
 * So make domain proves the candidate equal to the exact side only for a candidate that is
 * solution.c with moves taken away (as RULE_9 and the planted test rule are); for any other
 * solution, make exhaustive compares every pair against the reference.
 *
 * SHARDS AND CHECKPOINTS. The boards of each length are numbered in walk order; shard k of N
 * takes those whose number is k-1 modulo N, so shards are disjoint, cover every board together,
 * and share the work evenly. The shard's figures and where it stands (length, next board
 * number) are written to its results file every 30 seconds and after each length, through a
 * rename, so that a stopped run goes on from there when started again. The file is also what
 * make domain-report merges. A mismatch is printed (the input, both answers, a shrunk form,
 * the reference's play) and kept in the file.
 *
 * usage: domain L K N FILE [--no-shortcuts] [--stop-after BOARDS]
 *            run (or resume) shard K of N, lengths 1..L, into FILE; --no-shortcuts: every
 *            pair through both builds; --stop-after: stop (saved) after that many boards
 *            (the tests of both)
 *        domain --report FILE...  merge shards' files: one table for each run (one L, one N,
 *                                 one build) */
#include "domain.h"
#include "reference.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
	MAX_LEN = 16,
	MAX_HAND = 5,
	COLOURS = 5,
	HANDS = 251,      /* multisets of 1..5 balls of 5 colours */
	KEPT = 20,        /* mismatches kept in the results file */
	REPORT_EVERY = 30 /* seconds */
};

static const char letter[] = "?RYBGW";

/* What one length gave: answers[0] counts -1, answers[a] the answer a. */
struct tally {
	long boards, pairs, answers[MAX_HAND + 1], candidate_calls, exact_calls, mismatches;
	int done;
};

struct run {
	int max, shard, shards;
	int len;   /* the length being walked */
	long next; /* the number of the first board of this length not yet checked */
	struct tally t[MAX_LEN + 1];
	int kept;
	char mismatch[KEPT][80];
	char build[128]; /* the program that made the file: a run resumes only with the same */
	const char *file;
	int shortcuts; /* 0: every pair through both builds (the test of the shortcuts) */
	long stop_after; /* stop, saved, after this many boards (the test of resuming); 0: no */
};

/* The hands, largest first, each with the hands of one ball more that contain it. */
struct hand {
	unsigned packed; /* five 3-bit counts */
	unsigned colours; /* bit c for each colour c held */
	int size, n_up, up[COLOURS];
	char text[MAX_HAND + 1];
};
static struct hand hands[HANDS];

static void make_hands(void)
{
	static int index_of[6 * 6 * 6 * 6 * 6];
	int n = 0;
	for (int size = MAX_HAND; size >= 1; size--) {
		for (int code = 0; code < 6 * 6 * 6 * 6 * 6; code++) {
			int count[COLOURS], sum = 0;
			for (int c = 0, x = code; c < COLOURS; c++, x /= 6)
				sum += count[c] = x % 6;
			if (sum != size)
				continue;
			struct hand *h = &hands[n];
			*h = (struct hand){0};
			h->size = size;
			for (int c = 0; c < COLOURS; c++) {
				h->packed |= (unsigned)count[c] << (3 * c);
				if (count[c])
					h->colours |= 1u << (c + 1);
				for (int k = 0; k < count[c]; k++)
					h->text[strlen(h->text)] = letter[c + 1];
				int up = code, scale = 1;
				for (int j = 0; j < c; j++)
					scale *= 6;
				if (size < MAX_HAND)
					h->up[h->n_up++] = index_of[up + scale];
			}
			index_of[code] = n++;
		}
	}
}

/* Board strings: colours by code 1..5, packed 3 bits a ball as in solution.c. */
static uint64_t packed_board(const char *s)
{
	uint64_t b = 0;
	for (int i = 0; s[i]; i++)
		b |= (uint64_t)(strchr(letter, s[i]) - letter) << (3 * i);
	return b;
}

static unsigned packed_hand(const char *s)
{
	unsigned h = 0;
	for (int i = 0; s[i]; i++)
		h += 1u << (3 * (strchr(letter, s[i]) - letter - 1));
	return h;
}

static int exact_of(const char *board, const char *hand)
{
	return domain_exact(packed_board(board), (int)strlen(board), packed_hand(hand),
			    (int)strlen(hand));
}

static int candidate_of(const char *board, const char *hand)
{
	char b[MAX_LEN + 1], h[MAX_HAND + 1];
	strcpy(b, board);
	strcpy(h, hand);
	return domain_candidate(b, h);
}

static int valid_board(const char *b)
{
	size_t n = strlen(b);
	if (!n)
		return 0;
	for (size_t i = 2; i < n; i++)
		if (b[i] == b[i - 1] && b[i] == b[i - 2])
			return 0;
	return 1;
}

/* A mismatch made smaller: one ball out of the board or the hand at a time, as long as the
 * board stays valid and the two sides still differ. */
static void shrink(char *board, char *hand)
{
	for (int progress = 1; progress;) {
		progress = 0;
		for (int from_hand = 0; from_hand <= 1 && !progress; from_hand++) {
			char *s = from_hand ? hand : board;
			size_t n = strlen(s);
			for (size_t i = 0; i < n && !progress && n > 1; i++) {
				char b[MAX_LEN + 1], h[MAX_HAND + 1];
				strcpy(b, board);
				strcpy(h, hand);
				char *t = from_hand ? h : b;
				memmove(t + i, t + i + 1, n - i);
				if (!valid_board(b) || exact_of(b, h) == candidate_of(b, h))
					continue;
				strcpy(board, b);
				strcpy(hand, h);
				progress = 1;
			}
		}
	}
}

static void print_mismatch(struct run *r, const char *board, const char *hand, int exact,
			   int cand)
{
	printf("domain: MISMATCH %s %s: exact side %d, candidate %d\n", board, hand, exact, cand);
	if (r->kept == KEPT)
		return; /* the first ones are shrunk and kept; the rest only counted and printed */
	snprintf(r->mismatch[r->kept++], sizeof r->mismatch[0], "%s %s %d %d", board, hand, exact,
		 cand);
	char b[MAX_LEN + 1], h[MAX_HAND + 1];
	strcpy(b, board);
	strcpy(h, hand);
	shrink(b, h);
	struct ref_step play[REF_MAX_STEPS];
	int ref = reference_play(b, h, play, NULL);
	printf("  shrunk: %s %s: exact side %d, candidate %d, reference %d\n", b, h, exact_of(b, h),
	       candidate_of(b, h), ref);
	if (ref > 0) {
		printf("  the reference's play:\n");
		reference_print_play(stdout, "    ", play, ref);
	}
	fflush(stdout);
}

/* All 251 hands with one board (a family representative). */
static void check_board(struct run *r, const char *s, uint64_t b, int len)
{
	struct tally *t = &r->t[len];
	signed char answer[HANDS];
	int need[1 << (COLOURS + 1)];
	unsigned on_board = 0;
	for (int i = 0; i < len; i++)
		on_board |= 1u << (b >> (3 * i) & 7);
	for (unsigned m = 0; m < sizeof need / sizeof need[0]; m++)
		need[m] = -1;
	t->boards++;
	t->pairs += HANDS;
	if (!r->shortcuts) {
		for (int i = 0; i < HANDS; i++) {
			char board[MAX_LEN + 1], hand[MAX_HAND + 1];
			strcpy(board, s);
			strcpy(hand, hands[i].text);
			int cand = domain_candidate(board, hand);
			int exact = domain_exact(b, len, hands[i].packed, hands[i].size);
			t->candidate_calls++;
			t->exact_calls++;
			t->answers[exact < 0 ? 0 : exact]++;
			if (cand != exact) {
				t->mismatches++;
				print_mismatch(r, s, hands[i].text, exact, cand);
			}
		}
		return;
	}
	/* rule 8's need with every colour in hand, and 5 balls: the least any hand can need */
	unsigned all = 0;
	for (int c = 1; c <= COLOURS; c++)
		all |= 1u << (3 * (c - 1));
	need[on_board] = domain_need(b, len, all, MAX_HAND);
	if (need[on_board] > MAX_HAND) {
		t->answers[0] += HANDS;
		return;
	}
	for (int i = 0; i < HANDS; i++) {
		const struct hand *h = &hands[i];
		int low = 1, dead = 0;
		for (int j = 0; j < h->n_up; j++) {
			if (answer[h->up[j]] < 0)
				dead = 1;
			else if (answer[h->up[j]] > low)
				low = answer[h->up[j]];
		}
		unsigned held = h->colours & on_board;
		if (!dead && need[held] < 0) {
			unsigned some = 0; /* one ball of each colour held: only what is lacking counts */
			for (int c = 1; c <= COLOURS; c++)
				if (held >> c & 1)
					some |= 1u << (3 * (c - 1));
			need[held] = domain_need(b, len, some, MAX_HAND);
		}
		if (dead || need[held] > h->size || domain_hopeless(b, len, h->packed)) {
			answer[i] = -1;
			t->answers[0]++;
			continue;
		}
		if (need[held] > low)
			low = need[held];
		char board[MAX_LEN + 1], hand[MAX_HAND + 1];
		strcpy(board, s);
		strcpy(hand, h->text);
		int cand = domain_candidate(board, hand), exact = cand;
		t->candidate_calls++;
		if (cand != low) {
			exact = domain_exact(b, len, h->packed, h->size);
			t->exact_calls++;
		}
		answer[i] = (signed char)exact;
		t->answers[exact < 0 ? 0 : exact]++;
		if (cand != exact) {
			t->mismatches++;
			print_mismatch(r, s, h->text, exact, cand);
		}
	}
}

/* Number of boards of each length the walk visits (colours in order of first appearance, no
 * three alike), family representatives or not: the measure of progress. */
static double raw_boards(int len)
{
	double n[3][COLOURS + 1] = {{0}}; /* by the length of the last run (1, 2) and colours used */
	n[1][1] = 1;
	for (int i = 1; i < len; i++) {
		double m[3][COLOURS + 1] = {{0}};
		for (int run = 1; run <= 2; run++)
			for (int used = 1; used <= COLOURS; used++) {
				double x = n[run][used];
				if (run == 1)
					m[2][used] += x;
				m[1][used] += x * (used - 1);
				if (used < COLOURS)
					m[1][used + 1] += x;
			}
		memcpy(n, m, sizeof n);
	}
	double sum = 0;
	for (int run = 1; run <= 2; run++)
		for (int used = 1; used <= COLOURS; used++)
			sum += n[run][used];
	return sum;
}

static int save(const struct run *r)
{
	char tmp[4096];
	snprintf(tmp, sizeof tmp, "%s.tmp", r->file);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return -1;
	fprintf(f, "zuma-domain 2\nbuild %s\nshortcuts %d\nL %d\nshard %d %d\nat %d %ld\n",
		r->build, r->shortcuts, r->max, r->shard, r->shards, r->len, r->next);
	for (int len = 1; len <= r->max; len++) {
		const struct tally *t = &r->t[len];
		fprintf(f, "length %d done %d boards %ld pairs %ld answers %ld %ld %ld %ld %ld %ld "
			   "candidate %ld exact %ld mismatches %ld\n",
			len, t->done, t->boards, t->pairs, t->answers[0], t->answers[1], t->answers[2],
			t->answers[3], t->answers[4], t->answers[5], t->candidate_calls, t->exact_calls,
			t->mismatches);
	}
	for (int i = 0; i < r->kept; i++)
		fprintf(f, "mismatch %s\n", r->mismatch[i]);
	if (fclose(f) != 0 || rename(tmp, r->file) != 0)
		return -1;
	return 0;
}

/* Reads a results file into r; returns 0, or -1 with a message if it is not one. */
static int load(const char *file, struct run *r)
{
	FILE *f = fopen(file, "r");
	if (!f)
		return -1;
	char line[256];
	/* version 1 (the first full run's) had no shortcuts line: it ran with them */
	int version = 0, ok = fgets(line, sizeof line, f) &&
			      sscanf(line, "zuma-domain %d", &version) == 1 &&
			      (version == 1 || version == 2);
	ok = ok && fscanf(f, "build %127s\n", r->build) == 1;
	r->shortcuts = 1;
	ok = ok && (version == 1 || fscanf(f, "shortcuts %d\n", &r->shortcuts) == 1);
	ok = ok && fscanf(f, "L %d\nshard %d %d\nat %d %ld\n", &r->max, &r->shard, &r->shards,
			  &r->len, &r->next) == 5;
	ok = ok && r->shards >= 1 && r->shards <= 64 && r->shard >= 1 && r->shard <= r->shards;
	ok = ok && r->max >= 1 && r->max <= MAX_LEN;
	for (int len = 1; ok && len <= r->max; len++) {
		struct tally *t = &r->t[len];
		int got;
		ok = fscanf(f, "length %d done %d boards %ld pairs %ld answers %ld %ld %ld %ld %ld %ld "
			       "candidate %ld exact %ld mismatches %ld\n",
			    &got, &t->done, &t->boards, &t->pairs, &t->answers[0], &t->answers[1],
			    &t->answers[2], &t->answers[3], &t->answers[4], &t->answers[5],
			    &t->candidate_calls, &t->exact_calls, &t->mismatches) == 13 &&
		     got == len;
	}
	while (ok && r->kept < KEPT && fscanf(f, "mismatch %79[^\n]\n", r->mismatch[r->kept]) == 1)
		r->kept++;
	fclose(f);
	if (!ok)
		fprintf(stderr, "domain: %s is not a results file of make domain\n", file);
	return ok ? 0 : -1;
}

static void print_duration(FILE *f, long s)
{
	if (s >= 3600)
		fprintf(f, "%ldh%02ldm", s / 3600, s / 60 % 60);
	else
		fprintf(f, "%ldm%02lds", s / 60, s % 60);
}

/* The walk's state, for the progress line. Its share is of the whole walk, lengths 1 to L, so
 * a resumed run goes on from where the killed one was. The time left is estimated at the rate
 * of the current length (longer boards cost more: an earlier rate would promise too little),
 * from the boards this session has checked past the resume point (a resume skips the boards
 * already done in no time: they would make the rate look fast), and only once that rate has
 * run ESTIMATE_AFTER seconds, so the estimate holds still. */
enum { ESTIMATE_AFTER = 60 };
static struct {
	double walked, total; /* boards of the whole walk walked (done before too), and in all */
	double walked_here;   /* boards of the current length walked past the resume point */
	long checked;         /* boards checked this session */
	long resume_from;     /* the current length's first representative not yet checked */
	time_t start, last, here; /* here: when the current length's checking started */
} progress;

static void report_progress(struct run *r)
{
	time_t now = time(NULL);
	if (now - progress.last < REPORT_EVERY)
		return;
	progress.last = now;
	if (save(r) != 0)
		fprintf(stderr, "domain: cannot write %s: %s\n", r->file, strerror(errno));
	long gone = (long)(now - progress.start);
	double share = progress.total > 0 ? progress.walked / progress.total : 1;
	fprintf(stderr, "domain: shard %d/%d, length %d, board %ld; %.1f%% of the walk, %.0f "
			"boards/s checked, ",
		r->shard, r->shards, r->len, r->next, 100 * share,
		gone ? (double)progress.checked / (double)gone : 0.0);
	print_duration(stderr, gone);
	fprintf(stderr, " gone");
	if (progress.walked_here > 0 && now - progress.here >= ESTIMATE_AFTER) {
		double per_board = (double)(now - progress.here) / progress.walked_here;
		fprintf(stderr, ", about ");
		print_duration(stderr, (long)(per_board * (progress.total - progress.walked)));
		fprintf(stderr, " left at this length's rate");
	}
	fprintf(stderr, "\n");
}

static long number; /* the number of the current length's next family representative */

static int is_representative(const char *b, int n)
{
	char map[8] = {0}, used = 0;
	for (int i = 0; i < n; i++) {
		char c = b[n - 1 - i];
		if (!map[(int)c])
			map[(int)c] = ++used;
		if (map[(int)c] != b[i])
			return map[(int)c] > b[i];
	}
	return 1;
}

/* The walk: boards of length r->len in order, as colour codes 1..5 in b, packed in bits. */
static void walk(struct run *r, char *b, int i, int used, uint64_t bits)
{
	int n = r->len;
	if (i == n) {
		progress.walked++;
		if (number >= progress.resume_from) {
			if (!progress.walked_here++)
				progress.here = time(NULL);
		}
		if (!is_representative(b, n))
			return;
		long k = number++;
		if (k < r->next || k % r->shards != r->shard - 1)
			return;
		char s[MAX_LEN + 1];
		for (int j = 0; j < n; j++)
			s[j] = letter[(int)b[j]];
		s[n] = '\0';
		check_board(r, s, bits, n);
		r->next = k + 1;
		progress.checked++;
		if (progress.checked == r->stop_after) {
			if (save(r) != 0)
				exit(2);
			printf("domain: stopped after %ld boards, at length %d, board %ld\n",
			       progress.checked, r->len, r->next);
			exit(3);
		}
		if (!(progress.checked & 1023))
			report_progress(r);
		return;
	}
	for (int c = 1; c <= used + 1 && c <= COLOURS; c++) {
		if (i >= 2 && b[i - 1] == c && b[i - 2] == c)
			continue;
		b[i] = (char)c;
		walk(r, b, i + 1, c > used ? c : used, bits | (uint64_t)c << (3 * i));
	}
}

static void print_table(FILE *out, const struct tally *t, int max, const char *title)
{
	fprintf(out, "%s\n", title);
	fprintf(out, "%3s %11s %14s %14s %12s %12s %12s %10s %8s %12s %10s %5s\n", "len", "boards",
		"pairs", "-1", "1", "2", "3", "4", "5", "candidate", "exact", "wrong");
	struct tally sum = {0};
	for (int len = 1; len <= max; len++) {
		const struct tally *x = &t[len];
		fprintf(out, "%3d %11ld %14ld %14ld %12ld %12ld %12ld %10ld %8ld %12ld %10ld %5ld%s\n",
			len, x->boards, x->pairs, x->answers[0], x->answers[1], x->answers[2],
			x->answers[3], x->answers[4], x->answers[5], x->candidate_calls,
			x->exact_calls, x->mismatches, x->done ? "" : "  (not finished)");
		sum.boards += x->boards;
		sum.pairs += x->pairs;
		for (int a = 0; a <= MAX_HAND; a++)
			sum.answers[a] += x->answers[a];
		sum.candidate_calls += x->candidate_calls;
		sum.exact_calls += x->exact_calls;
		sum.mismatches += x->mismatches;
	}
	fprintf(out, "%3s %11ld %14ld %14ld %12ld %12ld %12ld %10ld %8ld %12ld %10ld %5ld\n", "all",
		sum.boards, sum.pairs, sum.answers[0], sum.answers[1], sum.answers[2],
		sum.answers[3], sum.answers[4], sum.answers[5], sum.candidate_calls,
		sum.exact_calls, sum.mismatches);
}

static long total_mismatches(const struct tally *t, int max)
{
	long n = 0;
	for (int len = 1; len <= max; len++)
		n += t[len].mismatches;
	return n;
}

/* make test's hook (judge/tests/cluster.sh): ZUMA_DOMAIN_PAUSE_AT="L K" stops shard K as it
 * starts length L afresh, its file saved up to there, as SIGSTOP from outside would: the test
 * then cancels or kills it part way at a point it names, which a watcher polling from outside
 * could miss on a busy machine (the shard ran through length L between two looks). */
static void pause_if_asked(const struct run *r)
{
	const char *at = getenv("ZUMA_DOMAIN_PAUSE_AT");
	int len, shard;
	if (at && sscanf(at, "%d %d", &len, &shard) == 2 && len == r->len && shard == r->shard &&
	    r->next == 0)
		raise(SIGSTOP);
}

static int run_shard(const char *build, int max, int shard, int shards, const char *file,
		     int shortcuts, long stop_after)
{
	static struct run r;
	errno = 0;
	if (load(file, &r) == 0) {
		if (r.max != max || r.shard != shard || r.shards != shards ||
		    strcmp(r.build, build) || r.shortcuts != shortcuts) {
			fprintf(stderr, "domain: %s holds L=%d SHARD=%d/%d SHORTCUTS=%d of %s, not "
					"L=%d SHARD=%d/%d SHORTCUTS=%d of %s: remove it to start again\n",
				file, r.max, r.shard, r.shards, r.shortcuts, r.build, max, shard, shards,
				shortcuts, build);
			return 2;
		}
		if (r.len <= max)
			fprintf(stderr, "domain: resuming from %s at length %d, board %ld\n", file,
				r.len, r.next);
	} else if (errno == ENOENT) {
		r = (struct run){.max = max, .shard = shard, .shards = shards, .len = 1};
		snprintf(r.build, sizeof r.build, "%s", build);
	} else {
		return 2;
	}
	r.file = file;
	r.shortcuts = shortcuts;
	r.stop_after = stop_after;
	make_hands();
	progress.start = progress.last = time(NULL);
	for (int len = 1; len <= max; len++)
		progress.total += raw_boards(len);
	for (int len = 1; len < r.len && len <= max; len++)
		progress.walked += raw_boards(len); /* done before a resume */
	/* A length is saved as done together with "at" the next one, so a finished file (at
	 * max + 1) only prints its figures again. */
	for (; r.len <= max; r.len++, r.next = 0) {
		char b[MAX_LEN + 1];
		pause_if_asked(&r);
		number = 0;
		progress.here = time(NULL);
		progress.walked_here = 0;
		progress.resume_from = r.next;
		walk(&r, b, 0, 0, 0);
		r.t[r.len].done = 1;
		r.len++;
		r.next = 0;
		int saved = save(&r);
		r.len--;
		if (saved != 0) {
			fprintf(stderr, "domain: cannot write %s: %s\n", file, strerror(errno));
			return 2;
		}
	}
	char title[256];
	snprintf(title, sizeof title,
		 "domain: shard %d/%d of the boards of 1 to %d balls (up to renaming colours and "
		 "reversal), every hand of 1 to 5 balls; exact answers:",
		 shard, shards, max);
	print_table(stdout, r.t, max, title);
	long wrong = total_mismatches(r.t, max);
	printf("domain: %ld mismatches (results in %s; make domain-report merges the shards)\n",
	       wrong, file);
	return wrong != 0;
}

/* Merges the files of one run (one L, one N, one build) into one table; files of other runs
 * make tables of their own. A length is complete when every shard finished it. */
static int report(int n, char **files)
{
	static struct run r, all;
	char used[4096] = {0};
	long wrong = 0;
	if (n < 1 || n > (int)sizeof used) {
		fprintf(stderr, "domain-report: from 1 to %zu results files\n", sizeof used);
		return 2;
	}
	for (int first = 0; first < n; first++) {
		if (used[first])
			continue;
		int seen[64] = {0}, have = 0;
		memset(&all, 0, sizeof all);
		for (int i = first; i < n; i++) {
			memset(&r, 0, sizeof r);
			if (load(files[i], &r) != 0)
				return 2;
			if (i == first) {
				all.max = r.max;
				all.shards = r.shards;
				all.shortcuts = r.shortcuts;
				memcpy(all.build, r.build, sizeof all.build);
				for (int len = 1; len <= r.max; len++)
					all.t[len].done = 1;
			}
			if (used[i] || r.max != all.max || r.shards != all.shards ||
			    strcmp(r.build, all.build) || r.shortcuts != all.shortcuts)
				continue;
			used[i] = 1;
			if (seen[r.shard - 1]++)
				continue; /* the same shard twice (a copied file): counted once */
			have++;
			for (int len = 1; len <= r.max; len++) {
				struct tally *a = &all.t[len], *t = &r.t[len];
				a->boards += t->boards;
				a->pairs += t->pairs;
				for (int v = 0; v <= MAX_HAND; v++)
					a->answers[v] += t->answers[v];
				a->candidate_calls += t->candidate_calls;
				a->exact_calls += t->exact_calls;
				a->mismatches += t->mismatches;
				a->done &= t->done;
			}
			for (int k = 0; k < r.kept; k++)
				printf("mismatch (board hand exact candidate): %s\n", r.mismatch[k]);
		}
		if (have < all.shards)
			for (int len = 1; len <= all.max; len++)
				all.t[len].done = 0;
		char title[512];
		snprintf(title, sizeof title,
			 "domain-report: %d of %d shards made by %s, boards of 1 to %d balls (up to "
			 "renaming colours and reversal), every hand of 1 to 5 balls; exact answers:",
			 have, all.shards, all.build, all.max);
		print_table(stdout, all.t, all.max, title);
		int complete = 0;
		while (complete < all.max && all.t[complete + 1].done)
			complete++;
		long w = total_mismatches(all.t, all.max);
		wrong += w;
		if (complete)
			printf("domain-report: lengths 1 to %d complete; %ld mismatches\n", complete, w);
		else
			printf("domain-report: no length complete yet; %ld mismatches\n", w);
	}
	return wrong != 0;
}

int main(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "--report"))
		return report(argc - 2, argv + 2);
	int max = 0, shard = 0, shards = 0, shortcuts = 1, bad = argc < 5;
	long stop_after = 0;
	char end;
	for (int i = 5; i < argc && !bad; i++) {
		if (!strcmp(argv[i], "--no-shortcuts"))
			shortcuts = 0;
		else if (!strcmp(argv[i], "--stop-after") && i + 1 < argc)
			bad = sscanf(argv[++i], "%ld%c", &stop_after, &end) != 1 || stop_after < 1;
		else
			bad = 1;
	}
	if (bad || sscanf(argv[1], "%d%c", &max, &end) != 1 || max < 1 || max > MAX_LEN ||
	    sscanf(argv[2], "%d%c", &shard, &end) != 1 ||
	    sscanf(argv[3], "%d%c", &shards, &end) != 1 || shards < 1 || shards > 64 ||
	    shard < 1 || shard > shards) {
		fprintf(stderr, "usage: domain L K N FILE [--no-shortcuts] [--stop-after BOARDS]\n"
				"       (L from 1 to 16, shard K of N, N <= 64)\n"
				"       domain --report FILE...\n");
		return 2;
	}
	const char *build = strrchr(argv[0], '/');
	return run_shard(build ? build + 1 : argv[0], max, shard, shards, argv[4], shortcuts,
			 stop_after);
}
