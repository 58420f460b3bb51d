// Learn mode's drawings over the board: the part of the board it works on,
// the piece's sides, the blank's search round a cell with the walks' costs,
// and the state graph's marks, its search's frontier and the optimal path.
// Cells are the board's (row by row from 0); the layer maps board pixels.

import { COLOR } from './draw.js';
import { STEP } from './rules.js';

const LEARN = {
  shade: 'rgba(10, 12, 16, 0.6)',
  side: '#64b5f6',
  sideText: '#0d2538',
  wave: 'rgba(100, 181, 246, 0.45)',
  waveEdge: 'rgba(100, 181, 246, 0.95)',
  cell: '#c9a7ff',
  state: 'rgba(29, 31, 35, 0.55)',
  reached: '#64b5f6',
  frontier: '#ffe066',
  path: COLOR.route,
};

const corner = (board, cell, i) => [(i % board.cols) * cell, Math.floor(i / board.cols) * cell];

/** The point of a state's mark: the side `side` of cell `i`, inside it. */
export function sidePoint(board, cell, i, side) {
  const [x, y] = corner(board, cell, i);
  const [dr, dc] = STEP[side];
  return [x + cell / 2 + dc * cell * 0.32, y + cell / 2 + dr * cell * 0.32];
}

/** Darkens the board outside the part Learn works on. */
export function drawCrop(layer, board, cell, crop) {
  if (crop.whole) return;
  const [x0, y0] = [crop.c0 * cell, crop.r0 * cell];
  const [x1, y1] = [(crop.c0 + crop.cols) * cell, (crop.r0 + crop.rows) * cell];
  const [w, h] = [board.cols * cell, board.rows * cell];
  layer.fillStyle = LEARN.shade;
  layer.fillRect(0, 0, w, y0);
  layer.fillRect(0, y1, w, h - y1);
  layer.fillRect(0, y0, x0, y1 - y0);
  layer.fillRect(x1, y0, w - x1, y1 - y0);
  layer.strokeStyle = '#fff';
  layer.lineWidth = Math.max(1, cell * 0.06);
  layer.strokeRect(x0, y0, x1 - x0, y1 - y0);
}

function label(layer, x, y, text, cell, fill = LEARN.side, ink = LEARN.sideText) {
  const size = Math.max(9, Math.min(18, cell * 0.34));
  layer.font = `600 ${size}px system-ui, sans-serif`;
  const w = layer.measureText(text).width + size * 0.6;
  layer.fillStyle = fill;
  layer.beginPath();
  layer.roundRect(x - w / 2, y - size * 0.7, w, size * 1.4, size * 0.4);
  layer.fill();
  layer.fillStyle = ink;
  layer.textAlign = 'center';
  layer.textBaseline = 'middle';
  layer.fillText(text, x, y + size * 0.04);
}

function outline(layer, board, cell, i, colour) {
  const [x, y] = corner(board, cell, i);
  const w = Math.max(2, cell * 0.1);
  layer.strokeStyle = colour;
  layer.lineWidth = w;
  layer.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
}

// At most about this many numbers on the board in step 1.
const COUNT_LABELS = 24;
const STRIDES = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** Which of `n` cells, counted from 1, step 1 numbers: every one on a small
 * board, else the first, every `stride`-th and the last. */
export function countedCells(n, most = COUNT_LABELS) {
  const stride = STRIDES.find((s) => n / s <= most) ?? Math.ceil(n / most);
  const ks = [];
  for (let k = 1; k <= n; k += 1) if (k === 1 || k === n || k % stride === 0) ks.push(k);
  return ks;
}

/**
 * The free cells the naive search counts (`cells`, in order), numbered from
 * 1: a few of them, each number small in its cell's corner, so that the
 * pieces stay in sight; none on the cells of `keep` (the piece, the blank).
 */
export function drawCount(layer, board, cell, cells, keep = []) {
  if (cell < 18 || !cells.length) return;
  const skip = new Set(keep);
  const width = String(cells.length).length;
  const size = Math.max(8, Math.min(14, cell * 0.26, (cell * 0.8) / (width * 0.62 + 0.5)));
  layer.font = `600 ${size}px system-ui, sans-serif`;
  layer.textAlign = 'left';
  layer.textBaseline = 'top';
  for (const k of countedCells(cells.length)) {
    const i = cells[k - 1];
    if (skip.has(i)) continue;
    const [x, y] = corner(board, cell, i);
    const text = String(k);
    const w = layer.measureText(text).width + size * 0.4;
    layer.fillStyle = 'rgba(255,255,255,0.85)';
    layer.beginPath();
    layer.roundRect(x + 1, y + 1, w, size * 1.2, size * 0.3);
    layer.fill();
    layer.fillStyle = '#0d2538';
    layer.fillText(text, x + 1 + size * 0.2, y + 1 + size * 0.12);
  }
}

/**
 * The piece's cell and its sides: each free side's cell outlined and named,
 * with a text under the name (a cost) where `notes` gives one.
 */
export function drawSides(layer, board, cell, piece, sides, notes = {}) {
  outline(layer, board, cell, piece, LEARN.cell);
  for (const { side, at } of sides) {
    outline(layer, board, cell, at, LEARN.side);
    const [x, y] = corner(board, cell, at);
    const note = notes[side];
    label(layer, x + cell / 2, y + cell / 2 - (note === undefined ? 0 : cell * 0.2), side, cell);
    if (note !== undefined) label(layer, x + cell / 2, y + cell / 2 + cell * 0.22, note, cell, '#fff', '#222');
  }
}

/**
 * The blank's search round a cell: the cells it has reached by distance
 * `upTo` (a list of { cell, d }), the newest brighter, with their distances
 * but on the cells of `named` (the sides, which get their own labels).
 */
export function drawWave(layer, board, cell, reached, upTo, named) {
  for (const { cell: i, d } of reached) {
    if (d > upTo) break;
    const [x, y] = corner(board, cell, i);
    layer.fillStyle = d >= upTo - 1 ? LEARN.waveEdge : LEARN.wave;
    layer.fillRect(x + cell * 0.08, y + cell * 0.08, cell * 0.84, cell * 0.84);
    if (cell >= 22 && !named.has(i)) label(layer, x + cell / 2, y + cell / 2, String(d), cell * 0.8, 'rgba(255,255,255,0.85)', '#0d2538');
  }
}

/**
 * The state graph: a mark for every state (`states`, a list of
 * { cell, side }), the states the search has settled by cost `upTo` filled,
 * those settled last (the frontier) bright, and the path's first `traced`
 * states joined by a line.
 */
export function drawGraph(layer, board, cell, graph) {
  const r = Math.max(1.5, cell * 0.09);
  const dot = (i, side, colour, radius = r) => {
    const [x, y] = sidePoint(board, cell, i, side);
    layer.fillStyle = colour;
    layer.beginPath();
    layer.arc(x, y, radius, 0, 2 * Math.PI);
    layer.fill();
  };
  if (cell >= 10) for (const { cell: i, side } of graph.states) dot(i, side, LEARN.state);
  for (const { cell: i, side, cost } of graph.settled) {
    if (cost > graph.upTo) break;
    dot(i, side, cost >= graph.upTo - graph.band ? LEARN.frontier : LEARN.reached, cost >= graph.upTo - graph.band ? r * 1.4 : r);
  }
  const path = graph.path.slice(0, graph.traced);
  if (!path.length) return;
  layer.strokeStyle = LEARN.path;
  layer.lineWidth = Math.max(1.5, cell * 0.1);
  layer.lineCap = 'round';
  layer.lineJoin = 'round';
  layer.beginPath();
  path.forEach(({ cell: i, side }, k) => {
    const [x, y] = side ? sidePoint(board, cell, i, side) : corner(board, cell, i).map((v) => v + cell / 2);
    if (k === 0) layer.moveTo(x, y);
    else layer.lineTo(x, y);
  });
  layer.stroke();
  const last = path[path.length - 1];
  if (last.side) dot(last.cell, last.side, LEARN.path, r * 1.8);
}
