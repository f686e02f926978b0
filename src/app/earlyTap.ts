import { useEffect } from 'react';
import { EARLY_TAP } from '@/app/firstScreen';

/**
 * Taps on a drawn first screen before the app is there (scripts/first-screen.ts). On a weak network the
 * app's code can take seconds to arrive after the screen shows, and the takeover a moment more; a
 * borrower who taps "Қазақша" or "Claim the gift" meanwhile must not have to tap again. index.html's
 * script keeps the last button tapped that React has not taken over; the app clicks it once the screen
 * is its own.
 */
declare global {
  interface Window {
    [EARLY_TAP]?: Element | null;
  }
}

/** React keeps its props on the elements it has taken over (the inline script reads the same mark). */
const ownedByReact = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/** How long a tapped button may wait for its block to be taken over (its code still loading). */
const REPLAY_WAIT_MS = 10_000;

/**
 * Once the route's screen is the app's: stop keeping taps, and click the button tapped before, once,
 * when React has taken it over (a block inside the screen, such as the newcomer gift, may come a moment
 * later), if it is still on the page (a screen drawn anew by the app has other buttons: the tap is dropped).
 */
export function replayEarlyTap(): void {
  const tapped = window[EARLY_TAP];
  delete window[EARLY_TAP];
  if (!(tapped instanceof HTMLElement)) return;
  const until = Date.now() + REPLAY_WAIT_MS;
  const attempt = () => {
    if (!tapped.isConnected) return;
    if (ownedByReact(tapped)) tapped.click();
    else if (Date.now() < until) setTimeout(attempt, 50);
  };
  attempt();
}

/** Rendered after a route's screen: its effect runs once that screen is hydrated. */
export function ReplayEarlyTap() {
  useEffect(replayEarlyTap, []);
  return null;
}
