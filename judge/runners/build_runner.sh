#!/bin/sh
# build_runner.sh SOLUTION BUILD_DIR: builds the runner of one solution file, as LeetCode builds
# that language, and prints its path: the program the judge starts in its box, which answers
# the judge's requests (protocol.h) by calling the solution. The language is the file's
# extension: .cpp/.cc C++, .py Python 3, .java Java, .js JavaScript, .ts TypeScript, anything
# else C. What each language does differently lives in judge/runners/LANG/build.sh (its
# compiler and flags, its prelude, its harness); what they share (the key, the build box, the
# install) in judge/runners/common.sh, and the C harness most of them link in runners/runner.c. Environment: CC, CFLAGS (LeetCode's C flags), SANFLAGS
# (empty for a plain build; C and C++), CXX (clang++-19 when installed, else g++); BUILD_SECONDS and BUILD_MB bound the
# compiler (10 s, 1024 MB by default).
# Exit status: 0 built; 1 a compile error (the compiler's words on stderr); 2 nothing to judge:
# no such file, or the language's toolchain is missing (what to install, on stderr).
set -eu
# name: the file as the user named it, for messages; src: the same file as every tool is handed
# it, never taken for an option (-s, -x.c) nor for awk's var=value: a relative name goes as ./NAME.
name=$1
case $1 in /*) src=$1 ;; *) src=./$1 ;; esac
dir=$2
case $2 in -*) dir=./$2 ;; esac
# (a process costs 10 ms here, and a judged file's runner is looked up on every run: the lookup
# forks as little as it can)
case $0 in */*) runners=${0%/*} ;; *) runners=. ;; esac
here=$runners/.. # judge/: protocol.h
if [ ! -f "$src" ] || [ ! -r "$src" ]; then
	# A typo (bfz.py for bfs.py): the file beside it whose name is nearest, within two edits.
	near=$(ls -A -- "${src%/*}" 2>/dev/null | awk -v n="${src##*/}" -f "$here/tools/nearest.awk")
	case $name in */*) near=${near:+${name%/*}/$near} ;; esac
	echo "judge: cannot read the solution file '$name'${near:+; did you mean SOLUTION=$near?}" >&2
	exit 2
fi
# A file larger than LeetCode's editor takes (it caps code near 100 KB; 1 MB is generous) is
# refused before it is read, hashed or compiled.
size=$(wc -c <"$src")
if [ "$size" -gt 1048576 ]; then
	echo "judge: the solution file '$name' is $size bytes, more than 1 MB (1048576 bytes):" \
		"LeetCode's editor takes about 100 KB; not judged" >&2
	exit 2
fi
case $name in
*.cpp | *.cc) lang=cpp ;;
*.py) lang=python3 ;;
*.java) lang=java ;;
*.js) lang=javascript ;;
*.ts) lang=typescript ;;
*) lang=c ;;
esac
. "$runners/common.sh"
. "$runners/$lang/build.sh"
