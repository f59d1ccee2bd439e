# exhaustive.sh: sourced by run_tests.sh. make exhaustive checks every board as written (each
# family's boards, renamed and reversed), so a solution wrong only on boards that one board of
# each family never shows is caught; FAMILIES=1 checks one board a family (and says so); SHARD
# and a stopped run's checkpoint give the same pairs as one whole run; its reference
# (all_hands.c) agrees with the judge's (reference.c) on every small board.

echo "== make exhaustive: every board as written, shards and checkpoints"
# boards L: how many valid boards of 1..L balls there are (five colours, no three alike in a
# row), counted here by their last two balls, not by the tool's walk.
boards() {
	awk -v L="$1" 'BEGIN { for (c = 0; c < 5; c++) n[-1, c] = 1; t = 5
		for (i = 2; i <= L; i++) { delete m
			for (k in n) { split(k, ab, SUBSEP); for (c = 0; c < 5; c++)
				if (!(ab[1] == c && ab[2] == c)) m[ab[2], c] += n[k] }
			delete n; for (k in m) { n[k] = m[k]; t += m[k] } }
		print t }'
}
b4=$(boards 4) b3=$(boards 3)
out=$($MAKE exhaustive L=4 2>&1; echo "exit $?")
expect_in "exhaustive L=4: all $b4 boards of 1 to 4 balls as written, each with the 251 hands" "$out" \
	"every board of 1 to 4 balls as written \($b4 boards: every renaming of colours and reversal of [0-9]+ families\), every hand of 1 to 5 balls: $((b4 * 251)) \(board, hand\) pairs" \
	"^$((b4 * 251)) passed, 0 failed$" "exit 0"
# (the planted faults at 3 balls: the smallest length where each shows on a board that is not its
# family's own, at a fifth of the pairs of 4)
for planted in "wrong_on_g:a board that starts with G" "wrong_reversed:a board read in the other direction"; do
	p=${planted%%:*} what=${planted#*:}
	out=$($MAKE exhaustive L=3 SOLUTION="$(flat "$p")" 2>&1; echo "exit $?")
	expect_in "exhaustive catches $p.c, wrong only on $what (no family's own board)" "$out" \
		"^[RYBGW]+ [RYBGW]+ [0-9-]+  # solution says" "^[0-9]+ passed, [1-9][0-9]* failed$" "exit [1-9]"
	out=$($MAKE exhaustive L=3 FAMILIES=1 SOLUTION="$(flat "$p")" 2>&1; echo "exit $?")
	expect_in "  ... which FAMILIES=1 cannot see (why it is not the default)" "$out" \
		"^[0-9]+ passed, 0 failed$" "exit 0"
done
out=$($MAKE exhaustive L=3 SOLUTION="$(flat global)" 2>&1; echo "exit $?")
expect_in "make exhaustive SOLUTION= checks that file: a planted global kept across calls fails" \
	"$out" "^[0-9]+ passed, [1-9][0-9]* failed$" "exit [1-9]"
# Shards and a resumed run: the pairs of SHARD=1/2 and 2/2, and of a run stopped after two
# families then started again, are those of one whole run (3 balls: six families; the
# whole run at 4 balls is above).
exe=$($MAKE runner SANITIZE=0 2>/dev/null)
s1=$($MAKE exhaustive L=3 SHARD=1/2 SANITIZE=0 2>&1)
s2=$($MAKE exhaustive L=3 SHARD=2/2 SANITIZE=0 2>&1)
p1=$(sed -n 's/.*: \([0-9]*\) (board, hand) pairs$/\1/p' <<<"$s1")
p2=$(sed -n 's/.*: \([0-9]*\) (board, hand) pairs$/\1/p' <<<"$s2")
[ -n "$p1" ] && [ -n "$p2" ] && [ "$p1" -gt 0 ] && [ "$p2" -gt 0 ] && [ $((p1 + p2)) = $((b3 * 251)) ] \
	&& ok "  ... SHARD=1/2 and 2/2: $p1 + $p2 pairs, the whole run's $((b3 * 251))" \
	|| bad "shards of exhaustive L=3 do not add up to $((b3 * 251)) pairs" "$s1
$s2"
rm -rf "$tmp/ck" && mkdir -p "$tmp/ck"
out=$(build/exhaustive --runner "$exe" --checkpoint "$tmp/ck/run" --stop-after 2 3 2>&1; echo "exit $?")
expect_in "  ... a run stopped part way says so and where it goes on from" "$out" \
	"stopped before the end; the same command goes on from $tmp/ck/run" "exit [1-9]"
out=$(build/exhaustive --runner "$exe" --checkpoint "$tmp/ck/run" 3 2>&1; echo "exit $?")
expect_in "  ... and the same command resumes it to the whole run's pairs" "$out" \
	"resumes from $tmp/ck/run.1-of-2 \(2 families done\)" "balls: $((b3 * 251)) \(board, hand\) pairs" \
	"^$((b3 * 251)) passed, 0 failed$" "exit 0"
out=$($MAKE exhaustive L=4 SHARD=3/2 2>&1; echo "exit $?")
expect_in "  ... SHARD=3/2 is refused" "$out" "SHARD='3/2'|usage: exhaustive" "exit [1-9]"
# make exhaustive's reference (all_hands.c: one search a board for all 251 hands) gives the
# judge's reference's answer on every board of up to 5 balls with every hand (with its cuts;
# without them up to 3 balls); a copy with a planted defect (its dead-colour test asks for one
# ball too many of each colour short of three) must fail the same check.
# (a function of exhaustive_check and the sources the planted copy is built from, and the
# compiler: kept from an earlier run that passed it)
all_hands_checks() {
	out=$(build/exhaustive_check 5 2>&1; echo "exit $?")
	expect_in "exhaustive's reference (all_hands.c) agrees with reference.c on every board of 1 to 5 balls, every hand" \
		"$out" "^886030 passed, 0 failed$" "exit 0"
	out=$(build/exhaustive_check --no-cuts 3 2>&1; echo "exit $?")
	expect_in "  ... and without its cuts on every board of 1 to 3 balls" "$out" \
		"\(no cuts\)" "^37650 passed, 0 failed$" "exit 0"
	mkdir -p "$tmp/allh" && sed 's/3 - count\[k\]/4 - count[k]/' judge/reference/all_hands.c >"$tmp/allh/all_hands.c"
	if ! cmp -s judge/reference/all_hands.c "$tmp/allh/all_hands.c" &&
		gcc -std=gnu11 -O2 -Ijudge/reference "$tmp/allh/all_hands.c" judge/tools/exhaustive_check.c \
			judge/reference/reference.c -o "$tmp/allh/check" 2>"$tmp/allh/err"; then
		out=$("$tmp/allh/check" 5 2>&1; echo "exit $?")
		expect_in "  ... a planted defect in all_hands.c (a dead-colour test one ball too strict) fails it" \
			"$out" "^[RYBGW]+ [RYBGW]+ [0-9-]+  # all_hands says" "^[0-9]+ passed, [1-9][0-9]* failed$" "exit 1"
	else
		bad "the planted copy of all_hands.c could not be made" "$(cat "$tmp/allh/err" 2>/dev/null)"
	fi
}
memo build/exhaustive_check judge/reference/all_hands.c judge/reference/all_hands.h judge/reference/reference.c \
	judge/reference/reference.h judge/tools/exhaustive_check.c -- all_hands_checks "$(gcc --version | head -n 1)"
# solution.c (as make exhaustive builds it, with the sanitizers) on one board of each family
# of up to EXHAUSTIVE_L balls; the run is cut by Ctrl-C (SIGINT) part way, which is no failure:
# the family it cut is undone, and the same command goes on to the whole run's pairs, all
# passed. (If the run ends before the signal, the check still holds: it asks nothing of the
# timing.) The FAMILIES=1 runs above check that make passes --families.
sexe=$($MAKE runner 2>/dev/null)
case $EXHAUSTIVE_L in 7) pairs=121484 ;; 8) pairs=506016 ;; *) pairs='[0-9]+' ;; esac
# exhaustive_families L PAIRS RUNNER: a function of make exhaustive's program and of the runner
# (its name is the key of its build): kept from an earlier run that passed it.
exhaustive_families() {
	rm -rf "$tmp/ck2" && mkdir -p "$tmp/ck2"
	build/exhaustive --runner "$3" --families --checkpoint "$tmp/ck2/run" "$1" >"$tmp/ck2/out" 2>/dev/null &
	ex=$!
	sleep 2
	kill -INT $ex $(ps -o pid= --ppid $ex 2>/dev/null) 2>/dev/null
	wait $ex
	first=$(cat "$tmp/ck2/out")
	out=$(build/exhaustive --runner "$3" --families --checkpoint "$tmp/ck2/run" "$1" 2>&1; echo "exit $?")
	expect_in "exhaustive L=$1 FAMILIES=1 (solution.c): one board of each family, and it says what that assumes" "$out" \
		"boards of 1 to $1 balls, one of each family \([0-9]+ boards up to renaming colours and reversal; sound only for a solution whose answers do not change" \
		"^[0-9]+ passed, 0 failed$"
	expect_in "  ... Ctrl-C part way counts no failure, and the same command ends the run ($2 pairs, all passed)" \
		"$first
$out" "^[0-9]+ passed, 0 failed$" "balls: $2 \(board, hand\) pairs" "^$2 passed, 0 failed$" "exit 0"
}
memo build/exhaustive "$sexe" -- exhaustive_families "$EXHAUSTIVE_L" "$pairs" "$sexe"
