// Planted approach, in Java: planted/no_visited.c's search, written as bfs.java is: breadth-first,
// every ball of the hand (one of each colour) in every gap but just after its own colour, and no
// visited set. Its answers are right, but the queue grows by a factor of up to 17 x 5 a level:
// the kind of solution LeetCode rejects (docs/practice.md, the calibration in each language).
class Solution {
    public int findMinStep(String board, String hand) {
        char[] hs = hand.toCharArray();
        Arrays.sort(hs);
        hand = new String(hs);
        Deque<String[]> queue = new ArrayDeque<>();
        queue.offer(new String[] {board, hand});
        for (int step = 1; !queue.isEmpty(); step++) {
            for (int k = queue.size(); k > 0; k--) {
                String[] s = queue.poll();
                String b = s[0], h = s[1];
                for (int j = 0; j <= b.length(); j++) {
                    for (int i = 0; i < h.length(); i++) {
                        char c = h.charAt(i);
                        if (i > 0 && h.charAt(i - 1) == c) continue;
                        if (j > 0 && b.charAt(j - 1) == c) continue;
                        String nb = collapse(b.substring(0, j) + c + b.substring(j));
                        if (nb.isEmpty()) return step;
                        String nh = h.substring(0, i) + h.substring(i + 1);
                        if (!nh.isEmpty()) queue.offer(new String[] {nb, nh});
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
