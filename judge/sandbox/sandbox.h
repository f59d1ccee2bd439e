/* sandbox.h: the seccomp filters a runner lives under, as DMOJ's judge confines a submission. */
#ifndef SANDBOX_H
#define SANDBOX_H

#include <sys/types.h>

/* Stage one, installed by the judge's child just before it execs the runner (so it covers the
 * solution's constructors too): an allowlist of what a C program and the sanitizer runtimes use.
 * Creating processes, signalling any process but `self`, opening files for writing, creating,
 * renaming or deleting files, sockets and the rest stop the runner with SIGSYS. execve stays
 * allowed for the one exec of the runner. Returns 0, or -1 with errno set. */
int sandbox_enter(pid_t self);

/* Stage two, installed by the runner before its first call: no execve, no new SIGSYS handler
 * (the runner's reports the stopped call), no raising of resource limits. */
int sandbox_close_exec(void);

/* What a stopped system call was, in words: "fork (clone of a process)", "kill", ... */
const char *sandbox_call_name(long nr);

#endif
