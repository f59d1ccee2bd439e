/* testcases.c: owns LeetCode's testcase text, as typed into its Run box or shown by its editor:
 * one parameter a line (board, then hand), or named (board = "...", hand = "..."), the pair
 * repeated, double quotes optional, blank lines ignored; any other text is not a board. Each
 * valid pair gets its expected answer from the reference solver, as LeetCode's Run computes it
 * with its own solution; a pair outside the constraints is an invalid testcase. */
#include "testcases.h"

#include "escape.h"

#include "reference.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

char *unquote(char *s)
{
	size_t n;
	while (*s == ' ' || *s == '\t')
		s++;
	n = strlen(s);
	while (n && strchr(" \t\r\n", s[n - 1]))
		s[--n] = '\0';
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
		s[n - 1] = '\0';
		s++;
	}
	return s;
}

static int add_invalid(struct invalid_list *bad, const char *file, int line, const char *board,
		       const char *hand, const char *why)
{
	struct invalid_case *v = realloc(bad->v, (size_t)(bad->n + 1) * sizeof *v);
	if (!v)
		return 0;
	bad->v = v;
	v += bad->n++;
	v->file = file;
	v->line = line;
	snprintf(v->board, sizeof v->board, "%s", board);
	snprintf(v->hand, sizeof v->hand, "%s", hand);
	snprintf(v->why, sizeof v->why, "%s", why);
	return 1;
}

static int add_valid(struct case_list *list, const char *path, int line, const char *board,
		     const char *hand, FILE *err)
{
	struct zcase c = {.file = list->files[list->nfiles - 1], .line = line};
	c.expected = reference_min_step(board, hand, NULL);
	if (c.expected < -1) {
		fprintf(err, "%s:%d: the reference solver ran out of memory\n", path, line);
		return 1;
	}
	/* lengths checked by input_problem */
	snprintf(c.board, sizeof c.board, "%.*s", (int)sizeof c.board - 1, board);
	snprintf(c.hand, sizeof c.hand, "%.*s", (int)sizeof c.hand - 1, hand);
	return !add_case(list, &c);
}

/* The parameters of testcase text as LeetCode's editor shows it: one a line (`"WRRBBW"`, then
 * `"RB"`), named (`board = "WRRBBW", hand = "RB"`, on one line or two, after `Input:` as in
 * its examples), or a name on a line of its own and its value on the next (the Testcase tab's
 * `board =` over `"WRRBBW"`). A board waits for its hand; a name says which one it is. */
struct reading {
	const char *path; /* as printed */
	FILE *err;
	char board[256];
	int board_line;	  /* 0: no board waiting for its hand */
	char label[8];	  /* a name whose value comes on a later line ("" none) */
	int problems;
};

/* Says why text is not testcase text, at path:line, and counts it. */
static void not_testcase(struct reading *r, int line, const char *what, const char *text)
{
	char shown[300];
	escape_text(shown, sizeof shown, text, strlen(text));
	fprintf(r->err, "%s:%d: this is not a %s: %s (LeetCode's testcase text: \"WRRBBW\" and \"RB\" "
		"on two lines, or board = \"WRRBBW\", hand = \"RB\")\n", r->path, line, what, shown);
	r->problems++;
}

static int letters_only(const char *s)
{
	for (; *s; s++)
		if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
			return 0;
	return 1;
}

static void take_pair(struct reading *r, struct case_list *list, struct invalid_list *bad,
		      const char *hand)
{
	const char *file = list->files[list->nfiles - 1];
	const char *why = input_problem(r->board, hand);
	if (why ? !add_invalid(bad, file, r->board_line, r->board, hand, why)
		: add_valid(list, r->path, r->board_line, r->board, hand, r->err))
		r->problems++;
	r->board_line = 0;
}

/* One parameter: [name =] value, or a name alone (its value on a later line). Returns 0, or
 * -1 when it is not a parameter (said, naming the whole line). */
static int take_item(struct reading *r, struct case_list *list, struct invalid_list *bad,
		     char *item, int line, const char *whole)
{
	char name[8] = "", *p = item + strspn(item, " \t");
	size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_");
	char *eq = p + n + strspn(p + n, " \t");
	if (n && *eq == '=') { /* named */
		if (!((n == 5 && !strncmp(p, "board", 5)) || (n == 4 && !strncmp(p, "hand", 4)))) {
			not_testcase(r, line, "board", whole);
			return -1;
		}
		snprintf(name, sizeof name, "%.*s", (int)n, p);
		p = eq + 1;
	}
	p = unquote(p);
	if (!*p && name[0] && p[-1] != '"') { /* `board =` alone: its value follows */
		snprintf(r->label, sizeof r->label, "%s", name);
		return 0;
	}
	if (!name[0] && r->label[0])
		snprintf(name, sizeof name, "%s", r->label);
	r->label[0] = '\0';
	int is_hand = name[0] ? name[0] == 'h' : r->board_line != 0;
	if (!letters_only(p) || strchr(p, '"')) {
		not_testcase(r, line, is_hand ? "hand" : "board", whole);
		return -1;
	}
	if (is_hand && !r->board_line) {
		not_testcase(r, line, "board", whole); /* a hand with no board before it */
		return -1;
	}
	if (!is_hand) {
		if (r->board_line && !add_invalid(bad, list->files[list->nfiles - 1], r->board_line,
						  r->board, "", "a board with no hand after it"))
			r->problems++;
		snprintf(r->board, sizeof r->board, "%s", p);
		r->board_line = line;
		return 0;
	}
	take_pair(r, list, bad, p);
	return 0;
}

int read_testcases(const char *path, struct case_list *list, struct invalid_list *bad, FILE *err)
{
	char shown[1024];
	escape_text(shown, sizeof shown, path, strlen(path));
	FILE *in = open_case_file(path, shown, err);
	if (!in)
		return 1;
	path = shown; /* from here on, the name is only printed */
	char **files = realloc(list->files, (size_t)(list->nfiles + 1) * sizeof *files);
	if (!files || !(files[list->nfiles] = strdup(path))) {
		fclose(in);
		fprintf(err, "%s: out of memory\n", path);
		return 1;
	}
	list->files = files;
	list->nfiles++;
	struct reading r = {.path = path, .err = err};
	char line[256];
	int lineno = 0;
	while (fgets(line, sizeof line, in)) {
		char *p = line + (++lineno == 1 && !strncmp(line, "\xef\xbb\xbf", 3) ? 3 : 0);
		p = p + strspn(p, " \t");
		char whole[256];
		snprintf(whole, sizeof whole, "%.*s", (int)strcspn(p, "\r\n"), p);
		/* an example as LeetCode's statement shows it: "Input: board = ..., hand = ...", then
		 * "Output: N", the answer its Run works out again */
		if (!strncmp(p, "Output:", 7))
			continue;
		if (!strncmp(p, "Input:", 6))
			p += 6;
		/* parameters are separated by commas outside quotes */
		for (char *item = p, *q = p, quoted = 0;; q++) {
			if (*q == '"')
				quoted = !quoted;
			else if ((*q == ',' && !quoted) || !*q) {
				char end = *q;
				*q = '\0';
				if (item[strspn(item, " \t\r\n")] &&
				    take_item(&r, list, bad, item, lineno, whole) < 0)
					break;
				if (!end)
					break;
				item = q + 1;
			}
		}
	}
	if (r.board_line && !add_invalid(bad, files[list->nfiles - 1], r.board_line, r.board, "",
					 "a board with no hand after it"))
		r.problems++;
	fclose(in);
	return r.problems;
}
