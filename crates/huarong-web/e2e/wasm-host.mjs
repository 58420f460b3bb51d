// The site's solver modules (huarong.wasm and huarong-tools.wasm) in Node,
// through the interface the page's Web Worker uses (see
// crates/huarong-wasm/src/lib.rs and page/js/worker.js): for the tests that
// compare them with the native binary, and for the benchmark.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const read = (m, ptr, len) => decoder.decode(new Uint8Array(m.memory.buffer, ptr, len));

function withBytes(m, bytes, use) {
  const ptr = m.hr_alloc(bytes.length);
  new Uint8Array(m.memory.buffer, ptr, bytes.length).set(bytes);
  try {
    return use(ptr, bytes.length);
  } finally {
    m.hr_free(ptr, bytes.length);
  }
}

function callModule(m, request) {
  const status = withBytes(m, encoder.encode(JSON.stringify(request)), (ptr, len) => m.hr_call(ptr, len));
  return { status, type: m.hr_reply_type(), body: read(m, m.hr_reply_ptr(), m.hr_reply_len()) };
}

/**
 * Loads the modules of the site folder `dir`: call(request) -> { status,
 * type, body } as the worker answers it, the progress reports seen, and the
 * module sizes.
 */
export async function loadSolver(dir) {
  const progress = [];
  const report = (m) => (ptr, len) => progress.push(JSON.parse(read(m(), ptr, len)));
  let solver;
  let tools;
  const solverBytes = await readFile(join(dir, 'huarong.wasm'));
  const toolsBytes = await readFile(join(dir, 'huarong-tools.wasm'));
  solver = (await WebAssembly.instantiate(solverBytes, { env: { hr_progress: report(() => solver) } })).instance.exports;
  tools = (await WebAssembly.instantiate(toolsBytes, {
    env: {
      hr_progress: report(() => tools),
      hr_board: (ptr, len) => withBytes(solver, new Uint8Array(tools.memory.buffer, ptr, len).slice(), (p, n) => solver.hr_prepare(p, n)),
      hr_solve: (...cells) => solver.hr_solve_game(...cells),
    },
  })).instance.exports;
  const call = (request) => {
    if (request.op === 'gen' || request.op === 'classic') return callModule(tools, request);
    if (request.op === 'svg' && request.solution === undefined) {
      const solved = callModule(solver, { op: 'solve', text: request.text, moves: true });
      if (solved.status !== 200) return solved;
      const moves = JSON.parse(solved.body).answers[(request.game ?? 1) - 1]?.moves;
      return callModule(tools, { ...request, solution: moves ?? 'none' });
    }
    if (request.op === 'svg') return callModule(tools, request);
    return callModule(solver, request);
  };
  return { call, progress, sizes: { solver: solverBytes.length, tools: toolsBytes.length } };
}
