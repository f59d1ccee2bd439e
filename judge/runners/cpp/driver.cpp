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

#if defined(__clang__)
// UBSan's report as LeetCode's: its line and a summary, no stack. The rest as runner.c's
// defaults, which this replaces (build.sh keeps it global).
extern "C" const char *__ubsan_default_options()
{
	return "abort_on_error=1:print_stacktrace=0";
}
#endif
