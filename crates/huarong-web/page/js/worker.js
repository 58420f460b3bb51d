// The Web Worker of the static site: it loads the solver (huarong.wasm,
// built from crates/huarong-wasm) and answers the page's requests of the
// JSON API, one at a time, with their progress. The module's interface is
// described in crates/huarong-wasm/src/lib.rs.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let current = 0;
let exports = null;

function progress(ptr, len) {
  const text = decoder.decode(new Uint8Array(exports.memory.buffer, ptr, len));
  self.postMessage({ id: current, progress: JSON.parse(text) });
}

async function load() {
  const url = new URL('../huarong.wasm', import.meta.url);
  const imports = { env: { hr_progress: progress } };
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(fetch(url), imports));
  } catch {
    // A host that sends .wasm with another media type.
    const bytes = await (await fetch(url)).arrayBuffer();
    ({ instance } = await WebAssembly.instantiate(bytes, imports));
  }
  exports = instance.exports;
}

const ready = load();

function call(request) {
  const bytes = encoder.encode(JSON.stringify(request));
  const ptr = exports.hr_alloc(bytes.length);
  new Uint8Array(exports.memory.buffer, ptr, bytes.length).set(bytes);
  let status;
  try {
    status = exports.hr_call(ptr, bytes.length);
  } finally {
    exports.hr_free(ptr, bytes.length);
  }
  // The memory may have grown during the call: read it afresh.
  const body = decoder.decode(new Uint8Array(exports.memory.buffer, exports.hr_reply_ptr(), exports.hr_reply_len()));
  return { status, type: exports.hr_reply_type(), body };
}

// Requests are answered in the order they come, one at a time.
let queue = Promise.resolve();
self.addEventListener('message', ({ data }) => {
  queue = queue.then(async () => {
    current = data.id;
    try {
      await ready;
      self.postMessage({ id: data.id, ...call(data.request) });
    } catch (error) {
      // A trap (out of memory, a fault): the page gets a message, and the
      // instance is not to be trusted after it.
      self.postMessage({ id: data.id, status: 500, type: 2, body: `the solver failed: ${error.message}`, fatal: true });
      self.close();
    }
  });
});
