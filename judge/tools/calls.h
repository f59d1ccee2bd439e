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
 * then in *failed; V_SKIP there when the budget or a signal ended it (calls_over says which):
 * no finding. */
int calls_answer(const char *board, const char *hand, int *answer, double *us,
		 const struct result **failed);

/* The failure of a call as a finding, one line and then its detail indented: "this input takes
 * over 1 s (the limit of one call, TIME_LIMIT)", or the Runtime Error with the sanitizer's
 * report. */
void calls_print_finding(FILE *out, const char *board, const char *hand, const struct result *r);

/* Ends the runner (and the box). */
void calls_end(void);

/* The tool's run ends within `seconds` (0: no budget): a call never runs past the end of the
 * budget (one cut by it is no finding: calls_answer gives V_SKIP). From calls_start on,
 * SIGINT, SIGTERM and SIGHUP end the call running the same way. */
void calls_budget(double seconds);

/* Why the tool must stop now: "the time budget (TIME=60) ran out", "stopped by SIGINT"; NULL
 * while it may go on. */
const char *calls_over(void);

/* As calls_answer, on the second runner named by --versus EXE (calls_option takes it too). */
int calls_answer_versus(const char *board, const char *hand, int *answer, double *us,
			const struct result **failed);

/* 1 when --versus EXE was given. */
int calls_have_versus(void);

#endif
