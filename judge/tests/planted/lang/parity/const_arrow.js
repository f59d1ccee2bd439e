// Parity (judge/tests/parity_js.sh): findMinStep as a top-level const arrow function, the
// table's answers, and a top-level let and const of names a driver might use itself.
const map = new Map(Object.entries({WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2}));
let next = 0, fs = null, name = 'x', code = 'y';
const findMinStep = (board, hand) => map.get(board);
