import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/shared/ui/Icons';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './PullToRefresh.module.css';

/** Spec: pull-to-refresh threshold 45. */
export const PULL_THRESHOLD = 45;
/** The indicator follows the finger at half speed, so 45px of pull takes 90px of drag. */
const RESISTANCE = 0.5;

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  threshold?: number;
  disabled?: boolean;
}

function scrolledToTop(el: HTMLElement | null): boolean {
  const page = window.scrollY || document.documentElement.scrollTop || 0;
  return page <= 0 && (el?.scrollTop ?? 0) <= 0;
}

/**
 * Touch drag down from the top of the page refreshes it. Only starts when the page is scrolled to the
 * top; a second pull while refreshing is ignored. Touch only: pages keep their own way to reload for
 * keyboard and screen-reader users (ErrorState retry, re-opening the tab).
 */
export function PullToRefresh({ onRefresh, children, threshold = PULL_THRESHOLD, disabled = false }: PullToRefreshProps) {
  const { t } = useTranslation('ui');
  const rootRef = useRef<HTMLDivElement>(null);
  const startY = useRef<number | null>(null);
  const pullRef = useRef(0);
  const [pull, setPull] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const mounted = useRef(true);

  // Stop Android Chrome's own pull-to-reload (a full page reload) from fighting ours.
  useEffect(() => {
    mounted.current = true;
    const html = document.documentElement;
    const before = html.style.overscrollBehaviorY;
    html.style.overscrollBehaviorY = 'contain';
    return () => {
      mounted.current = false;
      html.style.overscrollBehaviorY = before;
    };
  }, []);

  const update = (v: number) => {
    pullRef.current = v;
    setPull(v);
  };

  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    const touch = e.touches[0];
    if (disabled || refreshing || !touch || !scrolledToTop(rootRef.current)) return;
    startY.current = touch.clientY;
  };

  const onTouchMove = (e: TouchEvent<HTMLDivElement>) => {
    const touch = e.touches[0];
    if (startY.current == null || !touch) return;
    const dy = touch.clientY - startY.current;
    if (dy <= 0 || !scrolledToTop(rootRef.current)) {
      // Scrolling up the content, not pulling.
      if (pullRef.current !== 0) update(0);
      setDragging(false);
      return;
    }
    setDragging(true);
    update(Math.min(dy * RESISTANCE, threshold * 2));
  };

  const onTouchEnd = async () => {
    if (startY.current == null) return;
    startY.current = null;
    setDragging(false);
    if (pullRef.current < threshold) {
      update(0);
      return;
    }
    update(threshold);
    setRefreshing(true);
    try {
      await onRefresh();
    } catch {
      // The page shows its own error state; the gesture just ends.
    } finally {
      if (mounted.current) {
        setRefreshing(false);
        update(0);
      }
    }
  };

  const armed = pull >= threshold;
  return (
    <div
      ref={rootRef}
      className={styles.root}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={dragging ? styles.indicator : `${styles.indicator} ${styles.settle}`}
        style={{ height: pull }}
        role="status"
        aria-live="polite"
      >
        {refreshing ? (
          <span className={styles.inner}>
            <Spinner />
            <span>{t('pull.refreshing')}</span>
          </span>
        ) : (
          pull > 0 && (
            <span className={styles.inner} aria-hidden="true">
              <span className={armed ? `${styles.arrow} ${styles.arrowUp}` : styles.arrow}>
                <ChevronDownIcon size={20} />
              </span>
              <span>{armed ? t('pull.release') : t('pull.pull')}</span>
            </span>
          )
        )}
      </div>
      {children}
    </div>
  );
}
