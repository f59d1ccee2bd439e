# domain.sh: the checks of make domain (judge/domain.c), sourced by run_tests.sh: a planted rule
# that is wrong from 9 balls on is found and shrunk; the shortcuts change no figure; shards
# cover the same pairs as one run; a stopped run resumes to the same figures.
echo "== make domain: rule 9 against rules 1 to 8 on every input up to a length"
db=$tmp/domain-build # a build folder of its own: the user's results in build/domain stay
out=$($MAKE domain L=9 B="$db" 2>&1; echo "exit $?")
expect_in "make domain L=9: every board of 1..9 balls with every hand, rule 9 changes no answer" \
	"$out" "^ +9 +6866 +1723366 " "^all +8882 +2229382 +2216438 +1386 +2004 +5926 +3310 +318 " \
	"^domain: 0 mismatches" "exit 0"
single=$(grep -E '^ *([0-9]+|all) ' <<<"$out" | awk '{ $10 = $11 = ""; print }')
out=$($MAKE domain L=9 B="$db" SHORTCUTS=0 2>&1; echo "exit $?")
all_pairs=$(grep -E '^ *([0-9]+|all) ' <<<"$out" | awk '{ $10 = $11 = ""; print }')
[ -n "$single" ] && [ "$single" = "$all_pairs" ] && grep -Eq "^all .* 2229382 +2229382 +0$" <<<"$out" &&
	ok "  ... the shortcuts change no figure: SHORTCUTS=0 runs both sides on all 2229382 pairs" ||
	bad "make domain SHORTCUTS=0 differs from the run with shortcuts" "$single
---
$out"
for k in 1 2 3; do $MAKE domain L=9 SHARD=$k/3 B="$db" >/dev/null 2>&1; done
out=$($MAKE domain-report L=9 B="$db" 2>&1; echo "exit $?")
shards=$(sed -n '/^domain-report: 3 of 3 shards/,/^domain-report: lengths/p' <<<"$out" |
	grep -E '^ *([0-9]+|all) ' | awk '{ $10 = $11 = ""; print }')
[ -n "$shards" ] && [ "$shards" = "$single" ] && grep -q "^domain-report: lengths 1 to 9 complete; 0 mismatches" <<<"$out" &&
	ok "  ... SHARD=1/3, 2/3, 3/3 merged by make domain-report: the same boards, pairs and answers as one run" ||
	bad "three shards do not add up to the single run" "$single
---
$out"
file=$db/domain/L9-1-of-1.txt
bin=$db/$(sed -n 's/^build //p' "$file")
cp "$file" "$tmp/domain-full.txt" && rm -f "$file"
out=$("$bin" 9 1 1 "$file" --stop-after 3000 2>&1; echo "exit $?")
at=$(sed -n 's/^at //p' "$file")
expect_in "  ... a run stopped after 3000 boards leaves its place in its file" "$out$(printf '\nat %s' "$at")" \
	"stopped after 3000 boards, at length 9, board [1-9][0-9]*" "exit 3" "^at 9 [1-9][0-9]*$"
out=$($MAKE domain L=9 B="$db" 2>&1; echo "exit $?")
resumed=$(grep -E '^ *([0-9]+|all) ' <<<"$out" | awk '{ $10 = $11 = ""; print }')
grep -q "resuming from .*L9-1-of-1.txt at length 9, board [1-9]" <<<"$out" && [ "$resumed" = "$single" ] &&
	ok "  ... and make domain goes on from there to the same figures" ||
	bad "the resumed run differs from the run in one go" "$single
---
$out"
out=$($MAKE domain L=9 SHARD=1/2 B="$db" SOLUTION=judge/tests/planted/wrong_rule_at_nine.c 2>&1; echo "exit $?")
expect_in "a planted rule wrong from 9 balls on (never split there) is found, shrunk, and shown with the reference's play" \
	"$out" "^domain: MISMATCH RRYRRBBRR [RYBGW]+: exact side 3, candidate (4|-1)$" \
	"^  shrunk: RRYRRBBRR [RYBGW]+: exact side 3, candidate 4, reference 3$" \
	"^    [0-9]\. insert Y at 9: RRYYRRBBRYR \(no removal\)$" "^ +9 +[0-9]+ .* [1-9][0-9]*$" \
	"^domain: [1-9][0-9]* mismatches" "exit [1-9]"
out=$($MAKE domain-report L=9 B="$db" 2>&1; echo "exit $?")
expect_in "  ... make domain-report keeps each run apart and lists the mismatches" "$out" \
	"^domain-report: 3 of 3 shards made by domain-" "^domain-report: 1 of 2 shards made by domain-" \
	"^mismatch \(board hand exact candidate\): RRYRRBBRR [RYBGW]+ 3 (4|-1)$" \
	"^domain-report: no length complete yet; [1-9][0-9]* mismatches" "exit [1-9]"
out=$($MAKE domain L=9 SHARD=3/2 B="$db" 2>&1; echo "exit $?"; $MAKE domain L=9 SHARD=1/x B="$db" 2>&1;
	$MAKE domain L=../9 B="$db" 2>&1; $MAKE domain L=9 SHORTCUTS=2 B="$db" 2>&1)
expect_in "make domain refuses a shard out of range, a SHARD or L that is not a number, SHORTCUTS=2" \
	"$out" "usage: domain L K N FILE" "exit [1-9]" "SHARD='1/x': k/N" "L='../9': a number" \
	"SHORTCUTS='2' is not accepted"
