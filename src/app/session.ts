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
 * unless already there. Drafts stay (so the borrower finds the form after signing in again), and the
 * login page brings them back to where they were.
 */
export function endSession(queryClient: QueryClient): void {
  useSession.getState().reset();
  queryClient.clear();
  showToast(i18next.t('sessionExpired', { ns: 'common' }), { duration: 3000 });
  const { pathname, search } = currentLocation();
  if (pathname === paths.login) return;
  navigateOutside(withQuery(paths.login, { redirect: pathname + search }), { replace: true });
}

/** Logout and account deletion: the spec's keys, the query cache and every draft. */
export function signOut(queryClient: QueryClient): void {
  useSession.getState().reset();
  useDrafts.getState().clearAll();
  queryClient.clear();
  resetSessionExpiry();
}

/**
 * Signing out from a screen that needs a session: router location updates run in a transition, the
 * session store updates at once, so for a moment the old screen renders signed out. While this flag is
 * up its auth guard renders nothing instead of sending the borrower to login; the shell lowers it when
 * the new location has committed.
 */
let leaving = false;
export const isLeavingAfterSignOut = (): boolean => leaving;
export function settleSignOut(): void {
  leaving = false;
}

export function signOutAndGo(queryClient: QueryClient, go: () => void): void {
  leaving = true;
  go();
  signOut(queryClient);
}
