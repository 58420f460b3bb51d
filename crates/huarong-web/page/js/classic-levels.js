// The classic game's level list (#classic-levels): one entry a built-in
// layout, in the order the backend lists them (so new ones appear by
// themselves), each with its optimum in the count being played, ticked
// (data-solved="true") once solved, with the best move count, which the
// browser keeps (localStorage), so it lasts through a reload and offline.

import { classicRequest } from './api.js';
import { starsFor, starText } from './classic-rating.js';
import { page as state } from './ui.js';
import { t } from './ui.js';

const STORE = 'huarong-classic-best';
const list = document.getElementById('classic-levels');

const levels = {
  // The built-in layouts, as the backend lists them.
  famous: [],
  current: '',
  metric: 'piece',
  pick: () => {},
  // Optima by `metric:name`, as promises; asked one at a time.
  optima: new Map(),
  queue: Promise.resolve(),
};

/** The best move counts kept: { name: { piece, cell } }. */
function kept() {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORE) ?? '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

/** The fewest moves `name` was solved in, in `metric`, or undefined. */
export const bestOf = (name, metric) => kept()[name]?.[metric];

/** Whether `name` was ever solved, in either count. */
const solved = (name) => Object.keys(kept()[name] ?? {}).length > 0;

/**
 * Keeps a win of `name` in `moves` moves of `metric`: the best before it
 * (undefined the first time).
 */
export function recordWin(name, metric, moves) {
  const all = kept();
  const before = all[name]?.[metric];
  all[name] = { ...all[name], [metric]: before === undefined ? moves : Math.min(before, moves) };
  try {
    window.localStorage.setItem(STORE, JSON.stringify(all));
  } catch {
    // Storage may be off: the win is not kept, the game goes on.
  }
  drawLevels();
  return before;
}

/** The optimum of built-in layout `name` in `metric` (-1: unreachable), asked of the backend once. */
export function optimumOf(name, metric) {
  const key = `${metric}:${name}`;
  if (!levels.optima.has(key)) {
    const asked = levels.queue.then(() => classicRequest({ name, metric, action: 'hint' })).then((reply) => reply.to_go);
    levels.queue = asked.catch(() => {});
    levels.optima.set(key, asked);
    asked.then((n) => {
      asked.settled = n;
      drawLevels();
    }, () => levels.optima.delete(key));
  }
  return levels.optima.get(key);
}

/** The list's layouts and what picking one does: pick(name). */
export function setLevels(famous, pick) {
  Object.assign(levels, { famous, pick });
}

/** The next built-in layout after `name`, or the first. */
export function nextLevel(name) {
  const at = levels.famous.findIndex((f) => f.pinyin === name);
  return levels.famous[(at + 1) % levels.famous.length];
}

/** `hengdao-lima` as Hengdao Lima. */
const romanised = (pinyin) => pinyin.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

const span = (className, text) => {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  return node;
};

/** Draws the list for layout `current` (none: one's own) in `metric`, and asks for the optima it lacks. */
export function drawLevels(current = levels.current, metric = levels.metric) {
  Object.assign(levels, { current, metric });
  const best = kept();
  const entries = levels.famous.map((f) => {
    const item = document.createElement('li');
    item.dataset.layout = f.pinyin;
    item.dataset.solved = String(solved(f.pinyin));
    const button = document.createElement('button');
    button.type = 'button';
    if (f.pinyin === current) button.setAttribute('aria-current', 'true');
    const name = span('level-name', f.chinese);
    name.lang = 'zh-CN';
    button.append(name);
    if (state.lang !== 'zh-CN') button.append(span('level-pinyin', romanised(f.pinyin)));
    // The optimum once known; asked for in the background.
    const optimum = optimumOf(f.pinyin, metric).settled;
    if (optimum !== undefined) item.dataset.optimum = String(optimum);
    const shown = optimum === undefined ? '…' : optimum < 0 ? '—' : String(optimum);
    button.append(span('level-optimum', shown));
    const mine = best[f.pinyin]?.[metric];
    let words = t(optimum === undefined ? 'levelUnknown' : optimum < 0 ? 'levelUnsolvable' : 'levelOptimum', { name: f.chinese, optimum });
    if (mine !== undefined) {
      item.dataset.best = String(mine);
      const stars = optimum >= 0 ? starsFor(mine, optimum) : 3;
      button.append(span('level-best', `${starText(stars)} ${mine}`));
      words += ` ${t('levelBest', { best: mine, stars })}`;
    } else if (solved(f.pinyin)) {
      button.append(span('level-best', '✓'));
      words += ` ${t('levelSolvedOther')}`;
    }
    button.setAttribute('aria-label', words);
    button.addEventListener('click', () => levels.pick(f.pinyin));
    item.append(button);
    return item;
  });
  // Redrawn as the optima come: the keyboard keeps its place.
  const focused = list.contains(document.activeElement) ? document.activeElement.closest('li')?.dataset.layout : null;
  list.replaceChildren(...entries);
  if (focused) list.querySelector(`li[data-layout="${CSS.escape(focused)}"] button`)?.focus();
}
