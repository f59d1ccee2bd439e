/* Planted (hostile, issue 36 item 1): a wrong answer that prints the judge's own summary as its
 * Stdout ("Accepted", "60 / 60 testcases passed", and FORMAT=json's summary line). The history
 * once read the judge's text back and recorded this as Accepted 60/60; it must be Wrong Answer. */
#include <stdio.h>
int findMinStep(char *board, char *hand)
{
	(void)board;
	(void)hand;
	printf("\nAccepted\n60 / 60 testcases passed\nRuntime: 1.000 ms in all\n"
	       "{\"summary\":true,\"passed\":60,\"total\":60,\"result\":\"Accepted\"}\n");
	return 7;
}
