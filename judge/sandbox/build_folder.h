/* build_folder.h: a build's folder bounded as a whole (build_folder.c, for confine.c). The
 * compiler works in a tmpfs of a fixed size inside its box, never in the build folder itself:
 * its inputs are copied in, and what it made or changed comes back out through an archive that
 * only confine's own code in the box writes. */
#ifndef BUILD_FOLDER_H
#define BUILD_FOLDER_H

#include <stddef.h>

/* The bytes of the regular files under path (the inputs the tmpfs must hold besides the space
 * given to the build); -1 when it cannot be read. */
long long folder_bytes(const char *path);

/* In the box: copies the tree at from into to, each file's time kept (so that an unchanged
 * input is not copied back). Returns 0, or -1 with errno (ENOSPC: the bound). */
int folder_copy_in(const char *from, const char *to);

/* In the box, after the program: writes to fd every file under `at` that is not the same as
 * under `inputs` (new, or changed in size or time), then an end record saying whether `at` was
 * full. Returns 0, or -1. */
int folder_archive(int fd, const char *at, const char *inputs, int full);

/* Outside the box: the archive of fd (from its start) unpacked into the folder dirfd: folders
 * made, files written (no link followed, no name leaving the folder). Returns 1 when the folder
 * was full, 0 when not, -1 when the archive is damaged (why in why). */
int folder_unpack(int fd, int dirfd, char *why, size_t size);

#endif
