// The backend of `huarong serve`: each request of the JSON API goes to its
// HTTP route (`{ op: 'solve', text, moves }` is POST /api/solve?moves=...
// with the text as the body), and a refusal throws the server's message.

/** The request's route, method, body and content type. */
export function route(request) {
  const { op, text, ...rest } = request;
  if (op === 'limits') return { method: 'GET', path: 'api/limits' };
  if (op === 'gen') return { method: 'POST', path: 'api/gen', body: JSON.stringify(rest), type: 'application/json' };
  // The classic game's layout is the body; the rest is the query.
  // The games to check go as EX.EY.SX.SY.TX.TY_..., as in a share link.
  if (op === 'check') {
    const games = rest.games_to_check.map((g) => g.join('.')).join('_');
    return { method: 'POST', path: `api/check?games=${games}`, body: text, type: 'text/plain' };
  }
  const { layout, ...params } = op === 'classic' ? rest : { layout: undefined, ...rest };
  const body = op === 'classic' ? (layout ?? '') : text;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== false) query.set(key, String(value));
  }
  // A solve spells out moves unless told not to.
  if (op === 'solve' && rest.moves === false) query.set('moves', 'false');
  const q = query.toString();
  return { method: 'POST', path: `api/${op}${q ? `?${q}` : ''}`, body, type: 'text/plain' };
}

async function errorMessage(response) {
  try {
    return (await response.json()).error;
  } catch {
    return `the server answered ${response.status}`;
  }
}

/** The HTTP backend, relative to the page's address. */
export function httpBackend() {
  const listeners = new Set();
  const pending = new Set();
  let busy = 0;
  const tell = (event) => listeners.forEach((listener) => listener(event));
  return {
    inPage: false,
    onProgress(listener) {
      listeners.add(listener);
    },
    cancel() {
      for (const controller of pending) controller.abort();
    },
    async request(request) {
      const { method, path, body, type } = route(request);
      const controller = new AbortController();
      pending.add(controller);
      busy += 1;
      tell({ busy });
      try {
        let response;
        try {
          response = await fetch(new URL(path, document.baseURI), {
            method, body, signal: controller.signal, headers: type ? { 'Content-Type': type } : {},
          });
        } catch (error) {
          if (controller.signal.aborted) throw Object.assign(new Error('cancelled'), { cancelled: true });
          throw error;
        }
        if (!response.ok) {
          const error = new Error(await errorMessage(response));
          error.status = response.status;
          throw error;
        }
        const media = response.headers.get('content-type') ?? '';
        if (media.startsWith('application/json')) return await response.json();
        if (media.startsWith('image/svg')) return await response.blob();
        return await response.text();
      } finally {
        pending.delete(controller);
        busy -= 1;
        tell({ busy });
      }
    },
  };
}
