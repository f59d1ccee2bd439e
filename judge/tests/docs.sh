# docs.sh: sourced by run_tests.sh. The figures of README.md and docs/ that are cheap to make
# again, made again from the kit and compared: the number of cases (in all and a file), the
# default limits, the targets named, (when valgrind is here) the callgrind counts that
# docs/evidence.md and README.md copy from make bench, the limits and constants the docs quote
# from the code, and a few outputs the docs show (make's refusal of a typo, make submit's draw
# and its example in README.md, the JSON keys, the box's view, the -I rooms, the tag table).
# Expectations come from the kit, never from here; each newer check is also run on a planted
# wrong doc, where it must fail.

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
# The callgrind counts docs/evidence.md copies from make bench (make bench-count gives them
# alone: a second under valgrind, where make bench times the reference too).
if [ -z "${DOCS_NO_CALLGRIND:-}" ] && command -v valgrind >/dev/null; then
	bench=$(timeout 600 $MAKE bench-count 2>&1 | grep '^callgrind: ')
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

# The figures the docs give of the kit's limits and constants, each against the code that sets it.
# figure_row FILE ERE VALUE WHAT: the doc's text (its lines joined) must match ERE, whose first
# group is the figure, and the figure must be VALUE. Every row is also tried on the doc with its
# figure planted one higher, where it must fail: so each row can fail, and does so here each run.
doc_text() { tr '\n' ' ' <"$1" | tr -s ' '; }
# figure_in TEXT ERE: the figure ERE's first group finds in TEXT, or nothing
figure_in() { [[ $1 =~ $2 ]] && printf '%s\n' "${BASH_REMATCH[1]}"; }
code_enum() { sed -nE "s/.*\b$2 = ([0-9]+( << [0-9]+)?).*/\1/p" "$1" | head -n 1 | { read -r e && echo $((e)); }; }
code_default() { sed -nE "s/.*\\\$\{$2:-([0-9]+)\}.*/\1/p" "$1" | head -n 1; }
figures_wrong=
figures_unplanted=
figure_row() {
	local file=$1 re=$2 value=$3 what=$4 text got planted
	text=$(doc_text "$file")
	got=$(figure_in "$text" "$re")
	got=${got//,/}
	if [ -z "$value" ]; then
		figures_wrong="$figures_wrong
$what: the kit's value was not found in the code"
	elif [ "$got" != "$value" ]; then
		figures_wrong="$figures_wrong
$file: $what: the doc says '${got:-(no such sentence: /$re/)}', the kit $value"
	else
		# the same sentence with the figure one higher must be caught
		planted=$(perl -pe 'BEGIN { $re = shift } s/$re/substr($&, 0, $-[1] - $-[0]) . ($1 + 1) . substr($&, $+[1] - $-[0])/e' "$re" <<<"$text")
		[ "$(figure_in "$planted" "$re")" != "$value" ] || figures_unplanted="$figures_unplanted $what"
	fi
}
run_h=judge/run.h run_c=judge/run.c
figure_row docs/design.md 'file size ([0-9]+) MiB, [0-9]+ descriptors' \
	"$(( $(code_enum $run_c OUTPUT_LIMIT) >> 20 ))" "a runner's RLIMIT_FSIZE (run.c OUTPUT_LIMIT)"
figure_row docs/design.md 'file size [0-9]+ MiB, ([0-9]+) descriptors' \
	"$(code_enum $run_h RUNNER_FILES)" "a runner's descriptors (run.h RUNNER_FILES)"
figure_row docs/design.md 'at most ([0-9]+) tasks \(threads and processes\) a box' \
	"$(code_enum $run_h BOX_TASKS)" "a box's tasks (run.h BOX_TASKS)"
figure_row docs/design.md 'when the judge started, plus ([0-9]+)' \
	"$(code_enum $run_h BOX_TASKS)" "RLIMIT_NPROC's margin (run.h BOX_TASKS)"
figure_row docs/design.md 'VmHWM` every ([0-9]+) ms' "$(code_enum $run_c POLL_MS)" "the memory watch (run.c POLL_MS)"
figure_row docs/design.md "reads the runner's CPU clock every ([0-9]+) ms" "$(code_enum $run_c POLL_MS)" \
	"the CPU-time watch (run.c POLL_MS)"
figure_row docs/design.md 'less ([0-9]+) us for the channel' "$(code_enum $run_c CHANNEL_US)" \
	"the channel's allowance (run.c CHANNEL_US)"
figure_row docs/design.md "clock gains ([0-9]+) us at most" "$(code_enum $run_c CHANNEL_US)" \
	"a forged clock's gain (run.c CHANNEL_US)"
figure_row docs/design.md 'stopped after ([0-9]+) s of CPU time a process' \
	"$(code_default judge/runners/common.sh BUILD_SECONDS)" "a build's CPU seconds (common.sh)"
figure_row docs/design.md 'of CPU time a process \(([0-9]+) s for C\+\+' \
	"$(code_default judge/runners/cpp/build.sh BUILD_SECONDS)" "a C++ build's CPU seconds (cpp/build.sh)"
figure_row docs/design.md 's for C\+\+, ([0-9]+) s for Java\)' \
	"$(code_default judge/runners/java/build.sh BUILD_SECONDS)" "a Java build's CPU seconds (java/build.sh)"
figure_row docs/design.md '([0-9]+) MB of address space a process' \
	"$(code_default judge/runners/common.sh BUILD_MB)" "a build's memory (common.sh BUILD_MB)"
figure_row docs/design.md '\(([0-9]+) MB for TypeScript' \
	"$(code_default judge/runners/typescript/build.sh BUILD_MB)" "a TypeScript build's memory (typescript/build.sh)"
figure_row docs/design.md 'or ([0-9]+) MiB written' \
	"$(( $(sed -nE 's/.*--output ([0-9]+) .*/\1/p' judge/runners/common.sh | head -n 1) / 1024 ))" \
	"a build's output (common.sh --output, KiB)"
figure_row docs/design.md 'A solution file over ([0-9]+) MB is refused' \
	"$(( $(sed -nE 's/.*-gt ([0-9]+) .*/\1/p' judge/runners/build_runner.sh | head -n 1) >> 20 ))" \
	"the largest solution file (build_runner.sh)"
figure_row docs/design.md 'at most ([0-9]+) KiB of them' \
	"$(( $(code_enum judge/main.c BUILD_SHOWN_BYTES) / 1024 ))" "the compiler's words shown (main.c BUILD_SHOWN_BYTES)"
figure_row docs/languages.md 'C\+\+ gets ([0-9]+) s in the build box' \
	"$(code_default judge/runners/cpp/build.sh BUILD_SECONDS)" "a C++ build's CPU seconds (cpp/build.sh)"
figure_row docs/languages.md 'in the build box and Java ([0-9]+) s' \
	"$(code_default judge/runners/java/build.sh BUILD_SECONDS)" "a Java build's CPU seconds (java/build.sh)"
figure_row docs/languages.md 'C keeps ([0-9]+) s' \
	"$(code_default judge/runners/common.sh BUILD_SECONDS)" "a C build's CPU seconds (common.sh)"
figure_row docs/languages.md 'TypeScript gets ([0-9]+) MB of address space' \
	"$(code_default judge/runners/typescript/build.sh BUILD_MB)" "a TypeScript build's memory (typescript/build.sh)"
head_b=$(code_enum judge/capture.h CAPTURE_HEAD) tail_b=$(code_enum judge/capture.h CAPTURE_TAIL)
figure_row docs/practice.md 'up to ([0-9]+) KiB each: the first' "$(( (head_b + tail_b) / 1024 ))" \
	"a case's output kept (capture.h)"
figure_row docs/practice.md 'the first ([0-9]+) KiB and the last' "$((head_b / 1024))" "its head (capture.h CAPTURE_HEAD)"
figure_row docs/practice.md 'and the last ([0-9]+) KiB\)' "$((tail_b / 1024))" "its tail (capture.h CAPTURE_TAIL)"
figure_row docs/practice.md 'a file over ([0-9]+) MiB is judged but not copied' \
	"$(( $(code_enum judge/tools/history.c COPY_MAX) >> 20 ))" "history's largest copy (history.c COPY_MAX)"
figure_row docs/practice.md 'a quarter of the case limit, at least ([0-9]+) s' \
	"$(( $(code_enum judge/main.c TAGGED_MS_LEAST) / 1000 ))" "naming approaches after a stop (main.c TAGGED_MS_LEAST)"
figure_row docs/approaches.md 'a quarter of the case limit, at least ([0-9]+) s' \
	"$(( $(code_enum judge/main.c TAGGED_MS_LEAST) / 1000 ))" "naming approaches after a stop (main.c TAGGED_MS_LEAST)"
figure_row docs/approaches.md 'it judges only the first ([0-9]+) cases tagged' \
	"$(code_enum judge/main.c SLOW_TAGGED_AFTER_STOP)" "slow tagged cases after a stop (main.c SLOW_TAGGED_AFTER_STOP)"
# make test's own sizes (run_tests.sh's defaults, leaks.c's calls and inputs)
t_stress=$(code_default judge/tests/run_tests.sh STRESS_N) t_long=$(code_default judge/tests/run_tests.sh LONG_N)
figure_row docs/evidence.md 'a differential test of ([0-9,]+) seeded inputs' "$((2 * t_stress))" "make test's stress inputs"
figure_row docs/evidence.md 'seeded inputs \(two processes of ([0-9,]+)\)' "$t_stress" "make test's stress inputs a process"
figure_row docs/evidence.md 'and ([0-9,]+) long ones' "$((2 * t_long))" "make test's long stress inputs"
figure_row docs/evidence.md 'long ones \(`--long`, two processes of ([0-9,]+)\)' "$t_long" "make test's long inputs a process"
figure_row docs/evidence.md 'beyond the ([0-9,]+) of `make test`' "$((2 * t_stress + 2 * t_long))" "make test's random inputs in all"
figure_row docs/evidence.md '`make rules` on ([0-9,]+) inputs' "$(code_default judge/tests/run_tests.sh RULES_N)" "make test's make rules inputs"
figure_row docs/evidence.md '([0-9,]+) calls in one process under LeakSanitizer' \
	"$(sed -nE 's/.*calls < ([0-9]+);.*/\1/p' judge/tests/leaks.c | head -n 1)" "leaks.c's calls"
figure_row docs/evidence.md 'LeakSanitizer, ([0-9]+) inputs interleaved' "$(code_enum judge/tests/leaks.c INPUTS)" "leaks.c's inputs"
figure_row README.md '\(([0-9]+) inputs interleaved' "$(code_enum judge/tests/leaks.c INPUTS)" "leaks.c's inputs"
[ -z "$figures_wrong" ] && ok "  ... the limits and constants the docs give are the code's (each row also fails on its figure planted one higher)" \
	|| bad "a doc's figure of a limit is not the code's" "$figures_wrong"
[ -z "$figures_unplanted" ] || bad "the figure check would not notice a wrong figure:$figures_unplanted"

# Figures the docs quote from the kit's output or files, made again here. Each check is also run
# once on a planted wrong doc (its function on altered text), where it must fail.
# refusal_wrong TEXT: what of TEXT's quoted refusal of a misspelt variable is not make's own line
refusal=$($MAKE judge SOLUTON=mine.c 2>&1 | head -n 1)
refusal_wrong() {
	local shown
	shown=$(grep -m1 -E '^Makefile:[0-9]+: \*\*\* SOLUTON ' <<<"$1")
	[ "$shown" = "$refusal" ] || printf 'the doc shows: %s\nmake prints:   %s\n' "${shown:-nothing}" "$refusal"
}
# submit_wrong TEXT: practice.md's account of make submit's draw against the judge's own draw
# ("(W cases), then R spread evenly ... (H of them from `hard.txt`")
docs_exe=$($MAKE runner SANITIZE=0 2>/dev/null)
drawn=$(build/judge --runner "$docs_exe" --submit "$submit_cases" cases 2>&1 | grep -oE '^cases/[a-z-]+\.txt:' | sort | uniq -c)
d_whole=$(awk '$2 ~ /^cases\/(examples|traps|traps-found|leetcode-history|wrong-approaches)\.txt:$/ { n += $1 } END { print n + 0 }' <<<"$drawn")
d_all=$(awk '{ n += $1 } END { print n + 0 }' <<<"$drawn")
d_hard=$(awk '$2 == "cases/hard.txt:" { print $1 }' <<<"$drawn")
submit_wrong() {
	local t w r h
	t=$(tr '\n' ' ' <<<"$1" | tr -s ' ')
	w=$(figure_in "$t" 'known wrong approaches \(([0-9]+) cases\), then [0-9]+ spread evenly')
	r=$(figure_in "$t" 'known wrong approaches \([0-9]+ cases\), then ([0-9]+) spread evenly')
	h=$(figure_in "$t" '\(([0-9]+) of them from `hard.txt`')
	[ "$w/$r/$h" = "$d_whole/$((d_all - d_whole))/$d_hard" ] ||
		echo "the doc says $w whole, $r spread, $h from hard.txt; make submit draws $d_whole, $((d_all - d_whole)), ${d_hard:-0} (of $d_all)"
}
# rooms_wrong TEXT: design.md's -I flags are the Makefile's ROOM_FLAGS
rooms=$($MAKE --eval "_zuma_rooms: ; @echo '\$(ROOM_FLAGS)'" _zuma_rooms 2>/dev/null)
rooms_wrong() {
	local shown
	shown=$(grep -oE '\(`(-I[a-z/]+ ?)+`, the Makefile' <<<"$1" | grep -oE -- '-I[a-z/]+' | tr '\n' ' ' | sed 's/ $//')
	[ "$shown" = "$rooms" ] || echo "the doc gives '$shown', the Makefile '$rooms'"
}
# view_wrong TEXT: every path jail.c shows a box (system_paths, default_devices) is in design.md's
# row of the mount namespace
view_paths=$(sed -n '/^static const char \*const \(system_paths\|default_devices\)\[\]/,/;$/p' judge/sandbox/jail.c |
	grep -oE '"/[^"]*"' | tr -d '"')
view_wrong() {
	local row p missing=
	row=$(grep -m1 '^| mount namespace |' <<<"$1")
	for p in $view_paths; do grep -qF "\`$p\`" <<<"$row" || missing="$missing $p"; done
	[ -n "$view_paths" ] && [ -z "$missing" ] || echo "jail.c shows the box${missing:- (no paths read from jail.c)}, which design.md's view leaves out"
}
# tags_wrong TEXT: approaches.md's table of tags (| `tag` | N | `file.txt` (n), ... |) against
# the tags in cases/
tags_wrong() {
	local row tag n where f k have
	while IFS= read -r row; do
		tag=$(sed -nE 's/^\| `([a-z_]+)` \| ([0-9]+) \|.*/\1/p' <<<"$row")
		n=$(sed -nE 's/^\| `([a-z_]+)` \| ([0-9]+) \|.*/\2/p' <<<"$row")
		have=$(grep -c "# \[[a-z_ =0-9-]*\b$tag\b" cases/*.txt | awk -F: '{ n += $2 } END { print n }')
		[ "$n" = "$have" ] || echo "$tag: the doc says $n cases, cases/ tags $have"
		while read -r f k; do
			have=$(grep -c "# \[[a-z_ =0-9-]*\b$tag\b" "cases/$f")
			[ "$k" = "$have" ] || echo "$tag in $f: the doc says $k, the file tags $have"
		done < <(grep -oE '`[a-z-]+\.txt` \([0-9]+\)' <<<"$row" | tr -d '`()')
	done < <(grep -E '^\| `[a-z_]+` \| [0-9]+ \|' <<<"$1")
	grep -qE '^\| `[a-z_]+` \| [0-9]+ \|' <<<"$1" || echo "no table of tags"
}
# docs_figure NAME FILE FUNCTION SED: FUNCTION on FILE must print nothing; on FILE altered by
# SED (a planted wrong figure) it must print something.
docs_figure() {
	local name=$1 file=$2 fn=$3 plant=$4 said planted
	said=$($fn "$(cat "$file")")
	planted=$($fn "$(sed -E "$plant" "$file")")
	if [ -n "$said" ]; then
		bad "$name" "$said"
	elif [ -z "$planted" ]; then
		bad "$name: the check does not notice a wrong figure (sed '$plant' on $file)"
	else
		ok "$name (and not with a planted wrong figure)"
	fi
}
docs_figure "  ... practice.md shows make's own refusal of a misspelt variable" docs/practice.md refusal_wrong \
	's/^Makefile:[0-9]+:/Makefile:1:/'
docs_figure "  ... practice.md's account of make submit's draw is the judge's ($d_whole whole, $((d_all - d_whole)) spread, ${d_hard:-0} of hard.txt)" \
	docs/practice.md submit_wrong 's/\(([0-9]+) of them from `hard.txt`/(1\1 of them from `hard.txt`/'
docs_figure "  ... design.md's -I flags are the Makefile's rooms" docs/design.md rooms_wrong 's| -Ijudge/reference||'
docs_figure "  ... design.md's view of the box names every path jail.c shows it" docs/design.md view_wrong \
	's|`/dev/random`, ||'
docs_figure "  ... approaches.md's table of tags counts the tags of cases/" docs/approaches.md tags_wrong \
	's/^(\| `split_first_only` \| )([0-9]+)/\11\2/'
# json_wrong TEXT: the keys of practice.md's FORMAT=json case line are the judge's, in its order
json_keys() { grep -m1 -oE '^\{"file":.*\}$' | grep -oE '"[a-z_]+":' | tr -d '":' | tr '\n' ' '; }
judge_keys=$($MAKE judge SOLUTION=solution.c CASES=cases/examples.txt SANITIZE=0 FORMAT=json COMPARE=1 2>/dev/null | json_keys)
json_wrong() {
	local shown
	shown=$(json_keys <<<"$1")
	[ -n "$judge_keys" ] && [ "$shown" = "$judge_keys" ] || echo "the doc's keys: $shown
the judge's:    $judge_keys"
}
docs_figure "  ... practice.md's FORMAT=json case line has the judge's keys" docs/practice.md json_wrong \
	's/"approaches":\[\],//'
# readme_submit_wrong TEXT: the counts of README's `make submit` example (a solution that puts a
# ball only next to its own colour: judge/tests/planted/adjacent_only.c) are the judge's today
submit_out=$($MAKE submit SOLUTION="$(flat adjacent_only)" SANITIZE=0 VERBOSE=0 2>&1)
readme_submit_wrong() {
	local block line
	block=$(awk '/^\$ make submit SOLUTION=mine.c .*own colour/ { s = 1 } s && /^```/ { exit } s' <<<"$1")
	[ -n "$block" ] || { echo "no make submit example of adjacent_only in README.md"; return; }
	while IFS= read -r line; do
		grep -qxF -- "$line" <<<"$submit_out" || echo "README shows: $line"
	done < <(grep -E '^[0-9]+ / [0-9]+ testcases passed$|^First failing case: |such cases failed\)$|wrong cases\)$|^Cases: |^cases/[a-z-]+\.txt:[0-9]+ .* (WA|AC|RE|TLE) ' <<<"$block" |
		sed -E 's/ +[0-9.]+ ms$//')
	# the Wall time line's count of tagged cases (its times vary)
	line=$(grep -oE '\([0-9]+ tagged cases\)' <<<"$block")
	grep -qF -- "$line" <<<"$submit_out" || echo "README shows ${line:-no count of tagged cases}"
}
submit_out=$(sed -E 's/ +[0-9.]+ ms$//' <<<"$submit_out")
docs_figure "  ... README's make submit example is what make submit prints for adjacent_only.c today" README.md \
	readme_submit_wrong 's|^4 / 60 testcases passed$|5 / 60 testcases passed|'
# readme_bench_wrong TEXT: README's instruction counts (its make bench paragraph) are make
# bench's callgrind counts of today, as evidence.md's are (above; only where valgrind is).
readme_bench_wrong() {
	local t want_h want_w got_h got_w
	t=$(tr '\n' ' ' <<<"$1" | tr -s ' ' | tr -d ,)
	got_h=$(figure_in "$t" 'takes ([0-9]+) instructions a case inside `findMinStep` on `cases/hard.txt`')
	got_w=$(figure_in "$t" 'and ([0-9]+) on `cases/worst.txt`')
	want_h=$(sed -nE 's|^callgrind: ([0-9]+) instructions a case inside findMinStep on cases/hard.txt .*|\1|p' <<<"$bench")
	want_w=$(sed -nE 's|^callgrind: ([0-9]+) instructions a case inside findMinStep on cases/worst.txt .*|\1|p' <<<"$bench")
	[ -n "$want_h" ] && [ "$got_h/$got_w" = "$want_h/$want_w" ] ||
		echo "README gives ${got_h:-?} and ${got_w:-?} instructions a case; make bench ${want_h:-?} and ${want_w:-?}"
}
if [ -n "${bench:-}" ]; then
	docs_figure "  ... README's instruction counts are make bench's today" README.md readme_bench_wrong \
		's/takes ([0-9,]+)$/takes 9\1/'
fi
