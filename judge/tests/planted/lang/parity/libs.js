// Parity (judge/tests/parity_js.sh): LeetCode's libraries as a JavaScript solution uses them,
// lodash as _ and by require, the priority queues of @datastructures-js/priority-queue 6.x
// (dequeue() returns the element), Queue and Deque as globals: Accepted on planted.txt.
const lodash = require('lodash');
const sortBy = require('lodash/sortBy');
const { PriorityQueue } = require('@datastructures-js/priority-queue');
const { Queue: RequiredQueue } = require('@datastructures-js/queue');
const { Deque: RequiredDeque } = require('@datastructures-js/deque');
var findMinStep = function(board, hand) {
    const min = new MinPriorityQueue(), max = new MaxPriorityQueue();
    const byLength = new PriorityQueue((a, b) => a.length - b.length);
    for (const x of [3, 1, 2]) { min.enqueue(x); max.enqueue(x); byLength.enqueue('x'.repeat(x)); }
    const q = new Queue([1, 2]), d = new Deque([1, 2]);
    const ok = min.dequeue() === 1 && max.dequeue() === 3 && byLength.dequeue() === 'x' &&
        q.dequeue() === 1 && d.popBack() === 2 && lodash === _ && sortBy([2, 1])[0] === 1 &&
        _.uniq([1, 1, 2]).length === 2 && RequiredQueue === Queue && RequiredDeque === Deque;
    if (!ok) return 100;
    return {WRRBBW: -1, RR: 1, RBYYBBRRB: 3, G: 2, WWRRBBWW: 2, RRWWRRBBRR: 2}[board];
};
