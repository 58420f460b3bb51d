// The Huarong Dao playground: the store and the modules that show it,
// made and connected here. Every change of the page's state is the store's
// (store.js); each mode is a module of its own (edit.js, solve.js for the
// list and Solve, watch.js, play.js, learn.js), the loading (load.js),
// sharing (share.js), the switch of mode and the keys (modes.js), and the
// board (board.js). Reading a puzzle, the answers, new boards and the
// limits come from the backend (api.js: the server, or the solver in a Web
// Worker); the modules here only show them.

import { inPage, limits } from './api.js';
import { createBoard } from './board.js';
import { renderBusy, showBusy } from './busy.js';
import { startClassic, translateClassic } from './classic.js';
import { createEdit } from './edit.js';
import { createLearn } from './learn.js';
import { createLoad } from './load.js';
import { createModes } from './modes.js';
import { keepOffline } from './offline.js';
import { createPlay } from './play.js';
import { createShare } from './share.js';
import { createSolve } from './solve.js';
import { createStatus } from './status.js';
import { createStore } from './store.js';
import { el, rememberLanguage, startingLanguage, translatePage, useLanguage } from './ui.js';
import { createWatch } from './watch.js';

const store = createStore();
const { state } = store;

// The modules that need the switch of mode get it from the modes made
// last, by these: each is called only once the page is wired.
const setMode = (mode) => modes.setMode(mode);
const board = createBoard(store, {
  onPress: (press) => modes.press(press),
  overlay: (layer, cellPx) => learn.overlay(layer, cellPx),
});
const status = createStatus();
const solve = createSolve(store, board, { setMode, status });
const watch = createWatch(store, board, solve);
const play = createPlay(store, board);
const learn = createLearn(store, board, { setMode });
// The backend's limits, asked for once: the editor and the new-board form
// stop where the solver would.
const limitsReply = limits().then((known) => {
  store.setLimits(known);
  el.genGames.max = String(known.max_games);
  el.rows.max = String(known.max_cells);
  el.cols.max = String(known.max_cells);
  return state.limits;
}, () => null);
const edit = createEdit(store, board, { solve, status, setMode, limits: () => limitsReply });
const modes = createModes(store, board, { edit, watch, play, learn });
const load = createLoad(store, board, { solve, status, setMode });
const share = createShare(store);

// What each change of the store shows beyond the module that asked for it:
// the address, the list of games, and Watch's word while it has no moves.
const SHARED = new Set([
  'loadPuzzle', 'toggleCell', 'placeRole', 'clearBoard', 'resize', 'resetGame', 'addGame', 'removeGame', 'selectGame',
  'setMode',
]);
const LISTED = new Set([...SHARED, 'askAnswers', 'setAnswers', 'stopAnswers']);
LISTED.delete('setMode');
store.subscribe((name) => {
  if (SHARED.has(name)) share.update();
  if (LISTED.has(name)) solve.renderGames();
  if ((name === 'movesComing' || name === 'noMoves') && state.mode === 'watch') watch.render();
});

function setLanguage(lang) {
  useLanguage(lang);
  translatePage();
  translateClassic();
  if (!state.puzzle.games.length) return;
  modes.render();
  solve.renderGames();
  status.sayAgain();
  solve.sayAnswerAgain();
  renderBusy();
  board.layout(true);
}

el.language.addEventListener('change', () => {
  rememberLanguage(el.language.value);
  setLanguage(el.language.value);
});

// The HTTP API is the server's: a page that solves by itself has none.
el.apiSection.hidden = inPage;
showBusy();
keepOffline();

useLanguage(startingLanguage());
translatePage();
// ?game=classic is the classic puzzle; anything else the NOIP one.
const classic = new URLSearchParams(location.search).get('game') === 'classic';
document.getElementById(classic ? 'switch-classic' : 'switch-noip').setAttribute('aria-current', 'page');
if (classic) startClassic();
else load.open();
