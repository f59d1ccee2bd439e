class Solution:
    def findMinSteps(self, board: str, hand: str) -> int:
        return -1
