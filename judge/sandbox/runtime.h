/* runtime.h: what the judge reads off a runner's executable before it starts it. */
#ifndef RUNTIME_H
#define RUNTIME_H

/* 1 when the executable at `path` runs a runtime that reserves its memory up front and so
 * cannot live under a data limit (AddressSanitizer, linked or static; a JVM); also when the
 * file cannot be read as ELF64. 0 when a data limit is safe. */
int runtime_reserves_memory(const char *path);

/* 1 when the executable at `path` has IRELATIVE relocations: ifunc resolvers, which the loader
 * runs before any constructor or .preinit_array entry, and so before the runner's second
 * seccomp stage (C's target_clones makes them too). The judge does not start such a runner. */
int runtime_has_ifunc(const char *path);

#endif
