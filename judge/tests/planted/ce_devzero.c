/* Planted (hostile build): includes /dev/zero, an endless file: a Compile Error within seconds
 * (the build sees no device but /dev/null). */
#include "/dev/zero"
int findMinStep(char *board, char *hand) { return board[0] && hand[0] ? -1 : -1; }
