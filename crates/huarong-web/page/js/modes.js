// The modes and the keys: which of Edit, Watch, Play and Learn the page is
// in, its panel and help, and each key or press sent to the mode it is
// for; the keys for the whole page (zoom, the list of keys).

import { describe } from './solve.js';
import { announce, el, helpText, t } from './ui.js';

// The inputs that take no typed text: the page's keys work on them.
const KEYLESS_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `node` is a field that text is typed into. */
function isTextField(node) {
  if (node.closest?.('textarea, [contenteditable]:not([contenteditable="false"])')) return true;
  return node.tagName === 'INPUT' && !KEYLESS_INPUTS.has(node.type);
}

/**
 * The switch between `modes` ({ edit, watch, play, learn }: each with
 * enter(), key(event), press(press) and render()) for `store`, on `board`.
 */
export function createModes(store, board, modes) {
  const { state } = store;

  /** Switches to mode `next`, started afresh. */
  function setMode(next) {
    modes.watch.pause();
    modes.play.stopTimer();
    store.setMode(next);
    sync();
    modes[next].enter();
    board.draw();
  }

  // The radios, the panels, the help and the board's label for the mode.
  function sync() {
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
    if (!same && state.view) board.layout(true);
  }

  for (const input of document.querySelectorAll('input[name="mode"]')) {
    input.addEventListener('change', () => setMode(input.value));
  }

  el.board.addEventListener('keydown', (event) => {
    if (event.altKey || event.metaKey) return;
    if (modes[state.mode].key(event)) event.preventDefault();
  });

  // Keys for the whole page, wherever the focus is but in a text field:
  // zoom, and the list of keys.
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.metaKey || event.ctrlKey) return;
    if (isTextField(event.target)) return;
    const action = {
      '+': () => board.zoom(1), '=': () => board.zoom(1), '-': () => board.zoom(-1), _: () => board.zoom(-1), 0: board.zoomToFit,
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
    board.draw();
    announce(describe(state));
  });
  el.board.addEventListener('blur', board.draw);
  el.zoomIn.addEventListener('click', () => board.zoom(1));
  el.zoomOut.addEventListener('click', () => board.zoom(-1));
  el.zoomFit.addEventListener('click', board.zoomToFit);
  el.openKeys.addEventListener('click', () => el.keys.showModal());
  window.addEventListener('resize', () => board.layout(true));

  return {
    /** A press on the board, for the mode the page is in. */
    press: (press) => modes[state.mode].press(press),
    /** The mode's words again, in the language now chosen. */
    render() {
      sync();
      modes[state.mode].render();
    },
    setMode,
  };
}
