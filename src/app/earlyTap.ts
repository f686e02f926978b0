import { useEffect } from 'react';
import { EARLY_TAP } from '@/app/firstScreen';
import { LIVE_ATTR } from '@/shared/ui/liveMark';

/**
 * Taps on a drawn first screen before the app is there (src/app/firstScreenScript.ts). On a weak network the
 * app's code can take seconds to arrive after the screen shows, and the takeover a moment more; a
 * borrower who taps "Қазақша" or the back button meanwhile must not have to tap again. index.html's
 * script keeps the last drawn button tapped that the app does not answer yet; the app clicks it once it
 * does: the button carries its live mark (`data-live`, src/shared/ui/liveMark.ts), which the app renders
 * itself once React has taken the button over.
 */
declare global {
  interface Window {
    [EARLY_TAP]?: Element | null;
  }
}

/** Whether the app answers this button (the inline script reads the same mark). */
const isLive = (el: Element) => el.hasAttribute(LIVE_ATTR);

/** How long a tapped button may wait for its block to be taken over (its code still loading). */
const REPLAY_WAIT_MS = 10_000;

/**
 * Once the route's screen is the app's: stop keeping taps, and click the button tapped before, once,
 * when it is live (a block inside the screen may be taken over a moment later, when its code arrives),
 * if it is still on the page (a screen drawn anew by the app has other buttons: the tap is dropped). A
 * drawn button without the mark is never clicked: the tap is dropped, never answered twice.
 */
export function replayEarlyTap(): void {
  const tapped = window[EARLY_TAP];
  delete window[EARLY_TAP];
  if (!(tapped instanceof HTMLElement)) return;
  const until = Date.now() + REPLAY_WAIT_MS;
  const attempt = () => {
    if (!tapped.isConnected) return;
    if (isLive(tapped)) tapped.click();
    else if (Date.now() < until) setTimeout(attempt, 50);
  };
  attempt();
}

/** Rendered after a route's screen: its effect runs once that screen is hydrated. */
export function ReplayEarlyTap() {
  useEffect(replayEarlyTap, []);
  return null;
}
