// A plain exact BFS, as published C++ solutions of LeetCode 488 are written: the state is the
// board and the sorted hand, a visited set keyed on both; a ball goes only where it can matter
// (next to its own colour, or between two equal balls of another colour: the editorial's rule).
class Solution {
public:
    int findMinStep(string board, string hand) {
        sort(hand.begin(), hand.end());
        queue<pair<string, string>> q;
        unordered_set<string> seen;
        q.push({board, hand});
        seen.insert(board + " " + hand);
        int step = 0;
        while (!q.empty()) {
            step++;
            for (size_t k = q.size(); k > 0; k--) {
                auto [b, h] = q.front();
                q.pop();
                for (size_t i = 0; i < h.size(); i++) {
                    if (i > 0 && h[i] == h[i - 1]) continue;
                    string nh = h.substr(0, i) + h.substr(i + 1);
                    for (size_t j = 0; j <= b.size(); j++) {
                        if (j > 0 && b[j - 1] == h[i]) continue;
                        bool join = j < b.size() && b[j] == h[i];
                        bool split = j > 0 && j < b.size() && b[j] == b[j - 1] && b[j] != h[i];
                        if (!join && !split) continue;
                        string nb = collapse(b.substr(0, j) + h[i] + b.substr(j));
                        if (nb.empty()) return step;
                        if (seen.insert(nb + " " + nh).second) q.push({nb, nh});
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
