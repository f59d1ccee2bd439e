# history.sh: sourced by run_tests.sh (issue 29). The submission history: submits in C and in
# every other language whose toolchain is here, a make judge marked as such, make history's
# table (newest first, aligned) and FORMAT=json, SHOW=, DIFF=, a judge that crashes mid-run and
# a damaged line (each named and skipped, no record lost). The contest clock on a fake clock
# (ZUMA_NOW): two WAs, a CE and an AC scored as LeetCode scores them, and a contest that runs
# out. Each check keeps its own history folder (ZUMA_DIR), so none sees another's records.

echo "== the submission history and the contest clock (make history, make contest)"
P=judge/tests/planted.txt
H=$tmp/history
mkdir -p "$H"
# hmake DIR ARGS...: make with the history kept in DIR, times in UTC; plain builds, and time
# to build on a loaded machine (nothing here is about the build).
hmake() {
	local dir=$1
	shift
	ZUMA_DIR=$dir TZ=UTC BUILD_SECONDS=120 $MAKE "$@" SANITIZE=0 2>&1
}

# Several submissions: C Accepted, C Wrong Answer, C Compile Error, each other language's
# plain BFS, and a make judge.
d=$H/langs
wrong=$(flat wrong_once)
printf 'int findMinStep(char *board, char *hand) { return 1 +; }\n' >"$tmp/ce_hist.c"
hmake "$d" submit SOLUTION=solution.c CASES=$P >/dev/null
hmake "$d" submit SOLUTION="$wrong" CASES=$P >/dev/null
out=$(hmake "$d" submit SOLUTION="$tmp/ce_hist.c" CASES=$P)
expect_in "every make submit is saved: the run says its number" "$out" "^Compile Error$" \
	"^History: saved as #3 \(make history SHOW=3 shows it\)$"
declare -A lang_of=([py]="Python 3" [js]=JavaScript [java]=Java [cpp]=C++ [ts]=TypeScript)
langs=(C)
for ext in py js; do
	if $MAKE runner SOLUTION=judge/tests/planted/lang/bfs.$ext SANITIZE=0 2>&1 |
		grep -q "which is not installed here"; then
		echo "skip ${lang_of[$ext]} in the history: its toolchain is not installed here"
		continue
	fi
	hmake "$d" submit SOLUTION=judge/tests/planted/lang/bfs.$ext CASES=$P SANITIZE=0 >/dev/null
	langs+=("${lang_of[$ext]}")
done
hmake "$d" judge SOLUTION="$wrong" CASES=$P >/dev/null
n=$(grep -c . "$d/history")
out=$(hmake "$d" history)
expect_in "make history: one row a run, newest first, the make judge marked as such" "$out" \
	"^#  Submitted +Kind +Status +Passed +Runtime +Memory +Language +File +SHA-256$" \
	"^$n  [0-9-]+ [0-9:]+  judge +Wrong Answer +5/6 +[0-9.]+ ms +[0-9.]+ MB +C +.*wrong_once.c +[0-9a-f]{8}  first failing judge/tests/planted.txt:5$" \
	"^3  .* submit +Compile Error +C +.*ce_hist.c +[0-9a-f]{8}$" \
	"^2  .* submit +Wrong Answer +3/6 .* first failing judge/tests/planted.txt:5$" \
	"^1  .* submit +Accepted +6/6 +[0-9.]+ ms +[0-9.]+ MB +C +solution.c +[0-9a-f]{8}$"
ids=$(awk 'NR > 1 { printf "%s ", $1 }' <<<"$out")
[ "$ids" = "$(seq -s ' ' "$n" -1 1) " ] && ok "  ... the rows in order: $ids" || bad "rows not newest first: $ids" "$out"
for lang in "${langs[@]}"; do
	grep -Eq "^[0-9]+  .* submit +Accepted +6/6 .* $lang +.*bfs\.|^1 .* $lang " <<<"$out" \
		&& ok "  ... $lang: its submission listed, Accepted, with its language" \
		|| bad "$lang's submission is not listed as Accepted" "$out"
done
# Aligned: every row's Language and SHA-256 cells start where the heading's do.
misaligned=$(awk 'NR == 1 { l = index($0, "Language"); s = index($0, "SHA-256"); next }
	substr($0, l - 2, 2) != "  " || substr($0, l, 1) == " " || substr($0, s - 2, 2) != "  " ||
	substr($0, s, 8) ~ /[^0-9a-f]/ || substr($0, s + 8, 1) ~ /[^ ]/ { print }' <<<"$out")
[ -z "$misaligned" ] && ok "  ... aligned: each row's language and hash under their headings" \
	|| bad "rows out of line with the headings" "$misaligned"
grep -q $'\033' <<<"$out" && bad "  ... colour written to a pipe" "$(cat -v <<<"$out")" \
	|| ok "  ... no colour when the output is not a terminal"
if command -v sha256sum >/dev/null; then
	sum=$(sha256sum <"$wrong" | cut -c1-64)
	grep -q "\"sha256\":\"$sum\"" "$d/history" && [ -f "$d/files/$sum.c" ] \
		&& ok "  ... the file's hash is its SHA-256 (sha256sum agrees), its copy kept under it" \
		|| bad "the record's hash is not sha256sum's $sum" "$(cat "$d/history")"
fi
out=$(hmake "$d" history FORMAT=json)
rows=$(grep -c '^{"v":1,"kind":"\(submit\|judge\)",' <<<"$out")
expect_in "make history FORMAT=json: one object a run, newest first" "$out" \
	"^\{\"v\":1,\"kind\":\"judge\",\"time\":[0-9]+,\"id\":$n,.*\"verdict\":\"WA\",\"result\":\"Wrong Answer\",\"passed\":5,\"total\":6,.*\"first_failing\":\"judge/tests/planted.txt:5\"" \
	"\"id\":3,.*\"verdict\":\"CE\",.*\"passed\":null,\"total\":null"
[ "$rows" = "$n" ] && ok "  ... $n objects for $n runs" || bad "FORMAT=json printed $rows objects for $n runs" "$out"
if command -v python3 >/dev/null; then
	python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' <<<"$out" \
		&& ok "  ... and each line parses as JSON (python3)" || bad "make history's JSON does not parse" "$out"
fi
out=$(hmake "$d" history SHOW=2)
code=$(sed -n '/^== the file$/,$p' <<<"$out" | tail -n +2)
expect_in "make history SHOW=2: the submission's result, the judge's output and its file" "$out" \
	"^#2  Wrong Answer  make submit, [0-9-]+ [0-9:]+$" \
	"^3 / 6 testcases passed; first failing case judge/tests/planted.txt:5$" \
	"^== the judge's output$" "^First failing case: judge/tests/planted.txt:5$" "^== the file$"
[ "$code" = "$(cat "$wrong")" ] && ok "  ... the file shown is the one submitted, byte for byte" \
	|| bad "SHOW=2 does not show the submitted file" "$out"
out=$(hmake "$d" history SHOW=99; echo "exit $?")
expect_in "  ... SHOW= of a number not in the history is named" "$out" \
	"SHOW: no submission #99 in the history" "exit [1-9]"

# DIFF=: two versions of one file, submitted one after the other.
d=$H/diff
cp "$wrong" "$tmp/mine_hist.c"
hmake "$d" submit SOLUTION="$tmp/mine_hist.c" CASES=$P >/dev/null
sed -i 's/: 3;$/: 2;/' "$tmp/mine_hist.c"
hmake "$d" submit SOLUTION="$tmp/mine_hist.c" CASES=$P >/dev/null
out=$(hmake "$d" history DIFF=1,2; echo "exit $?")
expect_in "make history DIFF=1,2: diff -u between the two submissions' files" "$out" \
	"^--- #1 .*mine_hist.c \(Wrong Answer, " "^\+\+\+ #2 .*mine_hist.c \(Accepted, " \
	"^-.*: 3;$" "^\+.*: 2;$" "exit 0"
changed=$(grep -Ec '^[-+][^-+]' <<<"$out")
[ "$changed" = 2 ] && ok "  ... and only the line that changed" || bad "DIFF showed $changed changed lines (want 2)" "$out"
out=$(hmake "$d" history DIFF=2,2)
expect_in "  ... DIFF= of a submission with itself: the same file" "$out" "^#2 and #2 are the same file$"
out=$(hmake "$d" history DIFF=1; echo "exit $?")
expect_in "  ... DIFF= with one number is refused, with the form it takes" "$out" \
	"DIFF='1': two submission numbers, as DIFF=3,5" "exit [1-9]"

# A crash of the judge: a judge (in a build folder of its own) that prints its first line, then
# dies of SIGSEGV. The run is kept as an Internal Error; every earlier record stays.
d=$H/crash
fake=$tmp/fakeb
mkdir -p "$fake"
cp -p build/*.o build/confine build/history "$fake/"
cat >"$fake/judge" <<FAKE
#!/bin/sh
case "\$1" in --escape) exec "$PWD/build/judge" "\$@" ;; esac
"$PWD/build/judge" "\$@" | head -n 1
kill -SEGV \$\$
FAKE
chmod +x "$fake/judge"
hmake "$d" submit SOLUTION=solution.c CASES=$P >/dev/null
before=$(cat "$d/history")
out=$(hmake "$d" submit SOLUTION=solution.c CASES=$P B="$fake" SANITIZE=0; echo "exit $?")
after=$(cat "$d/history")
expect_in "a judge that crashes mid-run: its run recorded as an Internal Error, the signal named" "$out" \
	"^Judging solution.c " "^History: saved as #2 " "exit [1-9]"
[ "${after:0:${#before}}" = "$before" ] && [ "$(grep -c . <<<"$after")" = 2 ] \
	&& grep -q '"id":2,.*"verdict":"IE","result":"Internal Error (judge killed, signal 11)"' <<<"$after" \
	&& ok "  ... the earlier record untouched, one whole line added" \
	|| bad "the history after a crash of the judge" "$after"
out=$(hmake "$d" judge SOLUTION=solution.c CASES=$P FILTER=no-such-case; echo "exit $?")
[ "$(cat "$d/history")" = "$after" ] && grep -q "exit [1-9]" <<<"$out" \
	&& ok "  ... a run the judge refuses (FILTER= matches no case) is not recorded" \
	|| bad "a refused run was recorded" "$out
$(cat "$d/history")"
ls "$d/tmp" | grep -q . && bad "  ... a run's folder was left behind" "$(ls "$d/tmp")" \
	|| ok "  ... and no run's folder left behind"

# A Ctrl-C: SIGINT to the run's whole process group, as a terminal sends it, once the judge has
# started (sleepy.c sleeps on long boards): nothing recorded, the history as it was.
if command -v setsid >/dev/null; then
	ZUMA_DIR=$d BUILD_SECONDS=120 setsid $MAKE submit SOLUTION="$(flat sleepy)" CASES=cases/examples.txt SANITIZE=0 \
		>"$tmp/ctrl-c.out" 2>&1 &
	pid=$!
	for _ in $(seq 600); do grep -qs '^Judging' "$tmp/ctrl-c.out" && break; sleep 0.1; done # (-s: the job may not have opened it yet)
	kill -INT -- "-$pid"
	wait "$pid"
	[ "$(cat "$d/history")" = "$after" ] && ! grep -q "^History: saved" "$tmp/ctrl-c.out" \
		&& ok "a Ctrl-C during a run records nothing and leaves the history as it was" \
		|| bad "the history after a Ctrl-C" "$(cat "$tmp/ctrl-c.out" "$d/history")"
else
	echo "skip the Ctrl-C check: setsid is not installed"
fi

# A damaged line: one cut short by a crash (no newline), then garbage in the middle. Each is
# named by its line and skipped; the next run still appends a whole line.
printf '{"v":1,"kind":"submit","time":17000' >>"$d/history"
out=$(hmake "$d" history)
expect_in "a line cut short: named by its line and skipped, the others listed" "$out" \
	"history: warning: $d/history:3 is a damaged record \(cut short: " \
	"^2  .* submit +Internal Error \(judge killed, signal 11\)" "^1  .* submit +Accepted "
hmake "$d" submit SOLUTION="$wrong" CASES=$P >/dev/null
sed -i '1a this is not a record' "$d/history"
out=$(hmake "$d" history)
expect_in "  ... the next run appends a whole line after it; a garbled line is named too" "$out" \
	"history: warning: $d/history:2 is a damaged record \(\"this is not a record\"\), skipped" \
	"history: warning: $d/history:4 is a damaged record" \
	"^3  .* submit +Wrong Answer +3/6 " "^2  .* Internal Error" "^1  .* Accepted "
lost=$(grep -c '^[0-9]  ' <<<"$out")
[ "$lost" = 3 ] && ok "  ... no record lost: 3 of 3 listed" || bad "$lost of 3 records listed" "$out"

# The contest: LeetCode's score is the time of the first Accepted submission plus 5 minutes for
# each wrong one before it; a Compile Error costs nothing.
d=$H/contest
t=1700000000
at() { ZUMA_NOW=$((t + $1)) hmake "$d" "${@:2}"; }
out=$(at 0 contest)
expect_in "make contest starts a 90-minute clock" "$out" \
	"^Contest started at 2023-11-14 22:13: 90 minutes, until 23:43\."
at 600 submit SOLUTION="$wrong" CASES=$P >/dev/null
at 900 submit SOLUTION="$tmp/ce_hist.c" CASES=$P >/dev/null
out=$(at 1200 submit SOLUTION="$wrong" CASES=$P)
expect_in "each make submit says where the contest stands" "$out" \
	"^Contest running: 0:20:00 used of 1:30:00 \(1:10:00 left\); 3 submissions, 2 wrong: penalty 0:10:00$"
out=$(at 1500 contest-status)
expect_in "make contest-status: time used, submissions, penalty (a CE costs nothing)" "$out" \
	"^Contest running: 0:25:00 used of 1:30:00 \(1:05:00 left\); 3 submissions, 2 wrong: penalty 0:10:00$"
out=$(at 1600 contest; echo "exit $?")
expect_in "  ... a second make contest while one runs is refused" "$out" \
	"^A contest is already running: 0:26:40 used of 1:30:00" "exit [1-9]"
out=$(at 2000 submit SOLUTION=solution.c CASES=$P)
expect_in "two WAs, a CE, then AC at 0:33:20: the score is 0:43:20, as LeetCode scores it" "$out" \
	"^Accepted$" "^Contest over: score 0:43:20 \(Accepted at 0:33:20 \+ 2 wrong x 5 min\)$"
out=$(at 2100 submit SOLUTION="$wrong" CASES=$P)
grep -q "^Contest" <<<"$out" && bad "  ... a submission after the contest still counted" "$out" \
	|| ok "  ... and a submission after it is not part of any contest"

# Forgetting SOLUTION=: make submit is refused before anything runs (make submit -ok.py, which
# make reads as its option -o k.py, too), and make judge judges the kit's own solution.c without
# saving it as the user's: a contest running goes on.
contest_d=$d d=$H/forgot
at 0 contest >/dev/null
out=$(at 60 submit CASES=$P; echo "exit $?")
expect_in "make submit without SOLUTION=: refused, saying how to give the file" "$out" \
	"make submit judges your own file, as LeetCode's Submit does: make submit SOLUTION=" "exit [1-9]"
out=$(at 60 submit -ok.py CASES=$P; echo "exit $?")
expect_in "  ... make submit -ok.py (make's option -o, no SOLUTION) too" "$out" \
	"make submit judges your own file" "exit [1-9]"
out=$(at 120 judge CASES=$P; echo "exit $?")
expect_in "make judge without SOLUTION=: the kit's solution.c judged, and not saved as the user's" "$out" \
	"^Judging solution.c " "^Accepted$" \
	"^History: not saved: without SOLUTION= this was the kit's own solution.c \(make judge SOLUTION=yours.py" "exit 0"
out=$(at 180 contest-status)
[ ! -e "$d/history" ] && grep -q "^Contest running: 0:03:00 used of 1:30:00 (1:27:00 left); 0 submissions" <<<"$out" \
	&& ok "  ... nothing in the history, and the contest running goes on with no submission" \
	|| bad "forgetting SOLUTION= changed the history or the contest" "$out
$(cat "$d/history" 2>/dev/null)"
d=$contest_d
out=$(at 2200 history)
expect_in "  ... the contest's result is in the history" "$out" \
	"^ +2023-11-14 22:46  contest  Contest solved  score 0:43:20 = Accepted at 0:33:20 \+ 2 wrong x 5 min; 90-minute contest, 4 submissions$"

# A contest that runs out: the Accepted submission comes a minute late.
out=$(at 3000 contest MINUTES=30)
expect_in "make contest MINUTES=30" "$out" "30 minutes, until 23:33\."
at 3600 submit SOLUTION="$wrong" CASES=$P >/dev/null
out=$(at $((3000 + 31 * 60)) submit SOLUTION=solution.c CASES=$P)
expect_in "a contest that runs out ends unsolved; the late Accepted does not count" "$out" \
	"^Contest over: its 30 minutes ran out before this submission: unsolved \(1 submission, 1 wrong\)$"
out=$(at 5000 contest-status)
expect_in "make contest-status after two contests: the best and the last scores" "$out" \
	"^No contest running" "^Best: 0:43:20 \(Accepted at 0:33:20 \+ 2 wrong x 5 min\), 90-minute contest of 2023-11-14 22:13$" \
	"^Last 2 contests, newest first:$" "^  2023-11-14 23:03 +30 min  unsolved \(1 submission, 1 wrong\)$" \
	"^  2023-11-14 22:13 +90 min  0:43:20 "
# A contest nobody submits to ends when its time is up, at the next look at the clock.
at 6000 contest MINUTES=5 >/dev/null
out=$(at $((6000 + 5 * 60)) contest-status)
expect_in "  ... and one with no submission at all ends at its time, unsolved" "$out" \
	"^Contest over: unsolved \(0 submissions, 0 wrong\)$" "^Last 3 contests"
out=$(ZUMA_NOW=soon hmake "$d" contest-status; echo "exit $?")
expect_in "a fake clock that is not a number is refused" "$out" "ZUMA_NOW='soon' is not a time" "exit [1-9]"
out=$(hmake "$d" contest MINUTES=0; echo "exit $?")
expect_in "MINUTES= takes a whole number of minutes" "$out" "MINUTES='0': a whole number of minutes" "exit [1-9]"
