# versus.sh: sourced by run_tests.sh. make versus (judge/tools/versus.c): the solution beside a
# second solver on a corpus; its counts and lines (never its times: they move with the load), a
# missing second solver skipped, and a wrong answer of the solution named.

echo "== make versus: the solution beside a second solver, input by input"
out=$($MAKE versus VERSUS=no/such/peer.cpp CASES=cases/examples.txt 2>&1; echo "exit $?")
expect_in "make versus without the second solver says so and skips, exit 0" "$out" \
	"^versus: no/such/peer.cpp: no such file; nothing to time against \(skipped\)$" "^exit 0$"
out=$($MAKE versus VERSUS=solution.c CASES=cases/examples.txt 2>&1; echo "exit $?")
expect_in "make versus VERSUS=solution.c: every input timed on both sides, counted, the worst named" \
	"$out" "^versus: 4 inputs of 1 case file\(s\), cases/examples.txt first, each timed 15 times on each side" \
	"^versus: SOLUTION slower than VERSUS on [0-4] of 4 inputs; in all " \
	"^versus: the worst ratio [0-9.]+ \([RYBGW]+ [RYBGW]+\)$" \
	"^versus: VERSUS's answer differs from the expected one on 0 inputs; SOLUTION's on 0$" "^exit 0$"
# A wrong solution (a known wrong approach) on a case that breaks it: named, exit 1.
grep -E '^RRWWRRBBRR WB 2 ' cases/traps.txt >"$tmp/versus-trap.txt"
out=$($MAKE versus SOLUTION="$(flat adjacent_only)" VERSUS=solution.c \
	CASES="$tmp/versus-trap.txt" 2>&1; echo "exit $?")
expect_in "  ... and a wrong answer of the solution is named by file:line, exit non-zero" "$out" \
	"versus-trap.txt:1: RRWWRRBBRR WB: WRONG: the solution says -1, expected 2" \
	"SOLUTION's on 1$" "exit [1-9]"
# A second solver that crashes on some inputs: those are left out of every count, and said so
# before the counts (they were once dropped in silence).
printf 'int findMinStep(char *board, char *hand) { (void)hand; if (board[6]) __builtin_trap(); return -1; }\n' |
	write_kept "$test_files/versus_crash.c"
out=$($MAKE versus VERSUS="$test_files/versus_crash.c" CASES=cases/examples.txt 2>&1; echo "exit $?")
expect_in "make versus, a second solver that crashes on 2 of 4 inputs: they are counted as left out" "$out" \
	"^versus: 2 inputs of 1 case file\(s\)" \
	"^versus: 2 of the 4 inputs left out of every figure below: SOLUTION gave no answer on 0, VERSUS on 2 \(above\)$" \
	"SOLUTION's on 0 \(of those answered on both sides\)$" "exit [1-9]"
