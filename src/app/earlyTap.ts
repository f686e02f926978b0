import { useEffect } from 'react';
import { EARLY_TAP } from '@/app/firstScreen';

/**
 * Taps on a drawn first screen before the app is there (scripts/first-screen.ts). On a weak network the
 * app's code can take seconds to arrive after the screen shows; a borrower who taps "Қазақша" or "Claim
 * the gift" meanwhile must not have to tap again. index.html's script keeps the last button tapped; the
 * app stops it as it starts the takeover and clicks that button once the screen is its own.
 */
declare global {
  interface Window {
    [EARLY_TAP]?: Element | null;
  }
}

let pending: Element | null = null;

/** As the app takes the drawn screen over: stop keeping taps (React answers them from now on). */
export function takeEarlyTap(): void {
  pending = window[EARLY_TAP] ?? null;
  delete window[EARLY_TAP];
}

/** Clicks the button tapped early, once, if it is still on the page (the takeover kept it). */
export function replayEarlyTap(): void {
  const tapped = pending;
  pending = null;
  if (tapped instanceof HTMLElement && tapped.isConnected) tapped.click();
}

/** Rendered after a route's screen: its effect runs once that screen is hydrated. */
export function ReplayEarlyTap() {
  useEffect(replayEarlyTap, []);
  return null;
}
