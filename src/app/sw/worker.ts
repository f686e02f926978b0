/**
 * The app's service worker, served as /sw.js by the production build only (scripts/sw-plugin.ts turns this
 * file into plain JavaScript and writes this build's precache list and version into it; a development
 * server and a build with the sandbox in its bundle have none: msw's worker owns '/' there).
 *
 * What it does, and nothing more:
 * - install: fetches the app's page (/index.html, with the headers and policy it is served with) and the
 *   chunks every start needs into a cache of this build's own, all or nothing, then takes over at once;
 * - activate: deletes every other build's cache and controls the open pages (each says a new version is
 *   there and reloads on a tap: src/app/sw/register.ts);
 * - a top-level navigation to the app is answered with the cached page (the shell opens with no network
 *   and without a round trip); a hashed file under /assets/ from the cache, else from the network, kept
 *   once fetched (its name changes with its content). A missing chunk stays the server's 404, so the
 *   stale-chunk rule (src/lib/lazyChunk.ts) still reloads a page that outlived its build.
 * - Nothing else is touched: API calls, the framed documents and vendor pages, other origins and every
 *   non-GET go to the network as if there were no worker (the borrower's data is never cached here).
 *
 * No imports: it is one file, type-stripped, not bundled. Tested by tests/sw-worker.node.test.ts, which runs
 * the built text against fake caches.
 */

/** This build's files to keep, as absolute paths ('/index.html', '/assets/...'); written by the build. */
declare const __BZ_PRECACHE__: readonly string[];
/** This build's version: a hash of the precache list and the page (every deploy changes it). */
declare const __BZ_VERSION__: string;
/** Path prefixes that are never the app's page (the API, the sandbox, the framed documents). */
declare const __BZ_NOT_APP__: readonly string[];

interface WorkerCache {
  match(request: Request | string): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
  addAll(requests: Request[]): Promise<void>;
}
interface WorkerScope {
  location: { origin: string };
  caches: { open(name: string): Promise<WorkerCache>; keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'fetch', listener: (event: { request: Request; respondWith(r: Promise<Response>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  fetch(request: Request | string): Promise<Response>;
}

const sw = self as unknown as WorkerScope;
const PREFIX = 'bz-shell-';
const CACHE = `${PREFIX}${__BZ_VERSION__}`;
const PAGE = '/index.html';
const PRECACHED = new Set(__BZ_PRECACHE__);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    sw.caches
      .open(CACHE)
      // A hashed file may come from the HTTP cache (this visit has just fetched most of them); the page and
      // the other unhashed files are revalidated, so an older build's copy is never kept.
      .then((cache) => cache.addAll(__BZ_PRECACHE__.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }))))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    sw.caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => sw.caches.delete(n))))
      .then(() => sw.clients.claim()),
  );
});

function isAppPage(request: Request, url: URL): boolean {
  if (request.mode !== 'navigate' || request.destination !== 'document') return false;
  const path = url.pathname;
  if (path.includes('/.') || path.startsWith('/assets/')) return false;
  return !__BZ_NOT_APP__.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

async function fromCacheOrNetwork(request: Request, key: string, keep: boolean): Promise<Response> {
  const cache = await sw.caches.open(CACHE);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await sw.fetch(request);
  if (keep && response.ok && response.type === 'basic') await cache.put(key, response.clone()).catch(() => undefined);
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (isAppPage(request, url)) {
    // The page is the same for every address of the app (the router reads the hash).
    event.respondWith(fromCacheOrNetwork(request, PAGE, false));
  } else if (url.pathname.startsWith('/assets/') && !url.pathname.includes('/.')) {
    event.respondWith(fromCacheOrNetwork(request, url.pathname, true));
  } else if (PRECACHED.has(url.pathname) && url.search === '') {
    event.respondWith(fromCacheOrNetwork(request, url.pathname, false));
  }
});
