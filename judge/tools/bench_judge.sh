#!/usr/bin/env bash
# bench_judge.sh (make bench-judge): the time to a verdict, the judge's own overhead, in each
# language. For each, the kit's fastest solution in that language (solution.c, else its port
# judge/ports/solution.EXT) is copied to a new file and submitted twice with make submit: the
# first time as a new user's first submit of that language (a build folder holding the kit's own
# programs, the precompiled C++ prelude, javac's archive and V8's code cache of tsc, as `make
# setup` leaves it: the file's runner is built), the second as a
# submit of the same file again (its runner cached). Printed for each: the seconds from the
# start of make to the verdict line, less the solution's own runtime (the summary's "Runtime:
# ... in all"): that is the overhead the targets bound (1.5 s on a second submit, 6 s on a
# first); and the whole run with the speed comparison after the verdict. A figure of the
# clock: run it with nothing else on the machine. Then what V8's code cache of tsc saves a
# TypeScript build, in CPU time (v8_cache_saves).
# usage: bench_judge.sh BUILD_DIR (the kit's programs are copied from it)
set -u
from=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset MAKEFLAGS MFLAGS MAKELEVEL
export NO_COLOR=1 ZUMA_DIR=$tmp/zuma
now() { date +%s%N; }

# submit FILE B: sets verdict_s (make's start to the verdict line), total_s, runtime_s, verdict.
submit() {
	local t0 line t_verdict=
	verdict= runtime_s=0
	t0=$(now)
	while IFS= read -r line; do
		case $line in
		Accepted | "Wrong Answer" | "Runtime Error" | "Time Limit Exceeded" | \
			"Memory Limit Exceeded" | "Output Limit Exceeded" | "Compile Error")
			[ -z "$t_verdict" ] && t_verdict=$(now) verdict=$line ;;
		"Runtime: "*" ms in all"*)
			runtime_s=$(sed -E 's/^Runtime: ([0-9.]+) ms in all.*/\1/' <<<"$line" |
				awk '{ printf "%.3f", $1 / 1000 }') ;;
		esac
	done < <(make --no-print-directory -s submit SOLUTION="$1" B="$2" 2>&1)
	local t1
	t1=$(now)
	[ -n "$t_verdict" ] || t_verdict=$t1
	verdict_s=$(awk -v a="$t0" -v b="$t_verdict" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
	total_s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
}

printf '%-11s %-34s %9s %9s %9s %9s %9s\n' language file "first" "overhead" second overhead "2nd whole"
for ext in c cpp java py js ts; do
	case $ext in
	c) src=solution.c lang=C ;;
	cpp) src=judge/ports/solution.cpp lang=C++ ;;
	java) src=judge/ports/solution.java lang=Java ;;
	py) src=judge/ports/solution.py lang="Python 3" ;;
	js) src=judge/ports/solution.js lang=JavaScript ;;
	ts) src=judge/ports/solution.ts lang=TypeScript ;;
	esac
	[ -f "$src" ] || continue
	b=$tmp/build-$ext
	# as `make setup` leaves a build folder: the kit's programs, the C++ prelude precompiled,
	# javac's archive, V8's code cache of tsc and the JavaScript libraries (make prebuild makes
	# them), not the file's runner
	mkdir -p "$b" && cp "$from"/*.o "$from"/judge "$from"/history "$from"/confine "$b/" 2>/dev/null
	cp "$from"/prelude-*.pch "$from"/javac-*.jsa "$from"/tsc-*.v8cache "$from"/libs-*.json "$b/" 2>/dev/null
	mine=$tmp/mine-$ext.$ext
	{ cat "$src"; printf '\n%s bench-judge %s\n' "$([ $ext = py ] && echo '#' || echo '//')" "$(now)"; } >"$mine"
	submit "$mine" "$b"
	if [ "$verdict" != Accepted ]; then
		printf '%-11s %-34s skipped: %s (make submit SOLUTION=%s says why)\n' "$lang" "$src" \
			"${verdict:-no verdict}" "$src"
		continue
	fi
	first=$verdict_s first_over=$(awk -v v="$verdict_s" -v r="$runtime_s" 'BEGIN { printf "%.2f", v - r }')
	submit "$mine" "$b"
	second_over=$(awk -v v="$verdict_s" -v r="$runtime_s" 'BEGIN { printf "%.2f", v - r }')
	printf '%-11s %-34s %8ss %8ss %8ss %8ss %8ss\n' "$lang" "$src" "$first" "$first_over" \
		"$verdict_s" "$second_over" "$total_s"
done
echo "(seconds of the clock from make's start to the verdict line; overhead: less the solution's"
echo " own runtime; the first submit builds the file's runner, the second finds it built; the"
echo " whole second run includes the speed comparison after the verdict)"

# v8_cache_saves B: what V8's code cache of tsc.js (typescript/build.sh) saves a TypeScript build:
# builds of new files in build folder B with the cache, and beside a file that is no cache
# (passed over: tsc compiled from its source, as when there is none; B keeps a sound one between
# builds); the least CPU time (user + system, of the build and its box) of three builds each,
# and the clock's seconds of those builds.
v8_cache_saves() {
	local b=$1 cache keep i kind f t TIMEFORMAT='%R %U %S'
	cache=$(ls "$b"/tsc-*.v8cache 2>/dev/null | head -n 1)
	[ -n "$cache" ] || return 0
	keep=$tmp/tsc.v8cache
	cp "$cache" "$keep"
	for i in 1 2 3; do
		for kind in with without; do
			if [ $kind = with ]; then cp "$keep" "$cache"; else printf 'no cache' >"$cache"; fi
			f=$tmp/v8-$kind-$i.ts
			{ cat judge/ports/solution.ts; printf '\n// bench-judge %s\n' "$(now)"; } >"$f"
			t=$({ time make --no-print-directory -s runner SOLUTION="$f" B="$b" >/dev/null 2>&1; } 2>&1)
			awk '{ printf "%.2f %.2f\n", $2 + $3, $1 }' <<<"$t" >>"$tmp/v8-$kind"
		done
	done
	cp "$keep" "$cache"
	local with without
	with=$(sort -n "$tmp/v8-with" | head -n 1) without=$(sort -n "$tmp/v8-without" | head -n 1)
	awk -v w="$with" -v o="$without" -v size="$(wc -c <"$keep")" 'BEGIN {
		split(w, a, " "); split(o, b, " ")
		printf "TypeScript: V8'"'"'s code cache of tsc.js (%.1f MB, made once by make setup) saves %.2f s of CPU a build:\n", size / 1e6, b[1] - a[1]
		printf "  %.2f s with it, %.2f s without (the least of 3 builds each; their clock: %.2f s and %.2f s)\n", a[1], b[1], a[2], b[2]
	}'
}
[ -d "$tmp/build-ts" ] && v8_cache_saves "$tmp/build-ts"

