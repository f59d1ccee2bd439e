/* solution_unoptimised.h: solution.c, built without optimisation, for the planted faults that
 * take their right answers from it (they are judged on every case somewhere, where the reference
 * of right.h is too slow). Their point is the judge, not the search, and make test builds them
 * about twenty times, sanitized: solution.c's build at LeetCode's -O2 takes 3.4 s of CPU here,
 * at -O0 0.7 s, and its run on every case of cases/ 68 ms against 49 (make judge's runtime).
 * The plant's own code after it is built as the judge's flags say. */
#ifdef __clang__
#pragma clang optimize off
#else
#pragma GCC push_options
#pragma GCC optimize("O0")
#endif
#include "../../../solution.c"
#ifdef __clang__
#pragma clang optimize on
#else
#pragma GCC pop_options
#endif
