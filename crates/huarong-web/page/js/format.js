// The judge's format and the share link, as pure functions.

import { rowCol } from './rules.js';

export const SAMPLE = '3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n';
export const MODES = ['edit', 'watch', 'play', 'learn'];

/** The 1-based numbers of a game: EX EY SX SY TX TY. */
export const gameNumbers = (board, g) => [g.blank, g.piece, g.target].flatMap((i) => rowCol(board, i).map((v) => v + 1));

/** The board and `games` in the judge's format. */
export function judgeText(board, games) {
  const lines = [`${board.rows} ${board.cols} ${games.length}`];
  for (let r = 0; r < board.rows; r += 1) {
    lines.push(Array.from(board.free.subarray(r * board.cols, (r + 1) * board.cols)).join(' '));
  }
  for (const g of games) lines.push(gameNumbers(board, g).join(' '));
  return `${lines.join('\n')}\n`;
}

/**
 * The page's puzzle from the library's reading of it (the backend's
 * `parse`: { rows, cols, cells: '0111...', games: [{ blank, piece, target }] }
 * with [row, column] pairs from 1): cells numbered row by row from 0.
 */
export function fromParsed(parsed) {
  const { rows, cols } = parsed;
  const free = new Uint8Array(rows * cols);
  for (let i = 0; i < free.length; i += 1) free[i] = parsed.cells.charCodeAt(i) === 49 ? 1 : 0;
  const at = ([r, c]) => (r - 1) * cols + c - 1;
  const games = parsed.games.map((g) => ({ blank: at(g.blank), piece: at(g.piece), target: at(g.target) }));
  return { rows, cols, free, games };
}

/**
 * The place a server's parse error names (`line 5, column 1: ...`): the
 * message without it, the line's number and column, and the line itself from
 * `text`; null when the message names no place.
 */
export function errorPlace(message, text) {
  const found = /^line (\d+), column (\d+): (.*)$/s.exec(message);
  if (!found) return null;
  const line = Number(found[1]);
  const column = Number(found[2]);
  const source = text.split(/\r?\n/)[line - 1] ?? '';
  return { line, column, detail: found[3], source };
}

/** The line at fault with a caret under the column, as the CLI shows it. */
export function quoteLine(place) {
  const number = String(place.line);
  const shown = place.source.length > 60 ? `${place.source.slice(0, 60)}…` : place.source;
  const caret = `${' '.repeat(Math.min(place.column - 1, 60))}^`;
  return `${number} | ${shown}\n${' '.repeat(number.length)} | ${caret}`;
}

/** The board's cells as bits, eight to a byte, in URL-safe base64. */
export function encodeBits(free) {
  let bytes = '';
  for (let i = 0; i < free.length; i += 8) {
    let byte = 0;
    for (let b = 0; b < 8; b += 1) byte = (byte << 1) | (free[i + b] ? 1 : 0);
    bytes += String.fromCharCode(byte);
  }
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeBits(text, length) {
  const bytes = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  if (bytes.length !== Math.ceil(length / 8)) throw new Error('wrong length');
  const free = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) free[i] = (bytes.charCodeAt(i >> 3) >> (7 - (i & 7))) & 1;
  return free;
}

/** The generator's parameters a share link carries, by their keys there. */
const ORIGIN_KEYS = { f: 'family', r: 'rows', c: 'cols', n: 'games', s: 'seed' };

/**
 * The share link's fragment: the game shown (`k`, from 1), the mode, and
 * the puzzle. A board drawn by the generator and not edited since is its
 * parameters (family, rows, columns, games, seed: a few bytes whatever its
 * size); any other is its cells as bits and its games.
 */
export function fragment(board, games, selected, mode, origin) {
  let text;
  if (origin) {
    text = `#r=${origin.rows}&c=${origin.cols}&n=${origin.games}`;
    if (origin.uniform) text += '&u=1';
  } else {
    const list = games.map((g) => gameNumbers(board, g).join('.')).join('_');
    text = `#r=${board.rows}&c=${board.cols}&b=${encodeBits(board.free)}&g=${list}`;
  }
  text += `&k=${selected + 1}`;
  if (mode && mode !== 'edit') text += `&m=${mode}`;
  if (origin) text += `&f=${encodeURIComponent(origin.family)}&s=${origin.seed}`;
  return text;
}

const whole = (text) => (/^\d+$/.test(text ?? '') ? Number(text) : null);

/**
 * What a share link holds, or null when the fragment holds no puzzle (or
 * a board without a game):
 * { board, games, selected, mode } for a board given cell by cell, or
 * { origin, selected, mode } for one the generator draws again.
 */
export function readFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const mode = MODES.includes(params.get('m')) ? params.get('m') : 'edit';
  const k = Math.max(Number(params.get('k')) || 1, 1);
  if (params.has('f') && !params.has('b')) {
    const origin = { family: params.get('f'), uniform: params.get('u') === '1' };
    for (const [key, name] of Object.entries(ORIGIN_KEYS)) {
      if (key === 'f') continue;
      origin[name] = whole(params.get(key));
      if (origin[name] === null) return null;
    }
    if (!origin.family || origin.rows < 1 || origin.cols < 1) return null;
    return { origin, selected: Math.min(k, Math.max(origin.games, 1)) - 1, mode };
  }
  const rows = Number(params.get('r'));
  const cols = Number(params.get('c'));
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1 || rows * cols < 2) return null;
  let free;
  try {
    free = decodeBits(params.get('b') || '', rows * cols);
  } catch {
    return null;
  }
  const games = [];
  for (const text of (params.get('g') || '').split('_').filter(Boolean)) {
    const n = text.split('.').map(Number);
    const inside = n.length === 6 && n.every((v, j) => Number.isInteger(v) && v >= 1 && v <= (j % 2 ? cols : rows));
    if (!inside) return null;
    games.push({ blank: (n[0] - 1) * cols + n[1] - 1, piece: (n[2] - 1) * cols + n[3] - 1, target: (n[4] - 1) * cols + n[5] - 1 });
  }
  if (games.length === 0) return null;
  const selected = Math.min(k, games.length) - 1;
  return { board: { rows, cols, free }, games, selected, mode, origin: null };
}

/** A duration in whole seconds as m:ss (or h:mm:ss). */
export function clock(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (v) => String(v).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
