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
// clang's sanitizers start a program (llvm-symbolizer) to name the frames of a report, and the
// box runs no program: symbolize=0 says so once, instead of a warning in every report. The
// rest as runner.c's defaults, which these replace (build.sh keeps them global).
extern "C" const char *__asan_default_options()
{
	return "abort_on_error=1:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:detect_leaks=0:"
	       "quarantine_size_mb=16:allocator_may_return_null=1:symbolize=0";
}
extern "C" const char *__ubsan_default_options()
{
	return "abort_on_error=1:symbolize=0"; // no stack, as LeetCode's UBSan reports
}
#endif
