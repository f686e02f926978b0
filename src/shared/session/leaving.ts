/**
 * Leaving a screen that needs a session while the session goes away (sign-out, deletion, session end):
 * router location updates run in a transition but the session store updates at once, so for a moment
 * the old screen renders signed out. While this flag is up its auth guard renders nothing instead of
 * redirecting on its own, and no unsaved-form guard holds the borrower back; the shell lowers the flag
 * once the new location has committed.
 *
 * Its own module (no query client, no HTTP): the shell and the route guard read it on the first screen.
 */
let leaving = false;
export const isLeavingSession = (): boolean => leaving;
export function settleLeaving(): void {
  leaving = false;
}

/** Raises the flag, goes (`go`), then clears (`clear`): src/shared/session/session.ts. */
export function leaveSession(go: () => void, clear: () => void): void {
  leaving = true;
  go();
  clear();
}
