// Parity (judge/tests/parity_js.sh): a solution with its own Queue class and _ variable, names
// LeetCode's globals also use: its own win.
class Queue { constructor() { this.items = []; } }
const _ = 7;
function findMinStep(board, hand) {
    if (new Queue().items.length !== 0 || _ !== 7) return 100;
    return {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2}[board];
}
