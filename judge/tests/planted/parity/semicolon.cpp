class Solution {
public:
    int findMinStep(string board, string hand) {
        int n = board.size()
        return n;
    }
};
