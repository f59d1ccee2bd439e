/* report.c: owns the judge's output: one line per case, then a summary in LeetCode's words
 * (or the same facts as one JSON object per line). Colour only on a terminal without NO_COLOR. */
#include "report.h"

#include "capture.h"
#include "reference.h"

#include <stdio.h>
#include <string.h>

enum { QUIET_FAILURES = 10 }; /* failing cases listed without VERBOSE=1 */

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

/* The counts and the first failure, for either layout. */
static void count_case(struct report *rep, const struct zcase *c, const struct result *r)
{
	if (rep->times)
		rep->times[rep->judged] = r->time_us;
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
		printf(",\"verdict\":\"%s\",\"time_us\":%.1f,\"detail\":", verdict_word(r->verdict),
		       r->time_us);
		json_string(r->detail);
		printf(",\"breaks\":");
		json_string(c->breaks);
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
	printf("%-*s %-16s %-5s expected %2d got %2s  %s%-4s%s %9.3f ms\n", width, where, c->board,
	       c->hand, c->expected, got, rep->colour ? verdict_colour(r->verdict) : "",
	       verdict_word(r->verdict), rep->colour ? "\033[0m" : "", r->time_us / 1e3);
	if (r->verdict != V_AC && r->verdict != V_SKIP && c->breaks[0])
		printf("    this case %s\n", c->breaks);
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

void report_summary(const struct report *rep, int ncases, const struct limits *lim,
		    long peak_kib, int input_problems, const char *build)
{
	const struct zcase *f = rep->first_failure;
	const struct result *fr = &rep->first_failure_result;
	if (rep->json) {
		printf("{\"summary\":true,\"passed\":%d,\"total\":%d,\"judged\":%d,"
		       "\"input_problems\":%d,\"total_time_us\":%.1f,\"slowest_us\":%.1f,"
		       "\"peak_memory_kib\":%ld,\"case_limit_ms\":%ld,\"total_limit_ms\":%ld,"
		       "\"memory_limit_mb\":%ld,\"build\":",
		       rep->passed, ncases, rep->judged, input_problems, rep->total_us,
		       rep->slowest_us, peak_kib, lim->case_ms, lim->total_ms, lim->memory_mb);
		json_string(build);
		printf(",\"passes_alone\":%s",
		       rep->alone > 0 ? "true" : rep->alone < 0 ? "false" : "null");
		printf(",\"result\":\"%s\"}\n",
		       f ? leetcode_words(fr->verdict) : input_problems ? "Bad Input" : "Accepted");
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
			printf("Known wrong approach: this case %s\n", f->breaks);
		double limit_us = (double)lim->case_ms * 1e3;
		/* a TLE is blamed on state only when alone it is far below the limit */
		if (rep->alone > 0 && (fr->verdict != V_TLE || rep->alone_us < limit_us / 4))
			printf("Note: this case passes when run alone in a fresh process: state kept "
			       "across calls? (a global or static not reset at the start of "
			       "findMinStep)\n");
		else if (rep->alone > 0) /* a TLE whose alone run is near the limit: the load */
			printf("Note: run alone, this case took %.0f ms of its %ld ms limit: near the "
			       "limit, where the machine's load decides\n", rep->alone_us / 1e3,
			       lim->case_ms);
	}
	if (rep->out_of_total && rep->out_of_total != f)
		printf("The total time limit (%ld ms) ran out during %s:%d; the cases after it were "
		       "not run\n", lim->total_ms, rep->out_of_total->file, rep->out_of_total->line);
	printf("Runtime: %.3f ms in all", rep->total_us / 1e3);
	if (rep->slowest)
		printf("; slowest case %s:%d (%s, %s) %.3f ms", rep->slowest->file,
		       rep->slowest->line, rep->slowest->board, rep->slowest->hand,
		       rep->slowest_us / 1e3);
	if (!f && rep->kit_us > 0) {
		double ratio = rep->total_us / rep->kit_us;
		printf("\nSpeed: the kit's solution.c took %.3f ms on the same cases, same build and "
		       "box, this run: yours is %.1fx %s", rep->kit_us / 1e3,
		       ratio >= 1 ? ratio : 1 / ratio, ratio >= 1 ? "slower" : "faster");
		if (rep->nslow)
			printf("\n  on your %d slowest cases: yours %.3f ms, solution.c %.3f ms, the "
			       "reference solver %.3f ms (plain -O2, in the judge)", rep->nslow,
			       rep->slow_us / 1e3, rep->slow_kit_us / 1e3, rep->slow_ref_us / 1e3);
	}
	printf("\nMemory: %.1f MB peak (%s)\n", (double)peak_kib / 1024, build);
	printf("Limits: %ld ms a case, %ld ms in all, %ld MB\n", lim->case_ms, lim->total_ms,
	       lim->memory_mb);
	if (input_problems)
		printf("%d malformed case line%s (named above on stderr)\n", input_problems,
		       input_problems == 1 ? "" : "s");
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
	printf("  Verdict   %s (%.3f ms)\n", verdict_word(r->verdict), r->time_us / 1e3);
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
