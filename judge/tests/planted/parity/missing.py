import networkx


class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        return -1
