// Browser tests of the classic game (?game=classic): 横刀立马's 81 moves to
// go, a hint, moves by drag, click and keys with undo and redo, watching the
// optimum, a layout of one's own, the generals' names in both languages
// (also without a Chinese font on the machine), the exit, the win and its
// rating, the level list after a reload, the page on a phone, a new layout
// of a chosen difficulty and the layout of the day (as `huarong classic
// --random` draws them, also offline on the static site). Against
// the example server, or HUARONG_SITE_URL with /api blocked (run.sh runs
// both).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, binary, browserBinary, openPage, pageContext, persistentContext, servedPage, siteUrl } from './harness.mjs';

const served = servedPage([], { viewport: { width: 1200, height: 860 } });

/** Resolves once the classic board shows its pieces. */
const piecesDrawn = (page) => page.waitForSelector('#classic-board .piece');

const openClassic = (query = '?game=classic', within = served.context) =>
  openPage(within, new URL(query, served.base).href, piecesDrawn);

/** Opens the classic game at `query`, in English, once it shows `toGo` moves to go. */
async function openClassicInEnglish(query, toGo) {
  const page = await openClassic(query);
  await page.selectOption('#language', 'en');
  await expectToGo(page, toGo);
  return page;
}

async function expectToGo(page, n) {
  try {
    await page.waitForFunction((want) => document.querySelector('#classic-to-go').textContent === want, String(n), { timeout: 20_000 });
  } catch {
    assert.equal(await page.textContent('#classic-to-go'), String(n));
  }
}

/**
 * Opens the static site at `url` with no server behind it, once its
 * service worker has cached the site for offline use.
 */
async function openCached(context, url) {
  await context.route('**/api/**', (route) => route.abort());
  const page = await openPage(context, url, piecesDrawn);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => (await caches.keys()).some((k) => k.startsWith('huarong-')));
  return page;
}

/** Closes `page`, which must have thrown no error. */
async function closeWithoutErrors(page) {
  assert.deepEqual(page.errors, []);
  await page.close();
}

/** Plays `n` hints, one after the other. */
async function hintAll(page, n) {
  for (let i = 1; i <= n; i += 1) {
    await page.click('#classic-hint');
    await page.waitForFunction((want) => document.querySelector('#classic-moves').textContent === want, String(i));
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
  await closeWithoutErrors(page);
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
  await closeWithoutErrors(page);
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
  await closeWithoutErrors(page);
});

test('plays the classic game in Chinese, by touch on a phone: the board, the moves, Undo and Hint in view', async () => {
  const phone = await pageContext(served.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' });
  const page = await openClassic('?game=classic', phone);
  await page.selectOption('#language', 'zh-CN');
  await page.waitForFunction(() => document.querySelector('#classic-title').textContent === '经典华容道');
  await expectToGo(page, 81);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  for (const selector of ['#classic-frame', '#classic-moves', '#classic-to-go', '#classic-undo', '#classic-hint']) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, `${selector} in view: ${JSON.stringify(box)}`);
  }
  // The help speaks of fingers, not of keys.
  const help = await page.textContent('#classic-help');
  assert.match(help, /手指/);
  assert.doesNotMatch(help, /Tab|方向键/);
  await page.tap('#classic-hint');
  await expectToGo(page, 80);
  // A tap selects a piece, a tap on a free cell moves it there (the hint
  // moved soldier 1 down, between 3 and the blank beside 4).
  await page.tap('#classic-board .piece[data-piece="4"]');
  await page.waitForSelector('#classic-board .piece[data-piece="4"].selected');
  const board = await page.locator('#classic-board').boundingBox();
  const size = board.width / 4;
  await page.touchscreen.tap(board.x + 2.5 * size, board.y + 4.5 * size);
  await page.waitForFunction(() => /第 5 行第 3 列/.test(document.querySelector('#classic-board .piece[data-piece="4"]').getAttribute('aria-label')));
  await closeWithoutErrors(page);
  await phone.close();
});

/** The text on each piece of the board, by piece. */
const pieceNames = (page) => page.$$eval('#classic-board .piece', (pieces) => Object.fromEntries(pieces.map((p) => [p.dataset.piece, p.textContent])));

test('the pieces are the generals by name, in English and in Chinese; a layout of one\'s own keeps its characters', async () => {
  const page = await openClassic();
  await page.selectOption('#language', 'en');
  await page.waitForFunction(() => document.querySelector('#classic-board .piece[data-piece="C"]').textContent === 'Cao Cao');
  assert.deepEqual(await pieceNames(page), {
    Y: 'Zhang Fei', C: 'Cao Cao', M: 'Zhao Yun', H: 'Ma Chao', G: 'Guan Yu', Z: 'Huang Zhong', 1: 'soldier', 2: 'soldier', 3: 'soldier', 4: 'soldier',
  });
  assert.match(await page.getAttribute('#classic-board .piece[data-piece="G"]', 'aria-label'), /^Guan Yu, 1 × 2, row 3, column 2$/);
  await page.selectOption('#language', 'zh-CN');
  await page.waitForFunction(() => document.querySelector('#classic-board .piece[data-piece="C"]').textContent === '曹操');
  assert.deepEqual(await pieceNames(page), {
    Y: '张飞', C: '曹操', M: '赵云', H: '马超', G: '关羽', Z: '黄忠', 1: '兵', 2: '兵', 3: '兵', 4: '兵',
  });
  // The names come with the piece font, loaded.
  assert.ok(await page.evaluate(() => document.fonts.check('700 40px "Huarong Pieces"', '曹操关羽张飞赵云马超黄忠兵')));
  // Another mix of pieces: 比翼横空's four generals on their side.
  await page.click('#classic-levels li[data-layout="biyi-hengkong"] button');
  await page.waitForFunction(() => document.querySelector('#classic-layout').value === 'biyi-hengkong');
  await page.waitForFunction(() => document.querySelector('#classic-board .piece[data-piece="Z"]').textContent === '关羽');
  await page.selectOption('#language', 'en');
  await page.click('#classic-main summary');
  await page.fill('#classic-text', 'AB.\nCD.\ngoal A 2 3\n');
  await page.click('#classic-load');
  await page.waitForFunction(() => document.querySelector('#classic-board').dataset.cols === '3');
  assert.deepEqual(await pieceNames(page), { A: 'A', B: 'B', C: 'C', D: 'D' });
  await closeWithoutErrors(page);
});

test('a mouse click selects a piece, a second click drops it, a click on a free cell moves it there', async () => {
  const page = await openClassicInEnglish('?game=classic&layout=hengdao-lima', 81);
  const soldier = '#classic-board .piece[data-piece="3"]';
  await page.click(soldier);
  await page.waitForSelector(`${soldier}.selected`);
  assert.match(await page.textContent('#classic-status'), /soldier selected/);
  // Still selected a moment later: no second handler takes it back.
  await page.waitForTimeout(200);
  assert.equal(await page.locator('#classic-board .piece.selected').count(), 1);
  await page.click(soldier);
  await page.waitForFunction((s) => !document.querySelector(s).classList.contains('selected'), soldier);
  assert.equal(await page.locator('#classic-board .piece.selected').count(), 0);
  // Selected again, then the far free cell of the bottom row: one move of two steps.
  await page.click(soldier);
  await page.waitForSelector(`${soldier}.selected`);
  const board = await page.locator('#classic-board').boundingBox();
  const size = board.width / 4;
  await page.mouse.click(board.x + 2.5 * size, board.y + 4.5 * size);
  await page.waitForFunction((s) => /row 5, column 3$/.test(document.querySelector(s).getAttribute('aria-label')), soldier);
  assert.equal(await page.textContent('#classic-moves'), '1');
  // A click on a cell the piece cannot reach is refused with the reason:
  // soldier 4, bottom right, is shut in by 3.
  await page.click('#classic-board .piece[data-piece="4"]');
  await page.waitForSelector('#classic-board .piece[data-piece="4"].selected');
  await page.mouse.click(board.x + 0.5 * size, board.y + 4.5 * size);
  await page.waitForFunction(() => /cannot slide to row 5, column 1/.test(document.querySelector('#classic-status').textContent));
  assert.equal(await page.textContent('#classic-moves'), '1');
  await closeWithoutErrors(page);
});

test('the frame has a gap under the goal, and Cao Cao leaves through it when solved; the win says the moves against the optimum, with stars, and offers the next layout; the level list keeps it after a reload', async () => {
  const page = await openClassicInEnglish('?game=classic&layout=biyi-hengkong', 28);
  const [exit, board] = [await page.locator('#classic-exit').boundingBox(), await page.locator('#classic-board').boundingBox()];
  const size = board.width / 4;
  // 比翼横空's goal: rows 4-5, columns 2-3; the gap is under it, in the frame.
  assert.ok(Math.abs(exit.x - (board.x + size)) < 2 && Math.abs(exit.width - 2 * size) < 2, JSON.stringify({ exit, board }));
  assert.ok(Math.abs(exit.y - (board.y + board.height)) < 2, 'the gap is just under the board');
  const level = '#classic-levels li[data-layout="biyi-hengkong"]';
  assert.equal(await page.getAttribute(level, 'data-solved'), 'false');
  await page.waitForFunction((l) => document.querySelector(l).dataset.optimum === '28', level);
  await hintAll(page, 28);
  await page.waitForSelector('#classic-win:not([hidden])');
  assert.deepEqual(await page.$eval('#classic-win', (w) => ({ ...w.dataset })), { moves: '28', optimum: '28', stars: '3' });
  assert.match(await page.textContent('#classic-win-text'), /28 moves; the optimum is 28\. Perfect/);
  assert.match(await page.textContent('#classic-next'), /层层设防/);
  // Cao Cao has gone out, down through the gap.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('#classic-board .piece.designated')).opacity === '0', null, { timeout: 5000 });
  const out = await page.locator('#classic-board .piece.designated').boundingBox();
  assert.ok(out.y > board.y + board.height, `below the board: ${JSON.stringify(out)}`);
  assert.equal(await page.getAttribute(level, 'data-solved'), 'true');
  assert.equal(await page.getAttribute(level, 'data-best'), '28');
  // The level list keeps it after a reload.
  await page.reload();
  await piecesDrawn(page);
  await page.waitForSelector(`${level}[data-solved="true"][data-best="28"]`);
  assert.equal(await page.getAttribute('#classic-levels li[data-layout="hengdao-lima"]', 'data-solved'), 'false');
  // Every built-in layout is in the list, by the name --list prints.
  const listed = await page.$$eval('#classic-levels li', (items) => items.map((i) => i.dataset.layout));
  const named = execFileSync(binary, ['classic', '--list'], { encoding: 'utf8' }).trim().split('\n').slice(1).map((line) => line.split(/\s+/)[0]);
  assert.ok(named.length >= 40, `${named.length} built-in layouts`);
  // Today's layout, then the built-in ones in --list's order.
  assert.match(listed[0], /^daily-\d{4}-\d{2}-\d{2}$/);
  assert.deepEqual(listed.slice(1), named);
  await closeWithoutErrors(page);
});

test('the next layout follows a win', async () => {
  const page = await openClassic('?game=classic&layout=biyi-hengkong');
  await expectToGo(page, 28);
  await hintAll(page, 28);
  await page.click('#classic-next');
  await page.waitForFunction(() => document.querySelector('#classic-layout').value === 'cengceng-shefang');
  await expectToGo(page, 102);
  assert.ok(await page.locator('#classic-win').isHidden());
  await page.close();
});

test('the generals\' names show on a machine without a Chinese font', async () => {
  // A fontconfig that hides every font covering Chinese.
  const folder = await mkdtemp(join(tmpdir(), 'huarong-fonts-'));
  const conf = join(folder, 'fonts.conf');
  await writeFile(conf, `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${folder}/cache</cachedir>
  <selectfont><rejectfont>
    <pattern><patelt name="lang"><string>zh-cn</string></patelt></pattern>
    <pattern><patelt name="lang"><string>ja</string></patelt></pattern>
  </rejectfont></selectfont>
</fontconfig>
`);
  const browser = await chromium.launch({ executablePath: browserBinary, headless: true, args: BROWSER_ARGS, env: { ...process.env, FONTCONFIG_FILE: conf } });
  try {
    const context = await pageContext(browser, { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const page = await openPage(context, new URL('?game=classic', served.base).href, piecesDrawn);
    await page.selectOption('#language', 'zh-CN');
    await page.waitForFunction(() => document.querySelector('#classic-board .piece[data-piece="C"]').textContent === '曹操');
    const inks = await page.evaluate(async () => {
      await document.fonts.load('700 40px "Huarong Pieces"', '曹操');
      const ink = (text, family) => {
        const canvas = document.createElement('canvas');
        canvas.width = 240;
        canvas.height = 60;
        const g = canvas.getContext('2d');
        g.font = `700 40px ${family}`;
        g.fillText(text, 0, 45);
        return g.getImageData(0, 0, 240, 60).data.join();
      };
      const names = ['曹操', '关羽', '张飞', '赵云', '马超', '黄忠', '兵'];
      return {
        // Without a Chinese font, two characters the piece font lacks draw alike (as missing).
        missing: ink('丁', 'serif') === ink('丂', 'serif'),
        plainName: ink('曹', 'serif') === ink('丁', 'serif'),
        drawn: names.map((name) => ink(name, '"Huarong Pieces"') !== ink(name, 'serif')),
        distinct: new Set(names.map((name) => ink(name, '"Huarong Pieces"'))).size,
      };
    });
    assert.ok(inks.missing && inks.plainName, 'the machine\'s Chinese fonts are hidden');
    assert.deepEqual(inks.drawn, [true, true, true, true, true, true, true]);
    assert.equal(inks.distinct, 7);
    if (process.env.HUARONG_SHOTS) await page.screenshot({ path: join(process.env.HUARONG_SHOTS, 'classic-no-cjk-font.png') });
    await context.close();
  } finally {
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  }
});

test('the static site plays the classic game offline, and keeps the level list', { skip: siteUrl ? false : 'HUARONG_SITE_URL is not set' }, async () => {
  const { context, close } = await persistentContext();
  try {
    const url = new URL('?game=classic&layout=biyi-hengkong', served.base).href;
    const first = await openCached(context, url);
    await expectToGo(first, 28);
    await hintAll(first, 28);
    await first.waitForSelector('#classic-win:not([hidden])');
    await first.close();
    await context.setOffline(true);
    const offline = await openPage(context, url, piecesDrawn);
    await offline.waitForSelector('#classic-levels li[data-layout="biyi-hengkong"][data-solved="true"][data-best="28"]');
    await expectToGo(offline, 28);
    await offline.click('#classic-hint');
    await expectToGo(offline, 27);
    await closeWithoutErrors(offline);
  } finally {
    await context.setOffline(false);
    await close();
  }
});

/** The bands the difficulty picker states: { name: [min, max] } (max null: no bound). */
const bandsShown = (page) => page.$$eval('#classic-difficulty option', (options) => Object.fromEntries(options.map((o) => {
  const [min, max] = o.textContent.match(/\d+/g).map(Number);
  return [o.value, [min, max ?? null]];
})));

/** The moves to go once known, as a number. */
async function settledToGo(page) {
  await page.waitForFunction(() => /^\d+$/.test(document.querySelector('#classic-to-go').textContent), null, { timeout: 20_000 });
  return Number(await page.textContent('#classic-to-go'));
}

const inBand = (n, [min, max]) => n >= min && (max === null || n <= max);

/** The layout `huarong classic --random` draws among optima `[min, max]` by `seed`. */
const cliDraw = ([min, max], seed) => execFileSync(binary, ['classic', '--random', '--optimum', `${min}..${max ?? ''}`, '--seed', String(seed)], { encoding: 'utf8' });

test('New layout draws one of the chosen difficulty, its optimum in the band the picker states; its name draws it again, as huarong classic --random does', async () => {
  const page = await openClassicInEnglish('?game=classic', 81);
  const bands = await bandsShown(page);
  assert.deepEqual(Object.keys(bands), ['easy', 'medium', 'hard', 'expert']);
  assert.equal(bands.expert[1], null);
  const drawn = {};
  for (const difficulty of Object.keys(bands)) {
    await page.selectOption('#classic-difficulty', difficulty);
    await page.click('#classic-new');
    await page.waitForFunction((d) => new RegExp(`^${d}-\\d+$`).test(document.querySelector('#classic-layout').value), difficulty);
    const toGo = await settledToGo(page);
    assert.ok(inBand(toGo, bands[difficulty]), `${difficulty}: ${toGo} moves to go, not in ${bands[difficulty]}`);
    const name = await page.inputValue('#classic-layout');
    // Kept in the level list under its name, its generals named.
    await page.waitForSelector(`#classic-levels li[data-layout="${name}"][data-optimum="${toGo}"]`);
    await page.waitForFunction(() => document.querySelector('#classic-board .piece.designated').textContent === 'Cao Cao');
    assert.match(await page.textContent('#classic-drawn'), /one of the [\d,]+ layouts whose optimum is/);
    drawn[difficulty] = { name, toGo, text: await page.inputValue('#classic-text') };
  }
  // The same seed, the same layout: in the CLI, and in a new page by its name.
  for (const [difficulty, { name, text }] of Object.entries(drawn)) {
    assert.equal(text, cliDraw(bands[difficulty], Number(name.split('-')[1])), name);
  }
  const again = await openClassic(`?game=classic&layout=${drawn.hard.name}`);
  await expectToGo(again, drawn.hard.toGo);
  assert.equal(await again.inputValue('#classic-text'), drawn.hard.text);
  assert.equal(await again.inputValue('#classic-difficulty'), 'hard');
  await again.close();
  // Solved, an easy one is ticked in the list, and the next is a new draw.
  await page.click(`#classic-levels li[data-layout="${drawn.easy.name}"] button`);
  await expectToGo(page, drawn.easy.toGo);
  await hintAll(page, drawn.easy.toGo);
  await page.waitForSelector(`#classic-levels li[data-layout="${drawn.easy.name}"][data-solved="true"][data-best="${drawn.easy.toGo}"]`);
  assert.match(await page.textContent('#classic-next'), /New layout: Easy/);
  await page.click('#classic-next');
  await page.waitForFunction((old) => /^easy-\d+$/.test(document.querySelector('#classic-layout').value)
    && document.querySelector('#classic-layout').value !== old, drawn.easy.name);
  assert.ok(inBand(await settledToGo(page), bands.easy));
  await closeWithoutErrors(page);
});

test('the layout of the day is the one of the player\'s own date, the same for everyone that day, as huarong classic --random draws it', async () => {
  // One moment, three time zones: 8 December in Kiritimati, 7 December in New York and Shanghai.
  const instant = new Date('2026-12-07T12:00:00Z');
  const shown = {};
  for (const [zone, date] of [['Pacific/Kiritimati', '2026-12-08'], ['America/New_York', '2026-12-07'], ['Asia/Shanghai', '2026-12-07']]) {
    const context = await pageContext(served.browser, { viewport: { width: 1280, height: 800 }, timezoneId: zone, locale: 'zh-CN' });
    await context.clock.setFixedTime(instant);
    const page = await openPage(context, new URL('?game=classic', served.base).href, piecesDrawn);
    await page.selectOption('#language', 'zh-CN');
    // Today's entry heads the level list.
    await page.waitForSelector(`#classic-levels li:first-child[data-layout="daily-${date}"]`);
    await page.click('#classic-daily');
    await page.waitForFunction((d) => document.querySelector('#classic-layout').value === `daily-${d}`, date);
    const hard = (await bandsShown(page)).hard;
    const toGo = await settledToGo(page);
    assert.ok(inBand(toGo, hard), `${toGo} moves to go, not in ${hard}`);
    await page.waitForFunction(() => document.querySelector('#classic-board .piece.designated').textContent === '曹操');
    assert.match(await page.textContent('#classic-drawn'), new RegExp(`^${date} 的每日布局`));
    const text = await page.inputValue('#classic-text');
    assert.equal(text, cliDraw(hard, Number(date.replaceAll('-', ''))), zone);
    shown[zone] = text;
    assert.deepEqual(page.errors, []);
    await context.close();
  }
  assert.equal(shown['America/New_York'], shown['Asia/Shanghai']);
  assert.notEqual(shown['Pacific/Kiritimati'], shown['America/New_York']);
});

test('the static site opens the layout of the day offline, drawn in the worker', { skip: siteUrl ? false : 'HUARONG_SITE_URL is not set' }, async (t) => {
  const { context, close } = await persistentContext();
  try {
    const url = new URL('?game=classic', served.base).href;
    const first = await openCached(context, url);
    await first.close();
    await context.setOffline(true);
    const offline = await openPage(context, url, piecesDrawn);
    await offline.click('#classic-daily');
    const today = await offline.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await offline.waitForFunction((d) => document.querySelector('#classic-layout').value === `daily-${d}`, today);
    const hard = (await bandsShown(offline)).hard;
    assert.ok(inBand(await settledToGo(offline), hard));
    assert.equal(await offline.inputValue('#classic-text'), cliDraw(hard, Number(today.replaceAll('-', ''))));
    // How long a draw takes in the worker: a measure, not a bound.
    const took = await offline.evaluate(async () => {
      const { classicRequest } = await import(new URL('js/api.js', document.baseURI).href);
      const times = [];
      for (let seed = 1; seed <= 5; seed += 1) {
        const start = performance.now();
        await classicRequest({ action: 'random', difficulty: 'expert', seed, metric: 'piece' });
        times.push(Math.round(performance.now() - start));
      }
      // The largest mix, 1v1h6s (964,656 layouts).
      const start = performance.now();
      const largest = await classicRequest({ action: 'random', pieces: '1v1h6s', seed: 1, metric: 'piece' }).then(() => 'drawn', (error) => error.message);
      return { times, largest, largestMs: Math.round(performance.now() - start) };
    });
    t.diagnostic(`expert draws in the worker: ${took.times.join(', ')} ms; 1v1h6s: ${took.largest} in ${took.largestMs} ms`);
    await closeWithoutErrors(offline);
  } finally {
    await context.setOffline(false);
    await close();
  }
});
