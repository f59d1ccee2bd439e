// runners/javascript/driver.js: LeetCode's JavaScript driver, run by node (launcher.c) with the
// solution's name and text as its arguments. The solution runs as a script in the global scope
// (its var and function declarations become globals, as there), then findMinStep is called
// once a case, in this one process: globals live on from case to case, as on LeetCode. It
// speaks the judge's protocol (judge/protocol.h) on descriptors 3 and 4.
'use strict';
const fs = require('fs');
const vm = require('vm');
const [name, code, mapText] = process.argv.slice(-3);
// TypeScript: tsc's source map, so an error names the line of the .ts file, not of tsc's output.
const map = mapText ? new (require('module').SourceMap)(JSON.parse(mapText)) : null;
const REQUEST_FD = 3, REPLY_FD = 4, MAGIC = 0x5a756d61;
const READY = 1, ANSWER = 2, DONE = 4, ACK = 5, EXIT_ERROR = 125;

function send(kind, index, value, ns) {
	const b = Buffer.alloc(24);
	b.writeUInt32LE(MAGIC, 0);
	b.writeUInt32LE(kind, 4);
	b.writeUInt32LE(index, 8);
	b.writeInt32LE(value, 12);
	b.writeBigUInt64LE(ns, 16);
	fs.writeSync(REPLY_FD, b);
}

// One request (uint32 index, char board[20], char hand[8]), or null at the channel's end.
function next() {
	const b = Buffer.alloc(32);
	let have = 0;
	while (have < 32) {
		const got = fs.readSync(REQUEST_FD, b, have, 32 - have, null);
		if (got === 0) {
			if (have === 0) return null;
			process.exit(121);
		}
		have += got;
	}
	const text = (from, len) => b.toString('latin1', from, b.indexOf(0, from) < from + len ? b.indexOf(0, from) : from + len);
	return {index: b.readUInt32LE(0), board: text(4, 20), hand: text(24, 8)};
}

// An uncaught error, as LeetCode shows it: the line of the user's file, then the error and
// the frames in the user's file.
function fail(e) {
	const out = [];
	const stack = e instanceof Error && typeof e.stack === 'string' ? e.stack.split('\n') : ['Uncaught ' + String(e)];
	const mine = stack.filter((l) => l.includes(name + ':')).map((l) => l.replace(
		/:(\d+):(\d+)(\)?)$/, (all, line, col, close) => {
			const e = map && map.findEntry(line - 1, col - 1);
			return e && e.originalLine !== undefined
				? `:${e.originalLine + 1}:${e.originalColumn + 1}${close}` : all;
		}));
	const at = mine.length ? /:(\d+):\d+\)?$/.exec(mine[0]) : null;
	if (at) out.push(`Line ${at[1]} in ${name.split('/').pop()}`);
	out.push(stack[0], ...mine.slice(0, 10).map((l) => l.replace(/^\s*/, '    ')));
	fs.writeSync(2, out.join('\n') + '\n');
	process.exit(EXIT_ERROR);
}

try {
	vm.runInThisContext(code, {filename: name});
} catch (e) {
	fail(e);
}
if (typeof globalThis.findMinStep !== 'function')
	fail(new ReferenceError('findMinStep is not defined (LeetCode calls findMinStep(board, hand))'));
send(READY, 0, 0, 0n);
for (let q; (q = next()) !== null;) {
	send(ACK, q.index, 0, 0n); // before the call: a death until the next ACK is the case before's
	let answer;
	const t0 = process.hrtime.bigint();
	try {
		answer = globalThis.findMinStep(q.board, q.hand);
	} catch (e) {
		fail(e);
	}
	const ns = process.hrtime.bigint() - t0;
	if (!Number.isInteger(answer) || answer < -(2 ** 31) || answer >= 2 ** 31)
		fail(new TypeError(`findMinStep returned ${typeof answer} ${String(answer)}, not an integer`));
	send(ANSWER, q.index, answer, ns);
}
send(DONE, 0, 0, 0n);
