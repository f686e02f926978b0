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
