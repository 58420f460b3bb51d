// The page's modules as a whole: their imports never go round in a circle,
// the service worker keeps every file of the site, and the HTTP backend
// sends each request of the JSON API to its route.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { route } from '../../page/js/backend-http.js';

const page = join(dirname(fileURLToPath(import.meta.url)), '../../page');

/** Each module of page/js and the modules it imports. */
async function importGraph() {
  const graph = new Map();
  for (const file of await readdir(join(page, 'js'))) {
    if (!file.endsWith('.js')) continue;
    const source = await readFile(join(page, 'js', file), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'\.\/([\w-]+\.js)'/gms)].map((m) => m[1]);
    graph.set(file, imports);
  }
  return graph;
}

/** A cycle of imports as a list of modules, or null. */
export function findCycle(graph) {
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

test('the cycle finder finds a cycle, and none where there is none', () => {
  assert.deepEqual(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
  assert.equal(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
});

test('no module of the page imports itself through others', async () => {
  const graph = await importGraph();
  assert.ok(graph.get('main.js').includes('api.js'), 'the imports are read');
  const cycle = findCycle(graph);
  assert.equal(cycle, null, `import cycle: ${cycle?.join(' -> ')}`);
});

test('the service worker keeps every file of the site', async () => {
  const source = await readFile(join(page, 'sw.js'), 'utf8');
  const listed = new Set(JSON.parse(`[${/const FILES = \[([^\]]*)\]/s.exec(source)[1].replace(/'/g, '"').replace(/,\s*$/, '')}]`));
  const files = ['index.html', 'style.css', 'icon.svg', 'manifest.webmanifest', 'huarong.wasm', 'huarong-tools.wasm'];
  for (const file of await readdir(join(page, 'js'))) files.push(`js/${file}`);
  for (const file of await readdir(join(page, 'fonts'))) files.push(`fonts/${file}`);
  for (const file of files) assert.ok(listed.has(file), `sw.js does not keep ${file}`);
  for (const file of listed) assert.ok(file === './' || files.includes(file), `sw.js keeps ${file}, which is not in the site`);
});

test('each request goes to its route, as huarong serve takes it', () => {
  assert.deepEqual(route({ op: 'limits' }), { method: 'GET', path: 'api/limits' });
  assert.deepEqual(route({ op: 'solve', text: 'T', moves: true }), { method: 'POST', path: 'api/solve?moves=true', body: 'T', type: 'text/plain' });
  assert.equal(route({ op: 'solve', text: 'T', moves: false }).path, 'api/solve?moves=false');
  assert.equal(route({ op: 'explain', text: 'T', game: 1, naive: true, search: false, window: undefined }).path, 'api/explain?game=1&naive=true');
  assert.equal(route({ op: 'explain', text: 'T', cell: '2,3', walk: true, window: '1,1,3,4' }).path, 'api/explain?cell=2%2C3&walk=true&window=1%2C1%2C3%2C4');
  const gen = route({ op: 'gen', family: 'rooms', rows: 9, cols: 9, games: 2, seed: 1, uniform: false });
  assert.deepEqual(JSON.parse(gen.body), { family: 'rooms', rows: 9, cols: 9, games: 2, seed: 1, uniform: false });
  assert.equal(gen.type, 'application/json');
});
