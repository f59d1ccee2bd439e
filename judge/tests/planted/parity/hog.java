// Parity (judge/tests/parity_native.sh): a real memory hog; the JVM runs out of its heap.
class Solution {
    public int findMinStep(String board, String hand) {
        List<int[]> kept = new ArrayList<>();
        while (true) kept.add(new int[1 << 20]);
    }
}
