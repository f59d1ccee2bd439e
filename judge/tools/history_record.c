/* history_record.c: owns the history file's format: one record a line, as a flat JSON object,
 * written by one append and read back with every damaged line named and skipped. Nothing is
 * ever rewritten in place, so no failure while writing can take an earlier record with it. */
#include "history_record.h"

#include "escape.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { FORMAT_VERSION = 1 };
enum type { STR, INT, LL, DBL, BOOL };

/* The fields of a line, in the order written, and where each lands in a record. */
static const struct field {
	const char *key;
	enum type type;
	size_t at, size;
	int contest; /* 0: a submission's field, 1: a contest's, 2: both */
} fields[] = {
#define F(key, type, member, contest)                                                          \
	{key, type, offsetof(struct record, member), sizeof((struct record *)0)->member, contest}
	F("kind", STR, kind, 2),
	F("time", LL, time, 2),
	F("id", INT, id, 0),
	F("file", STR, file, 0),
	F("sha256", STR, sha, 0),
	F("ext", STR, ext, 0),
	F("language", STR, language, 0),
	F("verdict", STR, verdict, 0),
	F("result", STR, result, 0),
	F("passed", INT, passed, 0),
	F("total", INT, total, 0),
	F("runtime_ms", DBL, runtime_ms, 0),
	F("memory_mb", DBL, memory_mb, 0),
	F("first_failing", STR, first_failing, 0),
	F("output_sha256", STR, output_sha, 0),
	F("unverified", BOOL, unverified, 0),
	F("start", LL, start, 1),
	F("minutes", INT, minutes, 1),
	F("solved", BOOL, solved, 1),
	F("accepted_s", LL, accepted_s, 1),
	F("wrong", INT, wrong, 1),
	F("submissions", INT, submissions, 1),
	F("accepted_id", INT, accepted_id, 1),
	F("abandoned", BOOL, abandoned, 1),
#undef F
};
enum { NFIELDS = sizeof fields / sizeof fields[0] };

static const char *const verdicts[] = {"AC", "WA", "RE", "TLE", "MLE", "OLE", "CE", "IE", "BI"};
static const char *const extensions[] = {"", ".c", ".cpp", ".cc", ".java", ".py", ".js", ".ts"};

static int is_one_of(const char *s, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(s, list[i]))
			return 1;
	return 0;
}

int verdict_is_wrong(const char *v)
{
	static const char *const wrong[] = {"WA", "RE", "TLE", "MLE", "OLE", "IE"};
	return is_one_of(v, wrong, sizeof wrong / sizeof wrong[0]);
}

void record_init(struct record *r)
{
	memset(r, 0, sizeof *r);
	r->passed = r->total = -1;
	r->runtime_ms = r->memory_mb = -1;
	r->accepted_s = -1;
}

/* Appends to out at *n, never past size (a record's fields are bounded, so nothing is lost). */
__attribute__((format(printf, 4, 5))) static void put(char *out, size_t size, size_t *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (*n < size) {
		int k = vsnprintf(out + *n, size - *n, fmt, ap);
		*n += k > 0 ? (size_t)k : 0;
	}
	va_end(ap);
	if (*n >= size)
		*n = size - 1;
}

static void put_string(char *out, size_t size, size_t *n, const char *s, int safe)
{
	static char shown[4 * NAME_MAX_BYTES];
	if (safe) {
		escape_text(shown, sizeof shown, s, strlen(s));
		s = shown;
	}
	put(out, size, n, "\"");
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			put(out, size, n, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			put(out, size, n, "\\u%04x", c);
		else
			put(out, size, n, "%c", c);
	}
	put(out, size, n, "\"");
}

size_t record_format(const struct record *r, int safe, char *out, size_t size)
{
	int contest = !strcmp(r->kind, "contest");
	size_t n = 0;
	put(out, size, &n, "{\"v\":%d", FORMAT_VERSION);
	for (int i = 0; i < NFIELDS; i++) {
		const struct field *f = &fields[i];
		const char *at = (const char *)r + f->at;
		if (f->contest != 2 && f->contest != contest)
			continue;
		put(out, size, &n, ",\"%s\":", f->key);
		if (f->type == STR) {
			put_string(out, size, &n, at, safe);
		} else if (f->type == INT || f->type == BOOL) {
			int v;
			memcpy(&v, at, sizeof v);
			if (f->type == BOOL)
				put(out, size, &n, "%s", v ? "true" : "false");
			else if (v < 0)
				put(out, size, &n, "null");
			else
				put(out, size, &n, "%d", v);
		} else if (f->type == LL) {
			long long v;
			memcpy(&v, at, sizeof v);
			if (v < 0)
				put(out, size, &n, "null");
			else
				put(out, size, &n, "%lld", v);
		} else {
			double v;
			memcpy(&v, at, sizeof v);
			if (v < 0)
				put(out, size, &n, "null");
			else
				put(out, size, &n, "%.3f", v);
		}
	}
	put(out, size, &n, "}\n");
	return n;
}

static const char *skip_space(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* A JSON string at p (past its opening quote) into out (size bytes); NULL when malformed or
 * too long. Only the escapes record_format writes (and the plain ones) are taken. */
static const char *read_string(const char *p, char *out, size_t size)
{
	size_t n = 0;
	for (; *p != '"'; p++) {
		unsigned c = (unsigned char)*p;
		if (!c || c < 0x20)
			return NULL;
		if (c == '\\') {
			p++;
			if (*p == 'u') {
				unsigned v;
				if (sscanf(p + 1, "%4x", &v) != 1 || v == 0 || v > 0xff)
					return NULL;
				c = v;
				p += 4;
			} else if (*p == 'n') {
				c = '\n';
			} else if (*p == 't') {
				c = '\t';
			} else if (*p == '"' || *p == '\\' || *p == '/') {
				c = (unsigned char)*p;
			} else {
				return NULL;
			}
		}
		if (n + 1 >= size)
			return NULL;
		out[n++] = (char)c;
	}
	out[n] = '\0';
	return p + 1;
}

/* Stores a number into a field of type INT, LL or DBL (-1: unknown). */
static void store_number(const struct field *f, char *at, long long v, double d)
{
	int i = (int)v;
	if (f->type == INT)
		memcpy(at, &i, sizeof i);
	else if (f->type == LL)
		memcpy(at, &v, sizeof v);
	else
		memcpy(at, &d, sizeof d);
}

/* A value of field f at p into at (f NULL: a key this version does not know, passed over);
 * NULL when it is not a value of that type. null is "unknown", stored as -1. */
static const char *read_value(const char *p, const struct field *f, char *at)
{
	static char ignored[4 * NAME_MAX_BYTES];
	if (*p == '"') {
		if (f && f->type != STR)
			return NULL;
		return read_string(p + 1, f ? at : ignored, f ? f->size : sizeof ignored);
	}
	if (f && f->type == STR)
		return NULL;
	static const char *const words[] = {"false", "true", "null"};
	for (int w = 0; w < 3; w++) {
		size_t len = strlen(words[w]);
		if (strncmp(p, words[w], len))
			continue;
		if (f && (f->type == BOOL) != (w < 2))
			return NULL; /* a number that is true, or a yes-or-no that is null */
		if (f && f->type == BOOL)
			memcpy(at, &w, sizeof w);
		else if (f)
			store_number(f, at, -1, -1);
		return p + len;
	}
	if (*p < '0' || *p > '9' || (f && f->type == BOOL))
		return NULL;
	char *end;
	errno = 0;
	double d = strtod(p, &end);
	if (errno)
		return NULL;
	if (f && f->type != DBL) {
		long long v = strtoll(p, &end, 10);
		if (errno || (f->type == INT && v > 0x7fffffff))
			return NULL;
		d = (double)v;
		store_number(f, at, v, d);
	} else if (f) {
		store_number(f, at, -1, d);
	}
	return end;
}

static int is_hex64(const char *s)
{
	size_t n = strspn(s, "0123456789abcdef");
	return n == 64 && !s[n];
}

/* The checks a whole record must pass beyond its syntax: what it names is what it can be. */
static int is_valid(const struct record *r, int version)
{
	if (version != FORMAT_VERSION || r->time <= 0)
		return 0;
	if (!strcmp(r->kind, "contest"))
		return r->start > 0 && r->minutes > 0 && r->wrong >= 0 && r->submissions >= 0;
	if (strcmp(r->kind, "submit") && strcmp(r->kind, "judge"))
		return 0;
	return r->id > 0 && r->file[0] && (!r->sha[0] || is_hex64(r->sha)) &&
	       (!r->output_sha[0] || is_hex64(r->output_sha)) &&
	       is_one_of(r->ext, extensions, sizeof extensions / sizeof extensions[0]) &&
	       is_one_of(r->verdict, verdicts, sizeof verdicts / sizeof verdicts[0]);
}

int record_parse(const char *line, struct record *r)
{
	record_init(r);
	const char *p = skip_space(line);
	int version = -1;
	if (*p++ != '{')
		return -1;
	for (int first = 1;; first = 0) {
		p = skip_space(p);
		if (*p == '}' && first)
			break;
		char key[32];
		if (*p != '"' || !(p = read_string(p + 1, key, sizeof key)))
			return -1;
		p = skip_space(p);
		if (*p++ != ':')
			return -1;
		p = skip_space(p);
		const struct field *f = NULL;
		for (int i = 0; i < NFIELDS; i++)
			if (!strcmp(fields[i].key, key))
				f = &fields[i];
		if (!strcmp(key, "v")) {
			static const struct field v = {"v", INT, 0, sizeof(int), 2};
			p = read_value(p, &v, (char *)&version);
		} else {
			p = read_value(p, f, f ? (char *)r + f->at : NULL);
		}
		if (!p)
			return -1;
		p = skip_space(p);
		if (*p == '}')
			break;
		if (*p++ != ',')
			return -1;
	}
	p = skip_space(p + 1);
	return *p || !is_valid(r, version) ? -1 : 0;
}

/* The whole of the file at fd, NUL-terminated (malloc'd), its length in *n; NULL on error. */
static char *read_all(int fd, size_t *n)
{
	size_t cap = 1 << 16;
	char *buf = malloc(cap);
	*n = 0;
	for (ssize_t k; buf; *n += (size_t)k) {
		if (*n + 1 >= cap) {
			char *more = realloc(buf, cap *= 2);
			if (!more) {
				free(buf);
				return NULL;
			}
			buf = more;
		}
		k = read(fd, buf + *n, cap - 1 - *n);
		if (k < 0 && errno == EINTR) {
			k = 0;
			continue;
		}
		if (k < 0) {
			free(buf);
			return NULL;
		}
		if (k == 0)
			break;
	}
	if (buf)
		buf[*n] = '\0';
	return buf;
}

static int load(const char *path, struct record **out, int warn)
{
	*out = NULL;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 && errno == ENOENT)
		return 0;
	size_t n;
	char *text = fd < 0 ? NULL : read_all(fd, &n);
	if (fd >= 0)
		close(fd);
	if (!text) {
		fprintf(stderr, "history: cannot read %s: %s\n", path, strerror(errno));
		return -1;
	}
	int count = 0, cap = 0, line = 0;
	struct record *v = NULL;
	for (char *s = text, *nl; s < text + n; s = nl + 1) {
		line++;
		nl = memchr(s, '\n', (size_t)(text + n - s));
		if (!nl)
			nl = text + n; /* a last line with no newline: cut short, so damaged */
		if (nl == s)
			continue; /* an empty line holds nothing */
		if (count == cap) {
			struct record *more = realloc(v, (size_t)(cap = cap ? 2 * cap : 64) * sizeof *v);
			if (!more) {
				fprintf(stderr, "history: out of memory reading %s\n", path);
				free(v);
				free(text);
				return -1;
			}
			v = more;
		}
		int whole = nl < text + n;
		*nl = '\0';
		if (whole && memchr(s, '\0', (size_t)(nl - s)) == NULL &&
		    record_parse(s, &v[count]) == 0) {
			v[count++].line = line;
		} else if (warn) {
			char shown[64];
			escape_text(shown, sizeof shown, s, (size_t)(nl - s) < 40 ? (size_t)(nl - s) : 40);
			fprintf(stderr, "history: warning: %s:%d is a damaged record (%s\"%s%s\"), skipped\n",
				path, line, whole ? "" : "cut short: ", shown, nl - s > 40 ? "..." : "");
		}
	}
	free(text);
	*out = v;
	return count;
}

int history_load(const char *path, struct record **out)
{
	return load(path, out, 1);
}

int history_append(const char *path, struct record *r)
{
	int fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
	struct flock lock = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
	struct stat st;
	if (fd < 0 || fcntl(fd, F_SETLKW, &lock) < 0 || fstat(fd, &st) < 0) {
		fprintf(stderr, "history: cannot write %s: %s\n", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (strcmp(r->kind, "contest")) { /* the next id, among the records as they are now */
		struct record *v;
		int n = load(path, &v, 0);
		r->id = 1;
		for (int i = 0; i < n; i++)
			if (strcmp(v[i].kind, "contest") && v[i].id >= r->id)
				r->id = v[i].id + 1;
		free(v);
	}
	/* a line cut short by a crash gets its newline first, so it damages only itself */
	char last = '\n';
	if (st.st_size > 0 && pread(fd, &last, 1, st.st_size - 1) != 1)
		last = '\n';
	char line[8192];
	size_t n = last == '\n' ? 0 : 1;
	line[0] = '\n';
	n += record_format(r, 0, line + n, sizeof line - n);
	ssize_t k = write(fd, line, n);
	if (k != (ssize_t)n) { /* a full disk: the part written is taken back */
		int e = k < 0 ? errno : ENOSPC;
		if (k > 0 && ftruncate(fd, st.st_size) < 0)
			e = errno; /* left cut short: named as damaged when read, and skipped */
		fprintf(stderr, "history: cannot write %s: %s\n", path, strerror(e));
		close(fd);
		return -1;
	}
	return close(fd);
}
