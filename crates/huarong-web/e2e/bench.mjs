// The benchmark of the static site (not a test: it asserts no time): the
// page's solve in its Web Worker against the native command on the same
// boards, random 200 x 200 and 1000 x 1000 with 100 games, and the modules'
// sizes. Run after scripts/site.sh target/site:
//
//   node crates/huarong-web/e2e/bench.mjs [SITE_DIR]
//
// Each time is the best of five. The page is opened a second time first,
// as a returning player's is: its service worker makes it cross-origin
// isolated, so the solver runs on threads (one per core). The native command
// runs as a judge runs it (whole process, every core) and on one thread
// (-j 1).

import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const site = resolve(process.argv[2] ?? join(workspace, 'target/site'));
const binary = process.env.HUARONG_BIN ?? join(workspace, 'target/release/huarong');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

const server = createServer(async (request, response) => {
  const path = new URL(request.url, 'http://x').pathname;
  try {
    const body = await readFile(join(site, path.endsWith('/') ? `${path}index.html` : path));
    response.writeHead(200, { 'Content-Type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}/`;

const profile = await mkdtemp(join(tmpdir(), 'huarong-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await context.newPage();
await page.goto(base);
await page.waitForFunction(() => document.querySelector('#board')?.dataset.rows);
await page.evaluate(() => navigator.serviceWorker.ready);
await page.reload();
await page.waitForFunction(() => document.querySelector('#board')?.dataset.rows);
const isolated = await page.evaluate(() => self.crossOriginIsolated);
const threads = await page.evaluate(async () => (await import('./js/api.js')).solverThreads());
console.log(`the page: cross-origin isolated ${isolated}, solving on ${threads} thread(s)`);

const best = (times) => Math.min(...times);
function nativeSeconds(args, file) {
  const times = [];
  for (let k = 0; k < 5; k += 1) {
    const start = process.hrtime.bigint();
    execFileSync(binary, [...args, file], { stdio: ['ignore', 'ignore', 'inherit'] });
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  return best(times);
}

const rows = [];
for (const size of [200, 1000]) {
  const file = join(profile, `random-${size}.in`);
  const text = execFileSync(binary, ['gen', 'random', '--rows', String(size), '--cols', String(size), '--games', '100', '--seed', '3', '--uniform'], { maxBuffer: 1 << 28 }).toString();
  await writeFile(file, text);
  const inPage = [];
  for (let k = 0; k < 5; k += 1) {
    inPage.push(await page.evaluate(async (puzzle) => {
      const { solveText } = await import('./js/api.js');
      const start = performance.now();
      await solveText(puzzle, false);
      return (performance.now() - start) / 1000;
    }, text));
  }
  const all = nativeSeconds(['solve', '-q'], file);
  const one = nativeSeconds(['solve', '-q', '-j', '1'], file);
  rows.push({ board: `random ${size} x ${size}, 100 games`, page: best(inPage), all, one });
}

console.log('| board | in the page (worker) | native, every core | ratio | native, one thread | ratio |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.board} | ${r.page.toFixed(3)} s | ${r.all.toFixed(3)} s | ${(r.page / r.all).toFixed(2)}x | ${r.one.toFixed(3)} s | ${(r.page / r.one).toFixed(2)}x |`);
}
for (const name of (await readdir(site)).filter((file) => file.endsWith('.wasm')).sort()) {
  const { size } = await stat(join(site, name));
  const gz = execFileSync('gzip', ['-9', '-c', join(site, name)]).length;
  console.log(`${name}: ${(size / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzipped`);
}
await context.close();
server.close();
await rm(profile, { recursive: true, force: true });
