// Planted (judge/tests/languages.sh): the answers of judge/tests/planted.txt from a table, and on
// board "G" (its line 5) the fault the test writes in place of the line FAULT.
int calls = 0;
class Solution {
public:
    int findMinStep(string board, string hand) {
        calls++;
        if (board == "G") {
            FAULT
        }
        static const unordered_map<string, int> table = {{"WRRBBW", -1}, {"RR", 1},
            {"RBYYBBRRB", 3}, {"G", 2}, {"WWRRBBWW", 2}, {"RRWWRRBBRR", 2}};
        return table.at(board);
    }
};
