# runners/python3/check.py SOURCE NAME: Python 3's "compile" step, run in the build box.
# A SyntaxError or IndentationError is a Compile Error shown as LeetCode shows it (the line,
# the error, the code and a caret); a file without class Solution and its method findMinStep
# is one too, since LeetCode's driver could not call it.
import ast
import sys

source, name = sys.argv[1], sys.argv[2]
with open(source, "rb") as f:
    text = f.read()
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
for node in tree.body:
    if isinstance(node, ast.ClassDef) and node.name == "Solution":
        if any(isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == "findMinStep"
               for m in node.body):
            sys.exit(0)
        print(f"{name}: class Solution has no method findMinStep(self, board: str, hand: str) -> int")
        sys.exit(1)
print(f"{name}: no class Solution: LeetCode calls Solution().findMinStep(board, hand)")
sys.exit(1)
