# Planted for the calibration (docs/practice.md): bfs.py without its visited set, as a Python
# solution that forgets one is written. Its answers are right; each level holds every sequence
# of moves so far, repeats and all, so the hardest cases take it far longer.
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
                        q.append((nb, nh))
        return -1
