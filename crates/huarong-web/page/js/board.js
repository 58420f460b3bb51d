// The board on the page: its size in the space the layout leaves, the
// window on it (zoom and pan), drawing what the state shows, and the
// pointer: taps, drags, the wheel and pinches. What a press means in each
// mode is the mode's: the board tells `onPress`, which main.js gives it.

import { drawBackground, drawOverview, drawScene, miniature } from './draw.js';
import { rowCol } from './rules.js';
import { currentGame } from './store.js';
import { el, t } from './ui.js';
import * as V from './view.js';

const ctx = el.canvas.getContext('2d');
const wide = window.matchMedia('(min-width: 56rem)');
const coarse = window.matchMedia('(pointer: coarse)');
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const OVERVIEW_PX = 132;

/** The cell size a board too big to see is zoomed to: bigger under a finger. */
const closeCell = () => (coarse.matches ? V.TOUCH_CELL : V.FOLLOW_CELL);

/**
 * The board of `store`'s puzzle: `onPress(press)` hears a tap in Play and
 * Learn ({ cell }, -1 off the board) and a press or a drag in Edit
 * ({ from, cell, which }: the cell pressed, the cell let go on, and the role
 * dragged, if any); `overlay(layer, cellPx)` draws Learn's step over the
 * board.
 */
export function createBoard(store, { onPress, overlay }) {
  const { state } = store;
  let mini = null;
  let background = null;
  let backgroundKey = '';

  /** Forgets the drawings of the board's cells, after an edit of them. */
  function cellsChanged() {
    mini = null;
    background = null;
  }

  /** The space the layout leaves the board, in CSS pixels. */
  function space() {
    const zoomRow = el.boardArea.querySelector('.zoom').offsetHeight + 8;
    const width = el.boardArea.clientWidth;
    let height;
    if (wide.matches) height = el.boardArea.clientHeight - zoomRow;
    else {
      // On a narrow screen the mode's controls go under the board, and they
      // must fit on the screen with it.
      const panel = [el.editPanel, el.watchPanel, el.playPanel, el.learnPanel].find((p) => !p.hidden);
      const below = el.titleRow.offsetHeight + el.solveRow.offsetHeight + (panel ? panel.offsetHeight : 0) + 28;
      height = window.innerHeight - el.top.offsetHeight - zoomRow - below;
    }
    return { width: Math.max(40, width), height: Math.max(120, height) };
  }

  /**
   * Sizes the board to the space: at the fitting size, or zoomed in on the
   * piece when the board is too big to see at its fit; when `keep` is true,
   * keeping the zoom (and the centre of the window).
   */
  function layout(keep = false) {
    if (!state.puzzle.games.length) return;
    const room = space();
    const oldFit = state.fit;
    store.showView(state.view, V.fitCell(state.puzzle, room));
    const old = state.view;
    followed = '';
    // A zoom the player chose is kept; a board shown at its fit is fitted anew.
    if (keep && old && old.cell > oldFit && old.cell > state.fit) {
      setView(V.zoomAt(state.puzzle, room, old.cell, { bx: old.x + old.width / 2, by: old.y + old.height / 2, from: old.cell }));
    } else if (keep && old) setView(V.viewAround(state.puzzle, room, state.fit, -1));
    else if (state.fit < V.SMALL_CELL) setView(V.viewAround(state.puzzle, room, closeCell(), shownPosition().piece));
    else setView(V.viewAround(state.puzzle, room, state.fit, -1));
  }

  /** The controls under the board have changed height: on a narrow screen,
   * where they share the screen with it, the board makes room. */
  function controlsChanged() {
    if (!wide.matches && state.view) layout(true);
  }

  /** Shows `view` and draws the board in it. */
  function setView(view) {
    applyView(view);
    draw();
  }

  // Sizes the canvas and the controls round it to `view`, without drawing:
  // draw() itself calls this when it follows the piece.
  function applyView(view) {
    const old = state.view;
    store.showView(view);
    const resized = !old || old.width !== view.width || old.height !== view.height;
    if (resized) {
      const ratio = window.devicePixelRatio || 1;
      el.canvas.style.width = `${view.width}px`;
      el.canvas.style.height = `${view.height}px`;
      el.canvas.width = Math.round(view.width * ratio);
      el.canvas.height = Math.round(view.height * ratio);
    }
    el.canvas.dataset.cellPx = String(view.cell);
    el.board.dataset.view = `${view.x},${view.y},${view.width},${view.height}`;
    const partial = V.isPartial(view, state.puzzle);
    el.board.dataset.partial = String(partial);
    el.overview.hidden = !partial;
    if (partial) {
      const scale = OVERVIEW_PX / Math.max(state.puzzle.rows, state.puzzle.cols);
      el.overview.width = Math.max(8, Math.round(state.puzzle.cols * scale));
      el.overview.height = Math.max(8, Math.round(state.puzzle.rows * scale));
    }
    el.zoomIn.disabled = view.cell >= V.MAX_CELL;
    el.zoomOut.disabled = view.cell <= state.fit;
    el.zoomFit.disabled = view.cell === state.fit && !partial;
    el.cellSize.textContent = t('cellSize', { px: view.cell });
  }

  /** Zooms one step in (1) or out (-1), about a window point or the centre. */
  function zoom(direction, px, py) {
    const view = state.view;
    const cell = V.zoomStep(state.fit, view.cell, direction);
    if (cell === view.cell) return;
    const bx = view.x + (px ?? view.width / 2);
    const by = view.y + (py ?? view.height / 2);
    // A zoom by the keys or the buttons follows the piece (the cursor in
    // Edit) again; one about the pointer stays where it points.
    if (px === undefined) followed = '';
    setView(V.zoomAt(state.puzzle, space(), cell, { bx, by, from: view.cell, px, py }));
  }

  /** Shows the rows and columns of `part` ({ r0, c0, rows, cols }) as big as they fit. */
  function showPart(part) {
    const room = space();
    const cell = Math.max(state.fit, V.fitCell(part, room));
    const { cols } = state.puzzle;
    const centre = (part.r0 + Math.floor(part.rows / 2)) * cols + part.c0 + Math.floor(part.cols / 2);
    const next = V.viewAround(state.puzzle, room, cell, centre);
    const old = state.view;
    if (!old || ['cell', 'x', 'y', 'width', 'height'].some((k) => old[k] !== next[k])) setView(next);
  }

  function zoomToFit() {
    setView(V.viewAround(state.puzzle, space(), state.fit, -1));
  }

  /**
   * Gets the board ready to watch or play: on a board too big to see at a
   * readable size, zoomed in on the piece; on a narrow screen, scrolled into
   * view with the mode's controls.
   */
  function closeUpOnBigBoards() {
    if (!state.view) return;
    if (state.fit < V.SMALL_CELL && state.view.cell < V.FOLLOW_CELL) {
      followed = '';
      setView(V.viewAround(state.puzzle, space(), closeCell(), shownPosition().piece));
    }
    bringIntoView();
  }

  /**
   * On a narrow screen, where the page scrolls, scrolls the least that shows
   * the board's top and the controls of the mode under it (the board's top
   * first when both cannot be seen). The layout sizes the board so that both
   * fit on the screen.
   */
  function bringIntoView() {
    if (wide.matches || !state.view) return;
    const panel = [el.editPanel, el.watchPanel, el.playPanel, el.learnPanel].find((p) => !p.hidden) ?? el.solveRow;
    const top = el.board.getBoundingClientRect().top;
    const bottom = panel.getBoundingClientRect().bottom;
    let by = Math.max(0, Math.ceil(bottom - window.innerHeight));
    if (top - by < 0) by = Math.floor(top);
    if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' });
  }

  /** What the board shows now: the game's start, a position of the solution
   * (perhaps with a piece sliding), or the position being played. */
  function shownPosition() {
    const g = currentGame(state);
    const { solution, watch, play } = state;
    if (state.mode === 'watch' && solution) {
      const i = watch.index;
      const position = { blank: solution.blank[i], piece: solution.piece[i], slide: null };
      if (watch.playing && i < solution.length && watch.sliding && !reducedMotion.matches) {
        const from = solution.blank[i + 1];
        position.slide = { from, to: solution.blank[i], t: watch.progress, isPiece: from === position.piece };
      }
      return position;
    }
    if (state.mode === 'play' && play) return { blank: play.blank, piece: play.piece, slide: null };
    return { blank: g.blank, piece: g.piece, slide: null };
  }

  function backgroundFor(view) {
    const key = `${view.cell},${view.x},${view.y},${view.width},${view.height}`;
    if (background && key === backgroundKey) return background;
    if (!mini) mini = miniature(state.puzzle);
    const ratio = window.devicePixelRatio || 1;
    background = document.createElement('canvas');
    background.width = Math.round(view.width * ratio);
    background.height = Math.round(view.height * ratio);
    const layer = background.getContext('2d');
    layer.setTransform(ratio, 0, 0, ratio, -view.x * ratio, -view.y * ratio);
    drawBackground(layer, state.puzzle, view, mini);
    backgroundKey = key;
    return background;
  }

  // What the window last followed: the mode and the position shown (the
  // cursor in Edit). The window follows when that changes, so that a pan or a
  // zoom of the player's own stays until the next move.
  let followed = '';

  /**
   * Where the window is to follow: in Watch the piece, and the blank with it
   * where both fit; in Play the other way round, since the player moves the
   * blank (and taps beside it); in Edit the cursor moved by the keys; nothing
   * in Learn (it shows its own part of the board). The view moves without a
   * drawing of its own.
   */
  function followShown(position) {
    const { mode } = state;
    if (mode === 'learn') return;
    const key = mode === 'edit' ? `edit ${state.cursor}` : `${mode} ${position.blank} ${position.piece}`;
    if (key === followed) return;
    followed = key;
    if (!V.isPartial(state.view, state.puzzle)) return;
    let next;
    if (mode === 'watch') next = V.follow(state.view, state.puzzle, [position.piece, position.blank]);
    else if (mode === 'play') next = V.follow(state.view, state.puzzle, [position.blank, position.piece]);
    else if (document.activeElement === el.board) next = V.follow(state.view, state.puzzle, [state.cursor], state.view.cell);
    if (next && next !== state.view) applyView(next);
  }

  /** Draws the board as the state says, following the piece where the window
   * shows only part of it. */
  function draw() {
    if (!state.puzzle.games.length || !state.view) return;
    const g = currentGame(state);
    const position = shownPosition();
    followShown(position);
    const { view, solution, reach } = state;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, -view.x * ratio, -view.y * ratio);
    const bump = state.bump && state.bump.until > performance.now() ? state.bump : null;
    drawScene(ctx, {
      board: state.puzzle,
      view,
      background: backgroundFor(view),
      blank: position.blank,
      piece: position.piece,
      target: g.target,
      slide: position.slide,
      reach,
      missed: Boolean(reach) && !reach.has(g.target),
      route: state.mode === 'watch' && solution ? state.route : null,
      cursor: state.mode === 'edit' && document.activeElement === el.board ? state.cursor : -1,
      bump,
    });
    if (state.mode === 'learn') overlay(ctx, view.cell);
    if (!el.overview.hidden) drawOverview(el.overview, state.puzzle, view, mini, { blank: position.blank, piece: position.piece, target: g.target });
    const at = (i) => rowCol(state.puzzle, i).map((v) => v + 1).join(',');
    Object.assign(el.board.dataset, {
      rows: state.puzzle.rows, cols: state.puzzle.cols, blank: at(position.blank), piece: at(position.piece), target: at(g.target),
    });
    if (reach) el.board.dataset.reach = String(reach.size);
    else delete el.board.dataset.reach;
  }

  // ---- the pointer --------------------------------------------------------------

  const pointers = new Map();
  let gesture = null;

  function windowPoint(event) {
    const box = el.canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  }

  const cellUnder = (event) => V.cellAt(state.view, state.puzzle, ...windowPoint(event));

  function spread() {
    const [a, b] = [...pointers.values()];
    return { d: Math.hypot(a[0] - b[0], a[1] - b[1]), mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
  }

  el.canvas.addEventListener('pointerdown', (event) => {
    pointers.set(event.pointerId, windowPoint(event));
    el.canvas.setPointerCapture(event.pointerId);
    el.board.focus({ preventScroll: true });
    if (pointers.size === 2) {
      gesture = { kind: 'pinch', d: spread().d };
      return;
    }
    if (pointers.size > 2) return;
    const i = cellUnder(event);
    const g = currentGame(state);
    const which = state.mode === 'edit' ? ['piece', 'blank', 'target'].find((w) => g[w] === i) : undefined;
    const [x, y] = windowPoint(event);
    gesture = { kind: 'press', from: i, to: i, which, x, y, lastX: x, lastY: y };
    if (state.mode === 'edit' && i >= 0) {
      // The cell pressed is in the window: the cursor goes there without
      // moving it.
      store.moveCursor(i);
      followed = `edit ${i}`;
      draw();
    }
  });

  el.canvas.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId) || !gesture) return;
    pointers.set(event.pointerId, windowPoint(event));
    if (gesture.kind === 'pinch') {
      if (pointers.size < 2) return;
      const { d, mid } = spread();
      if (d > gesture.d * 1.3 || d < gesture.d / 1.3) {
        zoom(d > gesture.d ? 1 : -1, ...mid);
        gesture.d = d;
      }
      return;
    }
    const [x, y] = windowPoint(event);
    if (gesture.which) {
      const i = cellUnder(event);
      if (i >= 0) gesture.to = i;
      return;
    }
    const far = Math.hypot(x - gesture.x, y - gesture.y) > 6;
    if (gesture.kind === 'press' && far && V.isPartial(state.view, state.puzzle)) gesture.kind = 'pan';
    if (gesture.kind === 'pan') {
      setView(V.panBy(state.view, state.puzzle, x - gesture.lastX, y - gesture.lastY));
      gesture.lastX = x;
      gesture.lastY = y;
    }
  });

  function release(event, cancelled) {
    pointers.delete(event.pointerId);
    const done = gesture;
    if (pointers.size === 0) gesture = null;
    if (!done || done.kind !== 'press' || cancelled) return;
    if (state.mode !== 'edit') onPress({ cell: cellUnder(event) });
    else if (done.from >= 0) {
      const i = cellUnder(event);
      onPress({ from: done.from, cell: done.which ? (i >= 0 ? i : done.to) : done.from, which: done.which });
    }
  }

  el.canvas.addEventListener('pointerup', (event) => release(event, false));
  el.canvas.addEventListener('pointercancel', (event) => release(event, true));

  let wheel = 0;
  el.canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    wheel += event.deltaY * (event.deltaMode === 1 ? 30 : 1);
    if (Math.abs(wheel) < 50) return;
    zoom(wheel < 0 ? 1 : -1, ...windowPoint(event));
    wheel = 0;
  }, { passive: false });

  el.overview.addEventListener('click', (event) => {
    const box = el.overview.getBoundingClientRect();
    const c = Math.floor(((event.clientX - box.left) / box.width) * state.puzzle.cols);
    const r = Math.floor(((event.clientY - box.top) / box.height) * state.puzzle.rows);
    setView(V.viewAround(state.puzzle, space(), state.view.cell, r * state.puzzle.cols + c));
  });

  return {
    bringIntoView, cellsChanged, closeUpOnBigBoards, controlsChanged, draw, layout, shownPosition, showPart, zoom, zoomToFit,
  };
}
