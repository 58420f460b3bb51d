// The backend of the static site: the solver compiled to WebAssembly, run
// in a Web Worker (worker.js) so that the page never freezes. Requests are
// answered one at a time, in order; a long one reports its progress (from
// the worker, or from its threads on a channel of their own), and cancel()
// ends the worker and its threads (a new one starts for the next request).

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
  let channel = null;
  let next = 1;
  let threads = null;
  let threadsKnown = null;
  const tell = (event) => listeners.forEach((listener) => listener(event));

  function failAll(error) {
    for (const { fail } of waiting.values()) fail(error);
    waiting.clear();
    tell({ busy: 0 });
  }

  function stop() {
    worker.terminate();
    worker = null;
    channel?.close();
    channel = null;
  }

  function start() {
    worker = makeWorker();
    // The threads' progress, which cannot go through the worker: it waits,
    // blocked, while they work. Requests go one at a time, so a report is
    // the one under way's.
    const name = `huarong-progress-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(name);
      channel.addEventListener('message', ({ data }) => {
        if (waiting.size) tell({ busy: waiting.size, ...data });
      });
    }
    threadsKnown = new Promise((known) => {
      threads = known;
    });
    worker.postMessage({ channel: name });
    worker.addEventListener('message', ({ data }) => {
      if (data.threads !== undefined) {
        threads(data.threads);
        return;
      }
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
        stop();
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
      stop();
      failAll(error);
    });
  }

  return {
    inPage: true,
    onProgress(listener) {
      listeners.add(listener);
    },
    /** How many threads the worker solves on (1 without threads). */
    threads() {
      if (!worker) start();
      return threadsKnown;
    },
    cancel() {
      if (!worker) return;
      stop();
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
