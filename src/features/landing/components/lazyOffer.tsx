import { lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/ErrorState';
import { withQueryClient } from '@/lib/queries';
import { nextTask } from '@/utils/nextTask';
import styles from './landing.module.css';

type OfferModule = typeof import('@/features/landing/components/Offer');

let loading: Promise<OfferModule> | null = null;

/**
 * The offer blocks (and with them the HTTP client and the product schema) are a chunk of their own, so
 * a landing page paints its text and call to action with no more JavaScript than the Loans tab. Each
 * page starts this load when its module is evaluated, while the route still waits for its texts, so
 * the figures are rarely later than the page. A failed load may be tried again.
 */
export function loadOffer(): Promise<OfferModule> {
  loading ??= import('@/features/landing/components/Offer').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/**
 * Starts loading the offer blocks in a task of its own: asking for a chunk and its imports costs the
 * main thread a few milliseconds each on a cheap phone, which should not lengthen the task evaluating
 * the page. A failure shows where the block would be.
 */
export function preloadOffer(): void {
  void nextTask().then(() => loadOffer().catch(() => undefined));
}

/**
 * The offer chunk could not be loaded (offline, or a deploy renamed it under an open tab): the rest of
 * the page stays, this block says so and reloads the page on retry (a fresh page names the new chunk).
 */
function OfferChunkFailed({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <>
      <ErrorState message={t('offer.loadFailed')} onRetry={() => window.location.reload()} />
      {children ? <ul className={styles.checks}>{children}</ul> : null}
    </>
  );
}

export function lazyOffer<P extends { children?: ReactNode }>(pick: (m: OfferModule) => ComponentType<P>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await withQueryClient(pick(await loadOffer())) };
    } catch {
      return { default: OfferChunkFailed as ComponentType<P> };
    }
  });
}
