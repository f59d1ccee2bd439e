// Parity (judge/tests/parity_native.sh): a heap overflow ASan catches, on line 7, on board "G"
// (at -O2 the call that reports it has line 0, no line of its own: the frame names the row before).
class Solution {
public:
    int findMinStep(string board, string hand) {
        vector<int> v(3);
        if (board == "G")
            return v.data()[hand.size()];
        static const unordered_map<string, int> table = {{"WRRBBW", -1}, {"RR", 1},
            {"RBYYBBRRB", 3}, {"G", 2}, {"WWRRBBWW", 2}, {"RRWWRRBBRR", 2}};
        return table.at(board);
    }
};
