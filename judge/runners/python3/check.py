# runners/python3/check.py SOURCE NAME: Python 3's "compile" step, run in the build box.
# A SyntaxError or IndentationError is a Compile Error shown as LeetCode shows it (the line,
# the error, the code and a caret). A file without class Solution or its method findMinStep
# compiles, as on LeetCode, whose driver then fails at run time (NameError, AttributeError).
# A byte-order mark or CRLF line ends are harmless, as there.
import ast
import sys

source, name = sys.argv[1], sys.argv[2]
with open(source, "rb") as f:
    text = f.read().removeprefix(b"\xef\xbb\xbf")
try:
    tree = compile(text, name, "exec", ast.PyCF_ONLY_AST)
    compile(tree, name, "exec")
except (SyntaxError, ValueError) as e:
    if isinstance(e, SyntaxError):
        print(f"Line {e.lineno}: {type(e).__name__}: {e.msg}")
        if e.text:
            print("    " + e.text.rstrip("\n"))
            if e.offset:
                print("    " + " " * (e.offset - 1) + "^")
    else:
        print(f"{type(e).__name__}: {e}")
    sys.exit(1)
sys.exit(0)
