// What the browser tests share: where the page is (the example server on a
// free port, or the static site at HUARONG_SITE_URL) and Debian's Chromium
// driven by Playwright.

import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const crate = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const workspace = resolve(crate, '../..');
/** The static site's address, when the tests run against it. */
export const siteUrl = process.env.HUARONG_SITE_URL;
const serverBinary = process.env.HUARONG_SERVE ?? join(workspace, 'target/release/examples/serve');
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

/** Asks for a new board with the page's own form, as `huarong gen` would draw it. */
export async function drawNewBoard(page, family, rows, cols, games, seed) {
  await page.selectOption('#gen-family', family);
  await page.fill('#gen-rows', String(rows));
  await page.fill('#gen-cols', String(cols));
  await page.fill('#gen-games', String(games));
  await page.fill('#gen-seed', String(seed));
  await page.click('#new-board');
}
