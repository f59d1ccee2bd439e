# naming.sh: every word the kit prints is right (issue 34), sourced by run_tests.sh: the time
# shown is the time the verdict was decided on (CPU time), waiting shown apart and counted
# against the total; approaches named by their answers; figures that name what failed; the
# runtime's garbage collected before memory is blamed on the user.

echo "== every word is right: the time shown, the approach named, what failed, garbage"

# Item 3: a case's time is its CPU time; the clock's time past it is shown apart, named.
cat >"$tmp/wait2500.c" <<'C'
#include <time.h>
int findMinStep(char *board, char *hand)
{
	struct timespec t = {2, 500000000};
	(void)board, (void)hand;
	nanosleep(&t, NULL);
	return -1;
}
C
printf 'RRGGBB RGB -1\n' >"$tmp/one.txt"
out=$($MAKE judge SOLUTION="$tmp/wait2500.c" CASES="$tmp/one.txt" TIME_LIMIT=1000 SANITIZE=0 2>&1; echo "exit $?")
expect_in "a case that sleeps 2.5 s under a 1000 ms limit: its time is its CPU time, the wait shown apart and named" "$out" \
	"^Accepted$" " AC +[0-9]{1,3}\.[0-9]{3} ms \(waited 2,[5-9][0-9]{2} ms on the clock\)$" \
	"^Waiting: 1 case waited on the clock past its CPU time, the longest $tmp/one.txt:1 \(waited 2,[5-9][0-9]{2} ms on the clock" "exit 0"
grep -Eq ' AC +([1-9][0-9]{3,}|[1-9][0-9]{4,})\.[0-9]{3} ms' <<<"$out" && bad "  ... an AC shown at a time over its limit" "$out" \
	|| ok "  ... and no AC beside a time over the limit"

# A run of cases that each wait forever ends at its total on the clock: waiting counts.
sed 's/{2, 500000000}/{3600, 0}/' "$tmp/wait2500.c" >"$tmp/wait_forever.c"
for k in $(seq 30); do printf 'RRGGBB RGB -1\n'; done >"$tmp/thirty.txt"
out=$($MAKE judge SOLUTION="$tmp/wait_forever.c" CASES="$tmp/thirty.txt" TIME_LIMIT=1000,3000 SANITIZE=0 2>&1; echo "exit $?")
cases_s=$(sed -n 's/^Wall time: .* after the build: the cases \([0-9.]*\) s .*/\1/p' <<<"$out")
expect_in "30 cases that each wait forever: Time Limit Exceeded when the 3000 ms total runs out" "$out" \
	"^Time Limit Exceeded$" "the total time limit was passed during this case" "exit [1-9]"
awk -v s="${cases_s:-99}" 'BEGIN { exit !(s <= 4.5) }' && ok "  ... within the total on the clock (the cases ${cases_s} s)" \
	|| bad "the cases of a run with a 3000 ms total took ${cases_s:-?} s on the clock" "$out"

# Item 9: collectable garbage is not the user's memory. Ten of worst.txt's cases under a 30 MB
# limit: the @cache closure made in each call peaks near 19 MB with CPython's collector run
# between calls (near 44 MB without it, after twelve calls); the module-level memo grows past 30.
grep -v '^#' cases/worst.txt | head -n 10 >"$tmp/worst10.txt"
out=$($MAKE judge SOLUTION=judge/tests/planted/lang/cache_closure.py CASES="$tmp/worst10.txt" MEMORY_LIMIT=30 VERBOSE=0 2>&1; echo "exit $?")
expect_in "Python: a @cache closure made in each call (reference cycles) is Accepted, its garbage collected between calls" "$out" \
	"^Accepted$" "^10 / 10 testcases passed$" "exit 0"
out=$($MAKE judge SOLUTION=judge/tests/planted/lang/global_memo.py CASES="$tmp/worst10.txt" MEMORY_LIMIT=30 VERBOSE=0 2>&1; echo "exit $?")
expect_in "  ... and a module-level memo that really grows is still Memory Limit Exceeded, the note saying what was held and why" "$out" \
	"^Memory Limit Exceeded$" \
	"memory kept from earlier calls reached the limit.*the judge ran CPython's collector \(gc.collect\(\)\) before each call once the memory passed half the limit \(15 MB\), so what was held is no garbage: it is reachable from your code" \
	"exit [1-9]"
