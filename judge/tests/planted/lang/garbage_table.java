// Planted (issue 34, item 9): bfs.java, right, with a 30 MB table (a double[], filled) made in
// every call and dropped when it returns: garbage, which the JVM frees only when its collector
// runs. Accepted: garbage is not the user's memory.
class Solution {
    public int findMinStep(String board, String hand) {
        double[] table = new double[3_750_000];
        Arrays.fill(table, board.length());
        if (table[0] != board.length()) return -2;
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
