// The classic Huarong Dao (华容道) at ?game=classic: pick a built-in layout
// or build one, play it by drag, click, keys and touch with undo, redo and
// hints, see the exact moves to go (#classic-to-go), and watch the optimum.
// Every rule (which moves are legal, the optimum, the hint) is the library's,
// through the backend's `classic` request; this module only draws and asks.

import { classicRequest } from './api.js';
import { state } from './state.js';
import { fromServer, say, t } from './ui.js';

const $ = (id) => document.getElementById(id);
const ui = {
  main: $('classic-main'), board: $('classic-board'), toGo: $('classic-to-go'), moves: $('classic-moves'),
  status: $('classic-status'), layout: $('classic-layout'), metric: $('classic-metric'), undo: $('classic-undo'),
  redo: $('classic-redo'), hint: $('classic-hint'), restart: $('classic-restart'), solve: $('classic-solve'),
  back: $('classic-back'), play: $('classic-play'), forward: $('classic-forward'), answer: $('classic-answer'),
  text: $('classic-text'), load: $('classic-load'),
};
const KEY_DIR = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const STEP = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

// The game: the layouts (the library's LayoutReply), the moves made, the
// piece selected, and the optimum being watched.
const game = {
  famous: [],
  name: '',
  start: null,
  layout: null,
  past: [],
  future: [],
  count: 0,
  lastPiece: null,
  selected: null,
  hinted: null,
  version: 0,
  watch: null,
  timer: 0,
  message: null,
};

const metric = () => ui.metric.value;

/** Says `key` with `params` in the status line (again after a change of language). */
function tell(key, params = {}, isError = false) {
  game.message = { key, params, isError };
  say(ui.status, t(key, params), isError);
}

/** The page's address for the game shown. */
function remember() {
  const query = new URLSearchParams({ game: 'classic', metric: metric() });
  if (game.name) query.set('layout', game.name);
  history.replaceState(null, '', `?${query}`);
}

// ---- drawing ----------------------------------------------------------------

function shapeClass(piece, designated) {
  if (piece.name === designated) return 'designated';
  if (piece.height === 1 && piece.width === 1) return 'small';
  if (piece.height === 2 && piece.width === 1) return 'tall';
  if (piece.height === 1 && piece.width === 2) return 'wide';
  return 'other';
}

function cellSize(layout) {
  const room = Math.max(200, ui.board.parentElement.clientWidth - 24);
  const high = Math.max(240, window.innerHeight * 0.62);
  return Math.max(28, Math.min(96, Math.floor(room / layout.cols), Math.floor(high / layout.rows)));
}

/** Draws the layout shown: walls, the goal, and one button a piece. */
export function drawClassic() {
  const layout = game.watch ? game.watch.frames[game.watch.index] : game.layout;
  if (!layout) return;
  const size = cellSize(layout);
  game.size = size;
  ui.board.style.width = `${layout.cols * size}px`;
  ui.board.style.height = `${layout.rows * size}px`;
  Object.assign(ui.board.dataset, { rows: String(layout.rows), cols: String(layout.cols), solved: String(layout.solved) });
  const parts = [];
  layout.cells.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch !== '#') return;
    const wall = document.createElement('div');
    wall.className = 'wall';
    Object.assign(wall.style, { left: `${c * size}px`, top: `${r * size}px`, width: `${size}px`, height: `${size}px` });
    parts.push(wall);
  }));
  const designated = layout.pieces.find((p) => p.name === layout.goal.piece);
  const goal = document.createElement('div');
  goal.className = 'goal';
  Object.assign(goal.style, {
    left: `${(layout.goal.col - 1) * size}px`, top: `${(layout.goal.row - 1) * size}px`,
    width: `${designated.width * size}px`, height: `${designated.height * size}px`,
  });
  parts.push(goal);
  for (const piece of layout.pieces) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `piece ${shapeClass(piece, layout.goal.piece)}`;
    if (piece.name === game.selected) button.classList.add('selected');
    if (piece.name === game.hinted) button.classList.add('hinted');
    button.dataset.piece = piece.name;
    button.textContent = piece.name;
    button.setAttribute('aria-label', t('classicPieceLabel', { piece: piece.name, ...piece }));
    const gap = Math.max(2, size * 0.04);
    Object.assign(button.style, {
      left: `${(piece.col - 1) * size + gap}px`, top: `${(piece.row - 1) * size + gap}px`,
      width: `${piece.width * size - 2 * gap}px`, height: `${piece.height * size - 2 * gap}px`,
    });
    parts.push(button);
  }
  // A redrawn board keeps the keyboard's place on the selected piece.
  const hadFocus = ui.board.contains(document.activeElement);
  ui.board.replaceChildren(...parts);
  if (hadFocus) (ui.board.querySelector('.piece.selected') ?? ui.board).focus();
  ui.moves.textContent = String(game.count);
  ui.undo.disabled = !game.past.length || Boolean(game.watch);
  ui.redo.disabled = !game.future.length || Boolean(game.watch);
}

// ---- the backend ---------------------------------------------------------------

async function ask(params) {
  return classicRequest({ metric: metric(), ...params });
}

/** The moves to go from the layout shown, into #classic-to-go. */
async function refreshToGo() {
  const version = game.version;
  ui.toGo.textContent = '…';
  let reply;
  try {
    reply = await ask({ layout: game.layout.text, action: 'hint' });
  } catch (error) {
    if (version === game.version) tell('classicFailed', { message: fromServer(error.message) }, true);
    return null;
  }
  if (version !== game.version) return null;
  ui.toGo.textContent = reply.to_go < 0 ? '—' : String(reply.to_go);
  ui.toGo.dataset.toGo = String(reply.to_go);
  return reply;
}

function setLayout(layout) {
  game.layout = layout;
  game.version += 1;
  game.hinted = null;
  drawClassic();
  refreshToGo();
}

// ---- playing ------------------------------------------------------------------------

/** Moves piece `name` by `steps` (U D L R letters), if the library allows it. */
async function move(name, steps) {
  if (!steps || game.watch) return;
  let reply;
  try {
    reply = await ask({ layout: game.layout.text, action: 'move', step: `${name} ${steps}` });
  } catch (error) {
    tell('classicNoMove', { message: fromServer(error.message) }, true);
    return;
  }
  game.past.push({ layout: game.layout, count: game.count, lastPiece: game.lastPiece });
  game.future = [];
  // In the piece count a block's slide is one move, however it is made.
  if (metric() === 'cell') game.count += steps.length;
  else if (game.lastPiece !== name) game.count += 1;
  game.lastPiece = name;
  setLayout(reply.layout);
  if (reply.layout.solved) {
    const optimum = await optimumOf(game.start);
    tell('classicSolved', { n: game.count, optimum });
  } else say(ui.status, '');
}

async function optimumOf(layout) {
  try {
    const reply = await ask({ layout: layout.text, action: 'hint' });
    return reply.to_go;
  } catch {
    return '?';
  }
}

// Undo or redo: the last state of `from` becomes the game's, and the game's
// goes on `to`.
function travel(from, to) {
  const state = from.pop();
  if (!state) return;
  to.push({ layout: game.layout, count: game.count, lastPiece: game.lastPiece });
  Object.assign(game, { count: state.count, lastPiece: state.lastPiece });
  setLayout(state.layout);
}

function undo() {
  travel(game.past, game.future);
}

function redo() {
  travel(game.future, game.past);
}

/** Makes the next move of an optimal sequence. */
async function hint() {
  stopWatching();
  const reply = await refreshToGo();
  if (!reply) return;
  if (reply.to_go === 0) {
    tell('classicAlready');
    return;
  }
  if (reply.to_go < 0) {
    tell('classicNoHint');
    return;
  }
  const [step] = reply.moves;
  tell('classicHintIs', { move: step });
  const [name, steps] = step.split(' ');
  await move(name, steps);
  game.hinted = name;
  drawClassic();
}

function restart() {
  stopWatching();
  Object.assign(game, { past: [], future: [], count: 0, lastPiece: null, selected: null });
  say(ui.status, '');
  setLayout(game.start);
}

// The piece and the cell under a point of the board.
function cellAt(event) {
  const box = ui.board.getBoundingClientRect();
  return [Math.floor((event.clientY - box.top) / game.size) + 1, Math.floor((event.clientX - box.left) / game.size) + 1];
}

const pieceNamed = (name) => game.layout.pieces.find((p) => p.name === name);

/** The direction from `piece` to the cell (r, c) just outside one of its sides. */
function sideTowards(piece, r, c) {
  const inRows = r >= piece.row && r < piece.row + piece.height;
  const inCols = c >= piece.col && c < piece.col + piece.width;
  if (inCols && r === piece.row - 1) return 'U';
  if (inCols && r === piece.row + piece.height) return 'D';
  if (inRows && c === piece.col - 1) return 'L';
  if (inRows && c === piece.col + piece.width) return 'R';
  return null;
}

let drag = null;

ui.board.addEventListener('pointerdown', (event) => {
  if (game.watch) return;
  const name = event.target.closest('.piece')?.dataset.piece;
  if (name) {
    drag = { name, x: event.clientX, y: event.clientY, id: event.pointerId };
    ui.board.setPointerCapture(event.pointerId);
    return;
  }
  // A click on a free cell beside the selected piece moves it there.
  if (game.selected) {
    const [r, c] = cellAt(event);
    const dir = sideTowards(pieceNamed(game.selected), r, c);
    if (dir) move(game.selected, dir);
  }
});

ui.board.addEventListener('pointerup', (event) => {
  if (!drag || drag.id !== event.pointerId) return;
  const { name } = drag;
  const dx = (event.clientX - drag.x) / game.size;
  const dy = (event.clientY - drag.y) / game.size;
  drag = null;
  const along = Math.abs(dx) > Math.abs(dy) ? dx : dy;
  const cells = Math.round(Math.abs(along));
  if (cells === 0) {
    // A tap: select the piece (or drop the selection).
    game.selected = game.selected === name ? null : name;
    if (game.selected) tell('classicSelected', { piece: name });
    drawClassic();
    return;
  }
  const dir = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
  game.selected = name;
  move(name, dir.repeat(cells));
});

ui.board.addEventListener('pointercancel', () => { drag = null; });

ui.board.addEventListener('keydown', (event) => {
  if (event.altKey || event.metaKey || event.ctrlKey) return;
  const dir = KEY_DIR[event.key];
  const key = event.key.toLowerCase();
  if (dir && game.selected) move(game.selected, dir);
  else if (key === 'z') undo();
  else if (key === 'y') redo();
  else if (key === 'h') hint();
  else return;
  event.preventDefault();
});

// Tab onto a piece selects it.
ui.board.addEventListener('focusin', (event) => {
  const name = event.target.closest?.('.piece')?.dataset.piece;
  if (name && name !== game.selected) {
    game.selected = name;
    tell('classicSelected', { piece: name });
    for (const button of ui.board.querySelectorAll('.piece')) button.classList.toggle('selected', button.dataset.piece === name);
  }
});

// ---- watching -----------------------------------------------------------------------

function stopWatching() {
  window.clearInterval(game.timer);
  game.timer = 0;
  if (game.watch) {
    game.watch = null;
    drawClassic();
  }
  ui.play.textContent = t('classicPlay');
  ui.back.disabled = true;
  ui.play.disabled = true;
  ui.forward.disabled = true;
}

function showWatch() {
  const { watch } = game;
  const { index, moves } = watch;
  ui.back.disabled = index === 0;
  ui.forward.disabled = index === moves.length;
  ui.play.disabled = false;
  ui.toGo.textContent = String(moves.length - index);
  ui.toGo.dataset.toGo = String(moves.length - index);
  say(ui.status, index ? t('classicWatching', { i: index, n: moves.length, move: moves[index - 1] }) : '');
  drawClassic();
}

/** Solves the layout shown and gets ready to watch its optimum. */
async function solveShown() {
  stopWatching();
  const version = game.version;
  const from = game.layout;
  say(ui.answer, t('classicWorking'));
  let reply;
  try {
    reply = await ask({ layout: from.text, action: 'solve' });
  } catch (error) {
    say(ui.answer, t('classicFailed', { message: fromServer(error.message) }), true);
    return;
  }
  if (version !== game.version) return;
  const name = game.name ? (game.famous.find((f) => f.pinyin === game.name)?.chinese ?? game.name) : t('classicCustom');
  const words = { name, optimum: reply.optimum, reachable: reply.reachable.toLocaleString(state.lang), metric: t(metric() === 'cell' ? 'metricCell' : 'metricPiece') };
  say(ui.answer, t(reply.optimum < 0 ? 'classicUnreachable' : 'classicOptimum', words));
  ui.answer.dataset.optimum = String(reply.optimum);
  ui.answer.dataset.reachable = String(reply.reachable);
  if (reply.optimum <= 0) return;
  // Each layout of the optimum, from the library's moves.
  const frames = [from];
  for (const step of reply.moves) {
    const next = await ask({ layout: frames[frames.length - 1].text, action: 'move', step });
    frames.push(next.layout);
  }
  if (version !== game.version) return;
  game.watch = { frames, moves: reply.moves, index: 0 };
  showWatch();
}

function watchStep(delta) {
  if (!game.watch) return;
  const { watch } = game;
  watch.index = Math.max(0, Math.min(watch.moves.length, watch.index + delta));
  showWatch();
}

function togglePlay() {
  if (!game.watch) return;
  if (game.timer) {
    window.clearInterval(game.timer);
    game.timer = 0;
    ui.play.textContent = t('classicPlay');
    return;
  }
  if (game.watch.index === game.watch.moves.length) game.watch.index = 0;
  ui.play.textContent = t('classicPause');
  game.timer = window.setInterval(() => {
    if (!game.watch || game.watch.index >= game.watch.moves.length) {
      window.clearInterval(game.timer);
      game.timer = 0;
      ui.play.textContent = t('classicPlay');
      return;
    }
    watchStep(1);
  }, 500);
}

// ---- layouts ---------------------------------------------------------------------------

async function openLayout(params, name) {
  stopWatching();
  let reply;
  try {
    reply = await ask({ ...params, action: 'hint' });
  } catch (error) {
    tell('classicFailed', { message: fromServer(error.message) }, true);
    return;
  }
  game.name = name;
  game.start = reply.layout;
  ui.text.value = reply.layout.text;
  say(ui.answer, '');
  restart();
  remember();
}

function fillLayouts() {
  const chosen = ui.layout.value || game.name;
  const options = game.famous.map((f) => {
    const option = document.createElement('option');
    option.value = f.pinyin;
    option.textContent = state.lang === 'zh-CN' ? f.chinese : `${f.chinese} (${f.pinyin})`;
    return option;
  });
  const custom = document.createElement('option');
  custom.value = '';
  custom.textContent = t('classicCustom');
  ui.layout.replaceChildren(...options, custom);
  ui.layout.value = chosen ?? '';
}

/** Says everything again in the language of the moment. */
export function translateClassic() {
  if (ui.main.hidden) return;
  fillLayouts();
  drawClassic();
  if (game.message) say(ui.status, t(game.message.key, game.message.params), game.message.isError);
}

ui.layout.addEventListener('change', () => {
  if (ui.layout.value) openLayout({ name: ui.layout.value }, ui.layout.value);
});
ui.metric.addEventListener('change', () => {
  stopWatching();
  say(ui.answer, '');
  Object.assign(game, { count: 0, past: [], future: [], lastPiece: null });
  remember();
  setLayout(game.layout);
});
ui.load.addEventListener('click', () => {
  ui.layout.value = '';
  openLayout({ layout: ui.text.value }, '');
});
ui.undo.addEventListener('click', undo);
ui.redo.addEventListener('click', redo);
ui.hint.addEventListener('click', hint);
ui.restart.addEventListener('click', restart);
ui.solve.addEventListener('click', solveShown);
ui.back.addEventListener('click', () => watchStep(-1));
ui.forward.addEventListener('click', () => watchStep(1));
ui.play.addEventListener('click', togglePlay);
window.addEventListener('resize', () => { if (!ui.main.hidden) drawClassic(); });

/** Shows the classic game instead of the NOIP puzzle, on the layout the address names. */
export async function startClassic() {
  ui.main.hidden = false;
  document.getElementById('noip-main').hidden = true;
  document.body.dataset.game = 'classic';
  const query = new URLSearchParams(location.search);
  if (query.get('metric') === 'cell') ui.metric.value = 'cell';
  try {
    game.famous = (await classicRequest({ action: 'list' })).layouts;
  } catch (error) {
    tell('classicFailed', { message: fromServer(error.message) }, true);
    return;
  }
  const asked = query.get('layout');
  const known = game.famous.find((f) => f.pinyin === asked || f.chinese === asked);
  const first = known ?? game.famous[0];
  game.name = first.pinyin;
  fillLayouts();
  ui.layout.value = first.pinyin;
  await openLayout({ name: first.pinyin }, first.pinyin);
}
