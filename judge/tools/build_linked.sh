#!/bin/sh
# build_linked.sh NAME BUILD_DIR OBJECT...: builds a program that calls a solution directly
# (make bench: your own code, on your own machine) and prints its
# path. The solution is the file named by the environment variable ZUMA_SOLUTION (never pasted
# into a command: any file name is safe), compiled after LeetCode's prelude with CC and CFLAGS
# and EXTRA_CFLAGS (words), and linked with the OBJECTs into BUILD_DIR/NAME-KEY, KEY a hash of
# everything that goes in: never stale, never shared by two files.
# Exit status: 0 built; 1 a compile or link error; 2 no such file.
set -eu
name=$1
dir=$2
shift 2
src=$ZUMA_SOLUTION
case $src in [-@]*) src=./$src ;; esac # a file name, never an option or an @file of options
cc=${CC:-gcc}
cflags=${CFLAGS:--std=gnu11 -O2 -g}
extra=${EXTRA_CFLAGS-}
prelude=$(dirname "$0")/../runners/c/leetcode_prelude.h
if [ ! -f "$src" ] || [ ! -r "$src" ]; then
	printf "SOLUTION='%s': no such file\n" "$src" | tr -d '\000-\011\013-\037\177' >&2
	exit 2
fi
key=$({
	printf '%s\n%s\n%s\n' "$cc" "$cflags" "$extra"
	cat "$prelude" "$src" "$@"
} | sha256sum | cut -c1-16)
exe=$dir/$name-$key
if [ ! -x "$exe" ]; then
	# Files of this build alone: two makes may build the same program at once (make test
	# runs two stresses side by side); the rename at the end is atomic.
	tmp=$(mktemp "$dir/$name-build.XXXXXX")
	trap 'rm -f "$tmp" "$tmp.o"' EXIT
	# shellcheck disable=SC2086 # the flags are words
	"$cc" $cflags $extra -include "$prelude" -x c -c "$src" -o "$tmp.o"
	"$cc" "$@" "$tmp.o" -lm -o "$tmp"
	mv -f "$tmp" "$exe"
fi
printf '%s\n' "$exe"
