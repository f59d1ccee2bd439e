#!/bin/sh
# phases.sh BENCH CASES: make bench's split of solution.c's work by phase. BENCH is the bench
# program built from the solution without inlining (-fno-inline), so that each helper of
# solution.c keeps its own name, and sums callgrind's counts by phase, a case on CASES.
# Without inlining every call costs a few more instructions than in the -O2 build that make
# bench times, so the shares, not the totals, are the figures to read. A solution whose
# functions bear none of these names shows everything under "other".
set -eu
bin=$1
cases=$2
n=$(grep -Evc '^[[:space:]]*(#|$)' "$cases")
out=$(mktemp)
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" --solution-only "$cases" \
	cases/examples.txt >/dev/null 2>&1
# For each function of the solution its own instructions plus those of the calls it makes to
# helpers (the bit helpers below, and libc's memset, malloc and free), by the phase of its name
# (a clone such as min_balls.constprop.0 counts as min_balls): every instruction inside
# findMinStep is counted once.
callgrind_annotate --tree=calling --threshold=100 "$out" 2>/dev/null | awk -v n="$n" -v f="$cases" '
BEGIN {
	split("expand play settle_two_left sift_level sift_made sift_now min_balls guarded_min_balls findMinStep " \
	      "read_input " \
	      "append new_node pool_alloc pool_release colour_code", a, " ")
	for (i in a) phase[a[i]] = "expansion (moves, queue, pool)"
	split("board_after_move without_balls", a, " ")
	for (i in a) phase[a[i]] = "chain removal (board_after_move)"
	split("is_new_state slot_index table_init table_grow table_next_level mirrored", a, " ")
	for (i in a) phase[a[i]] = "visited set (probe, mirror)"
	split("too_many_runs too_few_removals hopeless hopeless_counted walls_unpaid colour_hopeless cells_unpaid " \
	      "short_of_three hand_too_short " \
	      "balls_for_board balls_of_each run_count splits_dropped hopeless_of short_or_too_few " \
	      "balls_for_colours", a, " ")
	for (i in a) phase[a[i]] = "rules 2, 7 and 8 counted"
	phase["grouping_need"] = "rule 8 DPs (grouping_need, split_need)"
	phase["no_affordable_grouping"] = "rule 8 DPs (grouping_need, split_need)"
	phase["split_need"] = "rule 8 DPs (grouping_need, split_need)"
	phase["split_drops_state"] = "rule 8 DPs (grouping_need, split_need)"
	split("colour_that_clears two_balls_clear two_of_three_clear spliced_run spliced_cleared_by", \
	      a, " ")
	for (i in a) phase[a[i]] = "one- and two-ball tests"
	split("ones balls_of nonzero_balls ball_at balls_below hand_count", a, " ")
	for (i in a) helper[a[i]] = 1
}
function fname(s) { sub(/^.*:/, "", s); sub(/\..*/, "", s); return s }
function fcost(s) { gsub(/,/, "", s); return s + 0 }
# "1,234 (5.6%)  *  path/solution.c:name [binary]" opens the block of a function; "  >  " lines
# below it are its calls, with what each costs in all.
$1 ~ /^[0-9,]+$/ && / \*  / {
	cur = ""
	if ($(NF - 1) !~ /\.c:/ || $(NF - 1) ~ /(^|\/)judge\//) next
	name = fname($(NF - 1))
	if (name in helper || !(name in phase)) next
	cur = phase[name]
	cost[cur] += fcost($1); total += fcost($1)
	next
}
$1 ~ /^[0-9,]+$/ && / >  / && cur != "" {
	callee = fname($(NF - 2))
	if (callee in phase) next
	cost[cur] += fcost($1); total += fcost($1)
}
END {
	if (!total) { print "phases: no function of solution.c found (another file: nothing to split)"; exit }
	printf "phases on %s (callgrind, a build without inlining: shares, not totals):\n", f
	split("expansion (moves, queue, pool)|chain removal (board_after_move)|" \
	      "visited set (probe, mirror)|rules 2, 7 and 8 counted|rule 8 DPs (grouping_need, split_need)|" \
	      "one- and two-ball tests", order, "|")
	for (i = 1; i <= 6; i++)
		if (order[i] in cost)
			printf "  %-38s %8.0f instructions a case  %5.1f%%\n", order[i],
			       cost[order[i]] / n, 100 * cost[order[i]] / total
}'
