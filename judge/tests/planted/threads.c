/* Planted (hostile): on board "G" starts threads that never end, until one is refused (then
 * abort: RE naming the box's limit of tasks) or 2,000 run (then a wrong answer: no limit). */
#include "right.h" /* (right answers: the reference, built in a sixth of solution.c's time) */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int findMinStep(char *board, char *hand);
static void *wait_for_ever(void *arg)
{
	(void)arg;
	for (;;)
		pause();
}
int findMinStep(char *board, char *hand)
{
	if (strcmp(board, "G"))
		return real_findMinStep(board, hand);
	pthread_attr_t a;
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, 64 << 10);
	for (int n = 0; n < 2000; n++) {
		pthread_t t;
		if (pthread_create(&t, &a, wait_for_ever, NULL) != 0)
			abort();
	}
	return 99;
}
