/* judge_output.h: what a run of the judge said, read back from its output (judge_output.c). */
#ifndef JUDGE_OUTPUT_H
#define JUDGE_OUTPUT_H

#include "history_record.h"

/* Reads the judge's whole output (text as printed, or FORMAT=json's lines) into r's verdict,
 * result, passed, total, runtime, memory and first failing case. Returns 1 when it held a
 * result, 0 when it did not (the judge refused its input, or died before its summary). */
int judge_output_read(const char *text, struct record *r);

/* The verdict of LeetCode's words ("Wrong Answer": "WA"), or "IE" for words it does not know. */
const char *verdict_of_words(const char *words);

/* LeetCode's words for a verdict ("WA": "Wrong Answer"). */
const char *words_of_verdict(const char *verdict);

#endif
