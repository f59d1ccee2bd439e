# ports_script.sh: sourced by run_tests.sh. The kit's ports of solution.c to other languages
# (judge/ports/solution.EXT, issue 27), each judged on every case of cases/ as a user's file
# is: each must be Accepted, since make judge compares a user's Accepted run with them. A
# language whose toolchain is missing here is skipped, with a line saying what to install.
# PORTS_EXTS lists the languages (py js ts by default).
echo "== the kit's ports of solution.c (judge/ports/): Accepted on every case of cases/"
for ext in ${PORTS_EXTS:-py js ts}; do
	port=judge/ports/solution.$ext
	out=$($MAKE runner SOLUTION="$port" 2>&1)
	if grep -q "which is not installed here" <<<"$out"; then
		echo "skip $port: $(grep -m1 'which is not installed here' <<<"$out")"
		continue
	fi
	# (the AC lines left out, so a failure shows its cases)
	out=$($MAKE judge SOLUTION="$port" 2>&1 | grep -v ' AC  '; echo "exit ${PIPESTATUS[0]}")
	expect_in "$port: Accepted on every case of cases/" "$out" \
		"^Accepted$" "^([0-9]+) / \1 testcases passed" "exit 0"
done
