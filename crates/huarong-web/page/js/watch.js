// Watching the optimum of the game shown: a move or a piece move at a time,
// jumps to either end, and play at a speed of moves, or of piece moves, a
// second. The solution and the move shown are the store's (Solve finds the
// solution: solve.js).

import { nextPieceMove, pieceMovesDone, previousPieceMove } from './rules.js';
import { announce, el, t } from './ui.js';

/**
 * Watch for `store`, drawing on `board`; `solve` (solve.js) finds the
 * solution when Watch opens without one.
 */
export function createWatch(store, board, solve) {
  const { state } = store;

  /** Opens Watch: the solution from its start, or the moves asked for. */
  function enter() {
    render();
    if (state.solution) board.closeUpOnBigBoards();
    else solve.solveCurrent();
  }

  function setIndex(i) {
    store.watchAt(i);
    render();
    board.draw();
  }

  /** The panel as the state says, in the language of the moment. */
  function render() {
    const { solution, watch } = state;
    solve.hideOffer();
    const n = solution ? solution.length : 0;
    const i = solution ? watch.index : 0;
    const done = solution ? pieceMovesDone(solution, i) : 0;
    el.scrubber.max = String(n);
    el.scrubber.value = String(i);
    el.scrubber.disabled = !solution;
    el.counter.textContent = solution ? t('counter', { i, n }) : t(state.moves === 'computing' ? 'watchComputing' : 'watchNoMoves');
    el.watchPanel.dataset.moves = solution ? 'shown' : state.moves;
    el.scrubber.setAttribute('aria-valuetext', el.counter.textContent);
    el.pieceCounter.textContent = solution ? t('pieceCounter', { done, n: solution.pieceMoves.length }) : '';
    el.pieceCount.hidden = !solution;
    el.playPause.querySelector('.icon-play').toggleAttribute('hidden', watch.playing);
    el.playPause.querySelector('.icon-pause').toggleAttribute('hidden', !watch.playing);
    const label = t(watch.playing ? 'pause' : 'play');
    el.playPause.setAttribute('aria-label', label);
    el.playPause.title = label;
    el.playPause.disabled = !solution;
    for (const button of [el.toStart, el.stepBack, el.prevPiece]) button.disabled = i === 0;
    for (const button of [el.toEnd, el.stepForward, el.nextPiece]) button.disabled = i === n;
  }

  function step(delta) {
    if (!state.solution) return;
    pause();
    setIndex(state.watch.index + delta);
    announce(el.counter.textContent);
  }

  function toEnd(end) {
    if (!state.solution) return;
    step(end ? state.solution.length : -state.solution.length);
  }

  function jumpPiece(forward) {
    const { solution, watch } = state;
    if (!solution) return;
    pause();
    setIndex(forward ? nextPieceMove(solution, watch.index) : previousPieceMove(solution, watch.index));
    announce(`${el.counter.textContent}, ${el.pieceCounter.textContent}`);
  }

  function togglePlay() {
    if (!state.solution) return;
    if (state.watch.playing) {
      pause();
      return;
    }
    store.watchPlay(performance.now());
    board.closeUpOnBigBoards();
    render();
    window.requestAnimationFrame(tick);
  }

  function pause() {
    if (!state.watch.playing) return;
    store.watchPause();
    render();
    board.draw();
  }

  function tick(now) {
    const { solution, watch } = state;
    if (!watch.playing || !solution) return;
    const speed = el.speed.value;
    const byPiece = speed.startsWith('p');
    if (store.watchTick(now, Number(byPiece ? speed.slice(1) : speed), byPiece)) {
      render();
      board.draw();
      announce(t('watchEnd', { counter: el.counter.textContent }));
      return;
    }
    render();
    board.draw();
    window.requestAnimationFrame(tick);
  }

  /** Watch's keys; returns whether the key was Watch's. */
  function key(event) {
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

  el.toStart.addEventListener('click', () => toEnd(false));
  el.stepBack.addEventListener('click', () => step(-1));
  el.playPause.addEventListener('click', togglePlay);
  el.stepForward.addEventListener('click', () => step(1));
  el.toEnd.addEventListener('click', () => toEnd(true));
  el.prevPiece.addEventListener('click', () => jumpPiece(false));
  el.nextPiece.addEventListener('click', () => jumpPiece(true));
  el.scrubber.addEventListener('input', () => {
    pause();
    setIndex(Number(el.scrubber.value));
  });

  return { enter, key, pause, press: () => {}, render };
}
