// The loading's status line: what the last load, edit or list of answers
// said, kept as a message key and its parameters so that it can be said
// again in another language.

import { MESSAGES } from './i18n.js';
import { el, say, t } from './ui.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a puzzle came from (a message key, or a file's name), in a sentence. */
export const named = (from) => (from in MESSAGES.en ? t(from) : from);

/** The same at the start of a sentence: a file's name keeps its case. */
export const namedFirst = (from) => (from in MESSAGES.en ? capital(t(from)) : from);

/** The status line: `say(key, params, isError, quote)` and `sayAgain()`. */
export function createStatus() {
  let last = null;

  // A parameter may be a function, for words that are said in the language
  // of the moment; `quote` is a line quoted under the message.
  function sayLoad(key, params, isError = false, quote = '') {
    last = { key, params, isError, quote };
    const words = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'function' ? v() : v]));
    say(el.loadStatus, t(key, words), isError);
    if (quote) {
      const block = document.createElement('span');
      block.className = 'quote';
      block.textContent = quote;
      el.loadStatus.append(block);
    }
  }

  return {
    say: sayLoad,
    /** The last status again, in the language now chosen. */
    sayAgain: () => {
      if (last) sayLoad(last.key, last.params, last.isError, last.quote);
    },
  };
}
