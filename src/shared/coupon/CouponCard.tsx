import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@/shared/api/coupon';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate, formatPercent, formatTenge } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';
import { EXPIRES_SOON_DAYS, couponBenefit, couponState, daysLeft } from '@/shared/coupon/rules';
import { serverText } from '@/shared/serverText';
import styles from './CouponCard.module.css';

export interface CouponCardProps {
  coupon: Coupon;
  /** The title's heading level where the card sits (a page list: 2; inside a dialog or a section: 3). */
  headingLevel?: 2 | 3 | 4;
  /** Kazakhstan calendar day ('YYYY-MM-DD'); today by default. */
  today?: string;
  /** An action under the details (e.g. "apply" at application or repayment). */
  children?: ReactNode;
}

/**
 * One coupon, the same on every screen: its title in the borrower's language, what it gives (tenge or a
 * percentage off the reward, as the server says), where it applies and from which amount, until when it
 * is valid; used and expired ones muted, with their state. Texts: the 'coupons' namespace.
 */
export function CouponCard({ coupon, headingLevel = 2, today, children }: CouponCardProps) {
  const { t } = useTranslation('coupons');
  const tag = useIntlTag();
  const titleId = useId();
  const day = today ?? kzDay(Date.now());
  const state = couponState(coupon, day);
  const benefit = couponBenefit(coupon);
  const left = daysLeft(coupon, day);
  const H = `h${headingLevel}` as const;
  const money = (v: number) => formatTenge(v, tag);

  const value = benefit.kind === 'amount' ? money(benefit.amount) : formatPercent(benefit.percent, tag);
  const gives =
    benefit.kind === 'amount'
      ? t('card.off', { amount: value })
      : benefit.upTo !== null
        ? t('card.offPercentUpTo', { percent: value, amount: money(benefit.upTo) })
        : t('card.offPercent', { percent: value });
  const where =
    coupon.minAmount > 0
      ? t(coupon.scope === 'apply' ? 'card.applyFrom' : 'card.repayFrom', { amount: money(coupon.minAmount) })
      : t(coupon.scope === 'apply' ? 'card.apply' : 'card.repay');
  const date = formatDate(coupon.validUntil, tag);
  const off = state !== 'available';

  return (
    <article className={`card ${styles.card} ${off ? styles.off : ''}`} aria-labelledby={titleId} data-state={state}>
      <div className={styles.stub} aria-hidden="true">
        {value}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <H id={titleId} className={styles.title}>
            {serverText(coupon, 'title', tag)}
          </H>
          {off && <span className={styles.badge}>{t(`card.status.${state}`)}</span>}
        </div>
        <p className={`${styles.line} ${styles.benefit}`}>{gives}</p>
        <p className={`${styles.line} ${styles.muted}`}>{where}</p>
        <p className={`${styles.line} ${styles.muted}`}>{off ? t('card.wasValidUntil', { date }) : t('card.validUntil', { date })}</p>
        {left !== null && left <= EXPIRES_SOON_DAYS && (
          <p className={`${styles.line} ${styles.soon}`}>{left === 0 ? t('card.lastDay') : t('card.daysLeft', { count: left })}</p>
        )}
        {children != null && <div className={styles.actions}>{children}</div>}
      </div>
    </article>
  );
}
