# runners/python3/build.sh: Python 3 as LeetCode runs it (CPython 3.11 there; the system's
# /usr/bin/python3 here, embedded in the C harness: see harness.c). The "compile" step is
# check.py in the build box: a SyntaxError or an IndentationError is a Compile Error; a missing
# Solution.findMinStep is a Runtime Error at the first call, as on LeetCode. Tracebacks name
# the file Solution.py, as LeetCode's do. The runner is runner.o and sandbox.o with harness.c,
# which holds the prelude, the solution (without a byte-order mark) and the driver as bytes.
py=/usr/bin/python3
config=/usr/bin/python3-config
[ -x "$py" ] || missing "$py (the system's Python 3)" "On Debian or Ubuntu: apt-get install python3"
[ -x "$config" ] || missing "Python's headers and libpython (python3-config)" \
	"On Debian or Ubuntu: apt-get install python3-dev"
p=$runners/python3
# MEMORY_LIMIT, for the collector run between calls once memory passes half of it (harness.c).
mem=${ZUMA_MEMORY_LIMIT:-256}
runner_key "$("$py" --version 2>&1)" "${CC:-gcc}" "$mem" -- "$p/harness.c" "$p/prelude.py" \
	"$p/driver.py" "$p/check.py" "$here/protocol.h" "$dir/runner.o" "$dir/sandbox.o"
build_start
user_source >"$work/solution.py"
cp "$p/check.py" "$work/check.py"
if ! in_box python3 -I -S check.py solution.py Solution.py; then
	cat "$log" >&2
	exit 1
fi
# The payload: each file as a NUL-terminated array of bytes (no text of the solution is ever
# parsed as C).
bytes() {
	printf 'static const char %s[] = {' "$1"
	od -An -v -tx1 "$2" | tr -s ' \n' '  ' | sed 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'
	printf '0};\n'
}
{
	bytes prelude_py "$p/prelude.py"
	bytes driver_py "$p/driver.py"
	bytes solution_py "$work/solution.py"
	printf 'static const char solution_name[] = "Solution.py";\n' # LeetCode's name
} >"$work/payload.h"
# The compile and the link hold the solution's bytes: in the build box, bounded like any build.
cp "$p/harness.c" "$here/protocol.h" "$dir/runner.o" "$dir/sandbox.o" "$work/"
# shellcheck disable=SC2046 # the flags are words
if ! in_box "${CC:-gcc}" -std=gnu11 -O2 -I. -DMEMORY_MB="$mem" $("$config" --includes) -c harness.c -o harness.o ||
	! in_box "${CC:-gcc}" runner.o sandbox.o harness.o $("$config" --ldflags --embed) -o runner; then
	cat "$log" >&2
	exit 1
fi
mv -f "$work/runner" "$tmp"
# (Python has the same default limits as every language: README.md, Verdicts and limits.)
runner_install "$tmp" "$("$py" --version 2>&1) (CPython in the C harness)"
