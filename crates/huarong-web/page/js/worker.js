// The Web Worker of the static site: the solver's WebAssembly modules
// (modules.js) answer the page's requests of the JSON API one at a time, in
// order, with their progress.

import { solverModules } from './modules.js';

let current = 0;

/** Fetches and instantiates module `name` of the site. */
async function instantiate(name, env) {
  const url = new URL(`../${name}`, import.meta.url);
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(fetch(url), { env }));
  } catch {
    // A host that sends .wasm with another media type.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${name} could not be loaded (${response.status})`);
    ({ instance } = await WebAssembly.instantiate(await response.arrayBuffer(), { env }));
  }
  return instance.exports;
}

const modules = solverModules(instantiate, (progress) => self.postMessage({ id: current, progress }));

// Requests are answered in the order they come, one at a time.
let queue = Promise.resolve();
self.addEventListener('message', ({ data }) => {
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
