/* subreaper.c: runs a command as a child subreaper (PR_SET_CHILD_SUBREAPER), exporting its pid
 * as ZUMA_TEST_REAPER. A process of the command's tree whose parent dies is then reparented to
 * this one, not to init: make test's leftover checks know their own run's processes by this
 * ancestor, and an orphan of another run on the machine (another make test, a user's judge)
 * never has it above it. Reaps every child that reaches it; exits with the command's status.
 * usage: subreaper COMMAND ARG... */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: subreaper COMMAND ARG...\n");
		return 2;
	}
	char pid[24];
	snprintf(pid, sizeof pid, "%d", (int)getpid());
	if (prctl(PR_SET_CHILD_SUBREAPER, 1) == 0)
		setenv("ZUMA_TEST_REAPER", pid, 1);
	pid_t child = fork();
	if (child < 0) {
		perror("subreaper: fork");
		return 2;
	}
	if (child == 0) {
		execvp(argv[1], argv + 1);
		perror("subreaper: exec");
		_exit(127);
	}
	/* Ctrl-C reaches the command through the terminal: this one waits for it to end. */
	signal(SIGINT, SIG_IGN);
	signal(SIGQUIT, SIG_IGN);
	int status = 0, code = 2;
	for (pid_t p; (p = wait(&status)) > 0 || errno == EINTR;)
		if (p == child)
			code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
	return code;
}
