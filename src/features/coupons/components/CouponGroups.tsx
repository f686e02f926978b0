import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponCard } from '@/shared/coupon/CouponCard';
import { COUPON_STATES, type CouponGroups as Groups, type CouponState } from '@/shared/coupon/rules';
import { EmptyState } from '@/shared/ui/EmptyState';
import styles from './CouponGroups.module.css';

export interface CouponGroupsProps {
  groups: Groups;
  active: CouponState;
  onSelect: (state: CouponState) => void;
  today: string;
}

/**
 * Available / used / expired as a segmented control (the tabs pattern: arrow keys, Home and End move
 * between them) with each group's count, and the chosen group's coupons below, or its empty state.
 */
export function CouponGroups({ groups, active, onSelect, today }: CouponGroupsProps) {
  const { t } = useTranslation('coupons');
  const id = useId();
  const tabs = useRef<Partial<Record<CouponState, HTMLButtonElement | null>>>({});
  const tabId = (s: CouponState) => `${id}-tab-${s}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = COUPON_STATES.indexOf(active);
    const last = COUPON_STATES.length - 1;
    const next =
      e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    const state = COUPON_STATES[next]!;
    onSelect(state);
    tabs.current[state]?.focus();
  };

  const list = groups[active];
  return (
    <>
      <div role="tablist" aria-label={t('page.groupsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
        {COUPON_STATES.map((s) => (
          <button
            key={s}
            ref={(el) => {
              tabs.current[s] = el;
            }}
            type="button"
            role="tab"
            id={tabId(s)}
            aria-selected={s === active}
            aria-controls={panelId}
            tabIndex={s === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(s)}
          >
            <span>{t(`page.tabs.${s}`)}</span> <span className={styles.count}>{groups[s].length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0} className={styles.panel}>
        {list.length === 0 ? (
          <EmptyState text={t(`page.empty.${active}`)} />
        ) : (
          <ul className={styles.list}>
            {list.map((c) => (
              <li key={c.id}>
                <CouponCard coupon={c} today={today} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
