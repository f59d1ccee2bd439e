/* capture.c: owns a solution's output as the judge sees it: bounded (a head and a ring of the
 * tail, since a sanitizer report comes last), searched for a sanitizer report, and escaped
 * before it is shown, because a solution may write any bytes at all. */
#define _GNU_SOURCE /* memmem */
#include "capture.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum { READ_BUDGET = 1 << 16 };

void capture_reset(struct capture *c)
{
	c->total = 0;
	c->tail_at = 0;
}

void capture_add(struct capture *c, const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++, c->total++) {
		if (c->total < CAPTURE_HEAD) {
			c->head[c->total] = p[i];
			continue;
		}
		c->tail[c->tail_at] = p[i];
		c->tail_at = (c->tail_at + 1) % CAPTURE_TAIL;
	}
}

int capture_read(int fd, struct capture *c)
{
	char buf[4096];
	for (size_t budget = READ_BUDGET; budget;) {
		ssize_t got = read(fd, buf, sizeof buf);
		if (got > 0) {
			capture_add(c, buf, (size_t)got);
			budget -= (size_t)got < budget ? (size_t)got : budget;
			continue;
		}
		if (got < 0 && errno == EINTR)
			continue;
		return got < 0 && errno == EAGAIN;
	}
	return 1;
}

size_t capture_text(const struct capture *c, char *out, size_t size)
{
	size_t n = 0, head = c->total < CAPTURE_HEAD ? c->total : CAPTURE_HEAD;
	size_t rest = c->total - head, tail = rest < CAPTURE_TAIL ? rest : CAPTURE_TAIL;
	for (size_t i = 0; i < head && n + 1 < size; i++)
		out[n++] = c->head[i];
	if (rest > tail)
		n += (size_t)snprintf(out + n, size - n, "\n[... %zu bytes not kept ...]\n",
				      rest - tail);
	size_t from = rest > CAPTURE_TAIL ? c->tail_at : 0;
	for (size_t i = 0; i < tail && n + 1 < size; i++)
		out[n++] = c->tail[(from + i) % CAPTURE_TAIL];
	out[n < size ? n : size - 1] = '\0';
	return n < size ? n : size - 1;
}

/* A sanitizer's own first line: "==123==ERROR: ..." (ASan, LSan) or "f.c:3:5: runtime error: "
 * (UBSan). A solution's "ERROR: ..." debug line is neither. */
static int starts_report(const char *line, size_t len)
{
	if (len > 4 && line[0] == '=' && line[1] == '=') {
		size_t i = 2;
		while (i < len && line[i] >= '0' && line[i] <= '9')
			i++;
		if (i > 2 && len - i >= 9 && !memcmp(line + i, "==ERROR: ", 9))
			return 1;
	}
	for (size_t i = 0; i + 16 <= len; i++)
		if (!memcmp(line + i, ": runtime error:", 16))
			return 1;
	return 0;
}

static int blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!strchr(" \t=-\r", s[i]))
			return 0;
	return 1;
}

/* A stack frame of the harness or the C library ("#2 0x... in main judge/runners/runner.c:120",
 * "in __libc_start_main", "in _start"): not the solution's, so folded into one line. */
static int harness_frame(const char *line, size_t len)
{
	size_t i = 0;
	while (i < len && line[i] == ' ')
		i++;
	if (i + 1 >= len || line[i] != '#' || line[i + 1] < '0' || line[i + 1] > '9')
		return 0;
	static const char *const marks[] = {"judge/runners/runner.c:", "libc_start", " in _start "};
	for (size_t m = 0; m < sizeof marks / sizeof marks[0]; m++)
		if (memmem(line, len, marks[m], strlen(marks[m])))
			return 1;
	/* clang's runtime names no function in the C library's start-up: "#3 0x7f...  (/lib/...
	 * /libc.so.6+0x27249)"; a named frame there (a crash inside memcpy) is kept */
	return memmem(line, len, "/libc.so", 8) && !memmem(line, len, " in ", 4);
}

/* Where a sanitizer report stops saying anything about the solution: the map of shadow bytes
 * and its legend, and ASan's hint about stack unwinding. */
static int ends_report(const char *line, size_t len)
{
	return (len >= 12 && !memcmp(line, "Shadow bytes", 12));
}

static int hint_line(const char *line, size_t len)
{
	return (len >= 5 && !memcmp(line, "HINT:", 5)) ||
	       memmem(line, len, "(longjmp and C++ exceptions", 27) != NULL;
}

/* A UBSan line "DIR/FILE:N:M: runtime error: WHAT" as LeetCode prints it: "Line N: Char M:
 * runtime error: WHAT (FILE)". Returns the length written to out, 0 when the line is not one. */
static size_t leetcode_runtime_error(const char *line, size_t len, char *out, size_t size)
{
	const char *mark = memmem(line, len, ": runtime error: ", 17);
	if (!mark)
		return 0;
	size_t end = (size_t)(mark - line), at = end, digits[2] = {0, 0};
	for (int k = 1; k >= 0; k--) { /* the column, then the line, read backwards */
		size_t i = at;
		while (i > 0 && line[i - 1] >= '0' && line[i - 1] <= '9')
			i--;
		if (i == at || i == 0 || line[i - 1] != ':')
			return 0;
		digits[k] = at - i;
		at = i - 1;
	}
	size_t name = at;
	while (name > 0 && line[name - 1] != '/' && line[name - 1] != ' ')
		name--;
	const char *row = line + at + 1, *col = row + digits[0] + 1, *what = mark + 17;
	char text[600];
	int n = snprintf(text, sizeof text, "Line %.*s: Char %.*s: runtime error: %.*s (%.*s)",
			 (int)digits[0], row, (int)digits[1], col, (int)(len - (size_t)(what - line)),
			 what, (int)(at - name), line + name);
	if (n <= 0)
		return 0;
	return escape_text(out, size, text, (size_t)n < sizeof text ? (size_t)n : sizeof text - 1);
}

int capture_append_report(const struct capture *c, char *out, size_t size, int lines)
{
	static char text[CAPTURE_HEAD + CAPTURE_TAIL + 64];
	size_t n = capture_text(c, text, sizeof text), start = 0;
	int found = 0;
	for (size_t at = 0; at < n;) {
		size_t len = strcspn(text + at, "\n");
		if (starts_report(text + at, len)) {
			start = at;
			found = 1;
		}
		at += len + 1;
	}
	size_t used = strlen(out);
	int folded = 0;
	for (size_t at = start; at < n && lines > 0 && used + 2 < size;) {
		size_t len = strcspn(text + at, "\n");
		if (ends_report(text + at, len))
			break;
		if (harness_frame(text + at, len))
			folded++;
		else if (!blank(text + at, len) && !hint_line(text + at, len)) {
			if (used) /* the first line of an empty detail is the report's own */
				out[used++] = '\n';
			size_t w = leetcode_runtime_error(text + at, len, out + used, size - used);
			used += w ? w : escape_text(out + used, size - used, text + at, len);
			lines--;
		}
		at += len + 1;
	}
	if (folded && used + 2 < size)
		used += (size_t)snprintf(out + used, size - used, "\n    (%d frame%s of the harness "
					 "and the C library left out)", folded, folded == 1 ? "" : "s");
	out[used < size ? used : size - 1] = '\0';
	return found;
}
