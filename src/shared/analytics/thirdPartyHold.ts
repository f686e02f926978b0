/**
 * Pages that hold third-party scripts off (PCI DSS 6.4.3; security review M3): while a card page is on screen,
 * analytics neither starts nor sends to its servers. The card pages hold it from their first layout effect, so
 * sending is stopped before anything can be typed; src/features/analytics/start.ts obeys.
 *
 * Tiny, importing only the address reader: the card pages carry it, and it must not bring analytics with it.
 */
import { hashRoute } from '@/utils/hashAddress';

type Listener = (held: boolean) => void;

let holds = 0;
const listeners = new Set<Listener>();

/**
 * The card pages' routes (the form, the saved card, the dialogs over the form), known before their page is
 * mounted: a route change can be heard before React draws its page, and no card page's view is recorded.
 */
const HELD_ROUTES = /^\/pages\/(bankInfo\/|dialogs\/bank)/;

/** True for a route (a path without query) of a page that holds third-party scripts off. */
export function isHeldRoute(path: string): boolean {
  return HELD_ROUTES.test(path);
}

/** The route in the address now is a card page's, mounted or not yet (its code may still be loading). */
function routeHeld(): boolean {
  return typeof window !== 'undefined' && isHeldRoute(hashRoute(window.location.hash));
}

/** True while a page that holds third-party scripts off is mounted, or its route is in the address. */
export function thirdPartyHeld(): boolean {
  return holds > 0 || routeHeld();
}

/** Holds third-party scripts off until the returned function is called (once). */
export function holdThirdParty(): () => void {
  holds += 1;
  if (holds === 1) for (const l of listeners) l(true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) for (const l of listeners) l(false);
  };
}

/** Called with true when the first hold starts and false when the last ends. Returns the unsubscribe function. */
export function onThirdPartyHold(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Resolves at once when nothing holds third-party scripts off, else once the last hold has ended and the address
 * is no card page's: a visit that starts on the card form waits even before the form's code has loaded.
 */
export function thirdPartyAllowed(): Promise<void> {
  if (!thirdPartyHeld()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (thirdPartyHeld()) return;
      off();
      window.removeEventListener('hashchange', check);
      resolve();
    };
    const off = onThirdPartyHold(check);
    window.addEventListener('hashchange', check);
  });
}
