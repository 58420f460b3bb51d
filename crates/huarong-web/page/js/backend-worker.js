// The backend of the static site: the solver compiled to WebAssembly, run
// in a Web Worker (worker.js) so that the page never freezes. Requests are
// answered one at a time, in order; a long one reports its progress, and
// cancel() ends the worker (a new one starts for the next request).

const TYPES = ['json', 'svg', 'text'];

/** The reply as the page uses it: parsed JSON, an SVG Blob or text. */
export function decode(type, body) {
  if (TYPES[type] === 'json') return JSON.parse(body);
  if (TYPES[type] === 'svg') return new Blob([body], { type: 'image/svg+xml' });
  return body;
}

/** The worker backend: `makeWorker()` makes a worker (tests pass their own). */
export function workerBackend(makeWorker = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })) {
  const listeners = new Set();
  const waiting = new Map();
  let worker = null;
  let next = 1;
  const tell = (event) => listeners.forEach((listener) => listener(event));

  function failAll(error) {
    for (const { fail } of waiting.values()) fail(error);
    waiting.clear();
    tell({ busy: 0 });
  }

  function start() {
    worker = makeWorker();
    worker.addEventListener('message', ({ data }) => {
      const job = waiting.get(data.id);
      if (!job) return;
      if (data.progress) {
        tell({ busy: waiting.size, ...data.progress });
        return;
      }
      waiting.delete(data.id);
      if (data.fatal) {
        // The worker is gone: the requests behind this one go with it, and
        // the next request starts a new one.
        worker.terminate();
        worker = null;
        job.fail(Object.assign(new Error(data.body), { status: data.status }));
        failAll(new Error(data.body));
        return;
      }
      tell({ busy: waiting.size });
      if (data.status === 200) job.done(decode(data.type, data.body));
      else {
        const message = data.type === 0 ? JSON.parse(data.body).error : data.body;
        job.fail(Object.assign(new Error(message), { status: data.status }));
      }
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      const error = new Error(`the solver stopped: ${event.message ?? 'it could not start'}`);
      worker.terminate();
      worker = null;
      failAll(error);
    });
  }

  return {
    inPage: true,
    onProgress(listener) {
      listeners.add(listener);
    },
    cancel() {
      if (!worker) return;
      worker.terminate();
      worker = null;
      failAll(Object.assign(new Error('cancelled'), { cancelled: true }));
    },
    request(request) {
      if (!worker) start();
      const id = next;
      next += 1;
      return new Promise((done, fail) => {
        waiting.set(id, { done, fail });
        tell({ busy: waiting.size });
        worker.postMessage({ id, request });
      });
    },
  };
}
