#!/usr/bin/env bash
# flatten.sh FILE: prints FILE with each of its #include "..." (found beside the file that
# includes it) written out in place, with #line markers, so the compiler's words and the
# sanitizers' reports still name the original files and lines. The judge builds a solution
# seeing that one file only, as LeetCode does; the planted solutions of the tests include
# solution.c and shared headers, so the tests hand the judge their flattened form.
set -eu
flatten() {
	local file=$1 dir n=0 line inc
	dir=$(dirname "$file")
	printf '#line 1 "%s"\n' "$file"
	while IFS= read -r line || [ -n "$line" ]; do
		n=$((n + 1))
		if [[ $line =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\"([^\"]+)\" ]] &&
			inc=${BASH_REMATCH[1]} && [ -f "$dir/$inc" ]; then
			flatten "$(realpath --relative-to=. "$dir/$inc")"
			printf '#line %d "%s"\n' $((n + 1)) "$file"
		else
			printf '%s\n' "$line"
		fi
	done <"$file"
}
flatten "$1"
