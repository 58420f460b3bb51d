// The site's WebAssembly modules in Node, through the page's own
// modules.js (the worker's way to them): for the tests that compare them
// with the native binary, and for the benchmark.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { solverModules } from '../page/js/modules.js';

/**
 * Loads the modules of the site folder `dir`: `call(request)` resolves to
 * { status, type, body } as the worker answers it; `progress` holds the
 * reports seen; `sizes` the modules' bytes.
 */
export async function loadSolver(dir) {
  const progress = [];
  const sizes = {};
  const instantiate = async (name, env) => {
    const bytes = await readFile(join(dir, name));
    sizes[name] = bytes.length;
    return (await WebAssembly.instantiate(bytes, { env })).instance.exports;
  };
  const modules = solverModules(instantiate, (report) => progress.push(report));
  // Both modules, so that their sizes are known.
  await modules.answer({ op: 'limits' });
  await modules.answer({ op: 'classic', action: 'list' });
  return { call: modules.answer, progress, sizes };
}
