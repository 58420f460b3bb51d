// One of the threaded solver's threads (see worker.js): the module that
// worker compiled, instantiated here on its shared memory, runs one of
// rayon's threads until the worker ends. A thread's start is done by hand
// (the module has no bindings generator): the stack pointer set to the
// stack made for this thread, thread-local storage initialised, then
// hr_thread_run, which waits for the pool to hand it a thread. Progress goes
// straight to the page on its channel, since the worker waits, blocked,
// while its threads work.

import { read } from './modules.js';

self.addEventListener('message', ({ data }) => {
  const { module, memory, stackTop, tls, channel } = data;
  const progress = new BroadcastChannel(channel);
  let exports = null;
  const instance = new WebAssembly.Instance(module, {
    env: {
      memory,
      hr_progress: (ptr, len) => progress.postMessage(JSON.parse(read(exports, ptr, len))),
    },
  });
  exports = { ...instance.exports, memory };
  exports.__stack_pointer.value = stackTop;
  exports.__wasm_init_tls(tls);
  self.postMessage('started');
  exports.hr_thread_run();
}, { once: true });
