import type { QueryClient } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';
import { showToast } from '@/shared/ui/toastStore';
import { resetSessionExpiry } from '@/lib/http-hooks';
import { currentLocation, currentPage, navigateOutside } from '@/shared/navigation/navBridge';
import { stepInfoQuery } from '@/shared/api/stepQuery';
import { leaveSession } from '@/shared/session/leaving';
import { forgetKept } from '@/shared/offline/forget';
import { dropQueuedAnalyticsEvents } from '@/stores/analyticsQueue';
import { forgetMarketingConsent } from '@/stores/marketingConsent';
import { isNoNetwork } from '@/lib/api-error';
import { logout } from '@/shared/session/logoutApi';

export { isLeavingSession, settleLeaving } from '@/shared/session/leaving';

/**
 * The session module: signing in, signing out (logout, account deletion) and the session ending on
 * the server's word. Everything that starts or ends a session goes through here, so the order of
 * steps (drafts, stored keys, cache, step data) is written once.
 */

/**
 * After a successful login: a different borrower does not inherit drafts, the token and phone are
 * stored, nothing cached from before survives, and the step data is fetched. A failed step fetch does
 * not block signing in: the step query is simply missing, and the Loans tab fetches it again.
 */
export async function signIn(queryClient: QueryClient, result: { token: string; phone: string }): Promise<void> {
  useDrafts.getState().claim(result.phone);
  useSession.getState().setSession(result.token, result.phone);
  queryClient.clear();
  // Whatever a previous session kept (its end should have removed it) is not this one's.
  forgetKept();
  resetSessionExpiry();
  try {
    await queryClient.fetchQuery({ ...stepInfoQuery(), retry: false });
  } catch {
    queryClient.removeQueries({ queryKey: stepInfoQuery().queryKey });
  }
}

/**
 * Spec: code 301 or HTTP 501 resets user data, shows 'Срок действия входа истек' and opens login
 * unless already there (then the message is a toast). Drafts stay (so the borrower finds the form after
 * signing in again), and the login page brings them back to where they were.
 */
export function endSession(queryClient: QueryClient): void {
  const { pathname } = currentLocation();
  // The loan kept for offline goes with the session, at once (the page may close before the login page opens).
  forgetKept();
  if (pathname === paths.login) {
    useSession.getState().reset();
    queryClient.clear();
    showToast(i18next.t('sessionExpired', { ns: 'common' }), { duration: 3000 });
    return;
  }
  // The login page shows the message as a notice that stays until the borrower signs in again; it brings
  // the borrower back to the page (beneath a dialog, the page it was opened over: login never returns to a dialog).
  const page = currentPage();
  leaveSession(
    () => navigateOutside(withQuery(paths.login, { redirect: page.pathname + page.search, reason: 'expired' }), { replace: true }),
    () => {
      useSession.getState().reset();
      queryClient.clear();
      forgetKept();
    },
  );
}

/**
 * Logout and account deletion: the spec's keys, the query cache (and what of it was kept offline), every draft, the
 * analytics events still queued and the borrower's marketing consent.
 */
function clearEverything(queryClient: QueryClient): void {
  useSession.getState().reset();
  useDrafts.getState().clearAll();
  dropQueuedAnalyticsEvents();
  forgetMarketingConsent();
  queryClient.clear();
  forgetKept();
  resetSessionExpiry();
}

/**
 * Logout or a finished account deletion: clears everything, then goes where `go` says (the Loans tab).
 * A logout also tells the server, so a copy of the token dies with the session (docs/api.md, "Logout and
 * token lifetime"). Best effort, never waited for: without the network the borrower is still signed out
 * here, and the server's idle lifetime ends the token. A deletion needs no call (the server forgot the
 * borrower and every token with them).
 */
export function signOut(queryClient: QueryClient, go: () => void, { revoke = true }: { revoke?: boolean } = {}): void {
  const token = useSession.getState().token;
  if (revoke && token) revokeOnServer(token);
  leaveSession(go, () => clearEverything(queryClient));
}

/**
 * The logout call, with the token passed along (by the time it goes out, this tab's session is already cleared).
 * Its code is in the start, not fetched at the tap (offline, or after a deploy replaced the chunk, a fetch at that
 * moment would fail and the token would live on). Without an answer (no network), it is made once more when the
 * browser says it is back online, for as long as the page lives: the token stays in this closure only, never in
 * storage.
 */
function revokeOnServer(token: string, win: Window = window): void {
  const attempt = (again: boolean) => {
    logout(undefined, { token }).catch((e: unknown) => {
      if (again && isNoNetwork(e)) win.addEventListener('online', () => attempt(false), { once: true });
    });
  };
  attempt(true);
}

/**
 * Another tab signed out, deleted the account, or signed in as someone else: nothing this tab cached or
 * holds in memory may be shown or written back. The cache goes at once; the screen goes to the Loans
 * tab (as in the tab that signed out), without asking about unsaved forms, since they were the previous
 * session's. A sign-in elsewhere after being signed out here only drops the signed-out cache.
 */
export function followOtherTab(queryClient: QueryClient, change: 'signedIn' | 'signedOut' | 'switched'): void {
  queryClient.clear();
  forgetKept();
  // Signed out there: that tab removed every draft, and this one's memory goes too (read back from storage, it could
  // still hold them if this tab hears of the token before the drafts are gone, and a later save would write them back).
  if (change === 'signedOut') useDrafts.getState().clearAll();
  else useDrafts.getState().reload();
  if (change === 'signedIn') return;
  // Already on the Loans tab: nothing to leave (and no location change would lower the leaving flag).
  if (currentLocation().pathname === paths.root) return;
  leaveSession(
    () => navigateOutside(paths.root, { replace: true }),
    () => {},
  );
}

