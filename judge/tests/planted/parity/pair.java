// Parity: LeetCode's Java imports and its Pair, used without an import.
class Solution {
    public int findMinStep(String board, String hand) {
        Map<String, Integer> table = new HashMap<>(Map.of("WRRBBW", -1, "RR", 1, "RBYYBBRRB", 3,
            "G", 2, "WWRRBBWW", 2, "RRWWRRBBRR", 2));
        Pair<String, Integer> p = new Pair<>(board, table.get(board));
        Deque<Pair<String, Integer>> q = new ArrayDeque<>(List.of(p));
        return q.peek().getValue() + BigInteger.ZERO.intValue();
    }
}
