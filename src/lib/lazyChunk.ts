/**
 * Code loaded on demand (a route's screen, a block inside one), one way: a deploy that renamed the chunk
 * under an open tab reloads the page once (a fresh index.html names the new chunks), and a failure is
 * not kept, so the next render (after the route's boundary resets: back online) asks for the code again.
 * React's own `lazy` keeps its first failure for good.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_FLAG = 'chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;
/** How long a page reloading for a stale chunk may still be here before the failure shows instead. */
export const RELOAD_GRACE_MS = 10_000;

/** A dynamic import failed because the deploy changed file names under an open tab. */
export function isChunkLoadError(e: unknown): boolean {
  const msg = e instanceof Error ? `${e.name} ${e.message}` : String(e);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk/i.test(
    msg,
  );
}

/**
 * On a stale chunk (online), reload the page once (a fresh index.html names the new chunks). If it fails again
 * within a minute, the error reaches the route's boundary, which shows the tappable reload message.
 */
export function recoverFromStaleChunk(
  e: unknown,
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
  online = () => navigator.onLine,
): boolean {
  if (!isChunkLoadError(e)) return false;
  // Offline, the chunk is missing because the network is: a reload would show the browser's offline
  // page and lose what is on screen. The route's boundary shows the tap-to-reload message instead.
  if (!online()) return false;
  let last = 0;
  try {
    last = Number(storage.getItem(RELOAD_FLAG) ?? 0);
  } catch {
    /* storage disabled */
  }
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * The component whose code `load` fetches when it first renders, as a getter to call where it is rendered,
 * outside its Suspense boundary (a route's view, a screen around a lazy block). Its failure goes to the
 * nearest error boundary (a route's shows the tap-to-reload message) and is not kept: the getter then gives a
 * fresh component, so the next render of the caller (the boundary reset: back online) loads again. Inside the
 * Suspense boundary React retries with the same component, which fails again: no loop of requests offline.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React's own `lazy`
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): () => LazyExoticComponent<T> {
  let current: LazyExoticComponent<T> | null = null;
  return () => {
    if (current) return current;
    const made = lazy(() =>
      load().catch((e: unknown) => {
        if (recoverFromStaleChunk(e)) {
          // The page is reloading. Still here a while later (a «leave the site?» prompt was declined, say): the
          // failure shows, with its tap-to-reload message, rather than a skeleton for good.
          return new Promise<never>((_, reject) =>
            setTimeout(() => {
              if (current === made) current = null;
              reject(e instanceof Error ? e : new Error(String(e)));
            }, RELOAD_GRACE_MS),
          );
        }
        if (current === made) current = null;
        // Field monitoring (src/shared/monitoring/start.ts) listens: an event keeps its code off the first screen.
        if (isChunkLoadError(e)) dispatchEvent(new CustomEvent('bz-chunk-error', { detail: e }));
        throw e;
      }),
    );
    current = made;
    return made;
  };
}
