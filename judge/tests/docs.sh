# docs.sh: sourced by run_tests.sh. The figures of README.md and docs/ that are cheap to make
# again, made again from the kit and compared: the number of cases (in all and a file), the
# default limits, the targets named, and (when valgrind is here) the callgrind counts that
# docs/evidence.md copies from make bench. Expectations come from the kit, never from here.

echo "== the docs against the kit: case counts, limits, targets, instruction counts"
doc_files=(README.md docs/*.md)
count_cases() { grep -Evc '^[[:space:]]*(#|$)' "$@" | awk -F: '{ n += $NF } END { print n }'; }
total_cases=$(cat cases/*.txt | grep -Evc '^[[:space:]]*(#|$)')
# In README.md every count of "the cases" is today's; in docs/ the sentences that say "now" or
# name the default cases are (docs/ also shows older runs, each labelled with its own count).
# The lines of README.md's `$ make submit` examples count SUBMIT_CASES cases, not cases/'s.
submit_cases=$($MAKE --eval "_zuma_submit: ; @echo '\$(SUBMIT_CASES)'" _zuma_submit 2>/dev/null)
submit_lines=$(awk '/^\$ make submit/ { s = 1 } s && /^```/ { s = 0 } s { printf "%d ", NR }' README.md)
wrong=$( { grep -noE "(all|on|cases:) [0-9]+ cases|/ [0-9]+ testcases passed|[0-9]+000 ms in all" README.md
	grep -noE "now holds [0-9]+|the default cases, [0-9]+ cases|on the [0-9]+ cases" docs/*.md; } |
	awk -v t="$total_cases" -v st="$submit_cases" -v sl="$submit_lines" 'BEGIN { split(sl, a, " ")
		for (i in a) sub_line[a[i]] = 1 }
		{ line = $0; gsub(/000 ms in all/, " ms in all", line)
		n = line; gsub(/[^0-9 :]/, "", n); split(n, w, /[ :]+/); v = w[length(w)] + 0
		if (v == 0) for (i = length(w); i > 0; i--) if (w[i] != "") { v = w[i] + 0; break }
		split($0, f, ":"); want = (f[1] in sub_line) ? st : t
		if (v != want) print $0 }')
[ -z "$wrong" ] && ok "README.md and docs/ give today's $total_cases cases where they say how many cases/ holds" \
	|| bad "a doc's count of the cases is not cases/'s $total_cases" "$wrong"
# FILE.txt (N cases), anywhere: N is that file's count today.
wrong=
while IFS= read -r hit; do
	f=$(sed -E 's/^.*[^a-z-]([a-z-]+\.txt).*$/\1/' <<<"$hit")
	n=$(grep -oE '[0-9,]+ cases' <<<"$hit" | head -n 1 | tr -d ', cases')
	[ -f "cases/$f" ] || continue
	have=$(count_cases "cases/$f")
	[ "$n" = "$have" ] || wrong="$wrong
$hit (cases/$f holds $have)"
done < <(grep -noE "[a-z-]+\.txt\`? \(?[0-9,]+ cases" "${doc_files[@]}")
[ -z "$wrong" ] && ok "  ... and each \"FILE.txt (N cases)\" is that file's count today" \
	|| bad "a doc's count of a case file is not the file's" "$wrong"
# The default limits: make's own DEFAULT_LIMITS and MEMORY_LIMIT, against README's and
# practice.md's sentences.
limits=$($MAKE --eval "_zuma_limits: ; @printf '%s / %s\\n' '\$(DEFAULT_LIMITS)' '\$(MEMORY_LIMIT)'" _zuma_limits 2>/dev/null)
case_ms=${limits%% a case*} mb=${limits##*/ }
all_ms=$(sed -n 's/.*in all \([0-9]*\) a case.*/\1/p' <<<"$limits")
least_ms=$(sed -n 's/.*at least \([0-9]*\).*/\1/p' <<<"$limits")
wrong=$( { grep -noE "Limits: [0-9]+ ms a case, [0-9]+ ms in all, [0-9]+ MB" README.md |
		awk -v ms="$case_ms" -v all="$all_ms" -v mb="$mb" -v t="$total_cases" -v st="$submit_cases" \
			-v least="$least_ms" -v sl="$submit_lines" 'BEGIN { split(sl, a, " ")
			for (i in a) sub_line[a[i]] = 1 }
			{ split($0, w, /[ ,:]+/); n = (w[1] in sub_line) ? st : t
			total = all * n < least ? least : all * n
			if (w[3] != ms || w[7] != total || w[11] != mb) print }'
	grep -noE "^Defaults: [0-9,]+ ms a case" docs/practice.md | tr -d , |
		awk -v ms="$case_ms" '{ split($0, w, /[ :]+/); if (w[3] != ms) print }'; } )
[ -n "$case_ms" ] && [ -z "$wrong" ] && ok "  ... the limits the docs give are make's: $case_ms ms a case, $mb MB" \
	|| bad "a doc's limits are not make's ($limits)" "$wrong"
# Every make target the docs name is one of the Makefile's.
targets=$(sed -n '/^\.PHONY:/{:a;/\\$/{N;ba};p}' Makefile | sed 's/^\.PHONY://' | tr -d '\\' | tr -s ' \t\n' '\n')
unknown=$(grep -ohE '`make [a-z][a-z-]*' "${doc_files[@]}" | sed 's/^`make //' | sort -u | grep -vxF -f <(echo "$targets"))
[ -z "$unknown" ] && ok "  ... every \`make TARGET\` in the docs is a target of the Makefile" \
	|| bad "the docs name targets the Makefile lacks" "$unknown"
# The callgrind counts docs/evidence.md copies from make bench (a few seconds under valgrind).
if [ -z "${DOCS_NO_CALLGRIND:-}" ] && command -v valgrind >/dev/null; then
	bench=$(timeout 600 $MAKE bench 2>&1 | grep '^callgrind: ')
	shown=$(grep -h '^callgrind: [0-9]' "${doc_files[@]}" | sort -u)
	if [ -z "$bench" ]; then
		echo "note: make bench gave no callgrind line in 10 minutes; instruction counts not compared"
	else
		stale=$(grep -vxF -f <(echo "$bench") <<<"$shown")
		[ -n "$shown" ] && [ -z "$stale" ] && ok "  ... the callgrind counts in the docs are make bench's today" \
			|| bad "docs show callgrind counts make bench does not give" "docs:
$stale
make bench:
$bench"
	fi
else
	echo "note: valgrind not found (or DOCS_NO_CALLGRIND set); the docs' instruction counts not compared"
fi
