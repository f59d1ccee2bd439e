/* contest.c: owns the contest: its clock (a start and a length, kept in a file of one line),
 * and LeetCode's score, computed from the history alone: the time of the first Accepted
 * make submit plus 5 minutes for each wrong one before it (a Compile Error costs nothing).
 * Because the score is recomputed from the history, a crash between the Accepted submission
 * and the contest's own record loses nothing: the next look at the clock writes it. */
#include "contest.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void zuma_paths(struct zuma_paths *p)
{
	const char *dir = getenv("ZUMA_DIR");
	snprintf(p->dir, sizeof p->dir, "%s", dir && dir[0] ? dir : ".zuma");
	snprintf(p->history, sizeof p->history, "%s/history", p->dir);
	snprintf(p->contest, sizeof p->contest, "%s/contest", p->dir);
	snprintf(p->files, sizeof p->files, "%s/files", p->dir);
	snprintf(p->tmp, sizeof p->tmp, "%s/tmp", p->dir);
}

long long zuma_now(void)
{
	const char *fake = getenv("ZUMA_NOW");
	if (!fake || !fake[0])
		return (long long)time(NULL);
	char *end;
	errno = 0;
	long long t = strtoll(fake, &end, 10);
	if (errno || *end || t <= 0) {
		fprintf(stderr, "history: ZUMA_NOW='%s' is not a time in seconds since 1970\n", fake);
		exit(2);
	}
	return t;
}

const char *duration(long long s)
{
	static char text[4][32];
	static int next;
	char *t = text[next++ % 4];
	if (s < 0)
		s = 0;
	snprintf(t, sizeof text[0], "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
	return t;
}

const char *local_time(long long t)
{
	static char texts[2][32];
	static int next;
	char *text = texts[next++ % 2];
	time_t tt = (time_t)t;
	struct tm tm;
	if (!localtime_r(&tt, &tm) || !strftime(text, sizeof texts[0], "%Y-%m-%d %H:%M", &tm))
		snprintf(text, sizeof texts[0], "%lld", t);
	return text;
}

/* The running contest's start and length from its file; 0 when there is none. */
static int load_clock(const struct zuma_paths *p, long long *start, int *minutes)
{
	FILE *f = fopen(p->contest, "r");
	if (!f)
		return 0;
	int ok = fscanf(f, "{\"start\":%lld,\"minutes\":%d}", start, minutes) == 2 && *start > 0 &&
		 *minutes > 0;
	fclose(f);
	if (!ok)
		fprintf(stderr, "history: warning: %s is damaged: no contest is running (make contest "
				"starts one)\n", p->contest);
	return ok;
}

/* The contest of start and minutes as the history has it: its submissions (make submit, made
 * between its start and its end), the wrong ones before the first Accepted, and that one. */
static void standing(const struct record *v, int n, long long start, int minutes,
		     struct record *c)
{
	record_init(c);
	snprintf(c->kind, sizeof c->kind, "contest");
	c->start = start;
	c->minutes = minutes;
	c->time = start + 60LL * minutes;
	for (int i = 0; i < n && !c->solved; i++) {
		const struct record *s = &v[i];
		if (strcmp(s->kind, "submit") || s->time < start || s->time >= start + 60LL * minutes ||
		    s->unverified) /* UNCONFINED=1: the box did not hide the cases; not scored */
			continue;
		c->submissions++;
		if (!strcmp(s->verdict, "AC")) {
			c->solved = 1;
			c->accepted_id = s->id;
			c->accepted_s = s->time - start;
			c->time = s->time;
		} else if (verdict_is_wrong(s->verdict)) {
			c->wrong++;
		}
	}
}

int contest_settle(const struct zuma_paths *p, long long now, struct record *running,
		   struct record *ended)
{
	long long start;
	int minutes;
	ended->kind[0] = '\0';
	if (!load_clock(p, &start, &minutes))
		return 0;
	struct record *v;
	int n = history_load(p->history, &v);
	if (n < 0)
		return 0;
	standing(v, n, start, minutes, running);
	int over = running->solved || now >= start + 60LL * minutes, written = 0;
	for (int i = 0; i < n && over; i++) /* ended already, but its clock was left behind */
		written |= !strcmp(v[i].kind, "contest") && v[i].start == start;
	free(v);
	if (!over)
		return 1;
	if (!written) {
		if (history_append(p->history, running) < 0)
			return 1; /* the clock stays, so the next look writes the result */
		*ended = *running;
	}
	unlink(p->contest);
	return 0;
}

int contest_start(const struct zuma_paths *p, long long now, const char *text)
{
	char *end;
	long m = strtol(text, &end, 10);
	if (!text[0] || *end || m < 1 || m > 10080) {
		fprintf(stderr, "MINUTES='%s': a whole number of minutes from 1 to 10080 (a week)\n",
			text);
		return 2;
	}
	struct record running, ended;
	if (contest_settle(p, now, &running, &ended)) {
		fprintf(stderr, "A contest is already running: %s used of %s. It ends at its first "
				"Accepted make submit, or when its time runs out (make contest-status).\n",
			duration(now - running.start), duration(60LL * running.minutes));
		return 1;
	}
	char tmp[1200];
	snprintf(tmp, sizeof tmp, "%s.%ld", p->contest, (long)getpid());
	FILE *f = fopen(tmp, "w");
	if (!f || fprintf(f, "{\"start\":%lld,\"minutes\":%ld}\n", now, m) < 0 || fclose(f) ||
	    rename(tmp, p->contest)) {
		fprintf(stderr, "contest: cannot write %s: %s\n", p->contest, strerror(errno));
		unlink(tmp);
		return 1;
	}
	printf("Contest started at %s: %ld minutes, until %s. The first Accepted make submit ends "
	       "it; each wrong submission before it adds 5 minutes (a Compile Error nothing). "
	       "make contest-status shows the clock.\n",
	       local_time(now), m, local_time(now + 60LL * m) + 11);
	return 0;
}

int contest_stop(const struct zuma_paths *p, long long now)
{
	struct record running, ended;
	if (!contest_settle(p, now, &running, &ended)) {
		printf("No contest running: nothing to stop%s\n",
		       ended.kind[0] ? " (the last one had just ended; make contest-status)" : "");
		return 0;
	}
	running.abandoned = 1;
	running.time = now;
	if (history_append(p->history, &running) < 0)
		return 1; /* the clock stays: still running, and said so */
	unlink(p->contest);
	printf("Contest abandoned after %s of %s: %d submission%s, %d wrong; recorded as abandoned "
	       "(make history)\n", duration(now - running.start), duration(60LL * running.minutes),
	       running.submissions, running.submissions == 1 ? "" : "s", running.wrong);
	return 0;
}

/* "0:52:10 (Accepted at 0:42:10 + 2 wrong x 5 min)", or "unsolved (3 wrong)". */
static const char *score(const struct record *c)
{
	static char text[128];
	if (c->solved)
		snprintf(text, sizeof text, "%s (Accepted at %s + %d wrong x 5 min)",
			 duration(c->accepted_s + (long long)PENALTY_S * c->wrong),
			 duration(c->accepted_s), c->wrong);
	else
		snprintf(text, sizeof text, "%s (%d submission%s, %d wrong)",
			 c->abandoned ? "abandoned" : "unsolved", c->submissions,
			 c->submissions == 1 ? "" : "s", c->wrong);
	return text;
}

static void print_clock(const struct record *c, long long now)
{
	long long used = now - c->start, limit = 60LL * c->minutes;
	printf("Contest running: %s used of %s (%s left); %d submission%s, %d wrong: penalty %s\n",
	       duration(used), duration(limit), duration(limit - used), c->submissions,
	       c->submissions == 1 ? "" : "s", c->wrong, duration((long long)PENALTY_S * c->wrong));
}

int contest_status(const struct zuma_paths *p, long long now)
{
	struct record running, ended;
	if (contest_settle(p, now, &running, &ended))
		print_clock(&running, now);
	else
		printf("No contest running (make contest starts one: MINUTES=90 by default)\n");
	if (ended.kind[0])
		printf("Contest over: %s\n", score(&ended));
	struct record *v;
	int n = history_load(p->history, &v), contests = 0, best = -1;
	for (int i = 0; i < n; i++) {
		if (strcmp(v[i].kind, "contest"))
			continue;
		v[contests++] = v[i];
		long long s = v[i].accepted_s + (long long)PENALTY_S * v[i].wrong;
		if (v[i].solved && (best < 0 || s < v[best].accepted_s +
						     (long long)PENALTY_S * v[best].wrong))
			best = contests - 1;
	}
	if (contests) {
		if (best >= 0)
			printf("Best: %s, %d-minute contest of %s\n", score(&v[best]), v[best].minutes,
			       local_time(v[best].start));
		else
			printf("Best: none solved yet\n");
		int last = contests < 5 ? contests : 5;
		printf("Last %d contest%s, newest first:\n", last, last == 1 ? "" : "s");
		for (int i = contests - 1; i >= contests - last; i--)
			printf("  %s  %3d min  %s\n", local_time(v[i].start), v[i].minutes,
			       score(&v[i]));
	}
	free(v);
	return 0;
}

void contest_after_submit(const struct zuma_paths *p, long long now, const struct record *sub)
{
	struct record running, ended;
	int on = contest_settle(p, now, &running, &ended);
	if (ended.kind[0] && ended.solved && ended.accepted_id == sub->id)
		printf("Contest over: score %s\n", score(&ended));
	else if (ended.kind[0])
		printf("Contest over: its %d minutes ran out before this submission: %s\n",
		       ended.minutes, score(&ended));
	else if (on && !strcmp(sub->kind, "judge"))
		printf("Contest: make judge does not count; make submit does\n");
	else if (on && sub->unverified)
		printf("Contest: an unverified submission (UNCONFINED=1) does not count\n");
	else if (on)
		print_clock(&running, now);
}
