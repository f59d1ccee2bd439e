# parity_js.sh: sourced by run_tests.sh (after languages.sh). JavaScript and TypeScript as
# LeetCode runs them (issue 24, issue 26 item 8), with the files of judge/tests/planted/lang/parity/:
# the libraries LeetCode provides (Accepted), one it does not (node's error naming it), the
# ways a file may define findMinStep (const, let, arrow, export, a byte-order mark and CRLF), a
# misnamed function (RE in JavaScript, CE in TypeScript, naming findMinStep), a hog (MLE in
# node's words), 1 GB of garbage collected within MEMORY_LIMIT (Accepted), a case's output kept
# to that case (900 KB Accepted, 3 MB OLE), and the plain BFS under `make stress` with no MLE
# (PARITY_STRESS_N inputs, 2000 by default; 0 leaves it out).
echo "== JavaScript and TypeScript as LeetCode runs them (libraries, the file, memory, output)"
J=judge/tests/planted/lang/parity
PJ=$tmp/parity_js
mkdir -p "$PJ"
if ! out=$($MAKE runner SOLUTION=judge/tests/planted/lang/bfs.js 2>&1); then
	echo "skip JavaScript and TypeScript parity: $(grep -m1 'not installed here' <<<"$out")"
else
	# pj FILE [MAKE ARGS...]: make judge on planted.txt.
	pj() {
		local f=$1
		shift
		$MAKE judge SOLUTION="$f" CASES=judge/tests/planted.txt "$@" 2>&1
		echo "exit $?"
	}
	for f in libs.js libs.ts; do
		out=$(pj $J/$f)
		expect_in "$f: lodash (_ and require), PriorityQueue, MinPriorityQueue, MaxPriorityQueue (6.x), Queue, Deque: Accepted" \
			"$out" "^Accepted$" "^6 / 6 testcases passed" "exit 0"
	done
	out=$(pj $J/missing_lib.js)
	expect_in "missing_lib.js: a library LeetCode lacks is RE naming it" "$out" "^Runtime Error" \
		"Error: Cannot find module 'left-pad'" "Line 2: Char [0-9]+ in solution.js" "exit [1-9]"
	grep -q "node:internal\|loader" <<<"$out" && bad "  ... and no frame of node's loader" "$out" ||
		ok "  ... and no frame of node's loader"
	# A byte-order mark and CRLF line ends, as an editor on Windows saves a file.
	# (the solution files written here, in build/test-files/parity_js: run_tests.sh's write_kept)
	PK=$test_files/parity_js
	{ printf '\357\273\277'; sed 's/$/\r/' $J/let_function.js; } | write_kept "$PK/bom_crlf.js"
	{ printf '\357\273\277'; sed 's/$/\r/' $J/export.ts; } | write_kept "$PK/bom_crlf.ts"
	for f in $J/const_arrow.js $J/let_function.js $J/own_classes.js $PK/bom_crlf.js $J/export.ts \
		$J/export_const.ts $PK/bom_crlf.ts; do
		out=$(pj "$f")
		expect_in "${f##*/}: findMinStep found and called, as on LeetCode: Accepted" "$out" \
			"^Accepted$" "^6 / 6 testcases passed" "exit 0"
	done
	out=$(pj $J/misnamed.js)
	expect_in "misnamed.js: RE naming findMinStep" "$out" "^Runtime Error" \
		"ReferenceError: findMinStep is not defined" "exit [1-9]"
	out=$(pj $J/misnamed.ts)
	expect_in "misnamed.ts: CE naming findMinStep, as LeetCode's driver fails to compile" "$out" \
		"^Compile Error" "error TS[0-9]+: Cannot find name 'findMinStep'" "exit [1-9]"
	out=$(pj $J/hog.js MEMORY_LIMIT=160)
	expect_in "hog.js: MLE in node's words" "$out" "planted.txt:5 .* MLE " "^Memory Limit Exceeded" \
		"JavaScript heap out of memory" "exit [1-9]"
	sed 's/SIZE/900/' $J/print.js | write_kept "$PK/print900.js"
	sed 's/SIZE/3000/' $J/print.js | write_kept "$PK/print3000.js"
	out=$(pj "$PK/print900.js")
	expect_in "900 KB printed on one case: its Stdout, every case Accepted" "$out" "^Accepted$" \
		"^6 / 6 testcases passed" "exit 0"
	out=$(pj "$PK/print3000.js")
	expect_in "3 MB printed on one case: OLE on that case" "$out" "planted.txt:5 .* OLE " \
		"^Output Limit Exceeded" "exit [1-9]"
	out=$(pj $J/garbage.js TIME_LIMIT=60000)
	expect_in "garbage.js: 1 GB taken and dropped in one case, collected within MEMORY_LIMIT: Accepted" \
		"$out" "^Accepted$" "^6 / 6 testcases passed" "exit 0"
	# The plain BFS over every case in one process is languages.sh's; here make stress (N=20000
	# took 71 s here, docs/languages.md: PARITY_STRESS_N=20000 runs it).
	n=${PARITY_STRESS_N:-2000}
	if [ "$n" != 0 ]; then
		out=$($MAKE stress SOLUTION=judge/tests/planted/lang/bfs.js N="$n" 2>&1; echo "exit $?")
		expect_in "the plain BFS under make stress N=$n: no MLE, no failure" "$out" "exit 0"
		grep -q "MLE\|Memory Limit" <<<"$out" && bad "  ... an MLE" "$out"
	fi
fi
