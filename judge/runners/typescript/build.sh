# runners/typescript/build.sh: TypeScript as LeetCode builds it (TypeScript 5 with
# --alwaysStrict --strictBindCallApply --strictFunctionTypes --target ES2022, then Node.js 20).
# tsc is the kit's pinned one (package.json here: npm install), run by node in the build box;
# a type error is a Compile Error, as there. Its output is then run as JavaScript
# (javascript/build.sh).
node=$(command -v node 2>/dev/null) || missing "Node.js (node)" \
	"On Debian or Ubuntu: apt-get install nodejs"
tsdir=$runners/typescript/node_modules/typescript
[ -f "$tsdir/lib/tsc.js" ] && [ -f "$tsdir/package.json" ] || missing \
	"the kit's pinned TypeScript compiler ($(sed -n 's/.*"typescript": *"\([^"]*\)".*/\1/p' \
		"$runners/typescript/package.json"))" \
	"Run: npm install --prefix judge/runners/typescript (npm: apt-get install npm)"
tsc_version=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$tsdir/package.json")
runner_key "$(readlink -f "$node")" "$("$node" --version)" "$tsc_version" "${CC:-gcc}" -- \
	"$runners/javascript/build.sh" "$runners/javascript/launcher.c" \
	"$runners/javascript/driver.js" "$here/protocol.h"
# node reserves far more address space than it uses; the cgroup still bounds what it uses.
BUILD_MB=${BUILD_MB:-4096}
build_start
cp "$src" "$work/solution.ts"
mkdir "$work/typescript"
cp -r "$tsdir/lib" "$tsdir/package.json" "$work/typescript/"
if ! in_box "$(basename "$(readlink -f "$node")")" --max-old-space-size=512 --max-semi-space-size=8 \
	typescript/lib/tsc.js --alwaysStrict \
	--strictBindCallApply --strictFunctionTypes --target ES2022 --skipLibCheck \
	--noEmitOnError --pretty false --sourceMap --outDir out solution.ts; then
	# tsc names the copy: name the user's file instead; its words go to stdout.
	awk -v n="$user_name" 'index($0, "solution.ts(") == 1 { $0 = n substr($0, 12) } { print }' \
		"$log" >&2
	exit 1
fi
js=$work/out/solution.js
js_map=$work/out/solution.js.map
. "$runners/javascript/build.sh"
