/* Planted: defines no findMinStep (a misspelt name): Compile Error. */
int findMinSteps(char *board, char *hand);
int findMinSteps(char *board, char *hand)
{
	return board[0] == hand[0] ? 1 : -1;
}
