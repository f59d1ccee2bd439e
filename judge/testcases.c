/* testcases.c: owns LeetCode's testcase text, as typed into its Run box: one parameter a line
 * (board, then hand), the pair repeated, double quotes optional, blank lines ignored. Each
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
	snprintf(c.board, sizeof c.board, "%s", board); /* lengths checked by input_problem */
	snprintf(c.hand, sizeof c.hand, "%s", hand);
	return !add_case(list, &c);
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
	char line[256], board[256] = "";
	int lineno = 0, board_line = 0, problems = 0;
	while (fgets(line, sizeof line, in)) {
		char *p = line + (++lineno == 1 && !strncmp(line, "\xef\xbb\xbf", 3) ? 3 : 0);
		p = unquote(p);
		if (!*p)
			continue;
		if (!board_line) {
			snprintf(board, sizeof board, "%s", p);
			board_line = lineno;
			continue;
		}
		const char *why = input_problem(board, p);
		if (why ? !add_invalid(bad, files[list->nfiles - 1], board_line, board, p, why)
			: add_valid(list, path, board_line, board, p, err))
			problems++;
		board_line = 0;
	}
	if (board_line && !add_invalid(bad, files[list->nfiles - 1], board_line, board, "",
				       "a board with no hand after it"))
		problems++;
	fclose(in);
	return problems;
}
