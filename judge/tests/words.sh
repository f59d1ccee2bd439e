# words.sh: sourced by run_tests.sh (issue 34, items 1, 5, 7 and 8). Every word the kit prints
# is right: a goal that is not a target is refused before anything runs, with what was meant;
# the first line of every command that judges names the file judged.

echo "== every word the kit prints is right (the file judged, the goals, set-up, claims)"
W=$tmp/words
mkdir -p "$W"
# `make submit bfs.py` (SOLUTION= forgotten) once judged solution.c and saved it as the user's.
printf 'class Solution:\n    def findMinStep(self, board, hand): return -1\n' >"$W/bfs.py"
rc=0
out=$(cd "$W" && ZUMA_DIR=$W/zuma $MAKE -C "$OLDPWD" submit bfs.py SANITIZE=0 \
	CASES=judge/tests/planted.txt 2>&1) || rc=$?
expect_in "make submit bfs.py: refused, with the likely intent" "$out" \
	"bfs\.py is not a target; did you mean make submit SOLUTION=bfs\.py\?"
if [ "$rc" != 0 ] && ! grep -q "Judging\|Accepted" <<<"$out" && [ ! -e "$W/zuma" ]; then
	ok "  ... before anything runs: nothing judged, nothing saved to the history"
else
	bad "  ... before anything runs: nothing judged, nothing saved to the history" "exit $rc
$out"
fi
out=$($MAKE run cases/examples.txt 2>&1)
expect_in "  ... a case file as a goal: INPUT= for make run" "$out" \
	"cases/examples\.txt is not a target; did you mean make run INPUT=cases/examples\.txt\?"
out=$($MAKE judge cases/examples.txt 2>&1)
expect_in "  ... and CASES= for make judge" "$out" \
	"cases/examples\.txt is not a target; did you mean make judge CASES=cases/examples\.txt\?"
out=$($MAKE contest-stats 2>&1)
expect_in "  ... a misspelt target: the nearest one" "$out" \
	"contest-stats is not a target; did you mean make contest-status\?"
out=$($MAKE 'no$(shell' 2>&1)
expect_in "  ... a goal that is not a name: refused, not run" "$out" \
	'^Makefile:[0-9]+: \*\*\* no\$\(shell is not a target \(make help lists the targets\)'

# The first line names the file judged: make run (its examples, or BOARD= HAND=) and a
# Compile Error too.
out=$($MAKE run SANITIZE=0 2>&1 | sed -n 1p)
expect_in "make run: its first line names the file judged and what it runs" "$out" \
	"^Judging solution\.c \(C, gnu11 -O2\) on judge/leetcode_examples\.txt: 4 cases$"
out=$($MAKE run SANITIZE=0 BOARD=RRWWRRBBRR HAND=WB 2>&1 | sed -n 1p)
expect_in "  ... BOARD= HAND=: named as typed" "$out" \
	"^Judging solution\.c \(C, gnu11 -O2\) on BOARD=RRWWRRBBRR HAND=WB: 1 case$"
printf 'int findMinStep(char *board, char *hand) { return 1 +; }\n' >"$W/ce.c"
out=$(ZUMA_DIR=$W/zuma-ce $MAKE submit SOLUTION="$W/ce.c" SANITIZE=0 2>&1)
expect_in "a Compile Error: its first line names the file judged" "$(sed -n 1p <<<"$out")" \
	"^Judging $W/ce\.c on cases$"
expect_in "  ... then the verdict, as before" "$(sed -n 2p <<<"$out")" "^Compile Error$"
