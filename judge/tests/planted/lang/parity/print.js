// Parity (judge/tests/parity_js.sh): right answers, and on board "G" (planted.txt:5) a print
// of SIZE thousand bytes: within OUTPUT_LIMIT it is that case's Stdout, past it OLE.
var findMinStep = function(board, hand) {
    if (board === 'G') console.log('x'.repeat(SIZE * 1000));
    return {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2}[board];
};
