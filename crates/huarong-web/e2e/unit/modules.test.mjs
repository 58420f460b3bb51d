// The page's modules as a whole: their imports never go round in a circle,
// and the service worker keeps every file of the site.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
