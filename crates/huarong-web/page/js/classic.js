// The classic Huarong Dao (华容道) at ?game=classic: pick a built-in layout
// (the level list, classic-levels.js), draw a new one of a difficulty or
// open the layout of the day (classic-drawn.js), or build one; play it by drag, click,
// keys and touch with undo, redo and hints, see the exact moves to go
// (#classic-to-go), bring Cao Cao out through the gap in the frame, and
// watch the optimum. Every rule (which moves are legal, the optimum, the
// hint, who each piece is) is the library's, through the backend's
// `classic` request; this module only draws and asks.

import { classicRequest } from './api.js';
import { dailyName, difficultyKey, drawRequest, localDate, newSeed, parseDrawn, randomName } from './classic-drawn.js';
import { drawLevels, nextLevel, optimumOf, recordPlayed, recordWin, setLevels, titleOf } from './classic-levels.js';
import { nameOf, named, roleOf, setCast } from './classic-names.js';
import { starsFor, starText } from './classic-rating.js';
import { fromServer, page as state, say, t } from './ui.js';

const $ = (id) => document.getElementById(id);
const ui = {
  main: $('classic-main'), board: $('classic-board'), toGo: $('classic-to-go'), moves: $('classic-moves'),
  status: $('classic-status'), layout: $('classic-layout'), metric: $('classic-metric'), undo: $('classic-undo'),
  redo: $('classic-redo'), hint: $('classic-hint'), restart: $('classic-restart'), solve: $('classic-solve'),
  back: $('classic-back'), play: $('classic-play'), forward: $('classic-forward'), answer: $('classic-answer'),
  text: $('classic-text'), load: $('classic-load'), frame: $('classic-frame'), exit: $('classic-exit'),
  help: $('classic-help'), win: $('classic-win'), winText: $('classic-win-text'), next: $('classic-next'),
  difficulty: $('classic-difficulty'), newLayout: $('classic-new'), daily: $('classic-daily'), drawn: $('classic-drawn'),
};
const coarse = window.matchMedia('(pointer: coarse)');
// How long Cao Cao takes to leave (the .escaping transition in style.css).
const ESCAPE_MS = 1200;
const KEY_DIR = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const STEP = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

// The game: the layouts (the library's LayoutReply), the moves made, the
// piece selected, and the optimum being watched.
const game = {
  famous: [],
  // The difficulties a new layout is drawn by: the backend's { name, min, max }.
  difficulties: [],
  // How the layout played was drawn: the backend's `drawn`, or null.
  drawn: null,
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
  // The win shown: { moves, optimum, stars, before, next }.
  win: null,
  // The version of the layout whose Cao Cao was seen leaving, and when.
  escaped: -1,
  escapedAt: 0,
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

/** The frame's width round the board, for cells of `size`. */
const frameOf = (size) => Math.round(Math.max(8, size * 0.2));

function cellSize(layout) {
  // The frame takes 0.4 cells more each way.
  const room = Math.max(200, ui.frame.parentElement.clientWidth - 8);
  const high = Math.max(240, window.innerHeight * (window.innerWidth < 600 ? 0.56 : 0.6));
  return Math.max(28, Math.min(96, Math.floor(room / (layout.cols + 0.4)), Math.floor(high / (layout.rows + 0.4))));
}

/**
 * The side of the board the goal opens onto, and the gap in the frame there:
 * { side, along, span } (cells from the corner, and how many), or null for a
 * goal inside the board.
 */
function exitOf(layout, designated) {
  const { row, col } = layout.goal;
  const [h, w] = [designated.height, designated.width];
  if (row - 1 + h === layout.rows) return { side: 'bottom', along: col - 1, span: w };
  if (col - 1 + w === layout.cols) return { side: 'right', along: row - 1, span: h };
  if (row === 1) return { side: 'top', along: col - 1, span: w };
  if (col === 1) return { side: 'left', along: row - 1, span: h };
  return null;
}

/** Where Cao Cao goes when he leaves through `exit`: a CSS translation. */
function outward(exit, piece, size, frame) {
  const far = (exit.side === 'bottom' || exit.side === 'top' ? piece.height : piece.width) * size + frame;
  return { bottom: `0, ${far}px`, top: `0, ${-far}px`, right: `${far}px, 0`, left: `${-far}px, 0` }[exit.side];
}

function placeExit(layout, exit, size, frame) {
  ui.exit.hidden = !exit;
  if (!exit) return;
  const across = layout.rows * size + frame;
  const sideways = exit.side === 'left' || exit.side === 'right';
  const at = frame + exit.along * size;
  Object.assign(ui.exit.style, sideways
    ? { left: `${exit.side === 'left' ? 0 : layout.cols * size + frame}px`, top: `${at}px`, width: `${frame}px`, height: `${exit.span * size}px` }
    : { left: `${at}px`, top: `${exit.side === 'top' ? 0 : across}px`, width: `${exit.span * size}px`, height: `${frame}px` });
  ui.exit.dataset.side = exit.side;
  ui.exit.setAttribute('aria-label', t('classicExit'));
}

/** The button of piece `piece`, made once and moved after (so that it slides). */
function pieceButton(piece) {
  let button = ui.board.querySelector(`.piece[data-piece="${CSS.escape(piece.name)}"]`);
  if (!button) {
    button = document.createElement('button');
    button.type = 'button';
    button.dataset.piece = piece.name;
    const label = document.createElement('span');
    label.className = 'piece-name';
    button.append(label);
  }
  return button;
}

/** Draws the layout shown: walls, the goal, the frame and its exit, and one button a piece. */
export function drawClassic() {
  const layout = game.watch ? game.watch.frames[game.watch.index] : game.layout;
  if (!layout) return;
  const size = cellSize(layout);
  const frame = frameOf(size);
  game.size = size;
  ui.board.style.width = `${layout.cols * size}px`;
  ui.board.style.height = `${layout.rows * size}px`;
  ui.frame.style.padding = `${frame}px`;
  ui.board.style.setProperty('--cell', `${size}px`);
  Object.assign(ui.board.dataset, { rows: String(layout.rows), cols: String(layout.cols), solved: String(layout.solved) });
  ui.board.dataset.named = String(named());
  const parts = [];
  const buttons = [];
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
  const exit = exitOf(layout, designated);
  placeExit(layout, exit, size, frame);
  const gap = Math.max(2, size * 0.035);
  const vertical = state.lang === 'zh-CN' && named();
  for (const piece of layout.pieces) {
    const button = pieceButton(piece);
    const role = roleOf(piece.name);
    button.className = `piece ${shapeClass(piece, layout.goal.piece)}`;
    if (role) button.dataset.role = role;
    else delete button.dataset.role;
    button.classList.toggle('upright', vertical && piece.height > piece.width);
    button.classList.toggle('selected', piece.name === game.selected);
    button.classList.toggle('hinted', piece.name === game.hinted);
    button.firstChild.textContent = nameOf(piece.name);
    button.setAttribute('aria-label', t('classicPieceLabel', { piece: nameOf(piece.name), ...piece }));
    Object.assign(button.style, {
      left: `${(piece.col - 1) * size + gap}px`, top: `${(piece.row - 1) * size + gap}px`,
      width: `${piece.width * size - 2 * gap}px`, height: `${piece.height * size - 2 * gap}px`, transform: '',
    });
    buttons.push(button);
    // Solved: Cao Cao leaves through the gap, once; after that he is out.
    if (piece.name === layout.goal.piece && layout.solved && exit) {
      const away = `translate(${outward(exit, piece, size, frame)})`;
      if (game.escaped !== game.version || game.watch) {
        if (!game.watch) game.escaped = game.version;
        game.escapedAt = performance.now();
      }
      const leaving = () => {
        button.classList.add('escaped');
        button.style.transform = away;
      };
      // Still on his way (a redraw while he leaves): he goes on.
      if (performance.now() - game.escapedAt < ESCAPE_MS) {
        button.classList.add('escaping');
        requestAnimationFrame(() => requestAnimationFrame(leaving));
      } else leaving();
    }
  }
  // The pieces stay in the board (so that they slide, and keep the focus);
  // the rest is drawn anew.
  const hadFocus = ui.board.contains(document.activeElement);
  for (const node of ui.board.querySelectorAll('.wall, .goal')) node.remove();
  ui.board.prepend(...parts);
  for (const node of ui.board.querySelectorAll('.piece')) if (!buttons.includes(node)) node.remove();
  for (const button of buttons) if (!button.isConnected) ui.board.append(button);
  if (hadFocus && !ui.board.contains(document.activeElement)) (ui.board.querySelector('.piece.selected') ?? ui.board).focus();
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
  if (!layout.solved) showWin(null);
  drawClassic();
  refreshToGo();
}

// ---- playing ------------------------------------------------------------------------

/** Moves piece `name` by `steps` (U D L R letters), if the library allows it. */
async function move(name, steps) {
  if (!steps || game.watch) return;
  await made(name, { action: 'move', step: `${name} ${steps}` });
}

/** Slides piece `name` the shortest way to cover the cell (r, c), from 1, if it can get there. */
async function slide(name, r, c) {
  if (game.watch) return;
  await made(name, { action: 'move', step: name, to: `${r},${c}` });
}

/** Asks for move `request` of piece `name`, and plays it when the library allows it. */
async function made(name, request) {
  let reply;
  try {
    reply = await ask({ layout: game.layout.text, ...request });
  } catch (error) {
    tell('classicNoMove', { message: fromServer(error.message) }, true);
    return;
  }
  const steps = reply.moves[0].split(' ')[1];
  game.past.push({ layout: game.layout, count: game.count, lastPiece: game.lastPiece });
  game.future = [];
  // In the piece count a block's slide is one move, however it is made.
  if (metric() === 'cell') game.count += steps.length;
  else if (game.lastPiece !== name) game.count += 1;
  game.lastPiece = name;
  setLayout(reply.layout);
  if (reply.layout.solved) await won();
  else say(ui.status, '');
}

/** The optimum from the start of the game being played. */
async function startOptimum() {
  if (game.name) return optimumOf(game.name, metric());
  return (await ask({ layout: game.start.text, action: 'hint' })).to_go;
}

/** Cao Cao is out: the moves against the optimum, the rating, the best kept, and the next layout. */
async function won() {
  const { version, count: moves, name } = game;
  let optimum;
  try {
    optimum = await startOptimum();
  } catch {
    optimum = -1;
  }
  if (version !== game.version) return;
  const before = name ? recordWin(name, metric(), moves) : undefined;
  showWin({ moves, optimum, stars: starsFor(moves, optimum), before, next: nextName(name) });
}

/** Shows the win (null: none). */
function showWin(win) {
  game.win = win;
  ui.win.hidden = !win;
  if (!win) return;
  const { moves, optimum, stars, before } = win;
  Object.assign(ui.win.dataset, { moves: String(moves), optimum: String(optimum), stars: String(stars) });
  const rating = t(['', 'classicRated1', 'classicRated2', 'classicRated3'][stars]);
  let words = t('classicWon', { moves, optimum, rating });
  if (before !== undefined) words += ` ${t(moves < before ? 'classicNewBest' : 'classicBest', { best: Math.min(before, moves) })}`;
  ui.winText.replaceChildren();
  const starSpan = document.createElement('span');
  starSpan.className = 'stars';
  starSpan.setAttribute('aria-hidden', 'true');
  starSpan.textContent = starText(stars);
  ui.winText.append(starSpan, ' ', words);
  const next = parseDrawn(win.next);
  ui.next.textContent = next
    ? t('classicNextDrawn', { difficulty: t(difficultyKey(next.difficulty)) })
    : t('classicNext', { name: titleOf(win.next).title });
  say(ui.status, '');
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

/** Move `C DL` with the piece's name: 曹操 DL. */
function moveWords(step) {
  const [name, steps] = step.split(' ');
  return `${nameOf(name)} ${steps}`;
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
  const [name, steps] = step.split(' ');
  tell('classicHintIs', { move: moveWords(step) });
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

/** The cell (row, column, from 1) under a point of the board. */
function cellAt(event) {
  const box = ui.board.getBoundingClientRect();
  return [Math.floor((event.clientY - box.top) / game.size) + 1, Math.floor((event.clientX - box.left) / game.size) + 1];
}

/** Selects piece `name` (null: none), and says so. */
function select(name) {
  game.selected = name;
  if (name) tell('classicSelected', { piece: nameOf(name) });
  else say(ui.status, '');
  for (const button of ui.board.querySelectorAll('.piece')) button.classList.toggle('selected', button.dataset.piece === name);
}

let drag = null;

ui.board.addEventListener('pointerdown', (event) => {
  if (game.watch) return;
  const name = event.target.closest('.piece')?.dataset.piece;
  if (name) {
    // Whether it was selected before this press: the press focuses the
    // piece, and the focus selects it.
    drag = { name, x: event.clientX, y: event.clientY, id: event.pointerId, was: game.selected === name };
    ui.board.setPointerCapture(event.pointerId);
    return;
  }
  // A click on a free cell moves the selected piece there.
  if (game.selected) {
    const [r, c] = cellAt(event);
    slide(game.selected, r, c);
  }
});

ui.board.addEventListener('pointerup', (event) => {
  if (!drag || drag.id !== event.pointerId) return;
  const { name, was } = drag;
  const dx = (event.clientX - drag.x) / game.size;
  const dy = (event.clientY - drag.y) / game.size;
  drag = null;
  const along = Math.abs(dx) > Math.abs(dy) ? dx : dy;
  const cells = Math.round(Math.abs(along));
  if (cells === 0) {
    // A click or a tap: select the piece, or drop it when it was selected.
    select(was ? null : name);
    return;
  }
  const dir = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U');
  select(name);
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
  if (name && name !== game.selected) select(name);
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
  say(ui.status, index ? t('classicWatching', { i: index, n: moves.length, move: moveWords(moves[index - 1]) }) : '');
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
  const name = game.name ? titledName(game.name) : t('classicCustom');
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

/**
 * Opens a layout: `params` gives its text or a built-in one's name, or
 * `name` is a drawn layout's (classic-drawn.js), drawn again.
 */
async function openLayout(params, name) {
  stopWatching();
  const draw = drawRequest(name);
  let reply;
  try {
    reply = await ask(draw ?? { ...params, action: 'hint' });
  } catch (error) {
    tell('classicFailed', { message: fromServer(error.message) }, true);
    return;
  }
  game.name = name;
  game.start = reply.layout;
  game.drawn = draw ? { ...reply.drawn, optimum: reply.optimum } : null;
  setCast(draw ? reply.names : game.famous.find((f) => f.pinyin === name)?.names);
  if (draw) {
    recordPlayed(name);
    const drawn = parseDrawn(name);
    if (drawn.kind === 'random') ui.difficulty.value = drawn.difficulty;
  }
  showDrawn();
  ui.text.value = reply.layout.text;
  fillLayouts();
  ui.layout.value = name;
  say(ui.answer, '');
  restart();
  drawLevels(name, metric());
  remember();
}

/** Opens layout `name`: built in, or drawn. */
const openLevel = (name) => openLayout({ name }, name);

/** After a win: the next built-in layout (the first after one's own), or after a drawn one a new draw of the difficulty picked. */
function nextName(name) {
  if (parseDrawn(name)) return randomName(ui.difficulty.value, newSeed());
  return nextLevel(name).pinyin;
}

/** Layout `name`'s title as one line: 横刀立马, Hard #482913. */
function titledName(name) {
  const { title, sub } = titleOf(name);
  return game.famous.some((f) => f.pinyin === name) || !sub ? title : `${title} ${sub}`;
}

/** How the layout played was drawn, under the picker (nothing for a built-in one). */
function showDrawn() {
  const drawn = parseDrawn(game.name);
  if (!drawn || !game.drawn) {
    ui.drawn.textContent = '';
    return;
  }
  const { range, candidates, seed, optimum } = game.drawn;
  const [min, max] = range.split('..');
  const words = {
    name: titledName(game.name), optimum, min, max, seed,
    candidates: candidates.toLocaleString(state.lang), date: drawn.date,
  };
  ui.drawn.textContent = t(drawn.kind === 'daily' ? 'classicDrawnDaily' : (max ? 'classicDrawn' : 'classicDrawnOpen'), words);
}

/** The difficulties in the picker, each with its band of optima. */
function fillDifficulties() {
  const chosen = ui.difficulty.value || 'medium';
  ui.difficulty.replaceChildren(...game.difficulties.map(({ name, min, max }) => {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = t(max === null ? 'classicBandOpen' : 'classicBand', { difficulty: t(difficultyKey(name)), min, max });
    return option;
  }));
  ui.difficulty.value = game.difficulties.some((d) => d.name === chosen) ? chosen : game.difficulties[0]?.name ?? '';
}

function fillLayouts() {
  const chosen = ui.layout.value || game.name;
  const options = game.famous.map((f) => {
    const option = document.createElement('option');
    option.value = f.pinyin;
    option.textContent = state.lang === 'zh-CN' ? f.chinese : `${f.chinese} (${f.pinyin})`;
    return option;
  });
  // A drawn layout being played is one of the choices while it is.
  if (parseDrawn(game.name)) {
    const option = document.createElement('option');
    option.value = game.name;
    option.textContent = titledName(game.name);
    options.unshift(option);
  }
  const custom = document.createElement('option');
  custom.value = '';
  custom.textContent = t('classicCustom');
  ui.layout.replaceChildren(...options, custom);
  ui.layout.value = chosen ?? '';
}

/** The help under the board, for touch or for keys. */
function showHelp() {
  ui.help.textContent = t(coarse.matches ? 'classicHelpTouch' : 'classicHelp');
}

/** Says everything again in the language of the moment. */
export function translateClassic() {
  if (ui.main.hidden) return;
  fillLayouts();
  fillDifficulties();
  showDrawn();
  showHelp();
  drawClassic();
  drawLevels();
  if (game.win) showWin(game.win);
  if (game.message) say(ui.status, t(game.message.key, game.message.params), game.message.isError);
}

ui.layout.addEventListener('change', () => {
  if (ui.layout.value) openLevel(ui.layout.value);
});
ui.metric.addEventListener('change', () => {
  stopWatching();
  say(ui.answer, '');
  Object.assign(game, { count: 0, past: [], future: [], lastPiece: null });
  remember();
  setLayout(game.layout);
  drawLevels(game.name, metric());
});
ui.next.addEventListener('click', () => openLevel(game.win?.next ?? nextName(game.name)));
ui.newLayout.addEventListener('click', () => openLevel(randomName(ui.difficulty.value, newSeed())));
// The layout of the day is the player's own day's.
ui.daily.addEventListener('click', () => openLevel(dailyName(localDate())));
coarse.addEventListener('change', showHelp);
ui.load.addEventListener('click', () => openLayout({ layout: ui.text.value }, ''));
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
    ({ layouts: game.famous, difficulties: game.difficulties } = await classicRequest({ action: 'list' }));
  } catch (error) {
    tell('classicFailed', { message: fromServer(error.message) }, true);
    return;
  }
  setLevels(game.famous, openLevel);
  fillDifficulties();
  showHelp();
  const asked = query.get('layout');
  const known = game.famous.find((f) => f.pinyin === asked || f.chinese === asked);
  const first = known?.pinyin ?? (parseDrawn(asked) ? asked : game.famous[0].pinyin);
  game.name = first;
  fillLayouts();
  await openLevel(first);
}
