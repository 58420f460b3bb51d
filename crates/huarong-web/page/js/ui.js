// The page's elements and its words: the current language, status lines,
// and what screen readers hear.

import { LANGUAGES, pickLanguage, serverMessage, translate } from './i18n.js';
import { rowCol } from './rules.js';

// The page's language: useLanguage() below is its one writer.
let language = 'en';

/** The page's language now. */
export const lang = () => language;

/** What the modules of the classic game read: the language. */
export const page = Object.freeze({ get lang() { return language; } });

/** Switches the page's words to `next` (the static words: translatePage). */
export function useLanguage(next) {
  language = next;
}

const $ = (id) => document.getElementById(id);

export const el = {
  board: $('board'), canvas: $('canvas'), overview: $('overview'), frame: $('frame'), boardArea: $('board-area'),
  help: $('board-help'), announce: $('announce'), title: $('stage-title'), solve: $('solve'), answer: $('answer'),
  editPanel: $('edit-panel'), watchPanel: $('watch-panel'), playPanel: $('play-panel'),
  rows: $('rows'), cols: $('cols'), sizeForm: $('size-form'), clear: $('clear'),
  toStart: $('to-start'), prevPiece: $('prev-piece'), stepBack: $('step-back'),
  playPause: $('play-pause'), stepForward: $('step-forward'), nextPiece: $('next-piece'),
  toEnd: $('to-end'), scrubber: $('scrubber'), counter: $('counter'), pieceCount: $('piece-count'), pieceCounter: $('piece-counter'), speed: $('speed'),
  undo: $('undo'), redo: $('redo'), hint: $('hint'), restart: $('restart'), playStatus: $('play-status'),
  timer: $('timer'), bump: $('bump'),
  learnPanel: $('learn-panel'), learnPrev: $('learn-prev'), learnNext: $('learn-next'), learnCount: $('learn-count'),
  learnText: $('learn-text'),
  zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), zoomFit: $('zoom-fit'), cellSize: $('cell-size'),
  loadSample: $('load-sample'), file: $('file'), text: $('text'), loadText: $('load-text'),
  addGame: $('add-game'), removeGame: $('remove-game'), loadStatus: $('load-status'), games: $('games'),
  genForm: $('gen-form'), genFamily: $('gen-family'), genRows: $('gen-rows'), genCols: $('gen-cols'),
  genGames: $('gen-games'), genSeed: $('gen-seed'), newBoard: $('new-board'),
  apiSection: $('api-section'), share: $('share'), download: $('download'), shareLink: $('share-link'), shareStatus: $('share-status'),
  busy: $('busy'), busyBar: $('busy-bar'), busyText: $('busy-text'), busyCancel: $('busy-cancel'),
  language: $('language'), openKeys: $('open-keys'), keys: $('keys'), keysList: $('keys-list'),
  controls: document.querySelector('.controls'), titleRow: document.querySelector('.title-row'),
  solveRow: document.querySelector('.solve-row'), top: document.querySelector('header.top'),
};

/** Message `key` in the page's language. */
export const t = (key, params) => translate(language, key, params);

/** A message of the server's, in the page's language where the page knows it. */
export const fromServer = (message) => serverMessage(language, message);

/** `row r, column c` of cell `i` of `board`, from 1. */
export function where(board, i) {
  const [r, c] = rowCol(board, i);
  return t('where', { r: r + 1, c: c + 1 });
}

/** `(r, c)` of cell `i` of `board`, from 1. */
export function pair(board, i) {
  const [r, c] = rowCol(board, i);
  return `(${r + 1}, ${c + 1})`;
}

export function say(node, text, isError = false) {
  node.textContent = text;
  node.classList.toggle('error', isError);
}

/** Screen readers hear the text even when it repeats the last one. */
export function announce(text) {
  el.announce.textContent = '';
  window.requestAnimationFrame(() => { el.announce.textContent = text; });
}

const coarse = window.matchMedia('(pointer: coarse)');

/** The help under the board for the mode, for keys or for touch. */
export function helpText(mode) {
  const name = mode[0].toUpperCase() + mode.slice(1);
  return t(coarse.matches ? `touch${name}` : `help${name}`);
}

const SPEEDS = [['1'], ['2'], ['4', true], ['8'], ['16'], ['64'], ['256'], ['1024'], ['p1'], ['p4'], ['p16']];

/** The page's static words in the current language. */
export function translatePage() {
  document.documentElement.lang = language;
  el.language.value = language;
  for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of document.querySelectorAll('[data-i18n-label]')) {
    node.setAttribute('aria-label', t(node.dataset.i18nLabel));
    if (node.tagName === 'BUTTON') node.title = t(node.dataset.i18nLabel);
  }
  for (const node of document.querySelectorAll('[data-i18n-title]')) node.title = t(node.dataset.i18nTitle);
  for (const node of document.querySelectorAll('[data-i18n-role]')) node.setAttribute('aria-roledescription', t(node.dataset.i18nRole));
  const chosen = el.speed.value || '4';
  el.speed.replaceChildren(...SPEEDS.map(([value]) => {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = value.startsWith('p') ? t('speedPiece', { n: Number(value.slice(1)) }) : t('speedMoves', { n: Number(value) });
    return option;
  }));
  el.speed.value = chosen;
  renderKeys();
}

const KEYS = [
  ['keysEdit', [['← ↑ → ↓', 'kArrowsCursor'], ['Space, Enter', 'kApply'], ['F', 'kF'], ['B', 'kB'], ['P', 'kP'], ['T', 'kT']]],
  ['keysWatch', [['← →', 'kStep'], ['Page Up, Page Down', 'kPiece'], ['Home, End', 'kEnds'], ['Space', 'kSpace']]],
  ['keysPlay', [['← ↑ → ↓', 'kArrowsBlank'], ['Z', 'kUndo'], ['Y, Ctrl+Shift+Z', 'kRedo'], ['H', 'kHint']]],
  ['keysLearn', [['← →', 'kLearnStep']]],
  ['keysAny', [['+, −', 'kZoom'], ['0', 'kFit'], ['?', 'kKeys'], ['Esc', 'kEsc']]],
];

/** The keys dialog's list: every key, by mode. */
function renderKeys() {
  const rows = [];
  for (const [group, keys] of KEYS) {
    const head = document.createElement('tr');
    head.className = 'group';
    const cell = document.createElement('td');
    cell.colSpan = 2;
    cell.textContent = t(group);
    head.append(cell);
    rows.push(head);
    for (const [key, action] of keys) {
      const row = document.createElement('tr');
      const k = document.createElement('td');
      for (const [n, part] of key.split(', ').entries()) {
        if (n) k.append(', ');
        const kbd = document.createElement('kbd');
        kbd.textContent = part;
        k.append(kbd);
      }
      const a = document.createElement('td');
      a.textContent = t(action);
      row.append(k, a);
      rows.push(row);
    }
  }
  el.keysList.replaceChildren(...rows);
}

const STORE = 'huarong-language';

/** The language chosen before, or the browser's. */
export function startingLanguage() {
  let stored = null;
  try {
    stored = window.localStorage.getItem(STORE);
  } catch {
    // Storage may be off: the browser's language then.
  }
  return LANGUAGES.includes(stored) ? stored : pickLanguage(navigator.languages ?? [navigator.language]);
}

export function rememberLanguage(lang) {
  try {
    window.localStorage.setItem(STORE, lang);
  } catch {
    // Not remembered; the page still switches.
  }
}
