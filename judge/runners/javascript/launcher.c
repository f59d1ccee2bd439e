/* runners/javascript/launcher.c: the JavaScript (and TypeScript) runner. The judge starts it in
 * its box under the first seccomp filter (sandbox/sandbox.c); it execs node, the one exec that
 * filter lets through, with driver.js and the solution as arguments (payload.h, written by
 * build.sh: the box shows no file of the kit but this one). Node cannot install the second
 * filter (no exec) from JavaScript, so node's own permission model stands in for it: no child
 * process, no worker, no native addon, no file written; fork and the network stay forbidden by
 * the first filter. libuv's io_uring is off (the filter answers it ENOSYS anyway). */
#include "payload.h" /* node_path, driver_js, solution_js, solution_name, source_map */
#include "protocol.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	char *argv[] = {(char *)node_path, "--experimental-permission", "--allow-fs-read=*",
			"--no-addons", "--no-warnings", "--stack-size=984", "-e", (char *)driver_js,
			(char *)solution_name, (char *)solution_js, (char *)source_map, NULL};
	char *envp[] = {"LC_ALL=C", "UV_USE_IO_URING=0", NULL};
	execve(node_path, argv, envp);
	fprintf(stderr, "runner: cannot start %s: %s\n", node_path, strerror(errno));
	return RUNNER_EXIT_EXEC;
}
