// Browser tests of the static site alone (scripts/site.sh, served as plain
// files at HUARONG_SITE_URL with every /api request blocked): it answers as
// the native binary does, solves in a worker with progress and a Cancel,
// keeps working offline after the first visit, and installs as an app.
// Skipped without HUARONG_SITE_URL.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  binary, drawNewBoard, expectAnswers, openPage as openIn, persistentContext, siteUrl, workspace,
} from './harness.mjs';

const skip = siteUrl ? false : 'HUARONG_SITE_URL is not set';

let context;
let closeBrowser;
const blocked = [];

before(async () => {
  if (!siteUrl) return;
  ({ context, close: closeBrowser } = await persistentContext());
  await context.route('**/api/**', (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
});

after(async () => {
  await closeBrowser?.();
});

const openPage = (path = '') => openIn(context, new URL(path, siteUrl).href);

async function loadText(page, text) {
  await page.fill('#text', text);
  await page.click('#load-text');
}

test('answers as the native binary does on boards it has not seen, with no server', { skip }, async () => {
  const page = await openPage();
  assert.equal(await page.getAttribute('meta[name="huarong-backend"]', 'content'), 'wasm');
  for (const [family, seed] of [['necklace', 31], ['ring', 32], ['random:0.2', 33], ['beads', 34]]) {
    const text = execFileSync(binary, ['gen', family, '--rows', '40', '--cols', '40', '--games', '15', '--seed', String(seed)]).toString();
    const expected = execFileSync(binary, ['-'], { input: text }).toString().trim().split('\n').map(Number);
    await loadText(page, text);
    await expectAnswers(page, expected, family);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a long solve shows its progress and can be cancelled; the page goes on', { skip }, async () => {
  await cancelALongSolve(await openPage(), /Precomputing|Solved|working/);
});

/**
 * Starts a long solve on `page`, waits for the busy line to read `shown`,
 * cancels it, and checks that the page goes on (the worker starts again
 * for the next request); then closes the page.
 */
async function cancelALongSolve(page, shown) {
  const text = execFileSync(binary, ['gen', 'random:0.15', '--rows', '700', '--cols', '700', '--games', '200', '--seed', '9', '--uniform']).toString();
  await loadText(page, text);
  await page.waitForSelector('#busy:not([hidden])', { timeout: 30_000 });
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('#busy-text').textContent), shown.source, { timeout: 60_000, polling: 20 });
  await page.click('#busy-cancel');
  await page.waitForSelector('#busy', { state: 'hidden' });
  await page.click('#load-sample');
  await expectAnswers(page, [2, -1]);
  assert.deepEqual(page.errors, []);
  await page.close();
}

test('works offline after the first visit, and installs as an app', { skip }, async () => {
  const page = await openPage();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker has kept the site (the solver included) once it is active.
  await page.waitForFunction(async () => (await caches.keys()).some((k) => k.startsWith('huarong-')));
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.display, 'standalone');
  await page.close();
  await context.setOffline(true);
  try {
    const offline = await openPage('?offline=1');
    await expectAnswers(offline, [2, -1]);
    await offline.click('#solve');
    await offline.waitForFunction(() => document.querySelector('#answer').textContent.includes('2'));
    assert.deepEqual(offline.errors, []);
    await offline.close();
  } finally {
    await context.setOffline(false);
  }
});

test('once the service worker runs, the page is isolated and solves on threads, as the native binary answers', { skip }, async () => {
  const first = await openPage();
  await first.evaluate(() => navigator.serviceWorker.ready);
  await first.close();
  const page = await openPage();
  assert.equal(await page.evaluate(() => self.crossOriginIsolated), true);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const threads = await page.evaluate(async () => (await import('./js/api.js')).solverThreads());
  assert.equal(threads, cores > 1 ? Math.min(cores, 16) : 1);
  // Boards big enough that the precomputation and the games go parallel.
  for (const [family, size, seed] of [['random', 300, 41], ['necklace', 120, 42], ['rooms', 150, 43]]) {
    const text = execFileSync(binary, ['gen', family, '--rows', String(size), '--cols', String(size), '--games', '40', '--seed', String(seed)], { maxBuffer: 1 << 26 }).toString();
    const expected = execFileSync(binary, ['-'], { input: text, maxBuffer: 1 << 26 }).toString().trim().split('\n').map(Number);
    const answers = await page.evaluate(async (puzzle) => {
      const { solveText } = await import('./js/api.js');
      return (await solveText(puzzle, false)).answers.map((a) => a.answer);
    }, text);
    assert.deepEqual(answers, expected, family);
  }
  assert.deepEqual(page.errors, []);
  // The threads' progress reaches the page, and Cancel ends them too.
  await cancelALongSolve(page, /Solved [1-9]/);
});

test('draws a 200 x 200 board in the page and watches its optimum (the README\'s picture)', { skip }, async () => {
  const page = await openPage();
  await page.setViewportSize({ width: 1280, height: 860 });
  await drawNewBoard(page, 'rooms', 200, 200, 5, 11);
  await page.waitForFunction(() => document.querySelector('#board').dataset.rows === '200', null, { timeout: 60_000 });
  const expected = execFileSync(binary, ['gen', 'rooms', '--rows', '200', '--cols', '200', '--games', '5', '--seed', '11']).toString();
  assert.equal(await page.inputValue('#text'), expected);
  await page.click('input[name="mode"][value="watch"]');
  await page.waitForFunction(() => /Move 0 of \d+/.test(document.querySelector('#counter').textContent), null, { timeout: 60_000 });
  for (let k = 0; k < 3; k += 1) await page.click('#next-piece');
  await page.screenshot({ path: join(workspace, 'crates/huarong-web/screenshots/static-site.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('no request ever reached /api', { skip }, () => {
  // Blocked requests are the page asking a server it should not need.
  assert.deepEqual(blocked, []);
});
