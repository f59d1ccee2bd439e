# submit.sh: sourced by run_tests.sh. make submit as LeetCode's Submit (it stops at the first
# failing case, whatever the verdict, and names the approaches quickly); the summary's figures
# add up; make worst and make stress work to a time budget and stop cleanly at it, or at a
# signal, with what they found; the judge's files include each other in no loop.

# took NAME MS: the last `timed` command ended within MS milliseconds.
timed() {
	local t0
	t0=$(date +%s%N)
	out=$("$@" 2>&1; echo "exit $?")
	ms=$((($(date +%s%N) - t0) / 1000000))
}
took() { within "$@"; } # (run_tests.sh's within: a bound on the clock, scaled by the load)

echo "== make submit: LeetCode's Submit, stopping at the first failure"
# A solution that loops on board "G" (planted.txt:5): TLE there, nothing after it run. Its runner
# is built first, so the time is the judge's: the cases before it, its limit (of CPU time: on a
# busy machine the clock may run to 3 times it) and the rerun alone with a quarter of it.
$MAKE runner SOLUTION="$(flat loop)" SANITIZE=0 >/dev/null 2>&1
timed $MAKE submit SOLUTION="$(flat loop)" SANITIZE=0 CASES=$P TIME_LIMIT=1000 VERBOSE=0
expect_in "submit on a slow solution stops at its first TLE, in LeetCode's words" "$out" \
	"^Time Limit Exceeded$" "^3 / 6 testcases passed$" "^Last Executed Input$" '^  board = "G"$' \
	"^Cases: 4 of 6 run: 3 answered \(the runtime above\), 1 stopped without an answer after [0-9.]+ ms; 2 not run: Submit stops at the first failure" \
	"exit [1-9]"
took "it stops within the case limit (1000 ms of CPU) and the rerun alone" 7000
grep -Eq "planted.txt:(6|7) " <<<"$out" && bad "  ... a case after the TLE was judged" "$out" \
	|| ok "  ... and no case after it is judged"

# A wrong solution: WA at the first case it gets wrong, the approach named from tagged cases.
out=$($MAKE submit SOLUTION="$(flat adjacent_only)" SANITIZE=0 VERBOSE=1 2>&1; echo "exit $?")
expect_in "submit on a wrong solution stops at its first WA and names its approach" "$out" \
	"^Wrong Answer$" "^[0-9]+ / 60 testcases passed$" "^Input$" "^Output$" "^Expected$" \
	"^Your failures match:$" "^  solutions that only put a ball next to one of its own colour" \
	"; [0-9]+ not run: Submit stops at the first failure" "exit [1-9]"
rows=$(grep -Ec '^cases/[a-z-]+\.txt:[0-9]+ ' <<<"$out")
passed=$(sed -n 's|^\([0-9]*\) / 60 testcases passed$|\1|p' <<<"$out")
[ "$rows" = "$((passed + 1))" ] && ok "  ... $rows case lines: the $passed passed and the failure, none after" \
	|| bad "submit judged $rows cases for $passed passed" "$out"

# The figures add up, in the text and in JSON, in C and in another language.
figures() { # NAME: checks $out (text) and $json (FORMAT=json) of the same run
	local name=$1 line run=x total=x answered=x stopped=0 notrun=0
	line=$(grep -E '^Cases: ' <<<"$out")
	if [[ $line =~ ^Cases:\ ([0-9]+)\ of\ ([0-9]+)\ run:\ ([0-9]+)\ answered ]]; then
		run=${BASH_REMATCH[1]} total=${BASH_REMATCH[2]} answered=${BASH_REMATCH[3]}
	fi
	[[ $line =~ ,\ ([0-9]+)\ stopped ]] && stopped=${BASH_REMATCH[1]}
	[[ $line =~ \;\ ([0-9]+)\ not\ run ]] && notrun=${BASH_REMATCH[1]}
	[ "$run" != x ] && [ "$run" = $((answered + stopped)) ] && [ "$total" = $((run + notrun)) ] \
		&& ok "$name: the cases run, answered, stopped and not run add up ($line)" \
		|| bad "$name: the figures do not add up: '$line'" "$out"
	awk -v name="$name" '
		/"summary":true/ {
			s = $0
			get("\"total\":"); total = v; get("\"judged\":"); judged = v
			get("\"answered\":"); answered = v; get("\"unanswered\":"); unanswered = v
			get("\"not_run\":"); notrun = v; get("\"total_time_us\":"); runtime = v
			ok = judged == answered + unanswered && total == judged + notrun &&
				(sum - runtime < 1 && runtime - sum < 1)
			printf "%s %s: JSON: %d judged = %d answered + %d unanswered; %d in all = %d judged + %d not run; runtime %.1f us = the answered cases'"'"' %.1f us\n", \
				ok ? "ok  " : "FAIL", name, judged, answered, unanswered, total, judged, notrun, runtime, sum
			exit !ok
		}
		/"verdict":"(AC|WA)"/ { s = $0; get("\"time_us\":"); sum += v }
		function get(key,   i) { i = index(s, key); v = substr(s, i + length(key)) + 0 }
	' <<<"$json" && pass=$((pass + 1)) || { fail=$((fail + 1)); sed 's/^/     | /' <<<"$json" | tail -n 3; }
}
out=$($MAKE submit SOLUTION="$(flat adjacent_only)" SANITIZE=0 2>&1)
json=$($MAKE submit SOLUTION="$(flat adjacent_only)" SANITIZE=0 FORMAT=json 2>/dev/null)
figures "submit, C, a wrong answer"
out=$($MAKE judge SOLUTION="$(flat loop)" SANITIZE=0 CASES=$P TIME_LIMIT=300 2>&1)
json=$($MAKE judge SOLUTION="$(flat loop)" SANITIZE=0 CASES=$P TIME_LIMIT=300 FORMAT=json 2>/dev/null)
figures "judge, C, a TLE in the middle"
if $MAKE runner SOLUTION=judge/tests/planted/lang/bfs.py >/dev/null 2>&1; then
	out=$($MAKE submit SOLUTION=judge/tests/planted/lang/bfs.py CASES=$P COMPARE=1 2>&1)
	json=$($MAKE submit SOLUTION=judge/tests/planted/lang/bfs.py CASES=$P FORMAT=json COMPARE=1 2>/dev/null)
	figures "submit, Python 3, Accepted"
	expect_in "  ... and its speed beside the kit's plain BFS in Python, solution.c for scale only" "$out" \
		"^Speed on [0-9]+ of your slowest cases \(same box, this run; the fastest of each side.s runs\): yours [0-9.]+ ms \([0-9]+ runs?\)$" \
		"^  the kit's plain BFS in Python 3 \(planted/lang/bfs.py\): $compared$" \
		"^  the kit's solution.c \(C, for scale\): [0-9.]+ ms \([0-9]+ runs?\)$" "^Wall time: .* after the build: the cases "
else
	echo "note: Python 3 not available; the figures checked in C only"
fi

# Memory kept across calls reaches the limit: the case alone passes; never "too slow".
out=$($MAKE judge SOLUTION="$(flat leak200k)" SANITIZE=0 MEMORY_LIMIT=40 VERBOSE=0 2>&1; echo "exit $?")
expect_in "an MLE reached by memory kept from earlier calls says so" "$out" "^Memory Limit Exceeded$" \
	"passes when run alone in a fresh process \([0-9.]+ ms\): memory kept from earlier calls reached the limit" "exit [1-9]"
grep -q "Too slow" <<<"$out" && bad "  ... and called the case too slow" "$out" || ok "  ... and does not call it too slow"

echo "== make worst and make stress: a time budget, a clean stop, what was found"
# no_visited.c without its cap: right, and exponential on the hard inputs.
$MAKE runner SOLUTION="$(flat no_visited)" >/dev/null 2>&1 # its runner, built
timed $MAKE worst SOLUTION="$(flat no_visited)" TIME=2 TIME_LIMIT=3000
expect_in "make worst TIME=2 on an exponential solution ends with its findings" "$out" \
	"^worst: [0-9]+ timed inputs .* of TIME=2" "^(slowest( of those re-timed)?: [RYBGW]+ [RYBGW]+, [0-9.]+ us|[RYBGW]+ [RYBGW]+: this input takes over 3 s.*)$"
took "within its budget" 8000
$MAKE stress SOLUTION="$(flat no_visited)" N=1 >/dev/null 2>&1 # its runner, built
timed $MAKE stress SOLUTION="$(flat no_visited)" TIME=2 LONG=1
expect_in "make stress TIME=2 on it stops at the budget and says so" "$out" \
	"^stress: the time budget \(TIME=2\) ran out after [0-9]+ of 20000 inputs: no disagreement so far$" \
	"^[0-9]+ passed, 0 failed$" "exit 0"
took "within its budget and the reference's answer to the input in hand" 8000
timed $MAKE worst SOLUTION="$(flat slow_on_g)" VERSUS=solution.c TIME=2
expect_in "make worst VERSUS=file climbs the ratio of the two solvers' times" "$out" \
	"ranked by the ratio of SOLUTION's time to VERSUS's" \
	"^[RYBGW]+ [RYBGW]+ -?[0-9]  # [0-9.]+ us, VERSUS [0-9.]+ us, ratio [0-9.]+$" \
	"^slowest( of those re-timed)?: [RYBGW]+ [RYBGW]+, [0-9.]+ us \(VERSUS [0-9.]+ us: [0-9.]+ times as long\)$" "exit 0"
# Interrupted: the tool itself gets the signal (make execs it), prints what it found, and ends.
for sig in INT TERM; do
	exe=$($MAKE runner SOLUTION="$(flat no_visited)" 2>/dev/null)
	build/worst --runner "$exe" --time 60 --starts cases/hard.txt >"$tmp/worst.out" 2>&1 &
	pid=$!
	sleep 3
	kill -$sig $pid
	t0=$(date +%s%N)
	wait $pid
	ms=$((($(date +%s%N) - t0) / 1000000))
	out=$(cat "$tmp/worst.out")
	expect_in "make worst stopped by SIG$sig prints what it found so far" "$out" \
		"stopped by SIG$sig.*: what was found so far" "^slowest( of those re-timed)?: [RYBGW]+ [RYBGW]+, [0-9.]+ us$"
	took "after the signal" 8000
	build/stress --runner "$exe" --n 100000 --long >"$tmp/stress.out" 2>&1 &
	pid=$!
	sleep 1.5
	kill -$sig $pid
	wait $pid
	out=$(cat "$tmp/stress.out"; echo "exit $?")
	expect_in "make stress stopped by SIG$sig says so, with the inputs checked" "$out" \
		"^stress: stopped by SIG$sig.* after [0-9]+ of 100000 inputs: no disagreement so far$" \
		"^[0-9]+ passed, 0 failed$"
done

echo "== the judge's files: no loop of includes"
# Each file of judge/ (any room) stands for its module (name without .c/.h); an include of
# another module's header is an edge. tsort finds a loop if there is one.
edges=$(grep -Ho '^#include "[a-z_]*\.h"' $(find judge -name '*.c' -o -name '*.h' | grep -v '/tests/') |
	sed -E 's|^([^:]*/)?([a-z_]+)\.[ch]:#include "([a-z_]+)\.h"$|\2 \3|' | awk '$1 != $2')
loops=$(tsort <<<"$edges" 2>&1 >/dev/null)
[ -z "$loops" ] && ok "no two files of judge/ include each other in a loop ($(wc -l <<<"$edges") includes)" \
	|| bad "a loop of includes in judge/" "$loops"
grep -Eq '#include "run\.h"|judge_(cases|alone|call)' judge/report.c judge/report.h \
	&& bad "report.c reaches back into the run loop" "$(grep -En '#include "run\.h"|judge_' judge/report.[ch])" \
	|| ok "report.c neither includes run.h nor calls the run loop"
