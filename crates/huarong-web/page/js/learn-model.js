// Learn mode's own arithmetic, as pure functions: the naive search's size
// as a formula, the effective states, and the part of a big board the
// method is drawn on. Every search (the naive one, the blank's walks, the
// state search) is the library's, through the backend's `explain`.

import { isFree, neighbor } from './rules.js';

/** The sides of a cell, in the order the server lists them. */
export const SIDES = ['U', 'D', 'L', 'R'];

/** The most rows and columns Learn draws the method on. */
export const CROP_MOST = 40;
const CROP_MARGIN = 2;

/** How many cells of the board are free. */
export function freeCells(board) {
  let n = 0;
  for (let i = 0; i < board.free.length; i += 1) n += board.free[i];
  return n;
}

/**
 * The naive search's size: the (blank, piece) positions, F (F - 1) for F
 * free cells; the bound q (nm)² for q games; and the effective states, one
 * for each side of a free cell that is itself free.
 */
export function searchSizes(board, games) {
  const free = freeCells(board);
  const cells = board.rows * board.cols;
  let effective = 0;
  for (let i = 0; i < board.free.length; i += 1) {
    if (isFree(board, i)) effective += freeSides(board, i).length;
  }
  return { free, positions: free * (free - 1), games, cells, bound: games * cells * cells, effective };
}

/** The power of ten of a positive number: 10^k <= x < 10^(k+1). */
export const magnitude = (x) => (x >= 1 ? Math.floor(Math.log10(x) + 1e-9) : 0);

/** The sides of cell `i` whose neighbour is on the board and free. */
export function freeSides(board, i) {
  return SIDES.filter((side) => {
    const next = neighbor(board, i, side);
    return next >= 0 && isFree(board, next);
  });
}

/**
 * The part of the board Learn draws: every cell of `cells` (indices) and a
 * margin, at most CROP_MOST rows and columns (then round the first cell).
 * { r0, c0, rows, cols, whole }.
 */
export function cropAround(board, cells, most = CROP_MOST) {
  const rowsOf = cells.map((i) => Math.floor(i / board.cols));
  const colsOf = cells.map((i) => i % board.cols);
  const span = (values, size) => {
    let lo = Math.max(0, Math.min(...values) - CROP_MARGIN);
    let hi = Math.min(size, Math.max(...values) + CROP_MARGIN + 1);
    if (hi - lo > most) {
      lo = Math.min(Math.max(0, values[0] - Math.floor(most / 2)), size - most);
      hi = lo + most;
    }
    return [lo, hi - lo];
  };
  const [r0, rows] = board.rows <= most ? [0, board.rows] : span(rowsOf, board.rows);
  const [c0, cols] = board.cols <= most ? [0, board.cols] : span(colsOf, board.cols);
  return { r0, c0, rows, cols, whole: rows === board.rows && cols === board.cols };
}

/** The board's cells inside `crop`, as a board of their own. */
export function cropBoard(board, crop) {
  const free = new Uint8Array(crop.rows * crop.cols);
  for (let r = 0; r < crop.rows; r += 1) {
    const from = (crop.r0 + r) * board.cols + crop.c0;
    free.set(board.free.subarray(from, from + crop.cols), r * crop.cols);
  }
  return { rows: crop.rows, cols: crop.cols, free };
}

/** Cell `i` of the board in the crop's numbering, or -1 outside it. */
export function toCrop(board, crop, i) {
  const r = Math.floor(i / board.cols) - crop.r0;
  const c = (i % board.cols) - crop.c0;
  return r >= 0 && r < crop.rows && c >= 0 && c < crop.cols ? r * crop.cols + c : -1;
}

/** Cell `j` of the crop in the board's numbering. */
export const fromCrop = (board, crop, j) => (crop.r0 + Math.floor(j / crop.cols)) * board.cols + crop.c0 + (j % crop.cols);

/**
 * The path's arithmetic, from the server's path: the first walk, the walks
 * round the piece (how many and their sum) and the swaps.
 */
export function pathSums(path) {
  const sums = { first: 0, arounds: 0, aroundMoves: 0, swaps: 0 };
  path.forEach((s, k) => {
    const gain = s.cost - (k ? path[k - 1].cost : 0);
    if (s.step === 'start') sums.first = gain;
    else if (s.step === 'around') {
      sums.arounds += 1;
      sums.aroundMoves += gain;
    } else sums.swaps += 1;
  });
  return sums;
}
