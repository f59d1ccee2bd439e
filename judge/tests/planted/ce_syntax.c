/* Planted: does not compile (a missing semicolon): the verdict Compile Error with gcc's words. */
int findMinStep(char *board, char *hand)
{
	int n = 0
	return n + board[0] + hand[0];
}
