// Planted (judge/tests/languages.sh): the answers of judge/tests/planted.txt from a table, and on
// board "G" (its line 5) the fault the test writes in place of the line FAULT.
var calls = 0;
var findMinStep = function(board, hand) {
    calls++;
    if (board === "G") {
        FAULT
    }
    return {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2}[board];
};
