// Parity (judge/tests/parity_js.sh): a real hog on board "G" (planted.txt:5): MLE, in node's words.
var findMinStep = function(board, hand) {
    const keep = [];
    if (board === 'G') for (;;) keep.push(new Array(1 << 16).fill(board));
    return {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2}[board];
};
