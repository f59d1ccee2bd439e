#!/bin/sh
# build_runner.sh SOLUTION BUILD_DIR: builds the runner executable for one solution file, as
# LeetCode builds C, and prints its path. The solution is compiled on its own after
# leetcode_prelude.h (LeetCode's headers and the prototype of findMinStep), inside a box
# (BUILD_DIR/confine: no network, no view of any file but a copy of the solution, the prelude
# and the system's headers and tools, with limits on time, memory and output), then every symbol but
# findMinStep is made local (objcopy), so no helper of the solution can stand in for a C library
# or harness function; then it is linked with the harness (runner.o, sandbox.o, which make has
# built in BUILD_DIR). The executable's name is a hash of everything that goes into it (compiler,
# flags, prelude, the solution's bytes, the harness objects): a build is never stale and never
# shared by two files. Environment: CC, CFLAGS (LeetCode's), SANFLAGS (empty for a plain build).
# BUILD_SECONDS and BUILD_MB bound the compiler (10 s, 1024 MB by default).
# Exit status: 0 built; 1 a compile error (the compiler's words on stderr); 2 no such file.
set -eu
src=$1
dir=$2
cc=${CC:-gcc}
prelude=$(dirname "$0")/leetcode_prelude.h
cflags=${CFLAGS:--std=gnu11 -O2 -g}
sanflags=${SANFLAGS-}
if [ ! -f "$src" ] || [ ! -r "$src" ]; then
	echo "judge: cannot read the solution file '$src'" >&2
	exit 2
fi
key=$({
	printf '%s\n%s\n%s\n' "$cc" "$cflags" "$sanflags"
	"$cc" --version 2>/dev/null | sed -n 1p
	printf '%s\n' "$src"
	cat "$prelude" "$src" "$dir/runner.o" "$dir/sandbox.o"
} | sha256sum | cut -c1-20)
exe=$dir/runner-$key
if [ ! -x "$exe" ]; then
	tmp=$(mktemp "$dir/runner-build.XXXXXX")
	log=$tmp.log
	work=$(mktemp -d "$dir/runner-build.XXXXXX")
	trap 'rm -rf "$tmp" "$tmp.o" "$log" "$work"' EXIT
	# The copy keeps the file's name for the compiler's words and the sanitizers' reports.
	name=$(printf '%s' "$src" | tr '\n' '?' | sed 's/[\\"]/\\&/g')
	{ printf '#line 1 "%s"\n' "$name"; cat "$src"; } >"$work/solution.c"
	cp "$prelude" "$work/leetcode_prelude.h"
	# shellcheck disable=SC2086 # the flags are words
	if ! "$dir/confine" --time "${BUILD_SECONDS:-10}" --memory "${BUILD_MB:-1024}" \
		--output 16384 --dir "$work" -- \
		"$cc" $cflags $sanflags -include leetcode_prelude.h -x c -c solution.c -o solution.o \
		2>"$log"; then
		cat "$log" >&2
		if grep -Eq 'uthash|HASH_[A-Z_]+|UT_hash_handle' "$log" &&
			! printf '#include <uthash.h>\n' | "$cc" -E -x c - >/dev/null 2>&1; then
			echo "uthash.h is not installed here; LeetCode includes it for you." \
				"On Debian or Ubuntu: apt-get install uthash-dev" >&2
		fi
		exit 1
	fi
	cat "$log" >&2 # warnings are shown, not fatal, as on LeetCode
	mv -f "$work/solution.o" "$tmp.o"
	if nm --defined-only "$tmp.o" | grep -Eq ' [TtWw] main$'; then
		echo "$src defines main: LeetCode supplies main; a solution defines findMinStep" >&2
		exit 1
	fi
	if ! nm --defined-only "$tmp.o" | grep -Eq ' T findMinStep$'; then
		echo "$src does not define int findMinStep(char *board, char *hand)" >&2
		exit 1
	fi
	objcopy --keep-global-symbol=findMinStep "$tmp.o"
	# shellcheck disable=SC2086
	"$cc" $sanflags "$dir/runner.o" "$dir/sandbox.o" "$tmp.o" -lm -o "$tmp" || exit 1
	chmod 755 "$tmp" # the runner runs as nobody, and AddressSanitizer reads its own file
	mv -f "$tmp" "$exe"
fi
printf '%s\n' "$exe"
