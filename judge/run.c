/* run.c: owns judging a runner. A solution is never linked into the judge: it runs in its
 * runner (runner.c), a separate executable started with exec in a box of jail.c (namespaces, a
 * read-only view, no privilege, a memory cgroup) under rlimits and the seccomp filter of
 * sandbox.c, with stdin on /dev/null and stdout and stderr on pipes the judge drains. The judge
 * sends one case, waits for one reply on a clock of its own, and checks the record; it watches
 * the runner's own peak memory (VmHWM, once it has exec'd) and its CPU time, and names a crash,
 * a forbidden call, a write into its channel, a time-out (on its CPU time; the clock is a
 * backstop) or a memory overrun. After any of those
 * the whole box is killed and the next case runs in a fresh one. No wait is without a deadline,
 * and no process outlives the judge: it is a child subreaper, kills the box at the end of every
 * runner and on SIGINT, SIGQUIT, SIGTERM and SIGHUP, and the box dies with it (PR_SET_PDEATHSIG). */
#define _GNU_SOURCE
#include "run.h"

#include "capture.h"
#include "jail.h"
#include "protocol.h"
#include "runtime.h"
#include "sandbox.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum {
	POLL_MS = 2,          /* how often memory is read while a call runs */
	START_MS = 5000,      /* exec, loader and sanitizer start-up, up to READY */
	EXIT_GRACE_MS = 100,  /* for a runner that has said it ends, or has closed, to exit */
	FINISH_MS = 1000,     /* after the last case, for DONE and a clean exit */
	REPORT_LINES = 40,    /* lines of a sanitizer report in a verdict's detail (folded) */
	OUTPUT_LIMIT = 1 << 20, /* RLIMIT_FSIZE: a backstop, no file can be opened for writing */
	CHANNEL_US = 100,       /* more than a request's read and a reply's write take, here */
	WALL_BACKSTOP = 3,      /* a case's wall time may run to this many times its limit */
	LOADED_FACTOR = 20,     /* ... and the time it waited for a CPU more, up to this many */
	BOX_SAMPLE_MS = 20      /* how often the box's tasks' waits are read in a wait on them */
};

/* The run-queue wait of each task of the box (from its cgroup) since a mark. A wait that the
 * program's main thread spends blocked on another task (a sanitizer's leak check at exit runs in
 * a tracer process of its own; a JVM's threads) is forgiven only when that task's wait counts.
 * A task's wait is kept once seen, after the task has ended too: the leak check's tracer waits,
 * ends, and then the main thread's exit is what the deadline meets. */
struct box_waits {
	int n; /* tasks seen; -1: no cgroup lists the box's tasks */
	pid_t tid[BOX_TASKS];
	long long base[BOX_TASKS]; /* its wait at the mark, 0 for a task born after it */
	long long seen[BOX_TASKS]; /* its wait when last read */
	long long read_ns;         /* when they were last read */
};

/* How long a wait on the runner may last: until `deadline` on the judge's clock, pushed later
 * by the time the program has spent since then queued for a CPU it could not get (the machine's
 * load: its run-queue wait, read from the kernel, counted from `queued0`; -1: the clock alone;
 * with `box`, that of every task of the box instead), but never past `cap`. So a start or a
 * case of a machine too busy is not cut short, while one that sleeps, or blocks, meets the
 * deadline as on an idle machine. A start's wait
 * (`from_exec`, its length) counts from the program's exec: before it, the judge is still
 * building the box, which on a busy machine can take seconds that are not the program's. */
struct patience {
	long long deadline, queued0, cap, from_exec;
	struct box_waits *box; /* not NULL: the wait of every task of the box (marked at the exec
				* for a start), not the main thread's */
};

/* The cgroup's limit: MEMORY_LIMIT is watched first on the runner's resident size, so the box
 * as a whole (with its page tables, pipes and other kernel memory) gets an eighth more, and
 * at least 8 MB. */
static long box_limit_mb(const struct limits *lim)
{
	return lim->memory_mb + (lim->memory_mb / 8 > 8 ? lim->memory_mb / 8 : 8);
}

enum outcome { GOT_REPLY, CHANNEL_ENDED, TIMED_OUT, MEMORY_OUT, OUTPUT_OUT };

struct runner {
	pid_t pid; /* the box's first process, 0 when none runs; also its process group */
	struct jail_box box;
	char box_broken[200]; /* why the box could not be built, when it could not */
	int req, rep, out, err; /* the judge's ends; -1 once closed */
	struct capture cout, cerr;
	long hwm_kib; /* peak resident memory of this runner so far */
	long long checked_ns;
	/* The case running: when it started on the judge's clock and on the runner's CPU clock,
	 * and its limit (0 while no case runs: starting up has a wall limit only). */
	long long case_t0, case_cpu0, case_limit_ns;
	long long case_queued0; /* its run-queue wait at the start (queue_wait_ns), -1 unknown */
	long long exec_ns, exec_queued; /* when the program was seen to exec, and its wait then */
	/* The program's /proc files and CPU clock, opened once for the runner's life and read
	 * again at offset 0 (the kernel writes them afresh each time): each case reads them
	 * four or five times, and a system call is dear here (a tool makes millions of calls). */
	pid_t proc_pid; /* the program they were opened for (its pid never changes); 0 none yet */
	int schedstat_fd, status_fd; /* -1 until first read */
	clockid_t cpu_clock;
	int have_clock;
};

/* The run-queue wait of the case running so far, into out->queued_us (the runner alive). */
static void note_queued(struct runner *r, struct result *out);

static volatile sig_atomic_t running_group;

/* When the whole run's time is up (the judge's clock), 0 for no total limit: a case's deadline is
 * the sooner of its own and this, so a run that passes the total does so inside a case, which is
 * then TLE (as on LeetCode) rather than a case never run. */
static long long total_deadline;

/* The layers every runner's box gets, and its cgroup: set once by judge_sandbox. */
static unsigned box_layers;
static struct jail_cgroup box_cgroup;

/* The layers that hide the cases (the view, the PID namespace) this machine could not give,
 * and why: judge_unconfined's business. */
static unsigned hiding_missing;
static char probe_why[256];

/* Without a pids cgroup: RLIMIT_NPROC, the tasks its user had when the judge started and
 * BOX_TASKS more (the limit counts every task of that user, in the box or not). */
static long nproc_limit;

/* Without a memory cgroup: RLIMIT_DATA at the box's limit, for a runner whose runtime tolerates
 * one (set as each runner starts: not under AddressSanitizer, whose shadow is data, nor a JVM,
 * which reserves its heap up front: runtime.h); 0 for none. */
static long data_limit_mb;

/* The tasks (threads) whose real user is uid, from /proc. */
static long tasks_of(uid_t uid)
{
	long n = 0;
	DIR *d = opendir("/proc");
	for (struct dirent *e; d && (e = readdir(d));) {
		char path[300], line[256];
		unsigned real = 0;
		long threads = 0;
		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
		FILE *f = fopen(path, "re");
		while (f && fgets(line, sizeof line, f)) {
			sscanf(line, "Uid: %u", &real);
			sscanf(line, "Threads: %ld", &threads);
		}
		if (f)
			fclose(f);
		if (real == uid)
			n += threads;
	}
	if (d)
		closedir(d);
	return n;
}

static long long now_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static const char *signal_name(int sig)
{
	static const char *const names[] = {
		[SIGHUP] = "SIGHUP",   [SIGINT] = "SIGINT",       [SIGQUIT] = "SIGQUIT",
		[SIGILL] = "SIGILL",   [SIGTRAP] = "SIGTRAP",     [SIGABRT] = "SIGABRT",
		[SIGBUS] = "SIGBUS",   [SIGFPE] = "SIGFPE",       [SIGKILL] = "SIGKILL",
		[SIGUSR1] = "SIGUSR1", [SIGSEGV] = "SIGSEGV",     [SIGUSR2] = "SIGUSR2",
		[SIGPIPE] = "SIGPIPE", [SIGALRM] = "SIGALRM",     [SIGTERM] = "SIGTERM",
		[SIGCHLD] = "SIGCHLD", [SIGCONT] = "SIGCONT",     [SIGSTOP] = "SIGSTOP",
		[SIGTSTP] = "SIGTSTP", [SIGTTIN] = "SIGTTIN",     [SIGTTOU] = "SIGTTOU",
		[SIGURG] = "SIGURG",   [SIGXCPU] = "SIGXCPU",     [SIGXFSZ] = "SIGXFSZ",
		[SIGVTALRM] = "SIGVTALRM", [SIGPROF] = "SIGPROF", [SIGWINCH] = "SIGWINCH",
		[SIGIO] = "SIGIO",     [SIGPWR] = "SIGPWR",       [SIGSYS] = "SIGSYS",
#ifdef SIGSTKFLT
		[SIGSTKFLT] = "SIGSTKFLT",
#endif
	};
	static char other[24];
	if (sig > 0 && sig < (int)(sizeof names / sizeof names[0]) && names[sig])
		return names[sig];
	snprintf(other, sizeof other, "signal %d", sig);
	return other;
}

void judge_sandbox(const struct limits *lim, unsigned without, char *note, size_t size)
{
	/* The judge hardens itself first: no core file of its memory (which holds every expected
	 * answer), and /proc/<judge>/ readable by no one but root. */
	struct rlimit core = {0, 0};
	setrlimit(RLIMIT_CORE, &core);
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	char why[256];
	unsigned wanted = JAIL_ALL & ~without;
	box_layers = jail_probe(wanted, "/bin/true", why, sizeof why);
	if (box_layers & JAIL_CGROUP &&
	    !jail_cgroup_make(&box_cgroup, box_limit_mb(lim))) {
		box_layers &= ~(unsigned)JAIL_CGROUP;
		if (!why[0])
			snprintf(why, sizeof why, "no memory cgroup can be made here");
	}
	if (box_layers & JAIL_PIDS && !jail_cgroup_pids(&box_cgroup, BOX_TASKS)) {
		box_layers &= ~(unsigned)JAIL_PIDS;
		if (!why[0])
			snprintf(why, sizeof why, "no pids cgroup can be made here");
	}
	if (!(box_layers & JAIL_PIDS)) /* RLIMIT_NPROC counts every task of the box's user */
		nproc_limit = tasks_of(geteuid() == 0 && box_layers & JAIL_NOBODY ? 65534 : getuid()) +
			      BOX_TASKS;
	note[0] = '\0';
	unsigned missing = wanted & ~box_layers & ~(geteuid() == 0 ? (unsigned)JAIL_USER : 0u);
	hiding_missing = missing & (JAIL_VIEW | JAIL_PID);
	snprintf(probe_why, sizeof probe_why, "%s", why);
	if (missing) {
		char names[128];
		jail_describe(missing, names, sizeof names);
		snprintf(note, size, "the sandbox runs without: %s (%s)", names, why);
	}
}

int judge_unconfined(const char *runner, char *const *paths, int n, char *why, size_t size)
{
	char names[128], cure[600];
	if (hiding_missing) {
		jail_describe(hiding_missing, names, sizeof names);
		jail_cure(cure, sizeof cure);
		snprintf(why, size, "the sandbox cannot hide the cases from the solution here: no %s "
			 "(%s): %s", names, probe_why, cure);
		return 1;
	}
	const char *shown = jail_shows(".") ? "the kit's folder" : jail_shows(runner) ? runner : NULL;
	for (int i = 0; !shown && i < n; i++)
		if (jail_shows(paths[i]))
			shown = paths[i];
	if (shown) {
		snprintf(why, size, "%.200s lies under a folder every box shows (/usr, /bin, /lib, "
			 "/etc...), so the solution could read the cases: move the kit and the cases "
			 "elsewhere (under your home, or /srv, /opt)", shown);
		return 1;
	}
	return 0;
}

unsigned judge_sandbox_layers(void)
{
	return box_layers;
}

void judge_sandbox_end(void)
{
	jail_cgroup_remove(&box_cgroup);
}

static void kill_group(pid_t pid)
{
	kill(-pid, SIGKILL);
	kill(pid, SIGKILL); /* in case it never reached its own group */
}

/* The tools': where a stop signal is noted instead of ending the program (judge_call_stops). */
static volatile sig_atomic_t *stop_noted;

static void on_stop_signal(int sig)
{
	pid_t g = running_group;
	if (g > 0)
		kill_group(g);
	if (stop_noted) { /* a tool: the call running ends; the tool prints what it found */
		*stop_noted = sig;
		return;
	}
	/* The box's first process is ours: once it is reaped, its PID namespace is empty and the
	 * cgroups can go (no judge has to start to sweep them). */
	if (g > 0)
		while (waitpid(g, NULL, 0) < 0 && errno == EINTR)
			;
	jail_cgroup_remove(&box_cgroup);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void watch_signals(void)
{
	struct sigaction sa = {0};
	sa.sa_handler = on_stop_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL); /* Ctrl-\ stops as Ctrl-C does: the box and cgroup go too */
	signal(SIGPIPE, SIG_IGN); /* a runner that closed its end is an EPIPE, not the judge's death */
	prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); /* orphans come back to the judge to be reaped */
}

struct exec_args {
	const char *path;
	const struct limits *lim;
};

/* In the box's program process, which has no privilege left: limits, the seccomp filter, exec.
 * Never returns. */
static void exec_runner(void *arg)
{
	const struct exec_args *x = arg;
	prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); /* without a PID namespace, dies with the box */
	long cpu_s = (x->lim->total_ms + x->lim->case_ms) / 1000 + 2;
	struct rlimit core = {0, 0}, cpu = {(rlim_t)cpu_s, (rlim_t)cpu_s + 1},
		      fsize = {OUTPUT_LIMIT, OUTPUT_LIMIT}, files = {RUNNER_FILES, RUNNER_FILES};
	setrlimit(RLIMIT_CORE, &core);
	setrlimit(RLIMIT_CPU, &cpu);
	setrlimit(RLIMIT_FSIZE, &fsize);
	setrlimit(RLIMIT_NOFILE, &files);
	if (nproc_limit) {
		struct rlimit nproc = {(rlim_t)nproc_limit, (rlim_t)nproc_limit};
		setrlimit(RLIMIT_NPROC, &nproc);
	}
	if (data_limit_mb && !(box_layers & JAIL_CGROUP)) {
		struct rlimit data = {(rlim_t)data_limit_mb << 20, (rlim_t)data_limit_mb << 20};
		setrlimit(RLIMIT_DATA, &data);
	}
	char *argv[] = {(char *)x->path, NULL}, *envp[] = {"LC_ALL=C", NULL};
	if ((box_layers & JAIL_SECCOMP) && sandbox_enter(getpid()) != 0) {
		dprintf(2, "judge: the seccomp sandbox could not be installed: %s\n", strerror(errno));
		_exit(RUNNER_EXIT_SANDBOX);
	}
	execve(x->path, argv, envp);
	dprintf(2, "judge: cannot start %s: %s\n", x->path, strerror(errno));
	_exit(RUNNER_EXIT_EXEC);
}

static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* The words a runner's harness gives a meaning (protocol.h), trusted from that runner only: from
 * any other, a solution's own exit(126) or printed "JavaScript heap out of memory" is its own. */
enum { WORDS_EXIT_ERROR = 1, WORDS_EXIT_MEMORY = 2, WORDS_NODE_HEAP = 4 };

/* Which of those the runner at path gives, by its language: build_runner.sh names every runner
 * runner-LANG-KEY, and only the harnesses of LANG below exit so or run node. */
static unsigned harness_words(const char *path)
{
	static const struct {
		const char *prefix;
		unsigned words;
	} langs[] = {
		{"runner-python3-", WORDS_EXIT_ERROR | WORDS_EXIT_MEMORY},
		{"runner-java-", WORDS_EXIT_ERROR | WORDS_EXIT_MEMORY},
		{"runner-javascript-", WORDS_EXIT_ERROR | WORDS_NODE_HEAP},
		{"runner-typescript-", WORDS_EXIT_ERROR | WORDS_NODE_HEAP},
	};
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++)
		if (!strncmp(base, langs[i].prefix, strlen(langs[i].prefix)))
			return langs[i].words;
	return 0;
}

/* What runtime.h reads off the runner at `path`, once per path: whether it tolerates a data
 * limit, and whether it holds an ifunc resolver; and which of the harnesses' words it gives. */
static struct {
	char path[PATH_MAX];
	int tolerates_data_limit, has_ifunc;
	unsigned words;
} seen;

static void look_at_runner(const char *path)
{
	if (!strcmp(seen.path, path))
		return;
	snprintf(seen.path, sizeof seen.path, "%s", path);
	seen.tolerates_data_limit = !runtime_reserves_memory(path);
	seen.has_ifunc = runtime_has_ifunc(path);
	seen.words = harness_words(path);
}

static int start_runner(const char *path, const struct limits *lim, struct runner *r)
{
	look_at_runner(path);
	data_limit_mb = !(box_layers & JAIL_CGROUP) && seen.tolerates_data_limit ? box_limit_mb(lim)
										 : 0;
	int req[2], rep[2], out[2], err[2];
	if (pipe2(req, O_CLOEXEC) || pipe2(rep, O_CLOEXEC) || pipe2(out, O_CLOEXEC) ||
	    pipe2(err, O_CLOEXEC))
		return 0;
	char abs[PATH_MAX]; /* the box sees the runner at the same place as the judge */
	int null = realpath(path, abs) ? open("/dev/null", O_RDONLY | O_CLOEXEC) : -1;
	int fds[] = {null, out[1], err[1], req[0], rep[1]};
	/* Inside the box the runner is /box/runner: nothing of the kit's folders shows. */
	int view = (box_layers & JAIL_VIEW) != 0;
	struct jail_bind bind = {abs, "/box/runner", 0, 0};
	struct exec_args x = {view ? bind.target : abs, lim};
	struct jail_spec spec = {box_layers & ~(unsigned)(JAIL_CGROUP | JAIL_SECCOMP | JAIL_PIDS),
				 fds, 5,
				 &bind, view, NULL, exec_runner, &x};
	struct jail_box box;
	int started = null >= 0 && jail_spawn(&spec, &box) == 0;
	int e = errno;
	for (int i = 0; i < 5; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	if (!started) {
		close(req[1]);
		close(rep[0]);
		close(out[0]);
		close(err[0]);
		errno = e;
		return 0;
	}
	*r = (struct runner){.pid = box.pid, .box = box, .req = req[1], .rep = rep[0],
			     .out = out[0], .err = err[0], .schedstat_fd = -1, .status_fd = -1};
	int mine[] = {r->req, r->rep, r->out, r->err};
	for (int i = 0; i < 4; i++)
		fcntl(mine[i], F_SETFL, O_NONBLOCK);
	running_group = box.pid;
	if (box_layers & (JAIL_CGROUP | JAIL_PIDS))
		jail_cgroup_join(&box_cgroup, box.pid);
	jail_go(&r->box);
	return 1;
}

/* The program's /proc/PID/NAME (`fd` one of r's two) read afresh into buf, NUL-terminated;
 * 0 when it cannot be read (no program yet, or it has ended). The file stays open until
 * stop_runner: it names that process, never one that takes its pid later. */
static int read_proc(struct runner *r, int *fd, const char *name, char *buf, size_t size)
{
	pid_t pid = jail_program(&r->box);
	if (pid <= 0)
		return 0;
	if (*fd < 0) {
		r->proc_pid = pid;
		char path[64];
		snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, name);
		*fd = open(path, O_RDONLY | O_CLOEXEC);
	}
	ssize_t n = *fd >= 0 ? pread(*fd, buf, size - 1, 0) : -1;
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return 1;
}

/* The CPU time the program and all its threads (ended ones too) have used, in ns, read by the
 * kernel for the judge: a solution cannot make it smaller. -1 when it cannot be read. */
static long long cpu_ns(struct runner *r)
{
	struct timespec t;
	pid_t pid = jail_program(&r->box);
	if (pid <= 0)
		return -1;
	if (!r->have_clock) {
		if (clock_getcpuclockid(pid, &r->cpu_clock) != 0)
			return -1;
		r->have_clock = 1;
	}
	if (clock_gettime(r->cpu_clock, &t) != 0)
		return -1;
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* The time the program's main thread has spent runnable but waiting for a CPU (the machine's
 * load), in ns, from /proc/PID/schedstat; -1 when it cannot be read. The total time limit
 * forgives this, and only this, of a case's time on the clock past its CPU time. */
static long long queued_of(const char *schedstat)
{
	long long on_cpu, queued;
	return sscanf(schedstat, "%lld %lld", &on_cpu, &queued) == 2 ? queued : -1;
}

static long long queue_wait_ns(struct runner *r)
{
	char text[128];
	return read_proc(r, &r->schedstat_fd, "schedstat", text, sizeof text) ? queued_of(text) : -1;
}

/* One task's run-queue wait in ns, from /proc/TID/schedstat; -1 when it has ended. */
static long long task_queued_ns(pid_t tid)
{
	char path[64], text[128];
	snprintf(path, sizeof path, "/proc/%d/schedstat", (int)tid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t got = fd >= 0 ? read(fd, text, sizeof text - 1) : -1;
	if (fd >= 0)
		close(fd);
	if (got <= 0)
		return -1;
	text[got] = '\0';
	return queued_of(text);
}

static void mark_box_waits(struct box_waits *m)
{
	m->n = jail_cgroup_tasks(&box_cgroup, m->tid, BOX_TASKS);
	for (int i = 0; i < m->n; i++) {
		long long q = task_queued_ns(m->tid[i]);
		m->base[i] = m->seen[i] = q > 0 ? q : 0;
	}
	m->read_ns = now_ns();
}

/* The run-queue wait of the box's tasks since the mark, in ns, read now: each task from the
 * mark, or from its birth if it came after, up to when it was last read (a task that ends
 * between two reads takes the wait since the first with it: the sum errs short, never long;
 * the waits on the box read it every BOX_SAMPLE_MS). -1 when no cgroup lists the tasks. */
static long long box_waits_since(struct box_waits *m)
{
	pid_t tid[BOX_TASKS];
	int n = m->n < 0 ? -1 : jail_cgroup_tasks(&box_cgroup, tid, BOX_TASKS);
	for (int i = 0; i < n; i++) {
		long long q = task_queued_ns(tid[i]);
		int j = 0;
		while (j < m->n && m->tid[j] != tid[i])
			j++;
		if (j == m->n && j < BOX_TASKS) { /* born since the mark (a full table: left out) */
			m->tid[j] = tid[i];
			m->base[j] = m->seen[j] = 0;
			m->n++;
		}
		if (j < m->n && q > m->seen[j])
			m->seen[j] = q;
	}
	m->read_ns = now_ns();
	long long sum = 0;
	for (int j = 0; j < m->n; j++)
		sum += m->seen[j] - m->base[j];
	return n < 0 ? -1 : sum;
}

/* Reads the box's waits when BOX_SAMPLE_MS have passed since the last read: a wait on the box
 * calls it as it polls, so a task that lives that long has its wait counted. */
static void sample_box_waits(struct box_waits *m, long long now)
{
	if (m && m->n >= 0 && now - m->read_ns >= BOX_SAMPLE_MS * 1000000LL)
		box_waits_since(m);
}

/* p's deadline pushed later by the run-queue wait since its start (the box's tasks', or the
 * program's main thread's from queued0), never past its cap. The main thread's is read only once
 * a deadline has passed: a case that meets it unloaded costs no read of /proc. */
static long long pushed_deadline(struct runner *r, const struct patience *p)
{
	int box = p->box && (!p->from_exec || r->exec_ns) && p->box->n >= 0;
	long long q0 = box ? 0 : p->queued0,
		  q = box ? box_waits_since(p->box) : q0 >= 0 ? queue_wait_ns(r) : -1;
	long long later = q > q0 ? p->deadline + (q - q0) : p->deadline;
	return later < p->cap ? later : p->cap;
}

static void note_queued(struct runner *r, struct result *out)
{
	long long q = queue_wait_ns(r);
	if (r->case_queued0 >= 0 && q >= r->case_queued0)
		out->queued_us = (double)(q - r->case_queued0) / 1e3;
}

/* VmHWM of a status file's text, in KiB; -1 when it has none (a thread that has ended). */
static long status_hwm(const char *text)
{
	long kib = -1;
	const char *at = strstr(text, "\nVmHWM:");
	return at && sscanf(at + 1, "VmHWM: %ld", &kib) == 1 ? kib : -1;
}

/* The runner's peak resident memory in KiB, from /proc (0 when it is gone). Every thread shares
 * the one memory: when the main thread has ended alone (a zombie leader, whose status has no
 * VmHWM) any live thread's status tells it. */
static long hwm_kib(struct runner *r)
{
	char path[128], text[4096];
	pid_t pid = jail_program(&r->box);
	if (pid <= 0) /* not started yet: what it has is a copy of the judge's */
		return 0;
	long kib = read_proc(r, &r->status_fd, "status", text, sizeof text) ? status_hwm(text) : -1;
	if (kib >= 0)
		return kib;
	snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
	DIR *d = opendir(path);
	for (struct dirent *e; d && kib < 0 && (e = readdir(d));) {
		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%d/task/%.20s/status", (int)pid, e->d_name);
		int fd = open(path, O_RDONLY | O_CLOEXEC);
		ssize_t n = fd >= 0 ? read(fd, text, sizeof text - 1) : -1;
		if (fd >= 0)
			close(fd);
		if (n > 0) {
			text[n] = '\0';
			kib = status_hwm(text);
		}
	}
	if (d)
		closedir(d);
	return kib > 0 ? kib : 0;
}

static int over_memory(struct runner *r, const struct limits *lim)
{
	long kib = hwm_kib(r);
	if (kib > r->hwm_kib)
		r->hwm_kib = kib;
	r->checked_ns = now_ns();
	return r->hwm_kib > lim->memory_mb * 1024;
}

/* Time Limit Exceeded as LeetCode decides it, on the solution's own CPU time: the case has used
 * more CPU than its limit, and more wall time too (a runtime's helper threads, a garbage
 * collector or a JIT, can spend CPU beside the solution; they do not shorten its limit). A
 * solution that waits without computing meets the wall-time backstop instead (WALL_BACKSTOP
 * times the limit, and the time it waited for a CPU besides: struct patience). */
static int past_cpu_limit(struct runner *r, long long now)
{
	if (!r->case_limit_ns || now - r->case_t0 <= r->case_limit_ns)
		return 0;
	long long cpu = cpu_ns(r);
	return r->case_cpu0 >= 0 && cpu - r->case_cpu0 > r->case_limit_ns;
}

/* Waits for one whole record on the reply pipe until `deadline`, draining the solution's
 * output meanwhile and reading its memory every POLL_MS. */
static enum outcome await_reply(struct runner *r, struct patience p, const struct limits *lim,
				struct reply *rec)
{
	size_t have = 0;
	long long deadline = p.deadline;
	for (;;) {
		long long now = now_ns(), left = deadline - now;
		if (p.from_exec && !r->exec_ns) { /* (one read of the exec pipe a poll) */
			if (jail_program(&r->box) > 0 || r->box.exec_fd < 0) { /* (exec'd, or ended) */
				r->exec_ns = now;
				p.queued0 = r->exec_queued = queue_wait_ns(r);
				if (p.box)
					mark_box_waits(p.box);
			}
			p.deadline = deadline = (now + p.from_exec < p.cap ? now + p.from_exec : p.cap);
			left = deadline - now;
		}
		if (p.box && (!p.from_exec || r->exec_ns))
			sample_box_waits(p.box, now);
		if (left <= 0) { /* (the main thread's run-queue wait is read only here) */
			long long later = pushed_deadline(r, &p);
			if (later <= now)
				return TIMED_OUT;
			deadline = later;
			continue;
		}
		if (now - r->checked_ns >= POLL_MS * 1000000LL) {
			if (over_memory(r, lim))
				return MEMORY_OUT;
			if (past_cpu_limit(r, now))
				return TIMED_OUT;
		}
		int wait_ms = left < POLL_MS * 1000000LL ? (int)(left / 1000000) + 1 : POLL_MS;
		struct pollfd pf[3] = {{r->rep, POLLIN, 0}, {r->out, POLLIN, 0}, {r->err, POLLIN, 0}};
		if (poll(pf, 3, wait_ms) < 0 && errno != EINTR)
			return CHANNEL_ENDED;
		if (pf[1].revents && !capture_read(r->out, &r->cout))
			close_fd(&r->out);
		if (pf[2].revents && !capture_read(r->err, &r->cerr))
			close_fd(&r->err);
		if (r->cout.total + r->cerr.total > (size_t)lim->output_kib * 1024)
			return OUTPUT_OUT;
		if (!pf[0].revents)
			continue;
		ssize_t got = read(r->rep, (char *)rec + have, sizeof *rec - have);
		if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR))
			return CHANNEL_ENDED;
		if (got > 0 && (have += (size_t)got) == sizeof *rec)
			return GOT_REPLY;
	}
}

/* 1 when the reply pipe holds more than the record just read: someone else wrote into it. */
static int extra_on_channel(struct runner *r)
{
	char c;
	struct pollfd pf = {r->rep, POLLIN, 0};
	return poll(&pf, 1, 0) > 0 && read(r->rep, &c, 1) == 1;
}

/* Ends the runner: if after `grace_ms` the box's first process has neither ended nor said how
 * its program ended, kills its group. Reaps it and any orphan, drains what it wrote, and
 * returns its wait status; *killed (when not NULL) says the judge killed it. With `loaded` the
 * grace is pushed later by the time the box's tasks wait for a CPU meanwhile (up to
 * LOADED_FACTOR times): an exit that waits on another task, as a sanitizer's leak check does,
 * is not cut short by the machine's load. */
static int stop_runner_after(struct runner *r, int grace_ms, int loaded, int *killed)
{
	int status = 0, ended = 0;
	struct box_waits at_stop = {.n = -1};
	long long t0 = now_ns();
	if (loaded && grace_ms > 0)
		mark_box_waits(&at_stop);
	struct patience grace = {t0 + grace_ms * 1000000LL, -1,
				 t0 + LOADED_FACTOR * grace_ms * 1000000LL, 0, &at_stop};
	for (long long until = grace.deadline;;) {
		siginfo_t si = {0}; /* WNOWAIT: a zombie leader keeps its group id from reuse */
		if (waitid(P_PID, (id_t)r->pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 &&
		    si.si_pid == r->pid) {
			ended = 1;
			break;
		}
		/* The first process has said how the program ended: the program is gone, and what
		 * is left, the first process's exit, is the kernel's teardown of the box's
		 * namespaces, no part of the program. On a loaded machine that took over a second
		 * on the clock, in waits no run-queue count sees (a right solution's last case was
		 * judged RE so, at a load of 13: the program reaped 51 ms after DONE, the box gone
		 * at 1027 ms). */
		if (jail_reported(&r->box)) {
			ended = 1;
			break;
		}
		long long now = now_ns();
		sample_box_waits(&at_stop, now);
		if (now >= until)
			until = pushed_deadline(r, &grace);
		if (now >= until)
			break;
		struct timespec pause = {0, 1000000};
		nanosleep(&pause, NULL);
	}
	kill_group(r->pid);
	while (waitpid(r->pid, &status, 0) < 0 && errno == EINTR)
		;
	/* The box's first process has ended; it reported how its program ended, unless it was
	 * killed first (then so was the program, by the same SIGKILL). */
	r->box_broken[0] = '\0';
	int said = jail_status(&r->box, &status, r->box_broken, sizeof r->box_broken);
	if (said == 0)
		status = SIGKILL; /* a wait status: killed by SIGKILL */
	else if (said < 0)
		status = RUNNER_EXIT_SANDBOX << 8;
	jail_close(&r->box);
	running_group = 0;
	while (waitpid(-1, NULL, WNOHANG) > 0) /* orphans of the runner, reparented to us */
		;
	if (r->out >= 0)
		capture_read(r->out, &r->cout);
	if (r->err >= 0)
		capture_read(r->err, &r->cerr);
	close_fd(&r->req);
	close_fd(&r->rep);
	close_fd(&r->out);
	close_fd(&r->err);
	if (r->proc_pid) { /* (a runner never started has no files, and fields of zero) */
		close_fd(&r->schedstat_fd);
		close_fd(&r->status_fd);
	}
	r->proc_pid = 0;
	r->have_clock = 0;
	r->pid = 0;
	if (killed)
		*killed = !ended;
	return status;
}

static int stop_runner(struct runner *r, int grace_ms, int *killed)
{
	return stop_runner_after(r, grace_ms, 0, killed);
}

/* Why a runner ended, for an RE or TLE detail; sets *verdict. */
static void describe_end(int status, int killed, char *d, size_t size, enum verdict *verdict)
{
	*verdict = V_RE;
	if (killed) { /* the channel ended, yet the process ran on to the deadline */
		*verdict = V_TLE;
		snprintf(d, size, "still running at the time limit, after closing or replacing "
				  "the judge's channel (descriptor %d or %d)",
			 RUNNER_REQUEST_FD, RUNNER_REPLY_FD);
	} else if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);
		const char *why = sig == SIGXCPU ? ": the CPU time limit of the whole run"
				: sig == SIGSYS	 ? ": a system call the sandbox forbids"
				: sig == SIGXFSZ ? ": the output file size limit"
						 : "";
		if (sig == SIGXCPU)
			*verdict = V_TLE;
		snprintf(d, size, "%s%s", signal_name(sig), why);
	} else {
		int code = WEXITSTATUS(status);
		const char *why =
			code == RUNNER_EXIT_CHANNEL ? ": the runner lost its channel to the judge "
						      "(the solution closed or replaced descriptor "
						      "3 or 4)"
			: code == RUNNER_EXIT_SANDBOX ? ": the sandbox could not be set up"
			: code == RUNNER_EXIT_EXEC    ? ": the runner could not be started"
						      : ": the process ended before answering "
							"(exit() inside findMinStep?)";
		/* An uncaught error is the user's: its report (stderr) is the whole detail, as on
		 * LeetCode, with no status of the harness before it. */
		if ((code == RUNNER_EXIT_ERROR && (seen.words & WORDS_EXIT_ERROR)) ||
		    (code == RUNNER_EXIT_MEMORY && (seen.words & WORDS_EXIT_MEMORY))) {
			if (code == RUNNER_EXIT_MEMORY)
				*verdict = V_MLE;
			d[0] = '\0';
			return;
		}
		snprintf(d, size, "exit status %d%s", code, why);
	}
}

/* A runtime that ran out of the heap it was given below the limit and aborted, as node does
 * ("FATAL ERROR: ... JavaScript heap out of memory", then abort()): MLE, in its own words. */
static int heap_ran_out(int status, const struct capture *err)
{
	static char text[CAPTURE_HEAD + CAPTURE_TAIL + 64];
	if (!(seen.words & WORDS_NODE_HEAP) || !WIFSIGNALED(status) || WTERMSIG(status) != SIGABRT)
		return 0;
	size_t n = capture_text(err, text, sizeof text);
	return memmem(text, n, "JavaScript heap out of memory", 29) != NULL;
}

/* A case whose channel ended: the verdict from how the runner ends by the deadline (a
 * solution that closed the channel and runs on is TLE there), with the report on stderr. */
static void runner_died(struct runner *r, const struct limits *lim, long long deadline,
			struct result *out)
{
	long long left_ms = (deadline - now_ns()) / 1000000;
	int killed, status = stop_runner(r, left_ms > 0 ? (int)left_ms : 0, &killed);
	describe_end(status, killed, out->detail, sizeof out->detail, &out->verdict);
	if (heap_ran_out(status, &r->cerr)) {
		out->verdict = V_MLE;
		snprintf(out->detail, sizeof out->detail, "the runtime ran out of the heap it was "
			 "given within MEMORY_LIMIT (its report below)");
	} else if (jail_cgroup_hit(&box_cgroup)) {
		out->verdict = V_MLE;
		snprintf(out->detail, sizeof out->detail, "the box's memory (heap, stacks, pipes and "
			 "kernel memory together) passed the limit of %ld MB (the kernel stopped it "
			 "at %ld MB)", lim->memory_mb, box_limit_mb(lim));
	} else if (r->box_broken[0]) {
		size_t used = strlen(out->detail);
		snprintf(out->detail + used, sizeof out->detail - used, " (%s)", r->box_broken);
	}
	if (jail_pids_hit(&box_cgroup)) {
		size_t used = strlen(out->detail);
		snprintf(out->detail + used, sizeof out->detail - used, " (the box reached its limit "
			 "of %d tasks, threads and processes together: a thread or fork was refused)",
			 BOX_TASKS);
	}
	/* A sanitizer's report starts the detail, as LeetCode shows it: the SIGABRT of its
	 * abort_on_error is the harness's doing, not the user's. */
	static char report[sizeof out->detail];
	report[0] = '\0';
	if (capture_append_report(&r->cerr, report, sizeof report, REPORT_LINES) &&
	    out->verdict == V_RE && !strcmp(out->detail, signal_name(SIGABRT)))
		out->detail[0] = '\0';
	size_t used = strlen(out->detail);
	if (used && report[0] && used + 1 < sizeof out->detail) {
		out->detail[used++] = '\n';
		out->detail[used] = '\0';
	}
	size_t n = strnlen(report, sizeof out->detail - used - 1);
	memcpy(out->detail + used, report, n);
	out->detail[used + n] = '\0';
}

static void forbidden_call(struct runner *r, long nr, struct result *out)
{
	const char *name = sandbox_call_name(nr);
	stop_runner(r, EXIT_GRACE_MS, NULL);
	out->verdict = V_RE;
	if (nr < 0)
		snprintf(out->detail, sizeof out->detail, "SIGSYS, sent by the solution itself");
	else if (name)
		snprintf(out->detail, sizeof out->detail, "%s is not allowed here", name);
	else
		snprintf(out->detail, sizeof out->detail, "system call %ld is not allowed here", nr);
}

static void forged_record(struct runner *r, struct result *out)
{
	stop_runner(r, 0, NULL);
	out->verdict = V_RE;
	snprintf(out->detail, sizeof out->detail,
		 "the solution wrote into the judge's channel (descriptor %d)", RUNNER_REPLY_FD);
}

/* Starts a runner and waits for READY; on failure, out holds the verdict. */
static int ready_runner(const char *path, const struct limits *lim, struct runner *r,
			struct result *out)
{
	struct reply rec;
	long long t0 = now_ns(), deadline = t0 + START_MS * 1000000LL;
	struct box_waits at_exec = {.n = -1}; /* (marked at the exec: a JVM's threads too) */
	struct patience start = {deadline, 0, t0 + LOADED_FACTOR * START_MS * 1000000LL,
				 START_MS * 1000000LL, &at_exec};
	r->exec_ns = 0; /* (a start refused before its box is made has no exec: start_counted) */
	capture_reset(&r->cout);
	capture_reset(&r->cerr);
	look_at_runner(path);
	if (seen.has_ifunc) {
		out->verdict = V_RE;
		snprintf(out->detail, sizeof out->detail, "the program holds an ifunc resolver "
			 "(__attribute__((ifunc)) or target_clones): code the loader would run before "
			 "the sandbox is complete, not allowed here (before the first call)");
		return 0;
	}
	if (!start_runner(path, lim, r)) {
		out->verdict = V_RE;
		snprintf(out->detail, sizeof out->detail, "the judge could not start a process: %s",
			 strerror(errno));
		return 0;
	}
	capture_reset(&r->cout);
	capture_reset(&r->cerr);
	enum outcome o = await_reply(r, start, lim, &rec);
	if (o == GOT_REPLY && rec.magic == REPLY_MAGIC && rec.kind == REPLY_READY &&
	    !extra_on_channel(r))
		return 1;
	if (o == GOT_REPLY && rec.magic == REPLY_MAGIC && rec.kind == REPLY_FORBIDDEN)
		forbidden_call(r, rec.value, out);
	else if (o == GOT_REPLY)
		forged_record(r, out);
	else if (o == CHANNEL_ENDED)
		runner_died(r, lim, deadline, out);
	else {
		runner_died(r, lim, 0, out);
		out->verdict = o == MEMORY_OUT ? V_MLE : o == OUTPUT_OUT ? V_OLE : V_TLE;
		snprintf(out->detail, sizeof out->detail, "the process did not start within %d ms "
			 "(besides any time the machine kept it waiting for a CPU) and %ld KiB of "
			 "output", START_MS, lim->output_kib);
	}
	size_t used = strlen(out->detail);
	snprintf(out->detail + used, sizeof out->detail - used, " (before the first call)");
	return 0;
}

/* A case's backstop on the clock, in ns: WALL_LIMIT when the user set one, else WALL_BACKSTOP
 * times the case's limit. */
static long long backstop_ns(const struct limits *lim)
{
	return (lim->wall_ms ? lim->wall_ms : WALL_BACKSTOP * lim->case_ms) * 1000000LL;
}

/* 1 when a stopped case had used more CPU time than its limit: its own TLE, decided on CPU. */
static int past_own_cpu(const struct result *out, const struct limits *lim)
{
	return out->cpu_us * 1e3 > (double)lim->case_ms * 1e6;
}

/* Ends the runner of a case that passed a limit: v is V_TLE, V_OLE or V_MLE. */
static void passed_limit(struct runner *r, const struct limits *lim, enum verdict v,
			 struct result *out)
{
	long long cpu = cpu_ns(r);
	if (cpu >= 0 && r->case_cpu0 >= 0)
		out->cpu_us = (double)(cpu - r->case_cpu0) / 1e3;
	note_queued(r, out);
	stop_runner(r, 0, NULL);
	out->verdict = v;
	if (cpu >= 0 && r->case_cpu0 >= 0 && out->cpu_us < out->time_us &&
	    (v != V_TLE || past_own_cpu(out, lim)))
		out->time_us = out->cpu_us; /* decided on CPU time (or memory): shown so */
	if (v == V_TLE && past_own_cpu(out, lim))
		snprintf(out->detail, sizeof out->detail, "still running after %ld ms of CPU time "
			 "(limit %ld ms a case)", lim->case_ms, lim->case_ms);
	else if (v == V_TLE)
		snprintf(out->detail, sizeof out->detail, "still running after %.0f ms on the clock, "
			 "with %.0f ms of CPU time (limit %ld ms a case; the clock's limit is %d times "
			 "that, besides the time the machine kept it waiting for a CPU: a solution "
			 "that waits)",
			 out->wall_us / 1e3, out->cpu_us / 1e3, lim->case_ms, WALL_BACKSTOP);
	else if (v == V_OLE)
		snprintf(out->detail, sizeof out->detail,
			 "wrote more than %ld KiB to stdout and stderr in one case (OUTPUT_LIMIT)",
			 lim->output_kib);
	else
		snprintf(out->detail, sizeof out->detail,
			 "peak resident memory %.1f MB passed the limit of %ld MB", r->hwm_kib / 1024.0,
			 lim->memory_mb);
}

/* An answer whose time (CPU time, and the clock's too) passed the case's limit: between two
 * of the judge's looks at the runner's CPU time. Time Limit Exceeded, as it would have been a
 * look later: no time over the limit is ever shown beside an Accepted. */
static void answered_late(struct runner *r, const struct limits *lim, struct result *out)
{
	stop_runner(r, 0, NULL);
	out->verdict = V_TLE;
	snprintf(out->detail, sizeof out->detail, "answered after %.0f ms of CPU time, past the "
		 "limit of %ld ms a case", out->time_us / 1e3, lim->case_ms);
}

/* What the first record of a case is: the runner's ACK, a second answer for the held case, a
 * forbidden call, or anything else (a forgery). */
enum first_record { ACKED, SECOND, FORBIDDEN, FORGED };

static enum first_record first_record(const struct runner *r, const struct reply *rec,
				      uint32_t i, long held)
{
	int unread = 0;
	if (rec->magic == REPLY_MAGIC && rec->kind == REPLY_ANSWER && held >= 0 &&
	    rec->index == (uint32_t)held)
		return SECOND;
	if (rec->magic == REPLY_MAGIC && rec->kind == REPLY_FORBIDDEN)
		return FORBIDDEN;
	if (rec->magic != REPLY_MAGIC || rec->kind != REPLY_ACK || rec->index != i)
		return FORGED; /* (the answer may follow at once: no test for more bytes here) */
	/* The harness says ACK only once it has read the whole request. */
	if (ioctl(r->req, FIONREAD, &unread) == 0 && unread > 0)
		return FORGED;
	return ACKED;
}

/* Judges case i on a ready runner. Returns 1, having stopped the runner and judged nothing,
 * when the first record is a second one for case `held` (the case before, whose answer was
 * read but not yet settled): someone else wrote into the channel during that case. Returns 2
 * when the runner failed before it acknowledged request i (died, passed a limit, wrote a
 * record that is not its ACK) while case `held` waits: that failure is the held case's, and
 * out holds it; case i was never called. */
static int judge_one(struct runner *r, const struct zcase *c, uint32_t i, long held,
		     const struct limits *lim, struct result *out)
{
	struct request q = {.index = i};
	struct reply rec;
	snprintf(q.board, sizeof q.board, "%s", c->board);
	snprintf(q.hand, sizeof q.hand, "%s", c->hand);
	capture_reset(&r->cout);
	capture_reset(&r->cerr);
	long long cpu0 = cpu_ns(r);
	r->case_queued0 = queue_wait_ns(r);
	out->queued_us = -1;
	long long t0 = now_ns(), deadline = t0 + backstop_ns(lim);
	if (total_deadline && total_deadline < deadline)
		deadline = total_deadline;
	/* The clock's backstop (a WALL_LIMIT set by the user is the clock alone), and the total's
	 * deadline, forgive the case's run-queue wait, as the total's count of time does
	 * (counted_ns). */
	struct patience wait = {deadline, lim->wall_ms ? -1 : r->case_queued0,
				t0 + LOADED_FACTOR * (deadline - t0), 0, NULL};
	r->case_t0 = t0;
	r->case_cpu0 = cpu0;
	r->case_limit_ns = lim->case_ms * 1000000LL;
	enum outcome o = write(r->req, &q, sizeof q) == (ssize_t)sizeof q
				 ? await_reply(r, wait, lim, &rec)
				 : CHANNEL_ENDED;
	enum first_record first = o == GOT_REPLY ? first_record(r, &rec, i, held) : FORGED;
	if (first == SECOND) {
		r->case_limit_ns = 0;
		stop_runner(r, 0, NULL);
		return 1;
	}
	int before_ack = first != ACKED;
	if (first == FORBIDDEN)
		forbidden_call(r, rec.value, out);
	else if (o == GOT_REPLY && first == FORGED)
		forged_record(r, out);
	else if (first == ACKED)
		o = await_reply(r, wait, lim, &rec);
	r->case_limit_ns = 0;
	long long waited = now_ns() - t0;
	out->time_us = out->wall_us = (double)waited / 1e3;
	if (before_ack && o == GOT_REPLY) {
		/* judged above */
	} else if (o == GOT_REPLY && rec.magic == REPLY_MAGIC && rec.kind == REPLY_FORBIDDEN) {
		forbidden_call(r, rec.value, out);
	} else if (o == GOT_REPLY) {
		if (rec.magic != REPLY_MAGIC || rec.kind != REPLY_ANSWER || rec.index != i ||
		    extra_on_channel(r)) {
			forged_record(r, out);
			return 0;
		}
		out->got = rec.value;
		/* The time shown is the runner's own measure of the call, which leaves out the
		 * channel's reads and writes, but never less than the CPU time the kernel counted
		 * for the runner over the case, less those (CHANNEL_US), nor more than the judge's
		 * clock: a solution that forges its clock gains CHANNEL_US at most. A runner whose
		 * CPU time cannot be read (it is not known by its pid) is timed by the judge's
		 * clock alone. */
		long long cpu1 = cpu_ns(r);
		note_queued(r, out);
		if (cpu0 >= 0 && cpu1 >= cpu0)
			out->cpu_us = (double)(cpu1 - cpu0) / 1e3;
		double shown = (double)rec.ns / 1e3;
		if (cpu0 >= 0 && cpu1 >= cpu0 && shown < (double)(cpu1 - cpu0) / 1e3 - CHANNEL_US)
			shown = (double)(cpu1 - cpu0) / 1e3 - CHANNEL_US;
		if (cpu0 >= 0 && cpu1 >= cpu0 && shown < out->time_us)
			out->time_us = shown;
		/* and never more than that CPU time: the limit is on it, so the time shown is the
		 * one the verdict is decided on; the clock's time beyond it (a solution that waits,
		 * a busy machine) is wall_us, shown apart */
		if (cpu0 >= 0 && cpu1 >= cpu0 && out->time_us > out->cpu_us)
			out->time_us = out->cpu_us;
		out->verdict = rec.value == c->expected ? V_AC : V_WA;
		if (over_memory(r, lim)) /* a fresh process for the next case, not one over the limit */
			passed_limit(r, lim, V_MLE, out);
		else if (out->time_us > (double)lim->case_ms * 1e3)
			answered_late(r, lim, out);
	} else if (o != CHANNEL_ENDED) {
		passed_limit(r, lim, o == TIMED_OUT ? V_TLE : o == OUTPUT_OUT ? V_OLE : V_MLE, out);
	} else { /* one that closed the channel and runs on has the case's limit, not 3 times it */
		long long limit = t0 + lim->case_ms * 1000000LL;
		runner_died(r, lim, limit < deadline ? limit : deadline, out);
		out->time_us = out->wall_us = (double)(now_ns() - t0) / 1e3;
	}
	return before_ack && held >= 0 ? 2 : 0;
}

/* After the last case: the runner must say DONE and exit 0. A process that ends any other
 * way (a forger that exits after its last record, a destructor that crashes) fails the last
 * case, which had looked AC. */
static void finish_runner(struct runner *r, const struct limits *lim, struct result *last)
{
	struct reply rec;
	close_fd(&r->req);
	long long t0 = now_ns();
	/* (every task's wait: a sanitizer's leak check at exit runs in a process of its own) */
	struct box_waits at_finish;
	mark_box_waits(&at_finish);
	struct patience finish = {t0 + FINISH_MS * 1000000LL, queue_wait_ns(r),
				  t0 + LOADED_FACTOR * FINISH_MS * 1000000LL, 0,
				  &at_finish};
	enum outcome o = await_reply(r, finish, lim, &rec);
	int clean = o == GOT_REPLY && rec.magic == REPLY_MAGIC && rec.kind == REPLY_DONE &&
		    !extra_on_channel(r);
	int grace = clean ? FINISH_MS : o == TIMED_OUT ? 0 : EXIT_GRACE_MS;
	int killed, status = stop_runner_after(r, grace, clean, &killed);
	if (clean && !killed && WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return;
	if (last->verdict != V_AC && last->verdict != V_WA)
		return;
	char why[256];
	enum verdict v;
	describe_end(status, killed, why, sizeof why, &v);
	last->verdict = V_RE;
	snprintf(last->detail, sizeof last->detail, "after the last answer the process did not end "
		 "cleanly: %s", o == TIMED_OUT ? "still running" : o == GOT_REPLY && !clean
		 ? "a record that is not the runner's" : why);
	capture_append_report(&r->cerr, last->detail, sizeof last->detail, REPORT_LINES);
}

/* Reports case i with the output it wrote. */
static void report_case_with(on_result *report, void *arg, const struct zcase *c,
			     struct result *res, const struct capture *out, const struct capture *err)
{
	res->out = out;
	res->err = err;
	report(c, res, arg);
	res->out = res->err = NULL;
}

/* What a case's `spent` ns on the clock count towards the total limit: all of it (its CPU time,
 * and its waiting too: a sleep, a blocked read), less the time a busy machine kept its runner
 * waiting for a CPU (queued_us), which the judge cannot charge to the solution. So a run of
 * cases that each wait forever ends at the total on the clock. Where the run-queue wait is
 * unknown (a crash), up to the case's limit, as before. */
static long long counted_ns(const struct result *out, long long spent, const struct limits *lim)
{
	long long cap = lim->case_ms * 1000000LL, load = (long long)(out->queued_us * 1e3);
	if (out->queued_us < 0)
		return spent < cap ? spent : cap;
	return load < spent ? spent - load : 0;
}

/* What a start counts towards the total limit: the time from the program's exec to now, less
 * the time it waited for a CPU meanwhile, as a case's (counted_ns); building the box before
 * the exec is the judge's work. */
static long long start_counted(struct runner *r, long long t0)
{
	/* (a start that failed has stopped its runner: its /proc is not read again) */
	long long now = now_ns(), from = r->exec_ns ? r->exec_ns : t0,
		  q = r->pid ? queue_wait_ns(r) : -1;
	long long load = r->exec_ns && r->exec_queued >= 0 && q > r->exec_queued
				 ? q - r->exec_queued : 0;
	return now - from > load ? now - from - load : 0;
}

long judge_cases(const char *runner, const struct zcase *cases, int n, const struct limits *lim,
		 on_result *report, void *arg)
{
	/* Two results are alive at a time, the case being judged and the one held before it:
	 * memory does not grow with the number of cases. */
	static struct result slots[2];
	static struct runner r; /* two 10 KiB captures: not on the stack */
	/* A case with an answer is settled only when the runner is next heard from (the next
	 * case's reply, or DONE): a forged record and the runner's own can arrive a while apart,
	 * and the second one then fails the case it belongs to. Its output is held meanwhile. */
	static struct capture held_out, held_err;
	long held = -1;
	long peak = 0;
	long long used = 0, total = lim->total_ms * 1000000LL;
	int i = 0, quiet_skip = 0;
	const char *skip = "";
	watch_signals();
	r.pid = 0;
	for (; i < n; i++) {
		struct result *out = &slots[i & 1];
		memset(out, 0, sizeof *out);
		if (used >= total) { /* used up between cases: this one is where it ran out */
			out->verdict = V_TLE;
			out->out_of_total = 1;
			snprintf(out->detail, sizeof out->detail, "the total time limit of %ld ms was "
				 "used up before this case could start (%.0f ms used)", lim->total_ms,
				 (double)used / 1e6);
			report_case_with(report, arg, &cases[i], out, NULL, NULL);
			quiet_skip = 1;
			i++;
			break;
		}
		long long t0 = now_ns();
		int fresh = !r.pid;
		if (fresh && !ready_runner(runner, lim, &r, out)) {
			used += start_counted(&r, t0);
			report_case_with(report, arg, &cases[i], out, &r.cout, &r.cerr);
			/* A runner that cannot start would fail the same way for every case. */
			skip = "not run: the process could not start (see the case above)";
			i++;
			break;
		}
		if (fresh)
			used += start_counted(&r, t0);
		t0 = now_ns();
		long long run_ends = total_deadline = t0 + (total - used);
		int second = judge_one(&r, &cases[i], (uint32_t)i, held, lim, out);
		total_deadline = 0;
		used += counted_ns(out, now_ns() - t0, lim);
		/* A case stopped on the clock when the total's deadline came first: the total is
		 * used up (its count, less a run-queue wait read a moment later, can fall just
		 * short). Not one stopped by its own CPU limit, however late on the clock. */
		if (out->verdict == V_TLE && now_ns() >= run_ends &&
		    !past_own_cpu(out, lim) && run_ends <= t0 + backstop_ns(lim))
			used = total;
		int out_of_total = out->verdict == V_TLE && used >= total;
		out->out_of_total = out_of_total;
		if (out_of_total) /* LeetCode's verdict: TLE, on the case that was running */
			snprintf(out->detail, sizeof out->detail, "the total time limit was passed "
				 "during this case: %.0f ms used of %ld ms for all the cases (this case "
				 "ran %.0f ms; its own limit is %ld ms)", (double)used / 1e6,
				 lim->total_ms, out->time_us / 1e3, lim->case_ms);
		if (r.hwm_kib > peak)
			peak = r.hwm_kib;
		if (held >= 0) {
			if (second == 2) { /* the runner failed before it took case i: held's */
				struct result *h = &slots[held & 1];
				static char why[sizeof h->detail];
				snprintf(why, sizeof why, "%s", out->detail);
				h->verdict = out->verdict;
				snprintf(h->detail, sizeof h->detail, "%.4000s (after its answer, before the "
					 "next case was taken)", why);
			} else if (second) {
				slots[held & 1].verdict = V_RE;
				snprintf(slots[held & 1].detail, sizeof slots[held & 1].detail,
					 "the solution wrote into the judge's channel (descriptor %d): "
					 "a second record for this case",
					 RUNNER_REPLY_FD);
			}
			report_case_with(report, arg, &cases[held], &slots[held & 1], &held_out,
					 &held_err);
			int stop = slots[held & 1].verdict != V_AC && lim->stop_at_failure;
			held = -1;
			if (stop) {
				quiet_skip = 1;
				break; /* case i is not counted: it was never settled */
			}
			if (second) {
				i--; /* case i again, in a fresh process */
				continue;
			}
		}
		if (r.pid && i + 1 == n)
			finish_runner(&r, lim, out);
		if (r.pid && !(out->verdict != V_AC && lim->stop_at_failure)) {
			/* an answer from a live runner: settled at the next record */
			held = i;
			held_out = r.cout;
			held_err = r.cerr;
			continue;
		}
		report_case_with(report, arg, &cases[i], out, &r.cout, &r.cerr);
		if (out_of_total || (out->verdict != V_AC && lim->stop_at_failure)) {
			quiet_skip = 1;
			i++;
			break;
		}
	}
	if (held >= 0) { /* the run stopped at the total limit with an answer held */
		report_case_with(report, arg, &cases[held], &slots[held & 1], &held_out, &held_err);
		i = (int)held + 1 > i ? (int)held + 1 : i;
	}
	if (r.pid) {
		stop_runner(&r, 0, NULL);
	}
	for (int k = i; k < n; k++) {
		struct result *out = &slots[0];
		*out = (struct result){.verdict = V_SKIP};
		if (!quiet_skip) {
			snprintf(out->detail, sizeof out->detail, "%s", k == i ? skip : "");
			report(&cases[k], out, arg);
		}
	}
	return peak;
}

enum verdict judge_alone(const char *runner, const struct zcase *c, const struct limits *lim,
			 double *us)
{
	static struct runner r;
	struct result out = {0};
	r.pid = 0;
	if (ready_runner(runner, lim, &r, &out)) {
		judge_one(&r, c, 0, -1, lim, &out);
		if (r.pid)
			finish_runner(&r, lim, &out);
	}
	if (r.pid) {
		stop_runner(&r, 0, NULL);
	}
	if (us)
		*us = out.time_us;
	return out.verdict;
}

/* The tools' runners (a solution's, and make worst VERSUS='s): each kept between calls,
 * replaced after a call that fails. */
enum { TOOL_RUNNERS = 2 };
static struct runner tools[TOOL_RUNNERS];
static const char *tool_paths[TOOL_RUNNERS];
static uint32_t tool_calls;

void judge_call_stops(volatile sig_atomic_t *noted)
{
	stop_noted = noted;
	watch_signals();
}

void judge_call(const char *runner, const char *board, const char *hand, const struct limits *lim,
		struct result *out)
{
	struct zcase c = {.expected = -99}; /* no expected answer: an answer is V_WA, made V_AC */
	snprintf(c.board, sizeof c.board, "%s", board);
	snprintf(c.hand, sizeof c.hand, "%s", hand);
	memset(out, 0, sizeof *out);
	int k = 0;
	while (k < TOOL_RUNNERS - 1 && tool_paths[k] && strcmp(tool_paths[k], runner))
		k++;
	tool_paths[k] = runner;
	struct runner *tool = &tools[k];
	if (!tool->pid) {
		if (!tool_calls++)
			watch_signals();
		if (!ready_runner(runner, lim, tool, out))
			return;
	}
	judge_one(tool, &c, tool_calls++, -1, lim, out);
	if (out->verdict == V_WA)
		out->verdict = V_AC;
	if (stop_noted && *stop_noted) { /* the call was ended by the signal, not by its input */
		if (tool->pid)
			stop_runner(tool, 0, NULL);
		out->verdict = V_SKIP;
		snprintf(out->detail, sizeof out->detail, "stopped by a signal");
	}
}

void judge_call_end(void)
{
	for (int k = 0; k < TOOL_RUNNERS; k++)
		if (tools[k].pid)
			stop_runner(&tools[k], 0, NULL);
}
