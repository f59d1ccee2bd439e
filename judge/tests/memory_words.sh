# memory_words.sh: what the kit says about memory (issue 34, items 2 and 9), sourced by
# run_tests.sh: garbage between calls is collected before memory is blamed on the user, in
# Java, JavaScript and TypeScript (Python's is in naming.sh), a global that really grows stays
# Memory Limit Exceeded with its note; a search with no visited set that runs out of memory is
# named as that approach, in each language, and a memory verdict is never called too slow.

echo "== memory: garbage collected between calls (Java, JavaScript, TypeScript), no visited set named"

# Item 9. LeetCode's examples under a 128 MB limit: a right BFS that fills a table of its own
# in every call and drops it (60 MB outside V8's heap in JavaScript and TypeScript, whose
# collector counts it only when it runs; 30 MB in Java's heap) is Accepted; the same table kept
# in a global that grows is Memory Limit Exceeded, the note saying what was held and why.
grep -v '^#' cases/examples.txt | grep . >"$tmp/mem_examples.txt"
for ext in js ts java; do
	out=$($MAKE judge SOLUTION=judge/tests/planted/lang/garbage_table.$ext CASES="$tmp/mem_examples.txt" MEMORY_LIMIT=128 \
		TIME_LIMIT=30000,300000 COMPARE=0 HISTORY=0 2>&1; echo "exit $?")
	expect_in "$ext: a right file that drops a big table in every call is Accepted: its garbage is collected between calls" "$out" \
		"^Accepted$" "^4 / 4 testcases passed$" "exit 0"
	out=$($MAKE judge SOLUTION=judge/tests/planted/lang/global_tables.$ext CASES="$tmp/mem_examples.txt" MEMORY_LIMIT=128 \
		TIME_LIMIT=30000,300000 COMPARE=0 HISTORY=0 2>&1; echo "exit $?")
	case $ext in
	java) held="the JVM collects its garbage before its heap \(sized below the limit, in the build above\) is full, so what was held is no garbage: it is reachable from your code" ;;
	*) held="and the judge ran V8's full collector before each call once the memory passed half the limit \(64 MB\), so what was held is no garbage: it is reachable from your code" ;;
	esac
	expect_in "  ... and the table kept in a global that grows is Memory Limit Exceeded, the note saying what was held and why" "$out" \
		"^Memory Limit Exceeded$" "passes when run alone in a fresh process .*memory kept from earlier calls reached the limit; .*$held" \
		"exit [1-9]"
	grep -Eq "^Your failures match|keep no visited set|[Tt]oo slow" <<<"$out" &&
		bad "  ... and an approach named for it, or the memory verdict called too slow" "$out" ||
		ok "  ... named as no approach, never called too slow"
done

# Item 2. A search with no visited set, in each language, runs out of memory on LeetCode's worst
# input (tagged no_visited=memory: with the published move rule one level of it holds past
# 400,000 states, with a visited set every level under 40,000): make submit names the approach
# by that memory verdict, and never calls it too slow. (128 MB: the same verdict, sooner; a case
# limit of 30 s keeps the clock's backstop, 90 s, out of reach of a loaded machine.)
{ echo 'WRRBBW RB -1'; grep -h '^RRGGBBYYWWRRGGBB RGBYW ' cases/traps.txt; } >"$tmp/mem_worst.txt"
for f in "$(flat no_visited)" judge/tests/planted/lang/no_visited.cpp judge/tests/planted/lang/no_visited.java \
	judge/tests/planted/lang/no_visited.py judge/tests/planted/lang/no_visited.js judge/tests/planted/lang/no_visited.ts; do
	out=$($MAKE submit SOLUTION="$f" CASES="$tmp/mem_worst.txt" MEMORY_LIMIT=128 TIME_LIMIT=30000,300000 SANITIZE=0 \
		HISTORY=0 2>&1; echo "exit $?")
	expect_in "${f##*/}: Memory Limit Exceeded on LeetCode's worst input, named as a search with no visited set" "$out" \
		"^Memory Limit Exceeded$" "^Your failures match:$" \
		"^  solutions that keep no visited set \(1 of its 1 cases ran out of memory, as it does\)$" "exit [1-9]"
	grep -Eiq "too slow" <<<"$out" && bad "  ... and the memory verdict called too slow" "$out" \
		|| ok "  ... and the memory verdict never called too slow"
done
