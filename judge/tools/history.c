/* history.c: owns the commands of the submission history and the contest clock, as make calls
 * them (judge/tools/history_record.c keeps the file, contest.c the clock):
 *   history begin KIND     before a make submit or make judge (KIND): keeps a copy of SOLUTION
 *                          (named by its SHA-256) and prints a folder for the run's output
 *   history record DIR     after it: reads the judge's result (the file it wrote itself,
 *                          judge_output.c) and status from DIR, keeps its output, appends one
 *                          record, says where the contest stands; exits with the judge's status
 *   history list           make history: newest first, or FORMAT=json, SHOW=n, DIFF=a,b
 *   history contest start MINUTES | status | stop   make contest, contest-status, contest-stop
 * The judge's output passes through tee to DIR/output as it is printed and is kept as shown;
 * the verdict comes from DIR/result alone, which no solution's output can reach. */
#include "contest.h"
#include "escape.h"
#include "history_record.h"
#include "judge_output.h"
#include "sha256.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum { COPY_MAX = 4 << 20 }; /* a file larger than this is judged, not kept */

static const struct {
	const char *ext, *language;
} languages[] = {{".c", "C"},          {".cpp", "C++"},        {".cc", "C++"},
		 {".java", "Java"},    {".py", "Python 3"},    {".js", "JavaScript"},
		 {".ts", "TypeScript"}};

static int json_mode(void)
{
	const char *f = getenv("ZUMA_FORMAT");
	return f && !strcmp(f, "json");
}

static int colour_on(void)
{
	return !json_mode() && isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
}

/* The bytes of the file at path (at most max), malloc'd and NUL-terminated; NULL when it is
 * not a regular file that can be read, or is larger. */
static char *slurp(const char *path, size_t max, size_t *n)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	char *buf = NULL;
	*n = 0;
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size <= max &&
	    (buf = malloc((size_t)st.st_size + 1))) {
		ssize_t k;
		while (*n < (size_t)st.st_size &&
		       (k = read(fd, buf + *n, (size_t)st.st_size - *n)) > 0)
			*n += (size_t)k;
		buf[*n] = '\0';
	}
	close(fd);
	return buf;
}

/* Writes n bytes to path whole or not at all: into a file beside it, then renamed. */
static int write_whole(const char *path, const char *s, size_t n)
{
	char tmp[1300];
	snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	size_t done = 0;
	for (ssize_t k; fd >= 0 && done < n; done += (size_t)k)
		if ((k = write(fd, s + done, n - done)) <= 0)
			break;
	if (fd < 0 || done < n || close(fd) || rename(tmp, path)) {
		unlink(tmp);
		return -1;
	}
	return 0;
}

static void copy_path(const struct zuma_paths *p, const struct record *r, char *out, size_t size)
{
	snprintf(out, size, "%s/%s%s", p->files, r->sha, r->ext);
}

static void output_path(const struct zuma_paths *p, const struct record *r, char *out,
			size_t size)
{
	snprintf(out, size, "%s/%s.out", p->files, r->output_sha);
}

/* Keeps the n bytes of the judge's output as files/SHA.out (SHA into r->output_sha); its
 * colours taken out first, as they were for the terminal. */
static void keep_output(const struct zuma_paths *p, struct record *r, char *s, size_t n)
{
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\033' && i + 1 < n && s[i + 1] == '[') {
			size_t k = i + 2;
			while (k < n && ((s[k] >= '0' && s[k] <= '9') || s[k] == ';'))
				k++;
			if (k < n && s[k] == 'm') {
				i = k;
				continue;
			}
		}
		s[m++] = s[i];
	}
	char path[1300];
	struct stat st;
	sha256_hex(s, m, r->output_sha);
	output_path(p, r, path, sizeof path);
	if (m == 0 || (stat(path, &st) && write_whole(path, s, m)))
		r->output_sha[0] = '\0';
}

/* Removes the folders of runs that never reached `record` (a Ctrl-C), once a day old. */
static void sweep(const char *tmp, long long now)
{
	DIR *d = opendir(tmp);
	for (struct dirent *e; d && (e = readdir(d));) {
		char dir[1400], file[1500];
		struct stat st;
		snprintf(dir, sizeof dir, "%s/%s", tmp, e->d_name);
		if (strncmp(e->d_name, "run.", 4) || lstat(dir, &st) || !S_ISDIR(st.st_mode) ||
		    st.st_mtime > now - 86400)
			continue;
		for (const char *const *f = (const char *const[]){"begin", "status", "output", "result",
								   "result.tmp", NULL};
		     *f; f++) {
			snprintf(file, sizeof file, "%s/%s", dir, *f);
			unlink(file);
		}
		rmdir(dir);
	}
	if (d)
		closedir(d);
}

static int begin(const char *kind)
{
	struct zuma_paths p;
	zuma_paths(&p);
	long long now = zuma_now();
	const char *solution = getenv("ZUMA_SOLUTION");
	char run[1200];
	snprintf(run, sizeof run, "%s/run.XXXXXX", p.tmp);
	if ((mkdir(p.dir, 0755) && errno != EEXIST) || (mkdir(p.files, 0755) && errno != EEXIST) ||
	    (mkdir(p.tmp, 0755) && errno != EEXIST) || !mkdtemp(run)) {
		fprintf(stderr, "history: cannot write in %s (%s): this run is judged but not "
				"recorded\n", p.dir, strerror(errno));
		return 1;
	}
	sweep(p.tmp, now);
	struct record r;
	record_init(&r);
	snprintf(r.kind, sizeof r.kind, "%s", kind);
	r.time = now;
	r.id = 1; /* placeholders: the record gets its id and verdict when appended */
	snprintf(r.verdict, sizeof r.verdict, "IE");
	snprintf(r.file, sizeof r.file, "%s", solution && solution[0] ? solution : "solution.c");
	const char *dot = strrchr(r.file, '.');
	snprintf(r.language, sizeof r.language, "?");
	for (size_t i = 0; dot && i < sizeof languages / sizeof languages[0]; i++)
		if (!strcmp(dot, languages[i].ext)) {
			snprintf(r.ext, sizeof r.ext, "%s", dot);
			snprintf(r.language, sizeof r.language, "%s", languages[i].language);
		}
	size_t n;
	char *code = slurp(r.file, COPY_MAX, &n), copy[1300];
	if (code) {
		struct stat st;
		sha256_hex(code, n, r.sha);
		copy_path(&p, &r, copy, sizeof copy);
		if (stat(copy, &st) && write_whole(copy, code, n))
			r.sha[0] = '\0'; /* no copy kept: the record says so */
		free(code);
	}
	char line[8192], path[1300];
	size_t len = record_format(&r, 0, line, sizeof line);
	snprintf(path, sizeof path, "%s/begin", run);
	if (write_whole(path, line, len)) {
		fprintf(stderr, "history: cannot write %s: this run is judged but not recorded\n", path);
		rmdir(run);
		return 1;
	}
	printf("%s\n", run);
	return 0;
}

static void remove_run(const char *run)
{
	char path[1300];
	for (const char *const *f = (const char *const[]){"begin", "status", "output", "result",
							   "result.tmp", NULL};
	     *f; f++) {
		snprintf(path, sizeof path, "%s/%s", run, *f);
		unlink(path);
	}
	rmdir(run);
}

static int record(const char *run)
{
	struct zuma_paths p;
	zuma_paths(&p);
	char path[1300];
	size_t n;
	struct record r;
	snprintf(path, sizeof path, "%s/status", run);
	char *status_text = slurp(path, 64, &n);
	int status = status_text ? atoi(status_text) : 1;
	free(status_text);
	snprintf(path, sizeof path, "%s/begin", run);
	char *begun = slurp(path, 16384, &n);
	if (begun)
		begun[strcspn(begun, "\n")] = '\0';
	if (!begun || record_parse(begun, &r)) {
		fprintf(stderr, "history: %s is missing or damaged: this run is not recorded\n", path);
		free(begun);
		remove_run(run);
		return status;
	}
	free(begun);
	snprintf(path, sizeof path, "%s/output", run);
	char *output = slurp(path, 256 << 20, &n);
	if (output)
		keep_output(&p, &r, output, n);
	free(output);
	/* The judge's own result, unless it was killed: then nothing it wrote is taken. */
	int stopped = status == 128 + 1 || status == 128 + 2 || status == 128 + 3 ||
		      status == 128 + 15, killed = status > 128 && !stopped;
	snprintf(path, sizeof path, "%s/result", run);
	int found = !killed && judge_result_read(path, &r);
	if (!found && stopped) {
		remove_run(run); /* stopped by the user (Ctrl-C, Ctrl-\), or a hangup: no verdict */
		return status;
	}
	if (killed) {
		snprintf(r.verdict, sizeof r.verdict, "IE");
		snprintf(r.result, sizeof r.result, "Internal Error (judge killed, signal %d)",
			 status - 128);
	} else if (!found) { /* the judge refused its input (no case matched FILTER...) */
		remove_run(run);
		return status;
	}
	int appended = history_append(p.history, &r) == 0;
	remove_run(run);
	if (!appended)
		return status;
	long long now = zuma_now();
	if (json_mode()) { /* stdout holds the judge's JSON only; the clock still settles */
		struct record running, ended;
		contest_settle(&p, now, &running, &ended);
		return status;
	}
	printf("History: saved as #%d (make history SHOW=%d shows it)\n", r.id, r.id);
	contest_after_submit(&p, now, &r);
	return status;
}

/* Prints n bytes of a user's file or of diff's output, made safe for a terminal by escape.c;
 * tabs stay tabs, so indented code reads as written. */
static void print_safe(const char *s, size_t n)
{
	char *out = malloc(6 * n + 1);
	if (!out)
		return;
	for (size_t i = 0; i < n;) {
		size_t k = i;
		while (k < n && s[k] != '\t')
			k++;
		escape_text(out, 6 * (k - i) + 1, s + i, k - i);
		fputs(out, stdout);
		if (k < n)
			putchar('\t');
		i = k + 1;
	}
	free(out);
}

/* s made safe for a terminal (escape.c), on one line: a line break in a file's name shows as
 * \n, so it cannot break a row of the table. */
static const char *shown(const char *s)
{
	static char text[4][4 * NAME_MAX_BYTES], line[4][8 * NAME_MAX_BYTES];
	static int next;
	char *t = text[next % 4], *l = line[next++ % 4], *o = l;
	escape_text(t, sizeof text[0], s, strlen(s));
	for (; *t; t++)
		if (*t == '\n')
			*o++ = '\\', *o++ = 'n';
		else
			*o++ = *t;
	*o = '\0';
	return l;
}

/* Display width of UTF-8 text: one column a character. */
static int width(const char *s)
{
	int w = 0;
	for (; *s; s++)
		w += ((unsigned char)*s & 0xc0) != 0x80;
	return w;
}

static const char *colour_of(const struct record *r)
{
	if (!strcmp(r->kind, "contest"))
		return r->solved ? "\033[32m" : "\033[31m";
	return !strcmp(r->verdict, "AC") ? "\033[32m"
	       : !strcmp(r->verdict, "CE") || !strcmp(r->verdict, "IE") ? "\033[33m"
								      : "\033[31m";
}

static const char *status_of(const struct record *r)
{
	static char text[128];
	if (!strcmp(r->kind, "contest"))
		return r->solved ? "Contest solved" : r->abandoned ? "Contest abandoned"
								 : "Contest unsolved";
	const char *words = r->result[0] ? r->result : words_of_verdict(r->verdict);
	if (!r->unverified)
		return words;
	/* as its output said: judged where the box could not hide the cases */
	snprintf(text, sizeof text, "%s (unverified: UNCONFINED=1)", words);
	return text;
}

enum { COLUMNS = 11 };

/* The cells of a row of make history; a contest's last cell says its score. */
static void cells(const struct record *r, char cell[COLUMNS][600])
{
	for (int i = 0; i < COLUMNS; i++)
		cell[i][0] = '\0';
	int contest = !strcmp(r->kind, "contest");
	if (!contest)
		snprintf(cell[0], 600, "%d", r->id);
	snprintf(cell[1], 600, "%s", local_time(r->time));
	snprintf(cell[2], 600, "%s", r->kind);
	snprintf(cell[3], 600, "%s", shown(status_of(r)));
	if (contest) {
		long long s = r->accepted_s + (long long)PENALTY_S * r->wrong;
		if (r->solved)
			snprintf(cell[10], 600, "score %s = Accepted at %s + %d wrong x 5 min; %d-minute "
				 "contest, %d submission%s", duration(s), duration(r->accepted_s),
				 r->wrong, r->minutes, r->submissions, r->submissions == 1 ? "" : "s");
		else
			snprintf(cell[10], 600, "%d-minute contest, %d submission%s, %d wrong",
				 r->minutes, r->submissions, r->submissions == 1 ? "" : "s", r->wrong);
		return;
	}
	if (r->total >= 0)
		snprintf(cell[4], 600, "%d/%d", r->passed, r->total);
	if (r->runtime_ms >= 0)
		snprintf(cell[5], 600, "%.3f ms", r->runtime_ms);
	if (r->memory_mb >= 0)
		snprintf(cell[6], 600, "%.1f MB", r->memory_mb);
	snprintf(cell[7], 600, "%s", r->language);
	snprintf(cell[8], 600, "%s", shown(r->file));
	snprintf(cell[9], 600, "%.8s", r->sha[0] ? r->sha : "-");
	if (r->first_failing[0])
		snprintf(cell[10], 600, "first failing %s", shown(r->first_failing));
}

static int newest_first(const void *a, const void *b)
{
	const struct record *x = a, *y = b;
	if (x->time != y->time)
		return x->time < y->time ? 1 : -1;
	return y->line - x->line;
}

static void print_table(const struct record *v, int n)
{
	static const char *const head[COLUMNS] = {"#",       "Submitted", "Kind",   "Status",
						  "Passed",  "Runtime",   "Memory", "Language",
						  "File",    "SHA-256", ""};
	static const int right[COLUMNS] = {1, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0};
	static char cell[COLUMNS][600];
	int w[COLUMNS];
	for (int c = 0; c < COLUMNS; c++)
		w[c] = width(head[c]);
	for (int i = 0; i < n; i++) {
		cells(&v[i], cell);
		for (int c = 0; c < COLUMNS - 1; c++)
			if (strcmp(v[i].kind, "contest") || c < 4)
				w[c] = width(cell[c]) > w[c] ? width(cell[c]) : w[c];
	}
	int colour = colour_on();
	for (int i = -1; i < n; i++) {
		if (i >= 0)
			cells(&v[i], cell);
		int contest = i >= 0 && !strcmp(v[i].kind, "contest");
		char line[8192];
		size_t len = 0;
		for (int c = 0; c < COLUMNS; c++) {
			const char *t = i < 0 ? head[c] : cell[c];
			int pad = c == COLUMNS - 1 ? 0 : w[c] - width(t);
			if (contest && c >= 4 && c < COLUMNS - 1)
				continue; /* a contest's score runs on from its status */
			if (contest && c == 3)
				pad = 0;
			int on = colour && i >= 0 && c == 3;
			len += (size_t)snprintf(line + len, sizeof line - len, "%*s%s%s%s%*s%s",
						right[c] ? pad : 0, "", on ? colour_of(&v[i]) : "", t,
						on ? "\033[0m" : "", right[c] ? 0 : pad, "",
						c < COLUMNS - 1 ? "  " : "");
			if (len >= sizeof line)
				len = sizeof line - 1;
		}
		while (len && line[len - 1] == ' ')
			line[--len] = '\0';
		printf("%s\n", line);
	}
}

static const struct record *find_submission(const struct record *v, int n, const char *what,
					    const char *text)
{
	char *end;
	long id = strtol(text, &end, 10);
	for (int i = 0; i < n && !*end && id > 0; i++)
		if (strcmp(v[i].kind, "contest") && v[i].id == id)
			return &v[i];
	fprintf(stderr, "%s: no submission #%s in the history (make history lists them)\n", what,
		shown(text));
	return NULL;
}

/* Prints the kept file at path (or says none was kept) after a heading. */
static void print_kept(const char *heading, const char *path, int kept)
{
	size_t n = 0;
	char *text = kept ? slurp(path, 256 << 20, &n) : NULL;
	printf("\n== %s%s\n", heading, text ? "" : ": no copy was kept");
	if (text) {
		print_safe(text, n);
		if (n && text[n - 1] != '\n')
			putchar('\n');
	}
	free(text);
}

static int show(const struct zuma_paths *p, const struct record *r)
{
	char copy[1300], output[1300], line[8192];
	copy_path(p, r, copy, sizeof copy);
	output_path(p, r, output, sizeof output);
	if (json_mode()) {
		size_t len = record_format(r, 1, line, sizeof line);
		line[len - 2] = '\0'; /* without its "}\n": the paths of the copies follow */
		printf("%s,\"copy\":\"%s\",\"output_copy\":\"%s\"}\n", line,
		       r->sha[0] ? shown(copy) : "", r->output_sha[0] ? shown(output) : "");
		return 0;
	}
	int colour = colour_on();
	printf("#%d  %s%s%s  make %s, %s\n", r->id, colour ? colour_of(r) : "", status_of(r),
	       colour ? "\033[0m" : "", r->kind, local_time(r->time));
	if (r->total >= 0)
		printf("%d / %d testcases passed%s%s\n", r->passed, r->total,
		       r->first_failing[0] ? "; first failing case " : "",
		       r->first_failing[0] ? shown(r->first_failing) : "");
	if (r->runtime_ms >= 0)
		printf("Runtime: %.3f ms   Memory: %.1f MB\n", r->runtime_ms,
		       r->memory_mb >= 0 ? r->memory_mb : 0);
	printf("Language: %s   File: %s\nSHA-256: %s\n", r->language, shown(r->file),
	       r->sha[0] ? r->sha : "-");
	print_kept("the judge's output", output, r->output_sha[0]);
	print_kept("the file", copy, r->sha[0] != '\0');
	return 0;
}

/* diff -u between the kept copies of two submissions, its output escaped like a file's. */
static int diff(const struct zuma_paths *p, const struct record *a, const struct record *b)
{
	char path[2][1300], label[2][4200];
	const struct record *r[2] = {a, b};
	for (int i = 0; i < 2; i++) {
		copy_path(p, r[i], path[i], sizeof path[i]);
		snprintf(label[i], sizeof label[i], "#%d %s (%s, %s)", r[i]->id, r[i]->file,
			 status_of(r[i]), local_time(r[i]->time));
		if (!r[i]->sha[0] || access(path[i], R_OK)) {
			fprintf(stderr, "DIFF: no copy of submission #%d was kept\n", r[i]->id);
			return 2;
		}
	}
	int fds[2];
	if (pipe(fds))
		return 2;
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fds[1], STDOUT_FILENO);
		close(fds[0]);
		close(fds[1]);
		execlp("diff", "diff", "-u", "-L", label[0], "-L", label[1], path[0], path[1],
		       (char *)NULL);
		fprintf(stderr, "DIFF: cannot run diff: %s\n", strerror(errno));
		_exit(2);
	}
	close(fds[1]);
	size_t cap = 1 << 16, n = 0;
	char *out = malloc(cap);
	for (ssize_t k; out && (k = read(fds[0], out + n, cap - n)) != 0;) {
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			break;
		if ((n += (size_t)k) == cap) {
			char *more = realloc(out, cap *= 2);
			if (!more)
				break;
			out = more;
		}
	}
	close(fds[0]);
	int status = 2;
	if (pid < 0 || waitpid(pid, &status, 0) < 0)
		status = 2 << 8;
	if (out)
		print_safe(out, n);
	free(out);
	int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 2;
	if (rc == 0)
		printf("#%d and #%d are the same file\n", a->id, b->id);
	return rc == 1 ? 0 : rc;
}

static int list(void)
{
	struct zuma_paths p;
	zuma_paths(&p);
	const char *show_id = getenv("ZUMA_SHOW"), *pair = getenv("ZUMA_DIFF");
	show_id = show_id ? show_id : "";
	pair = pair ? pair : "";
	if (show_id[0] && pair[0]) {
		fprintf(stderr, "make history takes SHOW= or DIFF=, not both\n");
		return 2;
	}
	long long now = zuma_now();
	struct record running, ended, *v;
	contest_settle(&p, now, &running, &ended);
	int n = history_load(p.history, &v);
	if (n < 0)
		return 2;
	int rc = 0;
	if (show_id[0]) {
		const struct record *r = find_submission(v, n, "SHOW", show_id);
		rc = r ? show(&p, r) : 2;
	} else if (pair[0]) {
		char first[64];
		const char *comma = strchr(pair, ',');
		snprintf(first, sizeof first, "%.*s", comma ? (int)(comma - pair) : 0, pair);
		const struct record *a = comma ? find_submission(v, n, "DIFF", first) : NULL;
		const struct record *b = a ? find_submission(v, n, "DIFF", comma + 1) : NULL;
		if (!comma)
			fprintf(stderr, "DIFF='%s': two submission numbers, as DIFF=3,5\n", shown(pair));
		rc = a && b ? diff(&p, a, b) : 2;
	} else {
		qsort(v, (size_t)n, sizeof *v, newest_first);
		if (json_mode()) {
			char line[8192];
			for (int i = 0; i < n; i++) {
				size_t len = record_format(&v[i], 1, line, sizeof line);
				fwrite(line, 1, len, stdout);
			}
		} else if (n == 0) {
			printf("No submissions yet: make submit (or make judge) records each one in "
			       "%s\n", shown(p.history));
		} else {
			print_table(v, n);
		}
	}
	free(v);
	return rc;
}

int main(int argc, char **argv)
{
	const char *cmd = argc > 1 ? argv[1] : "";
	if (!strcmp(cmd, "begin") && argc == 3 &&
	    (!strcmp(argv[2], "submit") || !strcmp(argv[2], "judge")))
		return begin(argv[2]);
	if (!strcmp(cmd, "record") && argc == 3)
		return record(argv[2]);
	if (!strcmp(cmd, "list") && argc == 2)
		return list();
	if (!strcmp(cmd, "contest") && argc >= 3) {
		struct zuma_paths p;
		zuma_paths(&p);
		if ((mkdir(p.dir, 0755) && errno != EEXIST)) {
			fprintf(stderr, "contest: cannot write in %s: %s\n", p.dir, strerror(errno));
			return 1;
		}
		if (!strcmp(argv[2], "start") && argc == 4)
			return contest_start(&p, zuma_now(), argv[3]);
		if (!strcmp(argv[2], "status") && argc == 3)
			return contest_status(&p, zuma_now());
		if (!strcmp(argv[2], "stop") && argc == 3)
			return contest_stop(&p, zuma_now());
	}
	fprintf(stderr, "usage: history begin submit|judge | record DIR | list | "
			"contest start MINUTES | contest status | contest stop\n");
	return 2;
}
