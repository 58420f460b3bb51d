// Drawing the board on a canvas: the same picture as the server's SVG
// (crates/huarong/src/render/svg.rs), with the same colours and shapes for
// the floor, the pieces, the blank, the target and the route. Only the cells
// in the window are drawn, so a board of any size costs what the window
// shows.

import { visibleRange } from './view.js';

export const COLOR = {
  background: '#1d1f23',
  floor: '#2c2f36',
  tile: '#e6d3a3',
  tileEdge: '#a98b52',
  fixed: '#596170',
  fixedEdge: '#3b414c',
  piece: '#d8432f',
  pieceEdge: '#7a1d12',
  target: '#35d07f',
  route: '#ffa726',
  blankEdge: '#b9bfc9',
  reach: 'rgba(100, 181, 246, 0.5)',
  miss: '#ff5252',
  cursor: '#c9a7ff',
  bump: '#ff5252',
};

/** The board at one pixel a cell: the overview, and big boards at small sizes. */
export function miniature(board) {
  const canvas = document.createElement('canvas');
  canvas.width = board.cols;
  canvas.height = board.rows;
  const layer = canvas.getContext('2d');
  const image = layer.createImageData(board.cols, board.rows);
  const [tile, fixed] = [COLOR.tile, COLOR.fixed].map((hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)));
  const { data } = image;
  for (let i = 0; i < board.free.length; i += 1) {
    const rgb = board.free[i] ? tile : fixed;
    data[i * 4] = rgb[0];
    data[i * 4 + 1] = rgb[1];
    data[i * 4 + 2] = rgb[2];
    data[i * 4 + 3] = 255;
  }
  layer.putImageData(image, 0, 0);
  return canvas;
}

function roundRect(layer, x, y, w, h, radius) {
  layer.beginPath();
  layer.roundRect(x, y, w, h, radius);
}

/** A movable piece, as the SVG's `#tile`: inset 2 of 40, corners 6. */
function tile(layer, x, y, cell, fill, edge) {
  if (cell < 6) {
    layer.fillStyle = fill;
    layer.fillRect(x, y, cell, cell);
    return;
  }
  const k = cell / 40;
  roundRect(layer, x + 2 * k, y + 2 * k, cell - 4 * k, cell - 4 * k, 6 * k);
  layer.fillStyle = fill;
  layer.fill();
  layer.lineWidth = Math.max(1, 1.5 * k);
  layer.strokeStyle = edge;
  layer.stroke();
}

/** A fixed piece, as the SVG's `#fixed` pattern: a dark cell with a cross. */
function fixedCell(layer, x, y, cell) {
  layer.fillStyle = COLOR.fixedEdge;
  layer.fillRect(x, y, cell, cell);
  if (cell < 6) {
    layer.fillStyle = COLOR.fixed;
    layer.fillRect(x, y, cell, cell);
    return;
  }
  const k = cell / 40;
  layer.fillStyle = COLOR.fixed;
  roundRect(layer, x + k, y + k, cell - 2 * k, cell - 2 * k, 2 * k);
  layer.fill();
  layer.strokeStyle = COLOR.fixedEdge;
  layer.lineWidth = 3 * k;
  layer.beginPath();
  layer.moveTo(x + 10 * k, y + 30 * k);
  layer.lineTo(x + 30 * k, y + 10 * k);
  layer.moveTo(x + 10 * k, y + 10 * k);
  layer.lineTo(x + 30 * k, y + 30 * k);
  layer.stroke();
}

/** The cells under the moving parts, in the window `view`. */
export function drawBackground(layer, board, view, mini) {
  layer.fillStyle = COLOR.background;
  layer.fillRect(view.x, view.y, view.width, view.height);
  const { cell } = view;
  if (cell < 6) {
    layer.imageSmoothingEnabled = false;
    layer.drawImage(mini, 0, 0, board.cols * cell, board.rows * cell);
    return;
  }
  const { r0, r1, c0, c1 } = visibleRange(view, board);
  for (let r = r0; r < r1; r += 1) {
    for (let c = c0; c < c1; c += 1) {
      const [x, y] = [c * cell, r * cell];
      if (board.free[r * board.cols + c]) {
        layer.fillStyle = COLOR.floor;
        layer.fillRect(x, y, cell, cell);
        tile(layer, x, y, cell, COLOR.tile, COLOR.tileEdge);
      } else fixedCell(layer, x, y, cell);
    }
  }
}

const corner = (board, cell, i) => [(i % board.cols) * cell, Math.floor(i / board.cols) * cell];

/** The blank, as the SVG's `#hole`: the floor with a dashed rim. */
function hole(layer, x, y, cell) {
  layer.fillStyle = COLOR.floor;
  layer.fillRect(x, y, cell, cell);
  if (cell < 6) return;
  const k = cell / 40;
  layer.setLineDash([5 * k, 4 * k]);
  layer.lineWidth = Math.max(1, 2 * k);
  layer.strokeStyle = COLOR.blankEdge;
  roundRect(layer, x + 3 * k, y + 3 * k, cell - 6 * k, cell - 6 * k, 5 * k);
  layer.stroke();
  layer.setLineDash([]);
}

/** The designated piece, as the SVG's `#piece`: red with a white dot. */
function piece(layer, x, y, cell) {
  tile(layer, x, y, cell, COLOR.piece, COLOR.pieceEdge);
  if (cell < 10) return;
  layer.fillStyle = '#fff';
  layer.beginPath();
  layer.arc(x + cell / 2, y + cell / 2, (7 * cell) / 40, 0, 2 * Math.PI);
  layer.fill();
}

/** The target, as the SVG's: a green tint and a dashed green outline. */
function targetTint(layer, x, y, cell) {
  layer.fillStyle = 'rgba(53, 208, 127, 0.35)';
  layer.fillRect(x, y, cell, cell);
}

function targetOutline(layer, x, y, cell, missed) {
  const k = cell / 40;
  layer.strokeStyle = COLOR.target;
  layer.lineWidth = Math.max(1.5, 3 * k);
  if (cell >= 6) layer.setLineDash([7 * k, 4 * k]);
  roundRect(layer, x + 2 * k, y + 2 * k, cell - 4 * k, cell - 4 * k, 6 * k);
  layer.stroke();
  layer.setLineDash([]);
  if (!missed) return;
  const d = cell * 0.25;
  const [cx, cy] = [x + cell / 2, y + cell / 2];
  layer.strokeStyle = COLOR.miss;
  layer.beginPath();
  layer.moveTo(cx - d, cy - d);
  layer.lineTo(cx + d, cy + d);
  layer.moveTo(cx + d, cy - d);
  layer.lineTo(cx - d, cy + d);
  layer.stroke();
}

/** The piece's route: only its steps that touch the window `view`, so
 * that a route of many thousand cells costs what the window shows. */
function route(layer, board, view, cells) {
  if (cells.length < 2) return;
  const { cell } = view;
  const { r0, r1, c0, c1 } = visibleRange(view, board);
  const near = (i) => {
    const r = Math.floor(i / board.cols);
    const c = i % board.cols;
    return r >= r0 - 1 && r <= r1 && c >= c0 - 1 && c <= c1;
  };
  layer.strokeStyle = COLOR.route;
  layer.globalAlpha = 0.85;
  layer.lineWidth = Math.max(1, cell * 0.12);
  layer.lineCap = 'round';
  layer.lineJoin = 'round';
  layer.beginPath();
  // The route's cells follow each other side by side: a step that shows
  // in the window has both ends in it or in the ring of cells round it.
  let open = false;
  for (const i of cells) {
    if (!near(i)) {
      open = false;
      continue;
    }
    const [x, y] = corner(board, cell, i);
    if (open) layer.lineTo(x + cell / 2, y + cell / 2);
    else layer.moveTo(x + cell / 2, y + cell / 2);
    open = true;
  }
  layer.stroke();
  layer.globalAlpha = 1;
}

/**
 * Draws `scene` in the window: { board, view, background (a canvas of the
 * window), blank, piece, target, slide, reach, route, cursor, missed, bump }.
 * The layer's transform maps board pixels to the window.
 */
export function drawScene(layer, scene) {
  const { board, view } = scene;
  const { cell } = view;
  layer.clearRect(view.x, view.y, view.width, view.height);
  layer.drawImage(scene.background, view.x, view.y, view.width, view.height);
  const [tx, ty] = corner(board, cell, scene.target);
  targetTint(layer, tx, ty, cell);
  hole(layer, ...corner(board, cell, scene.blank), cell);
  if (scene.reach) {
    layer.fillStyle = COLOR.reach;
    for (const i of scene.reach) {
      if (i !== scene.piece) layer.fillRect(...corner(board, cell, i), cell, cell);
    }
  }
  const { slide } = scene;
  if (slide) hole(layer, ...corner(board, cell, slide.from), cell);
  if (slide && !slide.isPiece) {
    const [fx, fy] = corner(board, cell, slide.from);
    const [sx, sy] = corner(board, cell, slide.to);
    tile(layer, fx + (sx - fx) * slide.t, fy + (sy - fy) * slide.t, cell, COLOR.tile, COLOR.tileEdge);
  }
  if (scene.route) route(layer, board, view, scene.route);
  if (slide && slide.isPiece) {
    const [fx, fy] = corner(board, cell, slide.from);
    const [sx, sy] = corner(board, cell, slide.to);
    piece(layer, fx + (sx - fx) * slide.t, fy + (sy - fy) * slide.t, cell);
  } else piece(layer, ...corner(board, cell, scene.piece), cell);
  targetOutline(layer, tx, ty, cell, scene.missed);
  if (scene.bump) {
    // A red bar on the side of the blank the move bumped into.
    const [bx, by] = corner(board, cell, scene.bump.cell);
    const w = Math.max(2, cell * 0.12);
    const bar = { U: [bx, by, cell, w], D: [bx, by + cell - w, cell, w], L: [bx, by, w, cell], R: [bx + cell - w, by, w, cell] };
    layer.fillStyle = COLOR.bump;
    layer.fillRect(...bar[scene.bump.dir]);
  }
  if (scene.cursor >= 0) {
    const [cx, cy] = corner(board, cell, scene.cursor);
    const w = Math.max(2, cell * 0.1);
    layer.strokeStyle = COLOR.cursor;
    layer.lineWidth = w;
    layer.strokeRect(cx + w / 2, cy + w / 2, cell - w, cell - w);
  }
}

/**
 * The overview: the whole board at its miniature, the blank, the piece and
 * the target as dots, and the window's frame.
 */
export function drawOverview(canvas, board, view, mini, marks) {
  const layer = canvas.getContext('2d');
  const scale = canvas.width / board.cols;
  layer.imageSmoothingEnabled = false;
  layer.fillStyle = COLOR.background;
  layer.fillRect(0, 0, canvas.width, canvas.height);
  layer.drawImage(mini, 0, 0, canvas.width, canvas.height);
  const dot = (i, colour) => {
    const size = Math.max(3, scale);
    layer.fillStyle = colour;
    layer.fillRect((i % board.cols) * scale - (size - scale) / 2, Math.floor(i / board.cols) * scale - (size - scale) / 2, size, size);
  };
  dot(marks.blank, COLOR.floor);
  dot(marks.target, COLOR.target);
  dot(marks.piece, COLOR.piece);
  const k = scale / view.cell;
  layer.strokeStyle = '#fff';
  layer.lineWidth = 2;
  layer.strokeRect(view.x * k + 1, view.y * k + 1, Math.max(2, view.width * k - 2), Math.max(2, view.height * k - 2));
}
