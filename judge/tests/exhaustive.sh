# exhaustive.sh: sourced by run_tests.sh. make exhaustive checks every board as written (each
# family's boards, renamed and reversed), so a solution wrong only on boards that one board of
# each family never shows is caught; FAMILIES=1 checks one board a family (and says so); SHARD
# and a stopped run's checkpoint give the same pairs as one whole run.

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
b4=$(boards 4)
out=$($MAKE exhaustive L=4 2>&1; echo "exit $?")
expect_in "exhaustive L=4: all $b4 boards of 1 to 4 balls as written, each with the 251 hands" "$out" \
	"every board of 1 to 4 balls as written \($b4 boards: every renaming of colours and reversal of [0-9]+ families\), every hand of 1 to 5 balls: $((b4 * 251)) \(board, hand\) pairs" \
	"^$((b4 * 251)) passed, 0 failed$" "exit 0"
out=$($MAKE exhaustive L="$EXHAUSTIVE_L" FAMILIES=1 2>&1)
expect_in "exhaustive L=$EXHAUSTIVE_L FAMILIES=1 (solution.c): one board of each family, and it says what that assumes" "$out" \
	"boards of 1 to $EXHAUSTIVE_L balls, one of each family \([0-9]+ boards up to renaming colours and reversal; sound only for a solution whose answers do not change" \
	"^[0-9]+ passed, 0 failed$"
for planted in "wrong_on_g:a board that starts with G" "wrong_reversed:a board read in the other direction"; do
	p=${planted%%:*} what=${planted#*:}
	out=$($MAKE exhaustive L=4 SOLUTION="$(flat "$p")" 2>&1; echo "exit $?")
	expect_in "exhaustive catches $p.c, wrong only on $what (no family's own board)" "$out" \
		"^[RYBGW]+ [RYBGW]+ [0-9-]+  # solution says" "^[0-9]+ passed, [1-9][0-9]* failed$" "exit [1-9]"
	out=$($MAKE exhaustive L=4 FAMILIES=1 SOLUTION="$(flat "$p")" 2>&1; echo "exit $?")
	expect_in "  ... which FAMILIES=1 cannot see (why it is not the default)" "$out" \
		"^[0-9]+ passed, 0 failed$" "exit 0"
done
out=$($MAKE exhaustive L=3 SOLUTION="$(flat global)" 2>&1; echo "exit $?")
expect_in "make exhaustive SOLUTION= checks that file: a planted global kept across calls fails" \
	"$out" "^[0-9]+ passed, [1-9][0-9]* failed$" "exit [1-9]"
# Shards and a resumed run: the pairs of SHARD=1/2 and 2/2, and of a run stopped after two
# families then started again, are those of one whole run.
exe=$($MAKE runner SANITIZE=0 2>/dev/null)
s1=$($MAKE exhaustive L=4 SHARD=1/2 SANITIZE=0 2>&1)
s2=$($MAKE exhaustive L=4 SHARD=2/2 SANITIZE=0 2>&1)
p1=$(sed -n 's/.*: \([0-9]*\) (board, hand) pairs$/\1/p' <<<"$s1")
p2=$(sed -n 's/.*: \([0-9]*\) (board, hand) pairs$/\1/p' <<<"$s2")
[ -n "$p1" ] && [ -n "$p2" ] && [ "$p1" -gt 0 ] && [ "$p2" -gt 0 ] && [ $((p1 + p2)) = $((b4 * 251)) ] \
	&& ok "  ... SHARD=1/2 and 2/2: $p1 + $p2 pairs, the whole run's $((b4 * 251))" \
	|| bad "shards of exhaustive L=4 do not add up to $((b4 * 251)) pairs" "$s1
$s2"
rm -rf "$tmp/ck" && mkdir -p "$tmp/ck"
out=$(build/exhaustive --runner "$exe" --checkpoint "$tmp/ck/run" --stop-after 2 4 2>&1; echo "exit $?")
expect_in "  ... a run stopped part way says so and where it goes on from" "$out" \
	"stopped before the end; the same command goes on from $tmp/ck/run" "exit [1-9]"
out=$(build/exhaustive --runner "$exe" --checkpoint "$tmp/ck/run" 4 2>&1; echo "exit $?")
expect_in "  ... and the same command resumes it to the whole run's pairs" "$out" \
	"resumes from $tmp/ck/run.1-of-2 \(2 families done\)" "balls: $((b4 * 251)) \(board, hand\) pairs" \
	"^$((b4 * 251)) passed, 0 failed$" "exit 0"
out=$($MAKE exhaustive L=4 SHARD=3/2 2>&1; echo "exit $?")
expect_in "  ... SHARD=3/2 is refused" "$out" "SHARD='3/2'|usage: exhaustive" "exit [1-9]"
