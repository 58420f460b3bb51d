// Learn mode's own arithmetic, as pure functions: the naive search's size,
// the effective states, the part of a big board the method is drawn on, and
// the searches that the animations show. The numbers the text gives as the
// method's (the first walks, the walks round a cell, the path and the
// answer) are the server's (POST /api/explain); these searches only decide
// what is drawn when, on the part of the board shown.

import { OPPOSITE, STEP, isFree, neighbor } from './rules.js';

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
 * The blank's breadth-first search from cell `from`, never entering
 * `blocked` (the piece): each cell's distance (-1 unreached) and the cells
 * in the order it reaches them.
 */
export function walk(board, from, blocked) {
  const dist = new Int32Array(board.free.length).fill(-1);
  const order = [];
  if (!isFree(board, from) || from === blocked) return { dist, order };
  dist[from] = 0;
  order.push(from);
  for (let k = 0; k < order.length; k += 1) {
    const i = order[k];
    for (const side of SIDES) {
      const next = neighbor(board, i, side);
      if (next >= 0 && next !== blocked && dist[next] < 0 && isFree(board, next)) {
        dist[next] = dist[i] + 1;
        order.push(next);
      }
    }
  }
  return { dist, order };
}

/** A state, the piece on cell `i` and the blank on `side` of it, as a number. */
export const stateOf = (i, side) => i * 4 + SIDES.indexOf(side);
export const stateCell = (s) => Math.floor(s / 4);
export const stateSide = (s) => SIDES[s % 4];

// A binary heap of [key, value] by key.
function heapPush(heap, item) {
  heap.push(item);
  let k = heap.length - 1;
  while (k > 0) {
    const up = (k - 1) >> 1;
    if (heap[up][0] <= heap[k][0]) break;
    [heap[up], heap[k]] = [heap[k], heap[up]];
    k = up;
  }
}

function heapPop(heap) {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length) {
    heap[0] = last;
    let k = 0;
    for (;;) {
      const [a, b] = [2 * k + 1, 2 * k + 2];
      let least = k;
      if (a < heap.length && heap[a][0] < heap[least][0]) least = a;
      if (b < heap.length && heap[b][0] < heap[least][0]) least = b;
      if (least === k) break;
      [heap[least], heap[k]] = [heap[k], heap[least]];
      k = least;
    }
  }
  return top;
}

/**
 * The shortest-path search over the effective states from `starts` (a list
 * of { state, cost }): edges are the blank's walks round the piece's cell
 * and the swap (1 move). The states in the order the search settles them,
 * with their distances: [{ state, cost }].
 */
export function stateSearch(board, starts) {
  const best = new Map();
  const settled = [];
  const heap = [];
  const push = (state, cost) => {
    if (best.has(state) && best.get(state) <= cost) return;
    best.set(state, cost);
    heapPush(heap, [cost, state]);
  };
  for (const { state, cost } of starts) push(state, cost);
  const done = new Set();
  while (heap.length) {
    const [cost, state] = heapPop(heap);
    if (done.has(state)) continue;
    done.add(state);
    settled.push({ state, cost });
    const cell = stateCell(state);
    const side = stateSide(state);
    const blank = neighbor(board, cell, side);
    const { dist } = walk(board, blank, cell);
    for (const other of freeSides(board, cell)) {
      const d = dist[neighbor(board, cell, other)];
      if (other !== side && d >= 0) push(stateOf(cell, other), cost + d);
    }
    // The swap: the piece moves into the blank, which is then on its other side.
    push(stateOf(blank, OPPOSITE[side]), cost + 1);
  }
  return settled;
}

/**
 * The naive search over (blank, piece) positions for one game: the fewest
 * moves (-1 when there is none) and how many positions it reached. It keeps
 * a byte for every pair of cells: for small boards only.
 */
export function naiveSearch(board, g) {
  const n = board.free.length;
  if (g.piece === g.target) return { answer: 0, reached: 1 };
  const seen = new Uint8Array(n * n);
  let layer = [[g.blank, g.piece]];
  seen[g.blank * n + g.piece] = 1;
  let reached = 1;
  for (let moves = 1; layer.length; moves += 1) {
    const next = [];
    for (const [blank, piece] of layer) {
      for (const dir of Object.keys(STEP)) {
        const to = neighbor(board, blank, dir);
        if (to < 0 || !isFree(board, to)) continue;
        const moved = to === piece ? blank : piece;
        if (seen[to * n + moved]) continue;
        seen[to * n + moved] = 1;
        reached += 1;
        if (moved === g.target) return { answer: moves, reached };
        next.push([to, moved]);
      }
    }
    layer = next;
  }
  return { answer: -1, reached };
}

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
