// Parity (judge/tests/parity_js.sh): an exported arrow function, with its own PriorityQueue.
class PriorityQueue { items: number[] = []; }
const table: Record<string, number> = {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2};
export const findMinStep = (board: string, hand: string): number =>
    new PriorityQueue().items.length === 0 ? table[board] : 100;
