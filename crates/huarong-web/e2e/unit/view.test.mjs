// The board's window: fit, zoom about a point, pan and follow.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_CELL, cellAt, clampView, fitCell, follow, isPartial, panBy, viewAround, visibleRange, zoomAt, zoomLevels, zoomStep,
} from '../../page/js/view.js';

const big = { rows: 300, cols: 300 };
const space = { width: 720, height: 600 };

test('the fitting cell is whole, at least 1 and at most the largest', () => {
  assert.equal(fitCell({ rows: 3, cols: 4 }, space), MAX_CELL);
  assert.equal(fitCell({ rows: 30, cols: 30 }, space), 20);
  assert.equal(fitCell(big, space), 2);
  assert.equal(fitCell({ rows: 2000, cols: 2000 }, space), 1);
});

test('zoom steps go from the fit up to the largest and back', () => {
  assert.deepEqual(zoomLevels(20), [20, 24, 32, 48, 64, 96]);
  assert.equal(zoomStep(2, 2, 1), 4);
  assert.equal(zoomStep(2, 96, 1), 96);
  assert.equal(zoomStep(2, 4, -1), 2);
  assert.equal(zoomStep(2, 2, -1), 2);
});

test('zooming keeps the point under the pointer', () => {
  const view = viewAround(big, space, 2, -1);
  assert.deepEqual(view, { cell: 2, width: 600, height: 600, x: 0, y: 0 });
  assert.equal(isPartial(view, big), false);
  const zoomed = zoomAt(big, space, 16, { bx: 100, by: 50, from: 2, px: 100, py: 50 });
  assert.equal(zoomed.x, 700);
  assert.equal(zoomed.y, 350);
  assert.equal(cellAt(zoomed, big, 100, 50), cellAt(view, big, 100, 50));
  assert.equal(isPartial(zoomed, big), true);
});

test('the window stays on the board', () => {
  const view = { cell: 16, width: 720, height: 600, x: 0, y: 0 };
  assert.deepEqual(clampView({ ...view, x: -50, y: 99999 }, big), { ...view, x: 0, y: 4200 });
  assert.deepEqual(panBy(view, big, -30, 10), { ...view, x: 30, y: 0 });
});

test('following moves the window onto a cell outside it, and not otherwise', () => {
  const view = { cell: 16, width: 720, height: 600, x: 0, y: 0 };
  const inside = 10 * 300 + 10;
  assert.equal(follow(view, big, [inside]), view);
  const far = 200 * 300 + 250;
  const moved = follow(view, big, [far]);
  assert.notEqual(moved, view);
  const c = cellAt(moved, big, moved.width / 2, moved.height / 2);
  assert.ok(Math.abs((c % 300) - 250) <= 1 && Math.abs(Math.floor(c / 300) - 200) <= 1, `centred on ${c}`);
  // A cell in the corner is as near the middle as the window goes.
  const corner = follow(view, big, [300 * 300 - 1]);
  assert.equal(follow(corner, big, [300 * 300 - 1]), corner);
  assert.deepEqual(visibleRange(moved, big), {
    r0: Math.floor(moved.y / 16), r1: Math.ceil((moved.y + 600) / 16), c0: Math.floor(moved.x / 16), c1: Math.ceil((moved.x + 720) / 16),
  });
});

// A 200 x 200 board, and a window on it too small to show much of it.
const mid = { rows: 200, cols: 200 };
const narrow = { cell: 16, width: 374, height: 300, x: 0, y: 0 };

// Whether cell `i` is wholly in the window.
const shows = (view, board, i) => {
  const x = (i % board.cols) * view.cell - view.x;
  const y = Math.floor(i / board.cols) * view.cell - view.y;
  return x >= 0 && y >= 0 && x + view.cell <= view.width && y + view.cell <= view.height;
};

test('following the piece and the blank settles at once, even when they do not fit in one window', () => {
  // The piece and the blank far apart: no window shows both. A follow that
  // went to each in turn never settled.
  const piece = 50 * 200 + 50;
  const blank = 150 * 200 + 150;
  const once = follow(narrow, mid, [piece, blank]);
  assert.equal(follow(once, mid, [piece, blank]), once);
  assert.ok(shows(once, mid, piece), 'the piece is in the window');
  // Far from both, the window goes to the piece, towards the blank.
  const far = follow({ ...narrow, x: 3000, y: 0 }, mid, [piece + 10, blank]);
  assert.ok(shows(far, mid, piece + 10));
  assert.equal(follow(far, mid, [piece + 10, blank]), far);
  // From a window on the blank, it goes to the piece and stays there.
  const onBlank = follow(narrow, mid, [blank]);
  const back = follow(onBlank, mid, [piece, blank]);
  assert.ok(shows(back, mid, piece));
  assert.equal(follow(back, mid, [piece, blank]), back);
});

test('following keeps the blank in the window with the piece where both fit', () => {
  const piece = 100 * 200 + 100;
  const blank = 104 * 200 + 96;
  const moved = follow(narrow, mid, [piece, blank]);
  assert.ok(shows(moved, mid, piece) && shows(moved, mid, blank), `window ${JSON.stringify(moved)}`);
  // The blank one step away from a window that shows both: it stays.
  assert.equal(follow(moved, mid, [piece, blank + 1]), moved);
});

test('following is a fixed point after one step, from any window, for any two cells', () => {
  // A small generator of its own, so that the test is the same every run.
  let seed = 7;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let k = 0; k < 2000; k += 1) {
    const board = { rows: 1 + next(400), cols: 1 + next(400) };
    const cell = [2, 8, 16, 24, 48][next(5)];
    const space = { width: 40 + next(800), height: 40 + next(800) };
    const view = clampView({ ...viewAround(board, space, cell, -1), x: next(board.cols * cell), y: next(board.rows * cell) }, board);
    const cells = [next(board.rows * board.cols), next(board.rows * board.cols)];
    const once = follow(view, board, cells);
    assert.equal(follow(once, board, cells), once, `board ${board.rows}x${board.cols}, view ${JSON.stringify(view)}, cells ${cells}`);
    if (isPartial(view, board) && once.width >= cell && once.height >= cell) {
      assert.ok(shows(once, board, cells[0]), `the piece ${cells[0]} in ${JSON.stringify(once)} on ${board.rows}x${board.cols}`);
    }
  }
});

test('learn step 1 numbers a few cells: the first, every so many, and the last', async () => {
  const { countedCells } = await import('../../page/js/learn-draw.js');
  assert.deepEqual(countedCells(6), [1, 2, 3, 4, 5, 6]);
  const many = countedCells(1600);
  assert.ok(many.length <= 26, `${many.length} numbers`);
  assert.equal(many[0], 1);
  assert.equal(many[many.length - 1], 1600);
  assert.deepEqual(countedCells(1), [1]);
});
