# v8cache.sh: sourced by run_tests.sh (issue 35). V8's code cache of tsc.js
# (typescript/build.sh, tsc_cached.js): a TypeScript build makes it once in its build folder and
# uses it; tsc's output is the same byte for byte with it and without it (a runner built
# beside a damaged cache is the same file); a damaged or foreign cache is passed over, the
# build Accepted and its Compile Errors the same words, and the cache dropped (the next build
# makes it again). Two build folders of this section's own, the kit's programs copied in.

echo "== V8's code cache of tsc: made once, tsc's output the same with it and without, a damaged one passed over"
if $MAKE runner SOLUTION=judge/tests/planted/lang/bfs.ts 2>&1 | grep -q "which is not installed here"; then
	echo "skip V8's code cache of tsc: TypeScript's toolchain is not installed here"
else
	V=$tmp/v8cache
	for b in with without; do
		mkdir -p "$V/$b" && cp build/*.o build/judge build/history build/confine "$V/$b/"
	done
	# v8make FOLDER ARGS...: make in that build folder, given time to build on a loaded machine.
	v8make() {
		local b=$1
		shift
		BUILD_SECONDS=60 $MAKE "$@" B="$V/$b" COMPARE=0 2>&1
	}
	# v8damage FILE: bytes in the middle of FILE changed, its length and its head kept (V8's own
	# checks pass such a file: node 20 crashed on it).
	v8damage() {
		local n
		n=$(wc -c <"$1")
		printf 'ZUMAZUMAZUMAZUMAZUMAZUMAZUMAZUMA' | dd of="$1" bs=1 seek=$((n / 2)) conv=notrunc 2>/dev/null
	}
	{ cat judge/ports/solution.ts; echo "// v8cache $$"; } >"$V/sol.ts"
	printf 'function findMinStep(board: string, hand: string): number {\n\tconst n: number = board;\n\treturn n;\n}\n' >"$V/ce.ts"

	out=$(v8make with runner SOLUTION="$V/sol.ts")
	caches=$(ls "$V/with"/tsc-*.v8cache 2>/dev/null)
	if [ "$(wc -w <<<"$caches")" = 1 ] && [ "$(head -c 8 "$caches")" = ZUMAV8C1 ] &&
		[ "$(wc -c <"$caches")" -gt 100000 ]; then
		ok "a TypeScript build makes V8's code cache of tsc.js in its build folder, once, and keeps it ($(wc -c <"$caches") bytes)"
	else
		bad "a TypeScript build makes V8's code cache of tsc.js in its build folder, once" "$out
$(ls -l "$V/with")"
	fi
	with_runner=$(tail -n 1 <<<"$out")
	sum=$(cksum <"$caches")
	out=$(v8make with judge SOLUTION="$V/ce.ts" CASES=cases/examples.txt)
	ce_with=$(grep -E '^Compile Error$|Line [0-9]+: Char [0-9]+: ' <<<"$out")
	if [ -f "$caches" ] && [ "$(cksum <"$caches")" = "$sum" ] && grep -q 'error TS2322' <<<"$ce_with"; then
		ok "  ... the next build reads it (kept as it was), a type error still tsc's words"
	else
		bad "the next build reads V8's code cache (kept as it was)" "$out"
	fi

	# A damaged cache of the same name in the other folder: passed over, then dropped.
	cp "$caches" "$V/without/" && v8damage "$V/without/${caches##*/}"
	out=$(v8make without runner SOLUTION="$V/sol.ts")
	without_runner=$(tail -n 1 <<<"$out")
	if [ -f "$without_runner" ] && cmp -s "$with_runner" "$without_runner"; then
		ok "  ... beside a damaged cache the build falls back, and its runner is the same file byte for byte"
	else
		bad "beside a damaged cache the build falls back to the same runner" "$out"
	fi
	if [ ! -f "$V/without/${caches##*/}" ]; then
		ok "  ... and the damaged cache is dropped"
	else
		bad "the damaged cache is dropped" "$(ls -l "$V/without")"
	fi
	out=$(v8make without judge SOLUTION="$V/sol.ts" CASES=cases/examples.txt)
	expect_in "  ... the runner built without the cache is Accepted" "$out" '^Accepted$'
	# A type error, with the cache and without (a damaged one again): the same words.
	cp "$caches" "$V/without/" && v8damage "$V/without/${caches##*/}"
	out=$(v8make without judge SOLUTION="$V/ce.ts" CASES=cases/examples.txt)
	ce_without=$(grep -E '^Compile Error$|Line [0-9]+: Char [0-9]+: ' <<<"$out")
	if [ -n "$ce_with" ] && [ "$ce_with" = "$ce_without" ]; then
		ok "  ... a type error is the same Compile Error with the cache and without"
	else
		bad "a type error is the same Compile Error with the cache and without" "with:
$ce_with
without:
$out"
	fi
	# Not a cache at all (a file cut short, another program's): passed over; the build after
	# the drop makes a sound one again.
	printf 'ZUMAV8C1 cut short' >"$V/without/${caches##*/}"
	{ cat judge/ports/solution.ts; echo "// v8cache $$ 2"; } >"$V/sol2.ts"
	out=$(v8make without judge SOLUTION="$V/sol2.ts" CASES=cases/examples.txt)
	if grep -q '^Accepted$' <<<"$out" && [ ! -f "$V/without/${caches##*/}" ]; then
		ok "  ... a cache cut short: Accepted, the cache dropped"
	else
		bad "a cache cut short: Accepted, the cache dropped" "$out"
	fi
	{ cat judge/ports/solution.ts; echo "// v8cache $$ 3"; } >"$V/sol3.ts"
	v8make without runner SOLUTION="$V/sol3.ts" >/dev/null
	if [ -f "$V/without/${caches##*/}" ] && [ "$(head -c 8 "$V/without/${caches##*/}")" = ZUMAV8C1 ]; then
		ok "  ... and the next build makes it again"
	else
		bad "the next build makes V8's code cache again" "$(ls -l "$V/without")"
	fi
fi
