// Playing the game shown: the blank moved by keys or taps, undo and redo, a
// hint from the server's optimum, the optimum from here as the player goes,
// a timer, and a bump when the blank cannot go where it is sent. Play's
// position is the store's (startPlay, movePlay).

import { problemsOf, solveText } from './api.js';
import { clock, judgeText } from './format.js';
import { KEY_DIR, OPPOSITE, directionTo, moveBlank as nextPosition } from './rules.js';
import { currentGame } from './store.js';
import { announce, el, fromServer, say, t } from './ui.js';
import { problemText } from './solve.js';

/**
 * Play on `store`'s game, drawn on `board`: enter() starts at the game's
 * start, key(event) and press({ cell }) move the blank, render() says the
 * panel in the language of the moment, stopTimer() when Play is left.
 */
export function createPlay(store, board) {
  const { state } = store;
  const { closeUpOnBigBoards, controlsChanged, draw } = board;
  let ticking = 0;

  /** The optimal answer and moves from a position of the current game. */
  function optimumAt(blank, piece) {
    const key = `${blank},${piece}`;
    if (!state.optimal.has(key)) {
      const g = { blank, piece, target: currentGame(state).target };
      const request = solveText(judgeText(state.puzzle, [g])).then((data) => data.answers[0]);
      request.catch(() => store.forgetOptimum(key));
      store.rememberOptimum(key, request);
    }
    return state.optimal.get(key);
  }

  function startPlay() {
    const g = currentGame(state);
    stopTimer();
    el.bump.textContent = '';
    const version = state.viewVersion;
    // Play starts at once; a game the library finds broken ends it.
    store.startPlay(performance.now());
    problemsOf(state.puzzle, [g]).then(([problem]) => {
      if (!problem || version !== state.viewVersion) return;
      store.endPlay();
      stopTimer();
      say(el.playStatus, t('cannotPlay', { problem: problemText(state.puzzle, problem, g) }), true);
    }, () => {});
    optimumAt(g.blank, g.piece).then((answer) => {
      if (version !== state.viewVersion || !state.play) return;
      store.playStartAnswer(answer.answer);
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

  function stopTimer() {
    window.clearInterval(ticking);
    ticking = 0;
  }

  function renderTimer() {
    const { play } = state;
    if (!play) return;
    el.timer.textContent = clock((play.ended ?? performance.now()) - play.began);
    el.timer.setAttribute('aria-label', t('timer', { time: el.timer.textContent }));
  }

  const solved = () => state.play.piece === currentGame(state).target;

  /** Moves the blank one cell; returns whether it could. */
  function moveBlank(dir, how) {
    const { play } = state;
    if (!play || (solved() && how !== 'undo')) return false;
    const next = nextPosition(state.puzzle, play, dir);
    if (next.blocked) {
      const text = t(next.blocked === 'edge' ? 'bumpEdge' : 'bumpFixed', { dir: t(dir) });
      el.bump.textContent = text;
      announce(text);
      store.bump(play.blank, dir, performance.now() + 600);
      el.board.dataset.bump = dir;
      draw();
      window.setTimeout(() => {
        if (state.bump && state.bump.until <= performance.now()) {
          store.clearBump();
          delete el.board.dataset.bump;
          draw();
        }
      }, 650);
      return false;
    }
    el.bump.textContent = '';
    delete el.board.dataset.bump;
    store.movePlay(dir, next, how, performance.now());
    renderTimer();
    renderPlay();
    draw();
    return true;
  }

  function undo() {
    const { play } = state;
    if (play && play.history.length) moveBlank(OPPOSITE[play.history[play.history.length - 1]], 'undo');
  }

  function redo() {
    const { play } = state;
    if (play && play.redone.length) moveBlank(play.redone[play.redone.length - 1], 'redo');
  }

  function tapToMove(i) {
    const { play } = state;
    if (!play || i < 0) return;
    const dir = directionTo(state.puzzle, play.blank, i);
    if (dir) moveBlank(dir, 'move');
    else announce(t('tapBeside'));
  }

  async function hint() {
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

  function renderPlay() {
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

  /** Play's keys; returns whether the key was Play's. */
  function key(event) {
    const dir = KEY_DIR[event.key];
    const name = event.key.toLowerCase();
    if (dir) moveBlank(dir, 'move');
    else if (name === 'z' && event.shiftKey && event.ctrlKey) redo();
    else if (name === 'z') undo();
    else if (name === 'y') redo();
    else if (name === 'h' && !event.ctrlKey) hint();
    else return false;
    return true;
  }

  el.undo.addEventListener('click', undo);
  el.redo.addEventListener('click', redo);
  el.hint.addEventListener('click', hint);
  el.restart.addEventListener('click', startPlay);

  return {
    enter: startPlay, key, press: ({ cell }) => tapToMove(cell), render: renderPlay, stopTimer,
  };
}
