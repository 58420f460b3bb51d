// The Web Worker of the static site: it loads the solver (huarong.wasm)
// and, when first asked for new boards or pictures, the tools
// (huarong-tools.wasm), both built from crates/huarong-wasm, and answers the
// page's requests of the JSON API one at a time, with their progress. The
// modules' interface is described in crates/huarong-wasm/src/lib.rs.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let current = 0;

/** Instantiates module `name` of the site with `env` as its imports. */
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

/** Bytes of module `m`'s memory at `ptr`, as text. */
const read = (m, ptr, len) => decoder.decode(new Uint8Array(m.memory.buffer, ptr, len));

/** Copies `bytes` into module `m`; calls `use(ptr, len)`; frees them. */
function withBytes(m, bytes, use) {
  const ptr = m.hr_alloc(bytes.length);
  new Uint8Array(m.memory.buffer, ptr, bytes.length).set(bytes);
  try {
    return use(ptr, bytes.length);
  } finally {
    m.hr_free(ptr, bytes.length);
  }
}

function progressOf(m) {
  return (ptr, len) => self.postMessage({ id: current, progress: JSON.parse(read(m, ptr, len)) });
}

let solverModule = null;
const solver = instantiate('huarong.wasm', { hr_progress: (ptr, len) => progressOf(solverModule)(ptr, len) })
  .then((m) => { solverModule = m; return m; });

// The tools ask the solver for the games the generator classifies.
let toolsModule = null;
let tools = null;
function loadTools() {
  tools ??= solver.then((s) => instantiate('huarong-tools.wasm', {
    hr_progress: (ptr, len) => progressOf(toolsModule)(ptr, len),
    hr_board: (ptr, len) => {
      const bytes = new Uint8Array(toolsModule.memory.buffer, ptr, len).slice();
      withBytes(s, bytes, (p, n) => s.hr_prepare(p, n));
    },
    hr_solve: (...cells) => s.hr_solve_game(...cells),
  })).then((m) => { toolsModule = m; return m; });
  return tools;
}

/** Module `m`'s answer to `request`: { status, type, body }. */
function call(m, request) {
  const status = withBytes(m, encoder.encode(JSON.stringify(request)), (ptr, len) => m.hr_call(ptr, len));
  // The memory may have grown during the call: read it afresh.
  return { status, type: m.hr_reply_type(), body: read(m, m.hr_reply_ptr(), m.hr_reply_len()) };
}

async function answer(request) {
  if (request.op === 'gen' || request.op === 'classic') return call(await loadTools(), request);
  if (request.op === 'svg' && request.solution === undefined) {
    // The picture is the tools'; the solution in it, the solver's.
    const solved = call(await solver, { op: 'solve', text: request.text, moves: true });
    if (solved.status !== 200) return solved;
    const k = (request.game ?? 1) - 1;
    const moves = JSON.parse(solved.body).answers[k]?.moves;
    return call(await loadTools(), { ...request, solution: moves ?? 'none' });
  }
  if (request.op === 'svg') return call(await loadTools(), request);
  return call(await solver, request);
}

// Requests are answered in the order they come, one at a time.
let queue = Promise.resolve();
self.addEventListener('message', ({ data }) => {
  queue = queue.then(async () => {
    current = data.id;
    try {
      self.postMessage({ id: data.id, ...(await answer(data.request)) });
    } catch (error) {
      // A trap (out of memory, a fault): the page gets a message, and the
      // modules are not to be trusted after it.
      self.postMessage({ id: data.id, status: 500, type: 2, body: `the solver failed: ${error.message}`, fatal: true });
      self.close();
    }
  });
});
