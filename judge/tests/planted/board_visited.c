/* Planted wrong approach, as the fastest published bit-packed BFS takes it: the visited set is
 * keyed on the board alone (a board reached first with one hand hides the same board with a
 * better hand), and a pair is split only on the first move (split_first_only.c, whose move rule
 * this takes). It answers -1 on RRYYRYYBBYBBYYR / YYBB (answer 4). The board-only key is what
 * breaks it: split_first_only.c, the same with the right key, gets these right. */
#define VISITED 1
#include "split_first_only.c"
