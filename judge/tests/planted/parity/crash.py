class Solution:
    def findMinStep(self, board: str, hand: str) -> int:
        if board == "G":
            return [0][len(hand)]
        return {"WRRBBW": -1, "RR": 1, "RBYYBBRRB": 3, "WWRRBBWW": 2, "RRWWRRBBRR": 2}[board]
