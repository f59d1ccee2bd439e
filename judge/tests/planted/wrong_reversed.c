/* Planted, for make exhaustive: right answers (right.h: the reference's), plus one on a board
 * whose colours come in the order R Y B G W of first appearance (as the family's board is
 * written) but whose reverse, so named, sorts before it: the one board of a family that a check
 * of the family's board alone skips for its direction only (RYY: its reverse YYR is named RRY,
 * which comes first). */
#include "right.h"

/* s with its colours renamed R Y B G W in order of first appearance, read forwards or back */
static void named(const char *s, int n, int back, char *out)
{
	char map[128] = {0};
	const char order[] = "RYBGW";
	int used = 0;
	for (int i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[back ? n - 1 - i : i];
		if (!map[c])
			map[c] = order[used++ % 5];
		out[i] = map[c];
	}
	out[n] = '\0';
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	int answer = real_findMinStep(board, hand);
	char fwd[32], back[32];
	int n = board ? (int)strlen(board) : 0;
	if (answer < 0 || n > 16)
		return answer;
	named(board, n, 0, fwd);
	named(board, n, 1, back);
	return !strcmp(fwd, board) && strcmp(back, fwd) < 0 ? answer + 1 : answer;
}
