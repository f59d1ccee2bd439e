# runners/javascript/build.sh: JavaScript as LeetCode runs it (Node.js there; the node on PATH
# here, which must live under /usr for the box to show it), with the libraries LeetCode
# provides (node-packages/: lodash, @datastructures-js/priority-queue, queue, deque, pinned by
# its package-lock.json). The "compile" step is node --check in the build box: a SyntaxError is
# a Compile Error. The runner is launcher.c with driver.js and the solution as bytes, and the
# libraries appended (node-packages/bundle.js). typescript/build.sh reuses this file after tsc.
node=$(command -v node 2>/dev/null) || missing "Node.js (node)" \
	"On Debian or Ubuntu: apt-get install nodejs"
node=$(readlink -f "$node")
case $node in
/usr/* | /bin/*) ;;
*) missing "a node under /usr (the box shows /usr, not $node)" "On Debian or Ubuntu: apt-get install nodejs" ;;
esac
p=$runners/javascript
pkgs=$runners/node-packages
for f in lodash/lodash.js @datastructures-js/priority-queue/index.js @datastructures-js/heap/index.js \
	@datastructures-js/queue/index.js @datastructures-js/deque/index.js; do
	[ -f "$pkgs/node_modules/$f" ] || missing "the libraries LeetCode provides (lodash, @datastructures-js/priority-queue, queue and deque; ${f%%/index.js} is missing)" \
		"Run: npm ci --prefix judge/runners/node-packages (npm: apt-get install npm)"
done
# node's heap within MEMORY_LIMIT (make exports it as ZUMA_MEMORY_LIMIT; 256 MB by default):
# five eighths for the old generation and 8 MB semi-spaces, so that V8 collects before the
# box's limit, and what it cannot collect is node's own "JavaScript heap out of memory".
mem=${ZUMA_MEMORY_LIMIT:-256}
case $mem in '' | *[!0-9]*) mem=256 ;; esac
old=$((mem * 5 / 8))
[ "$old" -ge 16 ] || old=16
semi=$((mem >= 256 ? 8 : 2))
js=${js:-$src} # the JavaScript to run: the solution, or tsc's output of it
if [ "$lang" = javascript ]; then
	runner_key "$node" "$("$node" --version)" "${CC:-gcc}" "$old" "$semi" -- "$p/launcher.c" \
		"$p/driver.js" "$here/protocol.h" "$pkgs/package-lock.json" "$pkgs/bundle.js"
	build_start
	cp "$src" "$work/solution.js"
	if ! in_box "${node##*/}" --check solution.js; then
		# LeetCode's words: "Line 2: SyntaxError: ...", then the line and its caret; none of
		# node's frames or its version.
		awk '/^(\/box\/)?solution\.js:[0-9]+$/ { n = substr($0, index($0, ":") + 1); next }
			/^[A-Za-z]*Error: / && n != "" { print "Line " n ": " $0; done = 1; next }
			/^    at / || /^Node\.js v/ || /^$/ { next }
			{ if (!done) src = src $0 "\n"; else print }
			END { printf "%s", src }' "$log" >&2
		exit 1
	fi
fi
bytes() {
	printf 'static const char %s[] = {' "$1"
	od -An -v -tx1 "$2" | tr -s ' \n' '  ' | sed 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'
	printf '0};\n'
}
{
	bytes driver_js "$p/driver.js"
	bytes solution_js "$js"
	if [ -n "${js_map:-}" ]; then bytes source_map "$js_map"; else printf 'static const char source_map[] = "";\n'; fi
	printf 'static const char solution_name[] = "%s";\n' "$user_name"
	printf 'static const char node_path[] = "%s";\n' "$node"
	printf 'static const char *const heap_flags[] = {"--max-old-space-size=%s", "--max-semi-space-size=%s"};\n' \
		"$old" "$semi"
} >"$work/payload.h"
if [ "$(wc -c <"$work/payload.h")" -gt 600000 ]; then
	echo "judge: $name is too long for node's command line (100 KB at most)" >&2
	exit 1
fi
"${CC:-gcc}" -std=gnu11 -O2 -I"$work" -I"$here" "$p/launcher.c" -o "$tmp" || exit 1
# The libraries, then "ZUMALIBS" and their length in 12 digits: driver.js finds them from the end.
# They are the same for every runner: bundle.js's output is kept in the build folder, keyed by
# node, bundle.js and the lock file (a node start and 0.6 MB of JSON less in each build).
libs=$dir/libs-$({ "$node" --version; cat "$pkgs/bundle.js" "$pkgs/package-lock.json"; } |
	sha256sum | cut -c1-20).json
if [ ! -f "$libs" ]; then
	"$node" "$pkgs/bundle.js" >"$work/libs.json" && mv -f "$work/libs.json" "$libs" || exit 1
fi
{
	cat "$libs"
	printf 'ZUMALIBS%012d' "$(wc -c <"$libs")"
} >>"$tmp"
runner_install "$tmp" "Node.js $("$node" --version) with a $old MB heap${tsc_version:+, TypeScript $tsc_version}, LeetCode's libraries (lodash, @datastructures-js)"
