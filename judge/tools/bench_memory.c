/* bench_memory.c: the allocator that make bench's build of the solution calls (bench_hook.h):
 * libc's, with the size of each block kept in front of it, so that the bytes the solution holds
 * are known at every moment, and the most it held since bench_memory_reset above what it held
 * then (a solution that leaks keeps what it leaked before out of the next figure). */
#include "bench_memory.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The size in front of each block, padded so that the block stays aligned for any type. */
typedef union {
	size_t n;
	max_align_t align;
} header;

static size_t held, most, base;

void bench_memory_reset(void)
{
	base = most = held;
}

size_t bench_memory_peak(void)
{
	return most - base;
}

void *bench_malloc(size_t n)
{
	if (n > (size_t)-1 - sizeof(header))
		return NULL;
	header *h = malloc(sizeof *h + n);
	if (!h)
		return NULL;
	h->n = n;
	held += n;
	if (held > most)
		most = held;
	return h + 1;
}

void bench_free(void *p)
{
	if (!p)
		return;
	header *h = (header *)p - 1;
	held -= h->n;
	free(h);
}

void *bench_calloc(size_t k, size_t n)
{
	if (n && k > (size_t)-1 / n)
		return NULL;
	void *p = bench_malloc(k * n);
	if (p)
		memset(p, 0, k * n);
	return p;
}

void *bench_realloc(void *p, size_t n)
{
	if (!p)
		return bench_malloc(n);
	header *h = (header *)p - 1;
	void *q = bench_malloc(n);
	if (!q)
		return NULL;
	memcpy(q, p, h->n < n ? h->n : n);
	bench_free(p);
	return q;
}
