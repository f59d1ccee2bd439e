#!/usr/bin/env bash
# bench_ports.sh (make bench-ports): solution.c's algorithm beside the plain BFS, in each language
# the kit has a port of it for. For each, make judge of the port (judge/ports/solution.EXT) and
# of the plain BFS (judge/tests/planted/lang/bfs.EXT) on CASES, one run at a time, the speed
# comparison and the history left out; printed for each: the verdict, the cases passed, the
# slowest case and the total, as the judge's summary gives them ("Runtime: ... in all": each
# call timed by the runner's clock, which the machine's load lengthens, so they move from run to
# run; say the load with the figures). A language whose toolchain is missing is skipped, said so.
# usage: bench_ports.sh CASES
set -u
cases=${1:-cases}
unset MAKEFLAGS MFLAGS MAKELEVEL
export NO_COLOR=1

printf '%-11s %-40s %-9s %-11s %12s  %-48s %12s\n' language file verdict passed slowest \
	"slowest case" total
for ext in cpp java py js ts; do
	case $ext in
	cpp) lang=C++ ;;
	java) lang=Java ;;
	py) lang="Python 3" ;;
	js) lang=JavaScript ;;
	ts) lang=TypeScript ;;
	esac
	[ -f "judge/ports/solution.$ext" ] || continue
	for file in "judge/ports/solution.$ext" "judge/tests/planted/lang/bfs.$ext"; do
		out=$(make --no-print-directory -s judge SOLUTION="$file" CASES="$cases" COMPARE=0 \
			HISTORY=0 2>&1)
		if grep -q "which is not installed here" <<<"$out"; then
			echo "$lang: skipped, $(grep -m1 -o '[^:]*which is not installed here.*' <<<"$out")"
			continue 2
		fi
		verdict=$(grep -m1 -xE "Accepted|Wrong Answer|Runtime Error|Time Limit Exceeded|Memory Limit Exceeded|Output Limit Exceeded|Compile Error" <<<"$out")
		passed=$(grep -m1 -oE '^[0-9]+ / [0-9]+' <<<"$out" | tr -d ' ')
		runtime=$(grep -m1 '^Runtime: ' <<<"$out")
		total=$(sed -nE 's/^Runtime: ([0-9.]+) ms in all.*/\1 ms/p' <<<"$runtime")
		slowest=$(sed -nE 's/.*; slowest case .* ([0-9.]+ ms)$/\1/p' <<<"$runtime")
		where=$(sed -nE 's/.*; slowest case (cases\/)?(.*) [0-9.]+ ms$/\2/p' <<<"$runtime")
		printf '%-11s %-40s %-9s %-11s %12s  %-48s %12s\n' "$lang" "$file" "${verdict:-?}" \
			"${passed:-?}" "${slowest:--}" "${where:--}" "${total:--}"
	done
done
