// The Huarong Dao playground's controls: loading and editing the puzzle, the
// list of games, the modes, the keys, sharing, new boards and the language.
// Reading a puzzle, the answers and new boards come from the backend
// (api.js: the server, or the solver in a Web Worker); the modules here only
// show them.

import { generate, inPage, limits, parseText, problemsOf, solveText, svgOf } from './api.js';
import { cellsChanged, closeUpOnBigBoards, draw, hooks, layout, zoom, zoomToFit } from './board.js';
import { SAMPLE, errorPlace, fragment, fromParsed, judgeText, quoteLine, readFragment } from './format.js';
import { defaultGame, isFree, neighbor, resizeBoard, sizeProblem } from './rules.js';
import { actions, game, state } from './state.js';
import {
  announce, el, fromServer, helpText, pair, rememberLanguage, say, startingLanguage, t, translatePage, where,
} from './ui.js';
import { hint, moveBlank, redo, renderPlay, startPlay, stopTimer, tapToMove, undo } from './play.js';
import {
  clearAnswer, jumpPiece, pause, problemText, renderWatch, sayAnswerAgain, solveCurrent, step, toEnd, togglePlay,
} from './watch.js';
import { MESSAGES } from './i18n.js';
import { learnStep, renderLearn, startLearn } from './learn.js';
import { renderBusy, showBusy } from './busy.js';
import { keepOffline } from './offline.js';
import { startClassic, translateClassic } from './classic.js';

const KEY_DIR = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
let answersTimer = 0;
// Each load of a puzzle (text, a file, a new board, a shared link) takes the
// next number when it is asked for; one that finishes after a later one
// was asked for is dropped, so the page keeps the puzzle asked for last.
let loads = 0;
const beginLoad = () => {
  loads += 1;
  return loads;
};
// The last status of the puzzle's loading, as a message key and its
// parameters, so that it can be said again in another language.
let loadMessage = null;

// ---- status lines ---------------------------------------------------------

// A parameter may be a function, for words that are said in the language
// of the moment.
function sayLoad(key, params, isError = false, quote = '') {
  loadMessage = { key, params, isError, quote };
  const words = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'function' ? v() : v]));
  say(el.loadStatus, t(key, words), isError);
  if (quote) {
    const block = document.createElement('span');
    block.className = 'quote';
    block.textContent = quote;
    el.loadStatus.append(block);
  }
}

const roleName = (role) => t({ blank: 'roleBlank', piece: 'rolePiece', target: 'roleTarget' }[role]);

function describe() {
  const g = game();
  const { rows, cols } = state.puzzle;
  return t('describe', { rows, cols, blank: where(g.blank), piece: where(g.piece), target: where(g.target) });
}

// ---- loading and changing the puzzle --------------------------------------

function updateUrl() {
  const { puzzle, current, mode, origin } = state;
  history.replaceState(null, '', fragment(puzzle, puzzle.games, current, mode, origin));
  el.shareLink.value = location.href;
}

// Forgets what belongs to the game as it was: its solution, explanation
// and play.
function resetView() {
  state.viewVersion += 1;
  pause();
  stopTimer();
  state.solution = null;
  state.reach = null;
  state.play = null;
  state.bump = null;
  state.optimal = new Map();
}

// The puzzle `next` (one game at least) in place of the one shown. Its text
// goes into the text box unless `keepText`: text typed there while it loaded.
function setPuzzle(next, answers, selected, origin = null, keepText = false) {
  state.puzzle = { rows: next.rows, cols: next.cols, free: next.free, games: next.games, answers };
  state.origin = origin;
  state.current = selected;
  state.cursor = game().piece;
  el.rows.value = state.puzzle.rows;
  el.cols.value = state.puzzle.cols;
  state.boardVersion += 1;
  resetView();
  cellsChanged();
  if (!keepText) el.text.value = judgeText(state.puzzle, state.puzzle.games);
  state.mode = 'edit';
  state.view = null;
  syncMode();
  layout();
  renderGames();
  clearAnswer();
  updateUrl();
  if (answers.length !== state.puzzle.games.length) scheduleAnswers(0);
}

/**
 * Loads puzzle `text` from `from` (a message key, or a file's name), as the
 * load numbered `load`; says how it went and returns whether the puzzle is
 * now the page's.
 */
async function loadText(text, from, origin = null, selected = 0, load = beginLoad()) {
  const typed = el.text.value;
  sayLoad('loading', { from: () => named(from) });
  let parsed;
  try {
    parsed = await parseText(text);
  } catch (error) {
    if (load !== loads) return false;
    const place = errorPlace(error.message, text);
    if (place) sayLoad('atPlace', { from: () => namedFirst(from), line: place.line, column: place.column, detail: fromServer(place.detail) }, true, quoteLine(place));
    else sayLoad('failed', { from: () => namedFirst(from), message: fromServer(error.message) }, true);
    return false;
  }
  if (load !== loads) return false;
  const next = fromParsed(parsed);
  if (next.rows * next.cols < 2) {
    sayLoad('needTwo', {}, true);
    return false;
  }
  if (next.games.length === 0) {
    sayLoad('noGames', { from: () => namedFirst(from) }, true);
    return false;
  }
  // The answers follow (scheduleAnswers), with the solver's progress.
  setPuzzle(next, [], Math.min(selected, next.games.length - 1), origin, el.text.value !== typed);
  const n = next.games.length;
  if (origin) sayLoad('loadedSeed', { family: origin.family, rows: next.rows, cols: next.cols, n, seed: origin.seed });
  else sayLoad('loaded', { from: () => named(from), rows: next.rows, cols: next.cols, n });
  return true;
}

// Message keys stand for names in the messages; a file's name is itself,
// and keeps its case at the start of a sentence too.
const named = (from) => (from in MESSAGES.en ? t(from) : from);
const namedFirst = (from) => (from in MESSAGES.en ? capital(t(from)) : from);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// After an edit of the board (every game's answer may change) or of the
// current game only.
function edited(boardChanged) {
  resetView();
  state.boardVersion += 1;
  state.origin = null;
  if (boardChanged) {
    state.puzzle.answers = [];
    cellsChanged();
  } else state.puzzle.answers[state.current] = undefined;
  el.text.value = judgeText(state.puzzle, state.puzzle.games);
  renderGames();
  clearAnswer();
  if (state.mode !== 'edit') setMode('edit');
  updateUrl();
  draw();
  scheduleAnswers(300);
}

function scheduleAnswers(delay) {
  window.clearTimeout(answersTimer);
  answersTimer = window.setTimeout(refreshAnswers, delay);
}

// Answers the games of the list whose answers are not known (pending, or
// stopped by a Cancel or a failure), for the list.
async function refreshAnswers() {
  const version = state.boardVersion;
  const { puzzle } = state;
  const unknown = puzzle.games.flatMap((_, k) => (known(puzzle.answers[k]) ? [] : [k]));
  if (unknown.length === 0) return;
  for (const k of unknown) puzzle.answers[k] = undefined;
  renderGames();
  const valid = [];
  let data;
  try {
    const problems = await problemsOf(puzzle, unknown.map((k) => puzzle.games[k]));
    if (version !== state.boardVersion) return;
    problems.forEach((problem, j) => {
      if (problem) puzzle.answers[unknown[j]] = 'invalid';
      else valid.push(unknown[j]);
    });
    renderGames();
    if (valid.length === 0) return;
    data = await solveText(judgeText(puzzle, valid.map((k) => puzzle.games[k])), false);
  } catch (error) {
    if (version !== state.boardVersion) return;
    // The games still waiting are no longer asked for: Solve asks again.
    for (const k of unknown) if (puzzle.answers[k] === undefined) puzzle.answers[k] = 'stopped';
    renderGames();
    if (error.cancelled) sayLoad('answersCancelled', {});
    else sayLoad('answersFailed', { message: fromServer(error.message) }, true);
    return;
  }
  if (version !== state.boardVersion) return;
  data.answers.forEach((a, k) => { puzzle.answers[valid[k]] = a.answer; });
  renderGames();
}

// An answer the list shows for good: a number, or 'invalid'.
const known = (answer) => answer !== undefined && answer !== 'stopped';

function answerText(answer) {
  if (answer === 'invalid') return t('invalid');
  if (answer === 'stopped') return t('answerStopped');
  return answer === undefined ? t('answerPending') : t('answerIs', { n: answer });
}

export function renderGames() {
  // The list is drawn anew: a keyboard user keeps their place in it.
  const focused = el.games.contains(document.activeElement) ? document.activeElement.dataset.game : null;
  const items = document.createDocumentFragment();
  state.puzzle.games.forEach((g, k) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.game = String(k + 1);
    button.textContent = t('gameItem', { k: k + 1, answer: answerText(state.puzzle.answers[k]) });
    button.title = t('gameTitle', { blank: pair(g.blank), piece: pair(g.piece), target: pair(g.target) });
    if (k === state.current) button.setAttribute('aria-current', 'true');
    button.addEventListener('click', () => selectGame(k));
    const item = document.createElement('li');
    item.append(button);
    items.append(item);
  });
  el.games.replaceChildren(items);
  if (focused) el.games.querySelector(`[data-game="${focused}"]`)?.focus();
  el.title.textContent = t('game', { k: state.current + 1 });
  el.removeGame.disabled = state.puzzle.games.length < 2;
}

function selectGame(k) {
  // A player keeps the mode they are in: another game is played, watched
  // or learnt from its start.
  const { mode } = state;
  state.current = k;
  state.cursor = game().piece;
  resetView();
  renderGames();
  clearAnswer();
  setMode(mode);
  updateUrl();
  announce(t('gameAnnounce', { k: k + 1, describe: describe() }));
}

// Changes one cell as the tool says ('toggle', 'blank', 'piece' or 'target').
function applyTool(i, which) {
  const g = game();
  const { puzzle } = state;
  if (which === 'toggle') {
    const holder = ['blank', 'piece', 'target'].find((role) => g[role] === i);
    if (holder && isFree(puzzle, i)) {
      announce(t('holderOnCell', { role: capital(roleName(holder)), where: where(i) }));
      return;
    }
    puzzle.free[i] ^= 1;
    edited(true);
    announce(t(isFree(puzzle, i) ? 'nowMovable' : 'nowFixed', { where: capital(where(i)) }));
    return;
  }
  const boardChanged = !isFree(puzzle, i);
  puzzle.free[i] = 1;
  // The blank and the piece never share a cell: placing one on the other
  // swaps them.
  if (which === 'blank' && g.piece === i) g.piece = g.blank;
  if (which === 'piece' && g.blank === i) g.blank = g.piece;
  g[which] = i;
  edited(boardChanged);
  announce(t('placed', { role: capital(roleName(which)), where: where(i) }));
}

hooks.editDrop = (from, to, which) => {
  if (which && to !== from) applyTool(to, which);
  else applyTool(from, state.tool);
};
hooks.playTap = tapToMove;

function resize(rows, cols) {
  const next = resizeBoard(state.puzzle, state.puzzle.games, rows, cols);
  Object.assign(state.puzzle, next.board);
  state.puzzle.games = next.games;
  state.cursor = Math.min(state.cursor, rows * cols - 1);
  el.rows.value = rows;
  el.cols.value = cols;
  edited(true);
  layout();
  sayLoad('resized', { rows, cols });
  // A game the new size broke starts again on the first movable cells.
  const version = state.boardVersion;
  problemsOf(state.puzzle, [game()]).then(([problem]) => {
    if (!problem || version !== state.boardVersion) return;
    state.puzzle.games[state.current] = defaultGame(state.puzzle);
    edited(false);
  }, () => {});
  announce(t('resized', { rows, cols }));
}

// ---- modes ---------------------------------------------------------------------

// Watch without the game's solution opens at once, saying that the moves
// are being computed, and shows them when they are in (solveCurrent).
export function setMode(next) {
  pause();
  stopTimer();
  state.mode = next;
  syncMode();
  if (state.mode === 'play') startPlay();
  if (state.mode === 'learn') startLearn();
  if (state.mode === 'watch') {
    renderWatch();
    if (state.solution) closeUpOnBigBoards();
    else solveCurrent();
  }
  updateUrl();
  draw();
}

function syncMode() {
  const { mode, puzzle } = state;
  for (const input of document.querySelectorAll('input[name="mode"]')) input.checked = input.value === mode;
  const panels = [[el.editPanel, 'edit'], [el.watchPanel, 'watch'], [el.learnPanel, 'learn']];
  const same = panels.every(([panel, m]) => panel.hidden === (mode !== m));
  el.editPanel.hidden = mode !== 'edit';
  el.watchPanel.hidden = mode !== 'watch';
  el.playPanel.hidden = mode !== 'play';
  el.learnPanel.hidden = mode !== 'learn';
  el.help.textContent = helpText(mode);
  el.board.dataset.mode = mode;
  const doing = t({ edit: 'doingEdit', watch: 'doingWatch', play: 'doingPlay', learn: 'doingLearn' }[mode]);
  el.board.setAttribute('aria-label', t('boardLabel', { rows: puzzle.rows, cols: puzzle.cols, doing }));
  // The panels differ in height: on a narrow screen the board makes room.
  if (!same && state.view) layout(true);
}

// ---- keys ------------------------------------------------------------------------

function editKey(event) {
  const dir = KEY_DIR[event.key];
  const { puzzle } = state;
  if (dir) {
    const next = neighbor(puzzle, state.cursor, dir);
    if (next >= 0) state.cursor = next;
    draw();
    const g = game();
    const here = ['blank', 'piece', 'target'].filter((role) => g[role] === state.cursor).map(roleName);
    announce(t('cursorAt', {
      where: capital(where(state.cursor)),
      kind: t(isFree(puzzle, state.cursor) ? 'movable' : 'fixed'),
      roles: here.length ? `, ${here.join(t('and'))}` : '',
    }));
    return true;
  }
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const keyTool = { f: 'toggle', b: 'blank', p: 'piece', t: 'target', ' ': state.tool, Enter: state.tool }[key];
  if (keyTool && !event.ctrlKey) {
    applyTool(state.cursor, keyTool);
    return true;
  }
  return false;
}

function watchKey(event) {
  if (!state.solution) return false;
  const action = {
    ArrowLeft: () => step(-1),
    ArrowRight: () => step(1),
    PageUp: () => jumpPiece(false),
    PageDown: () => jumpPiece(true),
    Home: () => toEnd(false),
    End: () => toEnd(true),
    ' ': togglePlay,
  }[event.key];
  if (action) action();
  return Boolean(action);
}

function playKey(event) {
  const dir = KEY_DIR[event.key];
  const key = event.key.toLowerCase();
  if (dir) moveBlank(dir, 'move');
  else if (key === 'z' && event.shiftKey && event.ctrlKey) redo();
  else if (key === 'z') undo();
  else if (key === 'y') redo();
  else if (key === 'h' && !event.ctrlKey) hint();
  else return false;
  return true;
}

function learnKey(event) {
  const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
  if (delta) learnStep(delta);
  return Boolean(delta);
}

el.board.addEventListener('keydown', (event) => {
  if (event.altKey || event.metaKey) return;
  const handled = { edit: editKey, watch: watchKey, play: playKey, learn: learnKey }[state.mode](event);
  if (handled) event.preventDefault();
});

// The inputs that take no typed text: the page's keys work on them.
const KEYLESS_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `node` is a field that text is typed into. */
function isTextField(node) {
  if (node.closest?.('textarea, [contenteditable]:not([contenteditable="false"])')) return true;
  return node.tagName === 'INPUT' && !KEYLESS_INPUTS.has(node.type);
}

// Keys for the whole page, wherever the focus is but in a text field: zoom,
// and the list of keys.
document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.altKey || event.metaKey || event.ctrlKey) return;
  if (isTextField(event.target)) return;
  const action = {
    '+': () => zoom(1), '=': () => zoom(1), '-': () => zoom(-1), _: () => zoom(-1), 0: zoomToFit,
    '?': () => el.keys.showModal(),
  }[event.key];
  if (!action || el.keys.open) return;
  action();
  event.preventDefault();
});

// The skip link focuses the board without touching the URL's fragment,
// which holds the shared puzzle.
document.querySelector('.skip').addEventListener('click', (event) => {
  event.preventDefault();
  el.board.focus();
});

el.board.addEventListener('focus', () => {
  draw();
  announce(describe());
});
el.board.addEventListener('blur', draw);

// ---- controls ------------------------------------------------------------------

for (const input of document.querySelectorAll('input[name="mode"]')) {
  input.addEventListener('change', () => setMode(input.value));
}
for (const input of document.querySelectorAll('input[name="tool"]')) {
  input.addEventListener('change', () => { state.tool = input.value; });
}
// Solve answers the game shown, and asks again for the answers of the list
// that a Cancel or a failure stopped.
el.solve.addEventListener('click', () => {
  solveCurrent();
  if (state.puzzle.answers.includes('stopped')) scheduleAnswers(0);
});
el.sizeForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const rows = Number(el.rows.value);
  const cols = Number(el.cols.value);
  const max = state.limits.max_cells;
  const problem = sizeProblem(rows, cols, max);
  if (problem) {
    sayLoad(problem, { max: max.toLocaleString(state.lang) }, true);
    announce(t(problem, { max }));
    return;
  }
  resize(rows, cols);
});
el.clear.addEventListener('click', () => {
  state.puzzle.free.fill(1);
  edited(true);
  announce(t('everyMovable'));
});

el.toStart.addEventListener('click', () => toEnd(false));
el.stepBack.addEventListener('click', () => step(-1));
el.playPause.addEventListener('click', togglePlay);
el.stepForward.addEventListener('click', () => step(1));
el.toEnd.addEventListener('click', () => toEnd(true));
el.prevPiece.addEventListener('click', () => jumpPiece(false));
el.nextPiece.addEventListener('click', () => jumpPiece(true));
el.scrubber.addEventListener('input', () => {
  pause();
  state.watch.index = Number(el.scrubber.value);
  renderWatch();
  draw();
});

el.learnPrev.addEventListener('click', () => learnStep(-1));
el.learnNext.addEventListener('click', () => learnStep(1));
el.undo.addEventListener('click', undo);
el.redo.addEventListener('click', redo);
el.hint.addEventListener('click', hint);
el.restart.addEventListener('click', startPlay);
el.zoomIn.addEventListener('click', () => zoom(1));
el.zoomOut.addEventListener('click', () => zoom(-1));
el.zoomFit.addEventListener('click', zoomToFit);
el.openKeys.addEventListener('click', () => el.keys.showModal());

el.loadSample.addEventListener('click', () => loadText(SAMPLE, 'sample'));
el.loadText.addEventListener('click', () => loadText(el.text.value, 'theText'));
el.file.addEventListener('change', () => {
  const [file] = el.file.files;
  if (file) loadFile(file);
  el.file.value = '';
});
// A load counts from when the file is picked, not from when it is read.
function loadFile(file) {
  const load = beginLoad();
  file.text().then((text) => loadText(text, file.name, null, 0, load));
}
el.addGame.addEventListener('click', () => {
  state.puzzle.games.push({ ...game() });
  state.puzzle.answers.push(state.puzzle.answers[state.current]);
  state.boardVersion += 1;
  selectGame(state.puzzle.games.length - 1);
  el.text.value = judgeText(state.puzzle, state.puzzle.games);
});
el.removeGame.addEventListener('click', () => {
  if (state.puzzle.games.length < 2) return;
  state.puzzle.games.splice(state.current, 1);
  state.puzzle.answers.splice(state.current, 1);
  state.boardVersion += 1;
  el.text.value = judgeText(state.puzzle, state.puzzle.games);
  selectGame(Math.min(state.current, state.puzzle.games.length - 1));
});

el.genForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const request = {
    family: el.genFamily.value,
    rows: Number(el.genRows.value),
    cols: Number(el.genCols.value),
    games: Number(el.genGames.value),
    seed: Number(el.genSeed.value),
    uniform: false,
  };
  el.newBoard.disabled = true;
  const load = beginLoad();
  const text = await generated(request, load).finally(() => {
    el.newBoard.disabled = false;
  });
  if (text !== null) await loadText(text, 'generated', request, 0, load);
});

el.share.addEventListener('click', async () => {
  updateUrl();
  try {
    await navigator.clipboard.writeText(location.href);
    say(el.shareStatus, t('copied'));
  } catch {
    el.shareLink.select();
    say(el.shareStatus, t('copyFromBox'));
  }
});

el.download.addEventListener('click', async () => {
  const g = game();
  const { puzzle, current } = state;
  let problems;
  try {
    problems = await problemsOf(puzzle, puzzle.games);
  } catch (error) {
    say(el.shareStatus, t('noPicture', { message: fromServer(error.message) }), true);
    return;
  }
  const problem = problems[current];
  if (problem) {
    say(el.shareStatus, t('nothingToDraw', { problem: problemText(problem, g) }), true);
    return;
  }
  // The whole puzzle when it is valid, so that the picture has the game's
  // own number.
  const whole = problems.every((other) => !other);
  say(el.shareStatus, t('drawing'));
  let blob;
  try {
    blob = await svgOf(judgeText(puzzle, whole ? puzzle.games : [g]), whole ? current + 1 : 1);
  } catch (error) {
    say(el.shareStatus, t('noPicture', { message: fromServer(error.message) }), true);
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `huarong-game-${current + 1}.svg`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  say(el.shareStatus, t('downloaded', { file: link.download }));
});

// A file dropped anywhere on the page, or text pasted outside a text box,
// is loaded as a puzzle.
document.addEventListener('dragover', (event) => {
  event.preventDefault();
  document.body.classList.add('dragging');
});
document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
document.addEventListener('drop', (event) => {
  event.preventDefault();
  document.body.classList.remove('dragging');
  const [file] = event.dataTransfer.files;
  if (file) loadFile(file);
});
document.addEventListener('paste', (event) => {
  if (event.target.closest('input, textarea')) return;
  const text = event.clipboardData.getData('text/plain');
  if (text.trim()) loadText(text, 'pasted');
});

window.addEventListener('resize', () => layout(true));
window.addEventListener('hashchange', openFragment);

// ---- the language -----------------------------------------------------------------

function setLanguage(lang) {
  state.lang = lang;
  translatePage();
  translateClassic();
  if (!state.puzzle.games.length) return;
  syncMode();
  renderGames();
  if (state.mode === 'watch') renderWatch();
  if (state.mode === 'play') renderPlay();
  if (state.mode === 'learn') renderLearn();
  if (loadMessage) sayLoad(loadMessage.key, loadMessage.params, loadMessage.isError, loadMessage.quote);
  sayAnswerAgain();
  renderBusy();
  layout(true);
}

el.language.addEventListener('change', () => {
  rememberLanguage(el.language.value);
  setLanguage(el.language.value);
});

// ---- opening ----------------------------------------------------------------------

// A shared link opens in its mode, whatever the game's answer, with the
// answer (Watch asks for it itself; Learn explains it).
function openMode(mode) {
  setMode(mode);
  if (mode === 'edit' || mode === 'play') solveCurrent();
}

/** Opens a shared link: its board and game, in its mode, with the answer. */
function openFragment() {
  const shared = readFragment(location.hash);
  if (!shared) return false;
  if (shared.origin) {
    openGenerated(shared);
    return true;
  }
  beginLoad();
  setPuzzle({ ...shared.board, games: shared.games }, [], shared.selected, shared.origin);
  const { rows, cols } = state.puzzle;
  sayLoad('opened', { rows, cols, k: state.current + 1 });
  openMode(shared.mode);
  return true;
}

// The text of the board `request` draws for load `load`, saying so on the
// page; null when the board cannot be drawn (the failure said) or a later
// load was asked for meanwhile.
async function generated(request, load) {
  sayLoad('generating', {});
  try {
    const text = await generate(request);
    return load === loads ? text : null;
  } catch (error) {
    if (load === loads) sayLoad('failed', { from: () => namedFirst('generated'), message: fromServer(error.message) }, true);
    return null;
  }
}

// A link to a generated board draws it again from its parameters.
async function openGenerated({ origin, selected, mode }) {
  const load = beginLoad();
  const text = await generated(origin, load);
  if (text === null) return;
  el.genFamily.value = origin.family;
  el.genRows.value = origin.rows;
  el.genCols.value = origin.cols;
  el.genGames.value = origin.games;
  el.genSeed.value = origin.seed;
  if (await loadText(text, 'generated', origin, selected, load)) openMode(mode);
}

actions.setMode = setMode;
actions.renderGames = renderGames;
// The HTTP API is the server's: a page that solves by itself has none.
el.apiSection.hidden = inPage;
showBusy();
keepOffline();

// The editor and the new-board form stop where the solver would.
limits().then((known) => {
  state.limits = known;
  el.genGames.max = String(known.max_games);
}, () => {});

state.lang = startingLanguage();
translatePage();
// ?game=classic is the classic puzzle; anything else the NOIP one.
const classic = new URLSearchParams(location.search).get('game') === 'classic';
document.getElementById(classic ? 'switch-classic' : 'switch-noip').setAttribute('aria-current', 'page');
if (classic) startClassic();
else if (!openFragment()) loadText(SAMPLE, 'sample');
