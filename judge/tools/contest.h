/* contest.h: the contest clock and LeetCode's score (contest.c). */
#ifndef CONTEST_H
#define CONTEST_H

#include "history_record.h"

enum { PENALTY_S = 5 * 60 }; /* each wrong submission before the Accepted one */

/* Where the kit keeps its history: ZUMA_DIR, by default .zuma in the kit's folder. */
struct zuma_paths {
	char dir[1024], history[1100], contest[1100], files[1100], tmp[1100];
};
void zuma_paths(struct zuma_paths *p);

/* Now, in seconds since the epoch: ZUMA_NOW when set (a fake clock for the tests), else the
 * clock. Exits with a message when ZUMA_NOW is not a number. */
long long zuma_now(void);

/* "2025-01-12 15:03", local time (two results can be used at once). */
const char *local_time(long long t);

/* "1:05:09": hours, minutes and seconds. */
const char *duration(long long seconds);

/* The running contest, if any: ends it first when it is over (its first Accepted make submit,
 * or its time run out), appending its result to the history. Returns 1 and fills *running
 * when one is still running, 0 when none is; *ended gets a contest that this call ended
 * (kind "contest"), else its kind stays "". */
int contest_settle(const struct zuma_paths *p, long long now, struct record *running,
		   struct record *ended);

/* make contest: starts a contest of `minutes` (refused while one runs). Exit status. */
int contest_start(const struct zuma_paths *p, long long now, const char *minutes);

/* make contest-stop: abandons the running contest, recorded as abandoned. Exit status. */
int contest_stop(const struct zuma_paths *p, long long now);

/* make contest-status: the clock of the running contest, then the best and the last scores. */
int contest_status(const struct zuma_paths *p, long long now);

/* The one line a make submit prints about the contest it belongs to, if any. */
void contest_after_submit(const struct zuma_paths *p, long long now, const struct record *sub);

#endif
