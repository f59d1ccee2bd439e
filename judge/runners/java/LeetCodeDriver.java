// runners/java/LeetCodeDriver.java: how an uncaught exception is shown, as LeetCode shows it:
// the exception, then "at line N, Class.method" for each frame, innermost first.
final class LeetCodeDriver {
	private LeetCodeDriver() {}

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
