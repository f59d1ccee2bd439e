# load.sh: sourced by run_tests.sh. The judge's clocks on a machine kept busy: the backstop on
# the clock (three times TIME_LIMIT) forgives the time a case waited for a CPU, as the total's
# count does, so a case is never cut short by another program's load; one that sleeps is
# still stopped at the backstop. The load is made here, not hoped for: the judge and five busy
# loops share one CPU (taskset), so the case gets at most a sixth of it.
echo "== the judge's clocks on a busy machine: the time a case waits for a CPU is forgiven"
if ! command -v taskset >/dev/null; then
	echo "skip load: taskset (util-linux) is not installed"
else
	ld=$tmp/load
	mkdir -p "$ld"
	printf 'G GGGGG 2\n' >"$ld/g.txt"
	# spin.c: solution.c's answers after 300 ms of CPU on board G; nap.c: a minute's sleep
	# (the solution files in build/test-files/load: run_tests.sh's write_kept)
	spin=$test_files/load/spin.c nap=$test_files/load/nap.c
	sed 's/(calls ? 0.4 : 0.2)/0.3/' "$(flat near_limit)" | write_kept "$spin"
	sed 's/strlen(board) >= 8/1/' "$(flat sleepy)" | write_kept "$nap"
	$MAKE runner SOLUTION="$spin" SANITIZE=0 >/dev/null 2>&1
	$MAKE runner SOLUTION="$nap" SANITIZE=0 >/dev/null 2>&1
	busy() { # COMMAND...: run with five busy loops on its CPU; $ms its time on the clock
		local hogs=() i t0
		for i in 1 2 3 4 5; do
			taskset -c 0 sh -c 'while :; do :; done' &
			hogs+=($!)
		done
		t0=$(date +%s%N)
		out=$(taskset -c 0 "$@" 2>&1; echo "exit $?")
		ms=$((($(date +%s%N) - t0) / 1000000))
		kill "${hogs[@]}" 2>/dev/null
		wait "${hogs[@]}" 2>/dev/null
	}
	busy $MAKE judge SOLUTION="$spin" CASES="$ld/g.txt" TIME_LIMIT=400 SANITIZE=0
	if [ "$ms" -lt 1500 ]; then
		bad "the busy loops did not slow the case past the clock's backstop of 1200 ms (it took $ms ms)" "$out"
	else
		expect_in "300 ms of CPU in $ms ms on the clock (past 3 x TIME_LIMIT=400, the load's): Accepted" "$out" \
			"^Accepted$" "exit 0"
	fi
	# (a total of 1000 ms on the clock passes long before 200 ms of CPU at a sixth of a CPU:
	# the case's own limit, on its CPU, is what stopped it, and the total is not used up)
	busy $MAKE judge SOLUTION="$spin" CASES="$ld/g.txt" TIME_LIMIT=200,1000 SANITIZE=0
	expect_in "  ... one past its CPU limit is TLE on its CPU time, however late on the clock, not the total's ($ms ms)" "$out" \
		"still running after 200 ms of CPU time" "^Time Limit Exceeded$" "exit [1-9]"
	grep -q "total time limit" <<<"$out" && bad "  ... the total's words for a case stopped on its CPU limit" "$out"
	# (an exit that waits 400 ms of another task's CPU, as AddressSanitizer's leak check does,
	# then spends 200 ms of its own: at a sixth of a CPU that is past the second the judge gives
	# an idle machine's exit, and the other task has ended before the exit does)
	$MAKE runner SOLUTION="$(flat slow_exit)" SANITIZE=0 >/dev/null 2>&1
	busy $MAKE judge SOLUTION="$(flat slow_exit)" CASES="$ld/g.txt" SANITIZE=0
	expect_in "  ... and so is the wait of an exit on another task, ended before it (slow_exit.c, $ms ms): Accepted" "$out" \
		"^Accepted$" "exit 0"
	busy $MAKE judge SOLUTION="$nap" CASES="$ld/g.txt" TIME_LIMIT=400 SANITIZE=0
	expect_in "  ... while a case that sleeps is still stopped at the backstop: TLE, on the clock" "$out" \
		"still running after [0-9]+ ms on the clock, with [0-9]+ ms of CPU time" "^Time Limit Exceeded$" "exit [1-9]"
fi
# A box whose own exit is slow after its program has ended: on a loaded machine the kernel's
# teardown of a box's namespaces took over a second on the clock, in waits no run-queue count
# sees, and a right solution's last case was judged RE, "did not end cleanly". The program's end
# is what the judge waits for (the box's first process says it), never the teardown: made here
# by make test's hook, a first process that waits 1500 ms after saying so (jail.c), past the
# second an exit is given.
$MAKE runner SANITIZE=0 >/dev/null 2>&1
out=$(ZUMA_TEST_BOX_EXIT_MS=1500 $MAKE judge CASES=cases/examples.txt SANITIZE=0 2>&1; echo "exit $?")
expect_in "a box torn down 1.5 s after its program ended: the program's end decides, Accepted" "$out" \
	"^Accepted$" "^4 / 4 testcases passed$" "exit 0"
