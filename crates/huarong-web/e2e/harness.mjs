// What the browser tests share: where the page is (the example server on a
// free port, or the static site at HUARONG_SITE_URL) and Debian's Chromium
// driven by Playwright.

import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const crate = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const workspace = resolve(crate, '../..');
/** The static site's address, when the tests run against it. */
export const siteUrl = process.env.HUARONG_SITE_URL;
const serverBinary = process.env.HUARONG_SERVE ?? join(workspace, 'target/release/examples/serve');
/** The native `huarong` binary, whose answers the page's must equal. */
export const binary = process.env.HUARONG_BIN ?? join(workspace, 'target/release/huarong');
export const browserBinary = process.env.CHROMIUM ?? '/usr/bin/chromium';
/** Chromium's switches for a quiet headless run. */
export const BROWSER_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];

/**
 * Starts the example server with `args` on a free port: { base, server }
 * (the page's address and the process), or the static site's address.
 */
export async function startPage(args = []) {
  if (siteUrl) return { base: new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href, server: null };
  const server = spawn(serverBinary, ['--addr', '127.0.0.1:0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await new Promise((found, failed) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const url = out.match(/http:\/\/[\d.:]+\//);
      if (url) found(url[0]);
    });
    server.on('exit', (code) => failed(new Error(`${serverBinary} exited with ${code}: ${out}`)));
  });
  return { base, server };
}

/** Stops what startPage started. */
export function stopPage(server) {
  if (server && server.exitCode === null) server.kill('SIGKILL');
}

/** A headless Chromium. */
export const launchBrowser = () => chromium.launch({ executablePath: browserBinary, headless: true, args: BROWSER_ARGS });

/** A browser context whose requests to /api fail when the tests run against the static site. */
export async function pageContext(browser, options = {}) {
  const context = await browser.newContext(options);
  if (siteUrl && !process.env.HUARONG_SITE_API) await context.route('**/api/**', (route) => route.abort());
  return context;
}

/**
 * The page and a headless Chromium for a test file: hooks that start them
 * before its tests (startPage(args), launchBrowser(), and with `options` a
 * pageContext of them) and stop them after. The returned object's base,
 * server, browser and context are set once they run.
 */
export function servedPage(args = [], options = null) {
  const served = { base: null, server: null, browser: null, context: null };
  before(async () => {
    ({ base: served.base, server: served.server } = await startPage(args));
    served.browser = await launchBrowser();
    if (options) served.context = await pageContext(served.browser, options);
  });
  after(async () => {
    await served.browser?.close();
    stopPage(served.server);
  });
  return served;
}

/**
 * A Chromium with a profile of its own in a fresh temporary folder (so that
 * service workers, caches and storage last from page to page), a window of
 * 1200 x 860 unless `options` says otherwise: { context, close }, close()
 * ending the browser and removing its profile.
 */
export async function persistentContext(options = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'huarong-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browserBinary,
    headless: true,
    args: BROWSER_ARGS,
    viewport: { width: 1200, height: 860 },
    ...options,
  });
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** Resolves once the page has drawn its board (within `timeout` ms, if set). */
export const boardDrawn = (page, timeout) =>
  page.waitForFunction(() => document.querySelector('#board')?.dataset.rows, null, timeout ? { timeout } : undefined);

/**
 * A new page of `context` at `url`, the errors it throws kept in its
 * `errors` and the addresses it asks for in its `requests`, once
 * `ready(page)` resolves: by default, once the board is drawn. `prepare(page)`,
 * when given, runs before the page opens (to add init scripts).
 */
export async function openPage(context, url, ready = boardDrawn, prepare = null) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error));
  page.requests = [];
  page.on('request', (request) => page.requests.push(request.url()));
  if (prepare) await prepare(page);
  await page.goto(url);
  await ready(page);
  return page;
}

/** Asks for a new board with the page's own form, as `huarong gen` would draw it. */
export async function drawNewBoard(page, family, rows, cols, games, seed) {
  await page.selectOption('#gen-family', family);
  await page.fill('#gen-rows', String(rows));
  await page.fill('#gen-cols', String(cols));
  await page.fill('#gen-games', String(games));
  await page.fill('#gen-seed', String(seed));
  await page.click('#new-board');
}

/** The answers the page lists for its games (null while one is unknown). */
export const shownAnswers = (page) => page.$$eval('#games li', (items) => items.map((li) => {
  const found = /answer (-?\d+)/.exec(li.textContent);
  return found ? Number(found[1]) : null;
}));

/** Waits until the page lists `expected` as its games' answers. */
export async function expectAnswers(page, expected, what = '') {
  try {
    await page.waitForFunction(
      (want) => JSON.stringify([...document.querySelectorAll('#games li')].map((li) => {
        const found = /answer (-?\d+)/.exec(li.textContent);
        return found ? Number(found[1]) : null;
      })) === JSON.stringify(want),
      expected,
      { timeout: 60_000 },
    );
  } catch {
    assert.deepEqual(await shownAnswers(page), expected, what);
  }
}
