// The classic game's rating of a win: the moves made against the optimum,
// as stars. Three for the optimum itself, two within a fifth more moves
// (at least 3 more: a short layout leaves little room), one for any win.

/** The margin over `optimum` that still earns two stars. */
export const marginOf = (optimum) => Math.max(3, Math.ceil(optimum / 5));

/** Stars (1 to 3) for solving in `moves` a layout whose optimum is `optimum`. */
export function starsFor(moves, optimum) {
  if (!(optimum >= 0) || moves <= optimum) return 3;
  return moves <= optimum + marginOf(optimum) ? 2 : 1;
}

/** The stars as text: ★★☆. */
export const starText = (stars) => '★'.repeat(stars) + '☆'.repeat(3 - stars);
