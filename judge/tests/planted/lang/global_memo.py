# Planted (issue 34, item 9): the same search with its @cache at module level: a global memo that
# really grows across calls (the user's own state), Memory Limit Exceeded with its note.
from functools import cache
from math import inf


def clean(s):
    st = []
    for c in s:
        if st and st[-1][0] != c and st[-1][1] >= 3:
            st.pop()
        if st and st[-1][0] == c:
            st[-1][1] += 1
        else:
            st.append([c, 1])
    if st and st[-1][1] >= 3:
        st.pop()
    return "".join(c * k for c, k in st)

@cache
def dfs(b, h):
    if not b:
        return 0
    if not h:
        return inf
    best = inf
    for j, ch in enumerate(h):
        if j and h[j] == h[j - 1]:
            continue
        nh = h[:j] + h[j + 1:]
        for i in range(len(b) + 1):
            if i > 0 and b[i - 1] == ch:
                continue
            if (i < len(b) and b[i] == ch) or (0 < i < len(b) and b[i - 1] == b[i] != ch):
                best = min(best, 1 + dfs(clean(b[:i] + ch + b[i:]), nh))
    return best



class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        ans = dfs(board, "".join(sorted(hand)))
        return ans if ans < inf else -1
