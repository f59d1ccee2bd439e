// runners/typescript/tsc_snapshot.js: a startup snapshot of tsc with LeetCode's library files
// already parsed and bound, for typescript/build.sh. Most of a TypeScript build is tsc reading
// the 64 files of its default library and the libraries' types (about 53,000 lines), the same
// files every time; node can start from a heap saved after that work (its startup snapshot,
// `--build-snapshot`), so a build parses and checks only the user's file.
//   node FLAGS --snapshot-blob SNAP --build-snapshot tsc_snapshot.js tsc.js ARG...  (make SNAP)
//   node FLAGS --snapshot-blob SNAP -- ARG...                                    (a build)
// Making it runs tsc.js's own command line once, on the kit's file (ports/solution.ts, no
// user's code), with the build's arguments, and keeps every declaration file that build read
// from tsc's library folder or node_modules. A build then runs tsc's command line as tsc.js
// would (its words, its exit status, its output files), with one difference: a declaration file
// it reads whose name, text and parse options are those of a kept one is handed the kept one,
// which tsc's parser would have made the same. A file read from anywhere else (the user's
// solution.ts, globals.d.ts) is parsed as always. Why this is safe: tsc binds a file once and
// checks it through per-program tables (a language server shares library files across
// programs this way), with --skipLibCheck nothing of a library file is checked or emitted, and
// each build starts from the saved heap, so no build sees another's work. A snapshot made
// elsewhere (another folder, other arguments) is not used: exit 97, and build.sh builds with
// tsc.js itself.
'use strict';
const fs = require('fs');
const path = require('path');
const v8 = require('v8');

const [tscArg, ...warmArgs] = process.argv.slice(2);
const tscFile = path.resolve(tscArg);
const call = 'executeCommandLine(sys, noop, sys.args);';
let source = fs.readFileSync(tscFile, 'utf8');
const at = source.lastIndexOf(call);
if (at < 0) throw new Error(`${tscFile}: no call of executeCommandLine at its end`);
// tsc.js is one CommonJS module whose last line runs the command line; in its place, code in
// the module's own scope: createSourceFile, a function of that scope, is wrapped (every parse
// of tsc calls it by that name), and the command line is run on demand.
source = source.slice(0, at) + `
const zumaKept = new Map();
let zumaKeeping = false;
const zumaParse = createSourceFile;
createSourceFile = function (fileName, text, options, setParentNodes, scriptKind) {
  const kept = zumaKept.get(fileName);
  if (kept && kept.text === text && kept.setParentNodes === setParentNodes &&
      kept.scriptKind === scriptKind && typeof options === 'object' && options !== null &&
      options.languageVersion === kept.languageVersion &&
      options.impliedNodeFormat === kept.impliedNodeFormat &&
      options.jsDocParsingMode === kept.jsDocParsingMode)
    return kept.file;
  const file = zumaParse(fileName, text, options, setParentNodes, scriptKind);
  if (zumaKeeping && typeof options === 'object' && options !== null && /[.]d[.]ts$/.test(fileName) &&
      (fileName.startsWith(zumaLibrary) || fileName.includes('/node_modules/')))
    zumaKept.set(fileName, {file, text, setParentNodes, scriptKind, languageVersion: options.languageVersion,
      impliedNodeFormat: options.impliedNodeFormat, jsDocParsingMode: options.jsDocParsingMode});
  return file;
};
const zumaLibrary = __dirname + '/';
module.exports = {
  warm(args) {
    zumaKeeping = true;
    const quiet = Object.assign({}, sys, {args, write() {}, exit() {}, writeOutputIsTTY: () => false});
    executeCommandLine(quiet, noop, args);
    zumaKeeping = false;
    return zumaKept.size;
  },
  run(args) {
    sys.args = args;
    executeCommandLine(sys, noop, args);
  },
};
` + source.slice(at + call.length);
const tsc = {exports: {}};
// (indirect eval: the module in the global scope, as node would load it)
(0, eval)(`(function (exports, require, module, __filename, __dirname) {${source}\n})`)
  .call(tsc.exports, tsc.exports, require, tsc, tscFile, path.dirname(tscFile));
const cwd = process.cwd();
const kept = tsc.exports.warm(warmArgs);
if (kept === 0) throw new Error('tsc read no declaration file to keep');
const expected = JSON.stringify(warmArgs);

v8.startupSnapshot.setDeserializeMainFunction(() => {
  // (node puts the arguments after "--" from argv[1] on, with no script name before them)
  const args = process.argv.slice(1);
  if (JSON.stringify(args) !== expected || process.cwd() !== cwd) process.exit(97);
  try {
    tsc.exports.run(args); // (tsc ends the process itself, with its status)
  } catch (e) {
    process.exit(98); // (not tsc's words: build.sh runs tsc.js, which says its own)
  }
});
