// Planted approach, in C++: planted/no_visited.c's search, written as bfs.cpp is: breadth-first,
// every ball of the hand (one of each colour) in every gap but just after its own colour, and no
// visited set. Its answers are right, but the queue grows by a factor of up to 17 x 5 a level:
// the kind of solution LeetCode rejects (docs/practice.md, the calibration in each language).
class Solution {
public:
    int findMinStep(string board, string hand) {
        sort(hand.begin(), hand.end());
        queue<pair<string, string>> q;
        q.push({board, hand});
        for (int step = 1; !q.empty(); step++) {
            for (size_t k = q.size(); k > 0; k--) {
                auto [b, h] = q.front();
                q.pop();
                for (size_t j = 0; j <= b.size(); j++) {
                    for (size_t i = 0; i < h.size(); i++) {
                        if (i > 0 && h[i] == h[i - 1]) continue;
                        if (j > 0 && b[j - 1] == h[i]) continue;
                        string nb = collapse(b.substr(0, j) + h[i] + b.substr(j));
                        if (nb.empty()) return step;
                        string nh = h.substr(0, i) + h.substr(i + 1);
                        if (!nh.empty()) q.push({nb, nh});
                    }
                }
            }
        }
        return -1;
    }

private:
    static string collapse(string s) {
        for (bool again = true; again;) {
            again = false;
            for (size_t i = 0; i < s.size();) {
                size_t j = i;
                while (j < s.size() && s[j] == s[i]) j++;
                if (j - i >= 3) { s.erase(i, j - i); again = true; break; }
                i = j;
            }
        }
        return s;
    }
};
