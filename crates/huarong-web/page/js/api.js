// The page's one way to the solver. A backend answers requests of the JSON
// API (huarong-api): the HTTP API of `huarong serve` (backend-http.js) or
// the WebAssembly build in a Web Worker (backend-worker.js), picked by the
// page's <meta name="huarong-backend"> (the static site says "wasm") or by
// `?backend=wasm|server` in the address. Both give the same JSON.

import { httpBackend } from './backend-http.js';
import { gameNumbers, judgeText } from './format.js';
import { workerBackend } from './backend-worker.js';

/** The backend's name for this page: 'wasm' or 'server'. */
export function backendName(search = globalThis.location?.search ?? '', meta = null) {
  const asked = new URLSearchParams(search).get('backend');
  if (asked === 'wasm' || asked === 'server') return asked;
  const content = meta ?? globalThis.document?.querySelector('meta[name="huarong-backend"]')?.content;
  return content === 'wasm' ? 'wasm' : 'server';
}

const backend = backendName() === 'wasm' ? workerBackend() : httpBackend();

/** Whether the solver runs in this page (no server). */
export const inPage = backend.inPage;

/** How many threads the solver runs on: the worker's (1 without threads);
 * null for the server, which has its own. */
export const solverThreads = () => (backend.threads ? backend.threads() : Promise.resolve(null));

/** Listens to a long request's progress: listener({ busy, phase, solved, games }). */
export const onProgress = (listener) => backend.onProgress(listener);

/** Gives up the requests under way: each throws an Error with `cancelled` set. */
export const cancel = () => backend.cancel();

/** Every game's answer (and moves unless `moves` is false). */
export const solveText = (text, moves = true) => backend.request({ op: 'solve', text, moves });

/** The cells game 1 of `text` can bring its piece to, 1-based. */
export const reachOf = (text) => backend.request({ op: 'reach', text });

/** A new puzzle from `huarong gen`'s generator, as judge-format text. */
export const generate = (request) => backend.request({ op: 'gen', ...request });

/** Game `k` of `text` as an SVG picture (a Blob). */
export const svgOf = (text, k) => backend.request({ op: 'svg', text, game: k });

/** The limits: { max_cells, max_games }. */
export const limits = () => backend.request({ op: 'limits' });

/** The puzzle as the library reads it: { rows, cols, cells: '0111...', games: [{ blank, piece, target }] }. */
export const parseText = (text) => backend.request({ op: 'parse', text });

/**
 * The published method's numbers for game 1 of `text`: { game, answer,
 * start, path }, with `naive` ({ answer, reached }) and `settled` (the state
 * search's order, inside `window` = { r0, c0, rows, cols }, 0-based) when
 * asked for.
 */
export const explainGame = (text, { naive = false, search = false, window = null } = {}) => backend.request({
  op: 'explain', text, game: 1, naive, search, window: windowText(window),
});

/** The blank's walks round cell (r, c), from 1: { cell, around, walk? }. */
export const explainCell = (text, r, c, { walk = false, window = null } = {}) => backend.request({
  op: 'explain', text, cell: `${r},${c}`, walk, window: windowText(window),
});

/**
 * The classic Huarong Dao: `{ action: 'solve' | 'hint' | 'move' | 'list',
 * layout (text) or name, metric: 'piece' | 'cell', step: 'C DL' }`.
 */
export const classicRequest = (params) => backend.request({ op: 'classic', ...params });

/**
 * The library's verdict on each of `games` (the page's { blank, piece,
 * target }) on `board`: a problem code (`fixed-blank`, `outside-piece`,
 * `same-cell`, ...) or null for a valid game, in order.
 */
export async function problemsOf(board, games) {
  if (!games.length) return [];
  const reply = await backend.request({
    op: 'check', text: judgeText(board, []), games_to_check: games.map((g) => gameNumbers(board, g)),
  });
  return reply.games.map((problem) => problem?.code ?? null);
}

const windowText = (w) => (w ? `${w.r0 + 1},${w.c0 + 1},${w.rows},${w.cols}` : undefined);
