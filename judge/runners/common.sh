# runners/common.sh: what every language's build shares, sourced by build_runner.sh with src
# (the solution), dir (the build folder), here (judge/), runners (judge/runners/) and lang set. A language's build.sh
# calls, in order: runner_key WORDS... -- FILES... (prints the runner's path and exits 0 when
# that very build exists), build_start (a private work folder holding a copy of the solution
# named as the user named it, so the compiler's words and tracebacks name the user's file),
# in_box PROGRAM ARG... (the compiler in the build box of confine.c: no network, nothing but
# the work folder and the system; its words on stderr), and runner_install FILE.

# The file name as the user wrote it, for #line and tracebacks: no newline, no quote, no
# backslash can reach generated code.
case $name in
*'
'* | *'"'* | *\\*) user_name=$(printf '%s' "$name" | tr '\n"\\' '???') ;;
*) user_name=$name ;;
esac

# user_source: the solution's bytes as LeetCode's editor hands them over: without a leading
# UTF-8 byte-order mark (the editor drops it; compilers and the prelude before it would not).
user_source() {
	LC_ALL=C sed '1s/^\xEF\xBB\xBF//' "$src"
}

# runner_key WORDS... -- FILES...: the runner's name is a hash of everything that goes into it
# (the language, compiler, flags, harness files, the solution's bytes): a build is never stale
# and never shared by two files.
runner_key() {
	key=$({
		printf '%s\n' "$lang" "$name"
		while [ $# -gt 0 ] && [ "$1" != -- ]; do
			printf '%s\n' "$1"
			shift
		done
		shift
		cat "$@" "$runners/common.sh" "$runners/$lang/build.sh" "$src"
	} | sha256sum)
	key=${key%"${key#????????????????????}"} # (its first 20 characters)
	exe=$dir/runner-$lang-$key
	if [ -x "$exe" ]; then
		printf '%s\n' "$exe"
		exit 0
	fi
}

build_start() {
	tmp=$(mktemp "$dir/runner-build.XXXXXX")
	log=$tmp.log
	work=$(mktemp -d "$dir/runner-build.XXXXXX")
	trap 'rm -rf "$tmp" "$tmp.o" "$tmp.build" "$tmp.exe" "$tmp.jar" "$tmp.jsa" "$tmp.classes" "$log" "$work"' EXIT
	trap 'exit 130' INT QUIT TERM HUP # (the EXIT trap runs then too: nothing is left behind)
}

# in_box PROGRAM ARG...: runs in the work folder, inside the build box; the program's words go
# to $log; returns its status. The folder is bounded as a whole, not only file by file: the
# program works in a tmpfs of the work folder's bytes and 64 MB more (javac once wrote 359 MB
# of class files for a 200 KB source, each file under the 16 MiB a file).
in_box() {
	"$dir/confine" --time "${BUILD_SECONDS:-10}" --memory "${BUILD_MB:-1024}" \
		--output 16384 --space 64 --dir "$work" -- "$@" 2>"$log" >&2 && return 0
	set -- $?
	if grep -q '^confine: refused' "$log"; then # no box here: nothing is built (exit 2)
		cat "$log" >&2
		exit 2
	fi
	return "$1"
}

# defined_symbols NAME...: what solution.o (in the work folder) defines of those names, a line
# "TYPE BINDING NAME" each, into $log, read in the build box; a failure ends the build (exit 1,
# its words on stderr). (readelf, not nm: nm loads every plugin of bfd-plugins, LLVM's among them
# where it is installed, 0.2 s of CPU against 0.015; the box filters, as its output is bounded.)
defined_symbols() {
	# shellcheck disable=SC2016 # the script is the box's
	in_box sh -c 'readelf -sW solution.o >symbols && awk -v names=" $* " '"'"'$7 != "UND" &&
		index(names, " " $8 " ") { print $4, $5, $8 }'"'"' symbols' sh "$@" || { cat "$log" >&2; exit 1; }
}

# missing TOOL WHAT-TO-INSTALL: a missing toolchain is a message and exit status 2 (nothing
# to judge, as for a missing file), never a verdict.
missing() {
	echo "judge: $lang needs $1, which is not installed here. $2" >&2
	exit 2
}

# runner_install FILE [BUILD-TEXT]: the runner, and beside it RUNNER.build for the judge
# (main.c): what its build is, for the first line and the summary. Every language has the same
# default limits (main.c), calibrated on the slowest builds (sanitizers, CPython).
runner_install() {
	if [ $# -gt 1 ]; then
		printf '%s\n' "$2" >"$1.build"
		mv -f "$1.build" "$exe.build"
	fi
	chmod 755 "$1" # the runner runs as nobody
	mv -f "$1" "$exe"
	printf '%s\n' "$exe"
}
