/** Coupons: what is issued when, and when one may be used. A coupon discounts the reward only. */
import { COUPON_ERROR } from '@/features/coupons/api';
import { TEXT } from '../data';
import { ApiFail } from '../errors';
import type { CouponRecord, UserRecord } from '../model';
import { addDays, kzDate } from '../util';
import type { DomainCtx } from './context';

/** The new-client gift (newcomerGift). */
export const NEWCOMER = { amount: 2_000, minAmount: 20_000, validDays: 30 } as const;
/** Sent once per repaid order (getNextProductInfoAndSendCoupon). */
export const LOYALTY = { amount: 1_500, minAmount: 20_000, validDays: 60 } as const;
/** Issued at each payout, valid until the due date: an incentive to repay on time. */
export const ON_TIME = { amount: 500 } as const;

export type CouponStatus = 'available' | 'used' | 'expired';

export function couponStatus(c: CouponRecord, now: number): CouponStatus {
  return c.used ? 'used' : c.validUntil < kzDate(now) ? 'expired' : 'available';
}

export function issueCoupon(user: UserRecord, c: Omit<CouponRecord, 'id' | 'used'>, ctx: DomainCtx): CouponRecord {
  const coupon: CouponRecord = { ...c, id: ctx.nextId('C'), used: false };
  user.coupons.unshift(coupon);
  user.couponDot = true;
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
  return issueCoupon(
    user,
    {
      title: TEXT.newcomerTitle.ru,
      titleKz: TEXT.newcomerTitle.kz,
      amount: NEWCOMER.amount,
      scope: 'apply',
      minAmount: NEWCOMER.minAmount,
      validUntil: addDays(kzDate(ctx.now), NEWCOMER.validDays),
    },
    ctx,
  );
}

export function issueLoyaltyCoupon(user: UserRecord, ctx: DomainCtx): CouponRecord {
  return issueCoupon(
    user,
    {
      title: TEXT.loyaltyTitle.ru,
      titleKz: TEXT.loyaltyTitle.kz,
      amount: LOYALTY.amount,
      scope: 'apply',
      minAmount: LOYALTY.minAmount,
      validUntil: addDays(kzDate(ctx.now), LOYALTY.validDays),
    },
    ctx,
  );
}

/** The coupon `id` if this borrower may use it now on `amount` in `scope`; otherwise a 6002 refusal. */
export function usableCoupon(user: UserRecord, id: string, scope: CouponRecord['scope'], amount: number, now: number): CouponRecord {
  const c = user.coupons.find((x) => x.id === id);
  if (!c || c.scope !== scope || couponStatus(c, now) !== 'available' || amount < c.minAmount) {
    throw new ApiFail(COUPON_ERROR.notUsable, 'coupon cannot be used');
  }
  return c;
}
