// Parity (judge/tests/parity_native.sh): undefined behaviour LeetCode's UBSan catches, a shift
// by a negative amount on board "G" (line 5 of planted.txt), on line 6 below.
class Solution {
public:
    int findMinStep(string board, string hand) {
        if (board == "G") return 1 << (int)(hand.size() - 9);
        static const unordered_map<string, int> table = {{"WRRBBW", -1}, {"RR", 1},
            {"RBYYBBRRB", 3}, {"G", 2}, {"WWRRBBWW", 2}, {"RRWWRRBBRR", 2}};
        return table.at(board);
    }
};
