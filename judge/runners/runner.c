/* runner.c: owns the judged process. Linked with one solution (whose symbols other than
 * findMinStep are made local first, so a helper named `kill` or `write` replaces nothing here)
 * into its own executable, which the judge starts with exec inside the sandbox of sandbox.c.
 * It answers one request at a time on the channel of protocol.h: one call of findMinStep per
 * case, in order, in this one process, as LeetCode runs a submission. It is given boards and
 * hands only, never an expected answer, so nothing it says can be more than an answer. */
#define _GNU_SOURCE
#include "protocol.h"
#include "sandbox.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_SECCOMP
#define SYS_SECCOMP 1 /* si_code of a seccomp SIGSYS (the kernel's asm-generic/siginfo.h) */
#endif

int findMinStep(char *board, char *hand);

/* A runner of another language (judge/runners/LANG/) starts its runtime here, after the
 * sandbox and before READY, so that the start is not counted in the first case's time. A C
 * runner has nothing to start: the weak symbol is then NULL. */
void runner_start(void) __attribute__((weak));

/* Sanitizer settings (a plain build ignores them): stop with SIGABRT at the first error so the
 * verdict can name it; a segfault stays a plain SIGSEGV; a small quarantine, so freed memory
 * does not look like a memory overrun; leaks are `make test`'s business, and LeakSanitizer
 * would need ptrace and a new process, which the sandbox forbids. (Strong: clang links its
 * runtime's own weak default first. UBSan's is weak: a C++ runner built by clang has its own,
 * runners/cpp/driver.cpp.) */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
	return "abort_on_error=1:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:detect_leaks=0:"
	       "quarantine_size_mb=16:allocator_may_return_null=1";
}

const char *__ubsan_default_options(void);
__attribute__((weak)) const char *__ubsan_default_options(void)
{
	return "abort_on_error=1:print_stacktrace=1";
}

static void send_reply(enum reply_kind kind, uint32_t index, int32_t value, uint64_t ns)
{
	struct reply r = {REPLY_MAGIC, (uint32_t)kind, index, value, ns};
	const char *p = (const char *)&r;
	size_t left = sizeof r;
	while (left) { /* one write of 24 bytes to a pipe is atomic; the loop is for EINTR */
		ssize_t w = write(RUNNER_REPLY_FD, p, left);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			_exit(RUNNER_EXIT_CHANNEL);
		p += w;
		left -= (size_t)w;
	}
}

/* Returns 1 with a request, 0 at the end of the channel; exits when it breaks. */
static int next_request(struct request *q)
{
	size_t have = 0;
	while (have < sizeof *q) {
		ssize_t got = read(RUNNER_REQUEST_FD, (char *)q + have, sizeof *q - have);
		if (got < 0 && errno == EINTR)
			continue;
		if (got == 0 && have == 0)
			return 0;
		if (got <= 0)
			_exit(RUNNER_EXIT_CHANNEL);
		have += (size_t)got;
	}
	if (!memchr(q->board, '\0', sizeof q->board) || !memchr(q->hand, '\0', sizeof q->hand))
		_exit(RUNNER_EXIT_CHANNEL);
	return 1;
}

static void on_forbidden_call(int sig, siginfo_t *si, void *context)
{
	(void)sig;
	(void)context;
	/* Only the sandbox's SIGSYS carries a system call; one from kill() or raise() does not. */
	send_reply(REPLY_FORBIDDEN, 0, si->si_code == SYS_SECCOMP ? si->si_syscall : -1, 0);
	_exit(RUNNER_EXIT_FORBIDDEN);
}

static uint64_t now_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* A heap block of exactly the string's length, so reading past it is caught. */
static char *exact_copy(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = malloc(n);
	if (!p)
		_exit(RUNNER_EXIT_CHANNEL);
	return memcpy(p, s, n);
}

/* The second stage goes in before any code of the solution runs: the first entry of the
 * executable's .preinit_array (runner.o is linked before the solution), which the loader calls
 * before any constructor, C++ static initialiser or .init code of the executable. (A sanitizer
 * runtime starts here too, from its own entry: it is started first, since its start sets a
 * limit, which the second stage forbids.) */
void __asan_init(void) __attribute__((weak));

static void close_exec_early(void)
{
	if (__asan_init)
		__asan_init();
	struct sigaction sa = {0};
	sa.sa_sigaction = on_forbidden_call;
	sa.sa_flags = SA_SIGINFO;
	if (sigaction(SIGSYS, &sa, NULL) != 0 || sandbox_close_exec() != 0) {
		perror("runner: sandbox");
		_exit(RUNNER_EXIT_SANDBOX);
	}
}

__attribute__((section(".preinit_array"), used)) static void (*const close_exec_first)(void) =
	close_exec_early;

int main(void)
{
	/* Unbuffered, so what was printed before a crash is not lost in a buffer (stdout is a
	 * pipe, which stdio would fill fully); OUTPUT_LIMIT bounds what this costs. */
	setvbuf(stdout, NULL, _IONBF, 0);
	if (runner_start)
		runner_start();
	send_reply(REPLY_READY, 0, 0, 0);
	struct request q;
	while (next_request(&q)) {
		/* Said before the call: a death before the next ACK belongs to the case before. */
		send_reply(REPLY_ACK, q.index, 0, 0);
		char *board = exact_copy(q.board), *hand = exact_copy(q.hand);
		uint64_t t0 = now_ns();
		int got = findMinStep(board, hand);
		uint64_t ns = now_ns() - t0;
		free(board);
		free(hand);
		send_reply(REPLY_ANSWER, q.index, got, ns);
	}
	send_reply(REPLY_DONE, 0, 0, 0);
	return 0;
}
