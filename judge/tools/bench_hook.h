/* bench_hook.h: forced into the solution by the bench build, so that ON_EXPAND() can count
 * solution.c's states and bench.c can weigh the memory each call holds: the solution's calls of
 * malloc, calloc, realloc and free go to bench.c's counting versions (bench_memory.c). */
#include <stdlib.h>

#include "bench_memory.h"

extern long bench_expanded;
#define malloc(n) bench_malloc(n)
#define calloc(k, n) bench_calloc(k, n)
#define realloc(p, n) bench_realloc(p, n)
#define free(p) bench_free(p)
