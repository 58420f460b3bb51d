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
