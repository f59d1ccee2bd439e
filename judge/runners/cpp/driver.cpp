// runners/cpp/driver.cpp: appended after the solution (the same translation unit, as LeetCode's
// driver follows the user's code): the C entry the harness (judge/runner.c) calls once a case.
// A new Solution per call, as LeetCode's driver makes one per test case; globals and static
// members live on from case to case, as there. The strings are lvalues, so a solution taking
// `string &` compiles as on LeetCode.
extern "C" int findMinStep(char *board, char *hand);
extern "C" int findMinStep(char *board, char *hand)
{
	string b(board), h(hand);
	Solution *s = new Solution();
	int answer = s->findMinStep(b, h);
	delete s;
	return answer;
}
