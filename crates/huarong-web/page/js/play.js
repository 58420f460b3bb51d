// Playing the game shown: the blank moved by keys or taps, undo and redo, a
// hint from the server's optimum, the optimum from here as the player goes,
// a timer, and a bump when the blank cannot go where it is sent.

import { problemsOf, solveText } from './api.js';
import { closeUpOnBigBoards, controlsChanged, draw } from './board.js';
import { clock, judgeText } from './format.js';
import { OPPOSITE, directionTo, moveBlank as nextPosition } from './rules.js';
import { game, state } from './state.js';
import { announce, el, fromServer, say, t } from './ui.js';
import { problemText } from './watch.js';

let ticking = 0;

/** The optimal answer and moves from a position of the current game. */
function optimumAt(blank, piece) {
  const key = `${blank},${piece}`;
  if (!state.optimal.has(key)) {
    const g = { blank, piece, target: game().target };
    const request = solveText(judgeText(state.puzzle, [g])).then((data) => data.answers[0]);
    request.catch(() => state.optimal.delete(key));
    state.optimal.set(key, request);
  }
  return state.optimal.get(key);
}

export function startPlay() {
  const g = game();
  stopTimer();
  el.bump.textContent = '';
  const version = state.viewVersion;
  // Play starts at once; a game the library finds broken ends it.
  state.play = { blank: g.blank, piece: g.piece, history: [], redone: [], start: undefined, began: performance.now(), ended: null };
  problemsOf(state.puzzle, [g]).then(([problem]) => {
    if (!problem || version !== state.viewVersion) return;
    state.play = null;
    stopTimer();
    say(el.playStatus, t('cannotPlay', { problem: problemText(problem, g) }), true);
  }, () => {});
  optimumAt(g.blank, g.piece).then((answer) => {
    if (version !== state.viewVersion || !state.play) return;
    state.play.start = answer.answer;
    renderPlay();
  }, (error) => {
    if (state.play) say(el.playStatus, t('solveFailed', { message: fromServer(error.message) }), true);
  });
  ticking = window.setInterval(renderTimer, 500);
  renderTimer();
  renderPlay();
  closeUpOnBigBoards();
  draw();
}

export function stopTimer() {
  window.clearInterval(ticking);
  ticking = 0;
}

function renderTimer() {
  const { play } = state;
  if (!play) return;
  el.timer.textContent = clock((play.ended ?? performance.now()) - play.began);
  el.timer.setAttribute('aria-label', t('timer', { time: el.timer.textContent }));
}

const solved = () => state.play.piece === game().target;

/** Moves the blank one cell; returns whether it could. */
export function moveBlank(dir, how) {
  const { play } = state;
  if (!play || (solved() && how !== 'undo')) return false;
  const next = nextPosition(state.puzzle, play, dir);
  if (next.blocked) {
    const text = t(next.blocked === 'edge' ? 'bumpEdge' : 'bumpFixed', { dir: t(dir) });
    el.bump.textContent = text;
    announce(text);
    state.bump = { cell: play.blank, dir, until: performance.now() + 600 };
    el.board.dataset.bump = dir;
    draw();
    window.setTimeout(() => {
      if (state.bump && state.bump.until <= performance.now()) {
        state.bump = null;
        delete el.board.dataset.bump;
        draw();
      }
    }, 650);
    return false;
  }
  el.bump.textContent = '';
  state.bump = null;
  delete el.board.dataset.bump;
  play.blank = next.blank;
  play.piece = next.piece;
  if (how === 'undo') {
    play.redone.push(play.history.pop());
  } else {
    play.history.push(dir);
    if (how !== 'redo') play.redone = [];
  }
  if (solved() && play.ended === null) play.ended = performance.now();
  else if (!solved()) play.ended = null;
  renderTimer();
  renderPlay();
  draw();
  return true;
}

export function undo() {
  const { play } = state;
  if (play && play.history.length) moveBlank(OPPOSITE[play.history[play.history.length - 1]], 'undo');
}

export function redo() {
  const { play } = state;
  if (play && play.redone.length) moveBlank(play.redone.pop(), 'redo');
}

export function tapToMove(i) {
  const { play } = state;
  if (!play || i < 0) return;
  const dir = directionTo(state.puzzle, play.blank, i);
  if (dir) moveBlank(dir, 'move');
  else announce(t('tapBeside'));
}

export async function hint() {
  const { play } = state;
  if (!play || solved()) return;
  const { blank, piece } = play;
  const version = state.viewVersion;
  let answer;
  try {
    answer = await optimumAt(blank, piece);
  } catch (error) {
    say(el.playStatus, t('noHint', { message: fromServer(error.message) }), true);
    return;
  }
  // A move made while the hint was on its way makes it stale.
  if (version !== state.viewVersion || state.play !== play || play.blank !== blank || play.piece !== piece) return;
  if (answer.answer < 0) {
    announce(t('noMoveHelps'));
    return;
  }
  const dir = answer.moves[0];
  if (moveBlank(dir, 'move')) announce(t('hinted', { dir: t(dir) }));
}

export function renderPlay() {
  const { play } = state;
  if (!play) return;
  const before = el.playPanel.offsetHeight;
  showPlay(play);
  // On a narrow screen a status of more lines takes room from the board.
  if (el.playPanel.offsetHeight !== before) controlsChanged();
}

const startText = (play) => (play.start === undefined ? '…' : String(play.start));

function showPlay(play) {
  const k = play.history.length;
  const start = startText(play);
  el.undo.disabled = k === 0;
  el.redo.disabled = play.redone.length === 0;
  el.hint.disabled = solved();
  el.playStatus.classList.toggle('solved', solved());
  el.playStatus.classList.remove('error');
  if (solved()) {
    el.playStatus.textContent = t('solved', { k, start, time: clock(play.ended - play.began) });
    return;
  }
  if (play.start !== undefined && play.start < 0) {
    el.playStatus.textContent = t('noSolution', { k });
    return;
  }
  const { blank, piece } = play;
  const version = state.viewVersion;
  el.playStatus.textContent = t('playStatus', { k, here: '…', start });
  optimumAt(blank, piece).then((answer) => {
    if (version !== state.viewVersion || state.play !== play || play.blank !== blank || play.piece !== piece || solved()) return;
    // The start's optimum may have come in meanwhile, and may be -1.
    if (play.start !== undefined && play.start < 0) return;
    const before = el.playPanel.offsetHeight;
    el.playStatus.textContent = t('playStatus', { k, here: answer.answer, start: startText(play) });
    if (el.playPanel.offsetHeight !== before) controlsChanged();
  }, () => {});
}
