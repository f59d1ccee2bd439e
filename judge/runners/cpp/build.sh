# runners/cpp/build.sh: C++ as LeetCode builds it: clang 19, C++23, -O2, its sanitizers
# (docs/languages.md); here clang++-19 (Debian: clang-19, and libclang-rt-19-dev for ASan and
# UBSan, SANITIZE=1, the default), or g++ -std=c++2b when clang 19 is missing, said in the
# first line. The solution, then driver.cpp, compiled as one translation unit named
# solution.cpp (LeetCode's name, in its errors and reports) after prelude.hpp in the build
# box; every symbol but the driver's findMinStep made local; linked with the C harness
# (judge/runner.c), so the protocol, the sandbox and the sanitizers' reports are C's.
# bits/stdc++.h with the sanitizers takes 4 s of CPU here, and on a busy machine 10 s, then 30 s
# of wall time were not enough: clang 19 reads it from a precompiled header (prelude_pch below:
# 24 MB, made once; a build then takes 1.2 s of CPU instead of 4.7).
BUILD_SECONDS=${BUILD_SECONDS:-60}
fallback=
if [ -n "${CXX:-}" ]; then
	cxx=$CXX
elif command -v clang++-19 >/dev/null 2>&1; then
	cxx=clang++-19
else
	cxx=g++
	fallback=" (not clang 19, LeetCode's compiler: apt-get install clang-19 libclang-rt-19-dev)"
	command -v g++ >/dev/null 2>&1 || missing "clang++-19 (or g++)" \
		"On Debian or Ubuntu: apt-get install clang-19 libclang-rt-19-dev"
fi
command -v "$cxx" >/dev/null 2>&1 || missing "$cxx" "On Debian or Ubuntu: apt-get install clang-19 libclang-rt-19-dev"
# (each run of clang costs 0.1 s here, and a judged file's runner is looked up on every run:
# its version is asked once, and the sanitizer runtime's presence only for a build)
cxx_version=$("$cxx" --version 2>/dev/null | sed -n 1p)
case $cxx_version in
*clang*) std=c++23 ;;
*) std=c++2b ;; # g++ 12 knows C++23 by its draft name
esac
cxxflags=${CXXFLAGS:--std=$std -O2 -g}
sanflags=${SANFLAGS-}
runner_key "$cxx" "$cxxflags" "$sanflags" "$fallback" "$cxx_version" -- \
	"$runners/cpp/prelude.hpp" "$runners/cpp/driver.cpp" "$runners/cpp/symbolizer.cpp" \
	"$dir/runner.o" "$dir/sandbox.o"
# clang's sanitizers live in another package than clang itself (a runner built links them in).
if [ -n "$sanflags" ] && [ "$std" = c++23 ] &&
	! ls "$("$cxx" -print-resource-dir)"/lib/*/libclang_rt.asan* >/dev/null 2>&1; then
	missing "clang 19's sanitizer runtime (AddressSanitizer, UBSan)" \
		"On Debian or Ubuntu: apt-get install libclang-rt-19-dev (or SANITIZE=0 for a plain build)"
fi
# prelude_pch: the path of the precompiled prelude (bits/stdc++.h with this build's flags), made
# once in the build folder, keyed by the compiler, the flags and the prelude (24 MB: the box's
# file size limit is 64 MB for it); empty with g++ or when it cannot be made.
# It is made in a build box as the solution's compile is, so the header it names is
# /box/prelude.hpp, where each build finds its copy; clang also checks the header's time, set to
# the epoch in both. Made by `make setup`, or by the first C++ build.
prelude_pch() {
	[ "$std" = c++23 ] || return 0
	p=$dir/prelude-$({ "$cxx" --version; printf '%s\n' "$cxxflags" "$sanflags"
		cat "$runners/cpp/prelude.hpp"; } | sha256sum | cut -c1-20).pch
	if [ ! -f "$p" ]; then
		pwork=$(mktemp -d "$dir/pch-build.XXXXXX") || return 0
		cp "$runners/cpp/prelude.hpp" "$pwork/" && touch -d @0 "$pwork/prelude.hpp"
		# shellcheck disable=SC2086 # the flags are words
		"$dir/confine" --time "$BUILD_SECONDS" --memory "${BUILD_MB:-1024}" --output 65536 \
			--dir "$pwork" -- "$(basename "$cxx")" $cxxflags $sanflags -x c++-header \
			prelude.hpp -o prelude.hpp.pch >/dev/null 2>&1 && mv -f "$pwork/prelude.hpp.pch" "$p"
		rm -rf "$pwork"
	fi
	if [ -f "$p" ]; then printf '%s\n' "$p"; fi
}
pch=$(prelude_pch)
build_start
{
	printf '#line 1 "solution.cpp"\n'
	user_source
	printf '\n#line 1 "<LeetCode driver>"\n'
	cat "$runners/cpp/driver.cpp"
} >"$work/solution.cpp"
cp "$runners/cpp/prelude.hpp" "$work/prelude.hpp"
touch -d @0 "$work/prelude.hpp"
# (clang reads prelude.hpp.pch beside prelude.hpp when there is one)
[ -n "$pch" ] && { ln "$pch" "$work/prelude.hpp.pch" 2>/dev/null || cp "$pch" "$work/prelude.hpp.pch"; }
# The compiler's words as LeetCode shows them: "Line 4: Char 29: error: ..."; the driver's
# (driver.cpp: a misnamed method) named as such.
leetcode_words() {
	sed -E 's/^solution\.cpp:([0-9]+):([0-9]+): /Line \1: Char \2: /
		s/^<LeetCode driver>:([0-9]+):([0-9]+): (.*)$/Line \1: Char \2: \3 [in the driver]/' "$log" >&2
}
# shellcheck disable=SC2086 # the flags are words
compile() {
	in_box "$(basename "$cxx")" $cxxflags $sanflags -include prelude.hpp -c solution.cpp -o solution.o
}
# A precompiled header clang will not read (made by another clang, damaged) is no fault of the
# solution's: it is dropped and the build made without it.
if ! compile && ! { [ -n "$pch" ] && grep -q 'precompiled header\|AST file' "$log" &&
	rm -f "$pch" "$work/prelude.hpp.pch" && compile; }; then
	leetcode_words
	exit 1
fi
leetcode_words # warnings are shown, not fatal, as on LeetCode
# Every step on what the compile made runs in the build box too: the symbols, objcopy and the link.
defined_symbols main
if grep -q '^FUNC GLOBAL main$' "$log"; then
	echo "$name defines main: LeetCode supplies main; a solution is a class Solution" >&2
	exit 1
fi
if ! in_box objcopy --keep-global-symbol=findMinStep \
	--keep-global-symbol=__ubsan_default_options solution.o; then
	cat "$log" >&2
	exit 1
fi
# clang's sanitizers name frames with a program the box does not run: symbolizer.cpp does it
# inside, from a table of the runner's functions and lines appended to it (symbol_table).
symbolizer=
if [ -n "$sanflags" ] && [ "$std" = c++23 ]; then
	"$cxx" -std=c++17 -O2 -fno-builtin -c "$runners/cpp/symbolizer.cpp" -o "$work/symbolizer.o" || exit 1
	symbolizer=symbolizer.o
fi
cp "$dir/runner.o" "$dir/sandbox.o" "$work/"
# shellcheck disable=SC2086
if ! in_box "$(basename "$cxx")" $sanflags runner.o sandbox.o solution.o $symbolizer -lm -o runner; then
	cat "$log" >&2
	exit 1
fi
mv -f "$work/runner" "$tmp"
rm -f "$work/symbolizer.o" "$work/solution.o" "$work/runner.o" "$work/sandbox.o"
# The table: "F ADDR SIZE NAME" for each function, "L ADDR LINE FILE" for each row of the line
# table, made in the build box (nm and objdump read what the solution's compile produced), then
# its length and "ZSYMTAB" (symbolizer.cpp reads it from the end). The harness's file keeps its
# path, so the report folds its frames as for C (capture.c).
if [ -n "$symbolizer" ]; then
	cp "$tmp" "$work/runner" && chmod 644 "$work/runner" # the box builds as nobody
	# shellcheck disable=SC2016 # the script is the box's
	if in_box sh -c 'nm -C -S --defined-only runner | awk '"'"'$3 ~ /^[tTwW]$/ && NF >= 4 {
		name = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", name); print "F " $1 " " $2 " " name }'"'"'
		objdump --dwarf=decodedline runner | awk '"'"'NF >= 3 && $2 ~ /^[0-9]+$/ && $2 > 0 &&
		$3 ~ /^0x[0-9a-f]+$/ { f = $1; if (f == "runner.c") f = "judge/runners/runner.c"
		print "L " substr($3, 3) " " $2 " " f }'"'"''; then
		{ cat "$log"; printf '%016d' "$(wc -c <"$log")"; printf 'ZSYMTAB\n'; } >>"$tmp"
	fi
	rm -f "$work/runner"
fi
# LeetCode gives C++ the time C has; here a plain BFS of strings takes 7 s over cases/ in a
# plain build and 20 to 60 s (a busy machine) with ASan and UBSan, whose allocator is slow on
# many small strings: 3 s a case and 60 s in all plain, 5 s and 150 s sanitized
# (docs/languages.md).
version=$("$cxx" -dumpversion 2>/dev/null)
name="$cxx${version:+ $version} $cxxflags$fallback"
if [ -n "$sanflags" ]; then
	runner_install "$tmp" "$name, AddressSanitizer + UBSan build"
else
	runner_install "$tmp" "$name, plain build"
fi
