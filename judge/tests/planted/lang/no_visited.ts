// Planted for the calibration (docs/practice.md): bfs.ts without its visited set, as a
// TypeScript solution that forgets one is written. Its answers are right; each level holds every
// sequence of moves so far, repeats and all, so the hardest cases take it far longer.
function findMinStep(board: string, hand: string): number {
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
                    next.push([nb, nh]);
                }
            }
        }
        queue = next;
    }
    return -1;
}
