/* history_record.h: one record of the submission history and the file that holds them
 * (history_record.c). A record is one line of JSON; the file is only ever appended to, a whole
 * line in one write(2), so a crash or a Ctrl-C leaves every earlier line as it was. */
#ifndef HISTORY_RECORD_H
#define HISTORY_RECORD_H

#include <stddef.h>

enum { NAME_MAX_BYTES = 1024, WHERE_MAX_BYTES = 512 };

/* A submission (kind "submit" or "judge") or the end of a contest (kind "contest"). Numbers
 * not known (a Compile Error has no runtime) are negative. */
struct record {
	int line;                /* its line in the history file (when read from it) */
	char kind[8];            /* submit, judge or contest */
	long long time;          /* submission: when it started; contest: when it ended */
	/* a submission */
	int id;                  /* 1, 2, ... in the order made: SHOW= and DIFF= take it */
	char file[NAME_MAX_BYTES];  /* the file as named on the command line */
	char sha[65];            /* SHA-256 of its content; "" when it could not be read */
	char ext[8];             /* its extension (.c, .py, ...): the copy is files/SHA.EXT */
	char language[16];
	char verdict[4];         /* AC WA RE TLE MLE OLE CE; IE: the judge itself failed */
	char result[64];         /* LeetCode's words, or what went wrong with the judge */
	int passed, total;
	double runtime_ms, memory_mb;
	char first_failing[WHERE_MAX_BYTES]; /* file:line of the first failing case, or "" */
	char output_sha[65];     /* the judge's output, kept as files/SHA.out; "" when not kept */
	int unverified;          /* judged without confinement (UNCONFINED=1): the verdict unproven */
	/* a contest */
	long long start;
	int minutes;
	int solved;
	long long accepted_s;    /* from the start to the Accepted submission */
	int wrong;               /* wrong submissions before it (each costs 5 minutes) */
	int submissions;         /* every make submit during the contest */
	int accepted_id;
	int abandoned;           /* ended by make contest-stop before its time or an Accepted */
};

/* A zeroed record with every unknown number marked unknown. */
void record_init(struct record *r);

/* The record as one line of JSON, newline included, into out (size bytes; a record fits in
 * 4 KiB). With safe, strings pass through escape_text first, for a terminal or a JSON reader.
 * Returns the length. */
size_t record_format(const struct record *r, int safe, char *out, size_t size);

/* Reads one line (no newline) into r. Returns 0, or -1 when the line is not a whole valid
 * record (cut short by a crash, edited, garbled). */
int record_parse(const char *line, struct record *r);

/* The records of the history file at path, in file order, into *out (malloc'd; the caller
 * frees it). A damaged line is skipped with a warning on stderr naming path and line. A missing
 * file is an empty history. Returns how many, or -1 (with a message) when it cannot be read. */
int history_load(const char *path, struct record **out);

/* Appends r as one line of path, under a lock, in a single write. A submission gets the next
 * id (one more than the highest in the file) into r->id. Returns 0, or -1 with a message. */
int history_append(const char *path, struct record *r);

/* 1 when the verdict costs a 5-minute penalty in a contest (a wrong submission; an Internal
 * Error too, so that no submission is free because the judge failed on it). */
int verdict_is_wrong(const char *verdict);

#endif
