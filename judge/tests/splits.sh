# splits.sh: sourced by run_tests.sh. solution.c does not make a split whose state rule 8
# counted colour by colour drops (splits_dropped, RULES 8 in its header): what it names for
# every split of seeded first boards is what too_few_removals says on each split's state, and a
# planted count that forgets the ball leaves the hand is caught. (make domain compares the rule
# with the search that makes every split; make rules checks too_few_removals itself.)

echo "== splits_dropped: the count of rule 8 on a split's state, read from its parent"
mkdir -p "$tmp/splits"
if out=$(${CC:-gcc} -std=gnu11 -O2 -Wall -Wextra -Werror -Wmissing-prototypes -Ijudge \
	-Ijudge/tools -Ijudge/reference judge/tests/splits.c judge/tools/random_input.c \
	-o "$tmp/splits/splits" 2>&1); then
	out=$("$tmp/splits/splits" --n 2000 --seed 11 2>&1; echo "exit $?")
	expect_in "splits_dropped names exactly the splits whose state too_few_removals drops (2000 seeded boards)" \
		"$out" "[1-9][0-9]* splits, [1-9][0-9]* of them dropped by rule 8 counted on their state, 0 named otherwise" \
		"^1 passed, 0 failed$" "exit 0"
	out=$("$tmp/splits/splits" --n 2000 --seed 11 --plant 2>&1; echo "exit $?")
	expect_in "  ... and a count that keeps the split's ball in the hand is caught" "$out" \
		"^FAIL [RYBGW]+ [RYBGW]+: [RYBGW] between the pair at [0-9]+" "[1-9][0-9]* named otherwise" \
		"^0 passed, 1 failed$" "exit [1-9]"
else
	bad "judge/tests/splits.c builds" "$out"
fi
