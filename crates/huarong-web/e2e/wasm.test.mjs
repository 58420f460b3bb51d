// The site's solver in WebAssembly against the native binary: the same
// answers and the same moves on the official cases and on generated boards
// of every family, the same generated puzzles, the same explanations, and a
// clear refusal of what would not fit in wasm32's memory; and the threaded
// solver module (when the site has one) on threads of its own, answering
// big boards as the native binary does.
//
//   HUARONG_SITE  the site's folder with huarong.wasm and huarong-tools.wasm
//                 (default: target/site, as scripts/site.sh target/site
//                 builds it)
//   HUARONG_BIN   the native binary (default: target/release/huarong)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSolver } from './wasm-host.mjs';
import { loadThreadedSolver } from './wasm-threads-host.mjs';
import { existsSync } from 'node:fs';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const site = process.env.HUARONG_SITE ?? join(workspace, 'target/site');
const binary = process.env.HUARONG_BIN ?? join(workspace, 'target/release/huarong');
const official = join(workspace, 'data/noip2013');
const FAMILIES = [
  'random', 'random:0.1', 'open', 'maze', 'braided', 'spiral', 'comb', 'ring', 'bumps', 'rooms', 'beads', 'links',
  'necklace', 'mixed', 'line', 'column',
];

const solver = await loadSolver(site);

const native = (args, input) => execFileSync(binary, args, { input, maxBuffer: 1 << 28 }).toString();

/** What the native binary answers, as the API's `answers`. */
function nativeAnswers(text) {
  return native(['solve', '--moves', '--format', 'json', '-'], text).trim().split('\n').map((line) => JSON.parse(line));
}

async function wasmAnswers(text) {
  const reply = await solver.call({ op: 'solve', text, moves: true });
  assert.equal(reply.status, 200, reply.body);
  return JSON.parse(reply.body).answers;
}

async function assertSame(text, what) {
  const mine = await wasmAnswers(text);
  const theirs = nativeAnswers(text);
  assert.equal(mine.length, theirs.length, what);
  mine.forEach((answer, k) => {
    assert.equal(answer.answer, theirs[k].answer, `${what}, game ${k + 1}`);
    assert.equal(answer.moves, theirs[k].moves, `${what}, game ${k + 1}: moves`);
  });
  return mine;
}

test('the official cases: the judge\'s answers, and the native binary\'s moves', async () => {
  const cases = (await readdir(official)).filter((f) => f.endsWith('.in'));
  assert.equal(cases.length, 20);
  for (const file of cases) {
    const text = await readFile(join(official, file), 'utf8');
    const answers = await assertSame(text, file);
    const expected = (await readFile(join(official, file.replace('.in', '.ans')), 'utf8')).trim().split(/\s+/).map(Number);
    assert.deepEqual(answers.map((a) => a.answer), expected, file);
  }
});

test('generated boards of every family: the same puzzle drawn, the same answers and moves', async () => {
  for (const [k, family] of FAMILIES.entries()) {
    const seed = 100 + k;
    const args = ['gen', family, '--rows', '28', '--cols', '31', '--games', '12', '--seed', String(seed)];
    const text = native(args);
    const drawn = await solver.call({ op: 'gen', family, rows: 28, cols: 31, games: 12, seed, uniform: false });
    assert.equal(drawn.status, 200, drawn.body);
    assert.equal(drawn.body, text, `${family}: the generator draws the same puzzle`);
    await assertSame(text, family);
  }
});

test('a solve reports its progress, and explanations are the command\'s', async () => {
  solver.progress.length = 0;
  const text = native(['gen', 'rooms', '--rows', '60', '--cols', '60', '--games', '30', '--seed', '5']);
  await wasmAnswers(text);
  const solved = solver.progress.filter((p) => p.solved !== undefined);
  assert.equal(solved.reduce((sum, p) => sum + p.solved, 0), 30);
  assert.ok(solved.every((p) => p.games === 30));
  const sample = await readFile(join(workspace, 'examples/sample.in'), 'utf8');
  const explained = await solver.call({ op: 'explain', text: sample, game: 1 });
  assert.deepEqual(JSON.parse(explained.body), JSON.parse(native(['explain', '--format', 'json', '-g', '1', '-'], sample)));
});

test('errors are the API\'s: a mistake names its place, a board too big is refused before it is solved', async () => {
  const bad = await solver.call({ op: 'solve', text: '3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 3 1 2 2 2\n' });
  assert.equal(bad.status, 400);
  assert.match(JSON.parse(bad.body).error, /^line 5, column 1: /);
  // Over the page's cell limit, refused before anything is allocated (the
  // memory estimate's refusal is tested in crates/huarong-api).
  const big = await solver.call({ op: 'solve', text: '5000 5000 0\n' });
  assert.equal(big.status, 422, big.body);
  assert.match(JSON.parse(big.body).error, /more than the limit of 20000000/);
  assert.equal((await solver.call({ op: 'frobnicate' })).status, 400);
});

test('each module is within its size budget of 600 KiB', async () => {
  const modules = (await readdir(site)).filter((name) => name.endsWith('.wasm'));
  assert.ok(modules.includes('huarong.wasm') && modules.includes('huarong-tools.wasm'), modules.join(', '));
  for (const name of modules) {
    const { length } = await readFile(join(site, name));
    assert.ok(length <= 600 * 1024, `${name}: ${length} bytes`);
  }
});

const threadsSkip = existsSync(join(site, 'huarong-threads.wasm')) ? false : 'the site has no threaded module';

test('the threaded module on three threads: big boards of every family answered and moved as the native binary does', { skip: threadsSkip }, async () => {
  const threaded = await loadThreadedSolver(site, 3);
  try {
    // Moves on boards of every family; answers alone on big ones, whose
    // moves run to hundreds of megabytes.
    const boards = [
      ...FAMILIES.filter((f) => f !== 'line' && f !== 'column').map((family, k) => [family, 80, 10, 700 + k, true]),
      ...['random', 'ring', 'rooms', 'necklace'].map((family, k) => [family, 300, 30, 800 + k, false]),
    ];
    for (const [family, size, games, seed, moves] of boards) {
      const text = native(['gen', family, '--rows', String(size), '--cols', String(size), '--games', String(games), '--seed', String(seed)]);
      const reply = threaded.call({ op: 'solve', text, moves });
      assert.equal(reply.status, 200, reply.body);
      const theirs = moves ? nativeAnswers(text) : native(['-'], text).trim().split('\n').map((line) => ({ answer: Number(line) }));
      JSON.parse(reply.body).answers.forEach((answer, k) => {
        assert.equal(answer.answer, theirs[k].answer, `${family} ${size}, game ${k + 1}`);
        assert.equal(answer.moves, theirs[k].moves, `${family} ${size}, game ${k + 1}: moves`);
      });
    }
  } finally {
    await threaded.close();
  }
});

test('the picture of a game is the command\'s', async () => {
  const sample = await readFile(join(workspace, 'examples/sample.in'), 'utf8');
  const picture = await solver.call({ op: 'svg', text: sample, game: 1 });
  assert.equal(picture.status, 200, picture.body);
  assert.equal(picture.type, 1);
  const theirs = execFileSync(binary, ['show', '-', '--game', '1', '--svg', '-'], { input: sample }).toString();
  assert.equal(picture.body, theirs);
  // A solution that is not one is refused.
  const wrong = await solver.call({ op: 'svg', text: sample, game: 1, solution: 'LL' });
  assert.equal(wrong.status, 400);
});

test('the classic game: the optimum, the reachable layouts and moves as `huarong classic` gives them', async () => {
  const layouts = JSON.parse((await solver.call({ op: 'classic', action: 'list' })).body).layouts;
  assert.ok(layouts.length >= 11);
  for (const { pinyin } of layouts.slice(0, 6)) {
    for (const metric of ['piece', 'cell']) {
      const mine = JSON.parse((await solver.call({ op: 'classic', name: pinyin, metric, action: 'solve' })).body);
      const theirs = JSON.parse(native(['classic', '--layout', pinyin, '--metric', metric, '--moves', '--format', 'json']));
      assert.equal(mine.optimum, theirs.optimum, `${pinyin} ${metric}`);
      assert.equal(mine.reachable, theirs.reachable, `${pinyin} ${metric}`);
      assert.deepEqual(mine.moves, theirs.moves, `${pinyin} ${metric}`);
    }
  }
  const hint = JSON.parse((await solver.call({ op: 'classic', name: 'hengdao-lima', action: 'hint' })).body);
  assert.equal(hint.to_go, 81);
  const bad = await solver.call({ op: 'classic', layout: 'AB\nBA\ngoal A 1 1\n', action: 'solve' });
  assert.equal(bad.status, 400);
  assert.match(JSON.parse(bad.body).error, /^line \d+, column \d+: /);
});
