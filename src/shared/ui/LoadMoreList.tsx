import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './LoadMoreList.module.css';

/** Spec: reach-bottom distance 100. */
export const REACH_BOTTOM_DISTANCE = 100;

export interface LoadMoreListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Asks for the next page; called again only after `items` grows or `loading` ends. */
  onLoadMore: () => void;
  hasMore: boolean;
  loading: boolean;
  /** Shown when there are no items and nothing more to load (e.g. <EmptyState preset="loans" />). */
  empty?: ReactNode;
  /** Distance from the bottom that triggers loading; default 100px. */
  threshold?: number;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

function nearBottom(threshold: number): boolean {
  const doc = document.documentElement;
  return window.innerHeight + window.scrollY >= doc.scrollHeight - threshold;
}

/**
 * A list that loads its next page when the borrower scrolls within 100px of the end (an
 * IntersectionObserver on a sentinel with a bottom rootMargin; a throttled scroll listener where
 * IntersectionObserver is missing). A "Show more" button does the same for keyboard and screen-reader
 * users and in case the observer never fires.
 */
export function LoadMoreList<T>({
  items,
  renderItem,
  getKey,
  onLoadMore,
  hasMore,
  loading,
  empty,
  threshold = REACH_BOTTOM_DISTANCE,
  'aria-label': ariaLabel,
}: LoadMoreListProps<T>) {
  const { t } = useTranslation('ui');
  const sentinel = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  const count = items.length;
  useEffect(() => {
    if (!hasMore || loading) return;
    // One request per (count, loading) state: a new observer is made when items arrive, and its first
    // report tells whether the end is still in view (a short page) so the next page loads too.
    let asked = false;
    const ask = () => {
      if (asked) return;
      asked = true;
      onLoadMoreRef.current();
    };
    const node = sentinel.current;
    if (typeof IntersectionObserver === 'function' && node) {
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && ask(), {
        rootMargin: `0px 0px ${threshold}px 0px`,
      });
      io.observe(node);
      return () => io.disconnect();
    }
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (nearBottom(threshold)) ask();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [count, hasMore, loading, threshold]);

  if (count === 0 && !hasMore && !loading && empty != null) return <>{empty}</>;

  return (
    <div aria-busy={loading || undefined}>
      <ul className={styles.list} aria-label={ariaLabel}>
        {items.map((item, i) => (
          <li key={getKey(item, i)}>{renderItem(item, i)}</li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer}>
        <div role="status" className={styles.status}>
          {loading ? (
            <>
              <Spinner />
              <span>{t('loading')}</span>
            </>
          ) : (
            !hasMore && count > 0 && <span>{t('list.end')}</span>
          )}
        </div>
        {!loading && hasMore && (
          <Button variant="text" onClick={() => onLoadMoreRef.current()}>
            {t('list.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
