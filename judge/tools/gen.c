/* gen.c: writes the generated case files, and tags every case with the known wrong approaches
 * that fail it. Every expected answer is the reference solver's.
 *
 * usage: gen FOLDER [SEED]     gen --tag FILE...
 * Writes FOLDER/traps-found.txt (inputs on which a planted adjacent-only solver fails),
 * random-lengths.txt (every board length 1..16 with every hand size 1..5),
 * random-answers.txt (every answer -1..5) and hard.txt (make bench's corpus: among 2,000 long
 * boards with full hands, the 160 impossible and 160 solvable inputs on which the reference
 * explores the most states, with its shortcuts off). Then it tags every case of every *.txt in
 * FOLDER, hand-written files too: the comment of a case line starts with "[name ...]", the
 * known approaches (cases.h) whose planted solver, linked in with its findMinStep renamed
 * planted_NAME, fails it ("no_visited=memory" where a search with no visited set runs out of
 * memory for want of the set). --tag tags only the files named. */
#include "cases.h"
#include "random_input.h"
#include "reference.h"
#include "reference_jobs.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* The planted solver of each known approach (cases.h), each findMinStep renamed planted_NAME;
 * planted_no_visited gives up with -2 past MOVES_CAP moves (Makefile). */
int planted_board_visited(char *board, char *hand);
int planted_board_visited_all(char *board, char *hand);
int planted_split_first_only(char *board, char *hand);
int planted_adjacent_only(char *board, char *hand);
int planted_runs_at_once(char *board, char *hand);
int planted_no_visited(char *board, char *hand);
int planted_board_colours_only(char *board, char *hand);

/* A plain right search with a visited set, capped at a tenth of no_visited's moves (-2 past). */
int planted_full_bfs(char *board, char *hand);

/* The move rule of published solutions with no visited set, and with one: -3 past a level of
 * LEVEL_CAP states (Makefile), for the memory tag. */
int planted_no_visited_joins(char *board, char *hand);
int planted_joins_visited(char *board, char *hand);

static int (*const planted[APPROACHES])(char *, char *) = {
	planted_board_visited, planted_board_visited_all, planted_split_first_only,
	planted_adjacent_only, planted_runs_at_once, planted_no_visited, planted_board_colours_only,
};

enum { HARD_CANDIDATES = 2000, HARD_KEPT_EACH = 160, PER_ANSWER = 10, TRAPS = 12 };

struct scored {
	char board[17], hand[6];
	int answer;
	long states;
};

static FILE *open_out(const char *dir, const char *name, const char *what, unsigned long seed)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	if (!f) {
		perror(path);
		exit(1);
	}
	fprintf(f, "# %s\n# Written by make cases (build/gen, seed %lu); answers from the reference "
		   "solver.\n",
		what, seed);
	return f;
}

static void write_traps(const char *dir, struct rng *r, unsigned long seed)
{
	FILE *f = open_out(dir, "traps-found.txt",
			   "Inputs on which a planted solver that inserts only next to a ball of the "
			   "same colour goes wrong (found by random search).",
			   seed);
	for (int found = 0; found < TRAPS;) {
		char b[17], h[6];
		random_input(r, 6 + (int)rng_below(r, 5), 2 + (int)rng_below(r, 3),
			     3 + (int)rng_below(r, 2), 1, b, h);
		int want = reference_min_step(b, h, NULL);
		if (planted_adjacent_only(b, h) == want)
			continue;
		fprintf(f, "%s %s %d\n", b, h, want);
		found++;
	}
	fclose(f);
}

static void write_lengths(const char *dir, struct rng *r, unsigned long seed)
{
	FILE *f = open_out(dir, "random-lengths.txt",
			   "Every board length 1..16 with every hand size 1..5: one biased draw "
			   "(runs, hand from the board's colours) and one plain draw each.",
			   seed);
	for (int len = 1; len <= 16; len++)
		for (int hs = 1; hs <= 5; hs++)
			for (int biased = 1; biased >= 0; biased--) {
				char b[17], h[6];
				int colours = len <= 2 ? 1 + (int)rng_below(r, 5)
						       : 2 + (int)rng_below(r, 4);
				random_input(r, len, hs, colours, biased, b, h);
				fprintf(f, "%s %s %d\n", b, h, reference_min_step(b, h, NULL));
			}
	fclose(f);
}

static void write_answers(const char *dir, struct rng *r, unsigned long seed)
{
	FILE *f = open_out(dir, "random-answers.txt",
			   "Each possible answer, -1 and 1 to 5, ten times (0 needs an empty board, "
			   "which LeetCode does not allow).",
			   seed);
	int count[7] = {0};
	count[1] = PER_ANSWER; /* answer 0 cannot occur */
	for (;;) {
		int done = 1;
		for (int a = 0; a < 7; a++)
			done &= count[a] >= PER_ANSWER;
		if (done)
			break;
		char b[17], h[6];
		random_input(r, 1 + (int)rng_below(r, 16), 1 + (int)rng_below(r, 5),
			     2 + (int)rng_below(r, 4), 1, b, h);
		if ((int)strlen(b) > 12 && (int)strlen(h) == 5)
			continue; /* keep this file quick to verify */
		int a = reference_min_step(b, h, NULL);
		if (count[a + 1] >= PER_ANSWER)
			continue;
		count[a + 1]++;
		fprintf(f, "%s %s %d\n", b, h, a);
	}
	fclose(f);
}

static int by_states(const void *a, const void *b)
{
	long x = ((const struct scored *)a)->states, y = ((const struct scored *)b)->states;
	return (y > x) - (y < x);
}

/* Candidate i for hard.txt: 14 to 16 balls, a full hand. One in four is wide (4 or 5 colours,
 * nearly always -1); the rest are narrow (3 colours in runs, the hand from the board), where
 * about one in four is solvable, often with 4 or 5 balls. Kinds go by i / 2, so two workers
 * share both. */
static void hard_candidate(struct rng *r, int i, char *board, char *hand)
{
	int len = 14 + (int)rng_below(r, 3);
	if (i / 2 % 4) {
		random_input(r, len, 5, 3, 1, board, hand);
		return;
	}
	random_input(r, len, 5, 4 + (int)rng_below(r, 2), (int)rng_below(r, 2), board, hand);
	if (rng_below(r, 2)) { /* five different colours make the widest search */
		char h[6] = "RYBGW";
		for (int k = 4; k > 0; k--) {
			int j = (int)rng_below(r, (uint32_t)k + 1);
			char t = h[k];
			h[k] = h[j];
			h[j] = t;
		}
		strcpy(hand, h);
	}
}

static void write_hard(const char *dir, struct rng *r, unsigned long seed)
{
	struct scored *s = calloc(HARD_CANDIDATES, sizeof *s);
	const char **boards = calloc(HARD_CANDIDATES, sizeof *boards);
	const char **hands = calloc(HARD_CANDIDATES, sizeof *hands);
	int *answer = calloc(HARD_CANDIDATES, sizeof *answer);
	long *states = calloc(HARD_CANDIDATES, sizeof *states);
	if (!s || !boards || !hands || !answer || !states)
		exit(1);
	for (int i = 0; i < HARD_CANDIDATES; i++) {
		hard_candidate(r, i, s[i].board, s[i].hand);
		boards[i] = s[i].board;
		hands[i] = s[i].hand;
	}
	reference_use_shortcuts(0); /* rank by the full search's size, as the corpus was made */
	int failed = reference_jobs(HARD_CANDIDATES, boards, hands, 2, answer, states);
	reference_use_shortcuts(1);
	if (failed != 0) {
		fprintf(stderr, "gen: the reference failed on some hard candidates\n");
		exit(1);
	}
	for (int i = 0; i < HARD_CANDIDATES; i++) {
		s[i].answer = answer[i];
		s[i].states = states[i];
	}
	qsort(s, HARD_CANDIDATES, sizeof *s, by_states);
	char what[256];
	snprintf(what, sizeof what,
		 "The inputs, out of %d drawn boards of 14 to 16 balls with full hands, on which the "
		 "reference explores the most states: the top %d with answer -1 and the top %d "
		 "solvable ones (figure in the comment).",
		 HARD_CANDIDATES, HARD_KEPT_EACH, HARD_KEPT_EACH);
	FILE *f = open_out(dir, "hard.txt", what, seed);
	int kept[2] = {0, 0};
	for (int i = 0; i < HARD_CANDIDATES; i++) {
		int solvable = s[i].answer >= 0;
		if (kept[solvable] == HARD_KEPT_EACH)
			continue;
		kept[solvable]++;
		fprintf(f, "%s %s %d  # reference states %ld\n", s[i].board, s[i].hand, s[i].answer,
			s[i].states);
	}
	fclose(f);
	if (kept[0] < HARD_KEPT_EACH || kept[1] < HARD_KEPT_EACH)
		fprintf(stderr, "gen: hard.txt has only %d impossible and %d solvable cases\n",
			kept[0], kept[1]);
	free(s);
	free(boards);
	free(hands);
	free(answer);
	free(states);
}

/* ---- Tags: which planted approach solvers fail each case ---- */

/* The known approaches whose planted solver fails board/hand (answer `want`): answers other
 * than the reference's, or -2 (past its moves cap: too slow); each wrong-answer approach's
 * answer into answers[] (the summary names an approach by them). A slow approach's tag is kept only
 * where a plain search with a visited set (full_bfs.c) answers within a tenth of those moves:
 * inputs hard for any plain search are no evidence that a set is missing. */
/* Of the case lines a slow approach's solver fails: on how many full_bfs.c fails too (its tag
 * left out); printed by say_slow (docs/approaches.md quotes the figures). And the lines tagged
 * "=memory". */
static int slow_failed, slow_hard, slow_memory;

/* Does a search with no visited set run out of memory on board/hand for want of the set: with
 * the move rule of published solutions, one level of it holds past 400,000 states, while with a
 * visited set every level holds under a tenth of that (no_visited_joins.c, Makefile)? */
static int out_of_memory_unvisited(const char *board, const char *hand)
{
	char b[17], h[6];
	strcpy(b, board);
	strcpy(h, hand);
	if (planted_no_visited_joins(b, h) != -3)
		return 0;
	strcpy(b, board);
	strcpy(h, hand);
	return planted_joins_visited(b, h) != -3;
}

/* ... and the slow approaches that fail it by memory (tagged "=memory") into *memory. */
static unsigned failing_approaches(const char *board, const char *hand, int want,
				   signed char *answers, unsigned char *memory)
{
	unsigned tags = 0;
	*memory = 0;
	for (int i = 0; i < APPROACHES; i++) {
		char b[17], h[6];
		strcpy(b, board);
		strcpy(h, hand);
		int got = planted[i](b, h);
		answers[i] = known_approaches[i].slow || got < -1 ? APPROACH_NO_ANSWER
								  : (signed char)got;
		if (known_approaches[i].slow && out_of_memory_unvisited(board, hand)) {
			slow_memory++;
			*memory |= (unsigned char)(1u << i);
			tags |= 1u << i;
		}
		if (got == want)
			continue;
		if (known_approaches[i].slow) {
			strcpy(b, board);
			strcpy(h, hand);
			slow_failed++;
			if (planted_full_bfs(b, h) != want) {
				slow_hard++;
				continue;
			}
		}
		tags |= 1u << i;
	}
	return tags;
}

/* Where the comment of a case line starts ('#' outside double quotes), or NULL. */
static char *comment_of(char *line)
{
	for (int quoted = 0; *line; line++) {
		if (*line == '"')
			quoted = !quoted;
		else if (*line == '#' && !quoted)
			return line;
	}
	return NULL;
}

/* Writes a case line with the tag list `tags` at the start of its comment (none when 0), each
 * wrong-answer approach's as "name=ANSWER" and a slow one's in `memory` as "name=memory", keeping
 * the rest of the comment; the line unchanged when its tags and answers are already those. */
static void write_tagged(FILE *out, char *line, const struct zcase *c, unsigned tags,
			 const signed char *answers, unsigned char memory)
{
	int same = c->approaches == tags && c->approach_memory == memory;
	for (int i = 0; i < APPROACHES; i++)
		if (tags >> i & 1 && c->approach_answer[i] != answers[i])
			same = 0;
	if (same) {
		fputs(line, out);
		return;
	}
	line[strcspn(line, "\r\n")] = '\0';
	char *hash = comment_of(line), *rest = "";
	if (hash) {
		rest = hash + 1 + strspn(hash + 1, " \t");
		if (*rest == '[')
			rest = strchr(rest, ']') + 1; /* the reader checked it is closed */
		rest += strspn(rest, " \t");
		*hash = '\0';
	}
	size_t n = strlen(line);
	while (n && (line[n - 1] == ' ' || line[n - 1] == '\t'))
		line[--n] = '\0';
	fputs(line, out);
	if (tags || *rest)
		fputs("  #", out);
	const char *sep = " [";
	for (int i = 0; i < APPROACHES; i++)
		if (tags >> i & 1) {
			fprintf(out, "%s%s", sep, known_approaches[i].name);
			if (memory >> i & 1)
				fprintf(out, "=memory");
			else if (answers[i] != APPROACH_NO_ANSWER)
				fprintf(out, "=%d", answers[i]);
			sep = " ";
		}
	fprintf(out, "%s%s%s\n", tags ? "]" : "", *rest ? " " : "", rest);
}

/* Rewrites case file `path` with each case line tagged with the approaches that fail it, against
 * the expected answer in the file (the reference's: make verify checks them all). Returns the
 * number of cases tagged. */
static int tag_file(const char *path)
{
	FILE *in = fopen(path, "r");
	if (!in) {
		perror(path);
		exit(1);
	}
	char tmp[640], line[4096], msg[256];
	snprintf(tmp, sizeof tmp, "%s.tagging", path);
	FILE *out = fopen(tmp, "w");
	if (!out) {
		perror(tmp);
		exit(1);
	}
	int tagged = 0, lineno = 0;
	while (fgets(line, sizeof line, in)) {
		struct zcase c;
		lineno++;
		int r = parse_case_line(line, &c, msg, sizeof msg);
		if (r < 0) {
			fprintf(stderr, "gen: %s:%d: %s\n", path, lineno, msg);
			exit(1);
		}
		if (r == 0) {
			fputs(line, out);
			continue;
		}
		signed char answers[APPROACHES];
		unsigned char memory;
		unsigned tags = failing_approaches(c.board, c.hand, c.expected, answers, &memory);
		tagged += tags != 0;
		write_tagged(out, line, &c, tags, answers, memory);
	}
	fclose(in);
	if (fclose(out) != 0 || rename(tmp, path) != 0) {
		perror(path);
		exit(1);
	}
	return tagged;
}

/* Tags every *.txt case file in dir, in name order. */
static void tag_folder(const char *dir)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort);
	if (n < 0) {
		perror(dir);
		exit(1);
	}
	for (int i = 0; i < n; i++) {
		const char *name = names[i]->d_name;
		size_t len = strlen(name);
		if (name[0] != '.' && len > 4 && !strcmp(name + len - 4, ".txt")) {
			char path[600];
			snprintf(path, sizeof path, "%s/%s", dir, name);
			int tagged = tag_file(path);
			fprintf(stderr, "gen: %s: %d case%s tagged\n", path, tagged,
				tagged == 1 ? "" : "s");
		}
		free(names[i]);
	}
	free(names);
}

static void say_slow(void)
{
	for (int i = 0; i < APPROACHES; i++)
		if (known_approaches[i].slow)
			fprintf(stderr, "gen: %s fails %d case line%s; full_bfs.c, within a tenth of its "
				"moves, fails %d of them too (not tagged): tagged on the other %d\n",
				known_approaches[i].name, slow_failed, slow_failed == 1 ? "" : "s",
				slow_hard, slow_failed - slow_hard);
	fprintf(stderr, "gen: no_visited=memory on %d case line%s: one level of the published move "
		"rule with no visited set holds past 400,000 states, with one under 40,000\n",
		slow_memory, slow_memory == 1 ? "" : "s");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: gen FOLDER [SEED]  |  gen --tag FILE...\n");
		return 2;
	}
	if (!strcmp(argv[1], "--tag")) { /* gen --tag FILE...: tags those files only */
		for (int i = 2; i < argc; i++)
			fprintf(stderr, "gen: %s: %d cases tagged\n", argv[i], tag_file(argv[i]));
		say_slow();
		return 0;
	}
	unsigned long seed = argc > 2 ? strtoul(argv[2], NULL, 10) : 488;
	struct rng r;
	rng_seed(&r, seed);
	write_traps(argv[1], &r, seed);
	write_lengths(argv[1], &r, seed);
	write_answers(argv[1], &r, seed);
	write_hard(argv[1], &r, seed);
	tag_folder(argv[1]);
	say_slow();
	return 0;
}
