import { createContext, useContext, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { onlineManager, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromTag } from '@/lib/i18n';
import { isApiError, isNoNetwork } from '@/lib/api-error';
import { errorText } from '@/shared/errorText';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate } from '@/utils/format';
import { kzDay, kzTimeOfDay } from '@/utils/kzDate';
import { whenIdle } from '@/utils/nextTask';
import { isKeptAnswer } from '@/shared/offline/keep';
import { KEPT_SLOT_ATTR, releaseKeptScreen } from '@/shared/offline/handover';
import { Button } from '@/shared/ui/Button';
import styles from './offline.module.css';

/** What a screen needs of its query to say how current its figures are. */
export interface ReadState {
  queryKey: QueryKey;
  dataUpdatedAt: number;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: unknown;
}

export interface Freshness {
  /** The figures are not this visit's answer from the server (kept from before, or the connection is gone). */
  stale: boolean;
  /** No connection: the browser says so, the read waits for it, or its last try found no network or no answer in time. */
  offline: boolean;
  /** The browser says it is offline, or the read waits for the network: it runs by itself when the network is back. */
  waitsForNetwork: boolean;
  refreshing: boolean;
  /** Why the last refresh failed (an ApiError), null when none did. */
  failure: unknown;
  at: number;
}

const NOT_STALE: Freshness = { stale: false, offline: false, waitsForNetwork: false, refreshing: false, failure: null, at: 0 };

function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => onlineManager.subscribe(cb),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Whether figures on screen may be out of date: the answer kept in this browser (until the server's arrives),
 * or any answer while offline. The server's fresh answer ends it, and with it the note and the marker.
 */
export function useFreshness(read: ReadState): Freshness {
  const online = useOnline();
  const kept = isKeptAnswer(read.queryKey, read.dataUpdatedAt);
  const waitsForNetwork = !online || read.fetchStatus === 'paused';
  // A retry of a read that found no network is still offline until it answers (the marker does not flicker).
  const offline = waitsForNetwork || isNoNetwork(read.error);
  if (read.dataUpdatedAt === 0) return NOT_STALE;
  // Fresh: `at` still says when, for the copy of the screen kept for the next visit (KeptNote).
  if (!kept && !offline) return { ...NOT_STALE, at: read.dataUpdatedAt };
  // Until a refresh has failed, one is under way (or about to start: a query fetches after its first render).
  return {
    stale: true,
    offline,
    waitsForNetwork,
    refreshing: read.fetchStatus === 'fetching' || !read.error,
    failure: read.error ?? null,
    at: read.dataUpdatedAt,
  };
}

const FreshnessContext = createContext<Freshness>(NOT_STALE);
export const FreshnessProvider = FreshnessContext.Provider;
/** How current the figures of the screen around are (the Pay button's note reads it). */
export const useScreenFreshness = (): Freshness => useContext(FreshnessContext);

/**
 * «По состоянию на 14:05» (with the day when it is not today, Kazakhstan's calendar), and why it is not newer.
 * `place`: a screen puts it at its top for a state that lasts (offline, a refresh that failed) and at its end for
 * the moment a refresh is on its way, so the screen does not move when the fresh answer ends it.
 * It is the screen's one word on a refresh that failed (QueryView's `refreshTold`): the reason, and with `onRetry` a
 * way to try again, which stays (busy) while the retry runs, so the borrower's focus is not lost. While the browser
 * says it is offline there is no retry: the read runs by itself when the network is back (src/lib/query-client.ts).
 */
export function KeptNote({ freshness, place, onRetry }: { freshness: Freshness; place: 'top' | 'end'; onRetry?: () => void }) {
  const { t } = useTranslation('offline');
  const { t: tUi } = useTranslation('ui');
  const asOfText = useAsOf();
  useKeptScreen(freshness, place === 'end');
  const { failure } = freshness;
  const lasting = freshness.offline || !freshness.refreshing || failure != null;
  // With fresh figures, an empty mark of the place: the copy kept for the next visit puts its note there.
  if (!freshness.stale) return <div hidden {...{ [KEPT_SLOT_ATTR]: place }} />;
  if (lasting !== (place === 'top')) return null;
  const asOf = asOfText(freshness.at, 'asOf', 'asOfDay');
  // No connection (the browser says so, or the last try found no network): the marker says it. Any other failure
  // (no answer in time, the server's refusal, an answer the app cannot read) is said with what the figures may be.
  const noConnection = freshness.waitsForNetwork || (isApiError(failure) && failure.kind === 'network');
  return (
    <div className={styles.note} data-testid="kept-note">
      <div className={styles.lines} role="status">
        <p className={styles.asOf}>{asOf}</p>
        {noConnection ? (
          <p className={styles.offline} data-testid="offline-marker">
            {/* The browser says it is offline: the screen refreshes itself when it is back. Online, a try that found
                no network: the reason as every screen says it («…Проверьте сеть и попробуйте снова»), with the retry. */}
            {freshness.waitsForNetwork ? t('offline') : errorText(tUi, failure)}
          </p>
        ) : (
          <p className={styles.muted}>{failure != null ? `${t('refreshFailed')} ${errorText(tUi, failure)}` : t('refreshing')}</p>
        )}
      </div>
      {onRetry && failure != null && !freshness.waitsForNetwork && (
        <Button type="button" variant="secondary" onClick={onRetry} loading={freshness.refreshing}>
          {tUi('retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * The screen's end (`handsOver`): the screen shows its figures, so the copy drawn before the app (src/shared/offline/handover.ts)
 * gives way to it in this frame; and while the figures are this visit's answer, a copy of the screen is kept for the
 * next visit (src/shared/offline/keptScreen.ts): once the page is idle, and again when it is hidden (the newest state).
 */
function useKeptScreen(freshness: Freshness, handsOver: boolean): void {
  const { t, i18n } = useTranslation('offline');
  const asOf = useAsOf();
  useLayoutEffect(() => {
    if (handsOver) releaseKeptScreen();
  }, [handsOver]);
  const keep = handsOver && !freshness.stale && freshness.at > 0;
  const { at } = freshness;
  // The app's name of the language ('ru' | 'kz'), as saved: the page's script compares the two.
  const lang = fromTag(i18n.language);
  useEffect(() => {
    if (!keep) return;
    // The copying code is loaded once the page is idle (no screen waits for it), and the copy taken then; later,
    // when the page is hidden (the newest state), it is taken at once: an import would not finish as the page goes.
    let copying: typeof import('@/shared/offline/keptScreen') | null = null;
    let live = true;
    const take = () =>
      copying?.keepScreen({
        at,
        lang,
        asOf: asOf(at, 'asOf', 'asOfDay'),
        refreshing: t('refreshing'),
        offline: t('offline'),
        staleAmount: asOf(at, 'staleAmount', 'staleAmountDay'),
        staleRow: asOf(at, 'staleRow', 'staleRowDay'),
        classes: { note: styles.note!, lines: styles.lines!, asOf: styles.asOf!, muted: styles.muted!, offline: styles.offline! },
      });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') take();
    };
    const cancelIdle = whenIdle(
      () =>
        void import('@/shared/offline/keptScreen').then((m) => {
          if (!live) return;
          copying = m;
          take();
        }),
      1_000,
      3_000,
    );
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', take);
    return () => {
      live = false;
      cancelIdle();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', take);
    };
    // asOf and t change identity every render; the texts follow `at` and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keep, at, lang]);
}

type AsOfKey = 'asOf' | 'staleAmount' | 'staleRow';

/**
 * A text with the time figures were known at: `key` with {{time}} when that was today (Kazakhstan's calendar),
 * `key`Day with {{date}} and {{time}} when it was another day.
 */
export function useAsOf(): (at: number, key: AsOfKey, dayKey: `${AsOfKey}Day`) => string {
  const { t } = useTranslation('offline');
  const tag = useIntlTag();
  return (at, key, dayKey) => {
    const time = kzTimeOfDay(at);
    const day = kzDay(at);
    return day === kzDay(Date.now()) ? t(key, { time }) : t(dayKey, { date: formatDate(day, tag), time });
  };
}

/**
 * Under the Pay button while offline: paying needs the network (the page would only fail). `tapped`: the
 * borrower tapped it anyway (a count, so each tap announces it again).
 */
export function PayNeedsNetwork({ id, tapped = 0 }: { id: string; tapped?: number }) {
  const { t } = useTranslation('offline');
  const { offline } = useScreenFreshness();
  if (!offline) return null;
  return (
    <p key={tapped} id={id} className={tapped > 0 ? styles.offline : styles.muted} role={tapped > 0 ? 'alert' : undefined}>
      {t('payNeedsNetwork')}
    </p>
  );
}

/** A stale answer whose refresh failed (the API unreachable, the browser still online) is asked for again now and then. */
export const RETRY_STALE_MS = 30_000;

export function useRefreshWhileStale(freshness: Freshness, refetch: () => unknown): void {
  const waiting = freshness.stale && !freshness.refreshing;
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => {
      if (onlineManager.isOnline() && document.visibilityState === 'visible') void refetch();
    }, RETRY_STALE_MS);
    return () => clearInterval(id);
  }, [waiting, refetch]);
}
