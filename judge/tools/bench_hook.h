/* bench_hook.h: forced into solution.c by the bench build so ON_EXPAND() can count. */
extern long bench_expanded;
