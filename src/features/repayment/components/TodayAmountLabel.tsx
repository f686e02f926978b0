import { useEffect, useLayoutEffect, useRef } from 'react';
import { KEPT_LABEL_ATTR } from '@/shared/offline/handover';
import { useAsOf, useScreenFreshness } from '@/shared/offline/KeptNote';
import styles from './TodayAmountLabel.module.css';

/**
 * The label of today's amount when the figure on screen is not this visit's answer: when it was known, and that
 * today's may differ (interest and the overdue charge move with the calendar). `today`: the label otherwise.
 */
export function TodayAmountLabel({ today, row = false }: { today: string; row?: boolean }) {
  const freshness = useScreenFreshness();
  const asOf = useAsOf();
  const box = useHeightHeldAfter(freshness.stale);
  // Fresh: marked, so the copy kept for the next visit labels it with its time (src/shared/offline/keptScreen.ts).
  if (!freshness.stale) {
    return (
      <span ref={box} className={styles.label} {...{ [KEPT_LABEL_ATTR]: row ? 'row' : 'amount' }}>
        {today}
      </span>
    );
  }
  return (
    <span ref={box} className={styles.label} data-testid="stale-amount">
      {row ? asOf(freshness.at, 'staleRow', 'staleRowDay') : asOf(freshness.at, 'staleAmount', 'staleAmountDay')}
    </span>
  );
}

/**
 * The height a label had while it showed a kept figure's longer text, held once the answer is this visit's: the
 * shorter label would pull everything below it up (on the repayment page, the Pay button moved 23 px a second after
 * the page opened). Measured by a ResizeObserver while stale (no layout forced), applied before the fresh label paints.
 */
function useHeightHeldAfter(stale: boolean) {
  const box = useRef<HTMLSpanElement>(null);
  const height = useRef(0);
  useEffect(() => {
    const el = box.current;
    if (!stale || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      height.current = entry?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [stale]);
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.style.minHeight = !stale && height.current > 0 ? `${height.current}px` : '';
  }, [stale]);
  return box;
}
