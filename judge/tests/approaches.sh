# approaches.sh: sourced by run_tests.sh. The known wrong approaches (judge/cases.c): each
# planted solver fails the default cases and the summary names its approach, with the evidence,
# whichever case fails first, with STOP=1 too; the summary names nothing it has no evidence for.

echo "== the known wrong approaches: every one caught by the default cases, and named"
out=$(build/test_cases 2>&1)
expect_in "the case reader reads approach tags \"# [name ...]\" and refuses unknown ones" "$out" \
	"^[0-9]+ passed, 0 failed$"
check "cases/split-pairs.txt: answers are the reference's" build/verify cases/split-pairs.txt
# Each approach: its planted solver, and the words the summary uses for it.
for approach in "board_visited:key the visited set on the board alone, joining" \
	"board_visited_all:key the visited set on the board alone, trying every ball" \
	"split_first_only:split a pair only on the first move" \
	"adjacent_only:only put a ball next to one of its own colour" \
	"runs_at_once:complete one run at a time" \
	"no_visited:keep no visited set" \
	"board_colours_only:put down only colours still on the board"; do
	planted=${approach%%:*} words=${approach#*:}
	tagged=$(grep -c "# \[[a-z_ =0-9-]*\b$planted\b" cases/*.txt | awk -F: '{ n += $2 } END { print n }')
	[ "$tagged" -gt 0 ] && ok "$planted: $tagged default cases carry its tag" \
		|| bad "$planted: no default case carries its tag"
	# no_visited's tagged cases take it 1.1 to 1.6 s here (over 10 million moves): a half-second
	# limit keeps them out of reach on a faster machine too.
	limit=1000
	[ "$planted" = no_visited ] && limit=500
	for stop in 0 1; do
		out=$($MAKE judge SOLUTION="$(flat "$planted")" SANITIZE=0 STOP=$stop TIME_LIMIT=$limit 2>&1; echo "exit $?")
		expect_in "  ... $planted.c fails the default cases (STOP=$stop) and the summary names it" \
			"$out" "^(Wrong Answer|Time Limit Exceeded|Memory Limit Exceeded)$" \
			"^Your failures match:$" "^  solutions that $words.* \((your answers equal this approach's on [0-9]+ of its [0-9]+ wrong cases|[0-9]+ of its [0-9]+ cases ran out of time or memory, as it does)\)$" \
			"exit [1-9]"
	done
done
out=$($MAKE judge SOLUTION="$(flat split_first_only)" SANITIZE=0 FORMAT=json 2>&1)
expect_in "  ... and in JSON: each case's tags, and the summary's approaches with the counts" "$out" \
	'"board":"RRYRRBBYBBYYBBRR",.*"verdict":"WA",.*"approaches":\[[a-z_",]*"split_first_only"' \
	'"summary":true,.*"approaches":\[.*\{"name":"split_first_only","solutions_that":"[^"]*","failed":([0-9]+),"of":\1,"match":true,"equal":\1\}'
# A case can break several approaches (every case split_first_only.c fails, adjacent_only.c
# fails too): an approach whose failures all lie on cases it shares with a better match is not
# named.
for pair in "split_first_only:key the visited set|only put a ball next to|one run at a time" \
	"adjacent_only:split a pair only on the first move|visited set" \
	"board_visited:split a pair only on the first move|trying every ball"; do
	planted=${pair%%:*} not=${pair#*:}
	out=$($MAKE judge SOLUTION="$(flat "$planted")" SANITIZE=0 2>&1)
	named=$(sed -n '/^Your failures match:$/,/^Runtime/p' <<<"$out" | grep -E "^  solutions that .*($not)")
	[ -z "$named" ] && ok "$planted.c: the summary names no approach its failures only share cases with" \
		|| bad "$planted.c: the summary names more than the evidence shows: $named" "$out"
done

# No evidence, no name.
out=$($MAKE judge SOLUTION="$(flat never_right)" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a solution wrong on every case matches no approach (its tagged cases fail no more than the rest)" \
	"$out" "^Wrong Answer$" "exit [1-9]"
grep -q "Your failures match" <<<"$out" && bad "  ... but the summary names one" "$out"
out=$($MAKE judge SOLUTION="$(flat crash)" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a crash is not named as an approach" "$out" "^Runtime Error$" "exit [1-9]"
grep -Eq "Your failures match|visited set|Too slow" <<<"$out" && bad "  ... but the summary names one" "$out"
out=$($MAKE judge SOLUTION="$(flat loop)" SANITIZE=0 TIME_LIMIT=1000 2>&1; echo "exit $?")
expect_in "a solution slow on one input is \"too slow on this input\", not \"keeps no visited set\"" "$out" \
	"^Time Limit Exceeded$" '^Too slow on this input: board = "G", hand = "[RYBGW]+"' "exit [1-9]"
grep -Eq "Your failures match|keep no visited set" <<<"$out" && bad "  ... but the summary names an approach" "$out"
out=$($MAKE judge SOLUTION=solution.c SANITIZE=0 CASES=cases/wrong-approaches.txt 2>&1; echo "exit $?")
expect_in "solution.c passes every tagged case of wrong-approaches.txt; nothing named" "$out" "^Accepted$" "exit 0"
grep -Eq "Your failures match|Too slow" <<<"$out" && bad "  ... but the summary names one" "$out"
# full_bfs.c is right but plain (every ball at every gap, a visited set on board and hand): on
# a loaded machine it may run out of time (a TLE, or the total limit before any failure). Whatever
# its verdict, it is never told it keeps no visited set: it solves the cases tagged no_visited
# quickly; and a TLE is called only "too slow on this input".
# right_but_slow NAME OUT: OUT is a judged run (cases judged, a verdict, its exit status) whose
# verdict is Accepted (exit 0) or Time Limit Exceeded, "too slow on this input" (exit non-zero),
# naming no approach. Anything else (a wrong answer, a crash, no verdict, empty output) fails.
right_but_slow() {
	local verdict
	verdict=$(grep -Em1 "^(Accepted|Wrong Answer|Runtime Error|Time Limit Exceeded|Memory Limit Exceeded|Output Limit Exceeded|Not Run)$" <<<"$2")
	if grep -Eq "^Your failures match|keep no visited set" <<<"$2"; then
		bad "$1 is named as an approach" "$2"
	elif ! grep -Eq "^[0-9]+ / [0-9]+ testcases passed" <<<"$2"; then
		bad "$1: no case judged" "$2"
	elif [ "$verdict" = Accepted ] && grep -q "^exit 0$" <<<"$2"; then
		ok "$1 is named as no approach (here: Accepted)"
	elif [ "$verdict" = "Time Limit Exceeded" ] && grep -q "^Too slow on this input: board = " <<<"$2" \
		&& grep -q "^exit [1-9]" <<<"$2"; then
		ok "$1 is named as no approach (here: Time Limit Exceeded, too slow on this input)"
	else
		bad "$1: the verdict is ${verdict:-none}, want Accepted or a TLE called too slow" "$2"
	fi
}
# (judged on every case tagged no_visited for time, the evidence a name would rest on after a
# TLE (=memory tags count only for a memory verdict), and the examples: the rest of cases/
# only makes the run longer)
grep -h '\bno_visited\b' cases/*.txt | grep -v 'no_visited=memory' | cat cases/examples.txt - >"$tmp/no_visited_tagged.txt"
for stop in 0 1; do
	out=$($MAKE judge SOLUTION="$(flat full_bfs)" SANITIZE=0 STOP=$stop CASES="$tmp/no_visited_tagged.txt" 2>&1
		echo "exit $?")
	right_but_slow "full_bfs.c (right, with a visited set; STOP=$stop)" "$out"
done
# ... and the check itself fails on a wrong answer and on empty output (planted: run in a
# subshell, its ok/FAIL counted there and not here).
for planted in "never_right" ""; do
	if [ -n "$planted" ]; then
		out=$($MAKE judge SOLUTION="$(flat "$planted")" SANITIZE=0 STOP=1 2>&1; echo "exit $?")
	else
		out=""
	fi
	seen=$(pass=0 fail=0; right_but_slow "planted" "$out" >/dev/null; echo "$fail")
	[ "$seen" = 1 ] && ok "  ... the check fails on ${planted:-empty output}${planted:+.c (wrong answers)}" \
		|| bad "the full_bfs check passed ${planted:-empty output}" "$out"
done

# The tags above come from the planted solvers themselves (make cases runs them), so the checks
# above cannot see a planted solver that no longer does what its approach says. Here each
# approach's breaking case is read from docs/approaches.md's table, written and argued by hand:
# the reference must give the answer the doc gives, the case must be in cases/ with the tag, and
# the planted solver must fail it as the doc says (its wrong answer, or too slow).
echo "== the known wrong approaches: each planted solver fails the case docs/approaches.md argues"
# witness_check TAG PLANTED_FILE: the doc's row for TAG, against the solver in PLANTED_FILE
witness_check() {
	local tag=$1 file=$2 row board hand answer says out
	row=$(grep -E "^\| \`$tag\` \|" docs/approaches.md | head -n 1 | awk -F'|' '{ print $5 }')
	board=$(sed -nE 's/^ *`([RYBGW]+) ([RYBGW]+)` \((-?[0-9]+)(; it says (-?[0-9]+))?[;)].*/\1/p' <<<"$row")
	hand=$(sed -nE 's/^ *`([RYBGW]+) ([RYBGW]+)` \((-?[0-9]+)(; it says (-?[0-9]+))?[;)].*/\2/p' <<<"$row")
	answer=$(sed -nE 's/^ *`([RYBGW]+) ([RYBGW]+)` \((-?[0-9]+)(; it says (-?[0-9]+))?[;)].*/\3/p' <<<"$row")
	says=$(sed -nE 's/^ *`([RYBGW]+) ([RYBGW]+)` \((-?[0-9]+)(; it says (-?[0-9]+))?[;)].*/\5/p' <<<"$row")
	if [ -z "$board" ]; then
		bad "$tag: docs/approaches.md's table gives no case that breaks it" "$row"
		return
	fi
	printf '%s %s %s\n' "$board" "$hand" "$answer" >"$tmp/witness.txt"
	if ! grep -Eq "^$board $hand $answer +# \[[a-z_ =0-9-]*\b$tag\b" cases/*.txt; then
		bad "$tag: $board $hand $answer is not in cases/ with the tag [$tag]"
		return
	fi
	out=$(build/verify "$tmp/witness.txt" 2>&1) || { bad "$tag: the doc's answer $answer is not the reference's" "$out"; return; }
	# (no_visited: half a second, as above, keeps its 10 million moves out of reach)
	out=$($MAKE judge SOLUTION="$file" CASES="$tmp/witness.txt" SANITIZE=0 TIME_LIMIT=500 2>&1; echo "exit $?")
	if [ -n "$says" ]; then
		grep -Eq "witness.txt:1 .* got +$says +WA " <<<"$out" \
			&& ok "$tag: the planted solver says $says on $board $hand (the reference: $answer), as the doc argues" \
			|| bad "$tag: the planted solver does not say $says on $board $hand" "$out"
	else
		grep -Eq "witness.txt:1 .* (TLE|MLE) " <<<"$out" \
			&& ok "$tag: the planted solver is too slow on $board $hand, as the doc argues" \
			|| bad "$tag: the planted solver is not too slow on $board $hand" "$out"
	fi
}
for tag in board_visited board_visited_all split_first_only adjacent_only runs_at_once no_visited \
	board_colours_only; do
	witness_check "$tag" "$(flat "$tag")"
done
# ... and the check fails when a planted solver does not do what its approach says (planted:
# solution.c in adjacent_only.c's place; run in a subshell, its ok/FAIL counted there).
seen=$(pass=0 fail=0; witness_check adjacent_only solution.c >/dev/null; echo "$fail")
[ "$seen" = 1 ] && ok "  ... a right solver in adjacent_only.c's place fails the check" \
	|| bad "the witness check passed a right solver as adjacent_only"
