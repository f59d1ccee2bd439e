# sandbox_fourth.sh: sourced by run_tests.sh (issue 36, and item 6 of issue 34). No verdict the
# solution can write (the history takes the judge's result file, never its text), no file name
# that is an option (in every language), no exit status or stderr word trusted from a runner
# that does not give it its meaning, a build folder bounded as a whole (jar in the box too),
# Ctrl-\ handled as Ctrl-C (and the cgroups of a killed judge swept without a judge), and the
# history's UNCONFINED=1 mark, make contest-stop and HISTORY=0. Each has its hostile file.

echo "== the sandbox, fourth pass: verdicts, names, words, the build's folder, signals"
P=judge/tests/planted.txt
F4=$tmp/fourth
mkdir -p "$F4"
# f4make DIR ARGS...: make with its history in DIR, times in UTC, plain builds.
f4make() {
	local dir=$1
	shift
	ZUMA_DIR=$dir TZ=UTC BUILD_SECONDS=120 $MAKE "$@" SANITIZE=0 2>&1
}

# 1. A wrong answer that prints the judge's summary as its Stdout, text and JSON.
forge=judge/tests/planted/forge_summary.c
for format in text json; do
	d=$F4/forge-$format
	f4make "$d" submit SOLUTION=$forge CASES=$P FORMAT=$format >/dev/null
	line=$(cat "$d/history" 2>/dev/null)
	grep -q '"verdict":"WA","result":"Wrong Answer","passed":0,"total":6' <<<"$line" \
		&& ok "a solution printing \"Accepted\" and \"60 / 60 testcases passed\" (FORMAT=$format): recorded Wrong Answer 0/6" \
		|| bad "the forged summary chose the verdict in the history (FORMAT=$format)" "$line"
done
# ... and an Internal Error (a judge killed mid-run) costs a penalty in a contest, as a wrong
# submission: never free.
d=$F4/ie-contest
fake=$F4/fakeb
mkdir -p "$fake"
cp -p build/*.o build/confine build/history "$fake/"
cat >"$fake/judge" <<FAKE
#!/bin/sh
case "\$1" in --escape) exec "$PWD/build/judge" "\$@" ;; esac
"$PWD/build/judge" "\$@" | head -n 1
kill -SEGV \$\$
FAKE
chmod +x "$fake/judge"
t=1700000000
ZUMA_NOW=$t f4make "$d" contest >/dev/null
ZUMA_NOW=$((t + 60)) f4make "$d" submit SOLUTION=solution.c CASES=$P B="$fake" >/dev/null
out=$(ZUMA_NOW=$((t + 120)) f4make "$d" submit SOLUTION=solution.c CASES=$P)
expect_in "a judge killed mid-run in a contest: Internal Error, counted as a wrong submission" "$out" \
	"^Contest over: score 0:07:00 \(Accepted at 0:02:00 \+ 1 wrong x 5 min\)$"

# 2. File names that are options, or hold spaces, quotes, a line break, non-ASCII or awk's
# var=value: judged as the file they name, in every language. make judge SOLUTION=-s reads
# the file -s, never its standard input (here a wrong solution).
if [ ! -e ./-s ]; then
	cp "$(flat right_unoptimised)" ./-s
	out=$(f4make "$F4/dash" judge SOLUTION=-s CASES=$P <"$(flat wrong_once)"; echo "exit $?")
	rm -f ./-s
	expect_in "make judge SOLUTION=-s < wrong.c: the file -s is judged, not standard input" "$out" \
		"^Accepted$" "exit 0"
fi
# A case file whose name begins with "--" is a file, never one of the judge's options.
cases=--zuma-fourth-$$.txt
if [ ! -e "./$cases" ]; then
	cp $P "./$cases"
	out=$(f4make "$F4/dashcases" judge CASES="$cases"; echo "exit $?")
	rm -f "./$cases"
	expect_in "make judge CASES=--name.txt: the file judged, not taken for an option" "$out" \
		"^Accepted$" "^6 / 6 testcases passed$" "exit 0"
fi
names=("-x 'q\"é=" $'-n\nl=1')
for ext in c cpp py java js ts; do
	for name in "${names[@]}"; do
		[ "$ext" = java ] || [ "$ext" = ts ] || [ "$ext" = cpp ] && [ "$name" != "${names[0]}" ] && continue
		mkdir -p "$F4/names"
		cp -- judge/tests/planted/lang/bfs.$ext "$F4/names/$name.$ext"
		out=$(cd "$F4/names" && CC=gcc BUILD_SECONDS=120 sh "$OLDPWD/judge/runners/build_runner.sh" \
			"$name.$ext" "$OLDPWD/build" 2>&1 </dev/null)
		if grep -q "which is not installed here" <<<"$out"; then
			echo "skip .$ext names: its toolchain is not installed here"
			continue
		fi
		shown=$(printf '%s' "$name" | tr '\n' '?')
		exe=$(tail -n 1 <<<"$out")
		if [ -x "$exe" ]; then
			out=$(build/judge --runner "$exe" $P 2>&1)
			expect_in "  ... the .$ext file named '$shown.$ext': built and Accepted" "$out" "^Accepted$"
		else
			bad "the .$ext file named '$shown.$ext' was not built" "$out"
		fi
	done
done

# 3. A status or a word means something only from the runner that gives it that meaning.
out=$(build/judge --runner "$($MAKE runner SOLUTION=judge/tests/planted/exit126.c SANITIZE=0)" $P 2>&1)
expect_in "a C solution's _exit(126) (Python's and Java's \"heap ran out\"): Runtime Error, the status named" \
	"$out" "^Runtime Error$" "exit status 126"
grep -q "Memory Limit" <<<"$out" && bad "  ... yet Memory Limit Exceeded" "$out"
out=$(build/judge --runner "$($MAKE runner SOLUTION=judge/tests/planted/node_words.c SANITIZE=0)" $P 2>&1)
expect_in "a C solution printing node's \"JavaScript heap out of memory\" and aborting: Runtime Error" \
	"$out" "^Runtime Error$" "SIGABRT"
grep -q "Memory Limit" <<<"$out" && bad "  ... yet Memory Limit Exceeded" "$out"

# 4. The build's folder bounded as a whole: javac's class files (120 MB from a 45 KB source,
# each file under 16 MiB) stop at the bound: Compile Error naming it, nothing left behind.
if command -v javac >/dev/null; then
	# (built in a folder of its own, holding copies of the parts it needs: build/ is shared with
	# the sections running beside this one, whose builds come and go there)
	bb=$F4/bomb-build
	mkdir -p "$bb"
	$MAKE -s build/confine build/runner.o build/sandbox.o >/dev/null 2>&1
	for part in build/confine build/runner.o build/sandbox.o build/javac-*.jsa; do
		[ -e "$part" ] && cp -p "$part" "$bb/"
	done
	log=$F4/bomb.log
	BUILD_SECONDS=120 sh judge/runners/build_runner.sh judge/tests/planted/lang/class_bomb.java "$bb" 2>"$log" >/dev/null
	out=$(build/judge --compile-error "$log" --solution judge/tests/planted/lang/class_bomb.java \
		--quiet -- $P 2>&1; echo "exit $?")
	expect_in "javac writing 120 MB of classes: Compile Error, the folder's bound named" "$out" \
		"^Compile Error$" "passed its bound of 64 MB" "exit [1-9]"
	left=$(find "$bb" -mindepth 1 ! -name confine ! -name runner.o ! -name sandbox.o ! -name 'javac-*.jsa')
	[ -z "$left" ] && ok "  ... and no build folder left behind" \
		|| bad "the class bomb left a build folder" "$left"
	grep -n 'jar" --create\|bin/jar" -' judge/runners/java/build.sh | grep -v in_box \
		&& bad "jar runs outside the build box" || ok "  ... jar runs in the build box (judge/runners/java/build.sh)"
else
	echo "skip the class bomb: javac is not installed here"
fi

# 5. Ctrl-\ (SIGQUIT) stops the judge as Ctrl-C does: its box and its cgroups go with it. A judge
# killed outright (SIGKILL) leaves its cgroups to judge --sweep, which judges nothing.
cgroups_of() { find /sys/fs/cgroup -maxdepth 6 -name "zuma-judge-$1" 2>/dev/null; }
loop_exe=$($MAKE runner SOLUTION="$(flat loop)" SANITIZE=0)
# (a background job of a script starts with SIGQUIT ignored: the judge gets it as a terminal's is)
default_quit=()
env --default-signal=QUIT true 2>/dev/null && default_quit=(env --default-signal=QUIT)
for sig in QUIT KILL; do
	"${default_quit[@]}" build/judge --runner "$loop_exe" $P >/dev/null 2>&1 &
	j=$!
	for _ in $(seq 100); do [ -n "$(cgroups_of $j)" ] && break; sleep 0.1; done
	had=$(cgroups_of $j)
	sleep 0.5 # (on the looping case, its box running)
	kill -$sig $j
	wait $j 2>/dev/null
	rc=$?
	left=$(cgroups_of $j)
	if [ -z "$had" ]; then
		echo "skip SIG$sig and the judge's cgroups: no cgroup made here"
	elif [ $sig = QUIT ]; then
		[ $rc = 131 ] && [ -z "$left" ] \
			&& ok "Ctrl-\\ (SIGQUIT) stops the judge as Ctrl-C does: its cgroups removed at once" \
			|| bad "SIGQUIT: exit $rc, cgroups left: $left"
	else
		build/judge --sweep # (another run's judge may have swept them already: either way)
		[ -z "$(cgroups_of $j)" ] \
			&& ok "a judge killed by SIGKILL: judge --sweep removes its cgroups, judging nothing" \
			|| bad "SIGKILL then judge --sweep: before '$left', after '$(cgroups_of $j)'"
	fi
done
# make test's end sweeps too: every judge it killed leaves nothing behind.
trap 'build/judge --sweep 2>/dev/null; rm -rf "$tmp"' EXIT

# Issue 34 item 6. UNCONFINED=1: a folder every box shows holds the cases; the history marks the
# run unverified, as its output does, and a contest does not count it.
if [ "$(id -u)" = 0 ]; then
	shown_dir=/usr/local/src/zuma-test-$$
	mkdir -p "$shown_dir"
	cp $P "$shown_dir/"
	d=$F4/unverified
	f4make "$d" submit SOLUTION=solution.c CASES="$shown_dir/planted.txt" UNCONFINED=1 >/dev/null
	out=$(f4make "$d" history)
	rm -rf "$shown_dir"
	expect_in "make submit UNCONFINED=1: make history marks it unverified, as its output did" "$out" \
		"submit +Accepted \(unverified: UNCONFINED=1\) +6/6 "
	grep -q '"unverified":true' "$d/history" && ok "  ... and its record says \"unverified\":true" \
		|| bad "no unverified field in the record" "$(cat "$d/history")"
fi
# make contest-stop abandons the running contest, recorded as abandoned.
d=$F4/stop
ZUMA_NOW=$t f4make "$d" contest >/dev/null
ZUMA_NOW=$((t + 60)) f4make "$d" submit SOLUTION="$(flat wrong_once)" CASES=$P >/dev/null
out=$(ZUMA_NOW=$((t + 300)) f4make "$d" contest-stop)
expect_in "make contest-stop: the contest abandoned, its submissions said" "$out" \
	"^Contest abandoned after 0:05:00 of 1:30:00: 1 submission, 1 wrong; recorded as abandoned"
out=$(ZUMA_NOW=$((t + 400)) f4make "$d" contest-status; ZUMA_NOW=$((t + 400)) f4make "$d" history)
expect_in "  ... no contest runs after it; make history lists it as abandoned" "$out" \
	"^No contest running" "abandoned \(1 submission, 1 wrong\)" "contest +Contest abandoned"
grep -q '"abandoned":true' "$d/history" && ok "  ... its record says \"abandoned\":true" \
	|| bad "no abandoned field in the contest's record" "$(cat "$d/history")"
# HISTORY=0 keeps one run out of the history.
d=$F4/nohistory
f4make "$d" submit SOLUTION=solution.c CASES=$P >/dev/null
out=$(f4make "$d" submit SOLUTION=solution.c CASES=$P HISTORY=0)
[ "$(grep -c . "$d/history")" = 1 ] && ! grep -q "^History: saved" <<<"$out" && grep -q "^Accepted$" <<<"$out" \
	&& ok "make submit HISTORY=0: judged, not recorded" \
	|| bad "HISTORY=0 still recorded the run" "$out
$(cat "$d/history")"
