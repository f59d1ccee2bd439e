# practice.sh: the practice loop as a user lives it (issue 19), sourced by run_tests.sh: the file
# judged named first, a misspelt variable refused, LeetCode's verdicts (TLE when the total runs
# out), quiet output by default, the sanitizer's whole report, the rerun-alone note only where
# it means something, speed in context, and the tools (stress, worst, explain) calling a
# solution through its runner with a limit on every call.

echo "== the practice loop: the right file, LeetCode's verdicts, quiet output, every tool bounded"
# wall MS COMMAND...: runs COMMAND, sets out (its output, then "exit N") and ms (the wall time).
wall() {
	local t0
	t0=$(date +%s%N)
	out=$("$@" 2>&1; echo "exit $?")
	ms=$((($(date +%s%N) - t0) / 1000000))
}

out=$($MAKE judge SOLUTON=mine.c 2>&1; echo "exit $?")
expect_in "a misspelt variable is refused with the nearest known name" "$out" \
	"SOLUTON is not a variable of this kit; did you mean SOLUTION\?" "exit [1-9]"
grep -q "testcases passed" <<<"$out" && bad "  ... yet solution.c was judged" "$out" || ok "  ... and nothing is judged"
out=$($MAKE judge CASE=cases/examples.txt 2>&1; echo "exit $?")
expect_in "  ... CASE= for CASES= too" "$out" "CASE is not a variable of this kit; did you mean CASES\?" "exit [1-9]"
out=$($MAKE judge CASES=cases/examples.txt V=1 CC=gcc MAKEFLAGS= 2>&1; echo "exit $?")
expect_in "  ... while make's own variables (V, CC, MAKEFLAGS) on the command line still work" "$out" \
	"^Accepted$" "exit 0"

out=$($MAKE judge SOLUTION="$(flat wrong_once)" CASES=$P VERBOSE=0 2>&1; echo "exit $?")
expect_in "the judged file is named first, with its build and the cases" "$out" \
	"^Judging $flat_dir/wrong_once.c \(C, gnu11 -O2 with AddressSanitizer \+ UBSan\) on judge/tests/planted.txt: 6 cases$"
head -n 1 <<<"$out" | grep -q '^Judging ' && ok "  ... on the first line" || bad "the Judging line is not first" "$out"
rows=$(grep -Ec '^judge/tests/planted.txt:[0-9]+ ' <<<"$out")
expect_in "quiet by default: the failing case and the summary, as LeetCode shows" "$out" \
	"^judge/tests/planted.txt:5 .* WA " "^Wrong Answer$" "^5 / 6 testcases passed$" "exit [1-9]"
[ "$rows" = 1 ] && ok "  ... one case line: the failure's" || bad "quiet output has $rows case lines (want 1)" "$out"
out=$($MAKE judge SOLUTION="$(flat wrong_once)" CASES=$P VERBOSE=1 2>&1)
rows=$(grep -Ec '^judge/tests/planted.txt:[0-9]+ ' <<<"$out")
[ "$rows" = 6 ] && ok "  ... VERBOSE=1: a line for every case" || bad "VERBOSE=1 printed $rows case lines (want 6)" "$out"
out=$($MAKE judge SOLUTION="$(flat pool6)" CASES=$P VERBOSE=0 COMPARE=1 2>&1; echo "exit $?")
expect_in "an Accepted run shows its runtime beside solution.c's, measured in the same run" "$out" \
	"^Accepted$" "^Speed on [0-9]+ of your slowest cases \(same box, this run; the fastest of each side.s runs\): yours [0-9.]+ ms \([0-9]+ runs?\)$" \
	"^  the kit's solution.c: $compared$" "exit 0"
grep -Eq ' AC ' <<<"$out" && bad "  ... AC lines in quiet output" "$out" || ok "  ... and no AC line"

# The total time running out: TLE on the case running, the total named; nothing "Not Run".
sleep250=$test_files/sleep250.c # (run_tests.sh's write_kept)
sed 's/struct timespec minute = {60, 0};/struct timespec minute = {0, 250000000};/; s/strlen(board) >= 8/1/' \
	"$(flat sleepy)" | write_kept "$sleep250"
out=$($MAKE judge SOLUTION="$sleep250" CASES=cases/examples.txt TIME_LIMIT=400,700 VERBOSE=0 2>&1; echo "exit $?")
expect_in "the total time running out is Time Limit Exceeded on the case running, the total used named" "$out" \
	"^Time Limit Exceeded$" "^First failing case: cases/examples.txt:[0-9]+$" \
	"the total time limit was passed during this case: [0-9]+ ms used of 700 ms for all the cases" \
	"^Last Executed Input$" "^[0-2] / 4 testcases passed$" "exit [1-9]"
grep -Eq 'Not Run|SKIP' <<<"$out" && bad "  ... Not Run or SKIP shown" "$out" || ok "  ... no Not Run, no SKIP lines"
grep -q "state kept across calls" <<<"$out" && bad "  ... and the case where the total ran out was blamed on state" "$out" \
	|| ok "  ... and no rerun-alone note: that case did not pass its own limit"
out=$($MAKE judge SOLUTION="$(flat loop)" CASES=$P TIME_LIMIT=300 VERBOSE=0 2>&1)
expect_in "a timed-out case's time is in ms, on an aligned row" "$out" \
	"^judge/tests/planted.txt:5 +G +GGGGG expected  2 got  -  TLE +[0-9]+\.[0-9]{3} ms$" # (CPU time decides; on a busy machine the clock runs on)

printf 'RRGGBBYYWWRRGG RGB 3\n' >"$tmp/long.txt"
out=$($MAKE judge SOLUTION="$(flat stack_overflow)" CASES="$tmp/long.txt" VERBOSE=0 2>&1; echo "exit $?")
expect_in "RE: the sanitizer's report in full, folded, with the line that names the overflowed variable" "$out" \
	"^Runtime Error$" "ERROR: AddressSanitizer: stack-buffer-overflow" "in findMinStep judge/tests/planted/stack_overflow.c:14" \
	"'next' \(line 11\) <== Memory access at offset [0-9]+ overflows this variable" \
	"frames of the harness and the C library left out" "exit [1-9]"
grep -q "Shadow byte" <<<"$out" && bad "  ... the shadow-byte map was not folded away" "$out" || ok "  ... the shadow-byte map left out"
out=$($MAKE judge SOLUTION="$(flat overflow)" CASES=$P FORMAT=json 2>/dev/null)
len=$(grep '"line":5,' <<<"$out" | sed 's/.*"stderr":"\(.*\)"}$/\1/' | wc -c)
expect_in "  ... and FORMAT=json carries the whole of stderr, not 512 bytes" "$out" \
	'"line":5,.*"stderr":"=+\\n==[0-9]+==ERROR: AddressSanitizer: heap-buffer-overflow.*Shadow byte legend'
[ "$len" -gt 1500 ] && ok "  ... $len bytes of it" || bad "JSON stderr is $len bytes" "$out"

out=$($MAKE judge SOLUTION="$(flat near_limit)" CASES=$P TIME_LIMIT=300 VERBOSE=0 2>&1; echo "exit $?")
expect_in "a TLE from load (simulated: slower after other calls) is TLE" "$out" "^Time Limit Exceeded$" \
	"^First failing case: judge/tests/planted.txt:5$" "exit [1-9]"
grep -q "state kept across calls" <<<"$out" && bad "  ... and was blamed on state kept across calls" "$out" \
	|| ok "  ... with no 'state kept across calls' note: run alone it is near the limit, not far below"

# The tools call the solution through its runner: a call past the limit is a finding, at once.
wall $MAKE stress SOLUTION="$(flat sleepy)" N=200 TIME_LIMIT=500
expect_in "stress: a solution that sleeps a minute is reported as taking over the limit of a call" "$out" \
	"^[RYBGW]{8,16} [RYBGW]+: this input takes over 0.5 s \(the limit of one call, TIME_LIMIT=500\)" \
	"^as a case line \(the reference's answer\):$" "^[0-9]+ passed, 1 failed$" "exit [1-9]"
[ "$ms" -lt 30000 ] && ok "  ... within $ms ms (build included), not hung" || bad "stress took $ms ms on a sleeping solution" "$out"
wall $MAKE worst SOLUTION="$(flat sleepy)" N=300 TIME_LIMIT=500
expect_in "worst: the same solution, the same finding" "$out" \
	"^[RYBGW]{8,16} [RYBGW]+: this input takes over 0.5 s \(the limit of one call, TIME_LIMIT=500\)" "exit [1-9]"
[ "$ms" -lt 30000 ] && ok "  ... within $ms ms, not hung" || bad "worst took $ms ms on a sleeping solution" "$out"
wall $MAKE stress SOLUTION="$(flat stack_overflow)" N=3000 LONG=1 SEED=5
expect_in "stress runs the sanitizers: a stack overflow on long boards is caught, its report shown" "$out" \
	": Runtime Error$" "stack-buffer-overflow" "'next' \(line 11\) <== Memory access" "^[0-9]+ passed, 1 failed$" "exit [1-9]"
sleep40=$test_files/sleep40.c # (run_tests.sh's write_kept)
sed 's/struct timespec minute = {60, 0};/struct timespec minute = {0, 40000000};/' "$(flat sleepy)" | write_kept "$sleep40"
$MAKE runner SOLUTION="$sleep40" >/dev/null 2>&1
# (the progress line is drawn on a terminal only: judge/tests/verdict_first.sh gives one)
out=$(script -qec "$MAKE stress SOLUTION='$sleep40' N=150 LONG=1; echo exit \$?" /dev/null 2>&1 | tr '\r' '\n' | sed 's/\x1b\[K//g')
expect_in "stress shows a progress line on a terminal, with the time left" "$out" \
	"^stress: [0-9]+ / 150 inputs, [0-9]+ s, [0-9]+ s left of TIME=180" "^150 passed, 0 failed" "exit 0"
# (four hard cases: about 5 s here, a few redraws of the line)
head -n 6 cases/hard.txt | grep -v '^#' >"$tmp/hard4.txt"
out=$(script -qec "build/verify --jobs 1 '$tmp/hard4.txt'" /dev/null 2>&1 | tr '\r' '\n' | sed 's/\x1b\[K//g')
expect_in "make verify is not silent on a terminal: a progress line with the time left" "$out" \
	"^verify: [0-9]+ / [0-9]+ inputs, [0-9]+ s, about [0-9]+ s left" "^verify: [0-9]+ cases, 0 disagree"

out=$($MAKE explain BOARD=RRYYRRYYRR HAND=YY SOLUTION="$(flat adjacent_only)" 2>&1; echo "exit $?")
expect_in "explain as a picture: the inserted ball marked, each removal of a chain on its own line" "$out" \
	"^1\. insert Y at [0-9]+: " "^ +R\[Y\]R Y Y R R Y Y R R +Y inserted$" "^ +R Y Y Y R R +3 R removed$" \
	"^ +\(empty\) +3 R removed$" "^answer: 2$"
expect_in "  ... SOLUTION= adds its answer and where its play parts from an optimal one" "$out" \
	"^your solution answers -1; the answer is 2$" \
	"^where the plays part: at board RRYYRRYYRR with hand YY, your solution answers -1 where 2 is right; it misses step 1, insert Y at 1" \
	"exit [1-9]"
out=$($MAKE explain BOARD=WWRRBBWW HAND=WRBRW SOLUTION="$(flat pool6)" 2>&1; echo "exit $?")
expect_in "  ... and says when it is right" "$out" "^your solution answers 2: right$" "exit 0"
if command -v script >/dev/null; then
	out=$(env -u NO_COLOR script -qec "$MAKE explain BOARD=RRWWRRBBRR HAND=WB" /dev/null 2>&1)
	grep -q $'\033\[31m\xe2\x97\x8f' <<<"$out" && ok "  ... coloured balls on a terminal" || bad "no coloured balls on a terminal" "$out"
fi

mkdir -p "$tmp/run-tmp"
out=$(TMPDIR=$tmp/run-tmp $MAKE run BOARD=RRWWRRBBRR HAND=WB 2>&1)
expect_in "make run BOARD= HAND= names the input, not a temporary file" "$out" \
	"^Case 1 \(BOARD=RRWWRRBBRR HAND=WB\)$"
left=$(ls -A "$tmp/run-tmp")
[ -z "$left" ] && ok "  ... and leaves no file behind in TMPDIR" || bad "make run BOARD= HAND= left files in TMPDIR" "$left"
out=$($MAKE submit SOLUTION=solution.c VERBOSE=1 2>&1; echo "exit $?")
traps=$(grep -Ec '^cases/traps.txt:' <<<"$out")
hard=$(grep -Ec '^cases/hard.txt:' <<<"$out")
expect_in "make submit: LeetCode's Submit on 60 cases drawn from cases/" "$out" \
	"^Judging solution.c .* on cases: 60 cases$" "^60 / 60 testcases passed$" "exit 0"
[ "$traps" = 11 ] && [ "$hard" -ge 5 ] && ok "  ... every trap among them, and $hard of the hard cases" \
	|| bad "make submit drew $traps traps (want 11) and $hard hard cases (want 5 or more)" "$out"
a=$($MAKE submit SOLUTION=solution.c VERBOSE=1 2>&1 | grep -Eo '^cases/[a-z-]+\.txt:[0-9]+' | tr '\n' ' ')
b=$(grep -Eo '^cases/[a-z-]+\.txt:[0-9]+' <<<"$out" | tr '\n' ' ')
[ "$a" = "$b" ] && ok "  ... the same cases every time" || bad "make submit drew other cases the second time" "$a / $b"
