// The page's state, in one object that the controls share: the puzzle, the
// game shown, the mode, and what belongs to the game as it is now (its
// solution, its explanation, the position being played, the view).

export const state = {
  lang: 'en',
  // The server's limits (GET /api/limits); its defaults until it answers.
  limits: { max_cells: 250_000, max_games: 2_000 },
  // The board, its games and their answers (a number, undefined while
  // asked for, 'stopped' when a Cancel or a failure stopped the asking, or
  // 'invalid' when the game breaks the rules on the board).
  puzzle: { rows: 0, cols: 0, free: new Uint8Array(0), games: [], answers: [] },
  // Where the board came from, when `huarong gen` drew it: { family, seed }.
  origin: null,
  current: 0,
  // Bumped when the board or the games change, and when anything shown
  // does: answers that come back for an older version are dropped.
  boardVersion: 0,
  viewVersion: 0,
  mode: 'edit',
  tool: 'toggle',
  cursor: 0,
  solution: null,
  // The cells the piece passes through in the solution.
  route: null,
  reach: null,
  play: null,
  watch: { index: 0, playing: false, progress: 0, last: 0 },
  // Optimal answers from positions of the game being played, by "blank,piece".
  optimal: new Map(),
  // The window on the board (see view.js) and the cell size that fits.
  view: null,
  fit: 1,
  // A bump into a wall to show for a moment: { cell, dir, until }.
  bump: null,
};

export const game = () => state.puzzle.games[state.current];

/**
 * What the controls module (main.js) does for the other modules, filled in
 * when it loads: they call these rather than import main.js, so that the
 * modules' imports never go round in a circle.
 */
export const actions = {
  /** Switches to a mode: 'edit', 'watch', 'play' or 'learn'. */
  setMode: (mode) => { throw new Error(`setMode(${mode}) before main.js loaded`); },
  /** Draws the list of games anew. */
  renderGames: () => {},
};
