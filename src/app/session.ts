import type { QueryClient } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n';
import { paths, withQuery } from '@/app/paths';
import { useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';
import { showToast } from '@/shared/ui/toastStore';
import { resetSessionExpiry } from '@/lib/http-hooks';
import { currentLocation, navigateOutside } from '@/app/navBridge';

/**
 * Spec: code 301 or HTTP 501 resets user data, shows 'Срок действия входа истек' and opens login
 * unless already there (then the message is a toast). Drafts stay (so the borrower finds the form after signing in again), and the
 * login page brings them back to where they were.
 */
export function endSession(queryClient: QueryClient): void {
  const { pathname, search } = currentLocation();
  if (pathname === paths.login) {
    useSession.getState().reset();
    queryClient.clear();
    showToast(i18next.t('sessionExpired', { ns: 'common' }), { duration: 3000 });
    return;
  }
  // The login page shows the message as a notice that stays until the borrower signs in again.
  leaveSession(() => navigateOutside(withQuery(paths.login, { redirect: pathname + search, reason: 'expired' }), { replace: true }), () => {
    useSession.getState().reset();
    queryClient.clear();
  });
}

/** Logout and account deletion: the spec's keys, the query cache and every draft. */
export function signOut(queryClient: QueryClient): void {
  useSession.getState().reset();
  useDrafts.getState().clearAll();
  queryClient.clear();
  resetSessionExpiry();
}

/**
 * Leaving a screen that needs a session while the session goes away (sign-out, deletion, session end):
 * router location updates run in a transition but the session store updates at once, so for a moment
 * the old screen renders signed out. While this flag is up its auth guard renders nothing instead of
 * redirecting on its own; the shell lowers the flag once the new location has committed.
 */
let leaving = false;
export const isLeavingSession = (): boolean => leaving;
export function settleLeaving(): void {
  leaving = false;
}

function leaveSession(go: () => void, clear: () => void): void {
  leaving = true;
  go();
  clear();
}

export function signOutAndGo(queryClient: QueryClient, go: () => void): void {
  leaveSession(go, () => signOut(queryClient));
}
