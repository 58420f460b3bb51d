// Browser tests of the classic game (?game=classic): 横刀立马's 81 moves to
// go, a hint, moves by drag, click and keys with undo and redo, watching the
// optimum, a layout of one's own, and the page in Chinese. Against the
// example server, or HUARONG_SITE_URL with /api blocked (run.sh runs both).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, pageContext, servedPage } from './harness.mjs';

const served = servedPage([], { viewport: { width: 1200, height: 860 } });

/** Resolves once the classic board shows its pieces. */
const piecesDrawn = (page) => page.waitForSelector('#classic-board .piece');

const openClassic = (query = '?game=classic', within = served.context) =>
  openPage(within, new URL(query, served.base).href, piecesDrawn);

async function expectToGo(page, n) {
  try {
    await page.waitForFunction((want) => document.querySelector('#classic-to-go').textContent === want, String(n), { timeout: 20_000 });
  } catch {
    assert.equal(await page.textContent('#classic-to-go'), String(n));
  }
}

/** Drags piece `name` by (rows, cols) cells. */
async function dragPiece(page, name, rows, cols) {
  const piece = page.locator(`#classic-board .piece[data-piece="${name}"]`);
  const box = await piece.boundingBox();
  const size = Number(await page.evaluate(() => {
    const board = document.querySelector('#classic-board');
    return board.getBoundingClientRect().width / Number(board.dataset.cols);
  }));
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + cols * size, y + rows * size, { steps: 5 });
  await page.mouse.up();
}

test('横刀立马 opens with 81 moves to go; a hint makes one of them', async () => {
  const page = await openClassic();
  assert.equal(await page.getAttribute('#switch-classic', 'aria-current'), 'page');
  assert.equal(await page.inputValue('#classic-layout'), 'hengdao-lima');
  await expectToGo(page, 81);
  await page.click('#classic-hint');
  await expectToGo(page, 80);
  assert.equal(await page.textContent('#classic-moves'), '1');
  await page.click('#classic-undo');
  await expectToGo(page, 81);
  await page.click('#classic-redo');
  await expectToGo(page, 80);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('moves by drag, by click and by keys; an impossible move is refused with the reason', async () => {
  const page = await openClassic();
  await expectToGo(page, 81);
  // 横刀立马's bottom row is I . . J: soldier I slides right by a drag.
  const before = await page.evaluate(() => document.querySelector('#classic-board').dataset.solved);
  assert.equal(before, 'false');
  const soldiers = await page.$$eval('#classic-board .piece.small', (pieces) => pieces.map((p) => p.dataset.piece));
  const bottom = await page.$$eval('#classic-board .piece.small', (pieces) => pieces
    .map((p) => ({ name: p.dataset.piece, top: parseFloat(p.style.top), left: parseFloat(p.style.left) }))
    .sort((a, b) => b.top - a.top || a.left - b.left)[0].name);
  assert.ok(soldiers.includes(bottom));
  await dragPiece(page, bottom, 0, 1);
  await page.waitForFunction(() => document.querySelector('#classic-moves').textContent === '1');
  // Keys: the piece stays selected, Left brings it back (a second move).
  await page.focus(`#classic-board .piece[data-piece="${bottom}"]`);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('#classic-moves').textContent === '1');
  await expectToGo(page, 81);
  // Up into Cao Cao's generals is no move.
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => /not possible/.test(document.querySelector('#classic-status').textContent));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('watches the optimum move by move, and a layout of one\'s own is solved', async () => {
  const page = await openClassic('?game=classic&layout=hengdao-lima&metric=cell');
  await expectToGo(page, 116);
  await page.click('#classic-solve');
  await page.waitForFunction(() => !document.querySelector('#classic-forward').disabled, null, { timeout: 30_000 });
  assert.equal(await page.getAttribute('#classic-answer', 'data-optimum'), '116');
  assert.equal(await page.getAttribute('#classic-answer', 'data-reachable'), '25955');
  await page.click('#classic-forward');
  await expectToGo(page, 115);
  await page.click('#classic-back');
  await expectToGo(page, 116);
  // A layout of one's own, walled off from its goal.
  await page.click('#classic-main summary');
  await page.fill('#classic-text', 'AB#.\n.C#.\ngoal A 1 4\n');
  await page.click('#classic-load');
  await page.waitForFunction(() => document.querySelector('#classic-board').dataset.cols === '4');
  await expectToGo(page, '—');
  await page.selectOption('#classic-metric', 'piece');
  await page.click('#classic-solve');
  await page.waitForFunction(() => document.querySelector('#classic-answer').dataset.optimum === '-1', null, { timeout: 20_000 });
  // A broken layout is named by line and column.
  await page.fill('#classic-text', 'AB\nBA\ngoal A 1 1\n');
  await page.click('#classic-load');
  await page.waitForFunction(() => /line \d+, column \d+/.test(document.querySelector('#classic-status').textContent));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('plays the classic game in Chinese, by touch on a phone', async () => {
  const phone = await pageContext(served.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' });
  const page = await openClassic('?game=classic', phone);
  await page.selectOption('#language', 'zh-CN');
  await page.waitForFunction(() => document.querySelector('#classic-title').textContent === '经典华容道');
  await expectToGo(page, 81);
  const box = await page.locator('#classic-board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the board fits the phone');
  await page.click('#classic-hint');
  await expectToGo(page, 80);
  await page.close();
  await phone.close();
});
