/* sandbox.c: owns the seccomp filters of a runner. Stage one is an allowlist: the calls a C
 * program, its C library and the AddressSanitizer/UBSan runtimes make (read off strace of a
 * sanitizer build that reports an error), and nothing that creates a process, signals another
 * one, writes or deletes a file or opens a socket. A call outside it raises SIGSYS, which the
 * runner turns into a reply naming the call. Only libc and the kernel's headers are used. */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define SANDBOX_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define SANDBOX_ARCH AUDIT_ARCH_AARCH64
#else
#error "judge/sandbox/sandbox.c knows the system calls of x86_64 and aarch64 only"
#endif
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "judge/sandbox/sandbox.c reads the low word of a 64-bit argument at its first address"
#endif

enum { PROG_MAX = 400 };

struct prog {
	struct sock_filter f[PROG_MAX];
	int n;
};

static void emit(struct prog *p, unsigned short code, unsigned k, unsigned char jt,
		 unsigned char jf)
{
	if (p->n < PROG_MAX)
		p->f[p->n] = (struct sock_filter){code, jt, jf, k};
	p->n++; /* an overflow shows as n > PROG_MAX and install() refuses it */
}

static void load_nr(struct prog *p)
{
	emit(p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
}

static void load_arg(struct prog *p, int i, int high)
{
	emit(p, BPF_LD | BPF_W | BPF_ABS,
	     (unsigned)(offsetof(struct seccomp_data, args) + 8 * (size_t)i + 4 * (size_t)high), 0, 0);
}

static void ret(struct prog *p, unsigned action)
{
	emit(p, BPF_RET | BPF_K, action, 0, 0);
}

/* Each rule below starts by comparing the call number (in A) and skips its block otherwise;
 * every block ends in a return, so A holds the call number again at the next rule. */
static void on_call(struct prog *p, long nr, unsigned char block)
{
	emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, block);
}

static void call_returns(struct prog *p, long nr, unsigned action)
{
	on_call(p, nr, 1);
	ret(p, action);
}

/* Argument i's low word passes `test` against v (BPF_JEQ: equals v; BPF_JSET: has a bit of v):
 * on_true, else on_false. */
static void arg_test(struct prog *p, long nr, int i, unsigned test, unsigned v, unsigned on_true,
		     unsigned on_false)
{
	on_call(p, nr, 4);
	load_arg(p, i, 0);
	emit(p, BPF_JMP | test | BPF_K, v, 0, 1);
	ret(p, on_true);
	ret(p, on_false);
}

/* Argument i's low word (an int: the kernel reads no more) is one of vals[0..n-1]: on_true,
 * else on_false. */
static void arg_in(struct prog *p, long nr, int i, const unsigned *vals, unsigned char n,
		   unsigned on_true, unsigned on_false)
{
	on_call(p, nr, (unsigned char)(n + 3));
	load_arg(p, i, 0);
	for (unsigned char j = 0; j < n; j++)
		emit(p, BPF_JMP | BPF_JEQ | BPF_K, vals[j], (unsigned char)(n - j), 0);
	ret(p, on_false);
	ret(p, on_true);
}

/* Argument i (a pointer) is NULL: yes, else no. */
static void arg_null(struct prog *p, long nr, int i, unsigned yes, unsigned no)
{
	on_call(p, nr, 6);
	load_arg(p, i, 0);
	emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 3);
	load_arg(p, i, 1);
	emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1);
	ret(p, yes);
	ret(p, no);
}

static void start(struct prog *p)
{
	p->n = 0;
	emit(p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), 0, 0);
	emit(p, BPF_JMP | BPF_JEQ | BPF_K, SANDBOX_ARCH, 1, 0);
	ret(p, SECCOMP_RET_KILL_PROCESS);
	load_nr(p);
#if defined(__x86_64__) /* the x32 ABI numbers its calls from here: none is allowed */
	emit(p, BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1);
	ret(p, SECCOMP_RET_TRAP);
#endif
}

static int install(struct prog *p)
{
	if (p->n > PROG_MAX) {
		errno = E2BIG;
		return -1;
	}
	struct sock_fprog fp = {(unsigned short)p->n, p->f};
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
		return -1;
	return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fp);
}

/* Allowed whatever their arguments: none creates a process, signals another, changes a file or
 * reaches the network. */
static const long plain_calls[] = {
	SYS_read, SYS_write, SYS_readv, SYS_writev, SYS_pread64, SYS_preadv, SYS_lseek, SYS_close,
	SYS_fstat, SYS_newfstatat, SYS_statx, SYS_fstatfs, SYS_statfs, SYS_mmap, SYS_munmap,
	SYS_mprotect, SYS_mremap, SYS_brk, SYS_mincore, SYS_rt_sigaction,
	SYS_rt_sigprocmask, SYS_rt_sigreturn, SYS_rt_sigpending, SYS_rt_sigsuspend,
	SYS_rt_sigtimedwait, SYS_sigaltstack, SYS_exit, SYS_exit_group, SYS_getpid, SYS_gettid,
	SYS_getppid, SYS_getuid, SYS_geteuid, SYS_getgid, SYS_getegid, SYS_getgroups, SYS_getpgid,
	SYS_getsid, SYS_getresuid, SYS_getresgid, SYS_clock_gettime, SYS_clock_getres,
	SYS_gettimeofday, SYS_nanosleep, SYS_clock_nanosleep, SYS_setitimer, SYS_getitimer,
	SYS_futex, SYS_sched_yield, SYS_sched_getaffinity, SYS_sched_getparam,
	SYS_sched_getscheduler, SYS_getcpu, SYS_getrandom, SYS_readlinkat, SYS_getcwd, SYS_uname,
	SYS_sysinfo, SYS_getrusage, SYS_times, SYS_dup, SYS_dup3, SYS_pipe2, SYS_ppoll,
	SYS_pselect6, SYS_faccessat, SYS_getdents64, SYS_set_tid_address, SYS_set_robust_list,
	SYS_get_robust_list, SYS_restart_syscall, SYS_seccomp, SYS_getpriority,
	SYS_chdir, SYS_fchdir, SYS_umask, SYS_getrlimit, SYS_execve,
	/* Node.js (the JavaScript runner's node) waits on its own event loop and asks which
	 * capabilities it has; none of these reaches another process, a file or the network. */
	SYS_epoll_create1, SYS_epoll_ctl, SYS_epoll_pwait, SYS_eventfd2, SYS_capget,
#ifdef SYS_epoll_pwait2
	SYS_epoll_pwait2,
#endif
#ifdef SYS_faccessat2
	SYS_faccessat2,
#endif
#ifdef SYS_rseq
	SYS_rseq,
#endif
#ifdef SYS_membarrier
	SYS_membarrier,
#endif
#ifdef SYS_close_range
	SYS_close_range,
#endif
#ifdef SYS_preadv2
	SYS_preadv2,
#endif
#if defined(__x86_64__)
	SYS_stat, SYS_lstat, SYS_arch_prctl, SYS_time, SYS_pause, SYS_alarm, SYS_dup2, SYS_pipe,
	SYS_poll, SYS_select, SYS_access, SYS_getdents, SYS_readlink, SYS_getpgrp,
	SYS_epoll_wait, SYS_epoll_create,
#endif
};

/* fcntl commands that only read or set a descriptor's own flags. Left out: F_SETOWN(_EX) and
 * F_SETSIG with O_ASYNC (the kernel would signal any process named), F_SETLEASE and F_NOTIFY
 * (they hold up or watch other programs), F_SETPIPE_SZ (pipe memory no limit sees), locks. */
static const unsigned fcntl_commands[] = {
	F_DUPFD, F_DUPFD_CLOEXEC, F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_GETPIPE_SZ,
};

/* prctl options a C runtime uses; none reaches another process or changes a privilege. Left
 * out: PR_SET_PDEATHSIG (a runner must die with its box), PR_SET_DUMPABLE, PR_SET_PTRACER,
 * PR_SET_SECCOMP (seccomp(2) itself is allowed, and can only add filters), the rest. */
static const unsigned prctl_options[] = {
	PR_GET_DUMPABLE, PR_SET_NAME, PR_GET_NAME, PR_GET_SECCOMP, PR_CAPBSET_READ,
	PR_SET_NO_NEW_PRIVS, PR_GET_NO_NEW_PRIVS, PR_GET_PDEATHSIG, PR_GET_TIMERSLACK,
	PR_GET_THP_DISABLE, 0x53564d41 /* PR_SET_VMA: glibc names its anonymous maps */,
};

/* madvise advice about the caller's own memory. Left out: MADV_HWPOISON and
 * MADV_SOFT_OFFLINE (they take pages away from the machine), MADV_MERGEABLE and the rest. */
static const unsigned madvise_advice[] = {
	0 /* NORMAL */, 1 /* RANDOM */, 2 /* SEQUENTIAL */, 3 /* WILLNEED */, 4 /* DONTNEED */,
	8 /* FREE */, 10 /* DONTFORK */, 11 /* DOFORK */, 14 /* HUGEPAGE */, 15 /* NOHUGEPAGE */,
	16 /* DONTDUMP */, 17 /* DODUMP */, 18 /* WIPEONFORK */, 19 /* KEEPONFORK */, 20 /* COLD */,
	21 /* PAGEOUT */, 22 /* POPULATE_READ */, 23 /* POPULATE_WRITE */,
};

#define COUNT(a) ((unsigned char)(sizeof(a) / sizeof(a)[0]))

/* Open flags that could change a file: O_TRUNC truncates even with O_RDONLY. */
static const unsigned write_flags = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC;

int sandbox_enter(pid_t self)
{
	static struct prog p;
	start(&p);
	for (size_t i = 0; i < sizeof plain_calls / sizeof plain_calls[0]; i++)
		call_returns(&p, plain_calls[i], SECCOMP_RET_ALLOW);
	arg_test(&p, SYS_openat, 2, BPF_JSET, write_flags, SECCOMP_RET_TRAP, SECCOMP_RET_ALLOW);
#if defined(__x86_64__)
	arg_test(&p, SYS_open, 1, BPF_JSET, write_flags, SECCOMP_RET_TRAP, SECCOMP_RET_ALLOW);
#endif
	/* Threads share the process; any other clone is a new process. glibc tries clone3 first
	 * and falls back to clone on ENOSYS, where the flags can be read. */
	arg_test(&p, SYS_clone, 0, BPF_JSET, CLONE_THREAD, SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP);
	call_returns(&p, SYS_clone3, SECCOMP_RET_ERRNO | ENOSYS);
	call_returns(&p, SYS_openat2, SECCOMP_RET_ERRNO | ENOSYS);
	/* A box has no network: a socket is refused with an error code, as a machine without the
	 * family would (the JDK's libnet probes IPv6 so as libnio loads, and carries on). What
	 * would use one (connect, bind, sendto...) stays outside the list: a trap. */
	call_returns(&p, SYS_socket, SECCOMP_RET_ERRNO | EAFNOSUPPORT);
	/* A connected pair of local sockets reaches nothing outside the process (the JDK's libnio
	 * makes one as FileChannel loads, to close descriptors safely); other families: refused. */
	arg_test(&p, SYS_socketpair, 0, BPF_JEQ, AF_UNIX, SECCOMP_RET_ALLOW,
		 SECCOMP_RET_ERRNO | EAFNOSUPPORT);
	/* Node's V8 and libuv try these and carry on without them. */
	call_returns(&p, SYS_pkey_alloc, SECCOMP_RET_ERRNO | ENOSYS);
	call_returns(&p, SYS_io_uring_setup, SECCOMP_RET_ERRNO | ENOSYS);
	/* Signals to itself only: raise() and abort() use tgkill on the caller's own pid. */
	arg_test(&p, SYS_kill, 0, BPF_JEQ, (unsigned)self, SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP);
	arg_test(&p, SYS_tgkill, 0, BPF_JEQ, (unsigned)self, SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP);
	arg_test(&p, SYS_tkill, 0, BPF_JEQ, (unsigned)self, SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP);
	/* AddressSanitizer sets its core-file limit to 0; any other limit may only be read. */
	arg_test(&p, SYS_setrlimit, 0, BPF_JEQ, RLIMIT_CORE, SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP);
	/* prlimit on itself only (pid 0 or its own): then as below. */
	on_call(&p, SYS_prlimit64, 5);
	load_arg(&p, 0, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)self, 1, 0);
	ret(&p, SECCOMP_RET_TRAP);
	load_nr(&p);
	on_call(&p, SYS_prlimit64, 8);
	load_arg(&p, 1, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, RLIMIT_CORE, 4, 0);
	load_arg(&p, 2, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 3);
	load_arg(&p, 2, 1);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1);
	ret(&p, SECCOMP_RET_ALLOW);
	ret(&p, SECCOMP_RET_TRAP);
	/* fcntl(F_SETFL) with O_ASYNC would signal the descriptor's owner: refused; then the
	 * commands of the list. */
	on_call(&p, SYS_fcntl, 6);
	load_arg(&p, 1, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, F_SETFL, 0, 3);
	load_arg(&p, 2, 0);
	emit(&p, BPF_JMP | BPF_JSET | BPF_K, O_ASYNC, 0, 1);
	ret(&p, SECCOMP_RET_TRAP);
	load_nr(&p);
	arg_in(&p, SYS_fcntl, 1, fcntl_commands, COUNT(fcntl_commands), SECCOMP_RET_ALLOW,
	       SECCOMP_RET_TRAP);
	arg_in(&p, SYS_prctl, 0, prctl_options, COUNT(prctl_options), SECCOMP_RET_ALLOW,
	       SECCOMP_RET_TRAP);
	arg_in(&p, SYS_madvise, 2, madvise_advice, COUNT(madvise_advice), SECCOMP_RET_ALLOW,
	       SECCOMP_RET_TRAP);
	/* isatty() and friends, and FIONBIO (node makes its stdout non-blocking so, as
	 * fcntl(F_SETFL, O_NONBLOCK) does); nothing that could push input into a terminal. */
	on_call(&p, SYS_ioctl, 7);
	load_arg(&p, 1, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, TCGETS, 3, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, TIOCGWINSZ, 2, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, FIONBIO, 1, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, FIONREAD, 0, 1);
	ret(&p, SECCOMP_RET_ALLOW);
	ret(&p, SECCOMP_RET_TRAP);
	ret(&p, SECCOMP_RET_TRAP);
	return install(&p);
}

int sandbox_close_exec(void)
{
	static struct prog p;
	start(&p);
	call_returns(&p, SYS_execve, SECCOMP_RET_TRAP);
	call_returns(&p, SYS_execveat, SECCOMP_RET_TRAP);
	call_returns(&p, SYS_setrlimit, SECCOMP_RET_TRAP);
	arg_null(&p, SYS_prlimit64, 2, SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP);
	/* A query of SIGSYS's handler (no new action: CPython asks of every signal as it loads
	 * signal, subprocess or asyncio) is allowed; only a change is trapped. */
	on_call(&p, SYS_rt_sigaction, 8);
	load_arg(&p, 0, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, SIGSYS, 0, 5);
	load_arg(&p, 1, 0);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 2);
	load_arg(&p, 1, 1);
	emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0);
	ret(&p, SECCOMP_RET_TRAP);
	ret(&p, SECCOMP_RET_ALLOW);
	ret(&p, SECCOMP_RET_ALLOW);
	return install(&p);
}

const char *sandbox_call_name(long nr)
{
	static const struct {
		long nr;
		const char *name;
	} names[] = {
		{SYS_clone, "fork (clone of a process)"},
		{SYS_execve, "execve (running a program)"},
		{SYS_execveat, "execveat (running a program)"},
		{SYS_kill, "kill of another process"},
		{SYS_tgkill, "tgkill of another process"},
		{SYS_tkill, "tkill of another thread"},
		{SYS_rt_sigqueueinfo, "sigqueue to another process"},
		{SYS_rt_tgsigqueueinfo, "sigqueue to another process"},
		{SYS_openat, "open for writing"},
		{SYS_unlinkat, "unlink (deleting a file)"},
		{SYS_renameat, "rename"},
		{SYS_mkdirat, "mkdir"},
		{SYS_linkat, "link"},
		{SYS_symlinkat, "symlink"},
		{SYS_truncate, "truncate"},
		{SYS_ftruncate, "ftruncate"},
		{SYS_fchmod, "fchmod"},
		{SYS_fchmodat, "chmod"},
		{SYS_fchown, "fchown"},
		{SYS_fchownat, "chown"},
		{SYS_mknodat, "mknod"},
		{SYS_socket, "socket (network)"},
		{SYS_socketpair, "socketpair"},
		{SYS_connect, "connect (network)"},
		{SYS_bind, "bind (network)"},
		{SYS_setsid, "setsid (leaving the process group)"},
		{SYS_setpgid, "setpgid (leaving the process group)"},
		{SYS_setrlimit, "setrlimit (changing a limit)"},
		{SYS_prlimit64, "prlimit (changing a limit, or another process's)"},
		{SYS_fcntl, "fcntl with this command (signals to a process, leases, change "
			    "notices, pipe sizes and locks are refused)"},
		{SYS_prctl, "prctl with this option"},
		{SYS_madvise, "madvise with this advice"},
		{SYS_rt_sigaction, "a new handler for SIGSYS"},
		{SYS_ptrace, "ptrace"},
		{SYS_process_vm_writev, "process_vm_writev"},
		{SYS_ioctl, "ioctl (other than a terminal query)"},
		{SYS_mount, "mount"},
		{SYS_reboot, "reboot"},
#ifdef SYS_renameat2
		{SYS_renameat2, "rename"},
#endif
#ifdef SYS_pidfd_send_signal
		{SYS_pidfd_send_signal, "pidfd_send_signal (signalling another process)"},
#endif
#if defined(__x86_64__)
		{SYS_fork, "fork"},
		{SYS_vfork, "vfork"},
		{SYS_open, "open for writing"},
		{SYS_creat, "creat (creating a file)"},
		{SYS_unlink, "unlink (deleting a file)"},
		{SYS_rmdir, "rmdir"},
		{SYS_rename, "rename"},
		{SYS_mkdir, "mkdir"},
		{SYS_link, "link"},
		{SYS_symlink, "symlink"},
		{SYS_chmod, "chmod"},
		{SYS_chown, "chown"},
		{SYS_mknod, "mknod"},
#endif
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i].nr == nr)
			return names[i].name;
	return NULL;
}
