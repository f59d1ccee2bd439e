/* judge_output.h: the result a run of the judge hands to the history (judge_output.c): a small
 * file the judge writes itself, never read back from what it printed, which holds what the
 * solution printed too. */
#ifndef JUDGE_OUTPUT_H
#define JUDGE_OUTPUT_H

#include "history_record.h"

/* The judge's side. judge_result_take: at the judge's start, the file to write (the environment's
 * ZUMA_RESULT, set by make's history), taken out of the environment so no child inherits it.
 * judge_result_write: the run's result into that file, whole or not at all (nothing when no
 * file was asked for). verdict: AC WA RE TLE MLE OLE CE BI; a negative number: unknown;
 * first_failing "" when none; unverified 1 when judged without confinement (UNCONFINED=1). */
void judge_result_take(void);
void judge_result_write(const char *verdict, int passed, int total, double runtime_ms,
			double memory_mb, const char *first_failing, int unverified);

/* The history's side: the result file at path into r's verdict, result, passed, total, runtime,
 * memory, first failing case and unverified. Returns 1 when it held a whole result, 0 when there
 * is none (the judge refused its input, or died before its summary) or it is damaged. */
int judge_result_read(const char *path, struct record *r);

/* The verdict of LeetCode's words ("Wrong Answer": "WA"), or "IE" for words it does not know. */
const char *verdict_of_words(const char *words);

/* LeetCode's words for a verdict ("WA": "Wrong Answer"). */
const char *words_of_verdict(const char *verdict);

#endif
