// The server's API: puzzles go as judge-format text, answers come as JSON;
// a refusal's message is the server's own.

async function errorMessage(response) {
  try {
    return (await response.json()).error;
  } catch {
    return `the server answered ${response.status}`;
  }
}

/** POSTs `body` to `path`; a refusal throws an Error with the server's message. */
export async function post(path, body, type = 'text/plain') {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': type }, body });
  if (!response.ok) {
    const error = new Error(await errorMessage(response));
    error.status = response.status;
    throw error;
  }
  return response;
}

export const postJson = async (path, text) => (await post(path, text)).json();

/** Every game's answer (and moves unless `moves` is false). */
export const solveText = (text, moves = true) => postJson(moves ? '/api/solve' : '/api/solve?moves=false', text);

/** The cells the only game of `text` can bring its piece to, 1-based. */
export const reachOf = (text) => postJson('/api/reach', text);

/** A new puzzle from `huarong gen`'s generator, as judge-format text. */
export const generate = async (request) => (await post('/api/gen', JSON.stringify(request), 'application/json')).text();

/** Game `k` of `text` as an SVG picture. */
export const svgOf = async (text, k) => (await post(`/api/svg?game=${k}`, text)).blob();

/** The server's limits: { max_cells, max_games }. */
export async function limits() {
  const response = await fetch('/api/limits');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return response.json();
}

/** The published method's numbers for the only game of `text`: { game, answer, start, path }. */
export const explainGame = (text) => postJson('/api/explain?game=1', text);

/** The blank's walks round cell (r, c), from 1: { cell, around: [{ from, to, cost }] }. */
export const explainCell = (text, r, c) => postJson(`/api/explain?cell=${r},${c}`, text);
