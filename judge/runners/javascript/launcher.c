/* runners/javascript/launcher.c: the JavaScript (and TypeScript) runner. The judge starts it in
 * its box under the first seccomp filter (sandbox/sandbox.c); it execs node, the one exec that
 * filter lets through, with driver.js, the solution and its own path as arguments (payload.h,
 * written by build.sh: the box shows no file of the kit but this one, which also carries the
 * libraries LeetCode provides at its end, read by driver.js). Node cannot install the second
 * filter (no exec) from JavaScript, so node's own permission model stands in for it: no child
 * process, no worker, no native addon, no file written; fork and the network stay forbidden by
 * the first filter. libuv's io_uring is off (the filter answers it ENOSYS anyway). node's heap
 * is bounded below MEMORY_LIMIT (heap_flags, from build.sh), so that V8 collects garbage before
 * the box's limit, as LeetCode's node does under its own. */
#include "payload.h" /* node_path, driver_js, solution_js, solution_name, source_map, heap_flags */
#include "protocol.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	static char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0) {
		fprintf(stderr, "runner: cannot read /proc/self/exe: %s\n", strerror(errno));
		return RUNNER_EXIT_EXEC;
	}
	self[n] = '\0';
	char *argv[] = {(char *)node_path, "--experimental-permission", "--allow-fs-read=*",
			"--no-addons", "--no-warnings", "--stack-size=984", (char *)heap_flags[0],
			(char *)heap_flags[1], "-e", (char *)driver_js,
			"--", /* the rest are the driver's, even a file name that begins with "-" */
			(char *)solution_name,
			(char *)solution_js, (char *)source_map, self, NULL};
	char *envp[] = {"LC_ALL=C", "UV_USE_IO_URING=0", NULL};
	execve(node_path, argv, envp);
	fprintf(stderr, "runner: cannot start %s: %s\n", node_path, strerror(errno));
	return RUNNER_EXIT_EXEC;
}
