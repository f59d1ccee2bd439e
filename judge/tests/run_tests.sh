#!/usr/bin/env bash
# run_tests.sh: everything `make test` checks. Each check prints "ok" or "FAIL" with what it
# saw; the last line is "N passed, M failed" and the exit status is non-zero on any failure.
# Needs only gcc, GNU Make and the C library; uses clang and python3 when present.
set -u
cd "$(dirname "$0")/../.."
export NO_COLOR=1
# A line for every case (make judge is quiet by default): the checks below read them.
# judge/tests/practice.sh checks the quiet default itself.
export VERBOSE=1
# Sub-makes here are make's own runs, not jobs of the make that started this script: under
# make -j2 they would otherwise print jobserver warnings into the output being checked.
unset MAKEFLAGS MFLAGS MAKELEVEL
# The speed comparison after an Accepted run (2 s of the clock each) only where a check reads
# it: those checks say COMPARE=1 (a later assignment on make's command line wins).
MAKE="${MAKE:-make} --no-print-directory -s COMPARE=0"
EXHAUSTIVE_L="${EXHAUSTIVE_L:-8}"
STRESS_N="${STRESS_N:-10000}" # per process; two processes
LONG_N="${LONG_N:-1000}"     # long inputs per process; two processes
RULES_N="${RULES_N:-1500}"   # inputs for the check of the drop rules, half of them long
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Every make judge and make submit here is recorded (make history): in $tmp, not the user's .zuma/.
export ZUMA_DIR=$tmp/zuma

# Where make test keeps what it writes from run to run: the planted files written out whole
# (flat), the solution files checks write (write_kept), the passed checks kept (memo). None is a
# target of the Makefile ("the case reader" checks it: they were once in build/gen/, the program
# make cases builds, and after a make cases every check that wrote there failed).
flat_dir=$PWD/build/flat test_files=$PWD/build/test-files memo_dir=$PWD/build/test-memo
# write_kept FILE: its standard input written to FILE, through a rename (a section judging FILE
# meanwhile reads the old text or the new, whole), and only when FILE does not hold that text
# already. For a solution file a check writes and judges: kept at the same path from run to run
# (build/flat/, build/test-files/), its runner is built once, not in every run (the runner's key is the
# file's name and text; a name under $tmp is new each run).
write_kept() {
	local new=$1.$BASHPID
	mkdir -p "${1%/*}" && cat >"$new" && { cmp -s "$new" "$1" && rm -f "$new" || mv -f "$new" "$1"; }
}
# flat NAME: judge/tests/planted/NAME.c written out whole (judge/tests/flatten.sh), as
# build/flat/NAME.c: the judge's build sees the solution file alone, as LeetCode's does, and
# the planted solutions include solution.c (or right.h, the reference) and shared headers.
# One path for every section, so a file judged in several sections is built once; written anew
# once a section ($tmp/flat marks it) through write_kept, and only when flatten.sh succeeded.
flat() {
	local f=$flat_dir/$1.c text
	if [ ! -f "$tmp/flat/$1" ]; then
		mkdir -p "$tmp/flat" && text=$(bash judge/tests/flatten.sh "judge/tests/planted/$1.c") &&
			printf '%s\n' "$text" | write_kept "$f" && : >"$tmp/flat/$1"
	fi
	printf '%s\n' "$f"
}
# memo FILE... -- FUNCTION ARG...: runs FUNCTION ARG... (checks: it calls ok and bad) in this
# shell, unless an earlier run passed all of its checks under the same key: the function's
# text, its arguments, and each FILE's name and digest. Then its lines are said again, each
# check marked "[kept]" and counted as passed, and nothing runs: as go test keeps a passed
# test's result. Only for checks whose outcome is a function of that key alone: FILEs are the
# programs they run (the Makefile too, for a make target) and every file those read; a limit
# that a busy machine reaches can only fail them. Nothing is kept but a run whose every line
# is a pass counted as one, under a key that could be read before it and was the same after
# it (a file changed during the run, a rebuild, keeps nothing). ZUMA_TEST_FRESH=1 runs all.
memo_key_of() { # FILE... -- FUNCTION ARG...: the key, or nothing when a FILE cannot be read
	local files=() key
	while [ "$1" != -- ]; do files+=("$1") && shift; done
	shift
	[ "${#files[@]}" -gt 0 ] || return 1 # (sha256sum of no file would read this shell's input)
	# (and the part of this file above the sections: the helpers the checks call, ok, bad,
	# check, expect_in, and the names they share, $MAKE among them, are defined there)
	key=$(set -o pipefail && { declare -f "$1" && printf '%s\n' "$@" &&
		sed '/^# ---- the sections$/q' judge/tests/run_tests.sh && sha256sum -- "${files[@]}"; } |
		sha256sum) || return 1
	printf '%s\n' "${key%% *}"
}
memo() {
	# (memo_ names: the function runs in this shell and sees, and may set, memo's locals)
	local memo_args=("$@") memo_key memo_kept memo_log=$tmp/memo.$BASHPID memo_p=$pass memo_f=$fail
	memo_key=$(memo_key_of "$@") || memo_key=
	memo_kept=${ZUMA_TEST_MEMO:-$memo_dir}/$memo_key
	if [ -n "$memo_key" ] && [ -z "${ZUMA_TEST_FRESH:-}" ] && [ -s "$memo_kept" ]; then
		sed 's/^ok .*/&  [kept]/' "$memo_kept"
		pass=$((pass + $(grep -c '^ok ' "$memo_kept")))
		return
	fi
	while [ "$1" != -- ]; do shift; done
	shift
	"$@" >"$memo_log"
	cat "$memo_log"
	[ -n "$memo_key" ] && [ "$fail" = "$memo_f" ] && [ "$pass" -gt "$memo_p" ] &&
		! grep -q '^FAIL' "$memo_log" && [ "$(grep -c '^ok ' "$memo_log")" = $((pass - memo_p)) ] &&
		[ "$(memo_key_of "${memo_args[@]}")" = "$memo_key" ] && write_kept "$memo_kept" <"$memo_log"
	rm -f "$memo_log"
}
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() {
	fail=$((fail + 1))
	echo "FAIL $1"
	[ -n "${2:-}" ] && sed 's/^/     | /' <<<"$2" | head -n 25
	return 0
}
# check NAME COMMAND...: passes when the command exits 0.
check() {
	local name=$1 out
	shift
	if out=$("$@" 2>&1); then ok "$name"; else bad "$name" "$out"; fi
}
# expect_in NAME TEXT PATTERN...: every extended regex must match somewhere in TEXT.
expect_in() {
	local name=$1 text=$2 p
	shift 2
	for p in "$@"; do
		if ! grep -Eq -- "$p" <<<"$text"; then
			bad "$name" "missing /$p/ in:
$text"
			return
		fi
	done
	ok "$name"
}

# Shared by the sections below (each section may run in another process: see the end).
# (each section runs in a process of its own: what two of them use is defined here)
cases_total=$(cat cases/*.txt | grep -Evc '^[[:space:]]*(#|$)')
P=judge/tests/planted.txt
# compared: what a speed comparison's line says of one of the kit's solutions after its name (an
# ERE). A side of which no run fitted the comparison's wall time is shown untimed: that depends
# on the machine's load, not on the kit, so it passes as shown.
compared="(not timed: a run did not fit the comparison's [0-9]+ ms|"'[0-9.]+ ms \((yours is [0-9.]+x (slower|faster); [0-9]+ and [0-9]+ runs, every run agrees|within the noise: [0-9]+ and [0-9]+ runs do not agree on a difference beyond 10%|no ratio: [0-9]+ and [0-9]+ runs fit the comparison.s 2000 ms; a ratio needs two of each that agree)\)'")"
# others_ac NOTE: the five cases around the planted fault (line 5) must still be AC.
others_ac() {
	[ "$(grep -Ec 'planted.txt:(2|3|4|6|7) .* AC ' <<<"$out")" = 5 ] \
		&& ok "  ... the other five cases AC$1" || bad "the other five cases AC$1" "$out"
}
judge_planted() { # SOLUTION [make variables...]: prints the judge's output, then "exit N"
	local sol=$1
	shift
	$MAKE judge SOLUTION="$(flat "$sol")" CASES=$P "$@" 2>&1
	echo "exit $?"
}
# hostile NAME [JUDGE_ARGS...]: judges judge/tests/planted/NAME.c with the judge alone (the
# runner is built first, so the wall time is the judge's); sets out (the output, then "exit N")
# and ms (the wall time).
hostile() {
	local sol exe t0
	sol=$(flat "$1")
	shift
	exe=$($MAKE runner SOLUTION="$sol" 2>/dev/null) || { out="build of $sol failed"; ms=0; return; }
	t0=$(date +%s%N)
	out=$(build/judge --runner "$exe" "$@" 2>&1; echo "exit $?")
	ms=$((($(date +%s%N) - t0) / 1000000))
	runner_exe=$exe
}
# slowdown: how many times its CPU time a short busy loop of this shell takes on the clock now
# (1 on an idle machine; at least 1, at most 20). The no-hang checks' bounds on the clock are
# scaled by it, measured just after the run they bound: another make test or the user's own work
# on the machine stretches them instead of failing them, and a hang (seconds past the bound at
# any load) still fails.
slowdown() {
	local t0 c0 c1 i me=$BASHPID # (in $(...) below, $BASHPID would be that subshell's)
	t0=$(date +%s%N)
	c0=$(awk '{ print $14 + $15 }' "/proc/$me/stat")
	for ((i = 0; i < 150000; i++)); do :; done
	c1=$(awk '{ print $14 + $15 }' "/proc/$me/stat")
	awk -v w="$(($(date +%s%N) - t0))" -v c="$((c1 - c0))" -v hz="$(getconf CLK_TCK)" \
		'BEGIN { f = c > 0 ? w / 1e9 / (c / hz) : 20; print (f < 1 ? 1 : f > 20 ? 20 : f) }'
}
# within NAME MS: the last hostile run took under MS ms (scaled by the machine's slowdown; the
# slowdown, itself a busy loop, is measured only when the run took MS or more).
within() {
	local limit=$2
	[ "$ms" -ge "$limit" ] && limit=$(awk -v m="$2" -v f="$(slowdown)" 'BEGIN { printf "%d", m * f }')
	[ "$ms" -lt "$limit" ] && ok "  ... $1 in $ms ms (under $2, here $limit)" || bad "$1 took $ms ms (limit $2, scaled to $limit by the machine's load)" "$out"
}
# none_left NAME: no process of the last runner is alive. Only this run's processes count: make
# test runs under judge/tests/subreaper.c (ZUMA_TEST_REAPER), so an orphan of this run is
# reparented to it, and a process without it above it is another run's on the same machine. A
# box whose judge (or tool) still runs is not an orphan: only one with no such process above it
# counts.
orphans() {
	local p q comm mine
	# (the box's first process by its name too: its command line is blanked; a zombie has ended)
	for p in $(pgrep -f "$1"; pgrep -x zuma-box); do
		[ "$(awk '{ print $3 }' "/proc/$p/stat" 2>/dev/null)" = Z ] && continue
		q=$p
		mine=${ZUMA_TEST_REAPER:+no}
		while q=$(awk '{ print $4 }' "/proc/$q/stat" 2>/dev/null) && [ -n "$q" ] && [ "$q" -gt 1 ]; do
			[ "$q" = "${ZUMA_TEST_REAPER:-}" ] && mine=
			comm=$(cat "/proc/$q/comm" 2>/dev/null)
			case $comm in judge | confine | stress-* | worst-* | exhaustive | explain | stress | worst) continue 2 ;; esac
		done
		[ -z "$mine" ] && echo "$p"
	done
}
none_left() {
	# In its box the runner is /box/runner, and the box's first process is zuma-box.
	local left="$runner_exe|^/box/runner\$|^zuma-box\$" pids
	pids=$(orphans "$left")
	[ -n "$pids" ] && sleep 1 && pids=$(orphans "$left") # (not one still on its way out)
	if [ -n "$pids" ]; then
		bad "$1: a process of the runner outlived the judge" "$(ps -o pid,ppid,args -p "$(paste -sd, <<<"$pids")" 2>&1)"
		kill -9 $pids 2>/dev/null
	else
		ok "  ... $1: no process of the runner left"
	fi
}
# planted_with DEFINE NAME: judge/tests/planted/NAME.c written out whole, with one line
# "#define DEFINE" before it, as $tmp/NAME.c.
planted_with() {
	{ echo "#define $1"; cat "$(flat "$2")"; } >"$tmp/$2.c"
}

# ---- The sections run side by side. Each section starts at a line `echo "== ...` or
# `source judge/tests/NAME.sh` below this part, and runs to the next one; what sections share is
# above. Run as make test runs it, this script is the driver: it cuts the sections out of its own
# text, starts ZUMA_TEST_JOBS workers (the machine's cores by default), each under
# judge/tests/subreaper.c so that the leftover checks know this run's processes, and each takes
# the next section nobody has taken (the slowest first, by the times of the last run, kept in
# build/test-times) and writes its output to a log of its own. The driver prints the logs in
# this file's order as they complete (on a terminal, a progress line under them) and the sum
# last. A worker is this script again with ZUMA_TEST_QUEUE set; it runs each section it takes as
# this script once more, with ZUMA_TEST_UNIT set, in a process of its own: a section sees what is
# above and never what another section left (which one ran before it varies from run to run).
units_of() { # FILE OUTDIR: the sections of FILE (the text after this part) as OUTDIR/NNN.sh
	awk -v out="$2" 'go && (/^echo "== / || /^source judge\/tests\//) { n++ }
		go && n { f = sprintf("%s/%03d.sh", out, n); print >> f; close(f) }
		/^# ---- the sections$/ { go = 1 }' "$1"
}
if [ -n "${ZUMA_TEST_UNIT:-}" ]; then # one section, in a process of its own
	# (its files are named from the environment, and its clock is read by the worker: a section
	# shares this shell's names, and submit.sh's own t0 once made its clock read 3 s where it
	# took 37, so that it was ordered last and ran alone at the end for 28 s)
	# ZUMA_TEST_PROFILE=MS: each command of the section that took MS or more, of the clock or of
	# CPU (its children's, read from /proc), is said in the log with its line: what to make cheaper.
	if [ -n "${ZUMA_TEST_PROFILE:-}" ]; then
		hz=$(getconf CLK_TCK)
		cpu_ms() { local f; read -ra f <"/proc/$$/stat"; echo $(((f[15] + f[16]) * 1000 / hz)); }
		prof_t=$(date +%s%N) prof_c=$(cpu_ms) prof_l= prof_cmd=
		prof_step() {
			# (the section's own lines: not a function's, nor those of a $(...) whose output is read)
			[ "${FUNCNAME[1]}" = source ] && [ "$BASHPID" = $$ ] || return 0
			local now c
			now=$(date +%s%N) c=$(cpu_ms)
			if [ -n "$prof_l" ] && { [ $(((now - prof_t) / 1000000)) -ge "$ZUMA_TEST_PROFILE" ] ||
				[ $((c - prof_c)) -ge "$ZUMA_TEST_PROFILE" ]; }; then
				printf 'profile: %6d ms clock %6d ms CPU, line %s: %s\n' $(((now - prof_t) / 1000000)) \
					$((c - prof_c)) "$prof_l" "${prof_cmd:0:160}"
			fi
			prof_t=$now prof_c=$c prof_l=${BASH_LINENO[0]} prof_cmd=$BASH_COMMAND
		}
		set -T
		trap prof_step DEBUG
	fi
	# shellcheck disable=SC1090
	source "$ZUMA_TEST_QUEUE/units/$ZUMA_TEST_UNIT.sh"
	[ -n "${ZUMA_TEST_PROFILE:-}" ] && { trap - DEBUG; set +T; }
	# its counts, and its CPU (its own and its children's, user and system, in ms) for
	# build/test-cpu: the clock of a section depends on the load, its CPU hardly at all
	unit_logs=$ZUMA_TEST_QUEUE/logs/$ZUMA_TEST_UNIT
	times >"$unit_logs.cpu" # (in this shell: a pipe's subshell would say its own)
	cpu=$(awk '{ for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] } } END { print int(t * 1000) }' "$unit_logs.cpu")
	echo "$pass $fail ${cpu:-0}" >"$unit_logs.counts"
	exit 0
fi
if [ -n "${ZUMA_TEST_QUEUE:-}" ]; then # a worker: each section it takes in a fresh process, so
	# that no section leans on what another one left in a shell (the order varies from run to run)
	q=$ZUMA_TEST_QUEUE
	while read -r u; do
		mkdir "$q/taken/$u" 2>/dev/null || continue # another worker has it
		started=$(date +%s%N)
		ZUMA_TEST_UNIT=$u bash judge/tests/run_tests.sh >"$q/logs/$u.log" 2>&1 </dev/null
		rc=$?
		ms=$((($(date +%s%N) - started) / 1000000))
		if [ -f "$q/logs/$u.counts" ] && read -r p f cpu <"$q/logs/$u.counts"; then
			echo "$p $f $ms $cpu" >"$q/logs/$u.tmp"
		else # it died before its end: a failure, said so
			echo "FAIL this section ended before its last check (exit status $rc)" >>"$q/logs/$u.log"
			echo "0 1 $ms 0" >"$q/logs/$u.tmp"
		fi
		mv "$q/logs/$u.tmp" "$q/logs/$u.done"
	done <"$q/order"
	exit 0
fi
q=$tmp/queue
mkdir -p "$q/units" "$q/logs" "$q/taken"
# (build/gen/ was make test's folder for the files it writes, and is the program make cases
# builds: a folder of that name left by a make test before the rename is not make's)
[ -d build/gen ] && rm -rf build/gen
units_of judge/tests/run_tests.sh "$q/units"
times=build/test-times # "MS<TAB>first line of the section", from the last run
# (a fresh clone has none: judge/tests/section-times.txt, the times of a run here, orders it;
# the order changes only how soon the last section ends, never a result)
known=$times
[ -s "$known" ] || known=judge/tests/section-times.txt
for f in "$q/units"/*.sh; do
	u=$(basename "$f" .sh)
	ms=$(awk -F'\t' -v l="$(head -n 1 "$f")" '$2 == l { print $1; exit }' "$known" 2>/dev/null)
	echo "${ms:-999999} $u"
done | sort -k1,1nr -k2 | cut -d' ' -f2 >"$q/order"
# (one worker a core: make test is bound by the CPU; the sections' own CPU figures, which look
# like a sixth of their clock spent waiting, miss part of it. On the project's machine until 28
# November 2026, idle 1 to 3% of most 30-second spells of a run (/proc/stat), a third worker made
# the run no shorter, 627 s against 618, and cost 8% more CPU; nor did a third one that took only
# the nine sections that had spent under 70% of their clock on CPU, 518 s against 513. On the
# next, idle 13% of a run, a third took 184 s against 210, one run each: README.md)
jobs=${ZUMA_TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
started=$(date +%s)
workers=()
for _ in $(seq "$jobs"); do
	ZUMA_TEST_QUEUE=$q build/subreaper bash judge/tests/run_tests.sh &
	workers+=($!)
done
nsections=$(wc -l <"$q/order")
next=1 kept=0
: >"$q/times"
: >"$q/cpu"
on_tty=$([ -t 2 ] && echo 1)
while :; do
	u=$(printf '%03d' "$next")
	if [ -f "$q/logs/$u.done" ]; then
		[ -n "$on_tty" ] && printf '\r\033[K' >&2
		cat "$q/logs/$u.log"
		read -r p f ms cpu <"$q/logs/$u.done"
		pass=$((pass + p)) fail=$((fail + f)) kept=$((kept + $(grep -c '^ok .*  \[kept\]$' "$q/logs/$u.log")))
		printf '%s\t%s\n' "$ms" "$(head -n 1 "$q/units/$u.sh")" >>"$q/times"
		printf '%s\t%s\n' "${cpu:-0}" "$(head -n 1 "$q/units/$u.sh")" >>"$q/cpu"
		next=$((next + 1))
		[ "$next" -gt "$nsections" ] && break
		continue
	fi
	alive=0
	for w in "${workers[@]}"; do kill -0 "$w" 2>/dev/null && alive=1; done
	if [ "$alive" = 0 ] && [ ! -f "$q/logs/$u.done" ]; then
		bad "a worker of make test ended before section $u was done" "$(cat "$q/logs/$u.log" 2>/dev/null | tail -n 20)"
		next=$((next + 1))
		[ "$next" -gt "$nsections" ] && break
		continue
	fi
	if [ -n "$on_tty" ]; then
		done_n=$(find "$q/logs" -name '*.done' | wc -l) gone=$(($(date +%s) - started))
		eta=
		[ "$done_n" -gt 0 ] && eta=", about $((gone * (nsections - done_n) / done_n)) s left"
		printf '\r\033[Kmake test: %d / %d sections, %d s%s' "$done_n" "$nsections" "$gone" "$eta" >&2
	fi
	sleep 1
done
wait
[ -n "$on_tty" ] && printf '\r\033[K' >&2
mkdir -p build && cp "$q/times" "$times" 2>/dev/null && cp "$q/cpu" build/test-cpu 2>/dev/null
echo
echo "make test: $nsections sections in $(($(date +%s) - started)) s on $jobs workers"
[ "$kept" -gt 0 ] && echo "make test: $kept of the checks passed were kept from an earlier run, which passed them with the same programs and inputs (marked [kept]); ZUMA_TEST_FRESH=1 runs every check"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
exit

# ---- the sections
echo "== solution.c: pastes into LeetCode as it is"
compilers=(gcc)
command -v clang >/dev/null && compilers+=(clang) || echo "note: clang not found; gcc only"
for cc in "${compilers[@]}"; do
	for san in "" "-fsanitize=address,undefined"; do
		name="$cc ${san:-plain}: warning-free, only findMinStep exported"
		if out=$($cc -std=gnu11 -O2 -Wall -Wextra -Werror -Wmissing-prototypes $san \
			-c solution.c -o "$tmp/sol.o" 2>&1); then
			syms=$(nm -g --defined-only "$tmp/sol.o" | awk '{print $3}' | tr '\n' ' ')
			[ "$syms" = "findMinStep " ] && ok "$name" || bad "$name" "exports: $syms"
		else
			bad "$name" "$out"
		fi
	done
done
headers=$(grep -E '^#include' solution.c | grep -Ev '<(setjmp|stddef|stdint|stdlib|string|stdio|stdbool|limits)\.h>')
[ -z "$headers" ] && ok "solution.c includes C library headers only" || bad "solution.c includes" "$headers"
grep -Eq '^int findMinStep\(char \*board, char \*hand\)$' solution.c \
	&& ok "signature is exactly int findMinStep(char *board, char *hand)" \
	|| bad "signature of findMinStep"

echo "== the case reader"
check "unit tests of judge/cases.c" build/test_cases
# make test's own write_kept: the same text leaves the file as it was, a new text replaces it,
# and no temporary file is left beside it.
k=$tmp/kept/solution.c
printf 'one\n' | write_kept "$k" && i1=$(stat -c %i "$k")
printf 'one\n' | write_kept "$k" && i2=$(stat -c %i "$k")
printf 'two\n' | write_kept "$k"
[ -n "$i1" ] && [ "$i1" = "$i2" ] && [ "$(cat "$k")" = two ] && [ "$(ls "$tmp/kept")" = solution.c ] &&
	ok "write_kept keeps a file whose text is the same, replaces one whose text changed" ||
	bad "write_kept: inodes ${i1:-?} and ${i2:-?} for the same text, then '$(cat "$k" 2>&1)'; the folder holds $(ls "$tmp/kept" | tr '\n' ' ')"
# make test's own memo: a function whose checks passed is not run again under the same key, and
# its lines come back marked [kept]; a changed FILE, a failure, ZUMA_TEST_FRESH=1, a failure
# the counts missed (a subshell's) and a FILE changed during the run all run it again.
mt=$tmp/memo-test
mkdir -p "$mt"
memo_probe() {
	echo run >>"$mt/runs"
	case $(cat "$mt/input") in
	good) ok "memo's probe" ;;
	sub) (bad "memo's probe, in a subshell") && ok "memo's probe" ;;
	moving) echo more >>"$mt/input" && ok "memo's probe" ;;
	*) bad "memo's probe" ;;
	esac
}
memo_try() { # INPUT: the probe's input, then memo in a shell of its own: "runs pass fail kept"
	echo "$1" >"$mt/input"
	(pass=0 fail=0 && memo "$mt/input" -- memo_probe >"$mt/out" && echo "$(wc -l <"$mt/runs") $pass $fail $(grep -c '\[kept\]$' "$mt/out")")
}
: >"$mt/runs"
seen=$(export ZUMA_TEST_MEMO=$mt/kept && unset ZUMA_TEST_FRESH && {
	memo_try good && memo_try good && memo_try bad && memo_try bad && memo_try good &&
		ZUMA_TEST_FRESH=1 memo_try good && memo_try sub && memo_try sub && memo_try moving &&
		memo_try moving; } | tr '\n' ,)
want="1 1 0 0,1 1 0 1,2 0 1 0,3 0 1 0,3 1 0 1,4 1 0 0,5 1 0 0,6 1 0 0,7 1 0 0,8 1 0 0,"
[ "$seen" = "$want" ] && ok "memo keeps a pass and says [kept]; a changed file, a failure, ZUMA_TEST_FRESH=1, a subshell's failure and a file changed meanwhile run it again" ||
	bad "memo: (runs pass fail kept) for good, good, bad, bad, good, good with ZUMA_TEST_FRESH=1, sub, sub, moving, moving: $seen, want $want"
made=$(make -pq -f Makefile 2>/dev/null | grep -E "^(${flat_dir#"$PWD"/}|${test_files#"$PWD"/}|${memo_dir#"$PWD"/}):")
[ -z "$made" ] && ok "make test's folders (${flat_dir#"$PWD"/}, ${test_files#"$PWD"/}, ${memo_dir#"$PWD"/}) are none of make's targets" ||
	bad "a folder make test keeps files in is a target of the Makefile" "$made"

echo "== the cases and the reference"
# (a function of build/verify and the files it reads: kept from an earlier run that passed it)
verify_all() {
	check "make verify: every expected answer is the reference's" $MAKE verify
	check "  ... and in the judge's own test files" build/verify judge/tests/planted.txt \
		judge/tests/sandbox.txt
}
memo build/verify Makefile cases/*.txt judge/tests/planted.txt judge/tests/sandbox.txt -- verify_all
sed 's/^R RR 2$/R RR 1/' cases/traps.txt >"$tmp/wrong.txt"
out=$(build/verify "$tmp/wrong.txt" 2>&1)
expect_in "make verify names a wrong expected answer by file:line" "$out" \
	"$tmp/wrong.txt:[0-9]+: R RR says 1, the reference says 2"
# A wrong reference that wrote its own answers agrees with them: the second solver must not.
# --plant plays a reference one too high on boards that start with G; the file holds its answers.
printf 'G GGGGG 3\nRR R 1\n' >"$tmp/planted-ref.txt"
out=$(build/verify --plant "$tmp/planted-ref.txt" 2>&1; echo "exit $?")
expect_in "make verify catches a wrong reference (planted) by the independent solver, naming file:line" "$out" \
	"planted-ref.txt:1: G GGGGG: the reference says 3, the independent solver 2" \
	"verify: 2 cases, 0 disagree with the reference, 0 malformed lines; the independent solver disagrees with the reference on 1" \
	"exit [1-9]"
[ "$cases_total" -ge 200 ] && ok "cases/ holds $cases_total cases (at least 200)" || bad "cases/ holds only $cases_total cases"

echo "== make judge: solution.c on every case, AddressSanitizer and UBSan build"
out=$($MAKE judge 2>&1)
status=$?
n=$(grep -Ec ' AC ' <<<"$out")
# every case of cases/ judged (the count from the files, not from the output), and exit 0
total_cases=$(cat cases/*.txt | grep -Evc '^[[:space:]]*(#|$)')
expect_in "make judge: all $total_cases cases AC, exit 0" "$out
exit $status" "^$total_cases / $total_cases testcases passed" "^Accepted$" \
	"Runtime: .* ms in all; slowest case" "Memory: .* MB peak" "^exit 0$"
[ "$n" = "$total_cases" ] || bad "make judge printed $n AC lines for $total_cases cases" "$out"

echo "== differential test: solution.c against the reference, $((2 * STRESS_N)) seeded inputs and $((2 * LONG_N)) long ones"
# differential N LONG_N CC_VERSION: a function of make stress's program and of the runner's
# build (solution.c, the harness, the box, the build's scripts and flags, the compiler): kept
# from an earlier run that passed it. (Seeded: the same inputs each run; a time limit reached
# on a busy machine is a failure, and no failure is kept.)
differential() {
	# (its runner built first: two makes started together would both build it, 4 s of CPU each)
	$MAKE stress N=1 SEED=1 >/dev/null 2>&1
	$MAKE stress N="$1" SEED=1 >"$tmp/s1" 2>&1 &
	$MAKE stress N="$1" SEED=2 >"$tmp/s2" 2>&1
	wait
	for s in 1 2; do
		expect_in "stress seed $s" "$(cat "$tmp/s$s")" "^$1 passed, 0 failed$"
	done
	# Long boards in runs with hands from their colours: where rules 7 and 8 of solution.c prune.
	$MAKE stress N="$2" SEED=3 LONG=1 >"$tmp/l3" 2>&1 &
	$MAKE stress N="$2" SEED=4 LONG=1 >"$tmp/l4" 2>&1
	wait
	for s in 3 4; do
		expect_in "stress --long seed $s" "$(cat "$tmp/l$s")" "^$2 passed, 0 failed$"
	done
}
memo build/stress solution.c build/runner.o build/sandbox.o build/confine Makefile judge/runners/build_runner.sh \
	judge/runners/common.sh judge/runners/c/build.sh judge/runners/c/leetcode_prelude.h -- \
	differential "$STRESS_N" "$LONG_N" "$(gcc --version | head -n 1)"

echo "== leaks and out-of-range input (AddressSanitizer, LeakSanitizer)"
check "10,000 interleaved calls in one process: fresh answers, no leak; documented answers out of range" \
	env ASAN_OPTIONS=detect_leaks=1 build/leaks
$MAKE build/leaks-planted >/dev/null 2>&1
out=$(ASAN_OPTIONS=detect_leaks=1 build/leaks-planted 2>&1)
[ $? != 0 ] && grep -q LeakSanitizer <<<"$out" \
	&& ok "the leak check catches a planted leak" || bad "the leak check missed a planted leak" "$out"
$MAKE build/leaks-global >/dev/null 2>&1
out=$(ASAN_OPTIONS=detect_leaks=1 build/leaks-global 2>&1)
grep -q "answered .* after other calls, .* in a fresh process" <<<"$out" \
	&& ok "  ... and its check of state between calls catches a planted global kept across calls" \
	|| bad "the check of state between calls missed a planted global" "$out"

echo "== the judge against planted faults (judge/tests/planted)"
out=$(judge_planted wrong_once)
expect_in "WA on the planted wrong answer, the rest AC, in LeetCode's layout" "$out" \
	"planted.txt:5 .* got  3  WA" "^5 / 6 testcases passed" "^Wrong Answer" "^Input$" \
	'^  board = "G"$' '^  hand = "GGGGG"$' "^Output$" "^  3$" "^Expected$" "^  2$" "^Stdout$" \
	"^  \(nothing\)$" "exit [1-9]"
others_ac ""
grep -q "passes when run alone" <<<"$out" && bad "a plain wrong answer was said to pass alone" "$out" \
	|| ok "  ... no 'passes when run alone' note: it fails alone too"
out=$(judge_planted wrong_once STOP=1)
expect_in "STOP=1 stops at the first failure" "$out" "^3 / 6 testcases passed" "exit [1-9]"
grep -q 'planted.txt:6' <<<"$out" && bad "STOP=1 judged past the failure" "$out" || ok "  ... and judges nothing after it"
out=$(judge_planted crash SANITIZE=0)
expect_in "RE with the signal named (plain build)" "$out" "planted.txt:5 .* RE " "SIGSEGV" \
	"^Runtime Error" "exit [1-9]"
others_ac ", in fresh processes"
out=$(judge_planted crash)
expect_in "RE with the sanitizer's report (sanitizer build)" "$out" "planted.txt:5 .* RE " \
	"^  Line [0-9]+: Char [0-9]+: runtime error: load of null pointer" "exit [1-9]"
out=$(judge_planted overflow)
expect_in "RE heap-buffer-overflow from AddressSanitizer" "$out" "planted.txt:5 .* RE " \
	"AddressSanitizer: heap-buffer-overflow" "exit [1-9]"
others_ac ""
out=$(judge_planted loop TIME_LIMIT=300)
expect_in "TLE on a loop, limits printed" "$out" "planted.txt:5 .* TLE " "^Time Limit Exceeded" \
	"Limits: 300 ms a case, 3000 ms in all" "exit [1-9]"
others_ac ""
out=$(judge_planted hog MEMORY_LIMIT=64)
expect_in "MLE on unbounded allocation" "$out" "planted.txt:5 .* MLE " "passed the limit of 64 MB" \
	"^Memory Limit Exceeded" "exit [1-9]"
others_ac ""
out=$(judge_planted global)
expect_in "a global kept across calls fails as on LeetCode, and passes when run alone" "$out" \
	"planted.txt:2 .* AC " "planted.txt:3 .* AC " "planted.txt:4 .* got  1  WA" \
	"passes when run alone in a fresh process: state kept across calls\?" "exit [1-9]"
out=$(judge_planted debug_print)
expect_in "the first failure shows its Stdout" "$out" "planted.txt:5 .* WA" "^Stdout$" \
	"^  debug: board=G hand=GGGGG$"
out=$(judge_planted debug_print FORMAT=json)
expect_in "  ... and FORMAT=json carries each case's stdout" "$out" \
	'"line":5,.*"stdout":"debug: board=G hand=GGGGG\\n"' '"passes_alone":false'
out=$(judge_planted flood OUTPUT_LIMIT=64)
expect_in "OLE on output past OUTPUT_LIMIT" "$out" "planted.txt:5 .* OLE " \
	"more than 64 KiB to stdout and stderr" "^Output Limit Exceeded$" "^Last Executed Input$" \
	"^  still thinking about G$" "exit [1-9]"
others_ac ""
for ce in "ce_syntax:expected .* before .return." "ce_main:defines main" \
	"ce_signature:conflicting types for .findMinStep." "ce_missing:does not define int findMinStep"; do
	out=$(judge_planted "${ce%%:*}")
	expect_in "Compile Error: ${ce%%:*}" "$out" "^Compile Error$" "${ce#*:}" "exit [1-9]"
	grep -q "testcases passed" <<<"$out" && bad "  ... a case was judged after a compile error" "$out"
done
out=$(judge_planted ce_syntax FORMAT=json 2>/dev/null)
expect_in "  ... FORMAT=json: one object, verdict CE, with the message" "$out" \
	'^\{"summary":true,"verdict":"CE","result":"Compile Error","message":".*error: expected' "exit [1-9]"
out=$(judge_planted no_includes)
expect_in "a solution without #include lines compiles (LeetCode's headers are included)" "$out" \
	"^Accepted$" "exit 0"
out=$(judge_planted uthash_user)
if printf '#include <uthash.h>\n' | gcc -E -x c - >/dev/null 2>&1; then
	expect_in "uthash, installed here, is included as on LeetCode" "$out" "^Accepted$" "exit 0"
else
	expect_in "uthash missing: a Compile Error that says how to install it" "$out" \
		"^Compile Error$" "apt-get install uthash-dev" "exit [1-9]"
fi
out=$(judge_planted wrong_once FILTER=RRWW)
expect_in "FILTER= judges only matching cases" "$out" "^1 / 1 testcases passed" "exit 0"
out=$($MAKE judge CASES=judge/tests/planted.txt FORMAT=json SANITIZE=0 2>&1)
expect_in "FORMAT=json: one object per case and a summary" "$out" \
	'^\{"file":"judge/tests/planted.txt","line":2,"board":"WRRBBW","hand":"RB","expected":-1,"got":-1,"verdict":"AC","time_us":' \
	'^\{"summary":true,"passed":6,"total":6'
if command -v python3 >/dev/null; then
	python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' <<<"$out" \
		&& ok "  ... every line parses as JSON (python3)" || bad "JSON does not parse" "$out"
else
	echo "note: python3 not found; JSON checked by pattern only"
fi
grep -q $'\033' <<<"$out" && bad "colour codes in piped output" || ok "no colour when not on a terminal"
if command -v script >/dev/null; then # util-linux: runs the judge on a pseudo-terminal
	out=$(env -u NO_COLOR script -qec "$MAKE judge CASES=cases/examples.txt SANITIZE=0" /dev/null 2>&1)
	grep -q $'\033\[32mAC' <<<"$out" && ok "colour on a terminal" || bad "no colour on a terminal" "$out"
	out=$(NO_COLOR=1 script -qec "$MAKE judge CASES=cases/examples.txt SANITIZE=0" /dev/null 2>&1)
	# (colour codes only: the progress line erases itself with ESC [ K on a terminal)
	grep -q $'\033\[[0-9;]*m' <<<"$out" && bad "colour on a terminal despite NO_COLOR" "$out" || ok "no colour on a terminal when NO_COLOR is set"
else
	echo "note: script (util-linux) not found; colour on a terminal not checked"
fi
out=$($MAKE judge CASES=judge/tests/malformed.txt SANITIZE=0 2>&1; echo "exit $?")
expect_in "malformed lines named by file:line; good lines still judged" "$out" \
	"malformed.txt:3: missing field" "malformed.txt:4: board has 'X' at position 2" \
	"malformed.txt:6: board starts with a run of three" "malformed.txt:7: expected answer 'one' is not an integer" \
	"malformed.txt:8: board has 17 balls" "malformed.txt:10: hand has 6 balls" \
	"malformed.txt:2 .* AC " "malformed.txt:5 .* AC " "malformed.txt:9 .* AC " \
	"^3 / 3 testcases passed" "6 malformed case lines" "exit [1-9]"

echo "== the judge as a new user meets it"
source judge/tests/help.sh
for opt in "SANITIZE=no:SANITIZE takes one of: 0 1" "STOP=yes:STOP takes one of: 0 1" \
	"FORMAT=JSON:FORMAT takes one of: text json" \
	"TIME_LIMIT=99999999:TIME_LIMIT \(ms a case\) takes a whole number from 1 to 60000" \
	"MEMORY_LIMIT=0:MEMORY_LIMIT \(MB\) takes a whole number"; do
	out=$($MAKE judge "${opt%%:*}" 2>&1; echo "exit $?")
	expect_in "${opt%%:*} is refused, naming the variable" "$out" "${opt#*:}" "exit [1-9]"
	grep -q "testcases passed" <<<"$out" && bad "  ... yet cases were judged" "$out"
done
out=$($MAKE judge CASES=no/such/cases.txt 2>&1; echo "exit $?")
expect_in "a missing case file is an error naming it, never Accepted" "$out" \
	"no/such/cases.txt: cannot read" "no case to judge" "exit [1-9]"
grep -q "Accepted" <<<"$out" && bad "  ... Accepted with nothing judged" "$out"
mkdir -p "$tmp/empty"
out=$($MAKE judge CASES="$tmp/empty" 2>&1; echo "exit $?")
expect_in "a folder with no case file is an error naming it" "$out" "empty: no \*.txt case files" \
	"exit [1-9]"
out=$($MAKE judge SANITIZE=0 2>&1)
order=$(grep -Eo '^cases/[a-z-]+\.txt' <<<"$out" | uniq | tr '\n' ' ')
by_size=$(stat -c '%s %n' cases/*.txt | sort -k1,1n -k2 | cut -d' ' -f2 | tr '\n' ' ')
[ "$order" = "$by_size" ] && [[ "$order" == "cases/examples.txt "* && "$order" == *" cases/hard.txt " ]] \
	&& ok "cases/ is judged smallest file first: examples first, hard.txt last" \
	|| bad "order of the case files (by size: $by_size)" "$order"
printf '\xef\xbb\xbfWRRBBW RB -1\r\nG\tGGGGG\t2\r\n"RR" "R" 1\r\n' >"$tmp/crlf.txt"
out=$($MAKE judge CASES="$tmp/crlf.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "a case file with a UTF-8 BOM, CRLF line ends, tabs and quotes is read" "$out" \
	"crlf.txt:1 .* AC " "crlf.txt:2 .* AC " "crlf.txt:3 .* AC " "^3 / 3 testcases passed" "exit 0"
printf 'RR R 0\nRXR R 1\n' >"$tmp/zero.txt"
out=$($MAKE judge CASES="$tmp/zero.txt" SANITIZE=0 2>&1; echo "exit $?")
expect_in "expected answer 0 is refused with the rule" "$out" \
	"zero.txt:1: expected answer 0 is impossible: the board is never empty at the start" \
	"zero.txt:2: board has 'X' at position 2" "exit [1-9]"
rm -rf "$tmp/bjson"
out=$(cd "$tmp" && $MAKE -C "$OLDPWD" judge FORMAT=json SANITIZE=0 CASES=cases/examples.txt B="$tmp/bjson" 2>/dev/null)
nonjson=$(grep -v '^{' <<<"$out" || true)
[ -z "$nonjson" ] && grep -q '"result":"Accepted"' <<<"$out" \
	&& ok "FORMAT=json prints only JSON, right after a full rebuild, from make -C (a build folder under /tmp)" \
	|| bad "FORMAT=json after a rebuild printed other lines" "$out"
mkdir -p "$tmp/with space"
cp "$(flat wrong_once)" "$tmp/with space/my sol.c"
cp $P "$tmp/with space/my cases.txt"
out=$($MAKE judge SOLUTION="$tmp/with space/my sol.c" CASES="$tmp/with space/my cases.txt" 2>&1)
expect_in "paths with spaces work for SOLUTION and CASES" "$out" "my cases.txt:5 .* WA " \
	"^5 / 6 testcases passed"
out=$($MAKE explain 2>&1; echo "exit $?")
expect_in "make explain without BOARD or HAND prints a usage line" "$out" \
	"^usage: make explain BOARD=RRWWRRBBRR HAND=WB$" "exit [1-9]"

echo "== make run: LeetCode's Run button, Expected from the reference"
out=$($MAKE run 2>&1; echo "exit $?")
expect_in "make run with no input runs LeetCode's four examples" "$out" \
	'Input     board = "WRRBBW", hand = "RB"' 'Input     board = "RBYYBBRRB", hand = "YRBGB"' \
	"^  Expected  3$" "^Accepted$" "^4 / 4 testcases passed$" "exit 0"
printf '"WRRBBW"\n"RB"\n\n"RRR"\n"R"\r\n  G \nGGGGG\n' >"$tmp/run.txt"
out=$($MAKE run SOLUTION="$(flat debug_print)" INPUT="$tmp/run.txt" 2>&1; echo "exit $?")
expect_in "make run INPUT=: LeetCode's testcase text, an invalid testcase named, Stdout shown" \
	"$out" "run.txt:1\)$" "^  Verdict   AC " "^    debug: board=WRRBBW hand=RB$" \
	"^  Invalid Testcase: board starts with a run of three 'R'" "^  Output    3$" \
	"^  Expected  2$" "^  Verdict   WA " "^Wrong Answer$" "^1 / 3 testcases passed$" "exit [1-9]"
out=$($MAKE run BOARD='"RRWWRRBBRR"' HAND=WB 2>&1; echo "exit $?")
expect_in "make run BOARD= HAND= (quotes optional): one case, its expected answer the reference's" \
	"$out" 'board = "RRWWRRBBRR", hand = "WB"' "^  Expected  2$" "^Accepted$" "exit 0"
out=$($MAKE explain BOARD='"RRWWRRBBRR"' HAND='"WB"' 2>&1)
expect_in "make explain takes quoted input too" "$out" "^answer: 2$"

echo "== the judge against hostile solutions: its own sandboxed process, every wait with a deadline"
hostile closefds_pause --time-limit 300 $P
expect_in "closes every descriptor, then pause(): TLE at the limit, no hang" "$out" \
	"planted.txt:5 .* TLE " "^Time Limit Exceeded" "exit [1-9]"
others_ac ""
within "ended" 2500
hostile dup2_sleep --time-limit 300 $P
expect_in "/dev/null over every descriptor, then sleep(60): TLE, not RE a minute later" "$out" \
	"planted.txt:5 .* TLE " "closing or replacing the judge's channel" "exit [1-9]"
others_ac ""
within "ended" 2500
hostile stray_bytes $P
expect_in "16 stray bytes to descriptors 3..63: RE, the judge's channel named" "$out" \
	"planted.txt:5 .* RE " "wrote into the judge's channel" "^5 / 6 testcases passed" "exit [1-9]"
others_ac ", in a fresh process"
hostile forge $P
expect_in "forged records from the case file's answers: never Accepted" "$out" \
	"^Runtime Error" "^[0-5] / 6 testcases passed" "exit [1-9]"
grep -q '^Accepted' <<<"$out" && bad "a forger was Accepted" "$out" || ok "  ... and not Accepted"
hostile forge_return $P
expect_in "a well-formed forged record, then the runner's own: RE on that case" "$out" \
	"planted.txt:5 .* RE " "wrote into the judge's channel" "^5 / 6 testcases passed" "exit [1-9]"
others_ac ", in a fresh process"
hostile fork $P
expect_in "fork(), parent and child both returning: RE naming fork" "$out" \
	"planted.txt:5 .* RE " "fork \(clone of a process\) is not allowed here" \
	"^5 / 6 testcases passed" "exit [1-9]"
others_ac ""
none_left "after fork"
hostile ctor_fork $P
expect_in "a constructor that forks before main: RE naming fork before the first call, the rest not run" \
	"$out" "planted.txt:2 .* RE " "fork \(clone of a process\) is not allowed here \(before the first call\)" \
	"planted.txt:7 .* SKIP " "^0 / 6 testcases passed" "exit [1-9]"
none_left "after a constructor's fork"
hostile kill_parent $P
expect_in "kill(getppid(), SIGKILL): RE naming kill; the judge reports to the end" "$out" \
	"planted.txt:5 .* RE " "kill of another process is not allowed here" \
	"^5 / 6 testcases passed" "^Limits: " "exit [1-9]"
others_ac ""
hostile kill_group $P
expect_in "kill(0, SIGTERM): RE naming kill" "$out" "planted.txt:5 .* RE " \
	"kill of another process is not allowed here" "^Limits: " "exit [1-9]"
others_ac ""
hostile global_kill --time-limit 300 $P
expect_in "a global helper named kill, then a loop: TLE all the same" "$out" \
	"planted.txt:5 .* TLE " "still running after [0-9]+ ms" "exit [1-9]"
others_ac ""
within "ended" 2500
hostile judge_names --json $P
expect_in "helpers named like judge and libc functions, a printing constructor: AC, JSON only" \
	"$out" '^\{"summary":true,"passed":6,"total":6' "exit 0"
bad_lines=$(sed '$d' <<<"$out" | grep -v '^{"' || true)
[ -z "$bad_lines" ] && ok "  ... every line of FORMAT=json output is a JSON object" \
	|| bad "non-JSON lines in FORMAT=json output" "$bad_lines"
hostile chatty $P
expect_in "prints at every call and reads stdin: all AC" "$out" "^6 / 6 testcases passed" "exit 0"
grep -q CHATTY <<<"$out" && bad "the solution's output reached the judge's" "$out" \
	|| ok "  ... its stdout and stderr never reach the judge's output; stdin is /dev/null"
hostile sigterm $P
expect_in "raise(SIGTERM): RE with the signal's name" "$out" "planted.txt:5 .* RE " "SIGTERM" \
	"exit [1-9]"
exe=$($MAKE runner SOLUTION="$(flat noisy)" SANITIZE=0 2>/dev/null)
out=$(build/judge --runner "$exe" $P 2>&1)
expect_in "control bytes and invalid UTF-8 in the solution's stderr are escaped" "$out" \
	"planted.txt:5 .* RE " "SIGABRT" "ERROR: my own debug line" '\\x1b\[31mred\\x07 \\xff\\xfe bad'
LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f\xfe\xff]' <<<"$out" && bad "raw control bytes in the judge's output" "$out" \
	|| ok "  ... and no raw control byte reaches the judge's output"
hostile noisy $P
expect_in "a solution's own ERROR: line does not hide AddressSanitizer's report" "$out" \
	"planted.txt:5 .* RE " "ERROR: AddressSanitizer: heap-buffer-overflow" \
	"in findMinStep judge/tests/planted/noisy.c:[0-9]+"
hostile forbidden judge/tests/sandbox.txt
expect_in "the sandbox: each forbidden call is RE naming it, the next case AC" "$out" \
	"sandbox.txt:2 .* RE " "execve \(running a program\) is not allowed here" \
	"sandbox.txt:3 .* RE " "open for writing is not allowed here" \
	"sandbox.txt:4 .* RE " "unlink \(deleting a file\) is not allowed here" \
	"sandbox.txt:5 .* RE " "connect \(network\) is not allowed here" \
	"sandbox.txt:6 .* RE " "setsid \(leaving the process group\) is not allowed here" \
	"sandbox.txt:7 .* RE " "sandbox.txt:8 .* AC " "^1 / 7 testcases passed"
[ ! -e judge-sandbox-test.txt ] && ok "  ... and no file was created" \
	|| { bad "the sandbox let a file be created"; rm -f judge-sandbox-test.txt; }
hostile pool6 $P
expect_in "one call per case: a six-slot global pool fits the six cases" "$out" \
	"^6 / 6 testcases passed" "exit 0"
hostile leak200k cases
expect_in "one call per case: 200 KB leaked a call, $cases_total cases, no MLE" "$out" \
	"^$cases_total / $cases_total testcases passed" "exit 0"
hostile hang_all --time-limit 200,600 cases/examples.txt $P
expect_in "a solution that hangs on every case: TLE until the total limit, TLE on the case running then" \
	"$out" "examples.txt:[0-9]+ .* TLE " "the total time limit was passed during this case: [0-9]+ ms used of 600 ms" \
	"^Cases: [0-9]+ of 10 run: .*; [0-9]+ not run: the total time limit ran out$" \
	"^0 / 10 testcases passed" "exit [1-9]"
grep -q "SKIP" <<<"$out" && bad "  ... cases not run were listed as SKIP" "$out" || ok "  ... and the cases not run are not listed"
within "the run ended within the total and one case limit" 2000
{ echo "G GGGGG 2"; for _ in $(seq 20000); do echo "RR R 1"; done; } >"$tmp/many.txt"
exe=$($MAKE runner SOLUTION="$(flat crash)" SANITIZE=0 2>/dev/null)
out=$(build/judge --runner "$exe" --memory-limit 8 "$tmp/many.txt" 2>&1; echo "exit $?")
expect_in "a fresh process after a crash does not carry the judge's memory (20,001 cases, 8 MB)" \
	"$out" "many.txt:1 .* RE " "^20000 / 20001 testcases passed"
grep -q ' MLE ' <<<"$out" && bad "false MLE" "$(grep -m3 ' MLE ' <<<"$out")" || ok "  ... no MLE"
mkdir -p "$tmp/coll"
cp "$(flat pool6)" "$tmp/coll/a.c"
cp "$(flat wrong_once)" "$tmp/coll_a.c"
out=$($MAKE judge SOLUTION="$tmp/coll/a.c" CASES=$P 2>&1; $MAKE judge SOLUTION="$tmp/coll_a.c" CASES=$P 2>&1)
expect_in "coll/a.c then coll_a.c: each file judged, never the other's build" "$out" \
	"^Accepted" "^Wrong Answer"
touch -d '2001-01-01' "$tmp/coll_a.c"
cp -p "$tmp/coll_a.c" "$tmp/coll/a.c"
out=$($MAKE judge SOLUTION="$tmp/coll/a.c" CASES=$P 2>&1)
expect_in "an older file copied over a judged one (cp -p) is rebuilt" "$out" "^Wrong Answer"
for sig in INT KILL; do
	exe=$($MAKE runner SOLUTION="$(flat hang_all)" 2>/dev/null)
	build/judge --runner "$exe" --time-limit 5000 $P >/dev/null 2>&1 &
	judge_pid=$!
	sleep 0.5
	kill -$sig $judge_pid
	wait $judge_pid 2>/dev/null
	sleep 0.2
	runner_exe=$exe
	none_left "SIG$sig to the judge"
done

echo "== the box: namespaces, a read-only view, no privilege, filtered calls, each layer alone"
out=$($MAKE sandbox 2>&1)
expect_in "make sandbox names each layer, on or off" "$out" "^(on|off) +PID namespace" \
	"^(on|off) +network namespace" "^(on|off) +mount namespace" "^(on|off) +no privilege" \
	"^(on|off) +memory cgroup" "^(on|off) +seccomp"
layers_off=$(grep -c '^off' <<<"$out")
[ "$layers_off" -gt 1 ] && echo "note: this machine gives fewer layers; the checks below test those it gives"
sleep 600 &
victim=$!
had_core=0
[ -e core ] && had_core=1 || printf 'not a core dump\n' >core
planted_with "VICTIM $victim" escape
exe=$($MAKE runner SOLUTION="$tmp/escape.c" 2>/dev/null)
out=$(build/judge --runner "$exe" judge/tests/escape.txt 2>&1; echo "exit $?")
expect_in "each way out is RE naming the call: signals through a pipe's owner, another's limit, the death signal, pipe size, a lease, a poisoned page, kill" \
	"$out" "escape.txt:2 .* RE " "escape.txt:3 .* RE " "prlimit \(changing a limit, or another process's\)" \
	"escape.txt:4 .* RE " "prctl with this option" "escape.txt:5 .* RE " "escape.txt:6 .* RE " \
	"fcntl with this command" "escape.txt:7 .* RE " "madvise with this advice" \
	"escape.txt:8 .* RE " "kill of another process" "escape.txt:9 .* AC " "^1 / 8 testcases passed" "exit 1"
for without in seccomp pid,net,ipc,view,nobody,cgroup; do
	out=$(build/judge --runner "$exe" --without $without judge/tests/escape.txt 2>&1; echo "exit $?")
	kill -0 $victim 2>/dev/null && grep -q "^Limits: " <<<"$out" \
		&& ok "  ... --without $without: the other layers keep the victim alive, and the judge reports" \
		|| bad "--without $without: the victim died or the judge did not report" "$out"
done
runner_exe=$exe
none_left "after the ways out"
[ "$had_core" = 1 ] || { [ "$(cat core)" = "not a core dump" ] && ok "  ... and a file named core is untouched" \
	|| bad "a file named core was replaced"; rm -f core; }
planted_with "KIT \"$PWD\"" peek
exe=$($MAKE runner SOLUTION="$tmp/peek.c" 2>/dev/null)
out=$(build/judge --runner "$exe" --without seccomp $P 2>&1 1500>"$tmp/inherited.txt")
expect_in "the box alone (seccomp off): no other process, no kit folder, no network, no root, no file written, no device, no descriptor 1500 of the judge's" \
	"$out" "planted.txt:5 .* AC " "^6 / 6 testcases passed"
for hole in "view:-107" "pid:-101" "net:-103" "nobody:-104"; do
	grep -q "off .*${hole%%:*}" <<<"$($MAKE sandbox 2>&1)" && continue
	out=$(build/judge --runner "$exe" --without "seccomp,${hole%%:*}" $P 2>&1)
	expect_in "  ... the check can fail: without ${hole%%:*} the solution sees it (${hole#*:})" "$out" \
		"planted.txt:5 .* got ${hole#*:} +WA "
done
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	exe=$($MAKE runner SOLUTION=solution.c 2>/dev/null)
	out=$(setpriv --reuid=65534 --regid=65534 --clear-groups build/judge --sandbox 2>&1)
	if grep -q '^on .*user namespace' <<<"$out"; then
		out=$(setpriv --reuid=65534 --regid=65534 --clear-groups build/judge --runner "$exe" cases/examples.txt 2>&1)
		expect_in "a judge run by an ordinary user builds its boxes in a user namespace" "$out" \
			"^4 / 4 testcases passed" "^Accepted"
	else
		echo "note: no unprivileged user namespaces here; the judge of an ordinary user runs with seccomp and rlimits only"
	fi
fi
[ ! -e /tmp/zuma-peek-test ] && ok "  ... and the view is read-only: nothing created in /tmp" \
	|| { bad "a file was created through the box"; rm -f /tmp/zuma-peek-test; }
kill $victim 2>/dev/null
wait $victim 2>/dev/null
exe=$($MAKE runner SOLUTION="$(flat pipes)" SANITIZE=0 2>/dev/null)
out=$(build/judge --runner "$exe" --memory-limit 4 $P 2>&1)
expect_in "memory hidden in pipes (F_SETPIPE_SZ): RE naming fcntl" "$out" "planted.txt:5 .* RE " \
	"fcntl with this command"
others_ac ""
if grep -q '^on .*memory cgroup' <<<"$($MAKE sandbox 2>&1)"; then
	out=$(build/judge --runner "$exe" --memory-limit 4 --without seccomp $P 2>&1)
	expect_in "  ... and without seccomp the memory cgroup sees it: MLE, the other cases AC" "$out" \
		"planted.txt:5 .* MLE " "the box's memory \(heap, stacks, pipes and kernel memory together\) passed the limit of 4 MB"
	others_ac ""
else
	echo "note: no memory cgroup here; memory in pipes is bounded by seccomp and 32 descriptors only"
fi
exe=$($MAKE runner SOLUTION="$(flat forge_clock)" SANITIZE=0 2>/dev/null)
out=$(build/judge --runner "$exe" $P 2>&1)
expect_in "a runner whose clock is forged (its GOT rewritten) still shows the 300 ms it spun" "$out" \
	"planted.txt:5 .* AC +(2[0-9]{2}|[3-9][0-9]{2})\.[0-9]{3} ms"
out=$($MAKE judge SOLUTION="$(flat print_crash)" CASES=$P 2>&1)
expect_in "what was printed before a crash is shown as its Stdout (stdout unbuffered)" "$out" \
	"planted.txt:5 .* RE " "^Stdout$" "^  about to crash on G$" "^  half a line$"

source judge/tests/sandbox_third.sh

echo "== the build in a box: only the solution and the system's headers, bounded in time, memory and output"
# build_ce NAME|FILE: judges a planted solution (or a file) that must not compile, with small
# build limits; sets out (the output, then "exit N") and ms (the wall time).
build_ce() {
	local sol=$1 t0
	[ -f "$sol" ] || sol=$(flat "$1")
	t0=$(date +%s%N)
	out=$(BUILD_SECONDS=4 BUILD_MB=384 timeout 60 $MAKE judge SOLUTION="$sol" CASES=$P 2>&1; echo "exit $?")
	ms=$((($(date +%s%N) - t0) / 1000000))
}
# The clock bounds only a build that waits: one that computes a little each second (a compiler
# on a loaded machine) goes on past three times its CPU limit on the clock, and one that only
# waits is stopped there; a loop is stopped by its CPU limit.
mkdir -p "$tmp/cx" && chmod 777 "$tmp/cx"
out=$(build/confine --time 3 --dir "$tmp/cx" -- sh -c 'i=0; while [ $i -lt 40 ]; do j=0
	while [ $j -lt 10000 ]; do j=$((j + 1)); done; sleep 0.25; i=$((i + 1)); done; echo done' 2>&1
	echo "exit $?")
expect_in "a build that computes a little each second runs past 3 times its CPU limit on the clock (40 x 0.25 s asleep, 3 s of CPU)" \
	"$out" "^done$" "^exit 0$"
out=$(build/confine --time 1 --dir "$tmp/cx" -- sleep 60 2>&1; echo "exit $?")
expect_in "  ... one that only waits is stopped after 3 times its CPU limit, said so" "$out" \
	"sleep was stopped: it waited 3 s using no CPU" "^exit 1$"
out=$(build/confine --time 1 --dir "$tmp/cx" -- sh -c 'while :; do :; done' 2>&1; echo "exit $?")
expect_in "  ... and one that only computes, by its CPU limit" "$out" "sh was stopped: it passed the CPU limit of 1 s" "^exit 1$"
build_ce ce_devzero
expect_in "#include \"/dev/zero\": a Compile Error, not a compiler growing for ever" "$out" \
	"^Compile Error$" "/dev/zero: No such file" "exit [1-9]"
within "ended" 4000
build_ce ce_stdin
expect_in "#include \"/dev/stdin\": a Compile Error, not a wait on the terminal" "$out" \
	"^Compile Error$" "/dev/stdin: No such file" "exit [1-9]"
within "ended" 4000
build_ce ce_bomb
expect_in "a macro bomb: a Compile Error that names the limit it passed" "$out" "^Compile Error$" \
	"(virtual memory exhausted|out of memory|passed the (time|memory|CPU) limit)" "exit [1-9]"
within "ended" 9000
printf 'SECRET-FIRST-LINE of a file of the user\n' >"$tmp/secret.txt"
printf '#include "%s"\nint findMinStep(char *b, char *h) { return b[0] - h[0]; }\n' "$tmp/secret.txt" >"$tmp/include_secret.c"
build_ce "$tmp/include_secret.c"
expect_in "#include of a file outside the solution: not found, its text never shown" "$out" \
	"^Compile Error$" "secret.txt: No such file" "exit [1-9]"
grep -q SECRET-FIRST-LINE <<<"$out" && bad "  ... the included file's text was shown" "$out" \
	|| ok "  ... and its first line is not in the Compile Error"
for without in view view,pid,net,ipc,nobody,cgroup; do
	work=$(mktemp -d build/confine-test.XXXXXX)
	cp solution.c "$work/"
	out=$(build/confine --without $without --dir "$work" -- gcc -std=gnu11 -c solution.c -o solution.o 2>&1; echo "exit $?")
	[ -s "$work/solution.o" ] && grep -q "exit 0" <<<"$out" \
		&& ok "  ... a machine without the layers $without still builds (confine --without $without)" \
		|| bad "confine --without $without did not build" "$out"
	rm -rf "$work"
done
printf '#include "%s/cases/hard.txt"\nint findMinStep(char *b, char *h) { return b[0] - h[0]; }\n' "$PWD" >"$tmp/include_cases.c"
build_ce "$tmp/include_cases.c"
expect_in "#include of the kit's own case files (their answers): not found" "$out" \
	"^Compile Error$" "hard.txt: No such file" "exit [1-9]"

echo "== names and values reach no shell: quotes, \$, backquotes, spaces, newlines"
mkdir -p "$tmp/names"
pwned=$tmp/names/pwned
# (a file name has no slash: these would touch pwned-N in the kit's folder, where make runs)
hostile_names=("q'||touch pwned-1||'.c" "m\$(shell touch pwned-2).c" "a\"b \`touch pwned-3\`.c"
	"semi;touch pwned-4;.c" "new
line.c")
for name in "${hostile_names[@]}"; do
	cp "$(flat wrong_once)" "$tmp/names/$name"
	out=$($MAKE judge SOLUTION="$tmp/names/$name" CASES=$P 2>&1)
	grep -q "^5 / 6 testcases passed" <<<"$out" && ok "SOLUTION named $(printf '%q' "${name##*/}") is judged as that file" \
		|| bad "SOLUTION named $(printf '%q' "$name") was not judged" "$out"
done
$MAKE judge SOLUTION="\$(shell touch $pwned-5)" CASES=$P >/dev/null 2>&1
$MAKE judge CASES="\$(shell touch $pwned-6)" >/dev/null 2>&1
$MAKE judge CASES="'; touch $pwned-7; '" >/dev/null 2>&1
$MAKE judge FILTER="'; touch $pwned-8; '" >/dev/null 2>&1
$MAKE judge FILTER="\$(shell touch $pwned-9)" >/dev/null 2>&1
$MAKE run BOARD="'\$(touch $pwned-10)'" HAND="R\`touch $pwned-11\`" >/dev/null 2>&1
$MAKE run INPUT="\$(shell touch $pwned-12)" >/dev/null 2>&1
$MAKE explain BOARD="\$(shell touch $pwned-13)" HAND="';touch $pwned-14;'" >/dev/null 2>&1
$MAKE stress SOLUTION="$tmp/names/${hostile_names[0]}" N=20 APPEND="x'; touch $pwned-15; '" >/dev/null 2>&1
$MAKE stress N="1 \$(shell touch $pwned-16)" SEED="\`touch $pwned-17\`" >/dev/null 2>&1
$MAKE judge TIME_LIMIT="\$(shell touch $pwned-18)" >/dev/null 2>&1
$MAKE judge B="x;touch $pwned-19" >/dev/null 2>&1
SOLUTION="\$(shell touch $pwned-20)" $MAKE judge CASES=$P >/dev/null 2>&1
$MAKE judge CASES=cases/examples.txt NOT_A_KIT_VALUE="\$(shell touch $pwned-21)" >/dev/null 2>&1
# A name that gcc would read as an option or an @file of options (relative to the kit's folder).
{ cat "$(flat right_unoptimised)"; echo "/* $tmp */"; } >@zuma-options-test
printf -- '-wrapper "/bin/sh,-c,touch %s-22" solution.c\n' "$pwned" >zuma-options-test
$MAKE stress SOLUTION=@zuma-options-test N=5 >/dev/null 2>&1
rm -f @zuma-options-test zuma-options-test
made=$(ls "$tmp/names" . | grep -x "pwned-[0-9]*" || true)
rm -f pwned-*
[ -z "$made" ] && ok "  ... and none of 22 hostile values in SOLUTION (an @file name too), CASES, FILTER, BOARD, HAND, INPUT, APPEND, N, SEED, TIME_LIMIT, B, another variable or the environment ran a command" \
	|| bad "a hostile value ran a command" "$made"
out=$($MAKE judge SOLUTION="\$(shell touch $pwned-5)" CASES=$P 2>&1; echo "exit $?")
expect_in "  ... a name that is no file is refused, naming it as written" "$out" \
	"cannot read the solution file '\\\$\(shell touch" "exit [1-9]"
out=$($MAKE judge B="x;y" 2>&1; echo "exit $?")
expect_in "  ... an unsafe build folder B is refused with the characters it takes" "$out" \
	"B \(the build folder\) takes a path of letters, digits" "exit [1-9]"

echo "== what reaches the terminal: escaped, in text and in JSON; case files: regular, bounded"
# raw_controls TEXT: the bytes that would act on a terminal: C0 controls but tab and newline,
# DEL, U+009B (C2 9B), U+202E (E2 80 AE), and bytes that are not UTF-8 (FE, FF).
raw_controls() { LC_ALL=C grep -c $'[\x01-\x08\x0b-\x1f\x7f\xfe\xff]\|\xc2\x9b\|\xe2\x80\xae' <<<"$1"; }
for format in text json; do
	out=$($MAKE judge SOLUTION="$(flat terminal)" CASES=$P SANITIZE=0 FORMAT=$format 2>&1)
	[ "$(raw_controls "$out")" = 0 ] && grep -q 'x1b\]0;pwned' <<<"$out" && grep -q 'u009b' <<<"$out" \
		&& grep -q 'u202e' <<<"$out" \
		&& ok "FORMAT=$format: a solution's ESC, C1, bidi and invalid bytes, and its #warning, are shown escaped" \
		|| bad "FORMAT=$format: raw control bytes reached the output" "$(cat -v <<<"$out")"
done
if command -v python3 >/dev/null; then
	grep '^{' <<<"$out" | python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' \
		&& ok "  ... and the JSON parses (python3)" || bad "the JSON does not parse" "$(cat -v <<<"$out")"
fi
printf '#error "\033[2J\033]0;pwned\007 \xc2\x9b2J \xe2\x80\xae"\nint findMinStep(char *b, char *h) { return b[0] - h[0]; }\n' >"$tmp/ce_terminal.c"
for format in text json; do
	out=$($MAKE judge SOLUTION="$tmp/ce_terminal.c" CASES=$P FORMAT=$format 2>&1)
	[ "$(raw_controls "$out")" = 0 ] && grep -q "Compile Error" <<<"$out" && grep -q 'u202e' <<<"$out" \
		&& ok "  ... an #error with escape codes: a Compile Error shown escaped ($format)" \
		|| bad "an #error's escape codes reached the output ($format)" "$(cat -v <<<"$out")"
done
mkdir -p "$tmp/evil"
printf 'RR R 1  # breaks solutions that \033]0;pwned\007 \xc2\x9b2J \xe2\x80\xae \xff\n' >"$tmp/evil/notes.txt"
cp "$tmp/evil/notes.txt" "$tmp/evil/"$'evil\033[2Jname.txt'
out=$($MAKE judge SOLUTION="$(flat adjacent_only)" CASES="$tmp/evil" SANITIZE=0 FORMAT=json 2>/dev/null)
[ "$(raw_controls "$out")" = 0 ] && grep -q 'evil\\\\x1b\[2Jname.txt' <<<"$out" && grep -q 'u202e' <<<"$out" \
	&& { ! command -v python3 >/dev/null || python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' <<<"$out"; } \
	&& ok "a case file's name and its comment: escaped, and the JSON valid UTF-8" \
	|| bad "a case file's name or comment reached the output raw" "$(cat -v <<<"$out")"
rm -rf "$tmp/evil"
# (timeout: the hang these catch is for ever; 120 s, not the 6 s `within` asks below, so that a
# busy machine's slow start fails only that scaled check, not these)
t0=$(date +%s%N)
out=$(timeout 120 $MAKE judge CASES=/dev/zero 2>&1; echo "exit $?")
expect_in "CASES=/dev/zero: refused at once, naming it" "$out" \
	"/dev/zero: a device, not a regular file" "exit [1-9]"
mkfifo "$tmp/fifo.txt"
mkdir -p "$tmp/withfifo" && cp cases/examples.txt "$tmp/withfifo/" && mkfifo "$tmp/withfifo/a.txt"
out=$(timeout 120 $MAKE judge CASES="$tmp/fifo.txt" 2>&1; echo "exit $?")
expect_in "a FIFO as CASES: refused at once, not a wait for ever" "$out" "fifo.txt: a FIFO, not a regular file" "exit [1-9]"
out=$(timeout 120 $MAKE judge CASES="$tmp/withfifo" 2>&1; echo "exit $?")
expect_in "  ... and a FIFO among a folder's files is named, the other files judged" "$out" \
	"a.txt: a FIFO, not a regular file" "^4 / 4 testcases passed" "exit [1-9]"
ms=$((($(date +%s%N) - t0) / 1000000))
within "all three" 6000
head -c $((17 << 20)) /dev/zero | tr '\0' '\n' >"$tmp/big.txt"
out=$(timeout 120 $MAKE judge CASES="$tmp/big.txt" 2>&1; echo "exit $?")
expect_in "a case file over 16 MiB is refused, the bound named" "$out" "big.txt: [0-9]+ bytes, more than a case file may hold \(16 MiB\)" "exit [1-9]"
rm -f "$tmp/big.txt"
{ echo "G GGGGG 2"; for _ in $(seq 120000); do echo "RR R 1"; done; } >"$tmp/many.txt"
exe=$($MAKE runner SOLUTION=solution.c SANITIZE=0 2>/dev/null)
# the judge's peak resident memory, from its own /proc entry just before it exits
out=$(build/judge --runner "$exe" --time-limit 1000,600000 "$tmp/many.txt" 2>&1 >/dev/null &
	pid=$!; peak=0; while kill -0 $pid 2>/dev/null; do
		k=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' /proc/$pid/status 2>/dev/null)
		[ -n "$k" ] && peak=$k; sleep 0.05; done; echo "judge peak $peak KiB")
kib=$(sed -n 's/^judge peak \([0-9]*\) KiB$/\1/p' <<<"$out")
expect_in "more than 100,000 cases in one run: the rest is named and not read" "$out" \
	"many.txt:100001: more than 100000 cases in one run"
[ -n "$kib" ] && [ "$kib" -lt 65536 ] && ok "  ... and the judge's memory stays in proportion: $kib KiB for 100,000 cases" \
	|| bad "the judge used ${kib:-?} KiB for 100,000 cases (want under 64 MiB)" "$out"
rm -f "$tmp/many.txt"

echo "== evidence: make stress, the drop rules, make exhaustive, make explain"
out=$($MAKE stress SOLUTION="$(flat adjacent_only)" N=5000 SEED=3 APPEND="$tmp/found.txt" 2>&1; echo "exit $?")
expect_in "stress catches a planted adjacent-only solver" "$out" "shrunk to a case line" \
	"^[0-9]+ passed, 1 failed$" "appended to" "exit [1-9]"
line=$(grep -A1 '^shrunk to a case line' <<<"$out" | tail -n 1)
board=${line%% *}
[ -n "$board" ] && [ ${#board} -le 10 ] && ok "  ... and shrinks it to a board of ${#board} balls: $line" \
	|| bad "stress did not shrink to 10 balls or fewer" "$out"
out=$(build/verify "$tmp/found.txt" 2>&1)
expect_in "  ... the appended case line is the reference's answer" "$out" "0 disagree with the reference, 0 malformed"
out=$($MAKE judge SOLUTION="$(flat adjacent_only)" CASES="$tmp/found.txt" SANITIZE=0 2>&1)
expect_in "  ... and the judge gives the planted solver WA on it" "$out" " WA " "^0 / 1 testcases passed"
# Single-ball deletion is stuck on this input: each of its 13 one-ball-shorter boards is
# unsolvable with WW (the planted solver's -1 is right there), yet YYWWYYWWYY / WW also fails.
out=$($MAKE stress SOLUTION="$(flat adjacent_only)" BOARD=WYYWWYYWWYYWW HAND=WW 2>&1; echo "exit $?")
expect_in "stress BOARD= HAND= shrinks where single-ball deletion is stuck, printing its steps" "$out" \
	"^WYYWWYYWWYYWW WW: reference 2, solution -1$" "^  drop board balls [0-9-]+( and [0-9-]+)?: +[RYBGW]+ W+: reference 2, solution -1$" \
	"^an optimal play \(reference solver\):$" "^  2\. insert W at [0-9]+: [YW]+ -> empty$" "^0 passed, 1 failed$" "exit [1-9]"
line=$(grep -A1 '^shrunk to a case line' <<<"$out" | tail -n 1)
board=${line%% *}
[ -n "$board" ] && [ ${#board} -le 10 ] && ok "  ... down to a board of ${#board} balls: $line" \
	|| bad "stress BOARD= HAND= did not shrink to 10 balls or fewer" "$out"
out=$($MAKE stress SOLUTION="$(flat adjacent_only)" BOARD=RRWWRRBBRR HAND=R 2>&1; echo "exit $?")
expect_in "  ... and says so when the solution agrees on the input" "$out" "nothing to shrink" "^1 passed, 0 failed$" "exit 0"

echo "== the known wrong approaches: cases that break them, and a judge that names them"
check "cases/wrong-approaches.txt and cases/leetcode-history.txt: answers are the reference's" \
	build/verify cases/wrong-approaches.txt cases/leetcode-history.txt
for approach in "board_visited:key the visited set on the board alone" \
	"adjacent_only:only put a ball next to one of its own colour" \
	"runs_at_once:complete one run at a time"; do
	planted=${approach%%:*} words=${approach#*:}
	out=$($MAKE judge SOLUTION="$(flat "$planted")" CASES=cases/wrong-approaches.txt SANITIZE=0 2>&1; echo "exit $?")
	expect_in "$planted.c fails and the judge names the approach: \"$words\"" "$out" \
		"^cases/wrong-approaches.txt:[0-9]+ .* WA " "^    this case breaks solutions that .*$words" \
		"^Your failures match:$" "^  solutions that .*$words" "^Wrong Answer$" "exit [1-9]"
done
out=$($MAKE judge SOLUTION="$(flat no_visited)" CASES=cases/leetcode-history.txt FILTER=RGBYW \
	SANITIZE=0 TIME_LIMIT=500 2>&1; echo "exit $?")
expect_in "no_visited.c runs out of time or memory on LeetCode's worst input; that alone is only \"too slow\"" "$out" \
	" (TLE|MLE) " '^Too slow on this input: board = "RRGGBBYYWWRRGGBB", hand = "RGBYW"' "exit [1-9]"
printf 'RRWWRRBBRR WB 2  # a comment, not a note\nRRYYRRYYRR YY 2  # breaks solutions that test the judge\n' >"$tmp/notes.txt"
out=$($MAKE judge SOLUTION="$(flat adjacent_only)" CASES="$tmp/notes.txt" SANITIZE=0 2>&1)
notes=$(grep -c "this case breaks" <<<"$out")
[ "$notes" = 1 ] && grep -A1 "notes.txt:2 " <<<"$out" | grep -q "^    this case breaks solutions that test the judge$" \
	&& ok "  ... only a case whose comment says \"breaks solutions that\" names an approach" \
	|| bad "notes shown: $notes (want one, under the tagged case)" "$out"
out=$($MAKE judge SOLUTION="$(flat adjacent_only)" CASES="$tmp/notes.txt" SANITIZE=0 FORMAT=json 2>&1)
expect_in "  ... and in JSON each case carries its \"breaks\" sentence, or \"\"" "$out" \
	'"line":1,.*"verdict":"WA",.*"breaks":"",' '"line":2,.*"verdict":"WA",.*"breaks":"breaks solutions that test the judge",'

echo "== make worst: the slowest inputs of a solution"
# slow_on_g.c waits 20 us times the square of its board's G count: its slowest inputs are
# boards full of G (at most 11 of 16), and random boards hold about 3.
out=$($MAKE worst SOLUTION="$(flat slow_on_g)" N=300 SEED=2 APPEND="$tmp/worst.txt" 2>&1; echo "exit $?")
expect_in "make worst times a planted slow solver and prints its slowest inputs as case lines" "$out" \
	"^worst: 300 timed inputs" "^[RYBGW]+ [RYBGW]+ -?[0-9]  # [0-9.]+ us( \(not re-timed: the fastest of [0-9]+ calls\))?$" "^slowest( of those re-timed)?: [RYBGW]+ [RYBGW]+, [0-9.]+ us$" \
	"appended to" "exit 0"
slowest=$(sed -n 's/^slowest\( of those re-timed\)\?: \([RYBGW]*\) .*/\2/p' <<<"$out")
gs=$(tr -cd G <<<"$slowest" | wc -c)
[ "$gs" -ge 8 ] && ok "  ... and climbs to where it is slow: $slowest holds $gs G" \
	|| bad "make worst's slowest board holds $gs G (want 8 or more)" "$out"
out=$(build/verify "$tmp/worst.txt" 2>&1)
expect_in "  ... the appended lines are the reference's answers" "$out" "^verify: 10 cases, 0 disagree with the reference, 0 malformed"
out=$($MAKE worst SOLUTION="$(flat never_right)" N=100 2>&1; echo "exit $?")
wrong=$(grep -c "; WRONG: the solution says" <<<"$out")
[ "$wrong" = 10 ] && grep -q "exit [1-9]" <<<"$out" && ok "  ... and names every wrong answer among them (exit 1)" \
	|| bad "make worst named $wrong wrong answers of 10" "$out"
# (issue 38: a ratio of two runners' times at a few microseconds is theirs as much as the solvers')
out=$($MAKE worst VERSUS=solution.c N=60 SEED=3 2>&1; echo "exit $?")
expect_in "make worst VERSUS= ranks by the ratio of the two times, and says whose times they are" "$out" \
	"ranked by the ratio of SOLUTION's time to VERSUS's" \
	"^[RYBGW]+ [RYBGW]+ -?[0-9]  # [0-9.]+ us.*, VERSUS [0-9.]+ us, ratio [0-9.]+$" \
	"^slowest( of those re-timed)?: .* times as long\)$" \
	"^worst: each time is the runner's, .* time the inputs in one process before reading a ratio" "exit 0"

# rules_checks N: a function of build/rules (solution.c's rules and the reference, compiled in),
# seeded: kept from an earlier run that passed it.
rules_checks() {
	out=$(build/rules --n "$1" --seed 11 2>&1)
	expect_in "rules 2, 7, 8, 8 colour by colour (8c), the same with removals of four balls at most (8f) and 8 counted by colour (8r), each alone, never drop an input the reference solves" "$out" \
		"^rule 2 alone .*[0-9]+ solvable, 0 of them dropped" "^rule 7 alone .*[0-9]+ solvable, 0 of them dropped" \
		"^rule 8 alone .*[0-9]+ solvable, 0 of them dropped" "^rule 8c alone .*[0-9]+ solvable, 0 of them dropped" \
		"^rule 8f alone .*[0-9]+ solvable, 0 of them dropped" \
		"^rule 8r alone .*[0-9]+ solvable, 0 of them dropped" "^6 passed, 0 failed$"
	for rule in 2 7 8 8c 8f 8r; do
		out=$(build/rules --n 600 --seed 11 --plant $rule 2>&1; echo "exit $?")
		others=$(grep -E "^rule [0-9][cfr]? alone .* [1-9][0-9]* of them dropped;" <<<"$out" | grep -v "^rule $rule ")
		expect_in "  ... the check of rule $rule alone fails when rule $rule is planted one ball short" "$out" \
			"^FAIL .* yet rule $rule drops it$" "^rule $rule alone .* [1-9][0-9]* of them dropped;" \
			"^5 passed, 1 failed$" "exit [1-9]"
		[ -z "$others" ] || bad "  ... a planted rule $rule shows in another rule's check" "$out"
	done
}
memo build/rules -- rules_checks "$RULES_N"
out=$($MAKE rules SOLUTION=judge/tests/planted/wrong_once.c 2>&1; echo "exit $?")
expect_in "make rules refuses SOLUTION= with a message (it checks solution.c's own rules)" "$out" \
	"make rules checks the drop rules inside solution.c, so SOLUTION= does not apply" "exit [1-9]"
# (BENCH_WORST=: no worst-case corpus, which took 4 s of the 5 this run took with it)
out=$($MAKE bench SOLUTION=judge/tests/planted/leak200k.c BENCH_CASES=cases/examples.txt BENCH_WORST= 2>&1; echo "exit $?")
expect_in "make bench SOLUTION= times that file" "$out" "^corpus: cases/examples.txt, 4 cases" \
	"^solution +median" "RBYYBBRRB +YRBGB +answer +3 \(expected +3\)" "exit 0"
# One call of leak200k.c holds its 200 KB and solution.c's first pool block (32 KB and a header).
expect_in "  ... and weighs one call's memory: 200 KB leaked and a 32 KB pool, not the leaks before" \
	"$out" "of one call 232\.0 KB"
if command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null; then
	out=$($MAKE bench BENCH_CASES=cases/examples.txt BENCH_WORST= 2>&1; echo "exit $?")
	expect_in "make bench splits solution.c's instructions by phase" "$out" \
		"^phases on cases/examples.txt" "^  rule 8 DPs \(grouping_need, split_need\) +[0-9]+ instructions a case" \
		"^  expansion \(moves, queue, pool\) +[0-9]+ instructions a case" "exit 0"
fi
out=$($MAKE stress SOLUTION=no/such.c 2>&1; echo "exit $?")
expect_in "a missing SOLUTION is named" "$out" "SOLUTION='no/such.c': no such file" "exit [1-9]"
out=$($MAKE explain BOARD=RRWWRRBBRR HAND=WB 2>&1)
expect_in "explain prints an optimal play" "$out" \
	"^1\. insert [WB] at [0-9]+: [RWB]{11} (-> [RWB]+|\(no removal\))$" \
	"^2\. insert [WB] at [0-9]+: [RWB]+ -> empty$" "^answer: 2$"
out=$($MAKE explain BOARD=WRRBBW HAND=RB 2>&1)
[ "$out" = "answer: -1" ] && ok "explain of an impossible case prints only answer: -1" || bad "explain -1" "$out"
out=$($MAKE explain BOARD=RRR HAND=R 2>&1; echo "exit $?")
expect_in "explain refuses an input outside the constraints" "$out" "run of three" "exit [1-9]"

source judge/tests/practice.sh
source judge/tests/languages.sh
source judge/tests/parity_js.sh
source judge/tests/parity_native.sh
source judge/tests/domain.sh
source judge/tests/approaches.sh
source judge/tests/history.sh
source judge/tests/exhaustive.sh
source judge/tests/versus.sh
source judge/tests/docs.sh
source judge/tests/submit.sh
source judge/tests/verdict_first.sh
source judge/tests/words.sh
source judge/tests/cluster.sh
source judge/tests/sandbox_fourth.sh
source judge/tests/naming.sh
source judge/tests/memory_words.sh
source judge/tests/v8cache.sh
source judge/tests/load.sh
source judge/tests/splits.sh
source judge/tests/ports.sh

