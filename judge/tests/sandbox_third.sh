# sandbox_third.sh: sourced by run_tests.sh after its sandbox section (it uses flat, hostile,
# expect_in, others_ac, ok, bad, $tmp, $P, $MAKE). The findings of the sandbox's third hostile
# pass (issue 26), each a hostile file with the verdict it must get: no verdict without
# confinement (an ordinary user where user namespaces are refused, as Docker's seccomp profile
# refuses them), memory and tasks bounded whatever the threads do, the runner known by its pid,
# a death blamed on its own case, every runtime's edge, and nothing of the judge left behind.
echo "== the sandbox, third pass: confinement or no verdict, memory and tasks bounded, each runtime's edge"
# plain NAME: judges planted NAME.c, plain -O2 (a sanitizer's shadow memory would blur the sizes);
# sets out.
plain() {
	local exe
	exe=$($MAKE runner SOLUTION="$(flat "$1")" SANITIZE=0 2>/dev/null) || { out="build of $1 failed"; return; }
	shift
	out=$(build/judge --runner "$exe" "$@" 2>&1; echo "exit $?")
	runner_exe=$exe
}
as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }

hostile ctor_exec $P
expect_in "a constructor that runs /bin/sh: RE naming execve, before the first call (second stage before constructors)" \
	"$out" "planted.txt:2 .* RE " "execve \(running a program\) is not allowed here \(before the first call\)" "exit [1-9]"
printf '#include <unistd.h>\nstatic int shell = execl("/bin/sh", "sh", "-c", "exit 0", (char *)0);\nclass Solution {\npublic:\n    int findMinStep(string board, string hand) { return shell; }\n};\n' >"$tmp/ctor_exec.cpp"
out=$($MAKE judge SOLUTION="$tmp/ctor_exec.cpp" CASES=$P 2>&1; echo "exit $?")
expect_in "  ... and a C++ static initialiser that runs /bin/sh: the same" "$out" \
	"execve \(running a program\) is not allowed here \(before the first call\)" "exit [1-9]"

hostile ifunc_exec $P
expect_in "an ifunc resolver that runs /bin/sh (before any constructor): the runner is not started, RE naming it" \
	"$out" "planted.txt:2 .* RE " "holds an ifunc resolver" "exit [1-9]"

plain forge_die $P
expect_in "a forged answer, then a death: the death is that case's (RE), the next case AC" "$out" \
	"planted.txt:5 .* RE " "SIGABRT \(after its answer, before the next case was taken\)" \
	"^5 / 6 testcases passed" "exit [1-9]"
others_ac ", the one after in a fresh process"

plain zombie_leader $P
expect_in "main thread ended alone (a zombie leader), 270 MB at MEMORY_LIMIT=256: MLE, read from a live thread" \
	"$out" "planted.txt:5 .* MLE " "peak resident memory 2[5-9][0-9]\.[0-9] MB passed the limit of 256 MB" "exit [1-9]"
others_ac ""
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	chmod 755 "$runner_exe"
	out=$(as_nobody build/judge --runner "$runner_exe" $P 2>&1; echo "exit $?")
	expect_in "  ... and as an ordinary user (no cgroup): MLE too" "$out" "planted.txt:5 .* MLE " "exit [1-9]"
fi
plain hide_name $P
expect_in "a runner that calls itself zuma-box, 270 MB: MLE (known by its pid, not its name)" "$out" \
	"planted.txt:5 .* MLE " "exit [1-9]"
others_ac ""

out=$($MAKE sandbox 2>&1)
expect_in "make sandbox shows the pids layer" "$out" "^(on|off) +pids cgroup"
plain threads $P
if grep -q '^on .*pids cgroup' <<<"$($MAKE sandbox 2>&1)"; then
	expect_in "threads without end: refused at the box's limit of tasks, RE naming it" "$out" \
		"planted.txt:5 .* RE " "the box reached its limit of 256 tasks" "exit [1-9]"
else
	expect_in "threads without end: refused (RLIMIT_NPROC), RE" "$out" "planted.txt:5 .* RE " "exit [1-9]"
fi
others_ac ""

plain peek_init $P
expect_in "the box's /proc/1/cmdline shows nothing of the judge" "$out" "^6 / 6 testcases passed" "exit 0"

if [ -x /usr/bin/python3-config ]; then
	# (build/test-files/sandbox_third: run_tests.sh's write_kept)
	{ echo "import signal, subprocess, asyncio, multiprocessing"; cat judge/tests/planted/lang/bfs.py; } |
		write_kept "$test_files/sandbox_third/imports.py"
	out=$($MAKE judge SOLUTION="$test_files/sandbox_third/imports.py" CASES=$P 2>&1; echo "exit $?")
	expect_in "Python: import signal, subprocess, asyncio, multiprocessing (a query of SIGSYS's handler): Accepted" \
		"$out" "^Accepted$" "exit 0"
fi
if command -v javac >/dev/null; then
	sed 's|    public int findMinStep(String board, String hand) {|&\n        try { java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status")); } catch (java.io.IOException e) { return -5; }|' \
		judge/tests/planted/lang/bfs.java | write_kept "$test_files/sandbox_third/Nio.java"
	out=$($MAKE judge SOLUTION="$test_files/sandbox_third/Nio.java" CASES=$P 2>&1; echo "exit $?")
	expect_in "Java: java.nio.file.Files (libnet probes a socket: an error code, not a trap): Accepted" \
		"$out" "^Accepted$" "exit 0"
fi

for ext in c py java; do
	head -c 1100000 /dev/zero | tr '\0' ' ' >"$tmp/big.$ext"
	out=$($MAKE judge SOLUTION="$tmp/big.$ext" CASES=$P 2>&1; echo "exit $?")
	expect_in "a .$ext solution over 1 MB: refused at once, with the reason" "$out" \
		"is 1100000 bytes, more than 1 MB" "exit [1-9]"
	grep -Eq "^(Compile Error|Accepted)" <<<"$out" && bad "  ... a verdict was printed" "$out"
done

mkdir -p "$tmp/tmpdir"
printf '#pragma message("\\n\\nAccepted\\n625 / 625 testcases passed\\n")\nint findMinStep(char *b, char *h) { return x; }\n' >"$tmp/pragma.c"
out=$(TMPDIR=$tmp/tmpdir $MAKE judge SOLUTION="$tmp/pragma.c" CASES=$P 2>&1; echo "exit $?")
expect_in "a #pragma message that prints the judge's lines: Compile Error, every compiler line marked" \
	"$out" "^Compile Error$" "^  \| Accepted" "exit [1-9]"
grep -Eq "^(Accepted|625 / 625)" <<<"$out" && bad "  ... the compiler printed a line of the judge's" "$out" \
	|| ok "  ... and no line of the compiler's passes for the judge's"
[ -z "$(ls -A "$tmp/tmpdir")" ] && ok "  ... and the Compile Error leaves nothing in TMPDIR" \
	|| bad "a Compile Error left files in TMPDIR" "$(ls -la "$tmp/tmpdir")"
{ for k in $(seq 300); do echo "#warning a flood of warnings, line $k, to push the reason out of sight"; done
	echo "int findMinStep(char *b, char *h) { return x; }"; } >"$tmp/flood_ce.c"
out=$($MAKE judge SOLUTION="$tmp/flood_ce.c" CASES=$P 2>&1)
expect_in "a flood of warnings, then an error: the Compile Error shows its reason first" "$(grep -A1 '^Compile Error$' <<<"$out" | sed -n 2p)" \
	"error: 'x' undeclared"
# (in a build folder of its own, the kit's programs copied in: make test's other sections build
# in build/ at the same time, and their work folders are not this build's leftovers)
cb=$tmp/ctrl-c-build
mkdir -p "$cb" && cp build/*.o build/judge build/history build/confine "$cb/"
TMPDIR=$tmp/tmpdir setsid $MAKE judge SOLUTION="$(flat ce_bomb)" CASES=$P BUILD_SECONDS=20 B="$cb" >/dev/null 2>&1 &
bomb=$!
sleep 2
kill -INT -- -$bomb 2>/dev/null
wait $bomb 2>/dev/null
sleep 0.3
[ -z "$(ls -d "$cb"/runner-build.* 2>/dev/null)" ] && [ -z "$(ls -A "$tmp/tmpdir")" ] \
	&& ok "  ... Ctrl-C during a build leaves no runner-build.* in its build folder and nothing in TMPDIR" \
	|| bad "Ctrl-C during a build left files" "$(ls -lad "$cb"/runner-build.* "$tmp"/tmpdir/* 2>&1)"

# No verdict without confinement: an ordinary user where user namespaces are refused (a seccomp
# filter as Docker's default profile), on a copy of the kit that user can write.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	kit=$(mktemp -d /tmp/zuma-kit.XXXXXX)
	chmod 755 "$kit"
	git ls-files -z | xargs -0 cp -p --parents -t "$kit" 2>/dev/null
	mkdir -p "$kit/build"
	cp -p build/*.o build/judge build/confine "$kit/build/"
	gcc -O2 -o "$kit/no_userns" judge/tests/no_userns.c
	chown -R 65534:65534 "$kit"
	exe=$($MAKE runner SOLUTION=solution.c 2>/dev/null)
	cp "$exe" "$kit/runner" && chmod 755 "$kit/runner"
	out=$(cd "$kit" && as_nobody ./no_userns build/judge --sandbox 2>&1)
	expect_in "the no-user-namespace machine is simulated (clone with CLONE_NEWUSER refused)" "$out" \
		"^off +mount namespace"
	out=$(cd "$kit" && as_nobody ./no_userns build/judge --runner runner cases/examples.txt 2>&1; echo "exit $?")
	expect_in "  ... no user namespaces for an ordinary user: the judge refuses, naming the cause and the cure" \
		"$out" "refusing to judge: the sandbox cannot hide the cases" "(sysctl|Docker|seccomp)" \
		"UNCONFINED=1" "exit 2"
	grep -q "^Accepted" <<<"$out" && bad "  ... and yet Accepted" "$out"
	out=$(cd "$kit" && as_nobody ./no_userns build/judge --unconfined --runner runner cases/examples.txt 2>&1; echo "exit $?")
	expect_in "  ... with UNCONFINED=1 it judges, the verdict marked unverified" "$out" \
		"^Accepted$" "^Unverified: judged without confinement" "exit 0"
	out=$(cd "$kit" && as_nobody env -u ZUMA_UNCONFINED ./no_userns make -s judge CASES=cases/examples.txt 2>&1; echo "exit $?")
	expect_in "  ... make judge refuses too: the compiler does not run with the user's rights" "$out" \
		"confine: refused" "UNCONFINED=1" "exit [1-9]"
	grep -Eq "^(Accepted|Compile Error)" <<<"$out" && bad "  ... and yet a verdict" "$out"
	out=$(cd "$kit" && as_nobody ./no_userns make -s judge CASES=cases/examples.txt UNCONFINED=1 2>&1; echo "exit $?")
	expect_in "  ... make judge UNCONFINED=1: built and judged, unverified" "$out" "^Accepted$" \
		"^Unverified: " "exit 0"
	rm -rf "$kit"
	mkdir -p /usr/local/src/zuma-test-$$
	cp cases/examples.txt /usr/local/src/zuma-test-$$/
	out=$(build/judge --runner "$exe" /usr/local/src/zuma-test-$$/examples.txt 2>&1; echo "exit $?")
	rm -rf /usr/local/src/zuma-test-$$
	expect_in "cases under /usr/local/src (a folder every box shows): refused" "$out" \
		"refusing to judge: .*lies under a folder every box shows" "exit 2"
fi
