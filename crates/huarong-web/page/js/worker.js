// The Web Worker of the static site: the solver's WebAssembly modules
// (modules.js) answer the page's requests of the JSON API one at a time, in
// order, with their progress. Where the page is cross-origin isolated (the
// service worker, sw.js, makes it so from the second visit on) and the
// machine has more than one core, solves run on the threaded module, whose
// threads are workers of their own (thread.js).

import { read, solverModules } from './modules.js';

/** The most threads a solve runs on. */
const MOST_THREADS = 16;
/** The threaded module's shared memory: what scripts/site.sh links it with
 * (--initial-memory=16 MiB), and the most a wasm32 module addresses. */
const INITIAL_PAGES = 256;
const MOST_PAGES = 65536;

let current = 0;
/** Where the threads tell their progress: the page's channel (see below). */
let channel = null;

/** The site's module `name`, compiled. */
async function compile(name) {
  const url = new URL(`../${name}`, import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A host that sends .wasm with another media type.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${name} could not be loaded (${response.status})`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** Fetches and instantiates module `name` of the site. */
async function instantiate(name, env) {
  return (await WebAssembly.instantiate(await compile(name), { env })).exports;
}

const tell = (progress) => self.postMessage({ id: current, progress });

/** Each thread's stack: rayon's own default on native targets. */
const STACK_BYTES = 2 << 20;

/**
 * The threaded solver's exports (with its `memory` and the number of its
 * `threads`), its threads started and waiting; or null where threads cannot
 * run (no isolation, one core, no such module on the site, a thread that
 * does not start). The steps are those crates/huarong-wasm/src/threads.rs
 * describes: each thread's worker runs before the pool is made.
 */
async function startThreads() {
  const threads = Math.min(navigator.hardwareConcurrency ?? 1, MOST_THREADS);
  if (!self.crossOriginIsolated || threads < 2) return null;
  const workers = [];
  try {
    const module = await compile('huarong-threads.wasm');
    const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: MOST_PAGES, shared: true });
    let exports = null;
    const env = { memory, hr_progress: (ptr, len) => tell(JSON.parse(read(exports, ptr, len))) };
    const instance = await WebAssembly.instantiate(module, { env });
    exports = { ...instance.exports, memory, threads };
    if (exports.__tls_align.value > 16) return null;
    const started = [];
    for (let k = 0; k < threads; k += 1) {
      const stack = exports.hr_thread_room(STACK_BYTES);
      const tls = exports.hr_thread_room(exports.__tls_size.value);
      if (!stack || !tls) return null;
      const worker = new Worker(new URL('./thread.js', import.meta.url), { type: 'module' });
      workers.push(worker);
      started.push(new Promise((done, fail) => {
        worker.addEventListener('message', done, { once: true });
        worker.addEventListener('error', (event) => fail(new Error(event.message ?? 'a thread did not start')), { once: true });
      }));
      worker.postMessage({ module, memory, stackTop: stack + STACK_BYTES, tls, channel });
    }
    await Promise.all(started);
    if (!exports.hr_threads(threads)) throw new Error('no pool');
    return exports;
  } catch {
    // One module on one thread answers instead.
    for (const worker of workers) worker.terminate();
    return null;
  }
}

let modules = null;

// Requests are answered in the order they come, one at a time. The first
// message names the page's progress channel.
let queue = Promise.resolve();
self.addEventListener('message', ({ data }) => {
  if (data.channel !== undefined) {
    channel = data.channel;
    const threaded = startThreads();
    threaded.then((m) => self.postMessage({ threads: m?.threads ?? 1 }));
    modules = solverModules(instantiate, tell, threaded);
    return;
  }
  queue = queue.then(async () => {
    current = data.id;
    try {
      self.postMessage({ id: data.id, ...(await modules.answer(data.request)) });
    } catch (error) {
      // A trap (out of memory, a fault): the page gets a message, and the
      // modules are not to be trusted after it.
      self.postMessage({ id: data.id, status: 500, type: 2, body: `the solver failed: ${error.message}`, fatal: true });
      self.close();
    }
  });
});
