// Sharing the puzzle: the address that opens it again (kept up to date as
// the puzzle, the game or the mode changes), the button that copies it, and
// the game's picture as an SVG file.

import { problemsOf, svgOf } from './api.js';
import { fragment, judgeText } from './format.js';
import { problemText } from './solve.js';
import { currentGame } from './store.js';
import { el, fromServer, say, t } from './ui.js';

/** Sharing `store`'s puzzle: update() puts it in the address. */
export function createShare(store) {
  const { state } = store;

  function update() {
    const { puzzle, current, mode, origin } = state;
    history.replaceState(null, '', fragment(puzzle, puzzle.games, current, mode, origin));
    el.shareLink.value = location.href;
  }

  el.share.addEventListener('click', async () => {
    update();
    try {
      await navigator.clipboard.writeText(location.href);
      say(el.shareStatus, t('copied'));
    } catch {
      el.shareLink.select();
      say(el.shareStatus, t('copyFromBox'));
    }
  });

  el.download.addEventListener('click', async () => {
    const g = currentGame(state);
    const { puzzle, current } = state;
    let problems;
    try {
      problems = await problemsOf(puzzle, puzzle.games);
    } catch (error) {
      say(el.shareStatus, t('noPicture', { message: fromServer(error.message) }), true);
      return;
    }
    const problem = problems[current];
    if (problem) {
      say(el.shareStatus, t('nothingToDraw', { problem: problemText(puzzle, problem, g) }), true);
      return;
    }
    // The whole puzzle when it is valid, so that the picture has the game's
    // own number.
    const whole = problems.every((other) => !other);
    say(el.shareStatus, t('drawing'));
    let blob;
    try {
      blob = await svgOf(judgeText(puzzle, whole ? puzzle.games : [g]), whole ? current + 1 : 1);
    } catch (error) {
      say(el.shareStatus, t('noPicture', { message: fromServer(error.message) }), true);
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `huarong-game-${current + 1}.svg`;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    say(el.shareStatus, t('downloaded', { file: link.download }));
  });

  return { update };
}
