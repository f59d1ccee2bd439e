/* judge_output.c: owns the result a run of the judge hands to the history: a file the judge
 * writes itself at the path make's history gives it (ZUMA_RESULT), one "key value" line a field.
 * Nothing is read back from the judge's output: a solution's Stdout is part of that text, and a
 * solution that printed "Accepted" and "60 / 60 testcases passed" was once recorded so. */
#include "judge_output.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const struct {
	const char *verdict, *words;
} names[] = {
	{"AC", "Accepted"},
	{"WA", "Wrong Answer"},
	{"RE", "Runtime Error"},
	{"TLE", "Time Limit Exceeded"},
	{"MLE", "Memory Limit Exceeded"},
	{"OLE", "Output Limit Exceeded"},
	{"CE", "Compile Error"},
	{"BI", "Accepted, but some case lines are malformed"},
	{"BI", "Bad Input"},
	{"IE", "Internal Error"},
};
enum { NNAMES = sizeof names / sizeof names[0] };

const char *verdict_of_words(const char *words)
{
	for (int i = 0; i < NNAMES; i++)
		if (!strcmp(words, names[i].words))
			return names[i].verdict;
	return "IE";
}

const char *words_of_verdict(const char *verdict)
{
	for (int i = 0; i < NNAMES; i++)
		if (!strcmp(verdict, names[i].verdict))
			return names[i].words;
	return verdict;
}

static char result_path[4096];

void judge_result_take(void)
{
	const char *path = getenv("ZUMA_RESULT");
	if (path && path[0] && strlen(path) < sizeof result_path)
		snprintf(result_path, sizeof result_path, "%s", path);
	unsetenv("ZUMA_RESULT");
}

void judge_result_write(const char *verdict, int passed, int total, double runtime_ms,
			double memory_mb, const char *first_failing, int unverified)
{
	if (!result_path[0])
		return;
	char text[2048], tmp[4200], where[WHERE_MAX_BYTES];
	/* a case file's name on one line: the record is line by line */
	snprintf(where, sizeof where, "%s", first_failing);
	for (char *c = where; *c; c++)
		if (*c == '\n' || *c == '\r')
			*c = '?';
	int n = snprintf(text, sizeof text, "verdict %s\npassed %d\ntotal %d\nruntime_ms %.3f\n"
			 "memory_mb %.3f\nfirst_failing %s\nunverified %d\nend\n", verdict, passed,
			 total, runtime_ms, memory_mb, where, unverified);
	snprintf(tmp, sizeof tmp, "%s.tmp", result_path);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0 || n < 0 || n >= (int)sizeof text || write(fd, text, (size_t)n) != n ||
	    close(fd) || rename(tmp, result_path)) {
		fprintf(stderr, "judge: cannot write the result for the history (%s)\n", tmp);
		unlink(tmp);
	}
	result_path[0] = '\0'; /* one result a run */
}

int judge_result_read(const char *path, struct record *r)
{
	FILE *f = fopen(path, "r");
	char line[1024], verdict[8] = "";
	int end = 0;
	while (f && !end && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		char *value = strchr(line, ' ');
		if (!strcmp(line, "end")) {
			end = 1;
			continue;
		}
		if (!value)
			break;
		*value++ = '\0';
		if (!strcmp(line, "verdict"))
			snprintf(verdict, sizeof verdict, "%s", value);
		else if (!strcmp(line, "passed"))
			r->passed = atoi(value);
		else if (!strcmp(line, "total"))
			r->total = atoi(value);
		else if (!strcmp(line, "runtime_ms"))
			r->runtime_ms = atof(value);
		else if (!strcmp(line, "memory_mb"))
			r->memory_mb = atof(value);
		else if (!strcmp(line, "first_failing"))
			snprintf(r->first_failing, sizeof r->first_failing, "%s", value);
		else if (!strcmp(line, "unverified"))
			r->unverified = atoi(value) != 0;
	}
	if (f)
		fclose(f);
	if (!end || !strcmp(words_of_verdict(verdict), verdict))
		return 0; /* cut short, or a verdict this version does not know */
	snprintf(r->verdict, sizeof r->verdict, "%s", verdict);
	snprintf(r->result, sizeof r->result, "%s", words_of_verdict(verdict));
	if (!strcmp(verdict, "AC"))
		r->first_failing[0] = '\0';
	return 1;
}
