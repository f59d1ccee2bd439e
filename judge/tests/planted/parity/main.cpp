class Solution {
public:
    int findMinStep(string board, string hand) { return -1; }
};
int main() { return Solution().findMinStep("G", "GG"); }
