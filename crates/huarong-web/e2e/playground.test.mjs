// Browser tests of the playground: the example server on a free port, Debian's
// Chromium driven by Playwright, and what a player does on the page. The
// screenshots they take are the README's.
//
// With HUARONG_SITE_URL set (run.sh does so for the static site that
// scripts/site.sh builds), the same tests run against that address instead,
// with every request to /api blocked: the solver runs in the page.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  binary, crate, drawNewBoard, expectAnswers, openPage as openIn, persistentContext, siteUrl, startPage, stopPage, workspace,
} from './harness.mjs';

// The README's pictures come from the server's run; the static site's go
// elsewhere.
const screenshots = process.env.HUARONG_SITE_URL ? join(tmpdir(), 'huarong-site-screenshots') : join(crate, 'screenshots');
const sampleLines = ['3 4 2', '0 1 1 1', '0 1 1 0', '0 1 0 0', '3 2 1 2 2 2', '1 2 2 2 3 2'];

let server;
let base;
let context;
let closeBrowser;

before(async () => {
  ({ base, server } = await startPage());
  ({ context, close: closeBrowser } = await persistentContext({ acceptDownloads: true }));
  // The static site must never need a server of ours.
  if (siteUrl) await context.route('**/api/**', (route) => route.abort());
  await mkdir(screenshots, { recursive: true });
});

after(async () => {
  await closeBrowser?.();
  stopPage(server);
});

/** A fresh page on the playground, with every request it makes recorded. */
const openPage = (path = '/') => openIn(context, new URL(path, base).href);

/**
 * Runs in the page before its scripts: the reply to one request of the
 * backend's operation `op` ('parse', 'solve', 'explain', ...) is held back
 * from the page until the test lets it through, on either backend (the
 * server's fetch, the worker's messages). `window.huarongHold.arm(op)` holds
 * the next request of `op`; `release()` lets its reply through; `armed`
 * holds the page's first request of that operation.
 */
function holdReplies(armed) {
  const hold = { op: armed, release: null };
  hold.arm = (op) => { hold.op = op; };
  // The gate of the next request of the operation held, or null.
  const gateFor = (op) => {
    if (!op || op !== hold.op) return null;
    hold.op = null;
    return new Promise((open) => { hold.release = open; });
  };
  window.huarongHold = hold;
  const fetchNow = window.fetch;
  window.fetch = async (input, init) => {
    // The request's JSON, as the worker receives it too: its `op`.
    let op = null;
    try {
      op = JSON.parse(init?.body).op;
    } catch {
      // Not a request of the API.
    }
    const gate = gateFor(op);
    const response = await fetchNow(input, init);
    // A request given up (Cancel) while held fails as fetch fails then.
    if (gate) {
      await new Promise((go, fail) => {
        gate.then(go);
        init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')));
      });
    }
    return response;
  };
  window.Worker = class extends window.Worker {
    heldId = null;

    gate = null;

    postMessage(message, ...rest) {
      const gate = gateFor(message?.request?.op);
      if (gate) Object.assign(this, { heldId: message.id, gate });
      super.postMessage(message, ...rest);
    }

    addEventListener(type, listener, ...rest) {
      if (type !== 'message') {
        super.addEventListener(type, listener, ...rest);
        return;
      }
      super.addEventListener(type, (event) => {
        if (this.gate && event.data?.id === this.heldId && !event.data.progress) this.gate.then(() => listener(event));
        else listener(event);
      }, ...rest);
    }
  };
}

/** A fresh page whose first request of operation `op` is held (see holdReplies). */
const openHolding = (op, ready) => openIn(context, base, ready, (page) => page.addInitScript(holdReplies, op));

/** Lets the held reply through, and gives the page a moment to take it. */
async function releaseHeld(page) {
  await page.waitForFunction(() => window.huarongHold.release);
  await page.evaluate(() => window.huarongHold.release());
  await page.evaluate(() => new Promise((done) => { setTimeout(done, 300); }));
}

const text = (page, selector) => page.locator(selector).first().textContent();

// Waits until the element's text contains `expected`; on a time-out the
// assertion shows what it said instead.
async function expectText(page, selector, expected) {
  try {
    await page.waitForFunction(
      ([s, t]) => document.querySelector(s)?.textContent.includes(t),
      [selector, expected],
      { timeout: 10_000 },
    );
  } catch {
    assert.fail(`${selector} should say "${expected}" but says "${await text(page, selector)}"`);
  }
}

async function expectBoard(page, expected) {
  try {
    await page.waitForFunction(
      (want) => Object.entries(want).every(([k, v]) => document.querySelector('#board').dataset[k] === v),
      expected,
      { timeout: 10_000 },
    );
  } catch {
    const shown = await page.evaluate(() => ({ ...document.querySelector('#board').dataset }));
    assert.deepEqual(shown, { ...shown, ...expected });
  }
}

async function setMode(page, mode) {
  await page.locator(`input[name="mode"][value="${mode}"]`).check();
}

// The page in play mode on the sample's game 1, its optimum known.
async function openPlaying() {
  const page = await openPage();
  await setMode(page, 'play');
  await expectText(page, '#play-status', 'optimal from the start: 2');
  return page;
}

// Clicks the centre of cell (row, col), counted from 1.
async function clickCell(page, row, col) {
  const box = await page.locator('#canvas').boundingBox();
  const cols = Number(await page.locator('#board').getAttribute('data-cols'));
  const size = box.width / cols;
  await page.mouse.click(box.x + (col - 0.5) * size, box.y + (row - 0.5) * size);
}

test('loads the sample and lists each game with its answer', async () => {
  const page = await openPage();
  await expectText(page, '#games', 'Game 1: answer 2');
  await expectText(page, '#games', 'Game 2: answer -1');
  assert.equal((await page.inputValue('#text')).trim(), sampleLines.join('\n'));
  await expectBoard(page, { rows: '3', cols: '4', blank: '3,2', piece: '1,2', target: '2,2' });
  await page.screenshot({ path: join(screenshots, 'editor.png') });
  // Everything the page loads comes from the server itself.
  assert.deepEqual(page.requests.filter((url) => !url.startsWith(base)), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('solves game 1 (answer 2) and steps through its moves', async () => {
  const page = await openPage();
  await page.click('#solve');
  await expectText(page, '#answer', 'Game 1: answer 2');
  await page.click('#watch-answer');
  assert.equal(await page.locator('#watch-panel').isVisible(), true);
  await expectText(page, '#counter', 'Move 0 of 2');

  await page.click('#step-forward');
  await expectText(page, '#counter', 'Move 1 of 2');
  await expectBoard(page, { blank: '2,2', piece: '1,2' });
  await expectText(page, '#piece-counter', 'piece moves 0 of 1');
  await page.screenshot({ path: join(screenshots, 'watch.png') });
  await page.click('#step-forward');
  await expectText(page, '#counter', 'Move 2 of 2');
  await expectBoard(page, { blank: '1,2', piece: '2,2' });
  assert.equal(await page.locator('#step-forward').isDisabled(), true);

  await page.click('#step-back');
  await expectText(page, '#counter', 'Move 1 of 2');
  await page.click('#prev-piece');
  await expectText(page, '#counter', 'Move 0 of 2');
  await page.click('#next-piece');
  await expectText(page, '#counter', 'Move 2 of 2');
  await expectText(page, '#piece-counter', 'piece moves 1 of 1');
  await page.click('#to-start');
  await expectText(page, '#counter', 'Move 0 of 2');

  await page.focus('#scrubber');
  await page.keyboard.press('ArrowRight');
  await expectText(page, '#counter', 'Move 1 of 2');
  await expectBoard(page, { blank: '2,2' });

  // By keys on the board, then played to the end at the fastest speed.
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await expectText(page, '#counter', 'Move 2 of 2');
  await page.keyboard.press('Home');
  await expectText(page, '#counter', 'Move 0 of 2');
  await page.selectOption('#speed', '16');
  await page.click('#play-pause');
  await expectText(page, '#counter', 'Move 2 of 2');
  await expectBoard(page, { piece: '2,2' });
  assert.match(await page.getAttribute('#play-pause', 'aria-label'), /^Play\b/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('plays game 1 by keys to "solved in 2 moves (optimal: 2)", with undo and redo', async () => {
  const page = await openPlaying();
  await page.focus('#board');
  await page.keyboard.press('ArrowUp');
  await expectText(page, '#play-status', 'Moves: 1 · optimal from here: 1');
  await expectBoard(page, { blank: '2,2', piece: '1,2' });
  // The blank cannot go through a fixed piece: nothing moves.
  await page.keyboard.press('ArrowLeft');
  await expectBoard(page, { blank: '2,2' });
  await page.keyboard.press('ArrowUp');
  await expectText(page, '#play-status', 'solved in 2 moves (optimal: 2)');
  await expectBoard(page, { blank: '1,2', piece: '2,2' });
  await page.screenshot({ path: join(screenshots, 'play-solved.png') });

  await page.keyboard.press('z');
  await expectText(page, '#play-status', 'Moves: 1 · optimal from here: 1');
  await page.click('#undo');
  await expectText(page, '#play-status', 'Moves: 0 · optimal from here: 2');
  await expectBoard(page, { blank: '3,2', piece: '1,2' });
  await page.click('#redo');
  await page.focus('#board');
  await page.keyboard.press('y');
  await expectText(page, '#play-status', 'solved in 2 moves (optimal: 2)');

  // A detour: down and up again, then the two moves: 4 moves in all.
  await page.click('#restart');
  await expectText(page, '#play-status', 'Moves: 0');
  await page.focus('#board');
  for (const key of ['ArrowUp', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  await expectText(page, '#play-status', 'solved in 4 moves (optimal: 2)');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a tap beside the blank moves it; the hint makes one optimal move', async () => {
  const page = await openPlaying();
  // A tap away from the blank does nothing; one beside it moves it there.
  await clickCell(page, 1, 4);
  await expectBoard(page, { blank: '3,2' });
  await clickCell(page, 2, 2);
  await expectBoard(page, { blank: '2,2' });
  await expectText(page, '#play-status', 'Moves: 1 · optimal from here: 1');
  // Away from the optimum, and back by hints.
  await clickCell(page, 2, 3);
  await expectText(page, '#play-status', 'Moves: 2 · optimal from here: 2');
  await page.click('#hint');
  await expectText(page, '#play-status', 'Moves: 3 · optimal from here: 1');
  await expectBoard(page, { blank: '2,2' });
  await page.focus('#board');
  await page.keyboard.press('h');
  await expectText(page, '#play-status', 'solved in 4 moves (optimal: 2)');
  await expectBoard(page, { piece: '2,2' });
  assert.equal(await page.locator('#hint').isDisabled(), true);
  await page.close();
});

test('explains game 2\'s -1 on the board', async () => {
  const page = await openPage();
  await page.click('#games button[data-game="2"]');
  await expectBoard(page, { blank: '1,2', piece: '2,2', target: '3,2' });
  await page.click('#solve');
  await expectText(page, '#answer', 'Game 2: answer -1');
  await expectText(page, '#answer', 'the piece can only ever reach the 3 shaded cells besides its own');
  await expectText(page, '#answer', 'the target (3, 2) is not one of them');
  await expectBoard(page, { reach: '4' });
  await page.screenshot({ path: join(screenshots, 'explanation.png') });
  // Watching has nothing to show: the page stays on the board.
  assert.equal(await page.locator('#watch-panel').isVisible(), false);
  await page.close();
});

test('a shared link reopens an edited board and its game', async () => {
  const page = await openPage();
  await page.click('#games button[data-game="2"]');
  // Opening cell (3, 3) lets the blank get under the piece: game 2 becomes
  // solvable, so the link must carry the edit.
  await clickCell(page, 3, 3);
  await expectText(page, '#games', 'Game 2: answer 5');
  await page.click('#share');
  await expectText(page, '#share-status', 'reopens this board, game and mode');
  const link = await page.inputValue('#share-link');
  assert.match(link, /#r=3&c=4&b=[\w-]+&g=[\d._]+&k=2$/);
  const edited = await page.inputValue('#text');
  await page.close();

  const reopened = await openPage(link.slice(base.length - 1));
  await expectText(reopened, '#load-status', 'Opened the shared board');
  await expectText(reopened, '#stage-title', 'Game 2');
  await expectBoard(reopened, { rows: '3', cols: '4', blank: '1,2', piece: '2,2', target: '3,2' });
  assert.equal(await reopened.inputValue('#text'), edited);
  await expectText(reopened, '#games', 'Game 2: answer 5');
  await reopened.click('#solve');
  await expectText(reopened, '#answer', 'Game 2: answer 5');
  await reopened.close();
});

test('edits the board by keyboard alone', async () => {
  const page = await openPage();
  // The first Tab reaches the skip link, which leads to the board.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to the board');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  await expectText(page, '#announce', 'Blank at row 3, column 2');
  // The cursor starts on the piece, (1, 2): the target goes to (1, 3).
  await page.keyboard.press('ArrowRight');
  await expectText(page, '#announce', 'Row 1, column 3: movable');
  await page.keyboard.press('t');
  await expectBoard(page, { target: '1,3' });
  await expectText(page, '#games', 'Game 1: answer 4');
  // F on a free cell with nothing on it fixes it; again frees it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('f');
  await expectText(page, '#announce', 'Row 2, column 3 is now fixed');
  await expectText(page, '#games', 'Game 1: answer -1');
  await page.keyboard.press('f');
  await expectText(page, '#games', 'Game 1: answer 4');
  await page.close();
});

test('resizes the board and drags the piece', async () => {
  const page = await openPage();
  await page.fill('#rows', '4');
  await page.fill('#cols', '5');
  await page.click('#size-form button[type="submit"]');
  await expectBoard(page, { rows: '4', cols: '5', piece: '1,2' });
  const box = await page.locator('#canvas').boundingBox();
  const size = box.width / 5;
  await page.mouse.move(box.x + 1.5 * size, box.y + 0.5 * size);
  await page.mouse.down();
  await page.mouse.move(box.x + 4.5 * size, box.y + 3.5 * size, { steps: 5 });
  await page.mouse.up();
  await expectBoard(page, { piece: '4,5' });
  assert.match(await page.inputValue('#text'), /^4 5 2\n0 1 1 1 1\n0 1 1 0 1\n0 1 0 0 1\n1 1 1 1 1\n3 2 4 5 2 2\n/);
  await expectText(page, '#games', 'Game 1: answer');
  await expectText(page, '#load-status', 'The board is now 4 × 5.');
  // The editor stops where the solver does (GET /api/limits, or the
  // static site's own limit).
  const most = siteUrl ? 20_000_000 : 250_000;
  await page.fill('#rows', String(most / 500 + 1));
  await page.fill('#cols', '500');
  await page.click('#size-form button[type="submit"]');
  await expectText(page, '#load-status', `A board has at most ${most.toLocaleString('en')} cells.`);
  await expectBoard(page, { rows: '4', cols: '5' });
  await page.close();
});

test('loads pasted text, and names the line and column of a mistake', async () => {
  const page = await openPage();
  await page.fill('#text', '3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 9 2\n');
  await page.click('#load-text');
  await expectText(page, '#load-status', 'The text, line 5, column 9: 9 is out of range: expected TX of game 1');
  // The line at fault is quoted, with a caret under the column.
  await expectText(page, '#load-status .quote', '5 | 3 2 1 2 9 2');
  const official = await readFile(join(workspace, 'data/noip2013/puzzle10.in'), 'utf8');
  const answers = (await readFile(join(workspace, 'data/noip2013/puzzle10.ans'), 'utf8')).trim().split(/\s+/);
  await page.fill('#text', official);
  await page.click('#load-text');
  await expectText(page, '#load-status', 'Loaded the text');
  for (const k of [1, answers.length]) {
    await expectText(page, '#games', `Game ${k}: answer ${answers[k - 1]}`);
  }
  // Its first game's solution, half-way through.
  await page.click('#solve');
  await expectText(page, '#answer', `Game 1: answer ${answers[0]}`);
  await page.click('#watch-answer');
  const half = Math.floor(Number(answers[0]) / 2);
  await page.locator('#scrubber').evaluate((scrubber, value) => {
    scrubber.value = String(value);
    scrubber.dispatchEvent(new Event('input'));
  }, half);
  await expectText(page, '#counter', `Move ${half} of ${answers[0]}`);
  await page.screenshot({ path: join(screenshots, 'official-case.png') });
  await page.close();
});

test('opens a file from the picker, a dropped file and pasted text', async () => {
  const page = await openPage();
  await page.setInputFiles('#file', join(workspace, 'data/noip2013/puzzle1.in'));
  await expectText(page, '#load-status', 'Loaded puzzle1.in: 3 × 3, 1 game.');
  await expectBoard(page, { rows: '3', cols: '3' });

  const dropped = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dropped.in', { type: 'text/plain' }));
    return data;
  }, sampleLines.join('\n'));
  await page.dispatchEvent('main', 'drop', { dataTransfer: dropped });
  await expectText(page, '#load-status', 'Loaded dropped.in: 3 × 4, 2 games.');
  await expectText(page, '#games', 'Game 2: answer -1');

  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '2 2 1\n1 1\n1 1\n1 1 2 2 1 2\n');
    document.querySelector('h1').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expectText(page, '#load-status', 'Loaded the pasted text: 2 × 2, 1 game.');
  await expectText(page, '#games', 'Game 1: answer 2');
  await page.close();
});

test('downloads the animated SVG of the solution', async () => {
  const page = await openPage();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  assert.equal(download.suggestedFilename(), 'huarong-game-1.svg');
  const svg = await readFile(await download.path(), 'utf8');
  assert.match(svg, /^<svg/);
  assert.match(svg, /<animate/);
  assert.match(svg, /game 1: 2 moves/);
  await page.close();
});

test('fits a phone screen', async () => {
  const page = await openPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#solve');
  await expectText(page, '#answer', 'answer 2');
  await page.click('#watch-answer');
  await page.click('#step-forward');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
  const board = await page.locator('#canvas').boundingBox();
  assert.ok(board.width <= 390 && board.width > 150, `board width ${board.width}`);
  // The board, fitted to the wide screen, is fitted anew to the narrow one.
  assert.equal(await page.locator('#overview').isVisible(), false);
  assert.equal(await page.getAttribute('#board', 'data-partial'), 'false');
  await page.screenshot({ path: join(screenshots, 'phone.png'), fullPage: true });
  await page.close();
});

// Whether the element is wholly inside the viewport, as laid out now.
async function inViewport(page, selector) {
  return page.locator(selector).first().evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

async function loadText(page, text) {
  await page.fill('#text', text);
  await page.click('#load-text');
  await expectText(page, '#load-status', 'Loaded the text');
}

// A board of one movable cell after another, with one game from corner to
// corner.
function openBoard(rows, cols) {
  const lines = [`${rows} ${cols} 1`];
  for (let r = 0; r < rows; r += 1) lines.push(Array(cols).fill(1).join(' '));
  lines.push(`1 2 1 1 ${rows} ${cols}`);
  return `${lines.join('\n')}\n`;
}

for (const [width, height] of [[1280, 800], [390, 844]]) {
  test(`at ${width}x${height} a 30x30 board and the controls of each mode fit the screen`, async () => {
    const page = await openPage();
    await page.setViewportSize({ width, height });
    await loadText(page, await readFile(join(workspace, 'data/noip2013/puzzle9.in'), 'utf8'));
    await page.evaluate(() => window.scrollTo(0, 0));
    const check = async (mode, selectors) => {
      for (const selector of ['#canvas', 'input[name="mode"][value="play"]', '#zoom-in', ...selectors]) {
        assert.ok(await inViewport(page, selector), `${mode}: ${selector} is outside the ${width}x${height} screen`);
      }
    };
    await check('edit', ['#solve', '#rows', '#clear']);
    await page.click('#solve');
    await page.click('#watch-answer');
    await expectText(page, '#counter', 'Move 0 of');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'Solve scrolled the page');
    await check('watch', ['#counter', '#to-end', '#play-pause', '#scrubber', '#speed']);
    await setMode(page, 'play');
    await expectText(page, '#play-status', 'Moves: 0');
    await check('play', ['#play-status', '#undo', '#hint', '#timer']);
    await setMode(page, 'learn');
    await expectText(page, '#learn-text', 'Step 1 of 5');
    // Learn's text grows once its search is back, and the board makes room:
    // measure the board after that, cell size and width at one moment.
    await page.waitForSelector('#learn-text[data-status="ready"]');
    await check('learn', ['#learn-prev', '#learn-next', '#learn-text']);
    const { cell, shown } = await page.evaluate(() => {
      const canvas = document.querySelector('#canvas');
      return { cell: Number(canvas.dataset.cellPx), shown: canvas.getBoundingClientRect().width };
    });
    assert.equal(shown, cell * 30, `the whole board shows: ${shown} px wide at ${cell} px a cell`);
    assert.ok(cell >= 8, `cells of ${cell} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a 300x300 board zooms in and out, pans, shows an overview and follows the piece', async () => {
  const page = await openPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await loadText(page, openBoard(300, 300));
  const cellPx = async () => Number(await page.getAttribute('#canvas', 'data-cell-px'));
  assert.ok((await cellPx()) >= 16, 'a big board opens close up');
  await page.click('#zoom-fit');
  const fit = await cellPx();
  assert.ok(fit <= 2, `a 300x300 board fits at ${fit} px a cell`);
  assert.equal(await page.locator('#overview').isVisible(), false);
  assert.equal(await page.locator('#zoom-out').isDisabled(), true);
  await page.click('#zoom-in');
  assert.ok((await cellPx()) > fit);
  await page.focus('#board');
  await page.keyboard.press('+');
  const zoomed = await cellPx();
  assert.ok(zoomed > fit * 2, `+ zooms: ${zoomed}`);
  assert.equal(await page.locator('#overview').isVisible(), true);
  await page.keyboard.press('-');
  assert.ok((await cellPx()) < zoomed);
  // The wheel zooms about the pointer; a drag pans.
  const box = await page.locator('#canvas').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -120);
  await page.mouse.wheel(0, -120);
  const wheeled = await cellPx();
  assert.ok(wheeled >= zoomed, `the wheel zooms in: ${wheeled}`);
  const before = await page.evaluate(() => document.querySelector('#board').dataset.view);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 - 100, { steps: 5 });
  await page.mouse.up();
  assert.notEqual(await page.evaluate(() => document.querySelector('#board').dataset.view), before, 'the drag pans');
  await page.click('#zoom-fit');
  assert.equal(await cellPx(), fit);

  // Watching zooms in on the piece and follows it; the end is one click away.
  await page.click('#solve');
  await expectText(page, '#answer', 'Game 1: answer 1792');
  await page.click('#watch-answer');
  assert.ok((await cellPx()) >= 16, 'watching a big board starts zoomed in');
  assert.equal(await page.locator('#overview').isVisible(), true);
  await page.click('#next-piece');
  await page.click('#next-piece');
  await expectText(page, '#piece-counter', 'piece moves 2 of');
  await page.screenshot({ path: join(screenshots, 'zoomed-300x300.png') });
  await page.click('#to-end');
  await expectText(page, '#counter', 'Move 1792 of 1792');
  await expectBoard(page, { piece: '300,300' });
  // The piece, at the far corner, is in the window.
  const view = (await page.evaluate(() => document.querySelector('#board').dataset.view)).split(',').map(Number);
  const cell = await cellPx();
  assert.ok(view[0] + view[2] >= 300 * cell - 1 && view[1] + view[3] >= 300 * cell - 1, `window ${view}`);
  // Piece moves a second get through a long answer fast.
  await page.click('#to-start');
  await page.selectOption('#speed', 'p16');
  await page.click('#play-pause');
  await expectText(page, '#piece-counter', 'piece moves 3 of');
  await page.click('#play-pause');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('draws a new board on the server, as huarong gen prints it, and keeps its seed in the link', async () => {
  const page = await openPage();
  await drawNewBoard(page, 'rooms', 30, 30, 20, 7);
  await expectText(page, '#load-status', 'New board: rooms, 30 × 30, 20 games, seed 7.');
  const expected = await readFile(join(crate, 'tests/fixtures/gen-rooms-30x30-20-seed7.in'), 'utf8');
  assert.equal(await page.inputValue('#text'), expected);
  await expectBoard(page, { rows: '30', cols: '30' });
  // The link draws the board again: a few bytes, whatever its size.
  assert.match(await page.inputValue('#share-link'), /#r=30&c=30&n=20&k=1&f=rooms&s=7$/);
  if (!siteUrl) {
    await page.fill('#gen-rows', '1000');
    await page.fill('#gen-cols', '1000');
    await page.click('#new-board');
    await expectText(page, '#load-status', "more than the server's limit of 250000 cells");
  }
  await page.close();
});

test('? opens the list of keys and Esc closes it; a bump into a wall is shown; the timer runs in Play', async () => {
  const page = await openPage();
  await page.focus('#board');
  await page.keyboard.press('?');
  assert.equal(await page.locator('#keys').isVisible(), true);
  await expectText(page, '#keys', 'Page Up');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#keys').isVisible(), false);

  await setMode(page, 'play');
  await expectText(page, '#play-status', 'Moves: 0');
  assert.match(await text(page, '#timer'), /^\d+:\d\d$/);
  await page.focus('#board');
  await page.keyboard.press('ArrowLeft');
  await expectText(page, '#bump', 'The blank cannot move left: a fixed piece is there.');
  await expectText(page, '#announce', 'cannot move left');
  await expectBoard(page, { blank: '3,2', bump: 'L' });
  await page.keyboard.press('ArrowDown');
  await expectText(page, '#bump', 'The blank cannot move down: that is the edge of the board.');
  await page.keyboard.press('ArrowUp');
  assert.equal(await text(page, '#bump'), '');
  await page.keyboard.press('ArrowUp');
  await expectText(page, '#play-status', 'solved in 2 moves (optimal: 2), time ');
  await page.close();
});

test('a link shared while watching or playing reopens that mode and game, with its answer', async () => {
  const page = await openPage();
  await page.click('input[name="mode"][value="watch"]');
  await expectText(page, '#counter', 'Move 0 of 2');
  const link = await page.inputValue('#share-link');
  assert.match(link, /&k=1&m=watch$/);
  await page.close();
  const reopened = await openPage(link.slice(base.length - 1));
  await expectText(reopened, '#answer', 'Game 1: answer 2');
  assert.equal(await reopened.locator('#watch-panel').isVisible(), true);
  assert.equal(await reopened.isChecked('input[name="mode"][value="watch"]'), true);
  await expectText(reopened, '#counter', 'Move 0 of 2');
  // And one shared while playing reopens playing.
  await setMode(reopened, 'play');
  const playLink = await reopened.inputValue('#share-link');
  assert.match(playLink, /&k=1&m=play$/);
  await reopened.close();
  const playing = await openPage(playLink.slice(base.length - 1));
  await expectText(playing, '#answer', 'Game 1: answer 2');
  await expectText(playing, '#play-status', 'Moves: 0 · optimal from here: 2');
  assert.equal(await playing.isChecked('input[name="mode"][value="play"]'), true);
  await playing.close();
});

test('speaks Chinese when the browser does, switches with #language and remembers it', async () => {
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['zh-CN', 'zh'] }));
  await page.goto(base);
  await page.evaluate(() => localStorage.removeItem('huarong-language'));
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#board')?.dataset.rows);
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.inputValue('#language'), 'zh-CN');
  await expectText(page, '#games', '第 1 局：答案 2');
  await page.click('#solve');
  await expectText(page, '#answer', '第 1 局：最少步数 2');
  await page.click('#watch-answer');
  await expectText(page, '#counter', '第 0 步，共 2 步');
  await page.click('#step-forward');
  await page.screenshot({ path: join(screenshots, 'chinese.png') });
  await page.selectOption('#language', 'en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await expectText(page, '#counter', 'Move 1 of 2');
  await expectText(page, '#solve', 'Solve');
  await expectText(page, '#answer', 'Game 1: answer 2 (the fewest moves)');
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#board')?.dataset.rows);
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'the choice is remembered over the browser\'s');
  await page.evaluate(() => localStorage.removeItem('huarong-language'));
  await page.close();
});

test('on a touch screen the help speaks of taps, and a pinch zooms', async () => {
  const page = await openPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: false });
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#board')?.dataset.rows);
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true);
  await expectText(page, '#board-help', 'Tap a cell');
  await loadText(page, openBoard(60, 60));
  await page.evaluate(() => window.scrollTo(0, 0));
  await setMode(page, 'play');
  await expectText(page, '#board-help', 'Tap a cell beside the blank');
  assert.equal((await text(page, '#board-help')).includes('Arrow'), false);
  const before = Number(await page.getAttribute('#canvas', 'data-cell-px'));
  const box = await page.locator('#canvas').boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const touch = (type, d) => cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }],
  });
  await touch('touchStart', 20);
  for (const d of [40, 60, 80, 100, 120]) await touch('touchMove', d);
  await touch('touchEnd', 0);
  const after = Number(await page.getAttribute('#canvas', 'data-cell-px'));
  assert.ok(after > before, `a pinch zooms in: ${before} -> ${after} px`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Learn mode: each step's words in the language of the page, and only its
// script (no Chinese in English, no English sentences in Chinese).
async function expectLearnStep(page, step, phrases, lang) {
  await expectText(page, '#learn-text', phrases[0]);
  for (const phrase of phrases.slice(1)) await expectText(page, '#learn-text', phrase);
  const words = await text(page, '#learn-text');
  assert.equal(/[\u4e00-\u9fff]/.test(words), lang === 'zh-CN', `step ${step} in ${lang}: ${words}`);
  if (lang === 'zh-CN') assert.doesNotMatch(words, /\b(the|and|of)\b/, `step ${step} in Chinese: ${words}`);
  assert.equal(await page.getAttribute('#learn-text', 'data-step'), String(step));
  return words;
}

const LEARN_SAMPLE = {
  en: [
    ['Step 1 of 5: the naive search', '6 × 5 = 30 (blank, piece) positions', 'q (nm)² = 2 × 12² = 288, about 10^2'],
    ['Step 2 of 5: the effective states', '12 on this board instead of 30', 'D: 1 move, R: 3 moves'],
    ['Step 3 of 5: the walks round a cell', 'With the piece on (1, 2)', 'D→R 2, R→D 2'],
    ['Step 4 of 5: the state graph and its shortest path', 'in 2 moves: (1, 2) D start 1 → (2, 2) U swap 2'],
    ['Step 5 of 5: the answer', 'Game 1: 2 moves = the first walk (1) + 0 walks round the piece (0 moves) + 1 swap'],
  ],
  'zh-CN': [
    ['第 1 步（共 5 步）：朴素搜索', '状态数是 6 × 5 = 30', '广度优先搜索（BFS）', 'q (nm)² = 2 × 12² = 288'],
    ['第 2 步（共 5 步）：有效状态', '共有 12 个有效状态，而不是 30 个', 'D：1 步，R：3 步'],
    ['第 3 步（共 5 步）：绕格子移动（预处理）', '指定棋子在 (1, 2) 时', 'D→R 2，R→D 2'],
    ['第 4 步（共 5 步）：建图与最短路', '建图', 'SPFA', '最短路：共 2 个状态', '共 2 步：(1, 2) D 起点 1 → (2, 2) U 交换 2'],
    ['第 5 步（共 5 步）：答案', '第 1 局：2 步 = 第一段路（1）+ 0 次绕行（共 0 步）+ 1 次交换'],
  ],
};

test('Learn steps through the published method on the sample in English and Chinese, and opens Watch', async () => {
  const page = await openPage();
  await expectText(page, '#games', 'Game 1: answer 2');
  for (const lang of ['en', 'zh-CN']) {
    await page.selectOption('#language', lang);
    await setMode(page, 'learn');
    while (!(await page.locator('#learn-prev').isDisabled())) await page.click('#learn-prev');
    let before = '';
    for (const [k, phrases] of LEARN_SAMPLE[lang].entries()) {
      const words = await expectLearnStep(page, k + 1, phrases, lang);
      assert.notEqual(words, before, `step ${k + 1} says something new`);
      before = words;
      if (k === 2) {
        // Any cell, picked by a click: the walks round (2, 3), as POST /api/explain?cell=2,3 says.
        await clickCell(page, 2, 3);
        await expectText(page, '#learn-text', lang === 'en' ? 'With the piece on (2, 3)' : '指定棋子在 (2, 3) 时');
        await expectText(page, '#learn-text', lang === 'en' ? 'U→L 2, L→U 2' : 'U→L 2，L→U 2');
        assert.equal(await page.getAttribute('#learn-text', 'data-cell'), '2,3');
        await clickCell(page, 1, 2);
        await expectText(page, '#learn-text', phrases[2]);
      }
      if (k < 4) await page.click('#learn-next');
    }
    assert.equal(await page.locator('#learn-next').isDisabled(), true);
    assert.equal(await page.getAttribute('#learn-text', 'data-answer'), '2');
    await page.click('#learn-watch');
    await expectText(page, '#counter', lang === 'en' ? 'Move 0 of 2' : '第 0 步，共 2 步');
    assert.equal(await page.isChecked('input[name="mode"][value="watch"]'), true);
  }
  // Game 2 has no answer: no path, and -1.
  await page.selectOption('#language', 'en');
  await page.click('#games [data-game="2"]');
  await setMode(page, 'learn');
  await expectText(page, '#learn-text', 'Step 1 of 5');
  for (let k = 0; k < 3; k += 1) await page.click('#learn-next');
  await expectText(page, '#learn-text', 'No state with the piece on the target at (3, 2) is ever reached: the answer is -1.');
  await page.click('#learn-next');
  await expectText(page, '#learn-text', 'Game 2: -1.');
  await page.click('#games [data-game="1"]');
  // The keys step too, and a link shared in Learn reopens it.
  await setMode(page, 'learn');
  await expectText(page, '#learn-text', 'Step 1 of 5');
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await expectText(page, '#learn-text', 'Step 2 of 5');
  const link = await page.inputValue('#share-link');
  assert.match(link, /&m=learn\b/);
  const shared = await openPage(link.slice(base.length - 1));
  await expectText(shared, '#learn-text', 'Step 1 of 5: the naive search');
  assert.deepEqual([...page.errors, ...shared.errors], []);
  await shared.close();
  await page.close();
});

test('Learn on official case 6 agrees with Solve, and on a 300x300 board works on the part round the path', async () => {
  const page = await openPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loadText(page, await readFile(join(workspace, 'data/noip2013/puzzle6.in'), 'utf8'));
  await expectText(page, '#games', 'Game 1: answer 227');
  await setMode(page, 'learn');
  const says = [
    '60 × 59 = 3,540 (blank, piece) positions',
    'L: 23 moves, R: 5 moves',
    'L→R 28, R→L 28',
    'brings the piece to the target at (7, 2) in 227 moves',
    'Game 1: 227 moves = the first walk (23) + 7 walks round the piece (196 moves) + 8 swaps',
  ];
  for (const [k, phrase] of says.entries()) {
    await expectText(page, '#learn-text', phrase);
    await page.screenshot({ path: join(screenshots, `learn-${k + 1}.png`) });
    if (k < 4) await page.click('#learn-next');
  }
  await page.selectOption('#language', 'zh-CN');
  await page.click('#learn-prev');
  await expectText(page, '#learn-text', '共 227 步');
  await page.screenshot({ path: join(screenshots, 'learn-chinese.png') });
  await page.selectOption('#language', 'en');
  await loadText(page, openBoard(300, 300));
  await page.waitForFunction(() => /answer \d/.test(document.querySelector('#games').textContent));
  const [, answer] = (await text(page, '#games')).match(/answer (\d+)/);
  await setMode(page, 'learn');
  await expectText(page, '#learn-text', 'This board is 300 × 300');
  await expectText(page, '#learn-text', 'Learn works on the 40 × 40 part round the piece\'s path (rows 1–40, columns 1–40)');
  await page.click('#learn-next');
  await page.click('#learn-next');
  await page.click('#learn-next');
  await expectText(page, '#learn-text', `in ${answer} moves`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// ---- the page as a new user finds it (issue 59) ------------------------------

const twentyGames = () => readFile(join(crate, 'tests/fixtures/gen-rooms-30x30-20-seed7.in'), 'utf8');
const loadingSample = (page) => page.waitForFunction(() => document.querySelector('#load-status')?.textContent.startsWith('Loading the sample'));

test('a puzzle loaded while the sample is still loading is the one the page keeps', async () => {
  const board = await twentyGames();
  // Loaded before the sample's reply is in: the sample's comes too late.
  const page = await openHolding('parse', loadingSample);
  await page.fill('#text', board);
  await page.click('#load-text');
  await expectText(page, '#load-status', 'Loaded the text: 30 × 30, 20 games.');
  await releaseHeld(page);
  await expectText(page, '#load-status', 'Loaded the text: 30 × 30, 20 games.');
  assert.equal(await page.locator('#games li').count(), 20);
  assert.equal(await page.inputValue('#text'), board);
  await expectBoard(page, { rows: '30', cols: '30' });
  assert.deepEqual(page.errors, []);
  await page.close();

  // Pasted in the box while the sample loads: the sample is shown, the text
  // stays for the player to load.
  const pasted = await openHolding('parse', loadingSample);
  await pasted.fill('#text', board);
  await releaseHeld(pasted);
  await expectText(pasted, '#load-status', 'Loaded the sample');
  assert.equal(await pasted.inputValue('#text'), board);
  await pasted.click('#load-text');
  await expectText(pasted, '#load-status', 'Loaded the text: 30 × 30, 20 games.');
  assert.equal(await pasted.locator('#games li').count(), 20);
  await pasted.close();
});

test('Cancel, then Solve answers every game; on a phone Cancel is in sight', async () => {
  const page = await openHolding(null);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectText(page, '#games', 'Game 2: answer -1');
  const board = await twentyGames();
  const expected = execFileSync(binary, ['-'], { input: board }).toString().trim().split('\n').map(Number);
  // The list's answers are held back until the player gives up on them.
  await page.evaluate(() => window.huarongHold.arm('solve'));
  await loadText(page, board);
  await page.waitForSelector('#busy:not([hidden])');
  assert.ok(await inViewport(page, '#busy-cancel'), 'Cancel is on the screen');
  await page.click('#busy-cancel');
  await page.waitForSelector('#busy', { state: 'hidden' });
  await expectText(page, '#load-status', 'Cancelled');
  await expectText(page, '#games', 'Game 20: answer not known');
  await page.click('#solve');
  await expectAnswers(page, expected);
  await expectText(page, '#answer', `Game 1: answer ${expected[0]}`);

  // Given up while Watch computes the moves: Watch says so, and Solve
  // brings them.
  await page.click('#games button[data-game="2"]');
  await page.evaluate(() => window.huarongHold.arm('solve'));
  await setMode(page, 'watch');
  await expectText(page, '#counter', 'Computing the moves…');
  await page.waitForSelector('#busy:not([hidden])');
  await page.click('#busy-cancel');
  await expectText(page, '#answer', 'Cancelled');
  await expectText(page, '#counter', 'No moves to watch');
  assert.equal(await page.isChecked('input[name="mode"][value="watch"]'), true);
  await page.click('#solve');
  await expectText(page, '#answer', `Game 2: answer ${expected[1]}`);
  await expectText(page, '#counter', `Move 0 of ${expected[1]}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Watch is checked at once and says the moves are being computed', async () => {
  const held = await openHolding(null);
  await expectText(held, '#games', 'Game 2: answer -1');
  await held.evaluate(() => window.huarongHold.arm('solve'));
  await held.click('input[name="mode"][value="watch"]');
  assert.equal(await held.isChecked('input[name="mode"][value="watch"]'), true);
  assert.equal(await held.locator('#watch-panel').isVisible(), true);
  await expectText(held, '#counter', 'Computing the moves…');
  assert.equal(await held.getAttribute('#watch-panel', 'data-moves'), 'computing');
  assert.equal(await held.locator('#step-forward').isDisabled(), true);
  assert.match(await held.inputValue('#share-link'), /&m=watch$/);
  await releaseHeld(held);
  await expectText(held, '#counter', 'Move 0 of 2');
  assert.equal(await held.getAttribute('#watch-panel', 'data-moves'), 'shown');
  assert.equal(await held.locator('#step-forward').isDisabled(), false);
  assert.deepEqual(held.errors, []);
  await held.close();
});

test('a shared link keeps its mode for every game, the unsolvable one too', async () => {
  const page = await openPage();
  const link = (await page.inputValue('#share-link')).slice(base.length - 1);
  await page.close();
  for (const k of [1, 2]) {
    for (const mode of ['edit', 'watch', 'play', 'learn']) {
      const what = `game ${k} in ${mode}`;
      const shared = link.replace(/&k=1$/, `&k=${k}${mode === 'edit' ? '' : `&m=${mode}`}`);
      const opened = await openPage(shared);
      // Once the answer (or Learn's explanation) is in.
      if (mode === 'learn') await opened.waitForSelector('#learn-text[data-status="ready"]');
      else await expectText(opened, '#answer', k === 1 ? 'Game 1: answer 2' : 'Game 2: answer -1: no sequence of moves works');
      assert.equal(await opened.isChecked(`input[name="mode"][value="${mode}"]`), true, what);
      assert.equal(await opened.getAttribute('#board', 'data-mode'), mode, what);
      assert.ok((await opened.inputValue('#share-link')).endsWith(shared.slice(1)), what);
      if (mode === 'watch') await expectText(opened, '#counter', k === 1 ? 'Move 0 of 2' : 'No moves to watch');
      if (mode === 'play') await expectText(opened, '#play-status', k === 1 ? 'optimal from the start: 2' : 'This game has no solution');
      if (k === 2 && mode !== 'learn') await expectBoard(opened, { reach: '4' });
      assert.deepEqual(opened.errors, [], what);
      await opened.close();
    }
  }
});

test('text with no games says so, and a file keeps its name in an error', async () => {
  const page = await openPage();
  await expectText(page, '#games', 'Game 2: answer -1');
  await page.fill('#text', '3 4 0\n0 1 1 1\n0 1 1 0\n0 1 0 0\n');
  await page.click('#load-text');
  await expectText(page, '#load-status', 'The text has no games');
  assert.equal(await page.locator('#load-status').getAttribute('class'), 'error');
  // The puzzle shown stays as it was.
  assert.equal(await page.locator('#games li').count(), 2);
  await page.setInputFiles('#file', { name: 'myBoard.IN', mimeType: 'text/plain', buffer: Buffer.from('3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 9 2\n') });
  await expectText(page, '#load-status', 'myBoard.IN, line 5, column 9: 9 is out of range');
  await page.setInputFiles('#file', { name: 'empty.in', mimeType: 'text/plain', buffer: Buffer.from('2 2 0\n1 1\n1 1\n') });
  await expectText(page, '#load-status', 'empty.in has no games');
  assert.equal(await page.locator('#games li').count(), 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('? opens the keys wherever the focus is, except in a text field', async () => {
  const page = await openPage();
  for (const selector of ['#board', 'input[name="mode"][value="play"]', 'input[name="tool"][value="blank"]', '#solve', '#language', '#games button', 'body']) {
    if (selector === 'body') await page.evaluate(() => document.activeElement.blur());
    else await page.focus(selector);
    await page.keyboard.press('?');
    assert.equal(await page.locator('#keys').isVisible(), true, `? on ${selector}`);
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#keys').isVisible(), false);
  }
  assert.equal(await page.inputValue('#language'), 'en');
  for (const selector of ['#text', '#rows', '#gen-seed', '#share-link']) {
    await page.focus(selector);
    await page.keyboard.press('?');
    assert.equal(await page.locator('#keys').isVisible(), false, `? typed in ${selector}`);
  }
  assert.match(await page.inputValue('#text'), /\?$/);
  await page.close();
});

test('the static site shows no HTTP API, and Learn never speaks of a server', async () => {
  const page = await openHolding(null);
  await expectText(page, '#games', 'Game 1: answer 2');
  assert.equal(await page.locator('#api-section').isVisible(), !siteUrl);
  for (const lang of ['en', 'zh-CN']) {
    await page.selectOption('#language', lang);
    await page.evaluate(() => window.huarongHold.arm('explain'));
    await page.click('#games button[data-game="2"]');
    await page.click('#games button[data-game="1"]');
    await setMode(page, 'learn');
    await page.waitForSelector('#learn-text[data-status="asking"]');
    const asking = await text(page, '#learn-text');
    assert.match(asking, lang === 'en' ? /Working out the method's numbers/ : /正在计算解法的数据/);
    assert.doesNotMatch(asking, /server|服务器/i);
    await releaseHeld(page);
    await page.waitForSelector('#learn-text[data-status="ready"]');
    await setMode(page, 'edit');
  }
  await page.selectOption('#language', 'en');
  await page.evaluate(() => localStorage.removeItem('huarong-language'));
  if (siteUrl) {
    // Nothing on the static site's page speaks of a server or its API.
    const settled = {
      edit: ['#answer', ''],
      watch: ['#counter', 'Move 0 of 2'],
      play: ['#play-status', 'optimal from the start: 2'],
      learn: ['#learn-text', 'Step 1 of 5'],
    };
    for (const [mode, [selector, says]] of Object.entries(settled)) {
      await setMode(page, mode);
      await expectText(page, selector, says);
      assert.doesNotMatch(await page.locator('body').innerText(), /server|服务器|\/api\b/i, mode);
    }
  }
  await page.close();
});

test('the server stops cleanly on Ctrl-C', { skip: siteUrl ? 'the static site has no server' : false }, async () => {
  const exited = new Promise((done) => server.once('exit', (code, signal) => done({ code, signal })));
  server.kill('SIGINT');
  assert.deepEqual(await exited, { code: 0, signal: null });
});
