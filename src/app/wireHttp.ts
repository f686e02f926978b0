import { configureHttp, resetSessionExpiry } from '@/lib/http-hooks';
import { env } from '@/config/env';
import { commonFields } from '@/stores/tracking';
import { syncSessionAcrossTabs, useSession } from '@/stores/session';
import { endSession, followOtherTab } from '@/shared/session/session';
import { refetchLocalized } from '@/shared/api/query';
import { currentLocale, i18next } from '@/lib/i18n';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP client's common fields and session hooks, tab sync and language refetch, tied to the query
 * client. Loaded with the query client (src/app/queryLayer.ts), after a drawn first screen.
 */
let onLanguageChanged: () => void = () => {};
let unwire: () => void = () => {};

export function wireHttp(queryClient: QueryClient): void {
  configureHttp({
    // The server answers its texts (messages, coupons, product copy) in the language sent: 'ru' or 'kz'.
    commonFields: () => ({ ...commonFields({ name: env.appName, version: env.appVersion }), lang: currentLocale() }),
    token: () => useSession.getState().token,
    onSessionExpired: () => endSession(queryClient),
  });
  // Wiring again (tests render the app many times) replaces the previous listeners instead of adding to them.
  unwire();
  // A new token (login here or in another tab) re-arms the one-message-per-session rule.
  const stopTokenWatch = useSession.subscribe((s, prev) => {
    if (s.token && s.token !== prev.token) resetSessionExpiry();
  });
  const stopTabSync = syncSessionAcrossTabs((change) => followOtherTab(queryClient, change));
  unwire = () => {
    stopTokenWatch();
    stopTabSync();
  };
  // Answers in the old language are stale: refetch the ones that carry server texts.
  i18next.off('languageChanged', onLanguageChanged);
  onLanguageChanged = () => void refetchLocalized(queryClient);
  i18next.on('languageChanged', onLanguageChanged);
}
