/* Parity (judge/tests/parity_native.sh): a helper called before it is defined. GCC 14,
 * LeetCode's C compiler, refuses the implicit declaration; GCC 12 only warned and ran it. */
int findMinStep(char *board, char *hand)
{
	return helper(board, hand);
}

int helper(char *board, char *hand)
{
	(void)board;
	(void)hand;
	return -1;
}
