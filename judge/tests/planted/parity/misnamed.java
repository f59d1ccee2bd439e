class Solution {
    public int findMinSteps(String board, String hand) {
        return -1;
    }
}
