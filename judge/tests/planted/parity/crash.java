class Solution {
    public int findMinStep(String board, String hand) {
        int[] a = new int[1];
        return a[board.length()];
    }
}
