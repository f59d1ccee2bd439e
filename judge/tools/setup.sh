#!/bin/sh
# setup.sh (make setup; .ci/run): installs what the kit's other languages need and is missing,
# and says what it found, what it installed and what it could not. The packages are data
# (judge/tools/packages.txt, or ZUMA_PACKAGES); apt-get as root, else through sudo when sudo
# needs no password; then the pinned TypeScript and LeetCode's JavaScript libraries with npm ci
# (judge/runners/node-packages). Exit 0 when everything is here at the end; 1 otherwise (make
# test then skips the languages whose toolchain is missing, and says so).
# ZUMA_APT_GET, ZUMA_NPM, ZUMA_AS_ROOT, ZUMA_NODE_DIR: the commands and the folder used
# (judge/tests/words.sh runs stand-ins).
list=${ZUMA_PACKAGES:-judge/tools/packages.txt}
apt=${ZUMA_APT_GET:-apt-get}
npm=${ZUMA_NPM:-npm}
node_dir=${ZUMA_NODE_DIR:-judge/runners/node-packages}
[ -r "$list" ] || { echo "setup: $list: cannot read the list of packages" >&2; exit 2; }

# missing NAMES...: of the packages named (all when none), those whose test fails, in order.
missing() {
	grep -Ev '^[[:space:]]*(#|$)' "$list" | while read -r pkg test; do
		if [ $# -gt 0 ]; then
			case " $* " in *" $pkg "*) ;; *) continue;; esac
		fi
		sh -c "$test" >/dev/null 2>&1 || printf '%s\n' "$pkg"
	done
}

if [ -n "${ZUMA_AS_ROOT:-}" ]; then
	as_root=$ZUMA_AS_ROOT
elif [ "$(id -u)" = 0 ]; then
	as_root=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	as_root=sudo
else
	as_root=none
fi
# install PACKAGES...: one apt-get for all of them; says which are installed and which are not.
install() {
	if [ "$as_root" = none ]; then
		echo "setup: not installed (apt-get needs root, and sudo asks for a password): $*"
		echo "setup:   sudo make setup installs them"
		return
	fi
	echo "setup: installing with apt-get: $*"
	{ $as_root "$apt" update -qq && DEBIAN_FRONTEND=noninteractive $as_root "$apt" install -y -qq \
		--no-install-recommends "$@"; } >"${TMPDIR:-/tmp}/zuma-setup.$$" 2>&1 ||
		{ echo "setup: apt-get failed; its last lines:"; tail -n 5 "${TMPDIR:-/tmp}/zuma-setup.$$" |
			sed 's/^/  | /'; }
	rm -f "${TMPDIR:-/tmp}/zuma-setup.$$"
}

all=$(grep -Ev '^[[:space:]]*(#|$)' "$list" | awk '{ print $1 }' | tr '\n' ' ')
first=$(missing | tr '\n' ' ')
tried=$first
[ -n "$first" ] && install $first
# A test may hold only once another package is in (npm, once node is): tested again.
later=$(for p in $(missing); do case " $tried " in *" $p "*) ;; *) printf '%s ' "$p";; esac; done)
[ -n "$later" ] && install $later
tried="$tried$later"
skipped=$(for p in $all; do case " $tried " in *" $p "*) ;; *) printf '%s ' "$p";; esac; done)
[ -n "$skipped" ] && echo "setup: skipped (already here, or not needed here): $skipped"
if [ -n "$tried" ]; then
	still=$(missing $tried | tr '\n' ' ')
	got=$(for p in $tried; do case " $still " in *" $p "*) ;; *) printf '%s ' "$p";; esac; done)
	[ -n "$got" ] && echo "setup: installed: $got"
	[ -n "$still" ] && echo "setup: still missing: $still(make test skips what needs them)"
fi

# The JavaScript and TypeScript libraries, pinned by package-lock.json.
if [ -f "$node_dir/node_modules/.package-lock.json" ]; then
	echo "setup: $node_dir/node_modules already here (skipped npm ci)"
elif ! command -v "$npm" >/dev/null 2>&1; then
	echo "setup: no npm: TypeScript and LeetCode's JavaScript libraries not installed"
	still="$still npm-packages"
elif "$npm" ci --prefix "$node_dir" --no-audit --no-fund --loglevel=error >/dev/null; then
	echo "setup: installed TypeScript and LeetCode's JavaScript libraries (npm ci --prefix $node_dir)"
else
	echo "setup: npm ci --prefix $node_dir failed: JavaScript and TypeScript will be skipped"
	still="$still npm-packages"
fi
[ -z "$(echo $still)" ]
