/* Planted: brings its own main, as a local test harness left in: Compile Error, as on LeetCode
 * (whose main would be a second one). */
int findMinStep(char *board, char *hand)
{
	return board[0] == hand[0] ? 1 : -1;
}
int main(void)
{
	return findMinStep("R", "R");
}
