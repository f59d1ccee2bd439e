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
	"$runners/javascript/driver.js" "$here/protocol.h" "$pkgs/package-lock.json" "$pkgs/bundle.js"
# node reserves far more address space than it uses; the cgroup still bounds what it uses.
BUILD_MB=${BUILD_MB:-4096}
build_start
cp "$src" "$work/solution.ts"
mkdir -p "$work/typescript" "$work/node_modules/@types" "$work/node_modules/@datastructures-js"
cp -r "$tsdir/lib" "$tsdir/package.json" "$work/typescript/"
cp -r "$pkgs/node_modules/@types/lodash" "$work/node_modules/@types/"
cp -r "$pkgs/node_modules/@datastructures-js/." "$work/node_modules/@datastructures-js/"
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
			"$src" || printf '\tconst %s: typeof %s;\n\ttype %s<T> = %s<T>;\n' "$n" "$g" "$n" "$g"
	done
	echo '}'
	echo 'export {};'
} >"$work/globals.d.ts"
# LeetCode's driver calls findMinStep(board, hand), compiled with the file: a file without it,
# or with another signature, does not compile. The call's check goes after the file's last line
# (in its scope, module or not), so the file's own lines keep their numbers.
lines=$(awk 'END { print NR }' "$src")
{
	[ -z "$(tail -c 1 "$src")" ] || echo
	echo 'const leetcodeCalls: (board: string, hand: string) => number = findMinStep;'
} >>"$work/solution.ts"
if ! in_box "$(basename "$(readlink -f "$node")")" --max-old-space-size=512 --max-semi-space-size=8 \
	typescript/lib/tsc.js --alwaysStrict \
	--strictBindCallApply --strictFunctionTypes --target ES2022 --module commonjs \
	--allowUmdGlobalAccess --skipLibCheck --noEmitOnError --pretty false --sourceMap \
	--outDir out solution.ts globals.d.ts; then
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
js=$work/out/solution.js
js_map=$work/out/solution.js.map
. "$runners/javascript/build.sh"
