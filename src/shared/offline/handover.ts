/**
 * The kept screen's handover: a copy of a signed-in screen as it last showed this borrower's figures (written by
 * src/shared/offline/keptScreen.ts), which index.html's inline script (src/app/firstScreenScript.ts) draws
 * from storage before any of the app's JavaScript has arrived, beside #root, with #root hidden. The app
 * renders into #root meanwhile and hands over here: the copy goes and #root shows, in one frame.
 *
 * It is handed over when the screen shows its figures (KeptNote, src/shared/offline/KeptNote.tsx), when
 * another route comes up (the borrower tapped a link in the copy, or the session was over: RouteView), when
 * an error state shows (ErrorState), a page fails to load or the app cannot start, and at the latest
 * HANDOVER_LIMIT_MS after the app starts rendering.
 * This module is in every start's JavaScript: it stays a few lines.
 */

/** The copy's container, before #root. */
export const KEPT_SCREEN_ID = 'kept-screen';
/** On the container: the address (location.hash) the copy was taken at. */
export const KEPT_SCREEN_ROUTE_ATTR = 'data-route';
/** Flags of an element of the copy (index.html's script reads the same numbers). */
export const KEPT_FLAGS = { svg: 1, online: 2, offline: 4 } as const;
/** On a screen's element: left out of the copy with everything inside (what the kept answers do not keep). */
export const UNKEPT_ATTR = 'data-unkept';
/** KeptNote's place when the figures are fresh ('top' | 'end'): the copy's note goes there. */
export const KEPT_SLOT_ATTR = 'data-kept-slot';
/** TodayAmountLabel's (src/features/repayment/components/TodayAmountLabel.tsx) label when the figures are fresh ('amount' | 'row'): the copy says their time instead. */
export const KEPT_LABEL_ATTR = 'data-kept-label';
/**
 * Anywhere on a screen: no copy of it is kept (and an older one of its address is dropped). For a screen that the
 * kept answers cannot draw whole at the next start: the Loans tab's offer needs the product's limits, which are not
 * kept, so the app would replace the copy's form with a skeleton.
 */
export const NO_KEPT_COPY_ATTR = 'data-no-kept-copy';
/** The longest the copy may stand in for the app: then #root shows whatever the app has (a skeleton at worst). */
export const HANDOVER_LIMIT_MS = 10_000;

/** The key of an address in the kept copies: its hash, the Loans tab's empty one as '#/'. */
export const keptScreenKey = (hash: string): string => hash || '#/';

/** The address of the copy on screen, or null when none is. */
export function keptScreenRoute(): string | null {
  return document.getElementById(KEPT_SCREEN_ID)?.getAttribute(KEPT_SCREEN_ROUTE_ATTR) ?? null;
}

/** Removes the copy and shows #root (nothing when no copy is on screen). */
export function releaseKeptScreen(): void {
  const copy = document.getElementById(KEPT_SCREEN_ID);
  if (!copy) return;
  copy.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Hands over when the app has come up on another address than the copy's. */
export function releaseKeptScreenIfElsewhere(): void {
  const route = keptScreenRoute();
  if (route !== null && route !== keptScreenKey(window.location.hash)) releaseKeptScreen();
}
