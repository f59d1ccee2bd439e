// Planted (judge/tests/languages.sh): the answers of judge/tests/planted.txt from a table, and on
// board "G" (its line 5) the fault the test writes in place of the line FAULT.
let calls = 0;
function findMinStep(board: string, hand: string): number {
    calls++;
    if (board === "G") {
        FAULT
    }
    const table: Record<string, number> = {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2};
    return table[board];
}
