# parity_native.sh: sourced by run_tests.sh (its helpers: ok, bad, expect_in, flat, $MAKE,
# $tmp). C, C++, Python 3 and Java against what LeetCode gives the same file (issue 24,
# docs/languages.md): its libraries Accepted, a library it lacks refused in its words, a plain
# Java BFS with no MLE over stress (over the full run: languages.sh), a real Java hog MLE in the JVM's
# words, C++ undefined behaviour in UBSan's words as LeetCode prints them, byte-order marks,
# misnamed methods with LeetCode's verdict, GCC 14's errors in C, and no harness detail (an
# exit status) before an uncaught error. The solutions are judge/tests/planted/parity/*.
# Needs the README's set-up (clang-19, libclang-rt-19-dev, uthash-dev, python3-sortedcontainers,
# a JDK, python3-dev): a missing piece is a FAIL naming the package, not a skip.
echo "== parity with LeetCode: C, C++, Python 3, Java (judge/tests/planted/parity/)"
PD=judge/tests/planted/parity
PP=judge/tests/planted.txt
PT=$tmp/parity
mkdir -p "$PT"
# parity FILE [MAKE ARGS...]: make judge on planted.txt (unless CASES= is given), then "exit N".
parity() {
	local f=$1
	shift
	$MAKE judge SOLUTION="$f" CASES=$PP "$@" 2>&1
	echo "exit $?"
}
# first_line_is NAME TEXT LINE: the failing case's detail starts with LINE (a regex), the line
# right after "First failing case:"; and no exit status of the harness anywhere.
first_line_is() {
	local got
	got=$(grep -A1 '^First failing case:' <<<"$2" | sed -n 2p)
	if ! grep -Eq -- "^  $3\$" <<<"$got"; then
		bad "$1" "the first line of the report is not /$3/:
$2"
	elif grep -q 'exit status 1[0-9][0-9]' <<<"$2"; then
		bad "$1" "an exit status of the harness is shown:
$2"
	else
		ok "$1"
	fi
}
# with_bom FILE: FILE with a UTF-8 byte-order mark before it and CRLF line ends, as some
# editors save it; prints the new path (same name, in build/test-files/parity: write_kept).
with_bom() {
	local out=$test_files/parity/bom-${1##*/}
	{ printf '\357\273\277'; sed 's/$/\r/' "$1"; } | write_kept "$out"
	printf '%s\n' "$out"
}

# The set-up: each piece LeetCode has, present, or a message naming the package.
for need in "clang++-19:clang-19" "/usr/include/uthash.h:uthash-dev" \
	"/usr/lib/python3/dist-packages/sortedcontainers:python3-sortedcontainers"; do
	what=${need%%:*}
	if command -v "$what" >/dev/null 2>&1 || [ -e "$what" ]; then
		ok "set-up: $what is installed (${need#*:})"
	else
		bad "set-up: $what is missing: apt-get install ${need#*:} (README's set-up)"
	fi
done

# C: uthash as LeetCode includes it; GCC 14's errors; a library LeetCode lacks.
out=$(parity $PD/uthash.c)
expect_in "C: a uthash solution (no #include) is Accepted" "$out" "^Accepted$" "exit 0"
out=$(parity $PD/implicit.c)
expect_in "C: a helper called before its definition is a Compile Error, as with GCC 14" "$out" \
	"^Compile Error$" "^  \| Line 5: Char 9: error: implicit declaration of function 'helper'" "exit [1-9]"
out=$(parity $PD/glib.c)
expect_in "C: glib.h, which LeetCode lacks: Compile Error, the line and column of the file" "$out" \
	"^Compile Error$" "^  \| Line 2: Char 10: fatal error: glib.h: No such file or directory" "exit [1-9]"
out=$(parity "$(with_bom $PD/uthash.c)")
expect_in "C: a file with a byte-order mark and CRLF is Accepted" "$out" "^Accepted$" "exit 0"

# C++: clang 19 with its sanitizers, LeetCode's words.
out=$(parity judge/tests/planted/lang/bfs.cpp CASES=cases/traps.txt SANITIZE=0)
expect_in "C++: built with clang++-19 -std=c++23, said in the first line; a plain BFS Accepted" \
	"$out" "^Judging .*\(clang\+\+-19 19[.0-9]* -std=c\+\+23 -O2" "^Accepted$" "exit 0"
mkdir -p "$PT/bin" # the system's programs but clang++-19 (a name in two folders: the first)
ln -s /usr/local/bin/* /usr/bin/* /bin/* "$PT/bin/" 2>/dev/null
rm -f "$PT/bin/clang++-19"
out=$(PATH=$PT/bin parity $PD/shift.cpp SANITIZE=0)
expect_in "C++: without clang 19, g++ and the first line says so, naming the packages" "$out" \
	"^Judging .*\(g\+\+ 12 -std=c\+\+2b .*\(not clang 19, LeetCode's compiler: apt-get install clang-19 libclang-rt-19-dev\)" \
	"exit [1-9]"
out=$(parity $PD/shift.cpp)
expect_in "C++: a negative shift is RE in UBSan's words" "$out" "planted.txt:5 .* RE " \
	"^Runtime Error$" "SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior solution.cpp:6:" "exit [1-9]"
first_line_is "  ... the first line as LeetCode prints it" "$out" \
	"Line 6: Char [0-9]+: runtime error: shift exponent -4 is negative \(solution.cpp\)"
out=$(parity $PD/overflow.cpp)
first_line_is "C++: a heap overflow, ASan's report first" "$out" \
	"==[0-9]+==ERROR: AddressSanitizer: heap-buffer-overflow on address .*"
expect_in "  ... its frames named in the box (no llvm-symbolizer there): function and line" "$out" \
	"#0 0x[0-9a-f]+ in Solution::findMinStep\(.*\) solution.cpp:[0-9]+$" \
	"SUMMARY: AddressSanitizer: heap-buffer-overflow solution.cpp:[0-9]+ in Solution::findMinStep"
out=$(parity $PD/semicolon.cpp)
expect_in "C++: a missing ';' is clang's Compile Error, at the file's own line" "$out" \
	"^Compile Error$" "^  \| Line 4: Char 29: error: expected ';' at end of declaration$" "exit [1-9]"
out=$(parity $PD/boost.cpp)
expect_in "C++: boost, which LeetCode lacks: clang's Compile Error" "$out" "^Compile Error$" \
	"^  \| Line 1: Char 10: fatal error: 'boost/algorithm/string.hpp' file not found" "exit [1-9]"
out=$(parity $PD/misnamed.cpp)
expect_in "C++: a misnamed method is a Compile Error naming it, as LeetCode's driver fails" "$out" \
	"^Compile Error$" "no member named 'findMinStep' in 'Solution'" "exit [1-9]"
out=$(parity $PD/main.cpp SANITIZE=0)
expect_in "C++: a file that defines main is a Compile Error saying so (LeetCode's driver has its own)" \
	"$out" "^Compile Error$" "defines main: LeetCode supplies main" "exit [1-9]"
out=$(parity "$(with_bom judge/tests/planted/lang/bfs.cpp)" SANITIZE=0)
expect_in "C++: a file with a byte-order mark and CRLF is Accepted" "$out" "^Accepted$" "exit 0"

# Python 3: sortedcontainers and LeetCode's imports; misnamed, missing, crashing.
# (STOP=1 below: a file that fails every case the same way, a fresh process each time, is read
# by its first failure; the cases after it would start the JVM or CPython again for nothing)
out=$(parity $PD/libs.py)
expect_in "Python: sortedcontainers and LeetCode's automatic imports, Accepted" "$out" "^Accepted$" "exit 0"
out=$(parity "$(with_bom $PD/libs.py)")
expect_in "Python: a file with a byte-order mark and CRLF is Accepted" "$out" "^Accepted$" "exit 0"
out=$(parity $PD/missing.py)
expect_in "Python: a module LeetCode lacks is RE" "$out" "^Runtime Error$" "exit [1-9]"
first_line_is "  ... ModuleNotFoundError first" "$out" "ModuleNotFoundError: No module named 'networkx'"
out=$(parity $PD/misnamed.py STOP=1)
expect_in "Python: a misnamed method is RE, as on LeetCode (not a Compile Error)" "$out" \
	"^Runtime Error$" "exit [1-9]"
first_line_is "  ... AttributeError first" "$out" "AttributeError: 'Solution' object has no attribute 'findMinStep'"
out=$(parity $PD/crash.py)
first_line_is "Python: an uncaught error, the exception first" "$out" "IndexError: list index out of range"
expect_in "  ... then the line as LeetCode names it" "$out" "^  Line 4 in findMinStep \(Solution.py\)$"

# Java: memory as the JVM uses it, LeetCode's driver, its words. (The plain BFS on every case
# in one process, no MLE, is checked in languages.sh, from the run it makes of that same file.)
out=$($MAKE stress SOLUTION=judge/tests/planted/lang/bfs.java N=600 2>&1; echo "exit $?")
expect_in "Java: ... and on make stress N=600 (issue 24 saw its 2nd input MLE at 257 MB)" "$out" \
	"^600 passed, 0 failed" "exit 0"
out=$(parity $PD/churn.java)
expect_in "Java: 1 GB of garbage a call, 64 MB live: the JVM collects before the box's limit (Accepted)" \
	"$out" "^Accepted$" "^Memory: .*-Xmx160m" "exit 0"
out=$(parity $PD/hog.java STOP=1)
expect_in "Java: a real hog is MLE" "$out" "planted.txt:2 .* MLE " "^Memory Limit Exceeded" "exit [1-9]"
first_line_is "  ... in the JVM's words" "$out" "java.lang.OutOfMemoryError: Java heap space"
out=$(parity $PD/misnamed.java)
expect_in "Java: a misnamed method is a Compile Error, cannot find symbol (not NoSuchMethodError)" \
	"$out" "^Compile Error$" "error: cannot find symbol" "symbol: +method findMinStep\(String,String\)" \
	"exit [1-9]"
out=$(parity $PD/getfirst.java)
expect_in "Java: List.getFirst() (Java 21): Compile Error that says so" "$out" "^Compile Error$" \
	"^  \| Line 5: error: cannot find symbol$" "note: a SequencedCollection method .* is Java 21" "exit [1-9]"
out=$(parity $PD/guava.java)
expect_in "Java: Guava, which LeetCode lacks: Compile Error at the file's line" "$out" "^Compile Error$" \
	"^  \| Line 1: error: package com.google.common.collect does not exist$" "exit [1-9]"
out=$(parity $PD/crash.java STOP=1)
first_line_is "Java: an uncaught exception first" "$out" \
	"java.lang.ArrayIndexOutOfBoundsException: Index [0-9]+ out of bounds for length 1"
expect_in "  ... then the line as LeetCode names it" "$out" "^    at line 4, Solution.findMinStep$"
out=$(parity "$(with_bom $PD/pair.java)")
expect_in "Java: LeetCode's imports and Pair; a byte-order mark and CRLF, Accepted" "$out" "^Accepted$" "exit 0"
