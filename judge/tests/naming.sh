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
