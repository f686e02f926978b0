import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';
import { claimNewcomerCoupon, couponMessage, getNewcomerCouponInfo, getNextProductInfoAndSendCoupon } from '@/shared/coupon/api';
import { track, trackOnce } from '@/shared/analytics/track';

export const sharedCouponKeys = {
  /** Signed in or not: the answer differs (a signed-in borrower who claimed it is told it is gone). */
  newcomer: (signedIn: boolean) => keyOf('coupons', 'newcomer', signedIn ? 'in' : 'out'),
  message: () => keyOf('coupons', 'message'),
};

/** What the newcomer gift is, and whether it is still there for this borrower (works signed out). */
export const newcomerInfoQuery = (signedIn: boolean) => readQuery(sharedCouponKeys.newcomer(signedIn), getNewcomerCouponInfo, undefined);

/** The one-line coupon notice of the Loans tab (text in both languages). */
export const couponMessageQuery = (opts: { enabled?: boolean } = {}) => readQuery(sharedCouponKeys.message(), couponMessage, undefined, opts);

/** Claims the newcomer gift: one call in flight (a double tap joins it); the coupon lists are stale after. */
export function useClaimNewcomer() {
  return useApiMutation(claimNewcomerCoupon, {
    changes: 'couponClaimed',
    onSuccess: (a) => track('coupon_claimed', { source: 'newcomer', amount: a.coupon.amount }),
  });
}

/** The next offer after a repaid loan and its loyalty coupon: a write (the server sends the coupon once per order). */
export function useNextProduct() {
  return useApiMutation(getNextProductInfoAndSendCoupon, {
    changes: 'couponClaimed',
    onSuccess: (a, req) => {
      if (a.coupon) trackOnce('coupon_claimed', req.orderNo, { source: 'loyalty', amount: a.coupon.amount });
    },
  });
}
