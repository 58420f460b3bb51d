// Edit: the board's cells and the game shown changed by taps, drags and
// keys, the board's size, and games added to the list or taken out. Every
// change is the store's (toggleCell, placeRole, resize, ...); Edit says it
// and has the list answered again.

import { judgeText } from './format.js';
import { KEY_DIR, isFree, neighbor, resizeBoard, sizeProblem } from './rules.js';
import { problemsOf } from './api.js';
import { currentGame } from './store.js';
import { announce, el, lang, t, where } from './ui.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const roleName = (role) => t({ blank: 'roleBlank', piece: 'rolePiece', target: 'roleTarget' }[role]);

/**
 * Edit for `store`, drawing on `board`: `solve` (solve.js) answers the list
 * again, `status` (status.js) says a resize, `setMode(mode)` brings the page
 * back to Edit after a change made elsewhere, `limits()` resolves to the
 * backend's limits (null when it did not say).
 */
export function createEdit(store, board, { solve, status, setMode, limits }) {
  const { state } = store;

  // After a change of the board (`cellsChanged`) or of the game shown.
  function edited(cellsChanged) {
    if (cellsChanged) board.cellsChanged();
    el.text.value = judgeText(state.puzzle, state.puzzle.games);
    solve.clearAnswer();
    if (state.mode !== 'edit') setMode('edit');
    board.draw();
    solve.scheduleAnswers(300);
  }

  // Changes one cell as the tool says ('toggle', 'blank', 'piece' or 'target').
  function applyTool(i, which) {
    const g = currentGame(state);
    const { puzzle } = state;
    if (which === 'toggle') {
      const holder = ['blank', 'piece', 'target'].find((role) => g[role] === i);
      if (holder && isFree(puzzle, i)) {
        announce(t('holderOnCell', { role: capital(roleName(holder)), where: where(puzzle, i) }));
        return;
      }
      store.toggleCell(i);
      edited(true);
      announce(t(isFree(puzzle, i) ? 'nowMovable' : 'nowFixed', { where: capital(where(puzzle, i)) }));
      return;
    }
    const cellsChanged = !isFree(puzzle, i);
    store.placeRole(which, i);
    edited(cellsChanged);
    announce(t('placed', { role: capital(roleName(which)), where: where(puzzle, i) }));
  }

  /** A press on the board: a role dragged to another cell, or the tool on the cell pressed. */
  function press({ from, cell, which }) {
    if (which && cell !== from) applyTool(cell, which);
    else applyTool(from, state.tool);
  }

  function resize(rows, cols) {
    store.resize(resizeBoard(state.puzzle, state.puzzle.games, rows, cols));
    el.rows.value = rows;
    el.cols.value = cols;
    edited(true);
    board.layout();
    status.say('resized', { rows, cols });
    // A game the new size broke starts again on the first movable cells.
    const version = state.boardVersion;
    problemsOf(state.puzzle, [currentGame(state)]).then(([problem]) => {
      if (!problem || version !== state.boardVersion) return;
      edited(store.resetGame());
    }, () => {});
    announce(t('resized', { rows, cols }));
  }

  /** Edit's keys; returns whether the key was Edit's. */
  function key(event) {
    const dir = KEY_DIR[event.key];
    const { puzzle } = state;
    if (dir) {
      const next = neighbor(puzzle, state.cursor, dir);
      if (next >= 0) store.moveCursor(next);
      board.draw();
      const g = currentGame(state);
      const here = ['blank', 'piece', 'target'].filter((role) => g[role] === state.cursor).map(roleName);
      announce(t('cursorAt', {
        where: capital(where(puzzle, state.cursor)),
        kind: t(isFree(puzzle, state.cursor) ? 'movable' : 'fixed'),
        roles: here.length ? `, ${here.join(t('and'))}` : '',
      }));
      return true;
    }
    const name = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const keyTool = { f: 'toggle', b: 'blank', p: 'piece', t: 'target', ' ': state.tool, Enter: state.tool }[name];
    if (keyTool && !event.ctrlKey) {
      applyTool(state.cursor, keyTool);
      return true;
    }
    return false;
  }

  for (const input of document.querySelectorAll('input[name="tool"]')) {
    input.addEventListener('change', () => store.setTool(input.value));
  }
  el.sizeForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const rows = Number(el.rows.value);
    const cols = Number(el.cols.value);
    const max = (await limits())?.max_cells;
    const problem = sizeProblem(rows, cols, max);
    if (problem) {
      status.say(problem, { max: max?.toLocaleString(lang()) }, true);
      announce(t(problem, { max }));
      return;
    }
    resize(rows, cols);
  });
  el.clear.addEventListener('click', () => {
    store.clearBoard();
    edited(true);
    announce(t('everyMovable'));
  });
  el.addGame.addEventListener('click', () => {
    solve.selectGame(store.addGame());
    el.text.value = judgeText(state.puzzle, state.puzzle.games);
  });
  el.removeGame.addEventListener('click', () => {
    if (state.puzzle.games.length < 2) return;
    const shown = store.removeGame();
    el.text.value = judgeText(state.puzzle, state.puzzle.games);
    solve.selectGame(shown);
  });

  return { enter: () => {}, key, press, render: () => {} };
}
