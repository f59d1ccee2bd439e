/* leetcode_prelude.h: what LeetCode's C build puts before a solution (build_runner.sh passes it
 * with -include): the usual C headers, so a solution pasted without #include lines compiles;
 * uthash when the system has it (Debian: uthash-dev), as LeetCode has it; and the prototype, so
 * that another signature is a compile error there and here. */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if __has_include(<uthash.h>)
#include <uthash.h>
#endif

int findMinStep(char *board, char *hand);
