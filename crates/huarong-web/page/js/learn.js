// Learn mode: the published method on the board and game shown, in five
// steps: the naive search, the effective states, the walks round a cell, the
// state graph's shortest path, and the answer. The method's numbers and the
// searches it animates are the library's (the backend's `explain`: the
// naive search's size, the blank's walk round a cell, the state search's
// order); the page draws them on the part of the board it works on
// (learn-model.js).

import { explainCell, explainGame, problemsOf } from './api.js';
import { judgeText } from './format.js';
import { drawCount, drawCrop, drawGraph, drawSides, drawWave } from './learn-draw.js';
import {
  cropAround, cropBoard, freeSides, fromCrop, magnitude, pathSums, searchSizes, toCrop,
} from './learn-model.js';
import { index, isFree, neighbor } from './rules.js';
import { problemText } from './solve.js';
import { currentGame } from './store.js';
import { el, fromServer, lang, pair, t } from './ui.js';

const STEPS = 5;
// The naive search is run for the text only on boards of this many cells
// at most (it keeps a word for every pair of free cells).
const NAIVE_MOST = 1600;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

const list = (items) => items.join(lang() === 'zh-CN' ? '，' : ', ');
const moves = (cost) => (cost === null ? t('learnNone') : t('learnMoves', { n: cost }));
const local = (n) => n.toLocaleString(lang());
const KIND = { start: 'kindStart', around: 'kindAround', swap: 'kindSwap' };
const SHOWN_STEPS = 8;
// Milliseconds the drawings of steps 3 and 4 take.
const WAVE_MS = 2400;
const FRONTIER_MS = 3000;
const TRACE_MS = 1800;

const paragraph = (text, className = '') => {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
};

/**
 * Learn for `store`, drawing on `board`: enter() starts it on the game
 * shown, key(event) and press({ cell }) take the keys and taps, render()
 * says the step in the language of the moment, overlay(layer, cellPx) draws
 * it over the board; `setMode(mode)` opens Watch from the last step. What
 * Learn knows of the game (the backend's explanation, the cell picked in
 * step 3 and its walks, the searches drawn) is the store's `learn`.
 */
export function createLearn(store, board, { setMode }) {
  const { state } = store;
  const { controlsChanged, draw, showPart } = board;
  const cellOf = ([r, c]) => index(state.puzzle, r - 1, c - 1);

  // A request of the game shown (`version`) failed: Learn says why.
  function failed(version, error) {
    if (version !== state.viewVersion) return;
    store.learnFail(() => t('learnFailed', { message: fromServer(error.message) }));
    renderLearn();
  }

  /** Starts Learn on the game shown, from step 1 when the game has changed. */
  async function startLearn() {
    const version = state.viewVersion;
    if (state.learn.version === version && state.learn.status !== 'failed') {
      renderLearn();
      return;
    }
    store.learnAsk(version);
    const g = currentGame(state);
    renderLearn();
    let problem;
    try {
      [problem] = await problemsOf(state.puzzle, [g]);
    } catch (error) {
      failed(version, error);
      return;
    }
    if (version !== state.viewVersion) return;
    if (problem) {
      store.learnFail(() => t('learnBroken', { problem: problemText(state.puzzle, problem, g) }));
      renderLearn();
      return;
    }
    let reply;
    let text;
    try {
      text = judgeText(state.puzzle, [g]);
      const naive = state.puzzle.rows * state.puzzle.cols <= NAIVE_MOST;
      reply = await explainGame(text, { naive });
    } catch (error) {
      failed(version, error);
      return;
    }
    if (version !== state.viewVersion) return;
    const path = (reply.path ?? []).map((s) => ({ cell: cellOf(s.piece), side: s.side, cost: s.cost, step: s.step }));
    const cells = [g.piece, ...path.map((s) => s.cell), g.target, g.blank];
    store.learnExplained(reply, path, cropAround(state.puzzle, cells));
    // The state search's order, on the whole board, listed for the crop.
    let searched;
    try {
      searched = await explainGame(text, { search: true, window: state.learn.crop });
    } catch (error) {
      failed(version, error);
      return;
    }
    if (version !== state.viewVersion) return;
    store.learnSearched(searchGraph(searched.settled));
    await pickCell(g.piece);
  }

  // The states of the crop, and the library's search over them in the order
  // it settles them.
  function searchGraph(found) {
    const { puzzle } = state;
    const { crop } = state.learn;
    const local = cropBoard(puzzle, crop);
    const states = [];
    for (let j = 0; j < local.free.length; j += 1) {
      if (isFree(local, j)) for (const side of freeSides(local, j)) states.push({ cell: fromCrop(puzzle, crop, j), side });
    }
    const settled = found.map((s) => ({ cell: cellOf(s.piece), side: s.side, cost: s.cost }));
    return { states, settled };
  }

  /** Step 3's cell: its walks from the backend, the blank's search round it drawn. */
  async function pickCell(i) {
    const { puzzle } = state;
    const version = state.viewVersion;
    store.learnPick(i);
    if (!isFree(puzzle, i) || freeSides(puzzle, i).length < 2) {
      renderLearn();
      return;
    }
    const [r, c] = [Math.floor(i / puzzle.cols), i % puzzle.cols];
    // The blank's walk, on the whole board, listed for the part of the board
    // round the cell and the path.
    const crop = cropAround(puzzle, [i, ...state.learn.path.map((s) => s.cell)]);
    let reply;
    try {
      reply = await explainCell(judgeText(puzzle, [currentGame(state)]), r + 1, c + 1, { walk: true, window: crop });
    } catch (error) {
      if (version !== state.viewVersion) return;
      store.learnCell({ failed: () => t('learnFailed', { message: fromServer(error.message) }) });
      renderLearn();
      return;
    }
    if (version !== state.viewVersion || state.learn.pick !== i) return;
    const { from, reached: cells } = reply.walk ?? { from: null, reached: [] };
    const reached = cells.map(([row, col, d]) => ({ cell: index(puzzle, row - 1, col - 1), d }));
    store.learnCell(reply, { crop, from, reached, far: reached.length ? reached[reached.length - 1].d : 0 });
    renderLearn();
  }

  /** A tap on the board: in step 3, the cell to explain. */
  function press({ cell }) {
    if (state.learn.step !== 3 || state.learn.status !== 'ready' || cell < 0) return;
    pickCell(cell);
  }

  /** One step back (-1) or on (1). */
  function learnStep(delta) {
    if (store.learnStep(delta, STEPS)) renderLearn();
  }

  // ---- the words --------------------------------------------------------------

  function naiveText(g) {
    const { puzzle } = state;
    const sizes = searchSizes(puzzle, puzzle.games.length);
    let text = t('learnNaive', {
      rows: puzzle.rows, cols: puzzle.cols, free: local(sizes.free), freeLess: local(sizes.free - 1),
      positions: local(sizes.positions), q: sizes.games,
      cells: sizes.cells, bound: local(sizes.bound), exp: magnitude(sizes.bound),
    });
    const { naive } = state.learn.game;
    if (naive) text += t('learnNaiveRan', { reached: local(naive.reached), answer: naive.answer });
    return text;
  }

  function statesText(g) {
    const { puzzle } = state;
    const sizes = searchSizes(puzzle, puzzle.games.length);
    const sides = freeSides(puzzle, g.piece);
    return t('learnStates', {
      effective: local(sizes.effective),
      positions: local(sizes.positions),
      where: pair(puzzle, g.piece),
      n: sides.length,
      sides: list(sides.map((side) => `${side} ${pair(puzzle, neighbor(puzzle, g.piece, side))}`)),
      starts: list(state.learn.game.start.map((s) => t('learnStartItem', { side: s.side, moves: moves(s.cost) }))),
    });
  }

  function walksText() {
    const { puzzle, learn } = state;
    const i = learn.pick;
    if (!isFree(puzzle, i)) return t('learnFixed', { where: pair(puzzle, i) });
    const n = freeSides(puzzle, i).length;
    if (n < 2) return t('learnFewSides', { where: pair(puzzle, i), n });
    if (!learn.cell) return t('learnAsking');
    if (learn.cell.failed) return learn.cell.failed();
    const costs = learn.cell.around.map((a) => `${a.from}→${a.to} ${a.cost ?? t('learnNone')}`);
    return t('learnWalks', { where: pair(puzzle, i), from: learn.wave.from, costs: list(costs) });
  }

  function pathText(g) {
    let text = t('learnGraph');
    const { answer } = state.learn.game;
    if (answer < 0) return text + t('learnNoPath', { target: pair(state.puzzle, g.target) });
    if (g.piece === g.target) return text + t('learnOnTarget');
    const { path } = state.learn.game;
    const steps = path.slice(0, SHOWN_STEPS).map((s) => `(${s.piece.join(', ')}) ${s.side} ${t(KIND[s.step])} ${s.cost}`);
    if (path.length > SHOWN_STEPS) steps.push(t('learnMore', { n: path.length - SHOWN_STEPS }));
    text += t('learnPath', { k: path.length, target: pair(state.puzzle, g.target), answer, steps: steps.join(' → ') });
    return text;
  }

  function answerText(g) {
    const k = state.current + 1;
    const { answer } = state.learn.game;
    if (answer < 0) return t('learnAnswerNone', { k, target: pair(state.puzzle, g.target) });
    if (answer === 0) return t('learnAnswerZero', { k });
    const sums = pathSums(state.learn.game.path);
    const sizes = searchSizes(state.puzzle, state.puzzle.games.length);
    return t('learnAnswer', {
      k, answer, ...sums, q: sizes.games,
      effective: local(sizes.effective), positions: local(sizes.positions),
    });
  }

  function cropText() {
    const { crop } = state.learn;
    const { rows, cols } = state.puzzle;
    return t('learnCrop', {
      rows, cols, h: crop.rows, w: crop.cols,
      r0: crop.r0 + 1, r1: crop.r0 + crop.rows, c0: crop.c0 + 1, c1: crop.c0 + crop.cols,
    });
  }

  /** The panel's words and the board's drawing for the step shown. */
  function renderLearn() {
    const g = currentGame(state);
    const { learn } = state;
    const { step } = learn;
    el.learnPrev.disabled = step === 1;
    el.learnNext.disabled = step === STEPS;
    el.learnCount.textContent = `${step} / ${STEPS}`;
    const title = document.createElement('h3');
    title.id = 'learn-title';
    title.textContent = t('learnStep', { i: step, title: t(`learnTitle${step}`) });
    const parts = [title];
    if (learn.status === 'asking') parts.push(paragraph(t('learnAsking')));
    else if (learn.status === 'failed') parts.push(paragraph(learn.message(), 'error'));
    else {
      if (!learn.crop.whole) parts.push(paragraph(cropText(), 'note'));
      const words = [null, naiveText, statesText, walksText, pathText, answerText][step](g);
      parts.push(paragraph(words));
      if (step === STEPS) {
        const button = document.createElement('button');
        button.type = 'button';
        button.id = 'learn-watch';
        button.className = 'primary';
        button.textContent = t('learnWatch', { k: state.current + 1 });
        button.addEventListener('click', () => setMode('watch'));
        parts.push(button);
      }
    }
    const before = el.learnText.offsetHeight;
    el.learnText.replaceChildren(...parts);
    // On a narrow screen a taller text takes room from the board.
    if (el.learnText.offsetHeight !== before) controlsChanged();
    Object.assign(el.learnText.dataset, { step: String(step), status: learn.status });
    if (learn.game) el.learnText.dataset.answer = String(learn.game.answer);
    else delete el.learnText.dataset.answer;
    if (learn.cell?.cell) el.learnText.dataset.cell = learn.cell.cell.join(',');
    else delete el.learnText.dataset.cell;
    if (learn.crop && !learn.crop.whole) showPart(step === 3 && learn.wave ? learn.wave.crop : learn.crop);
    store.learnAnimate(performance.now());
    animate();
  }

  // ---- the drawing --------------------------------------------------------------

  // Milliseconds from the step's start, or forever with reduced motion.
  const elapsed = () => (reducedMotion.matches ? Infinity : performance.now() - state.learn.started);

  // One chain of frames at a time: a new step or cell restarts it.
  let frame = 0;

  function animate() {
    window.cancelAnimationFrame(frame);
    draw();
    const length = { 3: WAVE_MS, 4: FRONTIER_MS + TRACE_MS }[state.learn.step] ?? 0;
    const running = state.mode === 'learn' && state.learn.status === 'ready' && elapsed() < length;
    if (running) frame = window.requestAnimationFrame(animate);
  }

  /** Draws the step shown over the board (the layer maps board pixels). */
  function overlay(layer, cell) {
    const { puzzle, learn } = state;
    if (learn.status !== 'ready') return;
    const g = currentGame(state);
    const { step, graph } = learn;
    const time = elapsed();
    drawCrop(layer, puzzle, cell, step === 3 && learn.wave ? learn.wave.crop : learn.crop);
    if (step === 1) {
      const shown = [];
      for (let i = 0; i < puzzle.free.length; i += 1) if (isFree(puzzle, i) && toCrop(puzzle, learn.crop, i) >= 0) shown.push(i);
      drawCount(layer, puzzle, cell, shown, [g.piece, g.blank, g.target]);
    }
    if (step === 2) {
      const notes = Object.fromEntries(learn.game.start.map((s) => [s.side, s.cost === null ? '—' : String(s.cost)]));
      const sides = freeSides(puzzle, g.piece).map((side) => ({ side, at: neighbor(puzzle, g.piece, side) }));
      drawSides(layer, puzzle, cell, g.piece, sides, notes);
    }
    if (step === 3 && learn.wave) {
      const { wave } = learn;
      const upTo = Math.min(1, time / WAVE_MS) * wave.far;
      const i = learn.pick;
      const sides = freeSides(puzzle, i).map((side) => ({ side, at: neighbor(puzzle, i, side) }));
      drawWave(layer, puzzle, cell, wave.reached, upTo, new Set(sides.map((s) => s.at)));
      const notes = {};
      for (const a of learn.cell.around) {
        if (a.from === wave.from) notes[a.to] = a.cost === null ? '—' : String(a.cost);
      }
      notes[wave.from] = '0';
      drawSides(layer, puzzle, cell, i, sides, upTo >= wave.far ? notes : { [wave.from]: '0' });
    }
    if (step === 4 || step === 5) {
      const last = graph.settled.length ? graph.settled[graph.settled.length - 1].cost : 0;
      const goal = learn.game.answer >= 0 ? Math.min(learn.game.answer, last) : last;
      const shown = step === 5 ? Infinity : time;
      const upTo = Math.min(1, shown / FRONTIER_MS) * goal;
      const traced = Math.floor(Math.max(0, Math.min(1, (shown - FRONTIER_MS) / TRACE_MS)) * learn.path.length);
      drawGraph(layer, puzzle, cell, { ...graph, upTo, band: Math.max(1, goal / 10), path: learn.path, traced });
    }
  }

  /** Learn's keys; returns whether the key was Learn's. */
  function key(event) {
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (delta) learnStep(delta);
    return Boolean(delta);
  }

  el.learnPrev.addEventListener('click', () => learnStep(-1));
  el.learnNext.addEventListener('click', () => learnStep(1));

  return {
    enter: startLearn, key, overlay, press, render: renderLearn,
  };
}
