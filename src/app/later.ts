/**
 * What the app does once its first screen is up (src/main.tsx, step 5), in one lazy chunk, so the entry
 * carries one short import for all of it: the first screen's JavaScript does not grow with what follows it.
 * - the client config from the server (the cached copy is already applied by its store, spec section 4);
 * - analytics (attribution, device info, the events' sender: src/features/analytics/start.ts), once the page
 *   has loaded and the browser is idle, in chunks of their own;
 * - the service worker of a production build (src/app/sw/register.ts), at the same idle moment;
 * - field monitoring (web-vitals, error reports: src/shared/monitoring/start.ts), at once, so errors from
 *   here on are reported; its SDKs load in chunks of their own.
 */
import { loadConfig } from '@/features/account/loadConfig';
import { nextTask, whenIdle } from '@/utils/nextTask';
import { isChunkLoadError } from '@/lib/lazyChunk';

/** A chunk that could not be fetched is no error of the page's; anything else is rethrown as it was. */
function unlessChunkMissing(e: unknown): void {
  if (!isChunkLoadError(e)) throw e;
}

export default function later(): void {
  void import('@/shared/monitoring/start').then((m) => m.startMonitoring());
  // The config call in a task after the one that evaluated this chunk (the HTTP client and the schemas):
  // together they would block a cheap phone for some 80 ms.
  void nextTask().then(() => loadConfig());
  const analytics = () =>
    whenIdle(() => {
      // Neither is a screen's: a chunk that cannot be fetched (offline, a deploy under the page) loses this page's
      // analytics or worker update, never a borrower's screen, and is no page error. Chromium keeps a failed module
      // fetch for the page's life, so asking again when back online would fetch nothing: the next page load starts
      // them afresh. Any other failure stays an error (field monitoring reports it).
      import('@/features/analytics/start')
        .then((m) => m.startAnalytics())
        .catch(unlessChunkMissing);
      // A production build only: msw's worker owns the scope where the sandbox is in the bundle.
      if (import.meta.env.PROD && import.meta.env.VITE_USE_MOCKS !== 'true')
        import('@/app/sw/register')
          .then((m) => m.registerServiceWorker())
          .catch(unlessChunkMissing);
    }, 200);
  if (document.readyState === 'complete') analytics();
  else window.addEventListener('load', analytics, { once: true });
}
