# languages.sh: sourced by run_tests.sh. Each language besides C, judged as LeetCode runs it
# (judge/runners/LANG/): the plain BFS of judge/tests/planted/lang/bfs.EXT Accepted on every
# case, the same BFS without its split move WA with the approach named, and the table of
# planted/lang/table.EXT with faults written in on board "G" (line 5 of planted.txt, each fault
# under a hand of its own: one build a language serves them all): a crash RE naming the user's
# line, an endless loop TLE, a memory hog MLE, a print shown as its Stdout, state kept across
# calls WA that passes alone; and a compile error CE (a file of its own). A language whose
# toolchain is missing is skipped with a line saying what to install.
# LANG_FULL=1 judges Python's and TypeScript's BFS on every case too (a minute or two; by default
# they leave out cases/hard.txt and cases/worst.txt, the slowest inputs, which docs/languages.md
# times; TypeScript runs on JavaScript's node, whose run of every case in one process is here).
echo "== languages: C++, Java, Python 3, JavaScript, TypeScript, each as LeetCode runs it"
L=$tmp/lang # (the cases)
G=$test_files/lang # (the solution files written here: write_kept)
mkdir -p "$L"
P=judge/tests/planted.txt

# The faults, one line or a few, written in place of FAULT; then what the judge must say.
declare -A fault
fault[py:crash]='return [0][len(board)]'
fault[py:loop]='while True: pass'
fault[py:hog]='hog = [b"x" * (1 << 20) for _ in range(1 << 20)]'
fault[py:print]='print("debug: board=G hand=" + hand)'
fault[py:state]='if Solution.calls > 1: return 1'
fault[py:ce]='return (2'
fault[cpp:crash]='int *p = nullptr; return *p;'
fault[cpp:throw]='return string().at(1);'
fault[cpp:loop]='for (volatile unsigned long i = 0;; i = i + 1) {}'
fault[cpp:hog]='vector<string> v; for (;;) v.push_back(string(1 << 20, 1));'
fault[cpp:print]='cout << "debug: board=G hand=" << hand << endl;'
fault[cpp:state]='if (calls > 1) return 1;'
fault[cpp:ce]='return 2 +;'
fault[java:crash]='int[] a = new int[1]; return a[board.length()];'
fault[java:loop]='while (true) {}'
fault[java:hog]='List<int[]> l = new ArrayList<>(); while (true) l.add(new int[1 << 20]);'
fault[java:print]='System.out.println("debug: board=G hand=" + hand);'
fault[java:state]='if (calls > 1) return 1;'
fault[java:ce]='return 2 +;'
fault[js:crash]='return board.nothing.length;'
fault[js:loop]='for (;;) {}'
fault[js:hog]='const a = []; for (;;) a.push(new Array(1 << 20).fill(1));'
fault[js:print]='console.log("debug: board=G hand=" + hand);'
fault[js:state]='if (calls > 1) return 1;'
fault[js:ce]='return (;'
fault[ts:crash]='return (board as any).nothing.length;'
fault[ts:loop]='for (;;) {}'
fault[ts:hog]='const a: number[][] = []; for (;;) a.push(new Array(1 << 20).fill(1));'
fault[ts:print]='console.log("debug: board=G hand=" + hand);'
fault[ts:state]='if (calls > 1) return 1;'
fault[ts:ce]='const n: number = "two"; return n;'

# plant EXT FAULT: writes $G/FAULT.EXT, the table with that fault, and prints its path.
plant() {
	local f=$G/$2.$1
	awk -v fault="${fault[$1:$2]}" '/^ *FAULT$/ { sub(/FAULT/, fault) } { print }' \
		"judge/tests/planted/lang/table.$1" | write_kept "$f"
	printf '%s\n' "$f"
}
# The faults whose checks read only what the judge says of the run share one build a language
# (a build is 1 to 4 s of CPU): $G/faults.EXT, the table with each fault under a test of the
# hand of its own, all on board "G"; the run picks one with its cases, $L/FAULT.txt, which is
# planted.txt with that hand on line 5 (every hand below holds two G: the answer is 2 still).
# The print's hand is planted.txt's own. A compile error keeps a file of its own (plant), and so
# does C++'s hog, judged in a plain build (SANITIZE=0) under MEMORY_LIMIT=160.
declare -A hand=([print]=GGGGG [crash]=GGR [loop]=GGY [state]=GGB [throw]=GGW [exec]=GGRY [flood]=GGRB
	[hog]=GGYY)
# plant_shared EXT FAULT...: writes $G/faults.EXT, each FAULT written in under its hand.
plant_shared() {
	local ext=$1 f ind block=
	shift
	ind=$(sed -n 's/^\( *\)FAULT$/\1/p' "judge/tests/planted/lang/table.$ext")
	for f; do
		case $ext in
		py) block+="${ind}if hand == \"${hand[$f]}\":"$'\n' ;;
		java) block+="${ind}if (hand.equals(\"${hand[$f]}\")) {"$'\n' ;;
		*) block+="${ind}if (hand == \"${hand[$f]}\") {"$'\n' ;;
		esac
		block+="${ind}    ${fault[$ext:$f]}"$'\n'
		[ "$ext" = py ] || block+="${ind}}"$'\n'
	done
	block=${block%$'\n'} awk '/^ *FAULT$/ { print ENVIRON["block"]; next } { print }' \
		"judge/tests/planted/lang/table.$ext" | write_kept "$G/faults.$ext"
}
# shared EXT FAULT: the cases that run FAULT of $G/faults.EXT (prints their path).
shared() {
	local c=$L/$2.txt
	[ -f "$c" ] || sed "s/^G GGGGG 2\$/G ${hand[$2]} 2/" "$P" >"$c"
	printf '%s\n' "$c"
}
# judge_lang FILE [MAKE ARGS...]: make judge on planted.txt (unless CASES= is given).
judge_lang() {
	local f=$1
	shift
	$MAKE judge SOLUTION="$f" CASES=$P "$@" 2>&1
	echo "exit $?"
}

declare -A lang_name=([cpp]=C++ [java]=Java [py]="Python 3" [js]=JavaScript [ts]=TypeScript)
declare -A crash_words=(
	[cpp]="runtime error: load of null pointer"
	[java]="java.lang.ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1"
	[py]="IndexError: list index out of range"
	[js]="TypeError: Cannot read properties of undefined \(reading 'length'\)"
	[ts]="TypeError: Cannot read properties of undefined \(reading 'length'\)")
# (@ stands for the crash's line in $G/faults.EXT)
declare -A crash_line=(
	[cpp]="^  Line @: Char [0-9]+: runtime error: load of null pointer .*\(solution.cpp\)$"
	[java]="at line @, Solution.findMinStep"
	[py]="^  Line @ in findMinStep \(Solution.py\)"
	[js]="Line @: Char [0-9]+ in solution.js \\(findMinStep\\)"
	[ts]="Line @: Char [0-9]+ in solution.ts \\(findMinStep\\)")
declare -A ce_words=(
	[cpp]="^  \| Line 9: Char [0-9]+: error: expected (expression|primary-expression)" [java]="^  \| Line 9: error: illegal start of expression"
	[py]="Line 9: SyntaxError: '\(' was never closed" [js]="SyntaxError: Unexpected token ';'"
	[ts]="Line 7: Char [0-9]+: error TS2322: Type 'string' is not assignable to type 'number'")
# The cases of the full run: Python's and TypeScript's leave out the slowest two files (LANG_FULL=1
# keeps them).
mkdir -p "$L/quick"
for f in cases/*.txt; do
	case $f in cases/hard.txt | cases/worst.txt) ;; *) ln -s "$PWD/$f" "$L/quick/" ;; esac
done

# Running a program from the solution (exec is forbidden after start: Python and Java live under
# both seccomp stages, as C; node's permission model refuses a child process), and output past
# OUTPUT_LIMIT in one case, in an interpreted language too: checked after the loop below.
fault[py:exec]='import os; os.execv("/bin/true", ["true"])'
fault[java:exec]='try { Runtime.getRuntime().exec(new String[] {"/bin/true"}).waitFor(); } catch (Exception e) { throw new RuntimeException(e); }'
fault[js:exec]='require("child_process").execFileSync("/bin/true");'
fault[py:flood]='while True: print("x" * 1000)'
fault[js:flood]='for (;;) console.log("x".repeat(1000));'
plant_shared cpp crash loop print state throw
plant_shared java crash loop hog print state exec
plant_shared py crash loop hog print state exec flood
plant_shared js crash loop hog print state exec flood
plant_shared ts crash loop hog print state

for ext in cpp java py js ts; do
	name=${lang_name[$ext]}
	# A missing toolchain: the build says what to install (exit 2), and the language is skipped.
	out=$($MAKE runner SOLUTION=judge/tests/planted/lang/bfs.$ext SANITIZE=0 2>&1)
	if grep -q "which is not installed here" <<<"$out"; then
		echo "skip $name: $(grep -m1 'which is not installed here' <<<"$out")"
		continue
	fi
	all=cases
	case $ext in py | ts) [ "${LANG_FULL:-0}" != 1 ] && all=$L/quick ;; esac
	# (the AC lines left out, so a failure shows its cases)
	out=$(judge_lang judge/tests/planted/lang/bfs.$ext CASES=$all SANITIZE=0 | grep -v ' AC  ')
	expect_in "$name: a plain BFS (planted/lang/bfs.$ext) is Accepted on every case of $all" "$out" \
		"^Accepted$" "^([0-9]+) / \1 testcases passed" "exit 0"
	# (parity_native.sh's check of Java's memory, on this same run: one run of it, not two)
	[ "$ext" = java ] && expect_in "Java: a plain BFS (HashSet<String>) is Accepted on every case in one process, no MLE" \
		"$out" "^Accepted$" "^([0-9]+) / \1 testcases passed" "exit 0"
	sed -E 's/if \(!join && !split\) continue;/if (!join) continue;/; s/if not \(join or split\):/if not join:/' \
		judge/tests/planted/lang/bfs.$ext | write_kept "$G/wrong.$ext"
	out=$(judge_lang "$G/wrong.$ext" CASES=cases/wrong-approaches.txt SANITIZE=0)
	expect_in "  ... without its split move: WA, the approach named" "$out" \
		"^Wrong Answer$" "^Your failures match:$" \
		"^  solutions that only put a ball next to one of its own colour \(your answers equal this approach's on [0-9]+ of its [0-9]+ wrong cases\)" \
		"exit [1-9]"
	at=$(grep -nF -- "${fault[$ext:crash]}" "$G/faults.$ext" | cut -d: -f1)
	out=$(judge_lang "$G/faults.$ext" CASES="$(shared $ext crash)")
	expect_in "  ... a crash: RE with the language's error and the user's line" "$out" \
		"crash.txt:5 .* RE " "^Runtime Error" "${crash_words[$ext]}" "${crash_line[$ext]//@/$at}" \
		"^Last Executed Input$" '^  board = "G"$' "exit [1-9]"
	# (a limit of CPU time: 1 s is far from the other cases' microseconds at any load)
	out=$(judge_lang "$G/faults.$ext" CASES="$(shared $ext loop)" TIME_LIMIT=1000)
	expect_in "  ... an endless loop: TLE" "$out" "loop.txt:5 .* TLE " "^Time Limit Exceeded" "exit [1-9]"
	if [ "$ext" = cpp ]; then
		out=$(judge_lang "$(plant $ext hog)" MEMORY_LIMIT=160 SANITIZE=0)
		c=planted.txt
	else
		out=$(judge_lang "$G/faults.$ext" CASES="$(shared $ext hog)")
		c=hog.txt
	fi
	expect_in "  ... a memory hog: MLE" "$out" "$c:5 .* MLE " "^Memory Limit Exceeded" "exit [1-9]"
	out=$(judge_lang "$G/faults.$ext")
	expect_in "  ... a print: every case still Accepted" "$out" \
		"^Accepted$" "^6 / 6 testcases passed" "exit 0"
	out=$(judge_lang "$G/faults.$ext" FORMAT=json)
	expect_in "  ... and the print is case 5's Stdout (JSON report)" "$out" '"line":5,.*"stdout":"debug: board=G hand=GGGGG\\n"'
	out=$(judge_lang "$G/faults.$ext" CASES="$(shared $ext state)")
	expect_in "  ... state kept across calls: WA in sequence, passes alone" "$out" \
		"state.txt:5 .* WA " "passes when run alone in a fresh process: state kept across calls\?" \
		"exit [1-9]"
	out=$(judge_lang "$(plant $ext ce)")
	expect_in "  ... a compile error: CE with the compiler's words" "$out" "^Compile Error" \
		"${ce_words[$ext]}" "exit [1-9]"
done
if [ -z "${skip_lang_cpp_throw:-}" ]; then
	out=$(judge_lang "$G/faults.cpp" CASES="$(shared cpp throw)")
	expect_in "C++: an uncaught exception is RE with terminate's words" "$out" "throw.txt:5 .* RE " \
		"terminate called after throwing an instance of 'std::out_of_range'" "SIGABRT" "exit [1-9]"
fi
# A missing toolchain, made so with a PATH of the system's programs but javac and node: a
# message naming what to install, nothing judged, no verdict.
# (one ln for them all: a name in two folders keeps the first, as PATH would find it)
mkdir -p "$L/bin"
ln -s /usr/local/bin/* /usr/bin/* /bin/* "$L/bin/" 2>/dev/null
rm -f "$L/bin/javac" "$L/bin/node"
out=$(PATH=$L/bin $MAKE judge SOLUTION=judge/tests/planted/lang/bfs.java CASES=$P 2>&1; echo "exit $?")
expect_in "without javac: what to install, and no verdict" "$out" \
	"java needs a JDK \(javac\), which is not installed here. On Debian or Ubuntu: apt-get install default-jdk-headless" \
	"exit [1-9]"
grep -Eq "Compile Error|Accepted|Runtime Error" <<<"$out" && bad "  ... a verdict was printed" "$out" || ok "  ... and no verdict"
out=$(PATH=$L/bin $MAKE judge SOLUTION=judge/tests/planted/lang/bfs.js CASES=$P 2>&1; echo "exit $?")
expect_in "without node: what to install" "$out" \
	"javascript needs Node.js \(node\), which is not installed here. On Debian or Ubuntu: apt-get install nodejs" \
	"exit [1-9]"
# Running a program from the solution, and a flood of output (their faults are above).
declare -A exec_words=([py]="execve \(running a program\) is not allowed here"
	[java]="(SIGSYS: a system call the sandbox forbids|is not allowed here)"
	[js]="Error: Access to this API has been restricted")
for ext in py java js; do
	$MAKE runner SOLUTION=judge/tests/planted/lang/bfs.$ext SANITIZE=0 >/dev/null 2>&1 || continue
	out=$(judge_lang "$G/faults.$ext" CASES="$(shared $ext exec)")
	expect_in "${lang_name[$ext]}: running a program from the solution is RE" "$out" \
		"exec.txt:5 .* RE " "${exec_words[$ext]}" "exit [1-9]"
done
# Output past OUTPUT_LIMIT in one case: OLE, in an interpreted language too.
for ext in py js; do
	$MAKE runner SOLUTION=judge/tests/planted/lang/bfs.$ext SANITIZE=0 >/dev/null 2>&1 || continue
	out=$(judge_lang "$G/faults.$ext" CASES="$(shared $ext flood)" OUTPUT_LIMIT=64)
	expect_in "${lang_name[$ext]}: a flood of output is OLE" "$out" "flood.txt:5 .* OLE " \
		"^Output Limit Exceeded" "exit [1-9]"
done
