/* calls.h: the tools' calls of a solution (make stress, worst, exhaustive), made through its
 * runner as the judge makes them (run.h's judge_call): the same box, the same build (with the
 * sanitizers unless SANITIZE=0), a time limit on every call. */
#ifndef CALLS_H
#define CALLS_H

#include "run.h"

#include <stdio.h>

/* Takes the options --runner EXE, --time-limit MS and --memory-limit MB at argv[*i] (moving *i
 * past the value); returns 0 when argv[*i] is none of them. */
int calls_option(int argc, char **argv, int *i);

/* Sets up the box (once, before the first call; exits with a message when no --runner was
 * given). `tool` names the program in messages. */
void calls_start(const char *tool);

/* One call of the solution on board and hand. Returns 1 with its answer in *answer (and its
 * time in *us when not NULL); 0 when the call failed (a time-out, a crash, memory), the failure
 * then in *failed. */
int calls_answer(const char *board, const char *hand, int *answer, double *us,
		 const struct result **failed);

/* The failure of a call as a finding, one line and then its detail indented: "this input takes
 * over 1 s (the limit of one call, TIME_LIMIT)", or the Runtime Error with the sanitizer's
 * report. */
void calls_print_finding(FILE *out, const char *board, const char *hand, const struct result *r);

/* Ends the runner (and the box). */
void calls_end(void);

#endif
