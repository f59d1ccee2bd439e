// Parity (judge/tests/parity_js.sh): a misnamed function: LeetCode's driver fails at run time.
var findMinSteps = function(board, hand) {
    return 1;
};
