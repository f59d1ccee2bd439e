# verdict_first.sh (sourced by run_tests.sh): the verdict as soon as it is known, everything
# optional after it; the kit's own solutions built only after an Accepted verdict; a speed
# comparison that claims a ratio only when its runs agree (on a planted clock:
# judge/tests/compare_check.c); COMPARE=0; a progress line on a terminal and never in a pipe.
echo "== the verdict first, the speed comparison after it and only when its runs agree"
out=$(build/compare_check 2>&1; echo "exit $?")
expect_in "speed in context on a planted clock: a ratio only when every run agrees, else why not" \
	"$out" "^7 passed, 0 failed$" "exit 0"

# A build folder of its own, with the kit's programs already built (copied): the runners in
# it after a run are the judged file's and those the judge built.
vb=$tmp/verdict-first-build
mkdir -p "$vb" && cp build/*.o build/judge build/history build/confine "$vb/"
count_runners() { find "$vb" -maxdepth 1 -name 'runner-*' ! -name '*.build' ! -name '*.log' -type f | wc -l; }
out=$($MAKE submit SOLUTION="$(flat wrong_once)" B="$vb" COMPARE=1 2>&1; echo "exit $?")
n=$(count_runners)
expect_in "a Wrong Answer is judged" "$out" "^Wrong Answer$" "exit [1-9]"
[ "$n" = 1 ] && ok "  ... and builds none of the kit's solutions (one runner: the file judged)" ||
	bad "a Wrong Answer left $n runners in its build folder (want 1: the kit's are built after an Accepted verdict only)" "$(ls "$vb")"
cp "$(flat right_unoptimised)" "$tmp/mine_right.c"
out=$($MAKE submit SOLUTION="$tmp/mine_right.c" B="$vb" COMPARE=1 2>&1; echo "exit $?")
n=$(count_runners)
expect_in "an Accepted run compares its speed" "$out" "^Accepted$" "^Speed on " "exit 0"
[ "$n" -gt 2 ] && ok "  ... the kit's solutions built for it, after the verdict" ||
	bad "an Accepted run left $n runners (want the judged one's and the kit's)" "$(ls "$vb")"
order=$(grep -nE '^(Accepted|Runtime: |Memory: |Limits: |Cases: |Wall time: |Speed on )' <<<"$out" | cut -d: -f2 | cut -c1-8 | tr '\n' '|')
[ "$order" = "Accepted|Runtime|Memory|Limits|Cases|Wall tim|Speed on|" ] &&
	ok "  ... the verdict, runtime, memory and limits first; the figures and the comparison after" ||
	bad "the summary's order is $order" "$out"
out=$($MAKE submit SOLUTION="$tmp/mine_right.c" B="$vb" COMPARE=0 2>&1; echo "exit $?")
grep -q '^Speed' <<<"$out" && bad "COMPARE=0 still compares" "$out" ||
	expect_in "COMPARE=0: Accepted, and no speed comparison" "$out" "^Accepted$" "exit 0"
out=$($MAKE submit SOLUTION="$tmp/mine_right.c" COMPARE=2 2>&1; echo "exit $?")
expect_in "  ... COMPARE takes 0 or 1" "$out" "COMPARE='2' is not accepted" "exit [1-9]"

# The progress line: drawn in place on a terminal (script(1) gives the judge one), never in a
# pipe, a log or FORMAT=json. spin300.c: solution.c's answers after 300 ms of CPU a call.
spin300=$test_files/spin300.c
sed 's/!strcmp(board, "G")/1/; s/(calls ? 0.4 : 0.2)/0.3/' "$(flat near_limit)" | write_kept "$spin300"
out=$($MAKE judge SOLUTION="$spin300" CASES=cases/examples.txt 2>&1)
grep -q 'judging: ' <<<"$out" && bad "a pipe sees the progress line" "$out" ||
	ok "make judge in a pipe: no progress line"
out=$($MAKE stress SOLUTION="$spin300" N=6 LONG=1 2>&1)
grep -q '^stress: [0-9]* / ' <<<"$out" && bad "a pipe sees stress's progress line" "$out" ||
	ok "make stress in a pipe: no progress line"
if command -v script >/dev/null; then
	out=$(script -qec "$MAKE judge SOLUTION='$spin300' CASES=cases/examples.txt" /dev/null 2>&1 | tr '\r' '\n' | sed 's/\x1b\[K//g')
	expect_in "make judge on a terminal: a progress line, cases done of all, time, time left" "$out" \
		"^judging: [0-9]+ / 4 cases, [0-9]+ s, about [0-9]+ s left" "^Accepted"
	out=$(script -qec "$MAKE stress SOLUTION='$spin300' N=6 LONG=1" /dev/null 2>&1 | tr '\r' '\n' | sed 's/\x1b\[K//g')
	expect_in "make stress on a terminal: a progress line with the time left" "$out" \
		"^stress: [0-9]+ / 6 inputs, [0-9]+ s, [0-9]+ s left of TIME=180" "^6 passed, 0 failed"
else
	echo "note: script(1) not found (util-linux); the progress line on a terminal not checked"
fi
