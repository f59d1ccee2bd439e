// Parity (judge/tests/parity_js.sh): a library LeetCode does not provide: node's error, naming it.
const leftPad = require('left-pad');
var findMinStep = function(board, hand) {
    return leftPad(board, 1).length;
};
