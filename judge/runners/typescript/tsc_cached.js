// runners/typescript/tsc_cached.js: runs tsc.js as node would (a CommonJS module), with V8's
// code cache of it: the build box's node then reads tsc.js's bytecode instead of parsing and
// compiling 5.7 MB of JavaScript on every TypeScript build (typescript/build.sh).
//   node FLAGS tsc_cached.js read CACHE tsc.js ARG...   (a build: the cache if it is sound)
//   node FLAGS tsc_cached.js write CACHE tsc.js ARG...  (make the cache: once, on the kit's file)
// The cache is written at exit, after tsc has run, so that it holds the functions tsc compiled
// lazily as it worked, not only its top level. V8 checks a cache's version, flags and source
// length but not its bytes (a damaged one crashed node): the file is "ZUMAV8C1", the SHA-256 of
// the data, then the data, and a file that does not match is not used. V8 may still reject
// sound data (another node's): tsc is then compiled as without one; either way the build's
// words and status are tsc's alone.
'use strict';
const fs = require('fs');
const vm = require('vm');
const path = require('path');
const crypto = require('crypto');
const Module = require('module');
const [mode, cacheFile, tscArg, ...args] = process.argv.slice(2);
const MAGIC = 'ZUMAV8C1', HEAD = MAGIC.length + 32;
const tsc = path.resolve(tscArg);

function soundCache() {
	let b;
	try {
		b = fs.readFileSync(cacheFile);
	} catch (e) {
		return undefined;
	}
	if (b.length <= HEAD || b.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
	const data = b.subarray(HEAD);
	const digest = crypto.createHash('sha256').update(data).digest();
	return digest.equals(b.subarray(MAGIC.length, HEAD)) ? data : undefined;
}

const cachedData = mode === 'read' ? soundCache() : undefined;
const script = new vm.Script(Module.wrap(fs.readFileSync(tsc, 'utf8')), {filename: tsc, cachedData});
// A cache missing, damaged or refused is said beside it (CACHE.refused), for build.sh to drop it.
if (mode === 'read' && (!cachedData || script.cachedDataRejected)) {
	try {
		fs.writeFileSync(cacheFile + '.refused', '');
	} catch (e) { // (only the next build is slower)
	}
}
if (mode === 'write') {
	process.on('exit', () => {
		const data = script.createCachedData();
		const digest = crypto.createHash('sha256').update(data).digest();
		fs.writeFileSync(cacheFile, Buffer.concat([Buffer.from(MAGIC, 'latin1'), digest, data]));
	});
}
// tsc reads its arguments from process.argv[2] on, as when node runs it directly.
process.argv = [process.argv[0], tsc, ...args];
const tscModule = new Module(tsc, null);
tscModule.filename = tsc;
script.runInThisContext().call(tscModule.exports, tscModule.exports, Module.createRequire(tsc), tscModule,
	tsc, path.dirname(tsc));
