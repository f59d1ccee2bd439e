/* test_cases.c: unit tests of the case reader (judge/cases.c). Ends with "N passed, M failed". */
#include "cases.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int passed, failed;

#define CHECK_INT(what, want, got)                                                             \
	do {                                                                                   \
		long w_ = (want), g_ = (got);                                                  \
		if (w_ == g_)                                                                  \
			passed++;                                                              \
		else {                                                                         \
			failed++;                                                              \
			printf("FAIL %s:%d %s: expected %ld, got %ld\n", __FILE__, __LINE__, what,  \
			       w_, g_);                                                        \
		}                                                                              \
	} while (0)

#define CHECK_STR(what, want, got)                                                             \
	do {                                                                                   \
		const char *w_ = (want), *g_ = (got);                                          \
		if (strstr(g_, w_))                                                            \
			passed++;                                                              \
		else {                                                                         \
			failed++;                                                              \
			printf("FAIL %s:%d %s: expected to contain \"%s\", got \"%s\"\n",        \
			       __FILE__, __LINE__, what, w_, g_);                              \
		}                                                                              \
	} while (0)

/* Parses a line; returns its result and leaves the message or case in the statics. */
static struct zcase c;
static char msg[256];
static int parse(const char *line)
{
	memset(&c, 0x55, sizeof c); /* junk, so a field left unset shows */
	msg[0] = '\0';
	return parse_case_line(line, &c, msg, sizeof msg);
}

static void test_good_lines(void)
{
	CHECK_INT("plain line", 1, parse("WRRBBW RB -1\n"));
	CHECK_STR("board", "WRRBBW", c.board);
	CHECK_STR("hand", "RB", c.hand);
	CHECK_INT("expected", -1, c.expected);
	CHECK_INT("quoted, as LeetCode prints", 1, parse("\"WWRRBBWW\" \"WRBRW\" 2"));
	CHECK_STR("quoted board", "WWRRBBWW", c.board);
	CHECK_INT("quoted expected", 2, c.expected);
	CHECK_INT("trailing comment", 1, parse("G GGGGG 2  # two balls\n"));
	CHECK_INT("a plain comment is not a breaks note", 0, (int)strlen(c.breaks));
	CHECK_INT("breaks note", 1, parse("RR R 1 #  breaks solutions that never try R \r\n"));
	CHECK_INT("breaks note kept whole, blanks trimmed", 0,
		  strcmp(c.breaks, "breaks solutions that never try R"));
	CHECK_INT("tabs", 1, parse("\tRR\tR\t1\r\n"));
	CHECK_INT("16 balls and 5 in hand", 1, parse("RRGGBBYYWWRRGGBB RGBYW -1"));
	CHECK_INT("blank", 0, parse("   \n"));
	CHECK_INT("comment", 0, parse("# RR R 1\n"));
	CHECK_INT("empty", 0, parse(""));
}

static void test_bad_lines(void)
{
	CHECK_INT("two fields", -1, parse("RR R\n"));
	CHECK_STR("two fields message", "missing field", msg);
	CHECK_INT("four fields", -1, parse("RR R 1 2\n"));
	CHECK_STR("four fields message", "extra field", msg);
	CHECK_INT("bad colour", -1, parse("RXR R 1"));
	CHECK_STR("bad colour message", "'X' at position 2", msg);
	CHECK_INT("lower case", -1, parse("rr r 1"));
	CHECK_INT("board too long", -1, parse("RRGGBBYYWWRRGGBBY R -1"));
	CHECK_STR("board too long message", "17 balls", msg);
	CHECK_INT("empty board in quotes", -1, parse("\"\" R 0"));
	CHECK_STR("empty board message", "board has 0 balls", msg);
	CHECK_INT("hand too long", -1, parse("RR RRRRRR 1"));
	CHECK_STR("hand too long message", "hand has 6 balls", msg);
	CHECK_INT("run of three", -1, parse("GRRRG R -1"));
	CHECK_STR("run of three message", "run of three 'R' at position 2", msg);
	CHECK_INT("not an integer", -1, parse("RR R one"));
	CHECK_STR("not an integer message", "'one' is not an integer", msg);
	CHECK_INT("half an integer", -1, parse("RR R 1x"));
	CHECK_INT("impossible answer", -1, parse("RR R 3"));
	CHECK_STR("impossible answer message", "impossible", msg);
	CHECK_INT("answer below -1", -1, parse("RR R -2"));
	char longer[300];
	snprintf(longer, sizeof longer, "RR R 1 # breaks solutions that %0200d", 0);
	CHECK_INT("breaks note too long", -1, parse(longer));
	CHECK_STR("breaks note too long message", "comment is 222 characters; at most 127 fit", msg);
	CHECK_INT("unclosed quote", -1, parse("\"RR R 1"));
	CHECK_STR("unclosed quote message", "unclosed", msg);
}

/* The approach tags "[name ...]" at the start of a comment (judge/gen writes them). */
static void test_approach_tags(void)
{
	unsigned adjacent = 1u << approach_index("adjacent_only", 13),
		 runs = 1u << approach_index("runs_at_once", 12),
		 split = 1u << approach_index("split_first_only", 16);
	CHECK_INT("every known name is found", 1,
		  approach_index("no_visited", 10) >= 0 && approach_index("board_visited", 13) >= 0 &&
			  approach_index("board_visited_all", 17) >= 0);
	CHECK_INT("a prefix of a name is not a name", -1, approach_index("board_visite", 12));
	CHECK_INT("no comment: no tags", 1, parse("RR R 1\n"));
	CHECK_INT("no comment: approaches 0", 0, (int)c.approaches);
	CHECK_INT("a plain comment: no tags", 1, parse("RR R 1  # two balls\n"));
	CHECK_INT("a plain comment: approaches 0", 0, (int)c.approaches);
	CHECK_INT("two tags", 1, parse("RRWWRRBBRR WB 2  # [adjacent_only runs_at_once]\n"));
	CHECK_INT("two tags read", (long)(adjacent | runs), (long)c.approaches);
	CHECK_INT("two tags: no sentence", 0, (int)strlen(c.breaks));
	CHECK_INT("a tag, then a comment", 1, parse("RR R 1 #[split_first_only] states 12\n"));
	CHECK_INT("a tag, then a comment: the tag", (long)split, (long)c.approaches);
	CHECK_INT("a tag, then a sentence", 1,
		  parse("RR R 1 # [adjacent_only] breaks solutions that never try R\n"));
	CHECK_INT("a tag, then a sentence: the tag", (long)adjacent, (long)c.approaches);
	CHECK_INT("a tag, then a sentence: the sentence", 0,
		  strcmp(c.breaks, "breaks solutions that never try R"));
	CHECK_INT("an empty list", 1, parse("RR R 1 # [ ] x\n"));
	CHECK_INT("an empty list: approaches 0", 0, (int)c.approaches);
	CHECK_INT("brackets later in a comment are text", 1, parse("RR R 1 # see [nothing]\n"));
	CHECK_INT("brackets later: approaches 0", 0, (int)c.approaches);
	CHECK_INT("an unknown tag", -1, parse("RR R 1 # [adjacent_only greedy]\n"));
	CHECK_STR("an unknown tag message", "unknown approach tag 'greedy'", msg);
	CHECK_INT("a list not closed", -1, parse("RR R 1 # [adjacent_only\n"));
	CHECK_STR("a list not closed message", "not closed", msg);
	/* each tag's answer, "name=ANSWER" (gen writes the planted solver's; issue 34) */
	int a = approach_index("adjacent_only", 13), r = approach_index("runs_at_once", 12),
	    nv = approach_index("no_visited", 10);
	CHECK_INT("tags with answers", 1,
		  parse("RRWWRRBBRR WB 2  # [adjacent_only=-1 runs_at_once=3 no_visited] x\n"));
	CHECK_INT("tags with answers: the tags", (long)(adjacent | runs | 1u << nv),
		  (long)c.approaches);
	CHECK_INT("tags with answers: adjacent_only's", -1, c.approach_answer[a]);
	CHECK_INT("tags with answers: runs_at_once's", 3, c.approach_answer[r]);
	CHECK_INT("a tag without an answer: none", APPROACH_NO_ANSWER, c.approach_answer[nv]);
	CHECK_INT("a tag without an answer after one with", 1,
		  parse("RR R 1 # [adjacent_only]\n"));
	CHECK_INT("  ... has none (not the line before's)", APPROACH_NO_ANSWER, c.approach_answer[a]);
	CHECK_INT("an answer that is not one", -1, parse("RR R 1 # [adjacent_only=x]\n"));
	CHECK_STR("an answer that is not one: message", "adjacent_only=' is not followed by an answer",
		  msg);
	CHECK_INT("an answer out of range", -1, parse("RR R 1 # [adjacent_only=-2]\n"));
	/* a slow approach's "=memory": it runs out of memory there (issue 34) */
	CHECK_INT("no_visited=memory", 1, parse("RR R 1 # [adjacent_only=-1 no_visited=memory] x\n"));
	CHECK_INT("no_visited=memory: the tags", (long)(adjacent | 1u << nv), (long)c.approaches);
	CHECK_INT("no_visited=memory: its memory bit", 1L << nv, (long)c.approach_memory);
	CHECK_INT("  ... and no answer", APPROACH_NO_ANSWER, c.approach_answer[nv]);
	CHECK_INT("a plain no_visited after it", 1, parse("RR R 1 # [no_visited]\n"));
	CHECK_INT("  ... has no memory bit (not the line before's)", 0, (long)c.approach_memory);
	CHECK_INT("=memory on a wrong-answer approach", -1, parse("RR R 1 # [adjacent_only=memory]\n"));
	CHECK_INT("=memory glued to more", -1, parse("RR R 1 # [no_visited=memoryx]\n"));
}

/* A file with good and bad lines: the good ones are kept, each bad one named by file:line. */
static void test_file(void)
{
	char path[] = "/tmp/zuma-cases-XXXXXX";
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");
	fputs("# header\nRR R 1\nRR R\n\n\"G\" \"GGGGG\" 2\nRRR R 1\n", f);
	fclose(f);
	char errbuf[1024] = {0};
	FILE *err = fmemopen(errbuf, sizeof errbuf - 1, "w");
	struct case_list l = {0};
	CHECK_INT("problems in file", 2, read_cases(path, &l, err));
	fclose(err);
	CHECK_INT("good cases kept", 2, l.n);
	CHECK_INT("line of first case", 2, l.n > 0 ? l.v[0].line : 0);
	CHECK_INT("line of second case", 5, l.n > 1 ? l.v[1].line : 0);
	char want[600];
	snprintf(want, sizeof want, "%s:3: missing field", path);
	CHECK_STR("first problem named", want, errbuf);
	snprintf(want, sizeof want, "%s:6: board starts with a run of three", path);
	CHECK_STR("second problem named", want, errbuf);
	free_cases(&l);
	unlink(path);

	err = fmemopen(errbuf, sizeof errbuf - 1, "w");
	CHECK_INT("missing file", 1, read_cases("/nonexistent/cases.txt", &l, err));
	fclose(err);
	CHECK_STR("missing file named", "/nonexistent/cases.txt: cannot read", errbuf);
	free_cases(&l);
}

int main(void)
{
	test_good_lines();
	test_bad_lines();
	test_approach_tags();
	test_file();
	printf("%d passed, %d failed\n", passed, failed);
	return failed != 0;
}
