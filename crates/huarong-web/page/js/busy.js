// The busy line under the header: while a request takes more than a
// moment, what the solver is doing (a step of the precomputation, or games
// answered so far) and a Cancel button that gives the request up.

import { cancel, onProgress } from './api.js';
import { el, t } from './ui.js';

const SHOW_AFTER_MS = 400;
let timer = 0;
let last = { busy: 0 };

function render() {
  const { phase, solved, games } = last;
  if (solved !== undefined) {
    el.busyText.textContent = t('busySolved', { n: solved, games: games ?? '?' });
    if (games) {
      el.busyBar.max = games;
      el.busyBar.value = solved;
    }
  } else {
    el.busyText.textContent = phase ? t('busyPhase', { phase }) : t('busyWorking');
    el.busyBar.removeAttribute('value');
  }
}

/** Shows the solver's progress, and lets a player cancel. */
export function showBusy() {
  onProgress((event) => {
    if (!event.busy) {
      window.clearTimeout(timer);
      timer = 0;
      last = { busy: 0 };
      el.busy.hidden = true;
      return;
    }
    if (event.phase || event.precomputed) last = { busy: event.busy, phase: event.precomputed ? null : event.phase };
    else if (event.solved !== undefined) {
      last = { ...last, busy: event.busy, solved: (last.solved ?? 0) + event.solved, games: event.games };
    }
    else last = { ...last, busy: event.busy };
    if (!el.busy.hidden) render();
    else if (!timer) {
      timer = window.setTimeout(() => {
        timer = 0;
        if (!last.busy) return;
        render();
        el.busy.hidden = false;
      }, SHOW_AFTER_MS);
    }
  });
  el.busyCancel.addEventListener('click', () => cancel());
}

/** Says the busy line again in the language of the moment. */
export function renderBusy() {
  if (!el.busy.hidden) render();
}
