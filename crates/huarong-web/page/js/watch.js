// Solving the game shown, explaining a -1, and watching the optimum: a move
// or a piece move at a time, jumps to either end, and play at a speed of
// moves, or of piece moves, a second.

import { problemsOf, reachOf, solveText } from './api.js';
import { bringIntoView, closeUpOnBigBoards, controlsChanged, draw } from './board.js';
import { judgeText } from './format.js';
import { index, nextPieceMove, pieceMovesDone, previousPieceMove, replay, route } from './rules.js';
import { actions, game, state } from './state.js';
import { announce, el, fromServer, pair, t } from './ui.js';

// The answer line as a function of the language, so that a switch of
// language can say it again.
let answerLine = () => '';
let answerUnsolvable = false;
let answerOffers = false;
// What Watch has while it has no solution to show: 'computing' while the
// moves are on their way, 'none' when there are none (the answer line says
// why).
let moves = 'computing';
// The view (state.viewVersion) whose game is being solved, or -1: a second
// Solve or Watch waits for that solve rather than asking again.
let solving = -1;

// Beside an answer found outside Watch, the way to watch it.
const offer = document.createElement('button');
offer.type = 'button';
offer.id = 'watch-answer';
offer.hidden = true;
offer.addEventListener('click', () => actions.setMode('watch'));
el.solveRow.append(offer);

/** Says the answer line; `offers` puts a button to watch the solution beside it. */
function showAnswer(line, unsolvable = false, offers = false) {
  answerLine = line;
  answerUnsolvable = unsolvable;
  answerOffers = offers;
  const before = el.solveRow.offsetHeight;
  el.answer.textContent = line();
  el.answer.classList.toggle('unsolvable', unsolvable);
  offer.hidden = !offers || state.mode === 'watch';
  offer.textContent = t('learnWatch', { k: state.current + 1 });
  // On a narrow screen a longer line takes room from the board.
  if (el.solveRow.offsetHeight !== before) controlsChanged();
}

export const clearAnswer = () => showAnswer(() => '');

/** The answer line again, in the language now chosen. */
export const sayAnswerAgain = () => showAnswer(answerLine, answerUnsolvable, answerOffers);

/** What a game's problem reads as. */
export function problemText(code, g) {
  const role = code.replace(/^(fixed|outside)-/, '');
  return t(code, { cell: pair(g[role] ?? g.blank) });
}

/**
 * Solves the game shown and says its answer, in the mode the page is in:
 * in Watch the solution is watched once its moves are in, in Edit the
 * answer offers Watch. An unsolvable game is explained on the board, in
 * every mode (Watch then says it has no moves to show).
 */
export async function solveCurrent() {
  const version = state.viewVersion;
  if (solving === version) return;
  solving = version;
  try {
    await solveView(version);
  } finally {
    if (solving === version) solving = -1;
  }
}

async function solveView(version) {
  const g = game();
  const k = state.current + 1;
  moves = 'computing';
  showAnswer(() => t('solving'));
  if (state.mode === 'watch') renderWatch();
  // Whatever ends the solve without a solution leaves Watch with none.
  const noMoves = (line) => {
    if (version !== state.viewVersion) return;
    moves = 'none';
    showAnswer(line, true);
    if (state.mode === 'watch') renderWatch();
  };
  const failed = (error) => noMoves(() => (error.cancelled ? t('solveCancelled') : t('solveFailed', { message: fromServer(error.message) })));
  let answer;
  try {
    const [problem] = await problemsOf(state.puzzle, [g]);
    if (problem) {
      noMoves(() => t('cannotSolve', { problem: problemText(problem, g) }));
      return;
    }
    if (version !== state.viewVersion) return;
    answer = (await solveText(judgeText(state.puzzle, [g]))).answers[0];
  } catch (error) {
    failed(error);
    return;
  }
  if (version !== state.viewVersion) return;
  state.puzzle.answers[state.current] = answer.answer;
  actions.renderGames();
  if (answer.answer >= 0) {
    state.solution = replay(state.puzzle, g, answer.moves);
    state.route = route(state.solution);
    // A new solution is watched from its start, however it is opened.
    Object.assign(state.watch, { index: 0, progress: 0 });
    showAnswer(() => t('answered', { k, n: answer.answer }), false, true);
    if (state.mode === 'watch') {
      actions.setMode('watch');
      pause();
      setWatchIndex(0);
    }
    bringIntoView();
    return;
  }
  noMoves(() => t('findingWhy', { k }));
  let data;
  try {
    data = await reachOf(judgeText(state.puzzle, [g]));
  } catch (error) {
    noMoves(() => (error.cancelled ? t('solveCancelled') : t('noExplanation', { k, message: fromServer(error.message) })));
    return;
  }
  if (version !== state.viewVersion) return;
  state.reach = new Set(data.cells.map(([r, c]) => index(state.puzzle, r - 1, c - 1)));
  // The piece's own cell is one it "reaches"; the shading shows the others.
  const others = state.reach.size - 1;
  const why = () => (others === 0 ? t('whyStuck') : t('whyReach', { n: others }));
  noMoves(() => t('unsolvable', { k, why: why(), target: pair(g.target) }));
  draw();
  bringIntoView();
}

export function setWatchIndex(i) {
  const { solution, watch } = state;
  watch.index = Math.max(0, Math.min(solution.length, i));
  watch.progress = 0;
  renderWatch();
  draw();
}

export function renderWatch() {
  const { solution, watch } = state;
  if (!offer.hidden) {
    offer.hidden = true;
    controlsChanged();
  }
  const n = solution ? solution.length : 0;
  const i = solution ? watch.index : 0;
  const done = solution ? pieceMovesDone(solution, i) : 0;
  el.scrubber.max = String(n);
  el.scrubber.value = String(i);
  el.scrubber.disabled = !solution;
  el.counter.textContent = solution ? t('counter', { i, n }) : t(moves === 'computing' ? 'watchComputing' : 'watchNoMoves');
  el.watchPanel.dataset.moves = solution ? 'shown' : moves;
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

export function step(delta) {
  if (!state.solution) return;
  pause();
  setWatchIndex(state.watch.index + delta);
  announce(el.counter.textContent);
}

export function toEnd(end) {
  if (!state.solution) return;
  step(end ? state.solution.length : -state.solution.length);
}

export function jumpPiece(forward) {
  const { solution, watch } = state;
  if (!solution) return;
  pause();
  setWatchIndex(forward ? nextPieceMove(solution, watch.index) : previousPieceMove(solution, watch.index));
  announce(`${el.counter.textContent}, ${el.pieceCounter.textContent}`);
}

export function togglePlay() {
  const { solution, watch } = state;
  if (!solution) return;
  if (watch.playing) {
    pause();
    return;
  }
  if (watch.index >= solution.length) setWatchIndex(0);
  watch.playing = true;
  watch.last = performance.now();
  closeUpOnBigBoards();
  renderWatch();
  window.requestAnimationFrame(tick);
}

export function pause() {
  const { watch } = state;
  if (!watch.playing) return;
  watch.playing = false;
  watch.progress = 0;
  renderWatch();
  draw();
}

function tick(now) {
  const { solution, watch } = state;
  if (!watch.playing || !solution) return;
  const speed = el.speed.value;
  const byPiece = speed.startsWith('p');
  const rate = Number(byPiece ? speed.slice(1) : speed);
  watch.progress += ((now - watch.last) / 1000) * rate;
  watch.last = now;
  // Pieces slide at the slower speeds; faster, the board jumps.
  watch.sliding = !byPiece && rate <= 16;
  while (watch.progress >= 1 && watch.index < solution.length) {
    watch.index = byPiece ? nextPieceMove(solution, watch.index) : watch.index + 1;
    watch.progress -= 1;
  }
  if (watch.index >= solution.length) {
    watch.index = solution.length;
    pause();
    announce(t('watchEnd', { counter: el.counter.textContent }));
    return;
  }
  renderWatch();
  draw();
  window.requestAnimationFrame(tick);
}
