# runners/typescript/build.sh: TypeScript as LeetCode builds it (TypeScript 5 with
# --alwaysStrict --strictBindCallApply --strictFunctionTypes --target ES2022, then Node.js), the
# libraries LeetCode provides declared as its globals (PriorityQueue, MinPriorityQueue,
# MaxPriorityQueue, Queue, Deque, _) with their own types. tsc is the kit's pinned one
# (node-packages/: npm ci there), run by node in the build box with LeetCode's call of
# findMinStep after the file: a type error, or a findMinStep it cannot call, is a Compile Error,
# as there. Its
# output is then run as JavaScript (javascript/build.sh).
node=$(command -v node 2>/dev/null) || missing "Node.js (node)" \
	"On Debian or Ubuntu: apt-get install nodejs"
pkgs=$runners/node-packages
tsdir=$pkgs/node_modules/typescript
[ -f "$tsdir/lib/tsc.js" ] && [ -f "$tsdir/package.json" ] &&
	[ -f "$pkgs/node_modules/@types/lodash/index.d.ts" ] || missing \
	"the kit's pinned TypeScript compiler ($(sed -n 's/.*"typescript": *"\([^"]*\)".*/\1/p' \
		"$pkgs/package.json")) and the libraries' types" \
	"Run: npm ci --prefix judge/runners/node-packages (npm: apt-get install npm)"
tsc_version=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$tsdir/package.json")
runner_key "$(readlink -f "$node")" "$("$node" --version)" "$tsc_version" "${CC:-gcc}" \
	"${ZUMA_MEMORY_LIMIT:-256}" -- "$runners/javascript/build.sh" "$runners/javascript/launcher.c" \
	"$runners/javascript/driver.js" "$here/protocol.h" "$pkgs/package-lock.json" "$pkgs/bundle.js" \
	"$runners/typescript/tsc_cached.js"
# node reserves far more address space than it uses; the cgroup still bounds what it uses.
BUILD_MB=${BUILD_MB:-4096}
# tsc's node and tsc's arguments, the same for the build and for the code cache's making (V8
# refuses a cache made under other flags).
tsc_node="$(basename "$(readlink -f "$node")") --max-old-space-size=512 --max-semi-space-size=8"
tsc_args="--alwaysStrict --strictBindCallApply --strictFunctionTypes --target ES2022 --module commonjs
	--allowUmdGlobalAccess --skipLibCheck --noEmitOnError --pretty false --sourceMap --outDir out
	solution.ts globals.d.ts"

# tsc_folder FOLDER FILE: FOLDER ready for tsc on FILE: the compiler, the libraries and their
# types, FILE as solution.ts with LeetCode's call after it, the globals LeetCode declares.
tsc_folder() {
	mkdir -p "$1/typescript" "$1/node_modules/@types" "$1/node_modules/@datastructures-js"
	cp "$2" "$1/solution.ts"
	cp -r "$tsdir/lib" "$tsdir/package.json" "$1/typescript/"
	cp -r "$pkgs/node_modules/@types/lodash" "$1/node_modules/@types/"
	cp -r "$pkgs/node_modules/@datastructures-js/." "$1/node_modules/@datastructures-js/"
	cp "$runners/typescript/tsc_cached.js" "$1/"
	# The globals LeetCode declares (lodash's _ is @types/lodash's own global), each left out when
	# the file declares that name itself, as a TypeScript file writing its own PriorityQueue may.
	{
		echo "import * as pq from '@datastructures-js/priority-queue';"
		echo "import * as q from '@datastructures-js/queue';"
		echo "import * as dq from '@datastructures-js/deque';"
		echo 'declare global {'
		for g in pq.PriorityQueue pq.MinPriorityQueue pq.MaxPriorityQueue q.Queue dq.Deque; do
			n=${g#*.}
			grep -Eq "(class|interface|type|function|const|let|var|enum|namespace)[[:space:]]+$n([^A-Za-z0-9_$]|\$)" \
				"$2" || printf '\tconst %s: typeof %s;\n\ttype %s<T> = %s<T>;\n' "$n" "$g" "$n" "$g"
		done
		echo '}'
		echo 'export {};'
	} >"$1/globals.d.ts"
	# LeetCode's driver calls findMinStep(board, hand), compiled with the file: a file without it,
	# or with another signature, does not compile. The call's check goes after the file's last line
	# (in its scope, module or not), so the file's own lines keep their numbers.
	{
		[ -z "$(tail -c 1 "$2")" ] || echo
		echo 'const leetcodeCalls: (board: string, hand: string) => number = findMinStep;'
	} >>"$1/solution.ts"
}

# tsc_cache: the path of V8's code cache of tsc.js (tsc_cached.js), empty when it cannot be
# made. tsc.js is 5.7 MB of JavaScript that node would parse and compile on every build; the
# cache holds its bytecode, made once in the build folder, keyed by node, tsc.js, the loader and
# node's flags. It is made in a build box as a build is, on the kit's own TypeScript file
# (ports/solution.ts: no user's code), so that it holds what tsc compiles as it works. Made by
# `make setup`, or by the first TypeScript build; a cache node refuses is dropped (below) and
# made again by the next build.
tsc_cache() {
	c=$dir/tsc-$({ readlink -f "$node"; "$node" --version; printf '%s\n' "$tsc_node"
		cat "$tsdir/lib/tsc.js" "$runners/typescript/tsc_cached.js"; } | sha256sum | cut -c1-20).v8cache
	if [ ! -f "$c" ] && [ -f "$here/ports/solution.ts" ]; then
		cwork=$(mktemp -d "$dir/tsc-cache-build.XXXXXX") || return 0
		trap 'rm -rf "$cwork"' EXIT # (this runs in a subshell of its own: $(tsc_cache))
		trap 'exit 130' INT QUIT TERM HUP
		# shellcheck disable=SC2086 # the flags are words
		tsc_folder "$cwork" "$here/ports/solution.ts" &&
			"$dir/confine" --time "${BUILD_SECONDS:-10}" --memory "$BUILD_MB" --output 16384 \
				--space 64 --dir "$cwork" -- $tsc_node tsc_cached.js write tsc.v8cache \
				typescript/lib/tsc.js $tsc_args >/dev/null 2>&1 || : # (a cache or none)
		if [ -s "$cwork/tsc.v8cache" ]; then mv -f "$cwork/tsc.v8cache" "$c"; fi
		rm -rf "$cwork"
	fi
	if [ -f "$c" ]; then printf '%s\n' "$c"; fi
}
cache=$(tsc_cache)
build_start
tsc_folder "$work" "$src"
[ -n "$cache" ] && { ln "$cache" "$work/tsc.v8cache" 2>/dev/null || cp "$cache" "$work/tsc.v8cache"; }
lines=$(awk 'END { print NR }' "$src")
# shellcheck disable=SC2086 # the flags are words
if ! in_box $tsc_node tsc_cached.js read tsc.v8cache typescript/lib/tsc.js $tsc_args; then
	# LeetCode's words: "Line 2: Char 9: error TS2322: ...", the lines of the user's file; an
	# error of the driver's says what LeetCode calls.
	awk -v lines="$lines" 'match($0, /^solution\.ts\(([0-9]+),([0-9]+)\): /) {
		split(substr($0, 13, RLENGTH - 15), at, ",")
		if (at[1] + 0 > lines + 0)
			$0 = substr($0, RLENGTH + 1) " (LeetCode calls findMinStep(board: string, hand: string): number)"
		else
			$0 = "Line " at[1] ": Char " at[2] ": " substr($0, RLENGTH + 1)
	}
	{ print }' "$log" >&2
	exit 1
fi
# A cache node would not use (damaged, or another node's) is dropped: the next build makes it.
if [ -n "$cache" ] && [ -e "$work/tsc.v8cache.refused" ]; then rm -f "$cache"; fi
js=$work/out/solution.js
js_map=$work/out/solution.js.map
. "$runners/javascript/build.sh"
