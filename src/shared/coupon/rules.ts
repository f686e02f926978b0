import type { Coupon } from '@/shared/api/coupon';
import { daysBetweenIso } from '@/utils/kzDate';

/**
 * The coupon rules every screen that shows coupons follows (the coupons page, the application, the
 * repayment, the pop-up, the next offer). Pure: dates are Kazakhstan calendar days ('YYYY-MM-DD',
 * `kzDay(Date.now())`), passed in.
 */

export type CouponState = Coupon['status'];
export const COUPON_STATES: readonly CouponState[] = ['available', 'used', 'expired'];

/**
 * The server's status, except that a coupon it called available stops being so once its last day has
 * passed in Kazakhstan (the page was left open over midnight): it is shown as expired, as the server
 * would say on the next read. A used coupon stays used.
 */
export function couponState(c: Coupon, today: string): CouponState {
  if (c.status === 'available' && daysBetweenIso(today, c.validUntil) < 0) return 'expired';
  return c.status;
}

export type CouponGroups = Record<CouponState, Coupon[]>;

const byValidUntil = (a: Coupon, b: Coupon) => a.validUntil.localeCompare(b.validUntil) || a.id.localeCompare(b.id);

/**
 * Coupons by state. Available ones: soonest to expire first (the one to use before it is lost leads).
 * Used and expired ones are history: the most recent (latest last day) first.
 */
export function groupCoupons(list: readonly Coupon[], today: string): CouponGroups {
  const groups: CouponGroups = { available: [], used: [], expired: [] };
  for (const c of list) groups[couponState(c, today)].push(c);
  groups.available.sort(byValidUntil);
  groups.used.sort((a, b) => byValidUntil(b, a));
  groups.expired.sort((a, b) => byValidUntil(b, a));
  return groups;
}

/** What a coupon gives, as the server says: tenge off the reward, or a percentage of it (with its cap). */
export type CouponBenefit = { kind: 'amount'; amount: number } | { kind: 'percent'; percent: number; upTo: number | null };

export function couponBenefit(c: Coupon): CouponBenefit {
  if (typeof c.percent === 'number' && c.percent > 0) return { kind: 'percent', percent: c.percent, upTo: c.amount > 0 ? c.amount : null };
  return { kind: 'amount', amount: c.amount };
}

/** Calendar days left to use an available coupon: 0 on its last day; null when it is not available. */
export function daysLeft(c: Coupon, today: string): number | null {
  if (couponState(c, today) !== 'available') return null;
  return daysBetweenIso(today, c.validUntil);
}

/** A coupon "expires soon" on its last days: the card says how many are left. */
export const EXPIRES_SOON_DAYS = 3;

/** The query parameter that brings a signed-out borrower back to claim the newcomer gift after signing in. */
export const CLAIM_PARAM = 'claim';

/** `returnPath` with `claim=1` added (its own query kept): where login sends the borrower back to. */
export function claimReturnPath(returnPath: string): string {
  const [path = '', query = ''] = returnPath.split('?', 2);
  const q = new URLSearchParams(query);
  q.set(CLAIM_PARAM, '1');
  return `${path}?${q.toString()}`;
}

/** The search part without `claim` (once handled, a reload or a back step must not claim again). */
export function withoutClaim(search: string): string {
  const q = new URLSearchParams(search);
  q.delete(CLAIM_PARAM);
  const s = q.toString();
  return s ? `?${s}` : '';
}
