# runners/javascript/build.sh: JavaScript as LeetCode runs it (Node.js 20 there; the node on
# PATH here, which must live under /usr for the box to show it). The "compile" step is
# node --check in the build box: a SyntaxError is a Compile Error. The runner is launcher.c
# with driver.js and the solution as bytes. typescript/build.sh reuses this file after tsc.
node=$(command -v node 2>/dev/null) || missing "Node.js (node)" \
	"On Debian or Ubuntu: apt-get install nodejs"
node=$(readlink -f "$node")
case $node in
/usr/* | /bin/*) ;;
*) missing "a node under /usr (the box shows /usr, not $node)" "On Debian or Ubuntu: apt-get install nodejs" ;;
esac
p=$runners/javascript
js=${js:-$src} # the JavaScript to run: the solution, or tsc's output of it
if [ "$lang" = javascript ]; then
	runner_key "$node" "$("$node" --version)" "${CC:-gcc}" -- "$p/launcher.c" "$p/driver.js" \
		"$here/protocol.h"
	build_start
	cp "$src" "$work/solution.js"
	if ! in_box "${node##*/}" --check solution.js; then
		# node names the copy and its own frames: the user's file instead, and no frames.
		name=$(printf '%s' "$user_name" | sed 's/[|&]/\\&/g')
		sed -e "s|/box/solution\.js|$name|g; s|solution\.js|$name|g" "$log" |
			grep -v '^    at .*node:internal' >&2
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
} >"$work/payload.h"
if [ "$(wc -c <"$work/payload.h")" -gt 600000 ]; then
	echo "judge: $src is too long for node's command line (100 KB at most)" >&2
	exit 1
fi
"${CC:-gcc}" -std=gnu11 -O2 -I"$work" -I"$here" "$p/launcher.c" -o "$tmp" || exit 1
# LeetCode gives JavaScript more time than C; 3 s a case and 60 s in all (C: 1 s, 10 s) pass a plain BFS here
# (docs/languages.md).
runner_install "$tmp" "Node.js $("$node" --version)${tsc_version:+, TypeScript $tsc_version}"
