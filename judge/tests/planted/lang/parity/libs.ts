// Parity (judge/tests/parity_js.sh): LeetCode's libraries in TypeScript, without an import, as
// LeetCode declares them (priority-queue 6.x: new MinPriorityQueue<number>()): Accepted.
function findMinStep(board: string, hand: string): number {
    const min = new MinPriorityQueue<number>(), max = new MaxPriorityQueue<number>();
    const byLength = new PriorityQueue<string>((a, b) => a.length - b.length);
    for (const x of [3, 1, 2]) { min.enqueue(x); max.enqueue(x); byLength.enqueue('x'.repeat(x)); }
    const q: Queue<number> = new Queue<number>([1, 2]);
    const d = new Deque<number>([1, 2]);
    const first: number | null = min.dequeue();
    const ok = first === 1 && max.dequeue() === 3 && byLength.dequeue() === 'x' &&
        q.dequeue() === 1 && d.popBack() === 2 && _.sortBy([2, 1])[0] === 1;
    if (!ok) return 100;
    const table: Record<string, number> = {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2};
    return table[board];
}
