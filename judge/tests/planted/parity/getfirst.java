class Solution {
    public int findMinStep(String board, String hand) {
        List<Character> balls = new ArrayList<>();
        for (char c : board.toCharArray()) balls.add(c);
        return balls.getFirst() == 'X' ? 0 : -1;
    }
}
