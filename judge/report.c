/* report.c: owns the judge's output: one line per case, then a summary in LeetCode's words
 * (or the same facts as one JSON object per line). Colour only on a terminal without NO_COLOR. */
#include "report.h"

#include "capture.h"
#include "reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { QUIET_FAILURES = 10 }; /* failing cases listed without VERBOSE=1 */

/* A case's clock time is shown apart from its time (CPU time) once it is longer by this much:
 * less is the channel and the start of a call. */
#define WAITED_SHOWN_US 50e3

/* ms as "2,400" (thousands marked), in out (32 bytes); returns out. */
static const char *grouped_ms(char *out, double us)
{
	long ms = (long)(us / 1e3 + 0.5);
	if (ms >= 1000000)
		snprintf(out, 32, "%ld,%03ld,%03ld", ms / 1000000, ms / 1000 % 1000, ms % 1000);
	else if (ms >= 1000)
		snprintf(out, 32, "%ld,%03ld", ms / 1000, ms % 1000);
	else
		snprintf(out, 32, "%ld", ms);
	return out;
}

/* How long a case waited on the clock beyond its time, not counting the time a busy machine
 * kept it from a CPU (its run-queue wait, where known): a sleep, a blocked read. */
static double waited_us(const struct result *r)
{
	if (r->verdict == V_SKIP)
		return 0;
	return r->wall_us - r->time_us - (r->queued_us > 0 ? r->queued_us : 0);
}

/* " (waited 2,400 ms on the clock)" when the case waited well past its time, else "". */
static const char *clock_apart(char *out, const struct result *r)
{
	char ms[32];
	out[0] = '\0';
	if (waited_us(r) >= WAITED_SHOWN_US)
		snprintf(out, 64, " (waited %s ms on the clock)", grouped_ms(ms, r->wall_us));
	return out;
}

/* Counts the cases that waited on the clock, and keeps the one that waited longest. */
static void count_waiting(struct report *rep, const struct zcase *c, const struct result *r)
{
	if (waited_us(r) < WAITED_SHOWN_US)
		return;
	rep->waited++;
	rep->waited_sum_us += waited_us(r);
	if (!rep->most_waited || waited_us(r) > rep->most_waited_gap_us) {
		rep->most_waited_gap_us = waited_us(r);
		rep->most_waited = c;
		rep->most_waited_wall_us = r->wall_us;
		rep->most_waited_us = r->time_us;
	}
}

/* The summary's line on waiting, by the rule of README's verdict table: a case's time is its
 * CPU time; the clock's time beyond it counts against the case's backstop and the total. */
static void print_waiting(const struct report *rep, const struct limits *lim)
{
	char a[32], b[32];
	if (!rep->waited)
		return;
	printf("Waiting: %d case%s waited on the clock past %s CPU time, the longest %s:%d "
	       "(waited %s ms on the clock, %s ms of CPU time): a case's time is its CPU time; "
	       "waiting (a sleep, a blocked read) counts against its clock's backstop (%ld ms) "
	       "and the total (%ld ms)\n",
	       rep->waited, rep->waited == 1 ? "" : "s", rep->waited == 1 ? "its" : "their",
	       rep->most_waited->file, rep->most_waited->line,
	       grouped_ms(a, rep->most_waited_wall_us), grouped_ms(b, rep->most_waited_us),
	       (lim->wall_ms ? lim->wall_ms : 3 * lim->case_ms), lim->total_ms);
}

/* A case object carries all that was kept of stdout and of stderr (capture.h), escaped. */
enum { JSON_OUTPUT_MAX = 6 * (CAPTURE_HEAD + CAPTURE_TAIL + 64) };

static const char *verdict_colour(enum verdict v)
{
	return v == V_AC ? "\033[32m" : v == V_SKIP ? "\033[2m" : "\033[31m";
}

static const char *leetcode_words(enum verdict v)
{
	static const char *const words[] = {"Accepted",
					    "Wrong Answer",
					    "Runtime Error",
					    "Time Limit Exceeded",
					    "Memory Limit Exceeded",
					    "Output Limit Exceeded",
					    "Not Run"};
	return words[v];
}

static void json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			printf("\\%c", ch);
		else if (ch == '\n')
			fputs("\\n", stdout);
		else if (ch < 0x20)
			printf("\\u%04x", ch);
		else
			putchar(ch);
	}
	putchar('"');
}

/* What the solution wrote (c may be NULL), escaped, within size bytes. */
static void shown_output(const struct capture *c, char *out, size_t size)
{
	static char raw[CAPTURE_HEAD + CAPTURE_TAIL + 64];
	size_t n = c ? capture_text(c, raw, sizeof raw) : 0;
	escape_text(out, size, raw, n);
}

/* Prints every line of s after `indent`. */
static void print_indented(const char *s, const char *indent)
{
	while (*s) {
		size_t len = strcspn(s, "\n");
		printf("%s%.*s\n", indent, (int)len, s);
		s += len + (s[len] == '\n');
	}
}

static int has_answer(enum verdict v)
{
	return v == V_AC || v == V_WA;
}

/* Under a wrong answer: the reference's optimal play for the first one, a command for the rest
 * (the reference can take a second on a hard case). */
static void show_play(const struct zcase *c, int in_full)
{
	if (!in_full) {
		printf("    an optimal play: make explain BOARD=%s HAND=%s\n", c->board, c->hand);
		return;
	}
	struct ref_step play[REF_MAX_STEPS];
	int n = reference_play(c->board, c->hand, play, NULL);
	printf("    an optimal play (reference solver):\n");
	reference_print_play(stdout, "      ", play, n);
}

/* ---- The known wrong approaches: evidence for them, counted and said ---- */

/* Does verdict v fail the case as approach a fails it? */
static int fails_as(const struct approach *a, enum verdict v)
{
	return a->slow ? v == V_TLE || v == V_MLE : v == V_WA;
}

/* Did the solution fail case c as approach i does: its answer, the very one i's planted solver
 * gives (recorded in the case's tag when the cases were made), for a wrong-answer approach; out
 * of time or memory for a slow one. A tag with no answer recorded is no evidence. */
static int answers_as(const struct zcase *c, int i, const struct result *r)
{
	const struct approach *a = &known_approaches[i];
	if (a->slow)
		return fails_as(a, r->verdict);
	return r->verdict == V_WA && c->approach_answer[i] != APPROACH_NO_ANSWER &&
	       r->got == c->approach_answer[i];
}

enum { TAGGED_MEMORY = APPROACHES + 2 + APPROACHES, TAGGED_MLE }; /* bits of rep->tagged[] */

static void count_approaches(struct report *rep, const struct zcase *c, const struct result *r)
{
	if (r->verdict == V_SKIP)
		return;
	rep->approach_judged++;
	rep->approach_wa += r->verdict == V_WA;
	rep->approach_slow += r->verdict == V_TLE || r->verdict == V_MLE;
	rep->approach_mle += r->verdict == V_MLE;
	rep->solvable_judged += c->expected != -1;
	rep->wrong_minus1 += r->verdict == V_WA && r->got == -1;
	if (c->approaches && rep->ntagged == rep->tagged_cap) {
		int cap = rep->tagged_cap ? 2 * rep->tagged_cap : 256;
		unsigned *t = realloc(rep->tagged, (size_t)cap * sizeof *t);
		if (t) {
			rep->tagged = t;
			rep->tagged_cap = cap;
		}
	}
	unsigned equal = 0; /* the approaches whose answer the solution gave */
	for (int i = 0; i < APPROACHES; i++) {
		if (!(c->approaches >> i & 1))
			continue;
		if (c->approach_memory >> i & 1) { /* evidence after an MLE only */
			rep->approach_mem_tried[i]++;
			rep->approach_mem_failed[i] += r->verdict == V_MLE;
			continue;
		}
		rep->approach_tried[i]++;
		rep->approach_wrong[i] += fails_as(&known_approaches[i], r->verdict);
		if (answers_as(c, i, r))
			equal |= 1u << i;
		rep->approach_failed[i] += equal >> i & 1;
		rep->approach_solvable[i] += c->expected != -1;
		rep->approach_minus1[i] += (equal >> i & 1) && !known_approaches[i].slow && r->got == -1;
	}
	if (c->approaches && rep->ntagged < rep->tagged_cap)
		rep->tagged[rep->ntagged++] = c->approaches |
			(unsigned)(r->verdict == V_WA) << APPROACHES |
			(unsigned)(r->verdict == V_TLE || r->verdict == V_MLE) << (APPROACHES + 1) |
			equal << (APPROACHES + 2) |
			(unsigned)(c->approach_memory != 0) << TAGGED_MEMORY |
			(unsigned)(r->verdict == V_MLE) << TAGGED_MLE;
}

/* Does a slow approach's evidence come from its "=memory" cases: the first failure is an MLE?
 * A search with no visited set that runs out of memory is named by the inputs on which it
 * does (a Time Limit Exceeded by those on which it runs out of time). */
static int by_memory(const struct report *rep)
{
	return rep->first_failure && rep->first_failure_result.verdict == V_MLE;
}

/* Approach i's evidence: its judged cases (t), those failed with its very answer, or out of
 * time or memory as it is (f), and those failed the way it fails (w); for a slow approach
 * after an MLE, its "=memory" cases and the MLEs on them. Returns the failures of the other
 * judged cases of that kind (WA, TLE or MLE, MLE). */
static long evidence(const struct report *rep, int i, long *f, long *t, long *w)
{
	if (known_approaches[i].slow && by_memory(rep)) {
		*f = *w = rep->approach_mem_failed[i];
		*t = rep->approach_mem_tried[i];
		return rep->approach_mle - *w;
	}
	*f = rep->approach_failed[i], *t = rep->approach_tried[i], *w = rep->approach_wrong[i];
	return (known_approaches[i].slow ? rep->approach_slow : rep->approach_wa) - *w;
}

void report_tagged(const struct zcase *c, const struct result *r, void *arg)
{
	if (!r->out_of_total) /* cut by the quick run's own total: no evidence either way */
		count_approaches(arg, c, r);
}

/* An approach matches by its answers: on at least half of its judged cases the solution gave
 * the very answer the approach gives (its planted solver fails them all), every wrong answer
 * on them was the approach's, and they failed at more than twice the rate at which the other
 * judged cases failed: a solution that fails everywhere matches nothing. (A slow approach: out
 * of time or memory, by the same rates.) Where the answers it gave were all -1, the approach's
 * misses, the same holds of -1 on the other cases that have a play: a solution that answers
 * -1 to most inputs (a stub) fails half the cases, and would otherwise match every approach
 * that misses plays. */
static int approach_matches(const struct report *rep, int i)
{
	long f, t, w, others_failed = evidence(rep, i, &f, &t, &w);
	long others = rep->approach_judged - t;
	if (!(f && f == w && 2 * f >= t && (others == 0 || f * others > 2 * others_failed * t)))
		return 0;
	if (known_approaches[i].slow || rep->approach_minus1[i] < f)
		return 1;
	long solvable = rep->approach_solvable[i], other_solvable = rep->solvable_judged - solvable,
	     other_minus1 = rep->wrong_minus1 - rep->approach_minus1[i];
	return other_solvable == 0 || f * other_solvable > 2 * other_minus1 * solvable;
}

/* Does a named approach carry exactly the judged cases that approach i carries? */
static int same_cases_as_named(const struct report *rep, int i, unsigned named)
{
	for (int b = 0; b < APPROACHES; b++) {
		if (!(named >> b & 1))
			continue;
		int same = 1;
		for (int k = 0; k < rep->ntagged && same; k++)
			same = (rep->tagged[k] >> b & 1) == (rep->tagged[k] >> i & 1);
		if (same)
			return 1;
	}
	return 0;
}

/* The approaches the failures match (a mask). Candidates pass approach_matches; they are taken
 * best first (the largest share of their cases failed, then the most cases), and one is named
 * when, of its cases that no approach named before it also carries, at least half failed as it
 * fails. So an approach whose failures all lie on cases it shares with a better match is not
 * named, unless the two carry the very same cases (then nothing here can tell them apart). */
static unsigned named_approaches(const struct report *rep)
{
	unsigned named = 0, left = 0;
	if (rep->alone > 0) /* the first failure passes alone: the calls before it, said first */
		return 0;
	for (int i = 0; i < APPROACHES; i++)
		left |= (unsigned)approach_matches(rep, i) << i;
	while (left) {
		int best = -1;
		for (int i = 0; i < APPROACHES; i++) {
			if (!(left >> i & 1))
				continue;
			long f, t, w, bf = 0, bt = 1;
			evidence(rep, i, &f, &t, &w);
			if (best >= 0)
				evidence(rep, best, &bf, &bt, &w);
			if (best < 0 || f * bt > bf * t || (f * bt == bf * t && t > bt))
				best = i;
		}
		left &= ~(1u << best);
		int memory = known_approaches[best].slow && by_memory(rep);
		unsigned fail_bit = memory			   ? 1u << TAGGED_MLE
				    : known_approaches[best].slow ? 1u << (APPROACHES + 1)
								  : 1u << (APPROACHES + 2 + best);
		int t = 0, f = 0;
		for (int k = 0; k < rep->ntagged; k++) {
			unsigned x = rep->tagged[k];
			if (!(x >> best & 1) || (x & named))
				continue;
			if (known_approaches[best].slow && (int)(x >> TAGGED_MEMORY & 1) != memory)
				continue; /* a case of the other kind: no evidence here */
			t++;
			f += (x & fail_bit) != 0;
		}
		if (t ? 2 * f >= t : same_cases_as_named(rep, best, named))
			named |= 1u << best;
	}
	return named;
}

/* The input to call "too slow" in the summary: the first failure, when it ran out of time or
 * memory and no slow approach matches (then no cause is named); else NULL. */
static const struct zcase *too_slow_on(const struct report *rep)
{
	enum verdict v = rep->first_failure_result.verdict;
	if (!rep->first_failure || (v != V_TLE && v != V_MLE))
		return NULL;
	if (rep->alone > 0)
		return NULL; /* alone it passes: the note on running it again says why */
	unsigned named = named_approaches(rep);
	for (int i = 0; i < APPROACHES; i++)
		if (known_approaches[i].slow && named >> i & 1)
			return NULL;
	return rep->first_failure;
}

/* Under a failing case: what its tags and its own note say about the case (not the code). */
static void print_case_note(const struct zcase *c)
{
	const char *sep = "    this case breaks solutions that ";
	for (int i = 0; i < APPROACHES; i++)
		if (c->approaches >> i & 1) {
			printf("%s%s", sep, known_approaches[i].does);
			sep = "; and solutions that ";
		}
	if (c->approaches)
		printf("\n");
	if (c->breaks[0])
		printf("    this case %s\n", c->breaks);
}

/* The summary's words on the approaches: those the failures match, with the evidence, and,
 * when the first failure ran out of time or memory and no slow approach matches, the input it
 * was too slow on, named as such and no more. (JSON lists the unmatched ones too.) */
static void print_approaches(const struct report *rep)
{
	const char *head = "Your failures match:\n";
	unsigned named = named_approaches(rep);
	for (int i = 0; i < APPROACHES; i++) {
		if (!(named >> i & 1))
			continue;
		long f, t, w;
		evidence(rep, i, &f, &t, &w);
		if (known_approaches[i].slow && by_memory(rep))
			printf("%s  solutions that %s (%ld of its %ld cases ran out of memory, as it "
			       "does)\n", head, known_approaches[i].does, f, t);
		else if (known_approaches[i].slow)
			printf("%s  solutions that %s (%ld of its %ld cases ran out of time or memory, as "
			       "it does)\n", head, known_approaches[i].does, f, t);
		else
			printf("%s  solutions that %s (your answers equal this approach's on %d of its "
			       "%d wrong cases)\n", head, known_approaches[i].does,
			       rep->approach_failed[i], rep->approach_tried[i]);
		printf("    why it is wrong: %s\n", known_approaches[i].why);
		head = "";
	}
	const struct zcase *slow = too_slow_on(rep);
	if (slow && rep->first_failure_result.verdict == V_MLE)
		printf("Out of memory on this input: board = \"%s\", hand = \"%s\" (no known "
		       "approach matches)\n", slow->board, slow->hand);
	else if (slow)
		printf("Too slow on this input: board = \"%s\", hand = \"%s\" (no known slow approach "
		       "matches its slowness)\n", slow->board, slow->hand);
}

static void json_approaches(const struct report *rep)
{
	printf(",\"approaches\":[");
	const char *sep = "";
	unsigned named = named_approaches(rep);
	for (int i = 0; i < APPROACHES; i++) {
		long f, t, w;
		evidence(rep, i, &f, &t, &w);
		if (!w)
			continue;
		printf("%s{\"name\":\"%s\",\"solutions_that\":", sep, known_approaches[i].name);
		json_string(known_approaches[i].does);
		printf(",\"failed\":%ld,\"of\":%ld,\"match\":%s,\"equal\":%ld}", w, t,
		       named >> i & 1 ? "true" : "false", f);
		sep = ",";
	}
	printf("]");
	const struct zcase *slow = too_slow_on(rep);
	if (slow)
		printf(",\"too_slow\":{\"board\":\"%s\",\"hand\":\"%s\"}", slow->board, slow->hand);
	else
		printf(",\"too_slow\":null");
}

/* The counts and the first failure, for either layout. */
static void count_case(struct report *rep, const struct zcase *c, const struct result *r)
{
	if (rep->times)
		rep->times[rep->judged] = r->time_us;
	rep->cases_wall_us += r->wall_us;
	rep->cases_cpu_us += r->cpu_us;
	count_waiting(rep, c, r);
	count_approaches(rep, c, r);
	rep->judged++;
	if (r->verdict == V_AC)
		rep->passed++;
	else if (!rep->first_failure) {
		rep->first_failure = c;
		rep->first_failure_result = *r;
		shown_output(r->out, rep->first_stdout, sizeof rep->first_stdout);
	}
	if (r->out_of_total)
		rep->out_of_total = c;
	if (!has_answer(r->verdict) && r->verdict != V_SKIP) {
		rep->unanswered++;
		rep->unanswered_us += r->time_us;
	}
	if (has_answer(r->verdict)) {
		rep->total_us += r->time_us;
		if (!rep->slowest || r->time_us > rep->slowest_us) {
			rep->slowest = c;
			rep->slowest_us = r->time_us;
		}
	}
}

void report_case(const struct zcase *c, const struct result *r, void *arg)
{
	struct report *rep = arg;
	count_case(rep, c, r);
	if (rep->json) {
		printf("{\"file\":");
		json_string(c->file);
		printf(",\"line\":%d,\"board\":\"%s\",\"hand\":\"%s\",\"expected\":%d,\"got\":", c->line,
		       c->board, c->hand, c->expected);
		if (has_answer(r->verdict))
			printf("%d", r->got);
		else
			printf("null");
		printf(",\"verdict\":\"%s\",\"time_us\":%.1f,\"wall_us\":%.1f,\"detail\":",
		       verdict_word(r->verdict), r->time_us, r->wall_us);
		json_string(r->detail);
		printf(",\"breaks\":");
		json_string(c->breaks);
		printf(",\"approaches\":[");
		for (int i = 0, n = 0; i < APPROACHES; i++)
			if (c->approaches >> i & 1)
				printf("%s\"%s\"", n++ ? "," : "", known_approaches[i].name);
		printf("]");
		static char text[JSON_OUTPUT_MAX];
		shown_output(r->out, text, sizeof text);
		printf(",\"stdout\":");
		json_string(text);
		shown_output(r->err, text, sizeof text);
		printf(",\"stderr\":");
		json_string(text);
		printf("}\n");
		fflush(stdout);
		return;
	}
	if (rep->quiet && (r->verdict == V_AC || r->verdict == V_SKIP))
		return; /* as LeetCode shows a submission: the failures and the result */
	if (rep->quiet && rep->shown_failures++ >= QUIET_FAILURES) {
		rep->hidden_failures++;
		return;
	}
	char where[300], got[16];
	snprintf(where, sizeof where, "%s:%d", c->file, c->line);
	if (has_answer(r->verdict))
		snprintf(got, sizeof got, "%d", r->got);
	else
		snprintf(got, sizeof got, "-");
	int width = rep->where_width > 26 ? rep->where_width : 26;
	char apart[64];
	printf("%-*s %-16s %-5s expected %2d got %2s  %s%-4s%s %9.3f ms%s\n", width, where,
	       c->board, c->hand, c->expected, got, rep->colour ? verdict_colour(r->verdict) : "",
	       verdict_word(r->verdict), rep->colour ? "\033[0m" : "", r->time_us / 1e3,
	       clock_apart(apart, r));
	if (r->verdict != V_AC && r->verdict != V_SKIP)
		print_case_note(c);
	if (r->verdict == V_WA && c->expected > 0)
		show_play(c, rep->wrong++ == 0);
	if (!has_answer(r->verdict) && rep->quiet) /* the first one's detail is in the summary */
		printf("    %.*s%s\n", (int)strcspn(r->detail, "\n"), r->detail,
		       c == rep->first_failure && strchr(r->detail, '\n') ? " (in full below)" : "");
	else if (!has_answer(r->verdict))
		print_indented(r->detail, "    ");
	fflush(stdout);
}

void report_compile_error(const struct report *rep, const char *message)
{
	static char text[16384];
	escape_text(text, sizeof text, message, strlen(message));
	if (rep->json) {
		printf("{\"summary\":true,\"verdict\":\"CE\",\"result\":\"Compile Error\",\"message\":");
		json_string(text);
		printf("}\n");
		return;
	}
	printf("Compile Error\n%s", text);
	if (text[0] && text[strlen(text) - 1] != '\n')
		putchar('\n');
}

/* us as "1.2 s" or "340 ms", in out (32 bytes); returns out. */
static const char *seconds(char *out, double us)
{
	if (us >= 1e6)
		snprintf(out, 32, "%.1f s", us / 1e6);
	else
		snprintf(out, 32, "%.0f ms", us / 1e3);
	return out;
}

/* The counts that add up: the cases run (those answered, whose times make the runtime, and
 * those stopped without an answer), the cases not run and why, and where the judge's wall time
 * went (after the build): the cases (their runtime, the cases stopped, and the rest: starting
 * processes and the channel), then each step after them. */
static void print_figures(const struct report *rep, int ncases)
{
	int answered = rep->judged - rep->unanswered, stopped = rep->unanswered;
	double stopped_us = rep->unanswered_us;
	printf("Cases: %d of %d run: %d answered (the runtime above)", rep->judged, ncases, answered);
	if (stopped)
		printf(", %d stopped without an answer after %.3f ms", stopped, stopped_us / 1e3);
	if (rep->judged < ncases)
		printf("; %d not run: %s", ncases - rep->judged,
		       rep->stopped_by ? rep->stopped_by : "the run stopped");
	printf("\n");
	double rest = rep->wall_judge_us - rep->total_us - stopped_us - rep->waited_sum_us;
	char a[32], b[32], c[32], d[32], e[32], w[64] = "";
	if (rep->waited) /* the cases' own waits (the Waiting: line), not the judge's */
		snprintf(w, sizeof w, ", waiting %s", seconds(a, rep->waited_sum_us));
	printf("Wall time: %s after the build: the cases %s (runtime %s, stopped cases %s%s, "
	       "starting processes and the channel %s)",
	       seconds(a, rep->wall_judge_us + rep->wall_tagged_us + rep->wall_again_us +
			  rep->wall_compare_us),
	       seconds(b, rep->wall_judge_us), seconds(c, rep->total_us), seconds(d, stopped_us), w,
	       seconds(e, rest > 0 ? rest : 0));
	/* Shown whenever cases were tried, so that the figures add up: a solution that runs out of
	 * time on them all spends their whole allowance and finishes none. */
	if (rep->tagged_tried && rep->tagged_after == rep->tagged_tried)
		printf(", naming approaches %s (%d tagged cases)", seconds(a, rep->wall_tagged_us),
		       rep->tagged_after);
	else if (rep->tagged_tried)
		printf(", naming approaches %s (%d of %d tagged cases, before its time ran out)",
		       seconds(a, rep->wall_tagged_us), rep->tagged_after, rep->tagged_tried);
	if (rep->alone)
		printf(", the failure again %s (alone%s)", seconds(a, rep->wall_again_us),
		       rep->sequence ? ", then in sequence" : "");
	if (rep->compared)
		printf(", building the kit's solutions %s, the speed comparison %s",
		       seconds(a, rep->compare.build_us), seconds(b, rep->compare.measure_us));
	printf("\n");
}

/* Under the first failure: what running it again said. A WA or RE that passes alone needs the
 * calls before it (state kept). A TLE or MLE that passes alone was judged again after the
 * cases before it: failing again there, the calls before it are the cause (state or memory
 * kept across calls); passing, the machine's load decided the first run. A TLE says when the
 * machine was busy (the case had a small share of a core). */
/* After "memory kept from earlier calls": what the runtime's collector did about it, from the
 * runner's build (its first words name the language), so that garbage is not blamed on the
 * user: "" for a language without a collector. */
static const char *collector_said(const char *build, const struct limits *lim, char *out,
				  size_t size)
{
	out[0] = '\0';
	if (strstr(build, "CPython"))
		snprintf(out, size, "; the judge ran CPython's collector (gc.collect()) before each "
			 "call once the memory passed half the limit (%ld MB), so what was held is "
			 "no garbage: it is reachable from your code (a global, a class attribute, a "
			 "default argument or a module-level cache that grows across calls)",
			 lim->memory_mb / 2);
	else if (!strncmp(build, "OpenJDK", 7))
		snprintf(out, size, "; the JVM collects its garbage before its heap (sized below the "
			 "limit, in the build above) is full, so what was held is no garbage: it is "
			 "reachable from your code (a static field that grows across calls)");
	else if (!strncmp(build, "Node.js", 7))
		snprintf(out, size, "; V8 collects its garbage before its heap (sized below the "
			 "limit, in the build above) is full, and the judge ran V8's full collector "
			 "before each call once the memory passed half the limit (%ld MB), so what was "
			 "held is no garbage: it is reachable from your code (a global that grows "
			 "across calls)", lim->memory_mb / 2);
	return out;
}

static void print_again_note(const struct report *rep, const struct limits *lim,
			     const char *build)
{
	char held[512];
	const struct result *fr = &rep->first_failure_result;
	if (fr->verdict == V_TLE && fr->wall_us > 0 && fr->cpu_us < 0.75 * fr->wall_us)
		printf("Note: the machine was busy: this case had %.0f ms of CPU time in %.0f ms on "
		       "the clock (the limit is on CPU time)\n", fr->cpu_us / 1e3,
		       fr->wall_us / 1e3);
	if (rep->alone <= 0)
		return;
	if (fr->verdict == V_MLE)
		printf("Note: this case passes when run alone in a fresh process (%.1f ms): memory kept "
		       "from earlier calls reached the limit%s%s\n", rep->alone_us / 1e3,
		       rep->sequence > 0 ? " in the first run; after the cases before it, run again, "
					   "it passed" : "",
		       collector_said(build, lim, held, sizeof held)[0]
			       ? held
			       : " (a global or static that grows across calls, or objects a runtime "
				 "keeps)");
	else if (fr->verdict != V_TLE)
		printf("Note: this case passes when run alone in a fresh process: state kept "
		       "across calls? (a global or static not reset at the start of "
		       "findMinStep)\n");
	else if (rep->sequence < 0)
		printf("Note: this case passes when run alone in a fresh process (%.0f ms), and runs "
		       "out of time again after the cases before it: state kept across calls? (a "
		       "global or static not reset at the start of findMinStep)\n",
		       rep->alone_us / 1e3);
	else if (rep->sequence > 0)
		printf("Note: run again, alone (%.0f ms of its %ld ms limit) and after the cases "
		       "before it, this case passes: the machine's load decided the first run\n",
		       rep->alone_us / 1e3, lim->case_ms);
	else if (rep->sequence == 0)
		printf("Note: this case passes when run alone in a fresh process (%.0f ms of its "
		       "%ld ms limit); the cases before it take too long to run again\n",
		       rep->alone_us / 1e3, lim->case_ms);
}

void report_summary(const struct report *rep, int ncases, const struct limits *lim,
		    long peak_kib, int input_problems, const char *build, enum summary_part part)
{
	const struct zcase *f = rep->first_failure;
	const struct result *fr = &rep->first_failure_result;
	if (rep->json && part == SUMMARY_DETAILS) {
		printf("{\"summary\":true,\"passed\":%d,\"total\":%d,\"judged\":%d,"
		       "\"input_problems\":%d,\"total_time_us\":%.1f,\"slowest_us\":%.1f,"
		       "\"peak_memory_kib\":%ld,\"case_limit_ms\":%ld,\"total_limit_ms\":%ld,"
		       "\"memory_limit_mb\":%ld,\"build\":",
		       rep->passed, ncases, rep->judged, input_problems, rep->total_us,
		       rep->slowest_us, peak_kib, lim->case_ms, lim->total_ms, lim->memory_mb);
		json_string(build);
		printf(",\"passes_alone\":%s",
		       rep->alone > 0 ? "true" : rep->alone < 0 ? "false" : "null");
		printf(",\"passes_in_sequence\":%s",
		       rep->sequence > 0 ? "true" : rep->sequence < 0 ? "false" : "null");
		printf(",\"answered\":%d,\"unanswered\":%d,\"unanswered_us\":%.1f,\"not_run\":%d,"
		       "\"stopped_by\":", rep->judged - rep->unanswered, rep->unanswered,
		       rep->unanswered_us, ncases - rep->judged);
		if (rep->stopped_by)
			json_string(rep->stopped_by);
		else
			printf("null");
		printf(",\"cases_cpu_us\":%.1f,\"cases_wall_us\":%.1f,\"wall_us\":{\"cases\":%.1f,"
		       "\"approaches\":%.1f,\"again\":%.1f,\"compare\":%.1f}",
		       rep->cases_cpu_us, rep->cases_wall_us, rep->wall_judge_us,
		       rep->wall_tagged_us, rep->wall_again_us, rep->wall_compare_us);
		json_approaches(rep);
		/* "verdict" as each case object and a Compile Error's summary have it (BI: bad input) */
		printf(",\"verdict\":\"%s\",\"result\":\"%s\"}\n",
		       f ? verdict_word(fr->verdict) : input_problems ? "BI" : "AC",
		       f ? leetcode_words(fr->verdict) : input_problems ? "Bad Input" : "Accepted");
		return;
	}
	if (rep->json)
		return;
	if (part == SUMMARY_DETAILS) {
		if (f) { /* a failure that passes alone is said first */
			print_again_note(rep, lim, build);
			print_approaches(rep);
		}
		print_figures(rep, ncases);
		if (!f && rep->compared)
			print_comparison(&rep->compare);
		if (input_problems)
			printf("%d malformed case line%s (named above on stderr)\n", input_problems,
			       input_problems == 1 ? "" : "s");
		return;
	}
	printf("\n%s\n", f ? leetcode_words(fr->verdict)
			   : input_problems ? "Accepted, but some case lines are malformed"
					    : "Accepted");
	printf("%d / %d testcases passed\n", rep->passed, ncases);
	if (rep->hidden_failures)
		printf("(%d more failing cases not listed above: VERBOSE=1 lists every case)\n",
		       rep->hidden_failures);
	if (f) { /* LeetCode's layout, with the file and line added */
		printf("First failing case: %s:%d\n", f->file, f->line);
		if (!has_answer(fr->verdict))
			print_indented(fr->detail[0] ? fr->detail : verdict_word(fr->verdict), "  ");
		printf("%s\n  board = \"%s\"\n  hand = \"%s\"\n",
		       has_answer(fr->verdict) ? "Input" : "Last Executed Input", f->board, f->hand);
		if (has_answer(fr->verdict))
			printf("Output\n  %d\nExpected\n  %d\n", fr->got, f->expected);
		printf("Stdout\n");
		print_indented(rep->first_stdout[0] ? rep->first_stdout : "(nothing)", "  ");
		if (fr->verdict != V_SKIP && f->breaks[0])
			printf("Note on this case (from its file): %s\n", f->breaks);
	}
	if (rep->out_of_total && rep->out_of_total != f)
		printf("The total time limit (%ld ms) ran out during %s:%d; the cases after it were "
		       "not run\n", lim->total_ms, rep->out_of_total->file, rep->out_of_total->line);
	printf("Runtime: %.3f ms in all", rep->total_us / 1e3);
	if (rep->slowest)
		printf("; slowest case %s:%d (%s, %s) %.3f ms", rep->slowest->file,
		       rep->slowest->line, rep->slowest->board, rep->slowest->hand,
		       rep->slowest_us / 1e3);
	printf("\n");
	print_waiting(rep, lim);
	printf("Memory: %.1f MB peak (%s)\n", (double)peak_kib / 1024, build);
	printf("Limits: %ld ms a case, %ld ms in all, %ld MB (a case: the solution's CPU time, as "
	       "LeetCode measures it; in all: the judge's clock, waiting included, the machine's "
	       "load aside)\n", lim->case_ms, lim->total_ms, lim->memory_mb);
	fflush(stdout);
}

/* make run: the invalid testcases that come before `line` in the input. */
static void show_invalid_before(struct report *rep, long line)
{
	while (rep->invalid && rep->next_invalid < rep->invalid->n &&
	       rep->invalid->v[rep->next_invalid].line < line) {
		const struct invalid_case *v = &rep->invalid->v[rep->next_invalid++];
		char board[128], hand[128];
		escape_text(board, sizeof board, v->board, strlen(v->board));
		escape_text(hand, sizeof hand, v->hand, strlen(v->hand));
		char where[300];
		if (rep->input_name)
			escape_text(where, sizeof where, rep->input_name, strlen(rep->input_name));
		else
			snprintf(where, sizeof where, "%s:%ld", v->file, (long)v->line);
		printf("Case %d (%s)\n  Input     board = \"%s\", hand = \"%s\"\n"
		       "  Invalid Testcase: %s\n\n",
		       ++rep->case_no, where, board, hand, v->why);
	}
}

void report_run_case(const struct zcase *c, const struct result *r, void *arg)
{
	struct report *rep = arg;
	static char text[4096];
	show_invalid_before(rep, c->line);
	count_case(rep, c, r);
	char where[300];
	if (rep->input_name)
		escape_text(where, sizeof where, rep->input_name, strlen(rep->input_name));
	else
		snprintf(where, sizeof where, "%s:%d", c->file, c->line);
	printf("Case %d (%s)\n  Input     board = \"%s\", hand = \"%s\"\n", ++rep->case_no, where,
	       c->board, c->hand);
	if (has_answer(r->verdict))
		printf("  Output    %d\n", r->got);
	else
		printf("  Output    (%s)\n", verdict_word(r->verdict));
	printf("  Expected  %d\n", c->expected);
	shown_output(r->out, text, sizeof text);
	printf("  Stdout%s\n", text[0] ? "" : "    (nothing)");
	print_indented(text, "    ");
	char apart[64];
	printf("  Verdict   %s (%.3f ms)%s\n", verdict_word(r->verdict), r->time_us / 1e3,
	       clock_apart(apart, r));
	if (!has_answer(r->verdict))
		print_indented(r->detail, "    ");
	putchar('\n');
	fflush(stdout);
}

void report_run_summary(struct report *rep, int ncases)
{
	show_invalid_before(rep, 1L << 30);
	int invalid = rep->invalid ? rep->invalid->n : 0;
	const char *result = rep->first_failure ? leetcode_words(rep->first_failure_result.verdict)
			     : invalid		? "Invalid Testcase"
						: "Accepted";
	printf("%s\n%d / %d testcases passed\n", result, rep->passed, ncases + invalid);
}
