/* cases.c: owns the case-file format. A line is BOARD HAND EXPECTED separated by blanks; a field
 * may be in double quotes, as LeetCode prints it; '#' outside quotes starts a comment; blank
 * lines are ignored. Every case is checked against LeetCode's constraints before it is kept. */
#include "cases.h"

#include "escape.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { FIELD_MAX = 64, LINE_MAX_LEN = 4096 };

/* Copies the next field of *p into out; returns 1 for a field, 0 at the end of the line (or a
 * comment), -1 with msg set when a quote is not closed or the field is too long. */
static int next_field(const char **p, char *out, char *msg, size_t msgsize)
{
	const char *s = *p;
	while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n' || *s == ',')
		s++;
	if (!*s || *s == '#') {
		*p = s;
		return 0;
	}
	size_t n = 0;
	if (*s == '"') {
		s++;
		while (*s && *s != '"') {
			if (n + 1 >= FIELD_MAX) {
				snprintf(msg, msgsize, "field too long");
				return -1;
			}
			out[n++] = *s++;
		}
		if (*s != '"') {
			snprintf(msg, msgsize, "unclosed double quote");
			return -1;
		}
		s++;
	} else {
		while (*s && *s != ' ' && *s != '\t' && *s != '\r' && *s != '\n' && *s != '#' &&
		       *s != ',') {
			if (n + 1 >= FIELD_MAX) {
				snprintf(msg, msgsize, "field too long");
				return -1;
			}
			out[n++] = *s++;
		}
	}
	out[n] = '\0';
	*p = s;
	return 1;
}

static const char *balls_problem(const char *s, size_t max, const char *what)
{
	static char msg[128];
	size_t n = strlen(s);
	if (n < 1 || n > max) {
		snprintf(msg, sizeof msg, "%s has %zu balls; LeetCode allows 1 to %zu", what, n, max);
		return msg;
	}
	for (size_t i = 0; i < n; i++) {
		if (!strchr("RYBGW", s[i])) {
			unsigned char ch = (unsigned char)s[i];
			char shown[8];
			if (ch > 0x20 && ch < 0x7f)
				snprintf(shown, sizeof shown, "'%c'", ch);
			else
				snprintf(shown, sizeof shown, "\\x%02x", ch);
			snprintf(msg, sizeof msg, "%s has %s at position %zu; colours are R Y B G W",
				 what, shown, i + 1);
			return msg;
		}
	}
	return NULL;
}

const char *input_problem(const char *board, const char *hand)
{
	static char msg[128];
	const char *p = balls_problem(board, CASE_BOARD_MAX, "board");
	if (p)
		return p;
	for (size_t i = 2; board[i - 1] && board[i]; i++) {
		if (board[i] == board[i - 1] && board[i] == board[i - 2]) {
			snprintf(msg, sizeof msg, "board starts with a run of three '%c' at position %zu",
				 board[i], i - 1);
			return msg;
		}
	}
	return balls_problem(hand, CASE_HAND_MAX, "hand");
}

/* The known wrong approaches: the tags a case line may carry, in the order the summary lists
 * them. Each name is a planted solver in judge/tests/planted/; docs/approaches.md says more. */
const struct approach known_approaches[APPROACHES] = {
	{"board_visited",
	 "key the visited set on the board alone, joining a colour or splitting a pair first",
	 "a board reached first with a worse hand hides the same board reached with a better one: "
	 "the hand is part of the state", 0},
	{"board_visited_all", "key the visited set on the board alone, trying every ball at every gap",
	 "a board reached first with a worse hand hides the same board reached with a better one: "
	 "the hand is part of the state", 0},
	{"split_first_only", "split a pair only on the first move, and afterwards only join a colour",
	 "some 16-ball boards need more than one pair split", 0},
	{"adjacent_only", "only put a ball next to one of its own colour",
	 "a ball must sometimes go between two balls of another colour, to meet its own colour "
	 "once they are gone", 0},
	{"runs_at_once", "complete one run at a time, with all the balls it lacks",
	 "a ball must sometimes be put down before its run can be completed, or a run completed "
	 "in two visits", 0},
	{"no_visited", "keep no visited set",
	 "the same board and hand are reached by many orders of the same moves, so the search "
	 "grows by up to 85 times a move", 1},
	{"board_colours_only", "put down only colours still on the board",
	 "a colour the board no longer holds can still be needed: its balls, put down as "
	 "separators, keep runs apart until the right moment, then leave as three", 0},
};

int approach_index(const char *name, size_t n)
{
	for (int i = 0; i < APPROACHES; i++)
		if (strlen(known_approaches[i].name) == n && !strncmp(known_approaches[i].name, name, n))
			return i;
	return -1;
}

/* Reads "=ANSWER" after a tag name at *s (an answer from -1 to 100) into *answer and moves *s
 * past it; returns 1, or 0 when what follows '=' is not such an answer. */
static int tag_answer(const char **s, signed char *answer)
{
	char *end;
	long v = strtol(*s + 1, &end, 10);
	if (end == *s + 1 || v < -1 || v > 100 || !strchr(" \t,]", *end))
		return 0;
	*answer = (signed char)v;
	*s = end;
	return 1;
}

/* Reads the tag list "[name name=ANSWER ...]" at *p into c->approaches and c->approach_answer
 * (and a slow approach's "name=memory" into c->approach_memory) and moves *p past it; returns 1, or -1 with msg set for a name the kit does not know, an
 * answer that is not one, or a list not closed. */
static int approach_tags(const char **p, struct zcase *c, char *msg, size_t msgsize)
{
	const char *s = *p + 1;
	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == ',')
			s++;
		if (*s == ']')
			break;
		size_t n = strcspn(s, " \t,]=\r\n");
		if (!n) {
			snprintf(msg, msgsize, "the approach tag list '[' is not closed with ']'");
			return -1;
		}
		int i = approach_index(s, n);
		if (i < 0) {
			snprintf(msg, msgsize, "unknown approach tag '%.*s' (known: board_visited, "
				 "board_visited_all, split_first_only, adjacent_only, runs_at_once, "
				 "no_visited, board_colours_only)", (int)(n > 40 ? 40 : n), s);
			return -1;
		}
		c->approaches |= 1u << i;
		s += n;
		if (*s == '=' && known_approaches[i].slow && !strncmp(s, "=memory", 7) &&
		    strchr(" \t,]", s[7])) {
			c->approach_memory |= (unsigned char)(1u << i);
			s += 7;
		} else if (*s == '=' && !tag_answer(&s, &c->approach_answer[i])) {
			snprintf(msg, msgsize, "approach tag '%s=' is not followed by an answer from -1 "
				 "to 100%s", known_approaches[i].name,
				 known_approaches[i].slow ? " or by memory" : "");
			return -1;
		}
	}
	for (s++; *s == ' ' || *s == '\t'; s++)
		;
	*p = s;
	return 1;
}

/* Keeps the approach tags and the "breaks solutions that ..." comment at p, if any, in
 * c->approaches and c->breaks; returns 1, or -1 with msg set when they are malformed or the
 * sentence does not fit. */
static int breaks_note(const char *p, struct zcase *c, char *msg, size_t msgsize)
{
	static const char tag[] = "breaks solutions that ";
	c->breaks[0] = '\0';
	c->approaches = 0;
	c->approach_memory = 0;
	memset(c->approach_answer, APPROACH_NO_ANSWER, sizeof c->approach_answer);
	if (*p != '#')
		return 1;
	for (p++; *p == ' ' || *p == '\t'; p++)
		;
	if (*p == '[' && approach_tags(&p, c, msg, msgsize) < 0)
		return -1;
	if (strncmp(p, tag, sizeof tag - 1))
		return 1;
	size_t n = strcspn(p, "\r\n");
	while (n && (p[n - 1] == ' ' || p[n - 1] == '\t'))
		n--;
	if (n >= sizeof c->breaks) {
		snprintf(msg, msgsize, "the \"breaks solutions that\" comment is %zu characters; "
			 "at most %zu fit", n, sizeof c->breaks - 1);
		return -1;
	}
	memcpy(c->breaks, p, n);
	c->breaks[n] = '\0';
	return 1;
}

int parse_case_line(const char *line, struct zcase *c, char *msg, size_t msgsize)
{
	char f[4][FIELD_MAX];
	const char *p = line;
	int n = 0, r;
	while (n < 4 && (r = next_field(&p, f[n], msg, msgsize)) == 1)
		n++;
	if (n < 4 && r < 0)
		return -1;
	if (n == 0)
		return 0;
	if (n < 3) {
		snprintf(msg, msgsize, "missing field: want BOARD HAND EXPECTED, found %d field%s", n,
			 n == 1 ? "" : "s");
		return -1;
	}
	if (n > 3) {
		snprintf(msg, msgsize, "extra field '%s': want BOARD HAND EXPECTED", f[3]);
		return -1;
	}
	const char *problem = input_problem(f[0], f[1]);
	if (problem) {
		snprintf(msg, msgsize, "%s", problem);
		return -1;
	}
	char *end;
	errno = 0;
	long e = strtol(f[2], &end, 10);
	if (!*f[2] || *end || errno) {
		snprintf(msg, msgsize, "expected answer '%s' is not an integer", f[2]);
		return -1;
	}
	if (e == 0) {
		snprintf(msg, msgsize, "expected answer 0 is impossible: the board is never empty at "
				       "the start, so the answer is -1, or 1 to the hand's %zu",
			 strlen(f[1]));
		return -1;
	}
	if (e < -1 || e > (long)strlen(f[1])) {
		snprintf(msg, msgsize, "expected answer %ld is impossible: -1, or 1 to the hand's %zu",
			 e, strlen(f[1]));
		return -1;
	}
	strcpy(c->board, f[0]);
	strcpy(c->hand, f[1]);
	c->expected = (int)e;
	return breaks_note(p, c, msg, msgsize);
}

int add_case(struct case_list *list, const struct zcase *c)
{
	if (list->n == list->cap) {
		int cap = list->cap ? 2 * list->cap : 256;
		struct zcase *v = realloc(list->v, (size_t)cap * sizeof *v);
		if (!v)
			return 0;
		list->v = v;
		list->cap = cap;
	}
	list->v[list->n++] = *c;
	return 1;
}

static const char *keep_name(struct case_list *list, const char *path)
{
	char **f = realloc(list->files, (size_t)(list->nfiles + 1) * sizeof *f);
	if (!f)
		return NULL;
	list->files = f;
	f[list->nfiles] = strdup(path);
	return f[list->nfiles] ? f[list->nfiles++] : NULL;
}

FILE *open_case_file(const char *path, const char *shown, FILE *err)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) != 0) {
		fprintf(err, "%s: cannot read: %s\n", shown, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	const char *why = S_ISREG(st.st_mode) ? NULL : S_ISFIFO(st.st_mode) ? "a FIFO"
			: S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
			: S_ISSOCK(st.st_mode) ? "a socket" : "not a file";
	if (why || st.st_size > CASE_FILE_MAX) {
		if (why)
			fprintf(err, "%s: %s, not a regular file: case files are read from regular "
				     "files only\n", shown, why);
		else
			fprintf(err, "%s: %lld bytes, more than a case file may hold (%d MiB)\n", shown,
				(long long)st.st_size, CASE_FILE_MAX >> 20);
		close(fd);
		return NULL;
	}
	FILE *in = fdopen(fd, "r");
	if (!in)
		close(fd);
	return in;
}

/* The name of a file as the judge prints it: escaped. */
static void shown_name(const char *path, char *out, size_t size)
{
	escape_text(out, size, path, strlen(path));
}

static int read_case_file(const char *path, struct case_list *list, FILE *err)
{
	char shown[1024];
	shown_name(path, shown, sizeof shown);
	FILE *in = open_case_file(path, shown, err);
	if (!in)
		return 1;
	path = shown; /* from here on, the name is only printed */
	const char *name = keep_name(list, path);
	if (!name) {
		fclose(in);
		fprintf(err, "%s: out of memory\n", path);
		return 1;
	}
	char line[LINE_MAX_LEN], msg[256];
	int lineno = 0, problems = 0;
	while (fgets(line, sizeof line, in)) {
		lineno++;
		size_t len = strlen(line);
		if (len == sizeof line - 1 && line[len - 1] != '\n') {
			fprintf(err, "%s:%d: line longer than %d characters\n", path, lineno,
				LINE_MAX_LEN - 2);
			problems++;
			int ch;
			while ((ch = fgetc(in)) != EOF && ch != '\n')
				;
			continue;
		}
		struct zcase c;
		const char *text = line;
		if (lineno == 1 && !strncmp(line, "\xef\xbb\xbf", 3))
			text += 3; /* a UTF-8 byte-order mark, as some editors write */
		int r = parse_case_line(text, &c, msg, sizeof msg);
		if (r > 0 && list->n >= CASES_MAX) {
			fprintf(err, "%s:%d: more than %d cases in one run: the rest is not read\n",
				path, lineno, CASES_MAX);
			problems++;
			break;
		}
		if (r < 0) {
			fprintf(err, "%s:%d: %s\n", path, lineno, msg);
			problems++;
		} else if (r > 0) {
			char note[sizeof c.breaks * 6];
			escape_text(note, sizeof c.breaks, c.breaks, strlen(c.breaks));
			memcpy(c.breaks, note, sizeof c.breaks);
			c.file = name;
			c.line = lineno;
			if (!add_case(list, &c)) {
				fprintf(err, "%s:%d: out of memory\n", path, lineno);
				problems++;
				break;
			}
		}
	}
	fclose(in);
	return problems;
}

/* Smallest file first, then by name: the examples and the traps come before the long random
 * and hard files, so the first failure a naive solution meets is a small classic case. */
static int by_size_then_name(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	struct stat sx, sy;
	off_t nx = stat(x, &sx) == 0 ? sx.st_size : 0, ny = stat(y, &sy) == 0 ? sy.st_size : 0;
	return nx != ny ? (nx > ny) - (nx < ny) : strcmp(x, y);
}

static int is_txt(const char *name)
{
	size_t n = strlen(name);
	return n > 4 && strcmp(name + n - 4, ".txt") == 0 && name[0] != '.';
}

int read_cases(const char *path, struct case_list *list, FILE *err)
{
	struct stat st;
	char shown[1024];
	shown_name(path, shown, sizeof shown);
	if (stat(path, &st) != 0) {
		fprintf(err, "%s: cannot read: %s\n", shown, strerror(errno));
		return 1;
	}
	if (!S_ISDIR(st.st_mode))
		return read_case_file(path, list, err);
	DIR *d = opendir(path);
	if (!d) {
		fprintf(err, "%s: cannot open folder: %s\n", shown, strerror(errno));
		return 1;
	}
	char **names = NULL;
	int n = 0, problems = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (!is_txt(e->d_name))
			continue;
		char **more = realloc(names, (size_t)(n + 1) * sizeof *more);
		if (!more) {
			fprintf(err, "%s: out of memory\n", path);
			problems++;
			break;
		}
		names = more;
		size_t len = strlen(path) + strlen(e->d_name) + 2;
		char *full = malloc(len);
		if (!full) {
			fprintf(err, "%s: out of memory\n", path);
			problems++;
			break;
		}
		snprintf(full, len, "%s%s%s", path, path[strlen(path) - 1] == '/' ? "" : "/",
			 e->d_name);
		names[n++] = full;
	}
	closedir(d);
	if (n == 0 && !problems) {
		fprintf(err, "%s: no *.txt case files in this folder\n", shown);
		problems++;
	}
	qsort(names, (size_t)n, sizeof *names, by_size_then_name);
	for (int i = 0; i < n; i++) {
		problems += read_case_file(names[i], list, err);
		free(names[i]);
	}
	free(names);
	return problems;
}

void free_cases(struct case_list *list)
{
	for (int i = 0; i < list->nfiles; i++)
		free(list->files[i]);
	free(list->files);
	free(list->v);
	*list = (struct case_list){0};
}
