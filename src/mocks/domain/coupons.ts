/** Coupons: what is issued when, and when one may be used. A coupon discounts the reward only. */
import { COUPON_ERROR } from '@/features/coupons/api';
import { TEXT } from '../data';
import { ApiFail } from '../errors';
import type { CouponRecord, MessageRecord, UserRecord } from '../model';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import { addCouponMessage } from './messages';

/** The new-client gift (newcomerGift). */
export const NEWCOMER = { amount: 2_000, minAmount: 20_000, validDays: 30 } as const;
/** Sent once per repaid order (getNextProductInfoAndSendCoupon). */
export const LOYALTY = { amount: 1_500, minAmount: 20_000, validDays: 60 } as const;
/** Issued at each payout, valid until the due date: an incentive to repay on time. */
export const ON_TIME = { amount: 500 } as const;

export type CouponStatus = 'available' | 'used' | 'expired';

export function couponStatus(c: CouponRecord, now: number): CouponStatus {
  return c.used ? 'used' : c.validUntil < kzDay(now) ? 'expired' : 'available';
}

/** Where the Loans tab pop-up about a coupon leads: the coupons page. */
export const COUPONS_PAGE = '/pages/personal/coupon';

/** 2000 -> '2 000 ₸' (no-break spaces), as server texts write amounts in both languages. */
function tenge(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₸`;
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' (nothing attached to a date in Kazakh). */
function dotted(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

/**
 * The Loans tab pop-up about a coupon just received: a 'home' pop (bury3/pop/get), unread until the pops
 * are next read, once per coupon (its id is the coupon's), leading to the coupons page.
 */
export function announceCoupon(user: UserRecord, coupon: CouponRecord, ctx: DomainCtx): MessageRecord {
  const id = `H-${coupon.id}`;
  const existing = user.messages.find((m) => m.id === id);
  if (existing) return existing;
  const fill = (text: string, title: string) =>
    text.replace('{{title}}', title).replace('{{amount}}', tenge(coupon.amount)).replace('{{date}}', dotted(coupon.validUntil));
  const pop: MessageRecord = {
    id,
    position: 'home',
    title: { ru: TEXT.couponPopTitle.ru, kz: TEXT.couponPopTitle.kz },
    text: { ru: fill(TEXT.couponPopText.ru, coupon.title), kz: fill(TEXT.couponPopText.kz, coupon.titleKz) },
    createdAt: ctx.now,
    link: COUPONS_PAGE,
    read: false,
  };
  user.messages.unshift(pop);
  return pop;
}

/** Every coupon issued lights the coupon dot. */
export function issueCoupon(user: UserRecord, c: Omit<CouponRecord, 'id' | 'used'>, ctx: DomainCtx): CouponRecord {
  const coupon: CouponRecord = { ...c, id: ctx.nextId('C'), used: false };
  user.coupons.unshift(coupon);
  user.couponDot = true;
  // The messages page tells of it too, once per coupon.
  addCouponMessage(user, coupon, ctx);
  return coupon;
}

export function issueOnTimeCoupon(user: UserRecord, validUntil: string, ctx: DomainCtx): CouponRecord {
  return issueCoupon(
    user,
    { title: TEXT.repayCouponTitle.ru, titleKz: TEXT.repayCouponTitle.kz, amount: ON_TIME.amount, scope: 'repay', minAmount: 0, validUntil },
    ctx,
  );
}

export function issueNewcomerCoupon(user: UserRecord, ctx: DomainCtx): CouponRecord {
  if (user.newcomerClaimed || user.orders.length > 0) {
    throw new ApiFail(COUPON_ERROR.alreadyClaimed, 'the new-client gift was already received');
  }
  user.newcomerClaimed = true;
  const coupon = issueCoupon(
    user,
    {
      title: TEXT.newcomerTitle.ru,
      titleKz: TEXT.newcomerTitle.kz,
      amount: NEWCOMER.amount,
      scope: 'apply',
      minAmount: NEWCOMER.minAmount,
      validUntil: addDaysIso(kzDay(ctx.now), NEWCOMER.validDays),
    },
    ctx,
  );
  announceCoupon(user, coupon, ctx);
  return coupon;
}

/**
 * The gifts (newcomer, loyalty) are announced on the Loans tab by a 'home' pop. The on-time coupon of a
 * payout is not: the payout's own message tells of the loan, and the home page offers the coupon anyway
 * (getAppIndexCoupon).
 */
export function issueLoyaltyCoupon(user: UserRecord, ctx: DomainCtx): CouponRecord {
  const coupon = issueCoupon(
    user,
    {
      title: TEXT.loyaltyTitle.ru,
      titleKz: TEXT.loyaltyTitle.kz,
      amount: LOYALTY.amount,
      scope: 'apply',
      minAmount: LOYALTY.minAmount,
      validUntil: addDaysIso(kzDay(ctx.now), LOYALTY.validDays),
    },
    ctx,
  );
  announceCoupon(user, coupon, ctx);
  return coupon;
}

/** The coupon `id` if this borrower may use it now on `amount` in `scope`; otherwise a 6002 refusal. */
export function usableCoupon(user: UserRecord, id: string, scope: CouponRecord['scope'], amount: number, now: number): CouponRecord {
  const c = user.coupons.find((x) => x.id === id);
  if (!c || c.scope !== scope || couponStatus(c, now) !== 'available' || amount < c.minAmount) {
    throw new ApiFail(COUPON_ERROR.notUsable, 'coupon cannot be used');
  }
  return c;
}
