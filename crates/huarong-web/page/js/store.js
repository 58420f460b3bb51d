// The page's state and the one place it changes. The modes read
// `store.state` and ask for a change by name (`store.selectGame(2)`); each
// change is a function below, and every listener hears its name after it
// (main.js keeps the share link and the list of games up to date so).
// Nothing here touches the page: the functions are plain, for node --test.

import { defaultGame, nextPieceMove } from './rules.js';

/** The state of a page that has loaded nothing yet. */
export function initialState() {
  return {
    // The backend's limits ({ max_cells, max_games }), null until it answers.
    limits: null,
    // The board, its games and their answers (a number, undefined while
    // asked for, 'stopped' when a Cancel or a failure stopped the asking, or
    // 'invalid' when the game breaks the rules on the board).
    puzzle: { rows: 0, cols: 0, free: new Uint8Array(0), games: [], answers: [] },
    // Where the board came from, when `huarong gen` drew it: { family, seed, ... }.
    origin: null,
    current: 0,
    // Bumped when the board or the games change, and when the game shown
    // does: answers that come back for an older version are dropped.
    boardVersion: 0,
    viewVersion: 0,
    mode: 'edit',
    tool: 'toggle',
    cursor: 0,
    solution: null,
    // While the game shown has no solution: 'computing' while its moves are
    // on their way, 'none' when there are none (the answer line says why).
    moves: 'computing',
    // The cells the piece passes through in the solution.
    route: null,
    reach: null,
    play: null,
    watch: { index: 0, playing: false, progress: 0, last: 0, sliding: false },
    // Optimal answers from positions of the game being played, by
    // "blank,piece": the backend's replies (promises).
    optimal: new Map(),
    // The window on the board (see view.js) and the cell size that fits.
    view: null,
    fit: 1,
    // A bump into a wall to show for a moment: { cell, dir, until }.
    bump: null,
    // What Learn knows of the game shown (learn.js).
    learn: freshLearn(-1),
  };
}

/** The game shown. */
export const currentGame = (state) => state.puzzle.games[state.current];

function freshLearn(version) {
  return {
    version, step: 1, status: 'none', message: () => '', game: null, path: [], crop: null, graph: null,
    pick: -1, cell: null, wave: null, started: 0,
  };
}

// Forgets what belongs to the game as it was: its solution, explanation and
// play, and the watching.
function forgetGame(s) {
  s.viewVersion += 1;
  s.solution = null;
  s.route = null;
  s.reach = null;
  s.play = null;
  s.bump = null;
  s.optimal = new Map();
  s.moves = 'computing';
  s.watch.playing = false;
  s.watch.progress = 0;
}

// After an edit of the board (every game's answer may change) or of the
// game shown only: the board is the user's now, not the generator's.
function edited(s, boardChanged) {
  forgetGame(s);
  s.boardVersion += 1;
  s.origin = null;
  if (boardChanged) s.puzzle.answers = [];
  else s.puzzle.answers[s.current] = undefined;
}

/**
 * The changes, by name: each takes the state and its arguments, and may
 * return what the caller needs to know of it.
 */
export const UPDATES = {
  /** The backend's limits. */
  setLimits(s, limits) {
    s.limits = { max_cells: limits.max_cells, max_games: limits.max_games };
  },

  // ---- the puzzle ----------------------------------------------------------

  /** A new puzzle (`{ rows, cols, free, games }`) in place of the one shown, in Edit. */
  loadPuzzle(s, next, selected, origin = null) {
    s.puzzle = { rows: next.rows, cols: next.cols, free: next.free, games: next.games, answers: [] };
    s.origin = origin;
    s.current = selected;
    s.cursor = currentGame(s).piece;
    s.boardVersion += 1;
    forgetGame(s);
    s.mode = 'edit';
    s.view = null;
  },

  /** Cell `i` movable if it was fixed and fixed if it was movable. */
  toggleCell(s, i) {
    s.puzzle.free[i] ^= 1;
    edited(s, true);
  },

  /**
   * The blank, the piece or the target (`which`) on cell `i`, which becomes
   * movable. The blank and the piece never share a cell: placing one on the
   * other swaps them.
   */
  placeRole(s, which, i) {
    const g = currentGame(s);
    const boardChanged = s.puzzle.free[i] !== 1;
    s.puzzle.free[i] = 1;
    if (which === 'blank' && g.piece === i) g.piece = g.blank;
    if (which === 'piece' && g.blank === i) g.blank = g.piece;
    g[which] = i;
    edited(s, boardChanged);
  },

  /** Every cell movable. */
  clearBoard(s) {
    s.puzzle.free.fill(1);
    edited(s, true);
  },

  /** The board and games at a new size (rules.js resizeBoard's `{ board, games }`). */
  resize(s, next) {
    Object.assign(s.puzzle, next.board);
    s.puzzle.games = next.games;
    s.cursor = Math.min(s.cursor, next.board.rows * next.board.cols - 1);
    edited(s, true);
  },

  /**
   * The game shown started again on the first movable cells (rules.js
   * defaultGame); returns whether cells had to be opened for it.
   */
  resetGame(s) {
    const before = s.puzzle.free.slice();
    s.puzzle.games[s.current] = defaultGame(s.puzzle);
    const opened = s.puzzle.free.some((v, i) => v !== before[i]);
    edited(s, opened);
    return opened;
  },

  /** A copy of the game shown added at the end of the list; returns its index. */
  addGame(s) {
    s.puzzle.games.push({ ...currentGame(s) });
    s.puzzle.answers.push(s.puzzle.answers[s.current]);
    s.boardVersion += 1;
    return s.puzzle.games.length - 1;
  },

  /** The game shown taken out of the list (one stays at least); returns the game shown now. */
  removeGame(s) {
    if (s.puzzle.games.length > 1) {
      s.puzzle.games.splice(s.current, 1);
      s.puzzle.answers.splice(s.current, 1);
      s.boardVersion += 1;
      UPDATES.selectGame(s, Math.min(s.current, s.puzzle.games.length - 1));
    }
    return s.current;
  },

  /** Game `k` (from 0) shown, in the mode the page is in, from its start. */
  selectGame(s, k) {
    s.current = k;
    s.cursor = currentGame(s).piece;
    forgetGame(s);
  },

  // ---- the answers of the list -----------------------------------------

  /** Games `ks` asked for: their answers pending. */
  askAnswers(s, ks) {
    for (const k of ks) s.puzzle.answers[k] = undefined;
  },

  /** Answers of the list: [k, answer] pairs, an answer a number or 'invalid'. */
  setAnswers(s, pairs) {
    for (const [k, answer] of pairs) s.puzzle.answers[k] = answer;
  },

  /** Games `ks` no longer asked for, where still pending. */
  stopAnswers(s, ks) {
    for (const k of ks) if (s.puzzle.answers[k] === undefined) s.puzzle.answers[k] = 'stopped';
  },

  // ---- the modes -------------------------------------------------------------

  /** The mode: 'edit', 'watch', 'play' or 'learn'; watching stops. */
  setMode(s, mode) {
    s.mode = mode;
    s.watch.playing = false;
    s.watch.progress = 0;
  },

  /** Edit's tool: 'toggle', 'blank', 'piece' or 'target'. */
  setTool(s, tool) {
    s.tool = tool;
  },

  /** Edit's cursor on cell `i`. */
  moveCursor(s, i) {
    s.cursor = i;
  },

  /** The window on the board, and the cell size at which it fits. */
  showView(s, view, fit = s.fit) {
    s.view = view;
    s.fit = fit;
  },

  // ---- the solution and Watch ------------------------------------------------

  /** The game shown's solution (rules.js replay) and its route, watched from the start. */
  showSolution(s, solution, route) {
    s.solution = solution;
    s.route = route;
    Object.assign(s.watch, { index: 0, progress: 0 });
  },

  /** The game shown's moves are on their way. */
  movesComing(s) {
    s.moves = 'computing';
  },

  /** The game shown has no moves to show. */
  noMoves(s) {
    s.moves = 'none';
  },

  /** The cells the piece can reach, for an unsolvable game (a Set). */
  showReach(s, cells) {
    s.reach = cells;
  },

  /** Watch at move `i` (kept within the solution), still. */
  watchAt(s, i) {
    s.watch.index = Math.max(0, Math.min(s.solution.length, i));
    s.watch.progress = 0;
  },

  /** Watch plays from time `now`, from the start when it is at the end. */
  watchPlay(s, now) {
    if (s.watch.index >= s.solution.length) UPDATES.watchAt(s, 0);
    s.watch.playing = true;
    s.watch.last = now;
  },

  /** Watch stops playing. */
  watchPause(s) {
    s.watch.playing = false;
    s.watch.progress = 0;
  },

  /**
   * Watch's play at time `now`, at `rate` moves (or piece moves when
   * `byPiece`) a second; returns whether it has reached the end (and
   * stopped).
   */
  watchTick(s, now, rate, byPiece) {
    const { solution, watch } = s;
    watch.progress += ((now - watch.last) / 1000) * rate;
    watch.last = now;
    // Pieces slide at the slower speeds; faster, the board jumps.
    watch.sliding = !byPiece && rate <= 16;
    while (watch.progress >= 1 && watch.index < solution.length) {
      watch.index = byPiece ? nextPieceMove(solution, watch.index) : watch.index + 1;
      watch.progress -= 1;
    }
    if (watch.index < solution.length) return false;
    watch.index = solution.length;
    UPDATES.watchPause(s);
    return true;
  },

  // ---- Play --------------------------------------------------------------------

  /** Play from the game's start, at time `now`. */
  startPlay(s, now) {
    const g = currentGame(s);
    s.play = { blank: g.blank, piece: g.piece, history: [], redone: [], start: undefined, began: now, ended: null };
    s.bump = null;
  },

  /** No play: the game cannot be played. */
  endPlay(s) {
    s.play = null;
  },

  /** The optimum from the start of the game played. */
  playStartAnswer(s, n) {
    s.play.start = n;
  },

  /**
   * The blank moved in direction `dir` to `next` ({ blank, piece }) at time
   * `now`: a 'move', an 'undo' (of the last move) or a 'redo' (of the last
   * move undone).
   */
  movePlay(s, dir, next, how, now) {
    const { play } = s;
    s.bump = null;
    play.blank = next.blank;
    play.piece = next.piece;
    if (how === 'undo') play.redone.push(play.history.pop());
    else {
      play.history.push(dir);
      if (how === 'redo') play.redone.pop();
      else play.redone = [];
    }
    const solved = play.piece === currentGame(s).target;
    if (solved && play.ended === null) play.ended = now;
    else if (!solved) play.ended = null;
  },

  /** A bump into a wall, shown until `until`. */
  bump(s, cell, dir, until) {
    s.bump = { cell, dir, until };
  },

  /** The bump shown no more. */
  clearBump(s) {
    s.bump = null;
  },

  /** The backend's reply (a promise) for the optimum from "blank,piece". */
  rememberOptimum(s, key, reply) {
    s.optimal.set(key, reply);
  },

  /** A failed optimum forgotten, to be asked again. */
  forgetOptimum(s, key) {
    s.optimal.delete(key);
  },

  // ---- Learn ---------------------------------------------------------------------

  /** Learn asks the backend about the game of view `version`, from step 1. */
  learnAsk(s, version) {
    s.learn = { ...freshLearn(version), status: 'asking' };
  },

  /** Learn failed: `message` (a function of the language) says why. */
  learnFail(s, message) {
    Object.assign(s.learn, { status: 'failed', message });
  },

  /** The backend's explanation of the game, its path's states and the part of the board shown. */
  learnExplained(s, reply, path, crop) {
    Object.assign(s.learn, { game: reply, path, crop });
  },

  /** The state search over the part shown: Learn is ready. */
  learnSearched(s, graph) {
    Object.assign(s.learn, { graph, status: 'ready' });
  },

  /** Step 3's cell, its walks still to come. */
  learnPick(s, i) {
    Object.assign(s.learn, { pick: i, cell: null, wave: null });
  },

  /** Step 3's cell's walks ({ failed } when they could not be had), and the blank's search. */
  learnCell(s, cell, wave = null) {
    Object.assign(s.learn, { cell, wave });
  },

  /** Learn's step, from 1 to `steps`; returns whether it changed. */
  learnStep(s, delta, steps) {
    const next = Math.min(steps, Math.max(1, s.learn.step + delta));
    if (next === s.learn.step) return false;
    s.learn.step = next;
    return true;
  },

  /** Learn's drawing starts again at time `now`. */
  learnAnimate(s, now) {
    s.learn.started = now;
  },
};

/**
 * A store of `state`: `store.state` to read, a method for each of UPDATES
 * (its result returned), and `subscribe(listener)`, listener(name, state)
 * called after each change; subscribe returns the way to unsubscribe.
 */
export function createStore(state = initialState()) {
  const listeners = new Set();
  const store = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const [name, change] of Object.entries(UPDATES)) {
    store[name] = (...args) => {
      const result = change(state, ...args);
      for (const listener of listeners) listener(name, state);
      return result;
    };
  }
  return store;
}
