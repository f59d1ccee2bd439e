#!/bin/sh
# gather.sh: collects what the tasks of a cluster array (domain.sbatch, exhaustive.sbatch, or
# GNU parallel as docs/domain.md says) left in FOLDER/task-*/, and names every shard that is
# missing or unfinished: such a shard is never counted as passed.
#   gather.sh domain L FOLDER DEST TOOL  copies the results files of make domain L=L into DEST
#                                        and merges those it copied (TOOL --report: domain-report)
#   gather.sh exhaustive L FOLDER FAMILIES   sums make exhaustive's checkpoints into the
#                                        summary the one-process run prints
# Exit status: 0 every shard there and finished; 1 a shard missing or unfinished, or a failure;
# 2 nothing to gather.
set -u

# The shard counts N found among "...-of-N" names given on stdin, one a line.
shard_counts() {
	sed -n 's/.*-of-\([0-9]*\)$/\1/p' | sort -un
}

gather_domain() {
	L=$1 from=$2 dest=$3 tool=$4 found="" copied="" status=0
	for f in "$from"/task-*/domain/L"$L"-*-of-*.txt; do
		case ${f##*/} in *-all-pairs.txt | *[!0-9]-of-* ) continue ;; esac
		[ -f "$f" ] && found="$found$f
"
	done
	if [ -z "$found" ]; then
		echo "domain-gather: no results of make domain L=$L in $from/task-*/domain/" >&2
		return 2
	fi
	mkdir -p "$dest" || return 2
	for n in $(printf '%s' "$found" | sed 's/\.txt$//' | shard_counts); do
		k=1
		while [ "$k" -le "$n" ]; do
			f=$(printf '%s' "$found" | grep "/L$L-$k-of-$n\.txt\$" | head -n 1)
			if [ -z "$f" ]; then
				echo "domain-gather: shard $k of $n missing: no $from/task-*/domain/L$L-$k-of-$n.txt (its task never ran or its folder is gone); not counted"
				status=1
			else
				cp "$f" "$dest/" || return 2
				copied="$copied $dest/${f##*/}"
				# A finished file stands after its last length (domain.c writes "at L+1 0").
				at=$(sed -n 's/^at //p' "$f")
				if [ "$at" != "$((L + 1)) 0" ]; then
					echo "domain-gather: shard $k of $n unfinished ($f stands at length ${at% *}, board ${at#* }): submit its task again; not counted"
					status=1
				fi
			fi
			k=$((k + 1))
		done
	done
	# Only the files copied now: an older copy in DEST of a shard now missing is not merged.
	# shellcheck disable=SC2086 # DEST is the kit's build folder: no spaces (the Makefile's B)
	"$tool" --report $copied || status=1
	return $status
}

# One line a worker's checkpoint: "k n j J done families boards pairs failed runner", and its
# kept failures as "fail ..." lines.
exhaustive_lines() {
	L=$1 suffix=$2
	shift 2
	for f; do
		base=${f##*/}
		runner=${base%%-L"$L"-*}
		rest=${base#"$runner-L$L-"}  # k-of-N[-families].j-of-J
		ks=${rest%%.*} js=${rest#*.}
		case $ks in *"$suffix") ks=${ks%"$suffix"} ;; esac
		case "$ks/$js" in *-families* | *[!0-9a-z/-]*) continue ;; esac
		k=${ks%%-of-*} n=${ks#*-of-} j=${js%%-of-*} jj=${js#*-of-}
		# the run line names L, the shard and the mode: a renamed file is not taken
		grep -q "^run L=$L shard $k/$n " "$f" || { echo "misnamed $f"; continue; }
		awk -v head="$k $n $j $jj" -v runner="$runner" '
			/^(done|families|boards|pairs|failed) / { v[$1] = $2 }
			/^fail / { print }
			END { print head, v["done"] + 0, v["families"] + 0, v["boards"] + 0,
				v["pairs"] + 0, v["failed"] + 0, runner }' "$f"
	done
}

gather_exhaustive() {
	L=$1 from=$2 families=$3
	suffix=$([ "$families" = 1 ] && echo -families)
	set --
	for f in "$from"/task-*/exhaustive-runs/*-L"$L"-*-of-*"$suffix".*-of-*; do
		case $f in *.tmp) continue ;; esac
		[ -f "$f" ] && set -- "$@" "$f"
	done
	if [ $# = 0 ]; then
		echo "exhaustive-gather: no checkpoints of make exhaustive L=$L$([ "$families" = 1 ] && echo ' FAMILIES=1') in $from/task-*/exhaustive-runs/" >&2
		return 2
	fi
	exhaustive_lines "$L" "$suffix" "$@" | awk -v L="$L" -v fam="$families" -v from="$from" '
		/^misnamed / { print "exhaustive-gather: " $2 " is not the checkpoint its name says; not counted"; bad = 1; next }
		/^fail / { sub(/^fail /, ""); fails[++nf] = $0; next }
		{ k = $1; n = $2; j = $3; J = $4
		  if (runner != "" && ($10 != runner || n != N)) { other[$10 " of " n " shards"] = 1; next }
		  runner = $10; N = n; jobs[k] = J; seen[k, j] = 1; done[k, j] = $5
		  families += $6; boards += $7; pairs += $8; failed += $9 }
		END {
			if (N == 0) {
				printf "exhaustive-gather: no checkpoints of make exhaustive L=%d%s in %s/task-*/exhaustive-runs/\n", L, fam == 1 ? " FAMILIES=1" : "", from > "/dev/stderr"
				exit 2
			}
			for (o in other) { print "exhaustive-gather: checkpoints of another run too (" o "): gather one run at a time"; bad = 1 }
			have = 0
			for (k = 1; k <= N; k++) {
				if (!(k in jobs)) {
					print "exhaustive-gather: shard " k " of " N " missing: no checkpoint in " from "/task-*/exhaustive-runs/ (its task never ran or its folder is gone); not counted"
					missing++; continue
				}
				whole = 1
				for (j = 1; j <= jobs[k]; j++)
					if (!seen[k, j] || !done[k, j]) whole = 0
				if (!whole) {
					print "exhaustive-gather: shard " k " of " N " unfinished (a worker stopped part way): submit its task again; not counted"
					missing++; continue
				}
				have++
			}
			printf "exhaustive-gather: %d of %d shards of %s, L=%d, from %s/task-*/exhaustive-runs/\n", have, N, runner, L, from
			for (i = 1; i <= nf; i++) print fails[i]
			if (fam == 1)
				printf "exhaustive: boards of 1 to %d balls, one of each family (%d boards up to renaming colours and reversal; sound only for a solution whose answers do not change under renaming and reversal), every hand of 1 to 5 balls: %d (board, hand) pairs\n", L, boards, pairs
			else
				printf "exhaustive: every board of 1 to %d balls as written (%d boards: every renaming of colours and reversal of %d families), every hand of 1 to 5 balls: %d (board, hand) pairs\n", L, boards, families, pairs
			if (missing || bad) {
				printf "exhaustive-gather: %d of %d shards missing or unfinished; %d passed, %d failed in the checkpoints there: no proof of L=%d\n", missing, N, pairs - failed, failed, L
				exit 1
			}
			printf "%d passed, %d failed\n", pairs - failed, failed
			exit failed != 0
		}'
}

case ${1:-} in
domain) [ $# = 5 ] && { gather_domain "$2" "$3" "$4" "$5"; exit; } ;;
exhaustive) [ $# = 4 ] && { gather_exhaustive "$2" "$3" "$4"; exit; } ;;
esac
echo "usage: gather.sh domain L FOLDER DEST TOOL | gather.sh exhaustive L FOLDER FAMILIES" >&2
exit 2
