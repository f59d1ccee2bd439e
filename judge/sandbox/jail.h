/* jail.h: the namespaces, the filesystem view, the identity and the memory cgroup a confined
 * program lives in, as isolate and nsjail build a box. seccomp (sandbox.h) and the rlimits are
 * the other layers; this file owns everything a box needs from the kernel before exec. */
#ifndef JAIL_H
#define JAIL_H

#include <stddef.h>
#include <sys/types.h>

/* The layers, each one switchable alone (the judge's --without takes their names). */
enum jail_layer {
	JAIL_USER = 1 << 0,   /* a user namespace: only used when the judge is not root */
	JAIL_PID = 1 << 1,    /* a PID namespace: nothing outside can be seen or signalled, and
			       * every process of the box dies with its first one */
	JAIL_NET = 1 << 2,    /* a network namespace with no interface but a down loopback */
	JAIL_IPC = 1 << 3,    /* System V IPC and POSIX queues of its own; a hostname of its own */
	JAIL_VIEW = 1 << 4,   /* a mount namespace whose root is a read-only tmpfs holding only
			       * the system's programs and libraries and the paths given */
	JAIL_NOBODY = 1 << 5, /* no privilege: uid and gid 65534 (as root), no capabilities */
	JAIL_CGROUP = 1 << 6, /* a memory cgroup of its own (v1 or v2): pipes, page tables and
			       * other kernel memory count against the limit */
	JAIL_SECCOMP = 1 << 7, /* the seccomp filter: sandbox.c's, installed by the caller */
	JAIL_PIDS = 1 << 8,    /* a pids cgroup (v1 or v2): at most pids_max tasks in the box */
	JAIL_ALL = (1 << 9) - 1
};

/* Parses a comma-separated list of layer names into a mask; returns -1 for an unknown name. */
long jail_layers_named(const char *list);

/* Writes the names of the layers in `mask` into out, separated by ", " ("none" for 0). */
void jail_describe(unsigned mask, char *out, size_t size);

/* Which layers of `wanted` this machine gives, found by building a box and running `probe`
 * (a program that exits 0) in it; *why receives the first failure of a missing layer ("" if
 * none). Takes a few milliseconds. */
unsigned jail_probe(unsigned wanted, const char *probe, char *why, size_t size);

/* 1 when `path` (a file or folder of the judge's) lies under a folder every box shows (/usr,
 * /lib, /etc/...): a box would show it, whatever its layers. */
int jail_shows(const char *path);

/* Why this system gives no namespaces and what cures it (Ubuntu's AppArmor, a sysctl, Docker's
 * seccomp profile), in a sentence, for a message that refuses to judge. */
void jail_cure(char *out, size_t size);

/* The make command the user typed ("make submit", from the Makefile's ZUMA_COMMAND), for a
 * refusal that says how to judge anyway; "make judge" when the judge was run without make. */
const char *jail_command_typed(void);

/* A box's memory cgroup, and its pids cgroup (the same folder in v2). */
struct jail_cgroup {
	char dir[512]; /* "" when the layer is off or could not be made */
	int v2;
	long long events_at_start; /* the limit's counter when the box started */
	char pids[512];            /* "" when there is no pids cgroup */
	int pids_max;
	long long pids_at_start;   /* forks refused for the limit when the box started */
};

/* Makes a cgroup for this process's boxes, limited to limit_mb; returns 0 when none can be
 * made here (the layer is then off). */
int jail_cgroup_make(struct jail_cgroup *cg, long limit_mb);

/* Makes (after jail_cgroup_make, whether it made one or not) a pids cgroup for this process's
 * boxes, at most `max` tasks (threads and processes) a box; returns 0 when none can be made. */
int jail_cgroup_pids(struct jail_cgroup *cg, int max);

/* 1 when a task was refused for the pids limit since the last join. */
int jail_pids_hit(const struct jail_cgroup *cg);

/* Moves process `pid` into the cgroup(s) and marks the start of a box. */
int jail_cgroup_join(struct jail_cgroup *cg, pid_t pid);

/* 1 when the cgroup's limit was reached since the last join (the kernel refused memory, took
 * it back, or killed a process for it). */
int jail_cgroup_hit(const struct jail_cgroup *cg);

/* The CPU time the box's processes have used so far (their reaped children's included), in
 * clock ticks; -1 when no cgroup lists them. */
long long jail_cgroup_cpu_ticks(const struct jail_cgroup *cg);

/* The box's tasks (threads, and processes of their own such as a sanitizer's tracer), up to
 * `max` into tid; -1 when no cgroup lists them. */
int jail_cgroup_tasks(const struct jail_cgroup *cg, pid_t *tid, int max);

/* Removes the cgroups that judges killed before they could (SIGKILL) left beside this process's
 * own: what a judge's start does, without judging (make test's end, judge --sweep). */
void jail_cgroup_sweep(void);

/* Removes the cgroup (its processes must have ended). Async-signal-safe. */
void jail_cgroup_remove(const struct jail_cgroup *cg);

/* A file or folder the box sees besides the system: `source` as the judge sees it, shown at
 * `target` (absolute) inside the box. */
struct jail_bind {
	const char *source, *target;
	int writable;
	long tmpfs_kib; /* source NULL: a fresh tmpfs of this size at target, the box's only */
};

/* What a box is given: its layers, the descriptors its program gets as 0, 1, 2, ..., what it
 * sees besides the system, and what runs in the program's process once it has no privilege
 * left: its limits, its seccomp filter and the exec (it must not return). */
struct jail_spec {
	unsigned layers;
	const int *fds;
	int nfds;
	const struct jail_bind *binds;
	int nbinds;
	const char *const *devices; /* the devices it sees (NULL-terminated), NULL: null, zero,
				     * urandom, random */
	void (*exec)(void *arg);
	void *arg;
};

/* A running box. Its first process (pid) waits for the word go, builds the box (with
 * JAIL_PID it is process 1 of the box's PID namespace, so the box ends with it), starts the
 * program in it as its child, and reports how the program ended on status_fd before it
 * exits. */
struct jail_box {
	pid_t pid;
	int status_fd; /* the judge's end, non-blocking; -1 once read */
	int go_fd;     /* -1 once go was said */
	pid_t program; /* the program's pid as the judge sees it, once it has exec'd; else 0 */
	int exec_fd;   /* the judge's end of a pipe whose other end closes at the program's exec */
};

/* Starts a box; returns 0, or -1 with errno. The program starts only after jail_go. The box's
 * first process blanks its copy of the caller's command line and environment before it starts
 * the program (it is the box's /proc/1): nothing in spec may point into them. */
int jail_spawn(const struct jail_spec *spec, struct jail_box *box);

/* Lets the box's first process go on (after the caller has put it in a cgroup). */
void jail_go(struct jail_box *box);

/* The box's program as the judge sees it, once it has exec'd (0 before, or when unknown): known
 * by its pid (the first process's child), never by its name. */
pid_t jail_program(struct jail_box *box);

/* 1 once the first process has said how the program ended (the program is gone; what is left
 * is the first process's own exit, the kernel's teardown of the box): the record is read later
 * by jail_status. */
int jail_reported(const struct jail_box *box);

/* After the first process has ended: how the program ended, as a wait status. Returns 1 with
 * *status; 0 when the box was killed before it could say (the program was killed with it);
 * -1 when the box could not be built, with the reason in why. */
int jail_status(struct jail_box *box, int *status, char *why, size_t size);

/* Closes the judge's ends of a box's pipes. */
void jail_close(struct jail_box *box);

#endif
