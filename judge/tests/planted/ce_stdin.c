/* Planted (hostile build): includes /dev/stdin, which would wait on a terminal for ever: a
 * Compile Error at once (the build's stdin is /dev/null, and no /dev/stdin is in its view). */
#include "/dev/stdin"
int findMinStep(char *board, char *hand) { return board[0] && hand[0] ? -1 : -1; }
