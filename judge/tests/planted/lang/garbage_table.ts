// Planted (issue 34, item 9): bfs.ts, right, with a 60 MB table (a Float64Array, filled) made in
// every call and dropped when it returns: garbage outside V8's heap, which V8 frees only when
// its collector runs. Accepted: garbage is not the user's memory.
function findMinStep(board: string, hand: string): number {
    const table = new Float64Array(7.5e6).fill(board.length);
    if (table[0] !== board.length) return -2;
    const collapse = (s: string): string => {
        for (let again = true; again;) {
            again = false;
            for (let i = 0; i < s.length;) {
                let j = i;
                while (j < s.length && s[j] === s[i]) j++;
                if (j - i >= 3) { s = s.slice(0, i) + s.slice(j); again = true; break; }
                i = j;
            }
        }
        return s;
    };
    hand = hand.split('').sort().join('');
    let queue: [string, string][] = [[board, hand]];
    const seen = new Map<string, number>([[board + ' ' + hand, 0]]);
    for (let step = 1; queue.length; step++) {
        const next: [string, string][] = [];
        for (const [b, h] of queue) {
            for (let i = 0; i < h.length; i++) {
                const c = h[i];
                if (i > 0 && h[i - 1] === c) continue;
                const nh = h.slice(0, i) + h.slice(i + 1);
                for (let j = 0; j <= b.length; j++) {
                    if (j > 0 && b[j - 1] === c) continue;
                    const join = j < b.length && b[j] === c;
                    const split = j > 0 && j < b.length && b[j] === b[j - 1] && b[j] !== c;
                    if (!join && !split) continue;
                    const nb = collapse(b.slice(0, j) + c + b.slice(j));
                    if (nb.length === 0) return step;
                    const key = nb + ' ' + nh;
                    if (!seen.has(key)) { seen.set(key, step); next.push([nb, nh]); }
                }
            }
        }
        queue = next;
    }
    return -1;
}
