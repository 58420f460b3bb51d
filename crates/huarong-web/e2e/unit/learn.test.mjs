// Learn mode's arithmetic: the naive search's size, the effective states, the
// part of a big board it works on, and its searches, which must agree with
// each other and with the server's answers on the sample.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CROP_MOST, cropAround, cropBoard, freeSides, fromCrop, magnitude, naiveSearch, pathSums, searchSizes, stateCell,
  stateOf, stateSearch, toCrop, walk,
} from '../../page/js/learn-model.js';
import { parseJudge, SAMPLE } from '../../page/js/format.js';
import { neighbor } from '../../page/js/rules.js';

const sample = parseJudge(SAMPLE);
const at = (board, r, c) => (r - 1) * board.cols + c - 1;

// The method's answer from the page's own searches: the blank's first walk
// to each free side, then the shortest path over the states.
function methodAnswer(board, g) {
  if (g.piece === g.target) return 0;
  const first = walk(board, g.blank, g.piece).dist;
  const starts = freeSides(board, g.piece)
    .map((side) => ({ side, cost: first[neighbor(board, g.piece, side)] }))
    .filter((s) => s.cost >= 0)
    .map((s) => ({ state: stateOf(g.piece, s.side), cost: s.cost }));
  const reached = stateSearch(board, starts).filter((s) => stateCell(s.state) === g.target);
  return reached.length ? reached[0].cost : -1;
}

// A little generator of boards, so that the test needs no fixtures.
function randomBoard(seed, rows, cols) {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const free = Uint8Array.from({ length: rows * cols }, () => (next() < 0.72 ? 1 : 0));
  const cells = [...free.keys()].filter((i) => free[i]);
  const pick = () => cells[Math.floor(next() * cells.length)];
  return { board: { rows, cols, free }, pick };
}

test('the naive search has F (F - 1) positions and q (nm)² steps; the states are the free sides', () => {
  const sizes = searchSizes(sample, 2);
  // The sample's free cells: (1,2) (1,3) (1,4) (2,2) (2,3) (3,2).
  assert.equal(sizes.free, 6);
  assert.equal(sizes.positions, 30);
  assert.equal(sizes.bound, 2 * 12 * 12);
  // Free sides: 2 + 3 + 1 of row 1, 3 + 2 of row 2, 1 of row 3 (each of the
  // 6 pairs of free neighbours from both ends).
  assert.equal(sizes.effective, 12);
  assert.equal(magnitude(sizes.bound), 2);
  assert.equal(magnitude(500 * 900 * 900), 8);
  assert.deepEqual(freeSides(sample, at(sample, 1, 2)), ['D', 'R']);
  assert.deepEqual(freeSides(sample, at(sample, 2, 2)), ['U', 'D', 'R']);
});

test('the naive search and the method answer the sample as the server does: 2 and -1', () => {
  assert.deepEqual(sample.games.map((g) => naiveSearch(sample, g).answer), [2, -1]);
  assert.deepEqual(sample.games.map((g) => methodAnswer(sample, g)), [2, -1]);
});

test('the blank walks round cell (2, 3) from U to L in 2 moves, as POST /api/explain?cell=2,3 says', () => {
  const cell = at(sample, 2, 3);
  const { dist, order } = walk(sample, at(sample, 1, 3), cell);
  assert.equal(dist[at(sample, 2, 2)], 2);
  assert.equal(dist[cell], -1, 'never through the cell');
  assert.deepEqual(order.map((i) => dist[i]), [...order.map((i) => dist[i])].sort((a, b) => a - b), 'in order of distance');
});

test('on random boards the method over the effective states agrees with the naive search', () => {
  let solvable = 0;
  for (let seed = 1; seed <= 60; seed += 1) {
    const { board, pick } = randomBoard(seed, 3 + (seed % 5), 3 + ((seed * 7) % 6));
    const [blank, piece, target] = [pick(), pick(), pick()];
    if (blank === piece) continue;
    const g = { blank, piece, target };
    const naive = naiveSearch(board, g).answer;
    assert.equal(methodAnswer(board, g), naive, `seed ${seed}`);
    if (naive > 0) solvable += 1;
  }
  assert.ok(solvable >= 10, `only ${solvable} solvable games`);
});

test('the search settles states in order of their cost', () => {
  const g = sample.games[0];
  const settled = stateSearch(sample, [{ state: stateOf(g.piece, 'D'), cost: 1 }, { state: stateOf(g.piece, 'R'), cost: 3 }]);
  const costs = settled.map((s) => s.cost);
  assert.deepEqual(costs, [...costs].sort((a, b) => a - b));
  assert.equal(new Set(settled.map((s) => s.state)).size, settled.length, 'each state once');
});

test('a small board is worked on whole; a big one round the path, at most CROP_MOST a side', () => {
  const small = { rows: 30, cols: 30, free: new Uint8Array(900).fill(1) };
  assert.deepEqual(cropAround(small, [0, 899]), { r0: 0, c0: 0, rows: 30, cols: 30, whole: true });
  const big = { rows: 300, cols: 300, free: new Uint8Array(90_000).fill(1) };
  const path = [at(big, 100, 100), at(big, 100, 110), at(big, 105, 110)];
  // Rows 100 to 105 and columns 100 to 110, from 1, and 2 cells round them.
  assert.deepEqual(cropAround(big, path), { r0: 97, c0: 97, rows: 10, cols: 15, whole: false });
  // A long path: the part round its start.
  const long = cropAround(big, [at(big, 150, 150), at(big, 1, 1), at(big, 300, 300)]);
  assert.deepEqual([long.rows, long.cols], [CROP_MOST, CROP_MOST]);
  assert.ok(toCrop(big, long, at(big, 150, 150)) >= 0, 'the start is in the part');
  assert.equal(toCrop(big, long, at(big, 1, 1)), -1);
  const local = cropBoard(big, long);
  assert.equal(local.free.length, CROP_MOST * CROP_MOST);
  for (const i of [at(big, 150, 150), at(big, 140, 160)]) assert.equal(fromCrop(big, long, toCrop(big, long, i)), i);
});

test('the path\'s sums: the first walk, the walks round the piece and the swaps', () => {
  // As POST /api/explain?game=1 answers for the sample.
  const path = [
    { piece: [1, 2], side: 'D', cost: 1, step: 'start' },
    { piece: [2, 2], side: 'U', cost: 2, step: 'swap' },
  ];
  assert.deepEqual(pathSums(path), { first: 1, arounds: 0, aroundMoves: 0, swaps: 1 });
  const longer = [...path, { piece: [2, 2], side: 'R', cost: 5, step: 'around' }, { piece: [2, 3], side: 'L', cost: 6, step: 'swap' }];
  assert.deepEqual(pathSums(longer), { first: 1, arounds: 1, aroundMoves: 3, swaps: 2 });
});
