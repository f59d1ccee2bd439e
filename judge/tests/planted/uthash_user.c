/* Planted: uses uthash (HASH_FIND_INT, HASH_ADD_INT) without including it, as LeetCode allows:
 * AC where uthash.h is installed, else a Compile Error that says how to install it. */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
struct memo {
	int key, value;
	UT_hash_handle hh;
};
int findMinStep(char *board, char *hand)
{
	struct memo *table = NULL, *m;
	int key = board[0] * 31 + hand[0];
	HASH_FIND_INT(table, &key, m);
	if (!m) {
		m = malloc(sizeof *m);
		m->key = key;
		m->value = real_findMinStep(board, hand);
		HASH_ADD_INT(table, key, m);
	}
	int answer = m->value;
	HASH_DEL(table, m);
	free(m);
	return answer;
}
