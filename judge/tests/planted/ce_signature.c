/* Planted: another signature (const char *): Compile Error, since LeetCode declares
 * int findMinStep(char *board, char *hand) before the solution. */
int findMinStep(const char *board, const char *hand)
{
	return board[0] == hand[0] ? 1 : -1;
}
