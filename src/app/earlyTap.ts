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

/**
 * Once the route's screen is the app's: stop keeping taps, and click the button tapped before, once,
 * if it is still on the page (a screen drawn anew by the app has other buttons: the tap is dropped).
 */
export function replayEarlyTap(): void {
  const tapped = window[EARLY_TAP];
  delete window[EARLY_TAP];
  if (tapped instanceof HTMLElement && tapped.isConnected) tapped.click();
}

/** Rendered after a route's screen: its effect runs once that screen is hydrated. */
export function ReplayEarlyTap() {
  useEffect(replayEarlyTap, []);
  return null;
}
