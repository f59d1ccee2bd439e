// Parity (judge/tests/parity_native.sh): what a BFS does to the heap, made certain: a level of
// at most 64 MB lives at a time (the frontier), and each call makes 1 GB of garbage (the levels
// it leaves behind). LeetCode's JVM collects it; a JVM whose heap may grow past the box's
// limit before collecting is MLE here though the solution never holds more than 64 MB.
class Solution {
    public int findMinStep(String board, String hand) {
        Deque<int[]> level = new ArrayDeque<>();
        long sum = 0;
        for (int i = 0; i < 256; i++) {
            level.addLast(new int[1 << 20]); // 4 MB
            if (level.size() > 16) sum += level.removeFirst().length;
        }
        Map<String, Integer> table = Map.of("WRRBBW", -1, "RR", 1, "RBYYBBRRB", 3, "G", 2,
            "WWRRBBWW", 2, "RRWWRRBBRR", 2);
        return sum > 0 ? table.get(board) : 0;
    }
}
