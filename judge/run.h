/* run.h: judging a solution's runner (runner.c) in its own sandboxed process, as an online judge
 * would. */
#ifndef RUN_H
#define RUN_H

#include "capture.h"
#include "cases.h"
#include "verdict.h"

#include <signal.h>

enum { RUNNER_FILES = 32 }; /* a runner's RLIMIT_NOFILE: a few pipes at most, so little pipe
			      * memory */
enum { BOX_TASKS = 256 }; /* a box's tasks, threads and processes together (a JVM needs ~20) */

/* Sets up the sandbox every runner gets, once, before judge_cases: the judge's own hardening
 * (no core file, not dumpable), then the layers of jail.h this machine gives, less those in
 * `without` (a mask of enum jail_layer), and the memory cgroup. Writes what is missing and
 * why into note ("" when nothing is). */
void judge_sandbox(const struct limits *lim, unsigned without, char *note, size_t size);

/* 1, with the cause and the cure in why, when a runner could read the cases: the machine gives
 * no view or PID namespace (an ordinary user without user namespaces), or the kit (the working
 * folder), the runner or one of the `paths` lies under a folder every box shows. The judge
 * then refuses to judge unless told it may (UNCONFINED=1), and marks every verdict
 * unverified. After judge_sandbox. */
int judge_unconfined(const char *runner, char *const *paths, int n, char *why, size_t size);

/* The layers in force (a mask of enum jail_layer), after judge_sandbox. */
unsigned judge_sandbox_layers(void);

/* Removes what judge_sandbox made (the cgroup); after the last runner has ended. */
void judge_sandbox_end(void);

/* Called after each case is judged, in order, so the report can stream. */
typedef void on_result(const struct zcase *c, const struct result *r, void *arg);

/* Judges every case with the runner executable at `runner`: one process for all the cases, in
 * order, one call each, as LeetCode runs a submission. A case that crashes, makes a forbidden
 * system call, writes into the judge's channel, or runs out of time or memory gets its verdict,
 * and the next case runs in a fresh process. Once the total time is passed, or after a failure
 * with stop_at_failure, the remaining cases are not reported; when a runner cannot start at
 * all, they are reported as V_SKIP.
 * Every process the runner could leave is killed before this returns (and on SIGINT, SIGTERM
 * or SIGHUP). Returns the peak resident memory of any runner in KiB. */
long judge_cases(const char *runner, const struct zcase *cases, int n, const struct limits *lim,
		 on_result *report, void *arg);

/* Judges one case alone in a fresh runner: does a failure need the calls before it? *us (when
 * not NULL) receives the call's time. */
enum verdict judge_alone(const char *runner, const struct zcase *c, const struct limits *lim,
			 double *us);

/* The tools (stress, worst, exhaustive): one call of the runner at `runner` on board and hand,
 * on a runner kept from call to call (a fresh one after a call that fails; two runners may be
 * in use, a tool's solution and another to compare with), in the same box and with lim's limits a call (its total is not used). out->verdict is V_AC with out->got for an
 * answer, whatever it is, else the failure with its detail; out->time_us is the call's time. */
void judge_call(const char *runner, const char *board, const char *hand, const struct limits *lim,
		struct result *out);

/* Ends the tools' runners, if any run. */
void judge_call_end(void);

/* The tools: SIGINT, SIGTERM and SIGHUP from now on end the call running (judge_call then
 * gives V_SKIP) and are noted in *noted, instead of ending the program: the tool prints what
 * it found and ends. */
void judge_call_stops(volatile sig_atomic_t *noted);

#endif
