// The classic game's drawn layouts: a layout of a difficulty drawn by a
// seed, or the layout of a day, each named so that its name alone draws it
// again (in the level list, in the address, in the best counts kept):
// `hard-482913` is the hard layout of seed 482913, `daily-2026-12-07` the
// layout of that day. Both are drawn by the backend's `random` and `daily`
// among 横刀立马's mix of pieces, in the piece count, whatever count is
// being played: a name is one layout.

/** The difficulties' names, as the backend's `difficulties` gives them. */
const DIFFICULTY = /^(easy|medium|hard|expert)-([1-9][0-9]{0,14})$/;
const DAILY = /^daily-([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** The seeds a new layout is drawn by: short enough to read in its name. */
export const SEEDS = 1_000_000;

/** `date` (a Date) as `YYYY-MM-DD` in the player's own time zone. */
export function localDate(date = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The name of the layout of difficulty `difficulty` drawn by `seed`. */
export const randomName = (difficulty, seed) => `${difficulty}-${seed}`;

/** The name of the layout of the day `date` (`YYYY-MM-DD`). */
export const dailyName = (date) => `daily-${date}`;

/**
 * What drawn layout `name` is: { kind: 'random', difficulty, seed },
 * { kind: 'daily', date }, or null for a name that is none.
 */
export function parseDrawn(name) {
  const random = DIFFICULTY.exec(name ?? '');
  if (random) return { kind: 'random', difficulty: random[1], seed: Number(random[2]) };
  const daily = DAILY.exec(name ?? '');
  if (daily) return { kind: 'daily', date: `${daily[1]}-${daily[2]}-${daily[3]}` };
  return null;
}

/** The backend's request that draws layout `name` (null: no drawn layout's name). */
export function drawRequest(name) {
  const drawn = parseDrawn(name);
  if (!drawn) return null;
  return drawn.kind === 'daily'
    ? { action: 'daily', date: drawn.date, metric: 'piece' }
    : { action: 'random', difficulty: drawn.difficulty, seed: drawn.seed, metric: 'piece' };
}

/** A seed for a new draw, 1 to SEEDS - 1, from `random()` in [0, 1). */
export const newSeed = (random = Math.random) => 1 + Math.floor(random() * (SEEDS - 1));

/** The page's word for difficulty `name`: its message key (`difficultyHard`). */
export const difficultyKey = (name) => `difficulty${name[0].toUpperCase()}${name.slice(1)}`;
