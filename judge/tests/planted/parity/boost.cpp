#include <boost/algorithm/string.hpp>
class Solution {
public:
    int findMinStep(string board, string hand) { return -1; }
};
