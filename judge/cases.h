/* cases.h: reading and checking the case files (one case a line: BOARD HAND EXPECTED). */
#ifndef CASES_H
#define CASES_H

#include <stdio.h>

enum {
	CASE_BOARD_MAX = 16,
	CASE_HAND_MAX = 5,
	CASE_FILE_MAX = 16 << 20, /* bytes in one case file */
	CASES_MAX = 100000        /* cases in one run: about 20 MB of the judge's memory */
};

struct zcase {
	const char *file; /* shared by every case of one file; owned by the case_list */
	int line;
	char board[CASE_BOARD_MAX + 1];
	char hand[CASE_HAND_MAX + 1];
	int expected;
	/* The approach this case is known to break, from a comment "# breaks solutions that ..."
	 * at the end of its line (that whole sentence), or "". The judge shows it on a failure. */
	char breaks[128];
	/* The known wrong approaches (bits of known_approaches[]) this case breaks, from a tag list
	 * "[name name ...]" at the start of its comment; 0 when it has none. */
	unsigned approaches;
	/* For each tag, the answer its approach's planted solver gives on this case, from a tag
	 * "name=ANSWER" (gen writes them); APPROACH_NO_ANSWER for a tag without one (a slow
	 * approach's, or a tag written by hand). The summary names an approach by these. */
	signed char approach_answer[7];
	/* The slow approaches whose tag says "=memory" (bits of known_approaches[]): its planted
	 * solver runs out of memory on this case, not only out of time ("no_visited=memory": a
	 * search with no visited set holds too many states at once here, one with a set few).
	 * Only a Memory Limit Exceeded there is evidence for it, and only such cases name it after
	 * one. */
	unsigned char approach_memory;
};

enum { APPROACH_NO_ANSWER = -128 };

/* The wrong approaches the kit knows, each written as a planted solver
 * judge/tests/planted/NAME.c. A case line's comment may start with a tag list of their names,
 * "RRWWRRBBRR WB 2  # [adjacent_only runs_at_once]", meaning the planted solver of each fails
 * the case: too many balls or -1 (wrong answers), or, for a slow approach, more moves than fit
 * in the time limit where a plain search with a visited set needs a tenth of them. judge/gen
 * writes the tags (make cases); docs/approaches.md says more. */
struct approach {
	const char *name;  /* the tag and the planted solver's name */
	const char *does;  /* "solutions that ...": what the approach does */
	const char *why;   /* one sentence: why it is wrong */
	int slow;          /* 1: its failures are TLE or MLE, not wrong answers */
};

enum { APPROACHES = 7 };
_Static_assert(sizeof ((struct zcase *)0)->approach_answer == APPROACHES,
	       "struct zcase has an answer for each known approach");
extern const struct approach known_approaches[APPROACHES];

/* The index of the known approach named by the n bytes at name, or -1. */
int approach_index(const char *name, size_t n);

struct case_list {
	struct zcase *v;
	int n, cap;
	char **files; /* file names, freed with the list */
	int nfiles;
};

/* Parses one line. Returns 1 and fills *c (not its file) for a case, 0 for a blank or comment
 * line, -1 with a message in msg for a malformed line (a "breaks" comment too long for
 * c->breaks is one). */
int parse_case_line(const char *line, struct zcase *c, char *msg, size_t msgsize);

/* Checks a board and hand against LeetCode's constraints; returns NULL if valid, else a static
 * description of the first problem. */
const char *input_problem(const char *board, const char *hand);

/* Appends the cases of `path` (a file, or every *.txt in a folder, smallest file first, then
 * by name) to *list.
 * Each malformed line is reported to err as "file:line: problem" and skipped. Returns the
 * number of problems (an unreadable file or an empty folder counts as one). */
int read_cases(const char *path, struct case_list *list, FILE *err);

/* Opens `path` for reading if it is a regular file of at most CASE_FILE_MAX bytes (never
 * waiting: a FIFO or a device is refused at once); else reports why to err and returns NULL.
 * `shown` is the name to print (escaped: no control bytes, valid UTF-8). */
FILE *open_case_file(const char *path, const char *shown, FILE *err);

/* Appends one case; returns 0 when out of memory. */
int add_case(struct case_list *list, const struct zcase *c);

void free_cases(struct case_list *list);

#endif
