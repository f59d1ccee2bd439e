/* build_folder.c: owns a build's folder bounded as a whole (build_folder.h). A compiler that
 * writes one file per class (javac) passed a per-file limit with hundreds of files; in a tmpfs
 * of a fixed size, every file it writes shares one bound. The archive is a list of records:
 * "D PATH\n" (a folder), "F MODE SIZE PATH\n" then SIZE bytes (a file), "E FULL\n" (the end). */
#define _GNU_SOURCE
#include "build_folder.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PATH_BYTES = 4096, CHUNK = 1 << 16 };

static int write_all(int fd, const void *p, size_t n)
{
	const char *c = p;
	while (n) {
		ssize_t k = write(fd, c, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		c += k;
		n -= (size_t)k;
	}
	return 0;
}

/* Copies n bytes from in to out (n < 0: to the end of in). */
static int copy_bytes(int in, int out, long long n)
{
	static char buf[CHUNK];
	while (n) {
		size_t want = n < 0 || n > CHUNK ? CHUNK : (size_t)n;
		ssize_t k = read(in, buf, want);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -1;
		if (k == 0)
			return n < 0 ? 0 : (errno = EIO, -1);
		if (write_all(out, buf, (size_t)k))
			return -1;
		if (n > 0)
			n -= k;
	}
	return 0;
}

/* A name a record can carry: no line break (the record is a line), not . or .. */
static int plain_name(const char *name)
{
	return strcmp(name, ".") && strcmp(name, "..") && !strchr(name, '\n');
}

long long folder_bytes(const char *path)
{
	DIR *d = opendir(path);
	long long sum = 0;
	if (!d)
		return -1;
	for (struct dirent *e; (e = readdir(d));) {
		char p[PATH_BYTES];
		struct stat st;
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(p, sizeof p, "%s/%s", path, e->d_name);
		if (lstat(p, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			long long sub = folder_bytes(p);
			sum += sub > 0 ? sub : 0;
		} else if (S_ISREG(st.st_mode)) {
			sum += st.st_size;
		}
	}
	closedir(d);
	return sum;
}

int folder_copy_in(const char *from, const char *to)
{
	DIR *d = opendir(from);
	int rc = 0;
	if (!d)
		return -1;
	for (struct dirent *e; rc == 0 && (e = readdir(d));) {
		char src[PATH_BYTES], dst[PATH_BYTES];
		struct stat st;
		if (!plain_name(e->d_name))
			continue;
		snprintf(src, sizeof src, "%s/%s", from, e->d_name);
		snprintf(dst, sizeof dst, "%s/%s", to, e->d_name);
		if (lstat(src, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			rc = mkdir(dst, 0755) && errno != EEXIST ? -1 : folder_copy_in(src, dst);
			continue;
		}
		if (!S_ISREG(st.st_mode))
			continue; /* the build script makes files and folders only */
		int in = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
		int out = open(dst, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC,
			       st.st_mode & 0755);
		struct timespec times[2] = {st.st_atim, st.st_mtim};
		rc = in < 0 || out < 0 || copy_bytes(in, out, -1) || futimens(out, times) ? -1 : 0;
		int saved = errno;
		if (in >= 0)
			close(in);
		if (out >= 0 && close(out))
			rc = -1;
		else
			errno = saved;
	}
	closedir(d);
	return rc;
}

/* The same file as the input at `input`: same size and modification time. */
static int unchanged(const struct stat *st, const char *input)
{
	struct stat was;
	return !lstat(input, &was) && S_ISREG(was.st_mode) && was.st_size == st->st_size &&
	       was.st_mtim.tv_sec == st->st_mtim.tv_sec && was.st_mtim.tv_nsec == st->st_mtim.tv_nsec;
}

static int archive_tree(int fd, const char *at, const char *inputs, const char *rel)
{
	char here[PATH_BYTES];
	snprintf(here, sizeof here, "%s%s%s", at, rel[0] ? "/" : "", rel);
	DIR *d = opendir(here);
	int rc = 0;
	if (!d)
		return -1;
	for (struct dirent *e; rc == 0 && (e = readdir(d));) {
		char path[2 * PATH_BYTES], name[PATH_BYTES], input[2 * PATH_BYTES],
			head[PATH_BYTES + 64];
		struct stat st;
		if (!plain_name(e->d_name))
			continue;
		if (snprintf(name, sizeof name, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name) >=
		    (int)sizeof name) {
			rc = (errno = ENAMETOOLONG, -1);
			break;
		}
		snprintf(path, sizeof path, "%s/%s", at, name);
		snprintf(input, sizeof input, "%s/%s", inputs, name);
		if (lstat(path, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			int n = snprintf(head, sizeof head, "D %s\n", name);
			rc = write_all(fd, head, (size_t)n) ? -1 : archive_tree(fd, at, inputs, name);
		} else if (S_ISREG(st.st_mode) && !unchanged(&st, input)) {
			int in = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
			int n = snprintf(head, sizeof head, "F %o %lld %s\n", st.st_mode & 0755,
					 (long long)st.st_size, name);
			rc = in < 0 || write_all(fd, head, (size_t)n) || copy_bytes(in, fd, st.st_size)
				     ? -1 : 0;
			if (in >= 0)
				close(in);
		}
	}
	closedir(d);
	return rc;
}

int folder_archive(int fd, const char *at, const char *inputs, int full)
{
	char end[16];
	int n = snprintf(end, sizeof end, "E %d\n", full);
	return archive_tree(fd, at, inputs, "") || write_all(fd, end, (size_t)n) ? -1 : 0;
}

/* A path from the archive that stays inside the folder: relative, no empty, . or .. part. */
static int inside(const char *path)
{
	if (!path[0] || path[0] == '/')
		return 0;
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");
		if (n == 0 || (n == 1 && p[0] == '.') || (n == 2 && p[0] == '.' && p[1] == '.'))
			return 0;
		p += n + (p[n] == '/');
	}
	return 1;
}

static int damaged(char *why, size_t size, const char *what)
{
	snprintf(why, size, "the build folder's archive is damaged (%s)", what);
	return -1;
}

int folder_unpack(int fd, int dirfd, char *why, size_t size)
{
	int own = dup(fd);
	FILE *f = own >= 0 ? fdopen(own, "r") : NULL;
	char line[PATH_BYTES + 64];
	int full = -1;
	if (!f || lseek(own, 0, SEEK_SET) != 0) {
		if (own >= 0)
			close(own);
		return damaged(why, size, "cannot be read");
	}
	while (full < 0 && fgets(line, sizeof line, f)) {
		char *nl = strchr(line, '\n'), *path;
		unsigned mode;
		long long n;
		int at;
		if (!nl)
			break;
		*nl = '\0';
		if (sscanf(line, "E %d", &full) == 1)
			break;
		if (line[0] == 'D' && line[1] == ' ' && inside(line + 2)) {
			if (mkdirat(dirfd, line + 2, 0755) && errno != EEXIST)
				break;
			continue;
		}
		if (sscanf(line, "F %o %lld %n", &mode, &n, &at) != 2 || n < 0 ||
		    !inside(path = line + at))
			break;
		/* fgets has read ahead: the bytes are taken from the FILE, not from the descriptor */
		int out = openat(dirfd, path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC,
				 mode & 0755);
		static char buf[CHUNK];
		int bad = out < 0;
		while (n > 0) {
			size_t k = fread(buf, 1, n > CHUNK ? CHUNK : (size_t)n, f);
			if (k == 0)
				break;
			bad |= !bad && write_all(out, buf, k);
			n -= (long long)k;
		}
		if (out >= 0)
			bad |= close(out) != 0;
		if (bad || n > 0)
			break;
	}
	fclose(f);
	if (full < 0)
		return damaged(why, size, "cut short or malformed");
	return full;
}
