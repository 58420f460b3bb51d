// The site's threaded solver module (huarong-threads.wasm) in Node, its
// threads in worker_threads: the start the page's worker.js and thread.js
// make in a browser (see crates/huarong-wasm/src/threads.rs), for the tests
// that compare it with the native binary.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { call } from '../page/js/modules.js';

const STACK_BYTES = 2 << 20;

/**
 * The threaded module of site folder `dir` on `threads` threads:
 * `call(request)` answers as the page's worker does ({ status, type, body });
 * `close()` ends the threads.
 */
export async function loadThreadedSolver(dir, threads) {
  const module = await WebAssembly.compile(await readFile(join(dir, 'huarong-threads.wasm')));
  const memory = new WebAssembly.Memory({ initial: 256, maximum: 65536, shared: true });
  const instance = await WebAssembly.instantiate(module, { env: { memory, hr_progress: () => {} } });
  const m = { ...instance.exports, memory };
  const workers = [];
  for (let k = 0; k < threads; k += 1) {
    const stackTop = m.hr_thread_room(STACK_BYTES) + STACK_BYTES;
    const tls = m.hr_thread_room(m.__tls_size.value);
    const worker = new Worker(new URL(import.meta.url), { workerData: { module, memory, stackTop, tls } });
    workers.push(worker);
    await new Promise((started, failed) => {
      worker.once('message', started);
      worker.once('error', failed);
    });
  }
  if (!m.hr_threads(threads)) throw new Error('no pool');
  return { call: (request) => call(m, request), close: () => Promise.all(workers.map((worker) => worker.terminate())) };
}

// A thread: the module on the shared memory, its stack and thread-local
// storage set, then rayon's thread until the pool ends.
if (!isMainThread) {
  const { module, memory, stackTop, tls } = workerData;
  const instance = new WebAssembly.Instance(module, { env: { memory, hr_progress: () => {} } });
  instance.exports.__stack_pointer.value = stackTop;
  instance.exports.__wasm_init_tls(tls);
  parentPort.postMessage('started');
  instance.exports.hr_thread_run();
}
