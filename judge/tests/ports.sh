# ports.sh: solution.c's algorithm in the other languages (judge/ports/solution.EXT, issue 27),
# sourced by run_tests.sh. Each port is there and is Accepted on every case of cases/ (it is the
# kit's own, pasted into LeetCode as it is), and an Accepted run in its language shows it beside
# the plain BFS (the Makefile's KIT_COMPARE picks a port up by its file alone). A language
# whose toolchain is missing here is skipped, saying what to install.

echo "== solution.c's algorithm in C++, Java, Python 3, JavaScript, TypeScript (judge/ports/)"
declare -A port_lang=([cpp]="C++" [java]="Java" [py]="Python 3" [js]="JavaScript" [ts]="TypeScript")
for ext in cpp java py js ts; do
	port=judge/ports/solution.$ext
	name=${port_lang[$ext]}
	[ -f "$port" ] || { bad "$name: $port is missing (the kit has a port in each language)"; continue; }
	name_re=$(sed 's/[+.]/\\&/g' <<<"$name")
	out=$($MAKE runner SOLUTION="$port" 2>&1)
	if grep -q "which is not installed here" <<<"$out"; then
		echo "skip $name: $(grep -m1 'which is not installed here' <<<"$out")"
		continue
	fi
	# (the AC lines left out, so a failure shows its cases)
	out=$($MAKE judge SOLUTION="$port" 2>&1 | grep -v ' AC  '; echo "exit ${PIPESTATUS[0]}")
	expect_in "$name: $port is Accepted on every case of cases/" "$out" \
		"^Accepted$" "^([0-9]+) / \1 testcases passed" "exit 0"
	out=$($MAKE judge SOLUTION=judge/tests/planted/lang/bfs.$ext CASES=cases/examples.txt VERBOSE=0 COMPARE=1 2>&1
		echo "exit $?")
	expect_in "  ... and an Accepted $name run is shown beside it and the plain BFS, in one run" "$out" \
		"^  the kit's plain BFS in $name_re \(planted/lang/bfs\.$ext\): $compared$" \
		"^  the kit's solution\.c algorithm in $name_re \(judge/ports/solution\.$ext\): $compared$" \
		"^  the kit's solution\.c \(C, for scale\): (not timed: a run did not fit the comparison.s [0-9]+ ms|[0-9.]+ ms \([0-9]+ runs?\))$" "exit 0"
done

echo "== each port's header names the commit of solution.c it ports, and docs/practice.md the same"
# (issue 38: practice.md named one commit for the ports while they ported an earlier file)
said=$(grep -oE 'each follows `solution\.c` as of commit [0-9a-f]{7,40}' docs/practice.md | grep -oE '[0-9a-f]+$')
for port in judge/ports/solution.*; do
	ports=$(grep -m1 -oE 'It ports solution\.c as of commit [0-9a-f]{7,40}' "$port" | grep -oE '[0-9a-f]+$')
	if [ -n "$ports" ] && [ "$ports" = "$said" ]; then
		ok "$port ports solution.c as of $ports, as docs/practice.md says"
	else
		bad "$port: its header says it ports solution.c as of '${ports:-?}', docs/practice.md says '${said:-?}'"
	fi
done
