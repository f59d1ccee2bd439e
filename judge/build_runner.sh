#!/bin/sh
# build_runner.sh SOLUTION BUILD_DIR: builds the runner executable for one solution file, as
# LeetCode builds C, and prints its path. The solution is compiled on its own, then every symbol
# but findMinStep is made local (objcopy), so no helper of the solution can stand in for a C
# library or harness function; then it is linked with the harness (runner.o, sandbox.o, which
# make has built in BUILD_DIR). The executable's name is a hash of everything that goes into it
# (compiler, flags, the solution's bytes, the harness objects): a build is never stale and never
# shared by two files. Environment: CC, CFLAGS (LeetCode's), SANFLAGS (empty for a plain build).
set -eu
src=$1
dir=$2
cc=${CC:-gcc}
cflags=${CFLAGS:--std=gnu11 -O2 -g}
sanflags=${SANFLAGS-}
if [ ! -f "$src" ] || [ ! -r "$src" ]; then
	echo "judge: cannot read the solution file '$src'" >&2
	exit 2
fi
key=$({
	printf '%s\n%s\n%s\n' "$cc" "$cflags" "$sanflags"
	"$cc" --version 2>/dev/null | sed -n 1p
	cat "$src" "$dir/runner.o" "$dir/sandbox.o"
} | sha256sum | cut -c1-20)
exe=$dir/runner-$key
if [ ! -x "$exe" ]; then
	tmp=$(mktemp "$dir/runner-build.XXXXXX")
	trap 'rm -f "$tmp" "$tmp.o"' EXIT
	# shellcheck disable=SC2086 # the flags are words
	"$cc" $cflags $sanflags -x c -c "$src" -o "$tmp.o"
	if nm --defined-only "$tmp.o" | grep -Eq ' [TtWw] main$'; then
		echo "judge: $src defines main; LeetCode supplies main, the solution defines findMinStep" >&2
		exit 1
	fi
	objcopy --keep-global-symbol=findMinStep "$tmp.o"
	# shellcheck disable=SC2086
	"$cc" $sanflags "$dir/runner.o" "$dir/sandbox.o" "$tmp.o" -o "$tmp"
	mv -f "$tmp" "$exe"
fi
printf '%s\n' "$exe"
