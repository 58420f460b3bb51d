// Offline use of the static site: where the solver runs in the page, the
// service worker (sw.js) keeps the site's files, so that a page opened once
// opens again without a network and installs as an app. Under `huarong
// serve` the server is needed anyway, and nothing is registered.

import { inPage } from './api.js';

/** Registers the service worker when the page solves by itself. */
export function keepOffline() {
  if (!inPage || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(new URL('../sw.js', import.meta.url)).catch(() => {});
}
