// Learn mode's arithmetic: the naive search's size, the effective states and
// the part of a big board it works on. The searches it draws are the
// library's (crates/huarong/tests/learn_searches.rs tests them).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CROP_MOST, cropAround, cropBoard, freeSides, fromCrop, magnitude, pathSums, searchSizes, toCrop,
} from '../../page/js/learn-model.js';
import { SAMPLE_PARSED } from './sample.mjs';
import { fromParsed } from '../../page/js/format.js';

const sample = fromParsed(SAMPLE_PARSED);
const at = (board, r, c) => (r - 1) * board.cols + c - 1;

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
