// runners/java/LeetCodeDriver.java: LeetCode's driver, compiled with the solution: call() makes
// a new Solution per case and calls findMinStep, as LeetCode's does, so a misnamed method is a
// Compile Error here as there ("cannot find symbol"); report() shows an uncaught exception as
// LeetCode shows it: the exception, then "at line N, Class.method" for each frame, innermost
// first.
final class LeetCodeDriver {
    private LeetCodeDriver() {}

    static int call(String board, String hand) {
        return new Solution().findMinStep(board, hand);
    }

    static void report(Throwable t) {
        StringBuilder sb = new StringBuilder(t.toString()).append('\n');
        StackTraceElement[] frames = t.getStackTrace();
        int shown = 0;
        for (StackTraceElement e : frames) {
            if (shown == 12) {
                sb.append("  ... ").append(frames.length - shown).append(" more\n");
                break;
            }
            sb.append("  at line ").append(e.getLineNumber()).append(", ").append(e.getClassName())
                    .append('.').append(e.getMethodName()).append('\n');
            shown++;
        }
        System.out.flush();
        System.err.print(sb);
        System.err.flush();
    }
}
