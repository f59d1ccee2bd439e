/* capture.h: what a solution writes to stdout or stderr during one case, kept within bounds and
 * shown safely. */
#ifndef CAPTURE_H
#define CAPTURE_H

#include <stddef.h>

#include "escape.h"

enum { CAPTURE_HEAD = 2048, CAPTURE_TAIL = 8192 };

/* The first CAPTURE_HEAD bytes and the last CAPTURE_TAIL; total counts every byte. */
struct capture {
	char head[CAPTURE_HEAD];
	char tail[CAPTURE_TAIL]; /* a ring: tail_at is where the next byte goes */
	size_t total, tail_at;
};

void capture_reset(struct capture *c);
void capture_add(struct capture *c, const char *p, size_t n);

/* Reads what is there on the non-blocking fd into c, at most a bounded amount so that a
 * solution printing without end cannot hold the judge. Returns 0 at end of file or on an
 * error, 1 while more may come. */
int capture_read(int fd, struct capture *c);

/* Copies what c kept, in order, into out (NUL-terminated): the head, a "[... N bytes not
 * kept ...]" line where bytes were dropped, the tail. Raw bytes: escape before showing them.
 * Returns the length. */
size_t capture_text(const struct capture *c, char *out, size_t size);

/* Appends to out (NUL-terminated, size bytes in all) up to `lines` lines of what c kept,
 * starting at the last sanitizer report (`==N==ERROR: ` or `: runtime error: `) when there is
 * one, else at the beginning; each line on its own "\n"-led line, escaped by escape_text.
 * Folded: the stack frames of the harness and the C library are one line, and the map of shadow
 * bytes and ASan's hint are left out; the line that names the variable stays. A UBSan line is
 * written as LeetCode writes it ("Line N: Char M: runtime error: ... (FILE)"). An empty out
 * gets no leading "\n": the report's first line is then the detail's. Returns 1 when a
 * sanitizer report was found. */
int capture_append_report(const struct capture *c, char *out, size_t size, int lines);


#endif
