# A plain exact BFS, as published Python solutions of LeetCode 488 are written: the state is
# the board and the sorted hand, a visited set keyed on both; a ball goes only next to its own
# colour or between two equal balls of another colour (the editorial's rule).
class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        def collapse(s):
            while True:
                t = re.sub(r"(.)\1{2,}", "", s)
                if t == s:
                    return s
                s = t

        hand = "".join(sorted(hand))
        q = deque([(board, hand)])
        seen = {(board, hand)}
        step = 0
        while q:
            step += 1
            for _ in range(len(q)):
                b, h = q.popleft()
                for i, c in enumerate(h):
                    if i > 0 and h[i - 1] == c:
                        continue
                    nh = h[:i] + h[i + 1:]
                    for j in range(len(b) + 1):
                        if j > 0 and b[j - 1] == c:
                            continue
                        join = j < len(b) and b[j] == c
                        split = 0 < j < len(b) and b[j] == b[j - 1] != c
                        if not (join or split):
                            continue
                        nb = collapse(b[:j] + c + b[j:])
                        if not nb:
                            return step
                        if (nb, nh) not in seen:
                            seen.add((nb, nh))
                            q.append((nb, nh))
        return -1
