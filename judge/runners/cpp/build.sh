# runners/cpp/build.sh: C++ as LeetCode builds it (clang 19, C++23, -O2, ASan there; g++ or
# clang++ with -std=c++2b here, ASan and UBSan with SANITIZE=1). The solution, then
# driver.cpp, compiled as one translation unit after prelude.hpp in the build box; every
# symbol but the driver's findMinStep made local; linked with the C harness (judge/runner.c),
# so the protocol, the sandbox and the sanitizers' reports are C's.
# bits/stdc++.h with the sanitizers takes 3 s of CPU here, and on a busy machine 10 s, then 30 s
# of wall time were not enough (a precompiled header saved a third of it, at 148 MB: not kept).
BUILD_SECONDS=${BUILD_SECONDS:-60}
cxx=${CXX:-g++}
cxxflags=${CXXFLAGS:--std=c++2b -O2 -g}
sanflags=${SANFLAGS-}
command -v "$cxx" >/dev/null 2>&1 || missing "$cxx" "On Debian or Ubuntu: apt-get install g++"
runner_key "$cxx" "$cxxflags" "$sanflags" "$("$cxx" --version 2>/dev/null | sed -n 1p)" -- \
	"$runners/cpp/prelude.hpp" "$runners/cpp/driver.cpp" "$dir/runner.o" "$dir/sandbox.o"
build_start
{
	printf '#line 1 "%s"\n' "$user_name"
	cat "$src"
	printf '\n#line 1 "<LeetCode driver>"\n'
	cat "$runners/cpp/driver.cpp"
} >"$work/solution.cpp"
cp "$runners/cpp/prelude.hpp" "$work/prelude.hpp"
# shellcheck disable=SC2086 # the flags are words
if ! in_box "$(basename "$cxx")" $cxxflags $sanflags -include prelude.hpp -c solution.cpp -o solution.o; then
	cat "$log" >&2
	exit 1
fi
cat "$log" >&2 # warnings are shown, not fatal, as on LeetCode
mv -f "$work/solution.o" "$tmp.o"
if nm -C --defined-only "$tmp.o" | grep -Eq ' T main$'; then
	echo "$src defines main: LeetCode supplies main; a solution is a class Solution" >&2
	exit 1
fi
objcopy --keep-global-symbol=findMinStep "$tmp.o"
# shellcheck disable=SC2086
"$cxx" $sanflags "$dir/runner.o" "$dir/sandbox.o" "$tmp.o" -lm -o "$tmp" || exit 1
# LeetCode gives C++ the time C has; here a plain BFS of strings takes 7 s over cases/ in a
# plain build and 20 to 60 s (a busy machine) with ASan and UBSan, whose allocator is slow on
# many small strings: 3 s a case and 60 s in all plain, 5 s and 150 s sanitized
# (docs/languages.md).
if [ -n "$sanflags" ]; then
	runner_install "$tmp" "$cxx $cxxflags, AddressSanitizer + UBSan build"
else
	runner_install "$tmp" "$cxx $cxxflags, plain build"
fi
