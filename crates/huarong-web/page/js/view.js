// The board's window, as pure functions: the size of a cell, the part of the
// board shown, zoom about a point, pan, and following a cell. A view is
// { cell, width, height, x, y }: the size of a cell and of the window in CSS
// pixels, and the board's pixel (at that cell size) at the window's top left.

export const MAX_CELL = 96;
/** Below this a cell is too small to see a piece in: the view follows it. */
export const SMALL_CELL = 8;
/** The cell size a big board is zoomed to for editing, watching and playing. */
export const FOLLOW_CELL = 16;
/** The same under a finger, for taps on one cell. */
export const TOUCH_CELL = 24;
const STEPS = [2, 4, 8, 12, 16, 24, 32, 48, 64, 96];

/** The largest whole cell size at which the board fits the space (at least 1). */
export function fitCell(board, space) {
  const fit = Math.floor(Math.min(space.width / board.cols, space.height / board.rows));
  return Math.max(1, Math.min(MAX_CELL, fit));
}

/** The cell sizes zoom goes through: the fit, then bigger steps. */
export function zoomLevels(fit) {
  return [fit, ...STEPS.filter((v) => v > fit)];
}

/** The next cell size in or out (`direction` 1 or -1) from `cell`. */
export function zoomStep(fit, cell, direction) {
  const levels = zoomLevels(fit);
  if (direction > 0) return levels.find((v) => v > cell) ?? levels[levels.length - 1];
  return [...levels].reverse().find((v) => v < cell) ?? levels[0];
}

/** `view` moved inside the board. */
export function clampView(view, board) {
  const maxX = Math.max(0, board.cols * view.cell - view.width);
  const maxY = Math.max(0, board.rows * view.cell - view.height);
  return { ...view, x: Math.round(Math.min(Math.max(0, view.x), maxX)), y: Math.round(Math.min(Math.max(0, view.y), maxY)) };
}

/**
 * A view at `cell` in `space` that keeps the board's point (bx, by), in
 * board pixels at the old cell size `from`, at the window's point (px, py);
 * without px and py, at the window's centre.
 */
export function zoomAt(board, space, cell, anchor) {
  const width = Math.min(space.width, board.cols * cell);
  const height = Math.min(space.height, board.rows * cell);
  const { bx, by, from } = anchor;
  const px = anchor.px ?? width / 2;
  const py = anchor.py ?? height / 2;
  const scale = cell / from;
  return clampView({ cell, width, height, x: bx * scale - px, y: by * scale - py }, board);
}

/** A view at `cell` centred on cell `i` (or on the board when i < 0). */
export function viewAround(board, space, cell, i) {
  const width = Math.min(space.width, board.cols * cell);
  const height = Math.min(space.height, board.rows * cell);
  const [r, c] = i >= 0 ? [Math.floor(i / board.cols), i % board.cols] : [board.rows / 2 - 0.5, board.cols / 2 - 0.5];
  return clampView({ cell, width, height, x: (c + 0.5) * cell - width / 2, y: (r + 0.5) * cell - height / 2 }, board);
}

/** Whether the window shows less than the whole board. */
export const isPartial = (view, board) => view.width < board.cols * view.cell || view.height < board.rows * view.cell;

/** `view` moved by (dx, dy) window pixels. */
export const panBy = (view, board, dx, dy) => clampView({ ...view, x: view.x - dx, y: view.y - dy }, board);

/**
 * `view` moved to follow `cells`, the first of which (the piece) it must
 * show: the others (the blank) are kept in the window too along each axis
 * where they fit with the first, a margin of cells from the edge where the
 * window allows. Where they do not fit, the window shows the first and as
 * much of the way to the others as it can. A view that already shows what
 * it should is returned as it is, and the result of a move does not move
 * again: follow(follow(v)) === follow(v), so that a drawing that follows
 * settles at once.
 */
export function follow(view, board, cells, margin = Math.min(3 * view.cell, view.width / 4, view.height / 4)) {
  if (!isPartial(view, board)) return view;
  const shown = cells.filter((i) => i >= 0 && i < board.rows * board.cols);
  if (!shown.length) return view;
  const { cell } = view;
  // Where the window starts along one axis: `at` its start now, `size` its
  // length, `coords` the cells' row or column numbers, the first first.
  const axis = (at, size, coords) => {
    const inside = (k) => k * cell - at >= margin && (k + 1) * cell - at <= size - margin;
    const lo = Math.min(...coords) * cell;
    const hi = (Math.max(...coords) + 1) * cell;
    const centre = (lo + hi) / 2 - size / 2;
    if (hi - lo + 2 * margin <= size) return coords.every(inside) ? at : centre;
    if (inside(coords[0])) return at;
    // The first cell inside, on the side of the others.
    const first = coords[0] * cell;
    const least = first + cell + margin - size;
    const most = first - margin;
    return least > most ? first + cell / 2 - size / 2 : Math.min(most, Math.max(least, centre));
  };
  const x = axis(view.x, view.width, shown.map((i) => i % board.cols));
  const y = axis(view.y, view.height, shown.map((i) => Math.floor(i / board.cols)));
  if (x === view.x && y === view.y) return view;
  const moved = clampView({ ...view, x, y }, board);
  // At the board's edge a cell may stay within the margin: the window is
  // as near as it goes.
  return moved.x === view.x && moved.y === view.y ? view : moved;
}

/** The rows and columns the window shows, at least in part: [r0, r1) x [c0, c1). */
export function visibleRange(view, board) {
  return {
    r0: Math.max(0, Math.floor(view.y / view.cell)),
    r1: Math.min(board.rows, Math.ceil((view.y + view.height) / view.cell)),
    c0: Math.max(0, Math.floor(view.x / view.cell)),
    c1: Math.min(board.cols, Math.ceil((view.x + view.width) / view.cell)),
  };
}

/** The cell under the window's point (px, py), or -1. */
export function cellAt(view, board, px, py) {
  const c = Math.floor((px + view.x) / view.cell);
  const r = Math.floor((py + view.y) / view.cell);
  return r >= 0 && r < board.rows && c >= 0 && c < board.cols ? r * board.cols + c : -1;
}
