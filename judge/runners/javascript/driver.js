// runners/javascript/driver.js: LeetCode's JavaScript driver, run by node (launcher.c) with the
// solution's name and text, tsc's source map and the runner's own path as its arguments. The
// solution runs as a script in the global scope (its var, let, const, function and class
// declarations are its globals, as there), then findMinStep is called once a case, in this one
// process: globals live on from case to case, as on LeetCode. Before it runs, the globals
// LeetCode declares (_, PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque) and a
// require() of the same libraries, read from the runner (build.sh appends them). It speaks the
// judge's protocol (judge/protocol.h) on descriptors 3 and 4.
'use strict';
(() => { // (a function, so that no name of the driver's is a global the solution could clash with)
const nodeRequire = require; // (the solution gets its own require: requireFrom)
const fs = require('fs');
const vm = require('vm');
const path = require('path');
const {isBuiltin, SourceMap} = require('module');
const [name, code, mapText, self] = process.argv.slice(-4);
// How LeetCode names the file in an error's frames.
const shown = name.endsWith('.ts') ? 'solution.ts' : 'solution.js';
// TypeScript: tsc's source map, so an error names the line of the .ts file, not of tsc's output.
const map = mapText ? new SourceMap(JSON.parse(mapText)) : null;
const REQUEST_FD = 3, REPLY_FD = 4, MAGIC = 0x5a756d61;
const READY = 1, ANSWER = 2, DONE = 4, ACK = 5, EXIT_ERROR = 125, EXIT_CHANNEL = 121;

// ---- output: written at once, so a case's output is that case's ----
// node would make its stdout and stderr pipes non-blocking and queue what a full pipe does not
// take until its event loop turns, which is after the last case. Every write here goes to the
// descriptor before the call returns (the judge drains the pipe meanwhile).
const nap = new Int32Array(new SharedArrayBuffer(4));
function writeAll(fd, buf) {
	for (let off = 0; off < buf.length;) {
		try {
			off += fs.writeSync(fd, buf, off, buf.length - off);
		} catch (e) {
			if (e.code !== 'EAGAIN') throw e;
			Atomics.wait(nap, 0, 0, 1);
		}
	}
}
function syncStream(fd) {
	const {Writable} = require('stream');
	const s = new Writable({
		write(chunk, encoding, done) {
			try {
				writeAll(fd, chunk);
			} catch (e) {
				return done(e);
			}
			done();
		},
	});
	s.fd = fd;
	s.isTTY = false;
	return s;
}
const stdout = syncStream(1), stderr = syncStream(2);
for (const [key, value] of [['stdout', stdout], ['stderr', stderr]])
	Object.defineProperty(process, key, {value, configurable: true, writable: true});
Object.defineProperty(globalThis, 'console', {
	value: new (require('console').Console)({stdout, stderr}), configurable: true, writable: true,
});

// ---- the libraries LeetCode provides, by require() and as globals ----
// The runner ends with the libraries' files as JSON, then "ZUMALIBS" and its length in 12
// digits (javascript/build.sh).
function readLibraries() {
	const all = fs.readFileSync(self);
	const tail = all.subarray(all.length - 20).toString('latin1');
	if (!tail.startsWith('ZUMALIBS')) return {};
	const n = Number(tail.slice(8));
	return JSON.parse(all.subarray(all.length - 20 - n, all.length - 20).toString('utf8'));
}
const files = readLibraries();
const has = (f) => Object.prototype.hasOwnProperty.call(files, f);
// Node's order: the file, with .js or .json, then a folder's package.json "main", then index.js.
function asFile(p) {
	for (const f of [p, p + '.js', p + '.json'])
		if (has(f)) return f;
	if (has(p + '/package.json')) {
		const main = JSON.parse(files[p + '/package.json']).main;
		const f = main && asFile(path.posix.join(p, main));
		if (f) return f;
	}
	return has(p + '/index.js') ? p + '/index.js' : null;
}
function notFound(request) {
	const e = new Error(`Cannot find module '${request}'`);
	e.code = 'MODULE_NOT_FOUND';
	return e;
}
const modules = new Map();
let loading = 0; // how many library files are being run
function load(f) {
	if (modules.has(f)) return modules.get(f).exports;
	const module = {exports: {}, id: f, filename: '/' + f, loaded: false};
	modules.set(f, module);
	if (f.endsWith('.json')) {
		module.exports = JSON.parse(files[f]);
	} else {
		const wrapped = vm.runInThisContext('(function (exports, require, module, __filename, __dirname) {' +
			files[f] + '\n})', {filename: '/' + f, displayErrors: false});
		loading++;
		try {
			wrapped.call(module.exports, module.exports, requireFrom(f), module, '/' + f,
				path.posix.dirname('/' + f));
		} finally {
			loading--;
		}
	}
	module.loaded = true;
	return module.exports;
}
// require() as seen from file `from` (null: the solution): node's own modules, the libraries,
// and otherwise node's own error, naming the module.
function requireFrom(from) {
	return function require(request) {
		if (typeof request !== 'string')
			throw new TypeError('The "id" argument must be of type string');
		if (isBuiltin(request)) return nodeRequire(request);
		const relative = /^\.\.?(\/|$)/.test(request);
		const f = relative ? from && asFile(path.posix.join(path.posix.dirname(from), request))
			: asFile('node_modules/' + request);
		if (f) return load(f);
		const lodash = /^lodash\/(\w+)(\.js)?$/.exec(request);
		if (lodash && has('node_modules/lodash/lodash.js')) {
			const fn = load(asFile('node_modules/lodash'))[lodash[1]];
			if (fn !== undefined) return fn;
		}
		throw notFound(request);
	};
}
const userRequire = requireFrom(null);
// A global that loads its library when first read; the solution may declare its own of that
// name (var, let, const, function, class). (lodash reads root._ as it loads, for noConflict:
// undefined then.)
function lazyGlobal(key, get) {
	Object.defineProperty(globalThis, key, {
		configurable: true,
		get() {
			if (loading) return undefined;
			const value = get();
			Object.defineProperty(globalThis, key, {value, configurable: true, writable: true});
			return value;
		},
		set(value) {
			Object.defineProperty(globalThis, key, {value, configurable: true, writable: true});
		},
	});
}
lazyGlobal('_', () => userRequire('lodash'));
for (const k of ['PriorityQueue', 'MinPriorityQueue', 'MaxPriorityQueue'])
	lazyGlobal(k, () => userRequire('@datastructures-js/priority-queue')[k]);
lazyGlobal('Queue', () => userRequire('@datastructures-js/queue').Queue);
lazyGlobal('Deque', () => userRequire('@datastructures-js/deque').Deque);
// CommonJS's names, for a solution that uses them (and tsc's output of a file with export).
const userModule = {exports: {}};
for (const [key, value] of [['require', userRequire], ['module', userModule], ['exports', userModule.exports]])
	Object.defineProperty(globalThis, key, {value, configurable: true, writable: true});

// ---- the protocol ----
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
			process.exit(EXIT_CHANNEL);
		}
		have += got;
	}
	const text = (from, len) => b.toString('latin1', from, b.indexOf(0, from) < from + len ? b.indexOf(0, from) : from + len);
	return {index: b.readUInt32LE(0), board: text(4, 20), hand: text(24, 8)};
}

// ---- an uncaught error, as LeetCode shows it ----
// "Line 7 in solution.js", the line and a caret, the error, then its frames in the solution
// and the libraries as "Line 7: Char 30 in solution.js (findMinStep)"; the driver's and node's
// own frames left out.
function frame(l) {
	const m = /^\s*at (?:(.*?) \()?(.*):(\d+):(\d+)\)?$/.exec(l);
	if (!m) return null;
	let [, fn, file, line, col] = m;
	line = Number(line);
	col = Number(col);
	if (file === name) {
		const e = map && map.findEntry(line - 1, col - 1);
		if (map && !(e && e.originalLine !== undefined)) return null;
		if (e && e.originalLine !== undefined) [line, col] = [e.originalLine + 1, e.originalColumn + 1];
		file = shown;
	} else if (file.startsWith('/node_modules/')) {
		file = path.posix.basename(file);
	} else {
		return null;
	}
	return {line, col, file, text: `Line ${line}: Char ${col} in ${file}` + (fn ? ` (${fn})` : '')};
}
function fail(e) {
	const out = [];
	const stack = e instanceof Error && typeof e.stack === 'string' ? e.stack.split('\n') : null;
	const head = stack ? stack.slice(0, stack.findIndex((l, i) => i > 0 && /^\s+at /.test(l)) >>> 0)
		: ['Uncaught ' + (typeof e === 'string' ? JSON.stringify(e) : String(e))];
	const frames = stack ? stack.map(frame).filter(Boolean) : [];
	const mine = frames.find((f) => f.file === shown);
	if (mine) {
		out.push(`Line ${mine.line} in ${shown}`);
		const src = map ? null : code.split(/\r?\n/)[mine.line - 1];
		if (src !== undefined && src !== null && src.length <= 200)
			out.push(src, ' '.repeat(Math.max(0, mine.col - 1)) + '^');
	}
	out.push(...(stack ? head.filter((l) => !/^\s+at /.test(l)) : head));
	out.push(...frames.slice(0, 10).map((f) => '    ' + f.text));
	writeAll(2, Buffer.from(out.join('\n') + '\n'));
	process.exit(EXIT_ERROR);
}

// ---- the run ----
try {
	vm.runInThisContext(code, {filename: name, displayErrors: false});
} catch (e) {
	fail(e);
}
// The solution's findMinStep: a global of any kind (a let or const is no property of
// globalThis, but a later script sees it), or what a module exported.
let findMinStep;
try {
	findMinStep = vm.runInThisContext('typeof findMinStep === "function" ? findMinStep : undefined');
} catch (e) {
	findMinStep = undefined;
}
if (typeof findMinStep !== 'function' && userModule.exports)
	findMinStep = [userModule.exports.findMinStep, globalThis.exports && globalThis.exports.findMinStep,
		userModule.exports].find((f) => typeof f === 'function');
if (typeof findMinStep !== 'function')
	fail(new ReferenceError('findMinStep is not defined (LeetCode calls findMinStep(board, hand))'));
// Garbage is not the user's memory: V8 sizes its collections by the heap, not by the box's limit
// (MEMORY_LIMIT; build.sh sizes the old generation to five eighths of it), so dead objects of
// earlier calls could pass that limit beside node's own memory. Before a call, once the
// process's peak has passed half the limit, the driver runs V8's full collector (gc, taken from
// a fresh context: no global of the solution's sees it). What it cannot free is reachable.
const oldSpace = Number((/^--max-old-space-size=(\d+)$/.exec(process.execArgv.find((a) =>
	a.startsWith('--max-old-space-size=')) || '') || [])[1]);
nodeRequire('v8').setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');
const halfLimitKiB = oldSpace > 0 ? oldSpace * 1024 * 4 / 5 : Infinity;
send(READY, 0, 0, 0n);
for (let q; (q = next()) !== null;) {
	send(ACK, q.index, 0, 0n); // before the call: a death until the next ACK is the case before's
	if (process.resourceUsage().maxRSS > halfLimitKiB) collect();
	let answer;
	const t0 = process.hrtime.bigint();
	try {
		answer = findMinStep(q.board, q.hand);
	} catch (e) {
		fail(e);
	}
	const ns = process.hrtime.bigint() - t0;
	if (!Number.isInteger(answer) || answer < -(2 ** 31) || answer >= 2 ** 31)
		fail(new TypeError(`findMinStep returned ${typeof answer} ${String(answer)}, not an integer`));
	send(ANSWER, q.index, answer, ns);
}
send(DONE, 0, 0, 0n);
})();
