// The board's geometry and the moves of a game, as pure functions. Cells are
// numbered row by row from 0 (r * cols + c); the judge's format, the API and
// everything the player reads count rows and columns from 1. The rules
// themselves (what makes a game valid, the fewest moves) are the library's,
// through the backend (api.js: problemsOf, solveText).

export const STEP = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
export const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };
/** The direction each arrow key moves in. */
export const KEY_DIR = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

export const rowCol = (board, i) => [Math.floor(i / board.cols), i % board.cols];
export const index = (board, r, c) => r * board.cols + c;
export const isFree = (board, i) => board.free[i] === 1;

/** The cell beside `i` in direction `dir`, or -1 off the board. */
export function neighbor(board, i, dir) {
  const [r, c] = rowCol(board, i);
  const [nr, nc] = [r + STEP[dir][0], c + STEP[dir][1]];
  return nr >= 0 && nr < board.rows && nc >= 0 && nc < board.cols ? index(board, nr, nc) : -1;
}

/** The direction from `from` to the cell `to` beside it, or undefined. */
export function directionTo(board, from, to) {
  return Object.keys(STEP).find((dir) => neighbor(board, from, dir) === to);
}

/**
 * A game on the first movable cells. A board with fewer than two movable
 * cells gets its first two opened (the board is changed in place).
 */
export function defaultGame(board) {
  const free = [];
  for (let i = 0; i < board.free.length && free.length < 2; i += 1) {
    if (isFree(board, i)) free.push(i);
  }
  if (free.length < 2) {
    board.free[0] = 1;
    board.free[1] = 1;
    return { blank: 1, piece: 0, target: 0 };
  }
  return { blank: free[1], piece: free[0], target: free[0] };
}

/**
 * The board at a new size, keeping what overlaps and opening new cells; each
 * game's cells move to the nearest cell inside.
 */
export function resizeBoard(board, games, rows, cols) {
  const free = new Uint8Array(rows * cols).fill(1);
  for (let r = 0; r < Math.min(rows, board.rows); r += 1) {
    for (let c = 0; c < Math.min(cols, board.cols); c += 1) free[r * cols + c] = board.free[r * board.cols + c];
  }
  const move = (i) => Math.min(Math.floor(i / board.cols), rows - 1) * cols + Math.min(i % board.cols, cols - 1);
  return {
    board: { rows, cols, free },
    games: games.map((g) => ({ blank: move(g.blank), piece: move(g.piece), target: move(g.target) })),
  };
}

/**
 * Why a size cannot be a board, as a code, or null; `maxCells` is the
 * backend's limit (its `limits`), none when it has not said.
 */
export function sizeProblem(rows, cols, maxCells = Infinity) {
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) return 'size-positive';
  if (rows * cols < 2) return 'size-two';
  if (rows * cols > maxCells) return 'size-limit';
  return null;
}

/**
 * Every position of a solution (the blank's moves, as the server spells
 * them), and the indices after which the piece has moved.
 */
export function replay(board, g, moves) {
  // Typed arrays: an answer may run to millions of moves.
  const blank = new Int32Array(moves.length + 1);
  const piece = new Int32Array(moves.length + 1);
  const pieceMoves = [];
  blank[0] = g.blank;
  piece[0] = g.piece;
  for (let k = 0; k < moves.length; k += 1) {
    const [b, p] = [blank[k], piece[k]];
    const next = neighbor(board, b, moves[k]);
    if (next < 0) throw new Error(`move ${k + 1} (${moves[k]}) leaves the board`);
    blank[k + 1] = next;
    piece[k + 1] = next === p ? b : p;
    if (next === p) pieceMoves.push(k + 1);
  }
  return { moves, blank, piece, pieceMoves, length: moves.length };
}

/** The cells the piece passes through, from its start. */
export function route(solution) {
  const cells = [solution.piece[0]];
  for (const m of solution.pieceMoves) cells.push(solution.piece[m]);
  return cells;
}

/** The move index of the next piece move after `i` (or the end). */
export function nextPieceMove(solution, i) {
  return solution.pieceMoves.find((m) => m > i) ?? solution.length;
}

/** The move index of the last piece move before `i` (or the start). */
export function previousPieceMove(solution, i) {
  for (let k = solution.pieceMoves.length - 1; k >= 0; k -= 1) {
    if (solution.pieceMoves[k] < i) return solution.pieceMoves[k];
  }
  return 0;
}

/** How many piece moves are done at move index `i`. */
export function pieceMovesDone(solution, i) {
  let lo = 0;
  let hi = solution.pieceMoves.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (solution.pieceMoves[mid] <= i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A move of the blank in play: the new position, or why it cannot go
 * (`edge` or `fixed`).
 */
export function moveBlank(board, position, dir) {
  const next = neighbor(board, position.blank, dir);
  if (next < 0) return { blocked: 'edge' };
  if (!isFree(board, next)) return { blocked: 'fixed' };
  return { blank: next, piece: next === position.piece ? position.blank : position.piece };
}
