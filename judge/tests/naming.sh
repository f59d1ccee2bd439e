# naming.sh: every word the kit prints is right (issue 34), sourced by run_tests.sh: the time
# shown is the time the verdict was decided on (CPU time), waiting shown apart and counted
# against the total; approaches named by their answers; figures that name what failed; the
# runtime's garbage collected before memory is blamed on the user.

echo "== every word is right: the time shown, the approach named, what failed, garbage"

# Item 3: a case's time is its CPU time; the clock's time past it is shown apart, named.
# (the solution files written here, in build/test-files/naming: run_tests.sh's write_kept)
NK=$test_files/naming
write_kept "$NK/wait2500.c" <<'C'
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
out=$($MAKE judge SOLUTION="$NK/wait2500.c" CASES="$tmp/one.txt" TIME_LIMIT=1000 SANITIZE=0 2>&1; echo "exit $?")
expect_in "a case that sleeps 2.5 s under a 1000 ms limit: its time is its CPU time, the wait shown apart and named" "$out" \
	"^Accepted$" " AC +[0-9]{1,3}\.[0-9]{3} ms \(waited 2,[5-9][0-9]{2} ms on the clock\)$" \
	"^Waiting: 1 case waited on the clock past its CPU time, the longest $tmp/one.txt:1 \(waited 2,[5-9][0-9]{2} ms on the clock" "exit 0"
grep -Eq ' AC +([1-9][0-9]{3,}|[1-9][0-9]{4,})\.[0-9]{3} ms' <<<"$out" && bad "  ... an AC shown at a time over its limit" "$out" \
	|| ok "  ... and no AC beside a time over the limit"
expect_in "  ... the wall-time line counts the wait as the case's own, not the judge's" "$out" \
	"^Wall time: .*the cases [0-9.]+ m?s \(runtime [0-9]+ ms, stopped cases 0 ms, waiting [2-9]\.[0-9] s, starting processes and the channel [0-9.]+ m?s\)"

# A run of cases that each wait forever ends at its total on the clock: waiting counts.
sed 's/{2, 500000000}/{3600, 0}/' "$NK/wait2500.c" | write_kept "$NK/wait_forever.c"
for k in $(seq 30); do printf 'RRGGBB RGB -1\n'; done >"$tmp/thirty.txt"
out=$($MAKE judge SOLUTION="$NK/wait_forever.c" CASES="$tmp/thirty.txt" TIME_LIMIT=1000,3000 SANITIZE=0 2>&1; echo "exit $?")
cases_s=$(sed -n 's/^Wall time: .* after the build: the cases \([0-9.]*\) s .*/\1/p' <<<"$out")
expect_in "30 cases that each wait forever: Time Limit Exceeded when the 3000 ms total runs out" "$out" \
	"^Time Limit Exceeded$" "the total time limit was passed during this case" "exit [1-9]"
awk -v s="${cases_s:-99}" 'BEGIN { exit !(s <= 4.5) }' && ok "  ... within the total on the clock (the cases ${cases_s} s)" \
	|| bad "the cases of a run with a 3000 ms total took ${cases_s:-?} s on the clock" "$out"

# Item 9: collectable garbage is not the user's memory. Ten of worst.txt's cases under a 30 MB
# limit: the @cache closure made in each call peaks near 19 MB with CPython's collector run
# between calls (near 44 MB without it, after twelve calls); the module-level memo grows past 30.
grep -v '^#' cases/worst.txt | head -n 10 >"$tmp/worst10.txt"
out=$($MAKE judge SOLUTION=judge/tests/planted/lang/cache_closure.py CASES="$tmp/worst10.txt" MEMORY_LIMIT=30 TIME_LIMIT=10000,300000 VERBOSE=0 2>&1; echo "exit $?")
expect_in "Python: a @cache closure made in each call (reference cycles) is Accepted, its garbage collected between calls" "$out" \
	"^Accepted$" "^10 / 10 testcases passed$" "exit 0"
out=$($MAKE judge SOLUTION=judge/tests/planted/lang/global_memo.py CASES="$tmp/worst10.txt" MEMORY_LIMIT=30 TIME_LIMIT=10000,300000 VERBOSE=0 2>&1; echo "exit $?")
expect_in "  ... and a module-level memo that really grows is still Memory Limit Exceeded, the note saying what was held and why" "$out" \
	"^Memory Limit Exceeded$" \
	"memory kept from earlier calls reached the limit.*the judge ran CPython's collector \(gc.collect\(\)\) before each call once the memory passed half the limit \(15 MB\), so what was held is no garbage: it is reachable from your code" \
	"exit [1-9]"

# Item 2: an approach is named by its answers, not by where the failures lie.
out=$($MAKE judge SOLUTION="$(flat adjacent_only)" CASES=cases/wrong-approaches.txt SANITIZE=0 2>&1; echo "exit $?")
expect_in "adjacent_only.c: named by its answers, how many of how many" "$out" "^Wrong Answer$" "^Your failures match:$" \
	"^  solutions that only put a ball next to one of its own colour \(your answers equal this approach's on ([0-9]+) of its \1 wrong cases\)$" \
	"exit [1-9]"
cat cases/examples.txt cases/split-pairs.txt >"$tmp/splits.txt"
out=$($MAKE judge SOLUTION="$(flat off_by_one_long)" CASES="$tmp/splits.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a file wrong on exactly split-pairs.txt's tagged cases, with answers no approach gives" "$out" \
	"^Wrong Answer$" "splits.txt:[0-9]+ .* got  6 +WA " "exit [1-9]"
grep -Eq "^Your failures match|^  solutions that" <<<"$out" && bad "  ... is told it follows an approach whose answers it does not give" "$out" \
	|| ok "  ... is named as no approach: its answers are not theirs"
# A stub that answers -1 to every input fails every case with a play, so it gives the very answer
# of each approach that misses plays, on all of their cases: it is named as none of them.
minus_one=$test_files/minus_one.c
printf 'int findMinStep(char *board, char *hand) { (void)board; (void)hand; return -1; }\n' |
	write_kept "$minus_one"
for goal in judge submit; do
	out=$($MAKE $goal SOLUTION="$minus_one" SANITIZE=0 2>&1; echo "exit $?")
	expect_in "a stub that answers -1 to every input (make $goal)" "$out" "^Wrong Answer$" "exit [1-9]"
	grep -Eq "^Your failures match|^  solutions that" <<<"$out" &&
		bad "  ... is told it follows approaches that miss plays" "$out" ||
		ok "  ... is named as no approach: -1 to everything is no approach's evidence"
done
# A failure that passes when run alone is said first, and nothing is named from those cases.
out=$($MAKE submit SOLUTION="$(flat global)" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a global kept between calls (make submit): the note that it passes alone" "$out" \
	"^Wrong Answer$" "^Note: this case passes when run alone in a fresh process: state kept across calls\?" "exit [1-9]"
grep -Eq "^Your failures match|^  solutions that|naming approaches" <<<"$out" && bad "  ... and approaches named (or time spent naming them) besides" "$out" \
	|| ok "  ... and no approach named, no time spent naming"
# A crash, or a file that answers nothing, names no approach and spends no time naming.
out=$($MAKE submit SOLUTION=judge/tests/planted/parity/misnamed.py 2>&1; echo "exit $?")
expect_in "a Python file with a misnamed method (make submit): Runtime Error" "$out" "^Runtime Error$" "exit [1-9]"
grep -Eq "^Your failures match|naming approaches|Too slow" <<<"$out" && bad "  ... and it names approaches, or spends time naming them" "$out" \
	|| ok "  ... naming no approach and spending no time naming"
# A file that runs out of time at the default limit (10 s): a slow approach's cases could count
# only as TLEs, which the total of one case's limit would cut, so none is run; the wall-time
# line, whose parts add up to its whole, has no naming in it.
forever=$test_files/forever.c
printf 'int findMinStep(char *board, char *hand) { volatile long x = 0; (void)board; (void)hand; for (;;) x++; }\n' |
	write_kept "$forever"
out=$($MAKE submit SOLUTION="$forever" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a file that never answers (make submit, the default limit): Time Limit Exceeded, and too slow, no cause named" "$out" \
	"^Time Limit Exceeded$" "^Too slow on this input: .*\(no known slow approach matches its slowness\)$" "exit [1-9]"
grep -q "^Wall time: .*naming approaches" <<<"$out" && bad "  ... and time spent on tagged cases that could not count" "$out" \
	|| ok "  ... and no time spent on tagged cases that could not count"

# Item 4: every line that reports a failure says what failed.
printf 'WRRBBW RB -1\nRBYYBBRRB YRBGB 3\nRRWWRRBBRR WB 2\nWWYWWYYWW YYY 3\nRRYGGYYRRYYGGYRR GGBBB 5\n' >"$tmp/first_short.txt"
out=$($MAKE judge SOLUTION="$(flat first_call_long)" CASES="$tmp/first_short.txt" SANITIZE=0 COMPARE=1 2>&1; echo "exit $?")
expect_in "Accepted, then its slowest cases fail when run again: the line says which case and how" "$out" \
	"^Accepted$" "^Speed: not compared: run again on its own, yours failed: RE on $tmp/first_short.txt:[2-5] \([RYBGW]+, [RYBGW]+\): " \
	"exit 0"
# Submit's cases: 60 inputs, each once.
sub_exe=$($MAKE runner SANITIZE=0 2>/dev/null)
drawn=$(build/judge --runner "$sub_exe" --submit 60 cases 2>&1 | grep -E '^cases/[a-z-]+\.txt:[0-9]+ ')
n_drawn=$(wc -l <<<"$drawn")
n_inputs=$(awk '{ print $2, $3 }' <<<"$drawn" | sort -u | wc -l)
[ "$n_drawn/$n_inputs" = 60/60 ] && ok "make submit's 60 cases hold 60 distinct inputs" \
	|| bad "make submit's $n_drawn cases hold $n_inputs distinct inputs" "$drawn"
# The slowest case is named by its input's first file and line, whichever copy ran slowest.
write_kept "$NK/third_slow.c" <<'C'
#include <time.h>
int findMinStep(char *board, char *hand)
{
	static int calls;
	(void)board, (void)hand;
	if (++calls == 3) { /* the second copy of the input: 60 ms of CPU */
		struct timespec t0, t;
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
		do
			clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
		while ((t.tv_sec - t0.tv_sec) * 1000000000L + t.tv_nsec - t0.tv_nsec < 60000000L);
	}
	return -1;
}
C
printf 'RGBRGB Y -1\nRGBRGBRGB YY -1\nRGBRGBRGB YY -1\n' >"$tmp/twice.txt"
out=$($MAKE judge SOLUTION="$NK/third_slow.c" CASES="$tmp/twice.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "the slowest case's label names its input's first file and line (the second copy ran slowest)" "$out" \
	"twice.txt:3 .* AC +[0-9]{2,}\.[0-9]{3} ms" "^Runtime: .*; slowest case $tmp/twice.txt:2 \(RGBRGBRGB, YY\) [0-9]{2,}\.[0-9]{3} ms$" "exit 0"
