// Loading a puzzle: the sample, typed or pasted text, a file picked or
// dropped, a new board from the generator, and a shared link. The puzzle
// read is the store's (loadPuzzle); the last load asked for wins.

import { generate, parseText } from './api.js';
import { SAMPLE, errorPlace, fromParsed, judgeText, quoteLine, readFragment } from './format.js';
import { el, fromServer } from './ui.js';
import { named, namedFirst } from './status.js';

/**
 * Loading for `store`, shown on `board`: `solve` (solve.js) answers the
 * list, `status` (status.js) says how a load went, `setMode(mode)` opens a
 * shared link's mode.
 */
export function createLoad(store, board, { solve, status, setMode }) {
  const { state } = store;
  // Each load of a puzzle (text, a file, a new board, a shared link) takes
  // the next number when it is asked for; one that finishes after a later
  // one was asked for is dropped, so the page keeps the puzzle asked for
  // last.
  let loads = 0;
  const beginLoad = () => {
    loads += 1;
    return loads;
  };

  // The puzzle `next` (one game at least) in place of the one shown, in
  // Edit. Its text goes into the text box unless `keepText`: text typed
  // there while it loaded.
  function setPuzzle(next, selected, origin = null, keepText = false) {
    store.loadPuzzle(next, selected, origin);
    el.rows.value = state.puzzle.rows;
    el.cols.value = state.puzzle.cols;
    board.cellsChanged();
    if (!keepText) el.text.value = judgeText(state.puzzle, state.puzzle.games);
    setMode('edit');
    board.layout();
    solve.clearAnswer();
    solve.scheduleAnswers(0);
  }

  /**
   * Loads puzzle `text` from `from` (a message key, or a file's name), as
   * the load numbered `load`; says how it went and returns whether the
   * puzzle is now the page's.
   */
  async function loadText(text, from, origin = null, selected = 0, load = beginLoad()) {
    const typed = el.text.value;
    status.say('loading', { from: () => named(from) });
    let parsed;
    try {
      parsed = await parseText(text);
    } catch (error) {
      if (load !== loads) return false;
      const place = errorPlace(error.message, text);
      if (place) status.say('atPlace', { from: () => namedFirst(from), line: place.line, column: place.column, detail: fromServer(place.detail) }, true, quoteLine(place));
      else status.say('failed', { from: () => namedFirst(from), message: fromServer(error.message) }, true);
      return false;
    }
    if (load !== loads) return false;
    const next = fromParsed(parsed);
    if (next.rows * next.cols < 2) {
      status.say('needTwo', {}, true);
      return false;
    }
    if (next.games.length === 0) {
      status.say('noGames', { from: () => namedFirst(from) }, true);
      return false;
    }
    // The answers follow, with the solver's progress.
    setPuzzle(next, Math.min(selected, next.games.length - 1), origin, el.text.value !== typed);
    const n = next.games.length;
    if (origin) status.say('loadedSeed', { family: origin.family, rows: next.rows, cols: next.cols, n, seed: origin.seed });
    else status.say('loaded', { from: () => named(from), rows: next.rows, cols: next.cols, n });
    return true;
  }

  // A load counts from when the file is picked, not from when it is read.
  function loadFile(file) {
    const load = beginLoad();
    file.text().then((text) => loadText(text, file.name, null, 0, load));
  }

  // The text of the board `request` draws for load `load`, saying so on the
  // page; null when the board cannot be drawn (the failure said) or a later
  // load was asked for meanwhile.
  async function generated(request, load) {
    status.say('generating', {});
    try {
      const text = await generate(request);
      return load === loads ? text : null;
    } catch (error) {
      if (load === loads) status.say('failed', { from: () => namedFirst('generated'), message: fromServer(error.message) }, true);
      return null;
    }
  }

  // A shared link opens in its mode, whatever the game's answer, with the
  // answer (Watch asks for it itself; Learn explains it).
  function openMode(mode) {
    setMode(mode);
    if (mode === 'edit' || mode === 'play') solve.solveCurrent();
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
    setPuzzle({ ...shared.board, games: shared.games }, shared.selected, shared.origin);
    const { rows, cols } = state.puzzle;
    status.say('opened', { rows, cols, k: state.current + 1 });
    openMode(shared.mode);
    return true;
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

  el.loadSample.addEventListener('click', () => loadText(SAMPLE, 'sample'));
  el.loadText.addEventListener('click', () => loadText(el.text.value, 'theText'));
  el.file.addEventListener('change', () => {
    const [file] = el.file.files;
    if (file) loadFile(file);
    el.file.value = '';
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
  window.addEventListener('hashchange', openFragment);

  return {
    /** Opens the page: a shared link, or else the sample. */
    open() {
      if (!openFragment()) loadText(SAMPLE, 'sample');
    },
  };
}
