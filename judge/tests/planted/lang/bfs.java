// A plain exact BFS, as published Java solutions of LeetCode 488 are written: the state is the
// board and the sorted hand, a visited set keyed on both; a ball goes only next to its own
// colour or between two equal balls of another colour (the editorial's rule).
class Solution {
    public int findMinStep(String board, String hand) {
        char[] hs = hand.toCharArray();
        Arrays.sort(hs);
        hand = new String(hs);
        Deque<String[]> queue = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        queue.offer(new String[] {board, hand});
        seen.add(board + " " + hand);
        for (int step = 1; !queue.isEmpty(); step++) {
            for (int k = queue.size(); k > 0; k--) {
                String[] s = queue.poll();
                String b = s[0], h = s[1];
                for (int i = 0; i < h.length(); i++) {
                    char c = h.charAt(i);
                    if (i > 0 && h.charAt(i - 1) == c) continue;
                    String nh = h.substring(0, i) + h.substring(i + 1);
                    for (int j = 0; j <= b.length(); j++) {
                        if (j > 0 && b.charAt(j - 1) == c) continue;
                        boolean join = j < b.length() && b.charAt(j) == c;
                        boolean split = j > 0 && j < b.length() && b.charAt(j) == b.charAt(j - 1) && b.charAt(j) != c;
                        if (!join && !split) continue;
                        String nb = collapse(b.substring(0, j) + c + b.substring(j));
                        if (nb.isEmpty()) return step;
                        if (seen.add(nb + " " + nh)) queue.offer(new String[] {nb, nh});
                    }
                }
            }
        }
        return -1;
    }

    private static String collapse(String s) {
        boolean again = true;
        while (again) {
            again = false;
            for (int i = 0; i < s.length();) {
                int j = i;
                while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
                if (j - i >= 3) { s = s.substring(0, i) + s.substring(j); again = true; break; }
                i = j;
            }
        }
        return s;
    }
}
