/* Planted (hostile build): a macro that expands to 10^10 tokens: the compiler is stopped at a
 * limit of its memory or time, and the Compile Error names the limit. */
#define A 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
#define B A A A A A A A A A A
#define C B B B B B B B B B B
#define D C C C C C C C C C C
#define E D D D D D D D D D D
#define F E E E E E E E E E E
#define G F F F F F F F F F F
#define H G G G G G G G G G G
#define I H H H H H H H H H H
#define J I I I I I I I I I I
static const char bomb[] = {J 0};
int findMinStep(char *board, char *hand) { return board[0] && hand[0] ? bomb[0] - 2 : -1; }
