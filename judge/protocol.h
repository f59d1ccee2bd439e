/* protocol.h: the records between the judge (run.c) and a runner (runner.c), the harness that is
 * linked with one solution into its own executable. The judge writes one request, waits for one
 * reply, and only then writes the next: the runner never sees more than the case it is on, and
 * never an expected answer. Anything on the reply channel that is not exactly the awaited record
 * is the solution writing into the channel. */
#ifndef PROTOCOL_H
#define PROTOCOL_H

#include <stdint.h>

/* The runner's descriptors: 0 is /dev/null, 1 and 2 are pipes the judge drains. */
enum { RUNNER_REQUEST_FD = 3, RUNNER_REPLY_FD = 4 };

/* How a runner ends when it cannot say so on the channel (any other status is the solution's).
 * 125 and 126 mean so only from the runners whose harness exits so (run.c's harness_words): from
 * a C or C++ runner they are the solution's own exit statuses. */
enum {
	RUNNER_EXIT_CHANNEL = 121,   /* a read or write on the channel failed, or a request was bad */
	RUNNER_EXIT_FORBIDDEN = 122, /* after a FORBIDDEN reply */
	RUNNER_EXIT_SANDBOX = 123,   /* the judge's child could not set up the sandbox */
	RUNNER_EXIT_EXEC = 124,      /* the judge's child could not start the runner */
	RUNNER_EXIT_ERROR = 125,     /* the solution raised an error its language did not catch
				      * (Python, Java, JavaScript): the report is on stderr */
	RUNNER_EXIT_MEMORY = 126,    /* the runtime ran out of the heap it was given (Java's
				      * OutOfMemoryError, Python's MemoryError): MLE, its words on
				      * stderr */
};

enum { REPLY_MAGIC = 0x5a756d61 }; /* "Zuma" */

enum reply_kind {
	REPLY_READY = 1,     /* started, sandboxed, waiting for the first request */
	REPLY_ANSWER = 2,    /* value = findMinStep's answer, ns = that one call's time on the
			      * runner's clock (the solution's to forge: run.c checks it) */
	REPLY_FORBIDDEN = 3, /* value = the system call the sandbox stopped */
	REPLY_DONE = 4,      /* the request channel ended and the runner is exiting normally */
	REPLY_ACK = 5,       /* index = the request just read, said before the call: until then
			      * the runner is still on the case before (its death is that case's) */
};

struct request {
	uint32_t index;
	char board[20]; /* NUL-terminated */
	char hand[8];
};

struct reply {
	uint32_t magic;
	uint32_t kind;
	uint32_t index;
	int32_t value;
	uint64_t ns;
};

#endif
