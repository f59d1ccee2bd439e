/* jail.c: owns the box a confined program runs in, before its seccomp filter: namespaces (user,
 * PID, network, IPC and UTS, mount), a read-only view of the filesystem that holds only the
 * system's programs and libraries and the paths the box is given, an identity with no
 * privilege, and a memory cgroup. A box is two processes: its first one, which builds the box
 * and waits, and the program, its child. With a PID namespace the first one is process 1 there,
 * so the kernel kills every process of the box when it ends, and nothing outside the box can
 * be seen or signalled from inside. The program's wait status reaches the judge through a pipe,
 * since a process 1 cannot end by a signal of its own to pass it on. Only libc and the kernel's
 * headers are used. */
#define _GNU_SOURCE
#include "jail.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef PR_CAPBSET_DROP
#define PR_CAPBSET_DROP 24
#endif

enum { NOBODY = 65534, BOX_NAME_MAX = 16 };

static const char box_name[] = "zuma-box"; /* the first process's name, and the program's
					    * until its exec renames it */

static const char *const layer_names[] = {"user", "pid", "net", "ipc", "view", "nobody", "cgroup",
					    "seccomp", "pids"};

long jail_layers_named(const char *list)
{
	long mask = 0;
	const char *p = list;
	while (*p) {
		size_t n = strcspn(p, ",");
		unsigned i = 0;
		while (i < sizeof layer_names / sizeof layer_names[0] &&
		       !(strlen(layer_names[i]) == n && !strncmp(layer_names[i], p, n)))
			i++;
		if (n && i == sizeof layer_names / sizeof layer_names[0])
			return -1;
		if (n)
			mask |= 1L << i;
		p += n + (p[n] == ',');
	}
	return mask;
}

void jail_describe(unsigned mask, char *out, size_t size)
{
	size_t used = 0;
	out[0] = '\0';
	for (unsigned i = 0; i < sizeof layer_names / sizeof layer_names[0]; i++)
		if (mask & (1u << i) && used < size)
			used += (size_t)snprintf(out + used, size - used, "%s%s", used ? ", " : "",
						 layer_names[i]);
	if (!mask)
		snprintf(out, size, "none");
}

/* ---- small helpers, all usable between clone and exec (no allocation) ---- */

static int write_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = write(fd, text, strlen(text));
	int e = errno;
	close(fd);
	errno = e;
	return n == (ssize_t)strlen(text) ? 0 : -1;
}

static long long read_number(const char *path, const char *key)
{
	char buf[4096];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	if (!key)
		return atoll(buf);
	for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
		if (!strncmp(line, key, strlen(key)) && line[strlen(key)] == ' ')
			return atoll(line + strlen(key) + 1);
	return -1;
}

static int fail(char *why, size_t size, const char *what, const char *path)
{
	int n = snprintf(why, size, "%s %.120s: %s", what, path, strerror(errno));
	(void)n; /* a cut reason is still a reason */
	return -1;
}

/* mkdir -p of `path` (absolute, inside the new root). */
static int make_dirs(const char *path)
{
	char p[PATH_MAX];
	snprintf(p, sizeof p, "%s", path);
	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = '\0';
			if (mkdir(p, 0755) != 0 && errno != EEXIST)
				return -1;
			*s = '/';
		}
	return mkdir(p, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

/* ---- the mount namespace: a read-only tmpfs root holding what the box may see ---- */

static const char new_root[] = "/tmp"; /* where the root is built: any folder will do, since
					* the sources are bound through descriptors opened first */

/* One thing the view shows: looked at (and opened) before the tmpfs root is mounted, since a
 * source may lie under the folder that root is built on. */
struct shown {
	const char *path, *at; /* as the judge sees it; where the box sees it */
	int writable;
	struct stat st;
	int fd;              /* O_PATH, or -1 for a link or a missing optional path */
	char link[PATH_MAX]; /* the target of a symbolic link, made again as a link */
};

static int look_at(struct shown *x, const char *path, const char *at, int writable, int optional,
		   char *why, size_t size)
{
	*x = (struct shown){.path = path, .at = at, .writable = writable, .fd = -1};
	if (lstat(path, &x->st) != 0) {
		x->path = NULL; /* left out */
		return optional ? 0 : fail(why, size, "cannot see", path);
	}
	if (S_ISLNK(x->st.st_mode)) {
		ssize_t n = readlink(path, x->link, sizeof x->link - 1);
		if (n < 0)
			return fail(why, size, "cannot read the link", path);
		x->link[n] = '\0';
		return 0;
	}
	if ((x->fd = open(path, O_PATH | O_CLOEXEC)) < 0)
		return fail(why, size, "cannot open", path);
	return 0;
}

/* Makes x at its place under the new root: a link, or a bind mount of its descriptor. */
static int show(struct shown *x, char *why, size_t size)
{
	char target[PATH_MAX], source[64];
	if (!x->path)
		return 0;
	if (snprintf(target, sizeof target, "%s%s", new_root, x->at) >= (int)sizeof target)
		return fail(why, size, "too long a path:", x->at);
	char *slash = strrchr(target, '/');
	*slash = '\0';
	int made = make_dirs(target);
	*slash = '/';
	if (made != 0)
		return fail(why, size, "cannot make the folder of", x->at);
	if (S_ISLNK(x->st.st_mode)) {
		if (symlink(x->link, target) != 0 && errno != EEXIST)
			return fail(why, size, "cannot make the link", target);
		return 0;
	}
	if (S_ISDIR(x->st.st_mode)) {
		made = make_dirs(target);
	} else {
		int f = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
		made = f < 0 ? -1 : close(f);
	}
	snprintf(source, sizeof source, "/proc/self/fd/%d", x->fd);
	if (made != 0 || mount(source, target, NULL, MS_BIND | MS_REC, NULL) != 0)
		return fail(why, size, "cannot bind", x->path);
	close(x->fd);
	x->fd = -1;
	if (x->writable)
		return 0;
	/* A read-only remount must keep the flags the kernel locked on the source mount. */
	struct statvfs vs;
	unsigned long keep = 0;
	if (statvfs(target, &vs) == 0)
		keep = (vs.f_flag & ST_NOSUID ? MS_NOSUID : 0) | (vs.f_flag & ST_NODEV ? MS_NODEV : 0) |
		       (vs.f_flag & ST_NOEXEC ? MS_NOEXEC : 0) |
		       (vs.f_flag & ST_NOATIME ? MS_NOATIME : 0) |
		       (vs.f_flag & ST_NODIRATIME ? MS_NODIRATIME : 0) |
		       (vs.f_flag & ST_RELATIME ? MS_RELATIME : 0);
	if (mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | keep, NULL) != 0)
		return fail(why, size, "cannot make read-only", x->path);
	return 0;
}

static const char *const system_paths[] = {
	"/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32", "/etc/ld.so.cache",
	"/etc/alternatives", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
	/* Debian's JDK keeps its configuration here (its conf/ is a link): javac and the Java
	 * runner read java.security and the like at start. */
	"/etc/java-17-openjdk", "/etc/java-21-openjdk", NULL,
};
static const char *const default_devices[] = {"/dev/null", "/dev/zero", "/dev/urandom",
					      "/dev/random", NULL};

enum { SHOWN_MAX = 32 };

static int build_view(const struct jail_spec *spec, char *why, size_t size)
{
	static struct shown all[SHOWN_MAX]; /* (this process's own copy: it is a fork) */
	int n = 0, bad = 0;
	const char *const *devices = spec->devices ? spec->devices : default_devices;
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
		return fail(why, size, "cannot make private", "/");
	for (int i = 0; system_paths[i] && !bad && n < SHOWN_MAX; i++)
		bad = look_at(&all[n++], system_paths[i], system_paths[i], 0, 1, why, size);
	for (int i = 0; devices[i] && !bad && n < SHOWN_MAX; i++)
		bad = look_at(&all[n++], devices[i], devices[i], 1, 1, why, size);
	for (int i = 0; i < spec->nbinds && !bad && n < SHOWN_MAX; i++)
		if (spec->binds[i].source)
			bad = look_at(&all[n++], spec->binds[i].source, spec->binds[i].target,
				      spec->binds[i].writable, 0, why, size);
	if (bad)
		return -1;
	if (mount("box", new_root, "tmpfs", MS_NOSUID, "size=256k,mode=0755") != 0)
		return fail(why, size, "cannot mount a tmpfs on", new_root);
	for (int i = 0; i < n; i++)
		if (show(&all[i], why, size) != 0)
			return -1;
	/* A folder bounded as a whole (confine's build folder): every file in it shares its size. */
	for (int i = 0; i < spec->nbinds; i++) {
		char target[PATH_MAX], options[64];
		if (spec->binds[i].source)
			continue;
		snprintf(target, sizeof target, "%s%s", new_root, spec->binds[i].target);
		snprintf(options, sizeof options, "size=%ldk,mode=1777", spec->binds[i].tmpfs_kib);
		if (make_dirs(target) != 0 ||
		    mount("box", target, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
			return fail(why, size, "cannot mount a tmpfs on", spec->binds[i].target);
	}
	char proc[64];
	snprintf(proc, sizeof proc, "%s/proc", new_root);
	if (mkdir(proc, 0555) != 0)
		return fail(why, size, "cannot make", proc);
	if (spec->layers & JAIL_PID) { /* the box's own processes only */
		if (mount("proc", proc, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0)
			return fail(why, size, "cannot mount", "/proc");
	} else if (mount("/proc", proc, NULL, MS_BIND | MS_REC, NULL) != 0) {
		return fail(why, size, "cannot bind", "/proc");
	}
	if (chdir(new_root) != 0 || syscall(SYS_pivot_root, ".", ".") != 0 ||
	    umount2(".", MNT_DETACH) != 0 || chdir("/") != 0)
		return fail(why, size, "cannot pivot the root to", new_root);
	if (mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID, NULL) != 0)
		return fail(why, size, "cannot make read-only", "the new root");
	return 0;
}

/* ---- the user namespace ---- */

static uid_t outer_uid;
static gid_t outer_gid;

static int map_user(char *why, size_t size)
{
	char map[64];
	/* The judge is not dumpable, so neither is this copy of it, and its /proc files belong to
	 * the real root: dumpable for as long as it writes its own maps. */
	prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
	if (write_file("/proc/self/setgroups", "deny") != 0 && errno != ENOENT)
		return fail(why, size, "cannot write", "/proc/self/setgroups");
	snprintf(map, sizeof map, "0 %u 1", (unsigned)outer_uid);
	if (write_file("/proc/self/uid_map", map) != 0)
		return fail(why, size, "cannot write", "/proc/self/uid_map");
	snprintf(map, sizeof map, "0 %u 1", (unsigned)outer_gid);
	if (write_file("/proc/self/gid_map", map) != 0)
		return fail(why, size, "cannot write", "/proc/self/gid_map");
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	return 0;
}

/* ---- identity ---- */

static int drop_privileges(unsigned layers)
{
	if (!(layers & JAIL_NOBODY))
		return 0;
	for (int cap = 0; cap <= 63; cap++) /* from the bounding set: an exec gives none back */
		if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL)
			return -1;
	if (layers & JAIL_USER) { /* the only user mapped is the judge's own: keep it, drop caps */
		struct {
			unsigned version;
			int pid;
		} head = {0x20080522, 0}; /* _LINUX_CAPABILITY_VERSION_3 */
		unsigned data[6] = {0};
		return (int)syscall(SYS_capset, &head, data);
	}
	if (geteuid() != 0) /* an ordinary user already has no privilege */
		return 0;
	gid_t g = NOBODY;
	if (setgroups(1, &g) != 0 || setresgid(NOBODY, NOBODY, NOBODY) != 0 ||
	    setresuid(NOBODY, NOBODY, NOBODY) != 0)
		return -1;
	return 0;
}

/* ---- the box's two processes ---- */

struct status_record {
	char kind; /* 'S': the program's wait status follows; 'E': the box could not be built */
	int status;
	char why[200];
};

static void report(int fd, char kind, int status, const char *why)
{
	struct status_record s = {kind, status, ""};
	snprintf(s.why, sizeof s.why, "%s", why);
	ssize_t w = write(fd, &s, sizeof s); /* under PIPE_BUF: one atomic write */
	(void)w;
}

/* Moves the descriptors the program gets to 0..n-1 and the box's own ones (status, go, exec)
 * just above them, close-on-exec; closes everything else. */
static int place_fds(const int *fds, int n, int *own[3])
{
	int high[19], all[19];
	if (n > 16)
		return -1;
	for (int i = 0; i < n; i++)
		all[i] = fds[i];
	for (int k = 0; k < 3; k++)
		all[n + k] = *own[k];
	for (int i = 0; i < n + 3; i++) /* out of the way first: a source may sit on a target */
		if ((high[i] = fcntl(all[i], F_DUPFD_CLOEXEC, 64)) < 0)
			return -1;
	for (int i = 0; i < n + 3; i++)
		if (dup3(high[i], i, i >= n ? O_CLOEXEC : 0) != i)
			return -1;
	for (int k = 0; k < 3; k++)
		*own[k] = n + k;
#ifdef SYS_close_range
	if (syscall(SYS_close_range, (unsigned)n + 3, ~0u, 0) == 0)
		return 0;
#endif
	for (int fd = n + 3; fd < 65536; fd++) /* an old kernel: as far as the limit can reach */
		close(fd);
	return 0;
}

/* Blanks this process's command line and environment (a copy of the judge's, with the host
 * paths of the solution, the build and the cases): in a PID namespace this is the box's
 * /proc/1/cmdline, which its program can read. */
/* Reads a /proc/PID/stat file into v[3..51], v[n] being proc(5)'s field n (0 where it is not a
 * number); returns 0, or -1 when the file cannot be read. open and read only: the box's first
 * process calls it before its program starts. */
static int stat_fields(const char *path, unsigned long v[52])
{
	char buf[1024];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof buf - 1);
	if (fd >= 0)
		close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	char *p = strrchr(buf, ')'); /* the name may hold spaces: fields count from its end */
	for (int field = 3; p && field <= 51; field++) {
		p = strchr(p + 1, ' ');
		if (p)
			v[field] = strtoul(p + 1, NULL, 10);
	}
	return 0;
}

static void forget_command_line(void)
{
	unsigned long v[52] = {0};
	if (stat_fields("/proc/self/stat", v) != 0)
		return;
	/* fields 48..51: arg_start, arg_end, env_start, env_end */
	if (v[48] && v[49] > v[48] && v[49] - v[48] < (1ul << 24))
		memset((void *)v[48], 0, v[49] - v[48]);
	if (v[50] && v[51] > v[50] && v[51] - v[50] < (1ul << 24))
		memset((void *)v[50], 0, v[51] - v[50]);
}

static pid_t clone_box(unsigned layers)
{
	unsigned long flags = SIGCHLD;
	outer_uid = getuid();
	outer_gid = getgid();
	if (layers & JAIL_USER)
		flags |= CLONE_NEWUSER;
	if (layers & JAIL_PID)
		flags |= CLONE_NEWPID;
	if (layers & JAIL_NET)
		flags |= CLONE_NEWNET;
	if (layers & JAIL_IPC)
		flags |= CLONE_NEWIPC | CLONE_NEWUTS;
	if (layers & JAIL_VIEW)
		flags |= CLONE_NEWNS;
	if (flags == SIGCHLD)
		return fork();
	/* clone without a new stack returns in both processes, as fork does */
	return (pid_t)syscall(SYS_clone, flags, 0L, 0L, 0L, 0L);
}

/* The box's first process. Never returns. */
static void first_process(const struct jail_spec *spec, int status_fd, int go_fd, int exec_fd)
{
	char why[200] = "";
	/* make test's hook (judge/tests/load.sh): ZUMA_TEST_BOX_EXIT_MS=MS makes this process wait
	 * MS after it has said how the program ended, a teardown as slow as a loaded machine's.
	 * (Read now: forget_command_line blanks the environment.) */
	const char *exit_ms_text = getenv("ZUMA_TEST_BOX_EXIT_MS");
	long exit_ms = exit_ms_text ? strtol(exit_ms_text, NULL, 10) : 0;
	prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	prctl(PR_SET_NAME, box_name, 0, 0, 0);
	setpgid(0, 0); /* without a PID namespace, the judge kills the box by its group */
	int *own[3] = {&status_fd, &go_fd, &exec_fd};
	if (place_fds(spec->fds, spec->nfds, own) != 0)
		_exit(127);
	struct sigaction dfl = {0};
	dfl.sa_handler = SIG_DFL;
	for (int sig = 1; sig < NSIG; sig++) /* none of the judge's handlers */
		sigaction(sig, &dfl, NULL);
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	char go;
	if (read(go_fd, &go, 1) != 1) /* the judge is gone */
		_exit(127);
	close(go_fd);
	if (spec->layers & JAIL_USER && map_user(why, sizeof why) != 0)
		goto broken;
	if (spec->layers & JAIL_IPC)
		sethostname("box", 3);
	if (spec->layers & JAIL_VIEW && build_view(spec, why, sizeof why))
		goto broken;
	forget_command_line(); /* (what the box was given must not point into it: see jail.h) */
	pid_t program = fork();
	if (program < 0) {
		snprintf(why, sizeof why, "cannot fork: %s", strerror(errno));
		goto broken;
	}
	close(exec_fd); /* the program's copy closes at its exec: the judge sees the exec so */
	if (program == 0) {
		close(status_fd);
		/* the one the kernel kills first when the box is out of memory, never the box */
		write_file("/proc/self/oom_score_adj", "1000");
		if (drop_privileges(spec->layers) != 0) {
			dprintf(2, "judge: cannot give up privileges: %s\n", strerror(errno));
			_exit(127);
		}
		spec->exec(spec->arg);
		_exit(127);
	}
	for (int fd = 0; fd < spec->nfds; fd++) /* the pipes end when the program does */
		close(fd);
	for (;;) {
		int st;
		pid_t p = waitpid(-1, &st, 0);
		if (p == program) {
			report(status_fd, 'S', st, "");
			if (exit_ms > 0 && exit_ms < 60000) {
				struct timespec pause = {exit_ms / 1000, exit_ms % 1000 * 1000000};
				nanosleep(&pause, NULL);
			}
			_exit(0);
		}
		if (p < 0 && errno != EINTR)
			_exit(127);
	}
broken:
	report(status_fd, 'E', 0, why);
	_exit(127);
}

int jail_spawn(const struct jail_spec *spec, struct jail_box *box)
{
	int status[2], go[2], exec[2];
	if (pipe2(status, O_CLOEXEC) != 0)
		return -1;
	if (pipe2(go, O_CLOEXEC) != 0) {
		close(status[0]);
		close(status[1]);
		return -1;
	}
	if (pipe2(exec, O_CLOEXEC) != 0) {
		close(status[0]);
		close(status[1]);
		close(go[0]);
		close(go[1]);
		return -1;
	}
	fflush(NULL);
	pid_t pid = clone_box(spec->layers);
	if (pid == 0) {
		close(exec[0]);
		first_process(spec, status[1], go[0], exec[1]);
	}
	int e = errno;
	close(status[1]);
	close(go[0]);
	close(exec[1]);
	if (pid < 0) {
		close(status[0]);
		close(go[1]);
		close(exec[0]);
		errno = e;
		return -1;
	}
	setpgid(pid, pid); /* both sides set it, so neither order of scheduling leaves a gap */
	fcntl(status[0], F_SETFL, O_NONBLOCK);
	fcntl(exec[0], F_SETFL, O_NONBLOCK);
	*box = (struct jail_box){pid, status[0], go[1], 0, exec[0]};
	return 0;
}

void jail_go(struct jail_box *box)
{
	if (box->go_fd >= 0) {
		ssize_t w = write(box->go_fd, "g", 1);
		(void)w;
		close(box->go_fd);
		box->go_fd = -1;
	}
}

pid_t jail_program(struct jail_box *box)
{
	char path[64], c;
	if (box->program || box->exec_fd < 0)
		return box->program;
	/* The exec pipe's last writer is the program, whose copy is close-on-exec: its end means
	 * the program has exec'd (or ended). Until then the program is a copy of the judge. */
	ssize_t n = read(box->exec_fd, &c, 1);
	if (n != 0)
		return 0;
	close(box->exec_fd);
	box->exec_fd = -1;
	/* The first process's one child: it forks nothing else, and the program can fork
	 * nothing (the seccomp filter), nor be anything but the first process's child. */
	snprintf(path, sizeof path, "/proc/%d/task/%d/children", (int)box->pid, (int)box->pid);
	long long child = read_number(path, NULL);
	return box->program = child > 0 ? (pid_t)child : 0;
}

int jail_reported(const struct jail_box *box)
{
	struct pollfd pf = {box->status_fd, POLLIN, 0};
	return box->status_fd >= 0 && poll(&pf, 1, 0) > 0 && (pf.revents & POLLIN);
}

int jail_status(struct jail_box *box, int *status, char *why, size_t size)
{
	struct status_record s;
	ssize_t n = box->status_fd >= 0 ? read(box->status_fd, &s, sizeof s) : -1;
	if (n != (ssize_t)sizeof s)
		return 0;
	if (s.kind == 'E') {
		s.why[sizeof s.why - 1] = '\0';
		snprintf(why, size, "%s", s.why);
		return -1;
	}
	*status = s.status;
	return 1;
}

void jail_close(struct jail_box *box)
{
	if (box->status_fd >= 0)
		close(box->status_fd);
	if (box->go_fd >= 0)
		close(box->go_fd);
	if (box->exec_fd >= 0)
		close(box->exec_fd);
	box->status_fd = box->go_fd = box->exec_fd = -1;
}

/* ---- where the box is missing ---- */

int jail_shows(const char *path)
{
	char real[PATH_MAX];
	if (!realpath(path, real))
		return 0;
	for (int i = 0; system_paths[i]; i++) {
		size_t n = strlen(system_paths[i]);
		if (!strncmp(real, system_paths[i], n) && (real[n] == '/' || real[n] == '\0'))
			return 1;
	}
	return 0;
}

/* The first line of a small file, or "" */
static void first_line(const char *path, char *out, size_t size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, out, size - 1);
	if (fd >= 0)
		close(fd);
	out[n > 0 ? n : 0] = '\0';
	out[strcspn(out, "\n")] = '\0';
}

const char *jail_command_typed(void)
{
	const char *typed = getenv("ZUMA_COMMAND");
	/* printed as it is: "make" and a target's name only */
	if (!typed || strncmp(typed, "make", 4) || typed[strspn(typed, "abcdefghijklmnopqrstuvwxyz- ")])
		return "make judge";
	return typed;
}

void jail_cure(char *out, size_t size)
{
	/* root is told no "run as root": it is root already, without the rights it needs */
	const char *as_root = geteuid() == 0 ? "" : ", or run the judge as root";
	char v[64], cg[4096];
	first_line("/proc/sys/kernel/apparmor_restrict_unprivileged_userns", v, sizeof v);
	if (!strcmp(v, "1")) {
		snprintf(out, size, "this system's AppArmor refuses user namespaces to programs without "
			 "a profile (Ubuntu 23.10 and later): run `sudo sysctl -w "
			 "kernel.apparmor_restrict_unprivileged_userns=0`, or give build/judge and "
			 "build/confine an AppArmor profile with `userns,`%s", as_root);
		return;
	}
	first_line("/proc/sys/kernel/unprivileged_userns_clone", v, sizeof v);
	if (!strcmp(v, "0")) {
		snprintf(out, size, "this kernel refuses user namespaces to ordinary users: run `sudo "
			 "sysctl -w kernel.unprivileged_userns_clone=1`%s", as_root);
		return;
	}
	first_line("/proc/sys/user/max_user_namespaces", v, sizeof v);
	if (!strcmp(v, "0")) {
		snprintf(out, size, "this system allows no user namespace: run `sudo sysctl -w "
			 "user.max_user_namespaces=15000`%s", as_root);
		return;
	}
	first_line("/proc/1/cgroup", cg, sizeof cg);
	struct stat st;
	if (stat("/.dockerenv", &st) == 0 || strstr(cg, "docker")) {
		snprintf(out, size, "this is a Docker container, whose default seccomp profile refuses "
			 "namespaces: run it with `--security-opt seccomp=unconfined --security-opt "
			 "apparmor=unconfined`, or %s",
			 geteuid() == 0 ? "with `--cap-add SYS_ADMIN` (root here lacks that capability)"
					: "as root inside with `--cap-add SYS_ADMIN`");
		return;
	}
	snprintf(out, size, "namespaces are refused here (a seccomp filter around the judge, as "
		 "Docker's default profile, or a security module): run the judge outside it%s; on "
		 "Ubuntu `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`, elsewhere "
		 "`sudo sysctl -w kernel.unprivileged_userns_clone=1`; in Docker `--security-opt "
		 "seccomp=unconfined`", geteuid() == 0 ? "" : ", or as root");
}

/* ---- the probe ---- */

static void exec_probe(void *arg)
{
	char *argv[] = {arg, NULL}, *envp[] = {NULL};
	execve(arg, argv, envp);
	_exit(126);
}

/* 0 when `probe` runs and exits 0 in a box of `layers`; else -1 with the reason. */
static int try_box(unsigned layers, const char *probe, char *why, size_t size)
{
	int null = open("/dev/null", O_RDWR | O_CLOEXEC);
	int fds[3] = {null, null, null};
	struct jail_spec spec = {layers, fds, 3, NULL, 0, NULL, exec_probe, (void *)probe};
	struct jail_box box;
	int ok = jail_spawn(&spec, &box);
	close(null);
	if (ok != 0)
		return fail(why, size, "cannot make namespaces for", "a box");
	jail_go(&box);
	int st = 0, got;
	while (waitpid(box.pid, &st, 0) < 0 && errno == EINTR)
		;
	got = jail_status(&box, &st, why, size);
	jail_close(&box);
	if (got == 1 && WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	if (got == 1 && WIFSIGNALED(st))
		snprintf(why, size, "%s did not run in the box (killed by signal %d, %s)", probe,
			 WTERMSIG(st), strsignal(WTERMSIG(st)));
	else if (got == 1)
		snprintf(why, size, "%s did not run in the box (it exited with status %d%s)", probe,
			 WEXITSTATUS(st), WEXITSTATUS(st) == 127 || WEXITSTATUS(st) == 126
						  ? ": the box could not run it" : "");
	else if (got == 0)
		snprintf(why, size, "the box ended before its program");
	return -1;
}

unsigned jail_probe(unsigned wanted, const char *probe, char *why, size_t size)
{
	/* Root needs no user namespace; anyone else needs one for every namespace. */
	const unsigned outside = JAIL_CGROUP | JAIL_SECCOMP | JAIL_PIDS; /* not made by clone */
	unsigned have = wanted & ~outside;
	if (geteuid() == 0)
		have &= ~(unsigned)JAIL_USER;
	else if (!(have & JAIL_USER))
		have &= ~(unsigned)(JAIL_PID | JAIL_NET | JAIL_IPC | JAIL_VIEW);
	why[0] = '\0';
	char first[256] = "";
	/* Take away the layer most likely to be refused, one at a time, until a box runs. */
	static const unsigned order[] = {JAIL_VIEW, JAIL_NOBODY, JAIL_PID, JAIL_NET | JAIL_IPC,
					 JAIL_USER};
	for (unsigned i = 0;; i++) {
		char w[256];
		if (try_box(have, probe, w, sizeof w) == 0)
			break;
		if (!first[0])
			snprintf(first, sizeof first, "%s", w);
		if (i == sizeof order / sizeof order[0]) {
			have = 0;
			break;
		}
		have &= ~order[i];
		if (order[i] == JAIL_USER)
			have &= ~(unsigned)(JAIL_PID | JAIL_NET | JAIL_IPC | JAIL_VIEW);
	}
	if (first[0])
		snprintf(why, size, "%s", first);
	return have | (wanted & outside);
}

/* ---- the memory cgroup ---- */

/* The folder of this process's cgroup in the hierarchy mounted at `mnt` (controller `name` in
 * v1; v2 has one line "0::"). */
static int own_cgroup(const char *mnt, int v2, const char *name, char *out, size_t size)
{
	FILE *f = fopen("/proc/self/cgroup", "re");
	char line[1024];
	int found = 0;
	if (!f)
		return 0;
	while (!found && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		char *path = NULL;
		if (v2 && !strncmp(line, "0::", 3))
			path = line + 3;
		else if (!v2) {
			char *c = strchr(line, ':'), *p = c ? strchr(c + 1, ':') : NULL;
			if (c && p) {
				*p = '\0';
				for (char *tok = strtok(c + 1, ","); tok; tok = strtok(NULL, ","))
					if (!strcmp(tok, name))
						path = p + 1;
			}
		}
		if (path) {
			found = snprintf(out, size, "%s%s", mnt, strcmp(path, "/") ? path : "") <
				(int)size;
		}
	}
	fclose(f);
	return found;
}

/* Removes the cgroup of a judge that was killed, once the processes it still holds are gone:
 * its box dies with the judge (PR_SET_PDEATHSIG), but on a busy machine not always before a sweep
 * runs, and rmdir fails while a process is in it. What it holds is killed again and waited for,
 * a second at most; every process there is that box's, as the cgroup is. */
static void remove_dead(const char *path)
{
	char procs[720];
	snprintf(procs, sizeof procs, "%s/cgroup.procs", path);
	for (int tries = 0; tries < 100 && rmdir(path) != 0 && errno == EBUSY; tries++) {
		FILE *f = fopen(procs, "re");
		int pid;
		while (f && fscanf(f, "%d", &pid) == 1)
			kill(pid, SIGKILL);
		if (f)
			fclose(f);
		struct timespec pause = {0, 10 * 1000 * 1000};
		nanosleep(&pause, NULL);
	}
}

/* Removes the cgroups of judges that were killed before they could. */
static void remove_stale(const char *parent)
{
	DIR *d = opendir(parent);
	char path[700];
	for (struct dirent *e; d && (e = readdir(d));) {
		int pid;
		if (sscanf(e->d_name, "zuma-judge-%d", &pid) == 1 && pid > 0 &&
		    kill(pid, 0) != 0 && errno == ESRCH) {
			snprintf(path, sizeof path, "%s/%s", parent, e->d_name);
			remove_dead(path);
		}
	}
	if (d)
		closedir(d);
}

void jail_cgroup_sweep(void)
{
	char parent[400];
	struct stat st;
	int v2 = stat("/sys/fs/cgroup/cgroup.controllers", &st) == 0;
	if (own_cgroup(v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory", v2, "memory", parent,
		       sizeof parent))
		remove_stale(parent);
	if (!v2 && own_cgroup("/sys/fs/cgroup/pids", 0, "pids", parent, sizeof parent))
		remove_stale(parent);
}

int jail_cgroup_make(struct jail_cgroup *cg, long limit_mb)
{
	char parent[400], path[600], value[32];
	struct stat st;
	cg->dir[0] = '\0';
	cg->v2 = stat("/sys/fs/cgroup/cgroup.controllers", &st) == 0;
	if (!own_cgroup(cg->v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory", cg->v2, "memory",
			parent, sizeof parent))
		return 0;
	remove_stale(parent);
	snprintf(cg->dir, sizeof cg->dir, "%s/zuma-judge-%d", parent, (int)getpid());
	if (mkdir(cg->dir, 0755) != 0) {
		cg->dir[0] = '\0';
		return 0;
	}
	snprintf(value, sizeof value, "%lld", (long long)limit_mb << 20);
	snprintf(path, sizeof path, "%s/%s", cg->dir, cg->v2 ? "memory.max" : "memory.limit_in_bytes");
	if (cg->v2 && stat(path, &st) != 0) { /* the controller is not on for the children here */
		snprintf(path, sizeof path, "%s/cgroup.subtree_control", parent);
		write_file(path, "+memory");
		snprintf(path, sizeof path, "%s/memory.max", cg->dir);
	}
	if (write_file(path, value) != 0) {
		jail_cgroup_remove(cg);
		cg->dir[0] = '\0';
		return 0;
	}
	/* no swap either, where the kernel counts it */
	snprintf(path, sizeof path, "%s/%s", cg->dir,
		 cg->v2 ? "memory.swap.max" : "memory.memsw.limit_in_bytes");
	write_file(path, cg->v2 ? "0" : value);
	return 1;
}

/* How often the box reached its limit, and was killed for it: v1's failcnt and oom_kill
 * (kernel memory such as a pipe's is charged without counting in failcnt), v2's events. */
static long long limit_reached(const struct jail_cgroup *cg)
{
	char path[600], oom[600];
	snprintf(path, sizeof path, "%s/%s", cg->dir, cg->v2 ? "memory.events" : "memory.failcnt");
	snprintf(oom, sizeof oom, "%s/%s", cg->dir, cg->v2 ? "memory.events" : "memory.oom_control");
	return read_number(path, cg->v2 ? "max" : NULL) + read_number(oom, "oom_kill");
}

/* The CPU time (in clock ticks) the box's processes have used so far, their reaped children's
 * included, read from /proc for each process its cgroup lists; -1 without a cgroup. */
long long jail_cgroup_cpu_ticks(const struct jail_cgroup *cg)
{
	char path[600];
	if (!cg->dir[0] && !cg->pids[0])
		return -1;
	snprintf(path, sizeof path, "%s/cgroup.procs", cg->dir[0] ? cg->dir : cg->pids);
	FILE *procs = fopen(path, "r");
	if (!procs)
		return -1;
	long long ticks = 0;
	int pid;
	while (fscanf(procs, "%d", &pid) == 1) {
		char stat_path[64];
		unsigned long v[52] = {0};
		snprintf(stat_path, sizeof stat_path, "/proc/%d/stat", pid);
		if (stat_fields(stat_path, v) == 0) /* (one that ended meanwhile: its parent's cutime has it) */
			ticks += (long long)(v[14] + v[15] + v[16] + v[17]); /* utime stime cutime cstime */
	}
	fclose(procs);
	return ticks;
}

/* How often a fork or clone was refused for the pids limit (the "max" line of pids.events). */
static long long pids_refused(const struct jail_cgroup *cg)
{
	char path[600];
	snprintf(path, sizeof path, "%s/pids.events", cg->pids);
	return read_number(path, "max");
}

int jail_cgroup_tasks(const struct jail_cgroup *cg, pid_t *tid, int max)
{
	static const char *const lists[] = {"cgroup.threads", "tasks"}; /* v2, v1 */
	char path[600];
	const char *dir = cg->dir[0] ? cg->dir : cg->pids;
	if (!dir[0])
		return -1;
	for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, lists[i]);
		FILE *f = fopen(path, "re");
		if (!f)
			continue;
		int n = 0, id;
		while (n < max && fscanf(f, "%d", &id) == 1)
			tid[n++] = id;
		fclose(f);
		return n;
	}
	return -1;
}

int jail_cgroup_pids(struct jail_cgroup *cg, int max)
{
	char parent[400], path[600], value[32];
	struct stat st;
	int v2 = stat("/sys/fs/cgroup/cgroup.controllers", &st) == 0;
	cg->pids[0] = '\0';
	if (!own_cgroup(v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/pids", v2, "pids", parent,
			sizeof parent))
		return 0;
	if (v2 && cg->dir[0]) { /* the memory cgroup's folder: one for both */
		snprintf(cg->pids, sizeof cg->pids, "%s", cg->dir);
	} else {
		remove_stale(parent);
		snprintf(cg->pids, sizeof cg->pids, "%s/zuma-judge-%d", parent, (int)getpid());
		if (mkdir(cg->pids, 0755) != 0 && errno != EEXIST) {
			cg->pids[0] = '\0';
			return 0;
		}
	}
	snprintf(path, sizeof path, "%s/pids.max", cg->pids);
	if (v2 && stat(path, &st) != 0) {
		char control[600];
		snprintf(control, sizeof control, "%s/cgroup.subtree_control", parent);
		write_file(control, "+pids");
	}
	snprintf(value, sizeof value, "%d", max);
	if (write_file(path, value) != 0) {
		if (strcmp(cg->pids, cg->dir))
			rmdir(cg->pids);
		cg->pids[0] = '\0';
		return 0;
	}
	cg->pids_max = max;
	return 1;
}

int jail_cgroup_join(struct jail_cgroup *cg, pid_t pid)
{
	char path[600], value[32];
	int joined = 1;
	snprintf(value, sizeof value, "%d", (int)pid);
	if (cg->pids[0] && strcmp(cg->pids, cg->dir)) {
		cg->pids_at_start = pids_refused(cg);
		snprintf(path, sizeof path, "%s/cgroup.procs", cg->pids);
		joined = write_file(path, value) == 0;
	} else if (cg->pids[0]) {
		cg->pids_at_start = pids_refused(cg);
	}
	if (!cg->dir[0])
		return joined;
	cg->events_at_start = limit_reached(cg); /* a box is judged by what it adds */
	snprintf(path, sizeof path, "%s/cgroup.procs", cg->dir);
	return write_file(path, value) == 0 && joined;
}

int jail_cgroup_hit(const struct jail_cgroup *cg)
{
	return cg->dir[0] && limit_reached(cg) > cg->events_at_start;
}

int jail_pids_hit(const struct jail_cgroup *cg)
{
	return cg->pids[0] && pids_refused(cg) > cg->pids_at_start;
}

void jail_cgroup_remove(const struct jail_cgroup *cg)
{
	if (cg->dir[0])
		rmdir(cg->dir);
	if (cg->pids[0] && strcmp(cg->pids, cg->dir))
		rmdir(cg->pids);
}
