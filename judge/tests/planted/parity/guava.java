import com.google.common.collect.ImmutableMap;
class Solution {
    public int findMinStep(String board, String hand) {
        return -1;
    }
}
