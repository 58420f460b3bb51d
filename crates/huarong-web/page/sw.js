// The static site's service worker: on install it keeps every file of the
// site, the solver included, so that the page opens and solves offline; it
// answers from what it kept, and fetches only what it does not have. A new
// build has a new version (scripts/site.sh writes it below), whose install
// keeps the new files and whose activation drops the old ones.
//
// Every answer carries the headers that make the page cross-origin isolated
// (COOP and COEP), which a static host cannot be asked to send: an isolated
// page may share memory with its workers, so the solver runs on threads
// (js/worker.js). A first visit, before this worker controls the page, is
// not isolated and solves on one thread.

const VERSION = '__HUARONG_VERSION__';
const CACHE = `huarong-${VERSION}`;

/** Every file of the site, relative to this script. */
const FILES = [
  './',
  'index.html',
  'style.css',
  'icon.svg',
  'manifest.webmanifest',
  'fonts/huarong-pieces.woff2',
  'fonts/OFL.txt',
  'huarong.wasm',
  'huarong-tools.wasm',
  'js/api.js',
  'js/backend-http.js',
  'js/backend-worker.js',
  'js/board.js',
  'js/busy.js',
  'js/classic.js',
  'js/classic-drawn.js',
  'js/classic-levels.js',
  'js/classic-names.js',
  'js/classic-rating.js',
  'js/draw.js',
  'js/edit.js',
  'js/format.js',
  'js/i18n.js',
  'js/i18n-classic.js',
  'js/i18n-learn.js',
  'js/learn.js',
  'js/learn-draw.js',
  'js/learn-model.js',
  'js/load.js',
  'js/main.js',
  'js/modes.js',
  'js/modules.js',
  'js/offline.js',
  'js/play.js',
  'js/rules.js',
  'js/share.js',
  'js/solve.js',
  'js/status.js',
  'js/store.js',
  'js/ui.js',
  'js/view.js',
  'js/watch.js',
  'js/thread.js',
  'js/worker.js',
];

/** Files a site may lack: the threaded solver, which only the -Zbuild-std
 * toolchain builds (scripts/site.sh). */
const OPTIONAL = ['huarong-threads.wasm'];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES);
    await Promise.all(OPTIONAL.map((file) => cache.add(file).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('huarong-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page's address with a query or a fragment is the page itself.
    const key = request.mode === 'navigate' ? './' : request;
    const kept = await cache.match(key, { ignoreSearch: request.mode === 'navigate' });
    if (kept) return isolated(kept);
    const response = await fetch(request);
    if (response.ok && url.pathname.startsWith(new URL('./', self.location).pathname)) {
      cache.put(request, response.clone());
    }
    return isolated(response);
  })());
});

/** `response` with the headers of a cross-origin isolated page. */
function isolated(response) {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
