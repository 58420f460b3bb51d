// The backend of `huarong serve`: each request of the JSON API is posted as
// it is, the same JSON the Web Worker receives (`{ op: 'solve', text, moves }`),
// to POST /api, and a refusal throws the server's message.

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
      const controller = new AbortController();
      pending.add(controller);
      busy += 1;
      tell({ busy });
      try {
        let response;
        try {
          response = await fetch(new URL('api', document.baseURI), {
            method: 'POST',
            body: JSON.stringify(request),
            signal: controller.signal,
            headers: { 'Content-Type': 'application/json' },
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
