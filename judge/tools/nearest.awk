# nearest.awk: the name nearest to n (-v n=NAME) by edit distance, among the words of -v known=
# (the Makefile: the variable or target a typo meant) or, without known, among the lines read
# (judge/runners/build_runner.sh: the file beside a missing one). Printed when it is within two
# edits, or, among known words, when one name holds the other; a line equal to n is no
# suggestion. -v up=1: n read in capitals.
function d(a, b,   i, j, x, y, z, m, p) {
	for (j = 0; j <= length(b); j++)
		p[0, j] = j
	for (i = 1; i <= length(a); i++) {
		p[i, 0] = i
		for (j = 1; j <= length(b); j++) {
			x = p[i-1, j] + 1; y = p[i, j-1] + 1; z = p[i-1, j-1] + (substr(a, i, 1) != substr(b, j, 1))
			m = x < y ? x : y; p[i, j] = m < z ? m : z
		}
	}
	return p[length(a), length(b)]
}
BEGIN {
	best = 99
	if (up)
		n = toupper(n)
	if (known != "") {
		k = split(known, w, " ")
		for (i = 1; i <= k; i++)
			if ((e = d(n, w[i])) < best) { best = e; b = w[i] }
		if (best <= 2 || index(n, b) || index(b, n))
			print b
		listed = 1
		exit
	}
}
{ if ((e = d(n, $0)) && e < best) { best = e; b = $0 } }
END { if (!listed && best <= 2) print b }
