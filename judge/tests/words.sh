# words.sh: sourced by run_tests.sh (issue 34, items 1, 5, 7 and 8). Every word the kit prints
# is right: a goal that is not a target is refused before anything runs, with what was meant;
# the first line of every command that judges names the file judged; the second solver shares
# nothing with the reference; make setup installs what is missing and says so; make run reads
# LeetCode's testcase text as its editor shows it; the refusal without namespaces names the
# command typed.

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
	"^Judging $W/ce\.c \(C\) on cases$"
expect_in "  ... then the verdict, as before" "$(sed -n 2p <<<"$out")" "^Compile Error$"
cp judge/tests/planted/lang/bfs.py "$W/bfs.txt"
out=$(ZUMA_DIR=$W/zuma-ce $MAKE submit SOLUTION="$W/bfs.txt" SANITIZE=0 2>&1)
expect_in "  ... a name of no language's is built as C, and its Compile Error says so" "$(sed -n 1p <<<"$out")" \
	"^Judging $W/bfs\.txt \(C: a name not ending in \.c, \.cpp, \.cc, \.java, \.py, \.js or \.ts is built as C\) on cases$"
out=$($MAKE submit SOLUTION="$W/bfs.tx" 2>&1; echo "exit $?")
expect_in "a file name one letter off: the nearest file beside it suggested" "$out" \
	"^judge: cannot read the solution file '$W/bfs\.tx'; did you mean SOLUTION=$W/bfs\.txt\?$" "exit [1-9]"
out=$($MAKE submit SOLUTION=my ok.py 2>&1; echo "exit $?")
expect_in "a name with a space, unquoted: the whole name suggested, in quotes" "$out" \
	"ok\.py is not a target; did you mean make submit SOLUTION=\"my ok\.py\" \(a name with a space goes in quotes\)\?" "exit [1-9]"
# make explain, a solution whose answer is too low: no move is missed, a play that short breaks
# a rule of the game.
printf 'int findMinStep(char *board, char *hand) { (void)board; (void)hand; return 1; }\n' |
	write_kept "$test_files/always_one.c"
out=$($MAKE explain BOARD=RRWWRRBBRR HAND=WB SOLUTION="$test_files/always_one.c" 2>&1)
expect_in "make explain of an answer too low: it says no play that short clears, not a missed move" "$out" \
	"your solution answers 1 where 2 is right; no play of 1 clears it \(the reference tried them all\): one that seems to clear it breaks a rule of the game$"
grep -q "misses step" <<<"$out" && bad "  ... and it blames a missed move" "$out" || ok "  ... and blames no missed move"
# FORMAT=json: the summary carries "verdict" as each case object does (it once had it only for a
# Compile Error).
out=$($MAKE judge SOLUTION="$test_files/always_one.c" CASES=cases/examples.txt FORMAT=json SANITIZE=0 2>/dev/null | grep '^{"summary":true')
expect_in "FORMAT=json: the summary's verdict, in the cases' words and in LeetCode's" "$out" \
	'^\{"summary":true,.*,"verdict":"WA","result":"Wrong Answer"\}$'
# A C++ sanitizer report: the C library's frames folded as the line under them says (clang's
# runtime names no function for them: they were once left in).
if [ -f judge/tests/planted/lang/bfs.cpp ] && ! $MAKE runner SOLUTION=judge/tests/planted/lang/bfs.cpp 2>&1 |
	grep -q "which is not installed here"; then
	printf '%s\n' 'class Solution {' 'public:' '    int findMinStep(string board, string hand) {' \
		'        int *a = new int[2];' '        int x = a[board.size()];' '        delete[] a;' \
		'        return x > 100 ? 1 : -1;' '    }' '};' | write_kept "$test_files/heap_overflow.cpp"
	out=$($MAKE submit SOLUTION="$test_files/heap_overflow.cpp" CASES=cases/examples.txt HISTORY=0 2>&1)
	expect_in "a C++ heap overflow: the report names the user's line, the harness's frames folded" "$out" \
		"^Runtime Error$" "in Solution::findMinStep.* solution\.cpp:5$" "frames of the harness and the C library left out\)$"
	grep -E '^ +#[0-9]+ .*/libc\.so' <<<"$out" | grep -qv ' in ' && bad "  ... but frames of the C library are left in" "$out" ||
		ok "  ... and no frame of the C library left in"
fi
# CXX= (docs/languages.md) picks the C++ compiler, on the command line as in the environment.
if command -v g++ >/dev/null && [ -f judge/tests/planted/lang/bfs.cpp ]; then
	out=$($MAKE run SOLUTION=judge/tests/planted/lang/bfs.cpp CXX=g++ SANITIZE=0 2>&1 | sed -n 1p)
	expect_in "make run CXX=g++: the C++ file built with g++, as its first line says" "$out" \
		"^Judging judge/tests/planted/lang/bfs\.cpp \(g\+\+ [0-9]+ -std=c\+\+2b -O2 -g, plain build\)"
fi
out=$($MAKE bench SOLUTION=judge/tests/planted/lang/bfs.py 2>&1; echo "exit $?")
expect_in "make bench of a Python file: refused before gcc reads it, saying C only" "$out" \
	"make bench measures C only \(SOLUTION=yours.c\)" "exit [1-9]"

# The second solver is a check of the reference only while it shares nothing with it (issue 34,
# item 8): make verify's plant changes the reference's answers after they are computed, so an
# independent.c that called the reference would still pass it. apart FILE: FILE compiled alone,
# as the Makefile compiles judge/reference/independent.c (its folder's headers in reach), must
# include no header of the kit but independent.h and link with nothing but the C library;
# prints what it includes or needs of the kit.
cflags=$($MAKE --eval "_zuma_cflags: ; @echo '\$(CFLAGS)'" _zuma_cflags 2>/dev/null)
apart() {
	local f=$1 o=$W/apart.o used
	# -MM: the headers it includes that are not the system's, one a line
	used=$(gcc $cflags -iquote judge/reference -MM "$f" 2>&1) || { echo "$used"; return 1; }
	used=$(tr -d '\\' <<<"$used" | tr ' ' '\n' | grep -v -e '^$' -e ':$' -e '/independent\.h$' \
		-e "^${f//./\\.}$")
	[ -z "$used" ] || { echo "includes:" $used; return 1; }
	gcc $cflags -iquote judge/reference -c "$f" -o "$o" 2>&1 || return 1
	# linked with a main of its own and the C library only: anything else it calls is missing
	printf 'int independent_min_step(const char *, const char *);\nint main(void) { return %s; }\n' \
		'independent_min_step("RR", "R") != 1' >"$W/apart_main.c"
	used=$(gcc "$W/apart_main.c" "$o" -o "$W/apart" 2>&1) ||
		{ echo "needs: $(grep -o "undefined reference to [^ ]*" <<<"$used" | sort -u | tr '\n' ' ')"; return 1; }
	"$W/apart" || { echo "answers RR R wrong when alone"; return 1; }
}
check "judge/reference/independent.c shares nothing with the reference: no header, no symbol" \
	apart judge/reference/independent.c
# Plants: the solver's own search kept, its answer taken from the reference, once through
# reference.h and once through a declaration of its own (no header: only the link shows it).
own='s/^int independent_min_step(const char \*board, const char \*hand)$/static int own_min_step(const char *board, const char *hand)/'
call='int independent_min_step(const char *board, const char *hand)\n{\n\treturn own_min_step(board, hand) == -2 ? -2 : reference_min_step(board, hand, 0);\n}\n'
{ sed "$own" judge/reference/independent.c | sed 's/^#include "independent.h"$/&\n#include "reference.h"/'
	printf "$call"; } >"$W/calls_reference.c"
{ sed "$own" judge/reference/independent.c
	printf 'int reference_min_step(const char *, const char *, long *);\n'"$call"; } >"$W/links_reference.c"
out=$(apart "$W/calls_reference.c"; echo "exit $?")
expect_in "  ... a planted copy that includes reference.h fails it, naming the header" "$out" \
	"^includes: judge/reference/reference\.h" "exit [1-9]"
out=$(apart "$W/links_reference.c"; echo "exit $?")
expect_in "  ... one that calls the reference through its own declaration fails it, naming the symbol" \
	"$out" "^needs: undefined reference to .reference_min_step" "exit [1-9]"

# make setup (judge/tools/setup.sh), with stand-ins for apt-get and npm: a package is tested
# before and after, npm is asked for only where node came without it (Debian's npm conflicts with
# NodeSource's nodejs: one apt-get of both failed there), and it says what it did.
S=$W/setup
mkdir -p "$S/bin"
# the stand-in apt-get: logs each install; a package "gives" a file in $S (zuma-nodejs gives
# node, and npm too when NODE_HAS_NPM=1); zuma-broken fails the install
cat >"$S/bin/apt-get" <<EOS
#!/bin/sh
[ "\$1" = update ] && exit 0
shift 4
echo "install \$*" >>"$S/apt.log"
for p in "\$@"; do
	[ "\$p" = zuma-broken ] && { echo "E: Unable to locate package zuma-broken"; exit 100; }
	touch "$S/\${p#zuma-}"
	[ "\$p" = zuma-nodejs ] && [ "\${NODE_HAS_NPM:-0}" = 1 ] && touch "$S/npm"
done
exit 0
EOS
printf '#!/bin/sh\nmkdir -p "$3/node_modules" && : >"$3/node_modules/.package-lock.json"\n' >"$S/bin/npm"
chmod +x "$S/bin/apt-get" "$S/bin/npm"
cat >"$S/packages.txt" <<EOS
# a comment, then the packages
zuma-have    [ -e $S/have ]
zuma-lack    [ -e $S/lack ]
zuma-nodejs  [ -e $S/nodejs ]
zuma-npm     [ -e $S/npm ] || ! [ -e $S/nodejs ]
EOS
# fresh_setup [NODE_HAS_NPM]: make setup from a fresh start, its output and the stand-in's log
fresh_setup() {
	rm -rf "$S/lack" "$S/nodejs" "$S/npm" "$S/np" "$S/apt.log" && touch "$S/have" && mkdir -p "$S/np"
	NODE_HAS_NPM=${1:-0} ZUMA_PACKAGES=$S/packages.txt ZUMA_APT_GET=$S/bin/apt-get \
		ZUMA_NPM=$S/bin/npm ZUMA_AS_ROOT=env ZUMA_NODE_DIR=$S/np ZUMA_PREBUILD=0 $MAKE setup 2>&1
	echo "exit $?"
	sed 's/^/log: /' "$S/apt.log" 2>/dev/null
}
out=$(fresh_setup)
expect_in "make setup: installs what is missing, says what was here and what it installed" "$out" \
	"^setup: skipped \(already here, or not needed here\): zuma-have $" "^setup: installing with apt-get: zuma-lack zuma-nodejs$" \
	"^setup: installed: zuma-lack zuma-nodejs zuma-npm $" "^setup: installed TypeScript and LeetCode's JavaScript libraries" \
	"^exit 0$"
expect_in "  ... npm only once node is in and came without one (Debian's nodejs), by its own apt-get" "$out" \
	"^log: install zuma-lack zuma-nodejs$" "^log: install zuma-npm$"
out=$(fresh_setup 1)
if grep -q "^log: .*zuma-npm" <<<"$out" || ! grep -q "^setup: skipped .*: zuma-have zuma-npm $" <<<"$out" || ! grep -q "^exit 0$" <<<"$out"; then
	bad "  ... never beside NodeSource's nodejs, which brings its own" "$out"
else
	ok "  ... never beside NodeSource's nodejs, which brings its own"
fi
echo "zuma-broken  [ -e $S/broken ]" >>"$S/packages.txt"
out=$(fresh_setup)
expect_in "  ... a failed install is said, with apt-get's words, and the exit is not 0" "$out" \
	"^setup: apt-get failed; its last lines:" "Unable to locate package zuma-broken" \
	"^setup: still missing: .*zuma-broken" "^exit [1-9]"
sed -i '$d' "$S/packages.txt"
# README and CI set up with the same command, and no line of the README or docs installs nodejs
# and npm in one apt-get (it fails where nodejs is NodeSource's).
expect_in "README's set-up is make setup, and .ci/run runs it" \
	"$(grep -h '^make setup' README.md .ci/run)" "^make setup +# installs" "^make setup \|\|"
both=$(grep -n 'apt-get install.* nodejs npm' README.md docs/*.md)
[ -z "$both" ] && ok "  ... and no apt-get line of README or docs installs nodejs and npm together" ||
	bad "  ... and no apt-get line of README or docs installs nodejs and npm together" "$both"

# make run INPUT=: LeetCode's testcase text in the forms its editor and its examples show; any
# other text is "not a board", with file and line, and nothing runs.
printf 'board = "WRRBBW", hand = "RB"\nboard = "G"\nhand = "GGGGG"\n\nboard =\n"RBYYBBRRB"\nhand =\n"YRBGB"\n' >"$W/named.txt"
printf 'Input: board = "WWRRBBWW", hand = "WRBRW"\nOutput: 2\n"WRRBBW"\n"RB"\n' >"$W/example.txt"
out=$($MAKE run INPUT="$W/named.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "make run INPUT=: board = \"...\", hand = \"...\" on one line, on two, and a name over its value" "$out" \
	"^Case 1 \($W/named\.txt:1\)$" '^  Input     board = "WRRBBW", hand = "RB"$' \
	"^Case 2 \($W/named\.txt:2\)$" '^  Input     board = "G", hand = "GGGGG"$' \
	"^Case 3 \($W/named\.txt:6\)$" '^  Input     board = "RBYYBBRRB", hand = "YRBGB"$' \
	"^3 / 3 testcases passed$" "exit 0"
out=$($MAKE run INPUT="$W/example.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "  ... an example as the problem shows it (Input: ..., Output: ...), then one a line" "$out" \
	'^  Input     board = "WWRRBBWW", hand = "WRBRW"$' '^  Input     board = "WRRBBW", hand = "RB"$' \
	"^2 / 2 testcases passed$" "exit 0"
printf '"WRRBBW"\n"RB"\n[1,2,3]\n"RB"\n' >"$W/notaboard.txt"
out=$($MAKE run INPUT="$W/notaboard.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "  ... anything else: this is not a board, with file and line, and nothing runs" "$out" \
	"^$W/notaboard\.txt:3: this is not a board: \[1,2,3\] " "^judge: nothing run" "exit [1-9]"
grep -Eq "^(Judging|Case|Accepted)" <<<"$out" && bad "  ... yet it ran" "$out"
printf 'board = "WRRBBW", colour = "RB"\n' >"$W/notaboard.txt"
out=$($MAKE run INPUT="$W/notaboard.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "  ... a name findMinStep does not take is not a board either" "$out" \
	"^$W/notaboard\.txt:1: this is not a board: board = \"WRRBBW\", colour = \"RB\"" "exit [1-9]"
printf 'board = "RRRRRRRRRRRRRRRRRR", hand = "RB"\n' >"$W/toolong.txt"
out=$($MAKE run INPUT="$W/toolong.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "  ... a board outside LeetCode's limits is still LeetCode's Invalid Testcase" "$out" \
	"^  Invalid Testcase: board has 18 balls" "exit [1-9]"

# make explain: its positions count from 0, and it says so (LeetCode's examples name none).
out=$($MAKE explain BOARD=RRWWRRBBRR HAND=WB 2>&1)
expect_in "make explain says positions count from 0 before its first \"insert B at 1\"" "$(sed -n 1,2p <<<"$out")" \
	'^positions count from 0: "at 0" is before the first ball, "at 1" after it$' "^1\. insert B at 1: RBRWWRRBBRR "

# Without namespaces (root without CAP_SYS_ADMIN, as in a Docker container): the refusal names
# the command typed, tells root nothing about running as root, and shows no raw wait status.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null &&
	setpriv --bounding-set=-sys_admin true 2>/dev/null; then
	out=$(ZUMA_DIR=$W/zuma-nons setpriv --bounding-set=-sys_admin $MAKE submit SOLUTION=solution.c CASES=cases/examples.txt \
		SANITIZE=0 2>&1; echo "exit $?")
	expect_in "no namespaces: make submit's refusal says make submit UNCONFINED=1 (not make judge)" "$out" \
		"refusing to judge|refused" "unverified: make submit UNCONFINED=1" "exit [1-9]"
	grep -q "as root" <<<"$out" && bad "  ... and tells root to run as root" "$out" ||
		ok "  ... and does not tell root to run as root"
	out=$(setpriv --bounding-set=-sys_admin $MAKE run SANITIZE=0 2>&1)
	expect_in "  ... make run's: make run UNCONFINED=1" "$out" "unverified: make run UNCONFINED=1"
else
	echo "skip no namespaces as root: needs root and setpriv"
fi
# A wait status is said in words (exit status N, killed by signal N), never as a raw number.
raw=$(grep -n 'status %#x\|status 0x%x\|(status %d)' judge/*.c judge/sandbox/*.c judge/tools/*.c)
[ -z "$raw" ] && ok "no message prints a raw wait status (status 0x7f00)" ||
	bad "a message prints a raw wait status" "$raw"

# approaches.md's count of the case lines tagged no_visited ("On the other 11") is the count of
# the tags in cases/ (gen's last line gives the other two figures; it takes minutes to run), but
# for those tagged no_visited=memory alone (counted apart).
tagged=$(grep -hE '^[^#]+#[[:space:]]*\[[^]]*\bno_visited\b' cases/*.txt | grep -vcE '\bno_visited=memory\b')
said=$(grep -oE 'On the other [0-9]+, a search with the set' docs/approaches.md | grep -oE '[0-9]+')
[ -n "$said" ] && [ "$said" = "$tagged" ] &&
	ok "approaches.md's no_visited count ($said) is the tags' count in cases/" ||
	bad "approaches.md says no_visited is tagged on ${said:-?} case lines; cases/ has $tagged"
