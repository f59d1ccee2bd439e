/* judge_output.c: owns reading the judge's result out of what it printed, so the history needs
 * no change to the judge. The summary is found by lines the solution cannot forge: everything a
 * solution prints is shown indented (text) or inside an escaped string (JSON). */
#include "judge_output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void set_verdict(struct record *r, const char *words)
{
	snprintf(r->verdict, sizeof r->verdict, "%s", verdict_of_words(words));
	snprintf(r->result, sizeof r->result, "%s", words);
}

/* The string value of "key": in a line of the judge's JSON into out; 0 when absent. A key
 * cannot be matched inside a string value there: every quote inside one is escaped. */
static int json_string(const char *line, const char *key, char *out, size_t size)
{
	char pattern[40];
	snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
	const char *p = strstr(line, pattern);
	if (!p)
		return 0;
	size_t n = 0;
	for (p += strlen(pattern); *p && *p != '"' && n + 1 < size; p++) {
		char c = *p;
		if (c == '\\' && p[1]) {
			c = *++p;
			if (c == 'n')
				c = '\n';
			else if (c == 'u') { /* the judge writes \u00XX for control bytes only */
				unsigned v = 0;
				if (sscanf(p + 1, "%4x", &v) != 1)
					return 0;
				c = v < 0x80 ? (char)v : '?';
				p += 4;
			}
		}
		out[n++] = c;
	}
	out[n] = '\0';
	return 1;
}

static int json_number(const char *line, const char *key, double *v)
{
	char pattern[40];
	snprintf(pattern, sizeof pattern, "\"%s\":", key);
	const char *p = strstr(line, pattern);
	char *end;
	if (!p)
		return 0;
	p += strlen(pattern);
	*v = strtod(p, &end);
	return end != p;
}

static int read_json(char *text, struct record *r)
{
	int found = 0;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		char words[64], file[WHERE_MAX_BYTES - 16];
		double v;
		if (line[0] != '{')
			continue;
		if (strstr(line, "\"summary\":true") && json_string(line, "result", words, sizeof words)) {
			found = 1;
			set_verdict(r, words);
			r->passed = json_number(line, "passed", &v) ? (int)v : -1;
			r->total = json_number(line, "total", &v) ? (int)v : -1;
			r->runtime_ms = json_number(line, "total_time_us", &v) ? v / 1e3 : -1;
			r->memory_mb = json_number(line, "peak_memory_kib", &v) ? v / 1024 : -1;
		} else if (!r->first_failing[0] && json_string(line, "verdict", words, sizeof words) &&
			   strcmp(words, "AC") && strcmp(words, "SKIP") &&
			   json_string(line, "file", file, sizeof file) && json_number(line, "line", &v)) {
			snprintf(r->first_failing, sizeof r->first_failing, "%s:%d", file, (int)v);
		}
	}
	if (found && !strcmp(r->verdict, "AC"))
		r->first_failing[0] = '\0';
	return found;
}

static int read_text(char *text, struct record *r)
{
	char *lines[4096];
	int n = 0, summary = -1;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		int a, b;
		char end;
		if (!strcmp(line, "Compile Error") && summary < 0) {
			set_verdict(r, line);
			return 1; /* before any summary: the build failed, nothing ran */
		}
		if (sscanf(line, "%d / %d testcases passe%c", &a, &b, &end) == 3 && end == 'd') {
			summary = 0;
			n = 0;
			r->passed = a;
			r->total = b;
		}
		if (n < (int)(sizeof lines / sizeof lines[0]))
			lines[n++] = line;
	}
	if (summary < 0)
		return 0;
	/* lines[0] is the last "N / M testcases passed"; the verdict is the line before it,
	 * which strtok has already passed: found again from the text */
	char *verdict_end = lines[0] - 1, *verdict = verdict_end;
	while (verdict > text && verdict[-1] != '\0' && verdict[-1] != '\n')
		verdict--;
	set_verdict(r, verdict);
	for (int i = 1; i < n; i++) {
		double v;
		if (!strncmp(lines[i], "First failing case: ", 20) && !r->first_failing[0])
			snprintf(r->first_failing, sizeof r->first_failing, "%s", lines[i] + 20);
		else if (sscanf(lines[i], "Runtime: %lf ms in all", &v) == 1)
			r->runtime_ms = v;
		else if (sscanf(lines[i], "Memory: %lf MB peak", &v) == 1)
			r->memory_mb = v;
	}
	return 1;
}

int judge_output_read(const char *output, struct record *r)
{
	char *text = strdup(output);
	if (!text)
		return 0;
	/* FORMAT=json prints only JSON lines; the text report never starts a line with "{" */
	const char *first = output + strspn(output, "\n");
	int found = first[0] == '{' ? read_json(text, r) : read_text(text, r);
	free(text);
	return found;
}
