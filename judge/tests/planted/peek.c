/* Planted (hostile): on board "G", looks around its box and answers -101, -102, ... for the
 * first thing it should not have seen or done, so a WA names the hole: other processes than
 * its own two (the box's first process and itself), the kit's folder (KIT, a path the test
 * defines before this file), a network interface other than loopback, a privilege, a file it
 * could create, the machine's devices, a descriptor of the judge's (any number up to 4096).
 * The plain answer elsewhere. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#ifndef KIT
#define KIT "."
#endif
int findMinStep(char *board, char *hand);
static int processes_seen(void)
{
	int n = 0;
	DIR *d = opendir("/proc");
	for (struct dirent *e; d && (e = readdir(d));)
		n += e->d_name[0] >= '1' && e->d_name[0] <= '9';
	if (d)
		closedir(d);
	return n;
}
static int interfaces_seen(void)
{
	char line[256];
	int n = 0;
	FILE *f = fopen("/proc/net/dev", "r");
	while (f && fgets(line, sizeof line, f))
		n += strchr(line, ':') && !strstr(line, "lo:");
	if (f)
		fclose(f);
	return n;
}
int findMinStep(char *board, char *hand)
{
	if (strcmp(board, "G"))
		return real_findMinStep(board, hand);
	if (access("/dev/watchdog", F_OK) == 0 || access("/dev/mem", F_OK) == 0 ||
	    access("/dev/tty", F_OK) == 0)
		return -107;
	if (processes_seen() > 2)
		return -101;
	if (access(KIT "/cases/hard.txt", F_OK) == 0 || access(KIT, F_OK) == 0)
		return -102;
	if (interfaces_seen() > 0)
		return -103;
	if (getuid() == 0 || geteuid() == 0)
		return -104;
	int f = open("/tmp/zuma-peek-test", O_WRONLY | O_CREAT, 0644);
	if (f >= 0)
		return -105;
	if (access("/root", F_OK) == 0 || access("/home", F_OK) == 0)
		return -106;
	for (int fd = 5; fd < 4096; fd++)
		if (fcntl(fd, F_GETFD) >= 0)
			return -108;
	return real_findMinStep(board, hand);
}
