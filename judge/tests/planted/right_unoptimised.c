/* Planted: right on every case: solution.c built at -O0 (solution_unoptimised.h), an Accepted
 * file under another name and text than solution.c for the checks whose point is how the judge
 * handles such a file (its speed comparison, a name that looks like an option), at a fifth of
 * the CPU of solution.c's sanitized build. */
#include "solution_unoptimised.h"
