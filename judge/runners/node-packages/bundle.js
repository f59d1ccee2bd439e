// runners/node-packages/bundle.js: the libraries LeetCode provides to JavaScript and TypeScript,
// as one JSON object {"node_modules/PACKAGE/FILE": text} on stdout, for javascript/build.sh to
// append to the runner: the box shows no file of the kit but the runner, so driver.js loads
// them from there (its require()). Only what runs: each package's package.json and .js files;
// of lodash only its main file (driver.js answers lodash/NAME from it).
'use strict';
const fs = require('fs');
const path = require('path');
const root = path.join(__dirname, 'node_modules');
const packages = ['lodash', '@datastructures-js/priority-queue', '@datastructures-js/heap',
	'@datastructures-js/queue', '@datastructures-js/deque'];
const files = {};
function add(rel) {
	files['node_modules/' + rel] = fs.readFileSync(path.join(root, rel), 'utf8');
}
function walk(rel) {
	for (const e of fs.readdirSync(path.join(root, rel), {withFileTypes: true})) {
		const r = rel + '/' + e.name;
		if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'test') walk(r);
		else if (e.isFile() && e.name.endsWith('.js')) add(r);
	}
}
for (const p of packages) {
	add(p + '/package.json');
	if (p === 'lodash') add('lodash/lodash.js');
	else walk(p);
}
process.stdout.write(JSON.stringify(files));
