import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '@/app/routes/table';

const RELOAD_FLAG = 'chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

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

const cache = new Map<RouteDef['load'], LazyExoticComponent<ComponentType>>();

export function lazyRoute(def: RouteDef): LazyExoticComponent<ComponentType> {
  let c = cache.get(def.load);
  if (!c) {
    const made: LazyExoticComponent<ComponentType> = lazy(() =>
      def.load().catch((e: unknown) => {
        if (recoverFromStaleChunk(e)) return new Promise<never>(() => {}); // the page is reloading
        // A lazy component keeps its failure: the next render asks for the code again (back online, say).
        if (cache.get(def.load) === made) cache.delete(def.load);
        // Field monitoring (src/shared/monitoring/start.ts) listens: an event keeps its code off the first screen.
        if (isChunkLoadError(e)) dispatchEvent(new CustomEvent('bz-chunk-error', { detail: e }));
        throw e;
      }),
    );
    c = made;
    cache.set(def.load, c);
  }
  return c;
}

