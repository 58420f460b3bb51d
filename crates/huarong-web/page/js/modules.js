// The static site's WebAssembly modules and how a request goes to them:
// the solver (huarong.wasm) answers most requests; the tools
// (huarong-tools.wasm), loaded when first asked for, draw new boards and
// pictures and play the classic game, asking the solver for what needs
// solving; and where the page may run threads, the threaded solver
// (huarong-threads.wasm, started by worker.js) answers the solves. The worker
// (worker.js) uses this, and so do the tests in Node (e2e/wasm-host.mjs), so
// they answer alike. The modules' interface is described in
// crates/huarong-wasm/src/lib.rs.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Bytes of module `m`'s memory at `ptr`, as text (copied first: a decoder
 * reads no shared memory, which the threaded module's is).
 */
export const read = (m, ptr, len) => decoder.decode(new Uint8Array(m.memory.buffer, ptr, len).slice());

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

/** Module `m`'s answer to `request`: { status, type, body }. */
export function call(m, request) {
  const status = withBytes(m, encoder.encode(JSON.stringify(request)), (ptr, len) => m.hr_call(ptr, len));
  // The memory may have grown during the call: read it afresh.
  return { status, type: m.hr_reply_type(), body: read(m, m.hr_reply_ptr(), m.hr_reply_len()) };
}

/**
 * The modules, instantiated by `instantiate(name, env)` (which fetches or
 * reads module `name` and returns its exports), telling `progress` each
 * report a solve makes: `answer(request)` resolves to { status, type, body }.
 * `threaded`, when given, resolves to the threaded solver's exports (with
 * its `memory`) or to null: the module that answers `solve` when there is
 * one.
 */
export function solverModules(instantiate, progress, threaded = Promise.resolve(null)) {
  let solver = null;
  let tools = null;
  const report = (m) => (ptr, len) => progress(JSON.parse(read(m(), ptr, len)));
  const ready = instantiate('huarong.wasm', { hr_progress: report(() => solver) }).then((m) => {
    solver = m;
    return m;
  });
  let toolsReady = null;
  const loadTools = () => {
    toolsReady ??= ready.then((s) => instantiate('huarong-tools.wasm', {
      hr_progress: report(() => tools),
      // The generator's candidate games, solved by the solver module.
      hr_board: (ptr, len) => {
        const bytes = new Uint8Array(tools.memory.buffer, ptr, len).slice();
        withBytes(s, bytes, (p, n) => s.hr_prepare(p, n));
      },
      hr_solve: (...cells) => s.hr_solve_game(...cells),
    })).then((m) => {
      tools = m;
      return m;
    });
    return toolsReady;
  };
  const solving = async () => (await threaded) ?? ready;
  async function answer(request) {
    if (request.op === 'solve') return call(await solving(), request);
    if (request.op === 'gen' || request.op === 'classic') return call(await loadTools(), request);
    if (request.op === 'svg' && request.solution === undefined) {
      // The picture is the tools'; the solution in it, the solver's.
      const solved = call(await solving(), { op: 'solve', text: request.text, moves: true });
      if (solved.status !== 200) return solved;
      const moves = JSON.parse(solved.body).answers[(request.game ?? 1) - 1]?.moves;
      return call(await loadTools(), { ...request, solution: moves ?? 'none' });
    }
    if (request.op === 'svg') return call(await loadTools(), request);
    return call(await ready, request);
  }
  return { answer };
}
