import { captureCookieIds, captureTracking, cookieValue, LAUNCH_PARAMS, parseCookies } from '@/stores/tracking';
import { paths } from '@/config/paths';
import { nextTask } from '@/utils/nextTask';

/**
 * Reads the launch address before the router starts: stores tracking ids, strips them from the
 * visible address (they must not leak into shares or referrers) and applies the spec's launch rule.
 */
export function applyLaunch(win: Window = window): void {
  const { hasSource } = captureTracking(win.location.href);
  const url = new URL(win.location.href);
  let changed = false;
  // The ids may come in the real query ('/?channel=x#/') or in the hash route's query ('/#/page?channel=x').
  const [hashPath = '', hashQuery = ''] = url.hash.split(/\?(.*)/s);
  const inHash = new URLSearchParams(hashQuery);
  for (const key of LAUNCH_PARAMS) {
    if (url.searchParams.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
    if (inHash.has(key)) {
      inHash.delete(key);
      changed = true;
    }
  }
  if (changed && !hasSource) {
    const rest = inHash.toString();
    url.hash = rest ? `${hashPath}?${rest}` : hashPath;
  }
  if (hasSource) {
    url.hash = '#' + paths.home.index;
    changed = true;
  }
  if (changed) win.history.replaceState(null, '', url.toString());
}

/** How long the Cookie Store may take before document.cookie is read instead. */
export const COOKIE_STORE_WAIT_MS = 500;

interface CookieStoreLike {
  getAll(): Promise<Array<{ name: string; value: string }>>;
}

/**
 * Stores the marketing pixels' ids from their cookies (src/stores/tracking.ts COOKIE_IDS); every request
 * body carries them, so the app's first call waits for this. Read without holding the main thread:
 * `document.cookie` asks the browser's network process and waits for the answer, which costs a cheap
 * phone tens of milliseconds while the page is still loading; the Cookie Store API answers
 * asynchronously. Where it is missing or refuses, `document.cookie` is read in a task of its own.
 * Cookies blocked altogether leave the ids empty.
 */
export async function captureTrackingCookies(win: Window = window): Promise<void> {
  const store = (win as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store && typeof store.getAll === 'function') {
    try {
      // The app's first call waits for this: a Cookie Store that never answers must not hold it.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const list = await Promise.race([
        store.getAll(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), COOKIE_STORE_WAIT_MS))),
      ]).finally(() => clearTimeout(timer));
      if (!list) throw new Error('the Cookie Store did not answer');
      const cookies: Record<string, string> = {};
      for (const c of list) cookies[c.name] = cookieValue(c.value);
      captureCookieIds(cookies);
      return;
    } catch {
      /* an origin the Cookie Store refuses, or no answer: the classic way below */
    }
  }
  await nextTask();
  try {
    captureCookieIds(parseCookies(win.document.cookie));
  } catch {
    /* cookies blocked (a sandboxed frame): no pixel ids */
  }
}
