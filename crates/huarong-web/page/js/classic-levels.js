// The classic game's level list (#classic-levels): the layout of the day
// first, then one entry a built-in layout, in the order the backend lists
// them (so new ones appear by themselves), then the drawn layouts played
// (classic-drawn.js names them), the latest first. Each shows its optimum
// in the count being played, is ticked (data-solved="true") once solved,
// with the best move count; the browser keeps the best counts and the
// drawn layouts played (localStorage), so they last through a reload and
// offline.

import { classicRequest } from './api.js';
import { dailyName, difficultyKey, drawRequest, localDate, parseDrawn } from './classic-drawn.js';
import { starsFor, starText } from './classic-rating.js';
import { page as state, t } from './ui.js';

const STORE = 'huarong-classic-best';
const PLAYED = 'huarong-classic-drawn';
/** The most drawn layouts the list keeps. */
const MOST_PLAYED = 12;
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

/** What the browser keeps under `key`, if it is of the kind of `empty`. */
function stored(key, empty) {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' && Array.isArray(value) === Array.isArray(empty) ? value : empty;
  } catch {
    return empty;
  }
}

function keep(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be off: nothing is kept, the game goes on.
  }
}

/** The best move counts kept: { name: { piece, cell } }. */
const kept = () => stored(STORE, {});

/** The drawn layouts played, by name, the latest first. */
const played = () => stored(PLAYED, []).filter((name) => parseDrawn(name));

/** Puts drawn layout `name` first among those played. */
export function recordPlayed(name) {
  if (!parseDrawn(name)) return;
  keep(PLAYED, [name, ...played().filter((n) => n !== name)].slice(0, MOST_PLAYED));
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
  keep(STORE, all);
  drawLevels();
  return before;
}

/** The moves to go from the start of layout `name` (built in or drawn) in `metric`. */
async function askOptimum(name, metric) {
  const draw = drawRequest(name);
  if (!draw) return (await classicRequest({ name, metric, action: 'hint' })).to_go;
  // A draw states its optimum in the piece count.
  const drawn = await classicRequest(draw);
  if (metric === draw.metric) return drawn.optimum;
  return (await classicRequest({ layout: drawn.layout.text, metric, action: 'hint' })).to_go;
}

/** The optimum of layout `name` (built in or drawn) in `metric` (-1: unreachable), asked of the backend once. */
export function optimumOf(name, metric) {
  const key = `${metric}:${name}`;
  if (!levels.optima.has(key)) {
    const asked = levels.queue.then(() => askOptimum(name, metric));
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

/**
 * Layout `name`'s title and subtitle in the page's language: 横刀立马 and
 * Hengdao Lima (none in Chinese), Daily layout and its date, Hard and #seed.
 */
export function titleOf(name) {
  const famous = levels.famous.find((f) => f.pinyin === name);
  if (famous) return { title: famous.chinese, sub: state.lang === 'zh-CN' ? '' : romanised(name), chinese: true };
  const drawn = parseDrawn(name);
  if (drawn?.kind === 'daily') return { title: t(drawn.date === localDate() ? 'levelToday' : 'levelDaily'), sub: drawn.date };
  if (drawn?.kind === 'random') return { title: t(difficultyKey(drawn.difficulty)), sub: `#${drawn.seed}` };
  return { title: name, sub: '' };
}

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
  // Today's layout first, then the built-in ones, then the drawn ones played.
  const today = dailyName(localDate());
  const names = [today, ...levels.famous.map((f) => f.pinyin), ...played().filter((n) => n !== today)];
  const entries = names.map((name) => {
    const item = document.createElement('li');
    item.dataset.layout = name;
    item.dataset.solved = String(solved(name));
    const button = document.createElement('button');
    button.type = 'button';
    if (name === current) button.setAttribute('aria-current', 'true');
    const { title, sub, chinese } = titleOf(name);
    const label = span(chinese ? 'level-name' : 'level-name drawn', title);
    if (chinese) label.lang = 'zh-CN';
    button.append(label);
    if (sub) button.append(span('level-pinyin', sub));
    // The optimum once known; asked for in the background.
    const optimum = optimumOf(name, metric).settled;
    if (optimum !== undefined) item.dataset.optimum = String(optimum);
    const shown = optimum === undefined ? '…' : optimum < 0 ? '—' : String(optimum);
    button.append(span('level-optimum', shown));
    const mine = best[name]?.[metric];
    const titled = sub ? `${title} ${sub}` : title;
    let words = t(optimum === undefined ? 'levelUnknown' : optimum < 0 ? 'levelUnsolvable' : 'levelOptimum', { name: titled, optimum });
    if (mine !== undefined) {
      item.dataset.best = String(mine);
      const stars = optimum >= 0 ? starsFor(mine, optimum) : 3;
      button.append(span('level-best', `${starText(stars)} ${mine}`));
      words += ` ${t('levelBest', { best: mine, stars })}`;
    } else if (solved(name)) {
      button.append(span('level-best', '✓'));
      words += ` ${t('levelSolvedOther')}`;
    }
    button.setAttribute('aria-label', words);
    button.addEventListener('click', () => levels.pick(name));
    item.append(button);
    return item;
  });
  // Redrawn as the optima come: the keyboard keeps its place.
  const focused = list.contains(document.activeElement) ? document.activeElement.closest('li')?.dataset.layout : null;
  list.replaceChildren(...entries);
  if (focused) list.querySelector(`li[data-layout="${CSS.escape(focused)}"] button`)?.focus();
}
