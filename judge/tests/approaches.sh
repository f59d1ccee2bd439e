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
	tagged=$(grep -c "# \[[a-z_ ]*\b$planted\b" cases/*.txt | awk -F: '{ n += $2 } END { print n }')
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
			"^Your failures match:$" "^  solutions that $words.* \([0-9]+ of [0-9]+ such cases failed\)$" \
			"exit [1-9]"
	done
done
out=$($MAKE judge SOLUTION="$(flat split_first_only)" SANITIZE=0 FORMAT=json 2>&1)
expect_in "  ... and in JSON: each case's tags, and the summary's approaches with the counts" "$out" \
	'"board":"RRYRRBBYBBYYBBRR",.*"verdict":"WA",.*"approaches":\[[a-z_",]*"split_first_only"' \
	'"summary":true,.*"approaches":\[.*\{"name":"split_first_only","solutions_that":"[^"]*","failed":([0-9]+),"of":\1,"match":true\}'
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
out=$($MAKE judge SOLUTION="$(flat loop)" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a solution slow on one input is \"too slow on this input\", not \"keeps no visited set\"" "$out" \
	"^Time Limit Exceeded$" '^Too slow on this input: board = "G", hand = "[RYBGW]+"' "exit [1-9]"
grep -Eq "Your failures match|keep no visited set" <<<"$out" && bad "  ... but the summary names an approach" "$out"
out=$($MAKE judge SOLUTION=solution.c SANITIZE=0 CASES=cases/wrong-approaches.txt 2>&1; echo "exit $?")
expect_in "solution.c passes every tagged case of wrong-approaches.txt; nothing named" "$out" "^Accepted$" "exit 0"
grep -Eq "Your failures match|Too slow" <<<"$out" && bad "  ... but the summary names one" "$out"
# full_bfs.c is right but plain (every ball at every gap, a visited set on board and hand): on
# a loaded machine it runs out of time (a TLE, or the total limit before any failure). Whatever
# its verdict, it is never told it keeps no visited set: it solves the cases tagged no_visited
# quickly; and a TLE is called only "too slow on this input".
for stop in 0 1; do
	out=$($MAKE judge SOLUTION="$(flat full_bfs)" SANITIZE=0 STOP=$stop 2>&1; echo "exit $?")
	verdict=$(grep -Em1 "^(Accepted|Wrong Answer|Runtime Error|Time Limit Exceeded|Memory Limit Exceeded|Output Limit Exceeded|Not Run)$" <<<"$out")
	if grep -Eq "^Your failures match|keep no visited set" <<<"$out"; then
		bad "full_bfs.c (right, slow) is named as an approach (STOP=$stop)" "$out"
	elif [ "$verdict" = "Time Limit Exceeded" ] && ! grep -q "^Too slow on this input: board = " <<<"$out"; then
		bad "full_bfs.c: a TLE without \"Too slow on this input\" (STOP=$stop)" "$out"
	else
		ok "full_bfs.c (right, with a visited set) is named as no approach (STOP=$stop; here: ${verdict:-?})"
	fi
done
