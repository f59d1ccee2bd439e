/* sha256.h: the SHA-256 of a buffer (sha256.c), so a submission's copy is named by its content
 * and `sha256sum mine.c` gives the same name. */
#ifndef SHA256_H
#define SHA256_H

#include <stddef.h>

/* Writes the SHA-256 of the n bytes at p into hex as 64 lowercase hex digits and a NUL. */
void sha256_hex(const void *p, size_t n, char hex[65]);

#endif
