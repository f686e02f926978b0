import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/ErrorState';
import { deferredBlock, once } from '@/lib/deferred';
import styles from './landing.module.css';

type OfferModule = typeof import('@/features/landing/components/Offer');

/**
 * The offer blocks (and with them the HTTP client and the product schema) are a chunk of their own, so
 * a landing page paints its text and call to action with no more JavaScript than the Loans tab. One chunk
 * for every page's blocks, loaded once.
 */
const loadOffer = once(() => import('@/features/landing/components/Offer'));

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

/**
 * An offer block of the landing pages. Each page starts loading the chunk when its module is evaluated
 * (`preload`), while the route still waits for its texts, so the figures are rarely later than the page.
 */
export function lazyOffer<P extends { children?: ReactNode }>(pick: (m: OfferModule) => ComponentType<P>) {
  return deferredBlock(() => loadOffer().then(pick), { queries: true, failed: OfferChunkFailed as ComponentType<P> });
}
