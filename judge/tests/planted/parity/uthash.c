/* Planted (judge/tests/parity_native.sh): uses uthash (HASH_ADD_KEYPTR, HASH_FIND_STR, HASH_ITER)
 * without including it, as LeetCode allows: the answers of judge/tests/planted.txt, looked up in
 * a hash table of its boards. AC where uthash.h is installed, else a Compile Error. (A small
 * file: the check is about the header, not about a search.) */
struct answer {
	const char *board;
	int steps;
	UT_hash_handle hh;
};

int findMinStep(char *board, char *hand)
{
	static const char *boards[] = {"WRRBBW", "RR", "RBYYBBRRB", "G", "WWRRBBWW", "RRWWRRBBRR"};
	static const int steps[] = {-1, 1, 3, 2, 2, 2};
	struct answer *table = NULL, *a, *next;
	(void)hand;
	for (int i = 0; i < 6; i++) {
		a = malloc(sizeof *a);
		a->board = boards[i];
		a->steps = steps[i];
		HASH_ADD_KEYPTR(hh, table, a->board, strlen(a->board), a);
	}
	HASH_FIND_STR(table, board, a);
	int answer = a ? a->steps : -1;
	HASH_ITER(hh, table, a, next) {
		HASH_DEL(table, a);
		free(a);
	}
	return answer;
}
