# runners/python3/driver.py: LeetCode's driver, run by harness.c after the prelude and the
# solution have run in module "solution". call() makes a new Solution per case and calls findMinStep,
# as LeetCode does; the module's globals and the class's attributes live on from case to case,
# as there. report() writes an uncaught error as LeetCode shows it: the error, then each line of
# the user's file (Solution.py) it passed through, innermost first, with its line number.
import linecache
import sys
import traceback

# The packages Debian installs (python3-sortedcontainers; LeetCode has its own).
sys.path.append("/usr/lib/python3/dist-packages")
# The packages LeetCode provides beyond the standard library, and Debian's name for each.
PROVIDED = {"sortedcontainers": "python3-sortedcontainers"}

def load(name, source, namespace):
    """Runs the solution in its module's namespace; linecache keeps its text, so a traceback
    shows the user's lines although the file itself is not in the box."""
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    exec(compile(source, name, "exec"), namespace)

def call(solution, board, hand):
    answer = solution().findMinStep(board, hand)
    if type(answer) is not int:
        raise TypeError(f"findMinStep returned {type(answer).__name__} {answer!r}, not an int")
    if not -2**31 <= answer < 2**31:
        raise OverflowError(f"findMinStep returned {answer}, which is not a 32-bit int")
    return answer

def report(name, error):
    short = name.rsplit("/", 1)[-1]
    lines = traceback.format_exception_only(type(error), error)
    out = [lines[-1].rstrip("\n")] if not isinstance(error, SyntaxError) else [
        l.rstrip("\n") for l in lines]
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == name]
    shown = 0
    for f in reversed(frames):
        if shown == 8:
            out.append(f"... and {len(frames) - shown} more lines of {short} (recursion)")
            break
        if f.line:
            out.append("    " + f.line)
        out.append(f"Line {f.lineno} in {f.name} ({short})")
        shown += 1
    if isinstance(error, ModuleNotFoundError) and error.name in PROVIDED:
        out.append(f"(LeetCode provides {error.name}; on Debian or Ubuntu: apt-get install "
                   f"{PROVIDED[error.name]})")
    sys.stderr.write("\n".join(out) + "\n")
    sys.stderr.flush()
