class Solution {
public:
    int findMinSteps(string board, string hand) { return -1; }
};
