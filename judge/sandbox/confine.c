/* confine.c: runs one trusted program on untrusted input (the compiler on a solution) in a box
 * of jail.c, as isolate runs a command: the namespaces and view this machine gives, the folder
 * DIR as the only writable place (at /box, the working folder), no device but /dev/null,
 * stdin from /dev/null, a clean environment, at most 256 tasks, and limits on CPU time (S
 * seconds a process; three times S of the clock spent using no CPU, a wait that never ends,
 * and twenty times S on the clock in all, since a machine under load stretches a build's wall
 * time, not its CPU time), memory and file size. Without a mount
 * namespace (`make sandbox` says so) the program would run in DIR itself with its user's
 * rights: refused ("confine: refused", exit status 2) unless ZUMA_UNCONFINED=1 (make's
 * UNCONFINED=1), with the --without layers taken away on purpose allowed. A program past a
 * limit is stopped, and the limit is named on stderr, where the compiler's own words go too.
 * With --space MB the program works in a tmpfs of its own at /box (DIR's files copied in, DIR
 * itself read-only at /box.in), bounded as a whole: DIR's bytes and MB more; what it made comes
 * back to DIR when it ends (build_folder.c), and a full folder is named as the limit it is.
 * The exit status is the program's; 1 when it was stopped or killed; 2 when the box could not
 * be made.
 *
 * usage: confine [--time S] [--memory MB] [--output KIB] [--space MB] [--without LAYER,...]
 *                --dir DIR --
 *                PROGRAM ARG...
 * (PROGRAM is looked up in /usr/bin and /bin inside the box). */
#define _GNU_SOURCE
#include "build_folder.h"
#include "jail.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The seconds a build may wait using no CPU, and the seconds it may take on the clock, both
 * in units of its CPU limit. */
enum { WALL_FACTOR = 3, LOADED_FACTOR = 20 };

struct job {
	long time_s, memory_mb, output_kib;
	const char *dir; /* the working folder as the program sees it: /box, or DIR itself */
	char **argv;
	long space_mb; /* --space: 0 for none */
	int archive;   /* bounded: where the program's files go back to confine; else -1 */
};

static const char inputs_at[] = "/box.in"; /* DIR, read-only, when the folder is bounded */

static long number(const char *s, const char *what)
{
	char *end;
	long v = strtol(s, &end, 10);
	if (*s < '0' || *s > '9' || *end || v <= 0 || v > 1L << 30) {
		fprintf(stderr, "confine: %s takes a whole number, not '%s'\n", what, s);
		exit(2);
	}
	return v;
}

/* In the box, bounded: the inputs into the tmpfs, the program as a child, then what it made
 * into the archive; ends as the program ended. Only this code, never the program, holds the
 * archive's descriptor. */
static void bounded_job(const struct job *j, const struct rlimit *fsize)
{
	if (folder_copy_in(inputs_at, j->dir)) {
		fprintf(stderr, "confine: the build's files do not fit in its folder: %s\n",
			strerror(errno));
		_exit(2);
	}
	pid_t pid = fork();
	if (pid == 0) {
		close(j->archive);
		setrlimit(RLIMIT_FSIZE, fsize);
		return; /* the program, as an unbounded job runs it */
	}
	/* Full: at some look (every 5 ms) less than 1/64 of the space was left, or the program
	 * failed with less than a quarter (at most 16 MiB, a file's limit) left at its end: a
	 * compiler deletes the file it could not finish. A build that fits leaves far more. */
	long long space = j->space_mb << 20, least = space, left = space;
	int status = 0;
	for (pid_t p = 0; pid > 0 && p != pid;) {
		struct statvfs vs;
		struct timespec pause = {0, 5000000};
		if (statvfs(j->dir, &vs) == 0)
			left = (long long)vs.f_bavail * (long long)vs.f_frsize;
		least = left < least ? left : least;
		if ((p = waitpid(pid, &status, WNOHANG)) == 0)
			nanosleep(&pause, NULL);
		else if (p < 0 && errno != EINTR)
			break;
	}
	long long quarter = space / 4 < 16LL << 20 ? space / 4 : 16LL << 20;
	int failed = !WIFEXITED(status) || WEXITSTATUS(status) != 0;
	int full = least < space / 64 || (failed && left < quarter);
	if (pid < 0 || folder_archive(j->archive, j->dir, inputs_at, full)) {
		fprintf(stderr, "confine: cannot hand back the build's files: %s\n", strerror(errno));
		_exit(2);
	}
	if (WIFSIGNALED(status)) {
		signal(WTERMSIG(status), SIG_DFL);
		raise(WTERMSIG(status));
	}
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

/* In the box, with no privilege left: the limits, then the program. */
static void exec_job(void *arg)
{
	const struct job *j = arg;
	struct rlimit core = {0, 0}, cpu = {(rlim_t)j->time_s, (rlim_t)j->time_s + 1},
		      fsize = {(rlim_t)j->output_kib << 10, (rlim_t)j->output_kib << 10},
		      as = {(rlim_t)j->memory_mb << 20, (rlim_t)j->memory_mb << 20};
	setrlimit(RLIMIT_CORE, &core);
	setrlimit(RLIMIT_CPU, &cpu);
	setrlimit(RLIMIT_AS, &as); /* each process of the compiler; the cgroup takes them all */
	if (j->archive >= 0)
		bounded_job(j, &fsize); /* returns in the program's process only */
	setrlimit(RLIMIT_FSIZE, &fsize);
	static char tmpdir[4200], home[4200];
	snprintf(tmpdir, sizeof tmpdir, "TMPDIR=%s", j->dir);
	snprintf(home, sizeof home, "HOME=%s", j->dir);
	/* (two malloc arenas: glibc gives each thread that meets a lock an arena of its own, each
	 * reserving 64 MB of address space, and javac's many threads then ran out of RLIMIT_AS
	 * at random, a Compile Error of the JVM's words instead of the compiler's) */
	char *envp[] = {"PATH=/usr/bin:/bin", "LC_ALL=C", "MALLOC_ARENA_MAX=2", tmpdir, home, NULL};
	if (chdir(j->dir) != 0) {
		perror("confine: the working folder");
		_exit(2);
	}
	environ = envp;
	execvp(j->argv[0], j->argv);
	fprintf(stderr, "confine: cannot run %s: %s\n", j->argv[0], strerror(errno));
	_exit(2);
}

/* SIGINT, SIGQUIT, SIGTERM or SIGHUP: the box is killed and the folder given back, then confine ends. */
static volatile sig_atomic_t stopped;

static void on_stop(int sig)
{
	stopped = sig;
}

static long long now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int main(int argc, char **argv)
{
	struct job job = {20, 2048, 16384, "/box", NULL, 0, -1};
	const char *dir = NULL;
	long without = 0;
	int i = 1;
	for (; i < argc && strcmp(argv[i], "--"); i++) {
		if (!strcmp(argv[i], "--time") && i + 1 < argc)
			job.time_s = number(argv[++i], "--time");
		else if (!strcmp(argv[i], "--memory") && i + 1 < argc)
			job.memory_mb = number(argv[++i], "--memory");
		else if (!strcmp(argv[i], "--output") && i + 1 < argc)
			job.output_kib = number(argv[++i], "--output");
		else if (!strcmp(argv[i], "--space") && i + 1 < argc)
			job.space_mb = number(argv[++i], "--space");
		else if (!strcmp(argv[i], "--dir") && i + 1 < argc)
			dir = argv[++i];
		else if (!strcmp(argv[i], "--without") && i + 1 < argc) {
			if ((without = jail_layers_named(argv[++i])) < 0) {
				fprintf(stderr, "confine: --without takes layer names (make sandbox)\n");
				return 2;
			}
		}
		else
			break;
	}
	if (i + 1 >= argc || strcmp(argv[i], "--") || !dir) {
		fprintf(stderr, "usage: confine [--time S] [--memory MB] [--output KIB] "
				"[--space MB] [--without LAYER,...] --dir DIR -- PROGRAM ARG...\n");
		return 2;
	}
	/* Copies: the box's first process blanks the command line (jail.h). */
	job.argv = argv + i + 1;
	for (char **a = job.argv; *a; a++)
		if (!(*a = strdup(*a))) {
			perror("confine");
			return 2;
		}
	if (!(dir = strdup(dir))) {
		perror("confine");
		return 2;
	}
	struct rlimit core = {0, 0};
	setrlimit(RLIMIT_CORE, &core);
	char why[256];
	unsigned layers = jail_probe(JAIL_ALL & ~(unsigned)(JAIL_SECCOMP | without), "/bin/true", why,
				     sizeof why);
	/* Without a view (an ordinary user where user namespaces are refused) the compiler would
	 * run with the user's rights over the user's files: refused, unless UNCONFINED=1. */
	const char *unconfined = getenv("ZUMA_UNCONFINED");
	if (!(layers & JAIL_VIEW) && !(without & JAIL_VIEW) && !(unconfined && !strcmp(unconfined, "1"))) {
		char cure[600];
		jail_cure(cure, sizeof cure);
		fprintf(stderr, "confine: refused: the build box cannot be made here, so the compiler "
			"would read and write with your rights (%s): %s. To build and judge anyway, "
			"unverified: %s UNCONFINED=1\n", why, cure, jail_command_typed());
		return 2;
	}
	struct jail_cgroup cg = {0};
	if (layers & JAIL_CGROUP && !jail_cgroup_make(&cg, job.memory_mb))
		layers &= ~(unsigned)JAIL_CGROUP;
	if (layers & JAIL_PIDS && !jail_cgroup_pids(&cg, 256)) /* javac: some 30 threads */
		layers &= ~(unsigned)JAIL_PIDS;
	/* The program runs as nobody: the folder it writes in must be its own meanwhile. */
	struct stat st;
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "confine: %s is not a folder\n", dir);
		return 2;
	}
	struct sigaction sa = {0};
	sa.sa_handler = on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	int owned = (layers & JAIL_NOBODY) && !(layers & JAIL_USER) && geteuid() == 0;
	if (owned && chown(dir, 65534, 65534) != 0) {
		perror("confine: chown");
		return 2;
	}
	int null = open("/dev/null", O_RDONLY | O_CLOEXEC);
	int fds[4] = {null, STDOUT_FILENO, STDERR_FILENO, -1};
	struct jail_bind binds[2] = {{dir, "/box", 1, 0}, {0}};
	static const char *const devices[] = {"/dev/null", NULL};
	struct jail_spec spec = {layers & ~(unsigned)(JAIL_CGROUP | JAIL_PIDS), fds, 3, binds, 1, devices,
				 exec_job, &job};
	/* Bounded as a whole (--space): DIR read-only at /box.in, the program's folder a tmpfs
	 * holding DIR's bytes and space_mb more; its files come back through an unlinked file. */
	long long inputs = job.space_mb && (layers & JAIL_VIEW) ? folder_bytes(dir) : -1;
	if (inputs >= 0) {
		fds[3] = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
		if (fds[3] < 0) { /* a file system without O_TMPFILE: a named one, unlinked at once */
			char name[4200];
			snprintf(name, sizeof name, "%s/.confine.XXXXXX", dir);
			if ((fds[3] = mkostemp(name, O_CLOEXEC)) >= 0)
				unlink(name);
		}
		if (fds[3] < 0) {
			perror("confine: the build folder's archive");
			return 2;
		}
		binds[0] = (struct jail_bind){dir, inputs_at, 0, 0};
		binds[1] = (struct jail_bind){NULL, "/box", 1, (long)(inputs >> 10) + (job.space_mb << 10)};
		spec.nbinds = 2;
		spec.nfds = 4;
		job.archive = 3;
	}
	if (!(layers & JAIL_VIEW)) /* no view here (make sandbox says why): the folder as it is */
		job.dir = dir;
	struct jail_box box;
	if (jail_spawn(&spec, &box) != 0) {
		perror("confine: cannot start the box");
		return 2;
	}
	close(null);
	if (layers & (JAIL_CGROUP | JAIL_PIDS))
		jail_cgroup_join(&cg, box.pid);
	jail_go(&box);
	/* The clock's bound counts only the seconds in which the box used no CPU at all (waiting
	 * on something that never comes): a loaded machine slows a compiler that computes, and
	 * RLIMIT_CPU bounds that one; LOADED_FACTOR times the limit bounds the whole on the
	 * clock all the same. Without a cgroup to tell, every second counts, as before. */
	long long start = now_ms(), sampled = start, idle_ms = 0, ticks = jail_cgroup_cpu_ticks(&cg);
	int status = 0, timed_out = 0;
	for (;;) {
		pid_t p = waitpid(box.pid, &status, WNOHANG);
		if (p == box.pid)
			break;
		long long now = now_ms();
		if (now - sampled >= 1000) {
			long long t = jail_cgroup_cpu_ticks(&cg);
			if (t < 0 || t == ticks)
				idle_ms += now - sampled;
			ticks = t;
			sampled = now;
		}
		if ((idle_ms >= WALL_FACTOR * job.time_s * 1000 ||
		     now - start >= LOADED_FACTOR * job.time_s * 1000 || stopped) && !timed_out) {
			timed_out = 1;
			kill(-box.pid, SIGKILL);
			kill(box.pid, SIGKILL);
		}
		struct timespec pause = {0, 5000000};
		nanosleep(&pause, NULL);
	}
	long long wall_s = (now_ms() - start + 999) / 1000;
	struct rusage used;
	long long cpu_ms = getrusage(RUSAGE_CHILDREN, &used) != 0 ? 0
			 : (long long)(used.ru_utime.tv_sec + used.ru_stime.tv_sec) * 1000 +
				   (used.ru_utime.tv_usec + used.ru_stime.tv_usec) / 1000;
	int said = jail_status(&box, &status, why, sizeof why);
	jail_close(&box);
	int hit = jail_cgroup_hit(&cg);
	jail_cgroup_remove(&cg);
	if (owned && chown(dir, st.st_uid, st.st_gid) != 0)
		perror("confine: chown");
	int full = 0, dirfd = -1;
	if (job.archive >= 0 && said > 0 && !stopped && !timed_out) {
		char damage[200];
		dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		full = dirfd < 0 ? -1 : folder_unpack(fds[3], dirfd, damage, sizeof damage);
		if (full < 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
			fprintf(stderr, "confine: %s\n", dirfd < 0 ? strerror(errno) : damage);
			return 2;
		}
	}
	if (fds[3] >= 0)
		close(fds[3]);
	if (dirfd >= 0)
		close(dirfd);
	const char *name = job.argv[0];
	if (stopped) {
		fprintf(stderr, "confine: stopped by signal %d\n", (int)stopped);
		signal((int)stopped, SIG_DFL);
		raise((int)stopped);
		return 1;
	}
	if (said < 0) {
		fprintf(stderr, "confine: the box could not be made: %s\n", why);
		return 2;
	}
	if (timed_out || said == 0) {
		if (idle_ms >= WALL_FACTOR * job.time_s * 1000)
			fprintf(stderr, "confine: %s was stopped: it waited %ld s using no CPU (its limit "
				"is %ld s of CPU; a build that waits that long waits for ever)\n", name,
				WALL_FACTOR * job.time_s, job.time_s);
		else
			fprintf(stderr, "confine: %s was stopped: it ran %lld s on the clock, the most "
				"a build may (%ld times its limit of %ld s of CPU)\n", name, wall_s,
				(long)LOADED_FACTOR, job.time_s);
		return 1;
	}
	if (full > 0) { /* whatever it said of it (javac: "No space left"), this is why */
		fprintf(stderr, "confine: %s was stopped: its folder (every file of the build "
			"together) passed its bound of %ld MB\n", name, job.space_mb);
		return 1;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	if (hit)
		fprintf(stderr, "confine: %s was stopped: it passed the memory limit of %ld MB\n",
			name, job.memory_mb);
	else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ)
		fprintf(stderr, "confine: %s was stopped: it wrote more than %ld KiB to a file\n",
			name, job.output_kib);
	else if ((WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) ||
		 (WIFEXITED(status) && WEXITSTATUS(status) == 4 && cpu_ms * 4 >= job.time_s * 3000))
		/* (gcc reports its cc1's SIGXCPU as an internal error, exit status 4: the box's CPU
		 * time, every process of it reaped by now, tells; rusage counted 1.67 s for a cc1
		 * stopped at a limit of 2 s here, so three quarters of the limit is taken for it) */
		fprintf(stderr, "confine: %s was stopped: it passed the CPU limit of %ld s\n", name,
			job.time_s);
	else if (WIFSIGNALED(status))
		fprintf(stderr, "confine: %s was killed by signal %d\n", name, WTERMSIG(status));
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
