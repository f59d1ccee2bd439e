/* bench_memory.h: the bytes that make bench's build of the solution holds from the allocator. */
#ifndef BENCH_MEMORY_H
#define BENCH_MEMORY_H

#include <stddef.h>

/* The solution's malloc, calloc, realloc and free in the bench build (bench_hook.h). */
void *bench_malloc(size_t n);
void *bench_calloc(size_t k, size_t n);
void *bench_realloc(void *p, size_t n);
void bench_free(void *p);

/* Starts a new peak from what is held now. */
void bench_memory_reset(void);

/* The most bytes held at once since the last reset, above what was held at the reset (block
 * sizes as asked, no libc overhead). */
size_t bench_memory_peak(void);

#endif
