import { configureHttp, resetSessionExpiry } from '@/lib/http-hooks';
import { env } from '@/config/env';
import { captureTracking, commonFields, LAUNCH_PARAMS } from '@/stores/tracking';
import { syncSessionAcrossTabs, useSession } from '@/stores/session';
import { paths } from '@/config/paths';
import { endSession, followOtherTab } from '@/shared/session/session';
import { refetchLocalized } from '@/shared/api/query';
import { currentLocale, i18next } from '@/lib/i18n';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads the launch address before the router starts: stores tracking ids, strips them from the
 * visible address (they must not leak into shares or referrers) and applies the spec's launch rule.
 */
export function applyLaunch(win: Window = window): void {
  const { hasSource } = captureTracking(win.location.href, win.document.cookie);
  const url = new URL(win.location.href);
  let changed = false;
  // The ids may come in the real query ('/?channel=x#/') or in the hash route's query ('/#/page?channel=x').
  const [hashPath = '', hashQuery = ''] = url.hash.split(/\?(.*)/s);
  const inHash = new URLSearchParams(hashQuery);
  for (const key of LAUNCH_PARAMS) {
    if (url.searchParams.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
    if (inHash.has(key)) {
      inHash.delete(key);
      changed = true;
    }
  }
  if (changed && !hasSource) {
    const rest = inHash.toString();
    url.hash = rest ? `${hashPath}?${rest}` : hashPath;
  }
  if (hasSource) {
    url.hash = '#' + paths.home.index;
    changed = true;
  }
  if (changed) win.history.replaceState(null, '', url.toString());
}

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
