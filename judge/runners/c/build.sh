# runners/c/build.sh: C as LeetCode builds it. The solution is compiled on its own after
# runners/c/leetcode_prelude.h (LeetCode's headers and the prototype of findMinStep) in the build
# box, then every symbol but findMinStep is made local (objcopy), so no helper of the solution
# can stand in for a C library or harness function; then it is linked with the harness
# (judge/runners/runner.c, judge/sandbox/sandbox.c, which make has built in BUILD_DIR).
cc=${CC:-gcc}
prelude=$runners/c/leetcode_prelude.h
cflags=${CFLAGS:--std=gnu11 -O2 -g}
# GCC 14, LeetCode's C compiler, makes these errors where GCC 12 only warns (GCC 14's
# porting notes, docs/languages.md): a helper called before it is defined is a Compile Error
# there, so here too, whatever CFLAGS says. Clang takes the same flags.
gcc14_errors="-Werror=implicit-function-declaration -Werror=implicit-int -Werror=int-conversion
	-Werror=incompatible-pointer-types"
sanflags=${SANFLAGS-}
runner_key "$cc" "$cflags" "$gcc14_errors" "$sanflags" "$("$cc" --version 2>/dev/null | sed -n 1p)" -- \
	"$prelude" "$dir/runner.o" "$dir/sandbox.o"
build_start
# The copy keeps the file's name for the compiler's words and the sanitizers' reports.
{ printf '#line 1 "%s"\n' "$user_name"; user_source; } >"$work/solution.c"
cp "$prelude" "$work/leetcode_prelude.h"
# shellcheck disable=SC2086 # the flags are words
# The compiler's words as LeetCode shows them: "Line 3: Char 9: error: ...".
leetcode_words() {
	awk -v n="$user_name:" 'index($0, n) == 1 && match(substr($0, length(n) + 1), /^[0-9]+:[0-9]+: /) {
		split(substr($0, length(n) + 1), f, ":")
		$0 = "Line " f[1] ": Char " f[2] ": " substr($0, length(n) + RLENGTH + 1)
	} { print }' "$log" >&2
}
if ! in_box "$cc" $cflags $gcc14_errors $sanflags -include leetcode_prelude.h -x c -c solution.c -o solution.o; then
	leetcode_words
	if grep -Eq 'uthash|HASH_[A-Z_]+|UT_hash_handle' "$log" &&
		! printf '#include <uthash.h>\n' | "$cc" -E -x c - >/dev/null 2>&1; then
		echo "uthash.h is not installed here; LeetCode includes it for you." \
			"On Debian or Ubuntu: apt-get install uthash-dev" >&2
	fi
	exit 1
fi
leetcode_words # warnings are shown, not fatal, as on LeetCode
# Every step on what the compile made runs in the build box too: the symbols, objcopy and the link.
defined_symbols main findMinStep
if grep -Eq '^(FUNC|NOTYPE|IFUNC) [A-Z]+ main$' "$log"; then
	echo "$name defines main: LeetCode supplies main; a solution defines findMinStep" >&2
	exit 1
fi
if ! grep -q '^FUNC GLOBAL findMinStep$' "$log"; then
	echo "$name does not define int findMinStep(char *board, char *hand)" >&2
	exit 1
fi
cp "$dir/runner.o" "$dir/sandbox.o" "$work/"
# shellcheck disable=SC2086
if ! in_box objcopy --keep-global-symbol=findMinStep solution.o ||
	! in_box "$cc" $sanflags runner.o sandbox.o solution.o -lm -o runner; then
	cat "$log" >&2
	exit 1
fi
mv -f "$work/runner" "$tmp"
runner_install "$tmp" # (AddressSanitizer reads its own file: readable by nobody)
