// Who each piece of the classic game is: the names the backend gives a
// built-in layout's pieces (its `names`, by the library's rule, in both
// languages), or, for a layout of one's own, the piece's character.

import { page as state } from './ui.js';

/** The names of the layout being played, by piece: { role, en, 'zh-CN' }. */
let cast = {};

/** Takes the names of the layout being played (none for one's own). */
export function setCast(names) {
  cast = names ?? {};
}

/** Piece `piece`'s name in the page's language, or its character. */
export const nameOf = (piece) => cast[piece]?.[state.lang] ?? piece;

/** Piece `piece`'s role (`cao-cao`, `guan-yu`, ..., `soldier`), or null. */
export const roleOf = (piece) => cast[piece]?.role ?? null;

/** Whether the pieces have names (a built-in layout). */
export const named = () => Object.keys(cast).length > 0;
