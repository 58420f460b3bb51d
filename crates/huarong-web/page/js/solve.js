// The list of games and their answers, and Solve: the answer of the game
// shown, with its solution for Watch, or the explanation of a -1 (the cells
// the piece can reach). The answers and the solution are the store's; this
// module says them.

import { problemsOf, reachOf, solveText } from './api.js';
import { judgeText } from './format.js';
import { index, replay, route } from './rules.js';
import { currentGame } from './store.js';
import { announce, el, fromServer, pair, t, where } from './ui.js';

/** What a game's problem on `board` reads as. */
export function problemText(board, code, g) {
  const role = code.replace(/^(fixed|outside)-/, '');
  return t(code, { cell: pair(board, g[role] ?? g.blank) });
}

// An answer the list shows for good: a number, or 'invalid'.
const known = (answer) => answer !== undefined && answer !== 'stopped';

function answerText(answer) {
  if (answer === 'invalid') return t('invalid');
  if (answer === 'stopped') return t('answerStopped');
  return answer === undefined ? t('answerPending') : t('answerIs', { n: answer });
}

/** The game shown, as a screen reader hears it. */
export function describe(state) {
  const g = currentGame(state);
  const { puzzle } = state;
  const at = (i) => where(puzzle, i);
  return t('describe', { rows: puzzle.rows, cols: puzzle.cols, blank: at(g.blank), piece: at(g.piece), target: at(g.target) });
}

/**
 * The list and Solve for `store`, drawing on `board`: `setMode(mode)` is
 * the page's switch of mode (a game picked is shown in the mode the page is
 * in; an answer's button opens Watch), `status` the loading's status line
 * (status.js), where a stopped list says so.
 */
export function createSolve(store, board, { setMode, status }) {
  const { state } = store;
  let answersTimer = 0;
  // The answer line as a function of the language, so that a switch of
  // language can say it again.
  let answerLine = () => '';
  let answerUnsolvable = false;
  let answerOffers = false;
  // The view (state.viewVersion) whose game is being solved, or -1: a
  // second Solve or Watch waits for that solve rather than asking again.
  let solving = -1;

  // Beside an answer found outside Watch, the way to watch it.
  const offer = document.createElement('button');
  offer.type = 'button';
  offer.id = 'watch-answer';
  offer.hidden = true;
  offer.addEventListener('click', () => setMode('watch'));
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
    if (el.solveRow.offsetHeight !== before) board.controlsChanged();
  }

  const clearAnswer = () => showAnswer(() => '');

  /** Watch hides the button that opens it. */
  function hideOffer() {
    if (offer.hidden) return;
    offer.hidden = true;
    board.controlsChanged();
  }

  /**
   * Solves the game shown and says its answer, in the mode the page is in:
   * in Watch the solution is watched once its moves are in, in Edit the
   * answer offers Watch. An unsolvable game is explained on the board, in
   * every mode (Watch then says it has no moves to show).
   */
  async function solveCurrent() {
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
    const g = currentGame(state);
    const k = state.current + 1;
    showAnswer(() => t('solving'));
    store.movesComing();
    // Whatever ends the solve without a solution leaves Watch with none.
    const noMoves = (line) => {
      if (version !== state.viewVersion) return;
      showAnswer(line, true);
      store.noMoves();
    };
    const failed = (error) => noMoves(() => (error.cancelled ? t('solveCancelled') : t('solveFailed', { message: fromServer(error.message) })));
    let answer;
    try {
      const [problem] = await problemsOf(state.puzzle, [g]);
      if (problem) {
        noMoves(() => t('cannotSolve', { problem: problemText(state.puzzle, problem, g) }));
        return;
      }
      if (version !== state.viewVersion) return;
      answer = (await solveText(judgeText(state.puzzle, [g]))).answers[0];
    } catch (error) {
      failed(error);
      return;
    }
    if (version !== state.viewVersion) return;
    store.setAnswers([[state.current, answer.answer]]);
    if (answer.answer >= 0) {
      const solution = replay(state.puzzle, g, answer.moves);
      // A new solution is watched from its start, however it is opened.
      store.showSolution(solution, route(solution));
      showAnswer(() => t('answered', { k, n: answer.answer }), false, true);
      if (state.mode === 'watch') setMode('watch');
      board.bringIntoView();
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
    store.showReach(new Set(data.cells.map(([r, c]) => index(state.puzzle, r - 1, c - 1))));
    // The piece's own cell is one it "reaches"; the shading shows the others.
    const others = state.reach.size - 1;
    const why = () => (others === 0 ? t('whyStuck') : t('whyReach', { n: others }));
    noMoves(() => t('unsolvable', { k, why: why(), target: pair(state.puzzle, g.target) }));
    board.draw();
    board.bringIntoView();
  }

  /** Answers the list's games that have no answer yet, after `delay` ms. */
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
    store.askAnswers(unknown);
    const valid = [];
    let data;
    try {
      const problems = await problemsOf(puzzle, unknown.map((k) => puzzle.games[k]));
      if (version !== state.boardVersion) return;
      const invalid = [];
      problems.forEach((problem, j) => (problem ? invalid : valid).push(unknown[j]));
      store.setAnswers(invalid.map((k) => [k, 'invalid']));
      if (valid.length === 0) return;
      data = await solveText(judgeText(puzzle, valid.map((k) => puzzle.games[k])), false);
    } catch (error) {
      if (version !== state.boardVersion) return;
      // The games still waiting are no longer asked for: Solve asks again.
      store.stopAnswers(unknown);
      if (error.cancelled) status.say('answersCancelled', {});
      else status.say('answersFailed', { message: fromServer(error.message) }, true);
      return;
    }
    if (version !== state.boardVersion) return;
    store.setAnswers(data.answers.map((a, j) => [valid[j], a.answer]));
  }

  /** Draws the list of games anew. */
  function renderGames() {
    // The list is drawn anew: a keyboard user keeps their place in it.
    const focused = el.games.contains(document.activeElement) ? document.activeElement.dataset.game : null;
    const items = document.createDocumentFragment();
    const { puzzle } = state;
    puzzle.games.forEach((g, k) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.game = String(k + 1);
      button.textContent = t('gameItem', { k: k + 1, answer: answerText(puzzle.answers[k]) });
      button.title = t('gameTitle', { blank: pair(puzzle, g.blank), piece: pair(puzzle, g.piece), target: pair(puzzle, g.target) });
      if (k === state.current) button.setAttribute('aria-current', 'true');
      button.addEventListener('click', () => selectGame(k));
      const item = document.createElement('li');
      item.append(button);
      items.append(item);
    });
    el.games.replaceChildren(items);
    if (focused) el.games.querySelector(`[data-game="${focused}"]`)?.focus();
    el.title.textContent = t('game', { k: state.current + 1 });
    el.removeGame.disabled = puzzle.games.length < 2;
  }

  /** Shows game `k` (from 0), played, watched or learnt from its start in the mode the page is in. */
  function selectGame(k) {
    store.selectGame(k);
    clearAnswer();
    setMode(state.mode);
    announce(t('gameAnnounce', { k: k + 1, describe: describe(state) }));
  }

  // Solve answers the game shown, and asks again for the answers of the
  // list that a Cancel or a failure stopped.
  el.solve.addEventListener('click', () => {
    solveCurrent();
    if (state.puzzle.answers.includes('stopped')) scheduleAnswers(0);
  });

  return {
    clearAnswer,
    hideOffer,
    renderGames,
    /** The answer line again, in the language now chosen. */
    sayAnswerAgain: () => showAnswer(answerLine, answerUnsolvable, answerOffers),
    scheduleAnswers,
    selectGame,
    solveCurrent,
  };
}
