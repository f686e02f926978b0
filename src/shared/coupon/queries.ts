import { useCallback, useRef, useState } from 'react';
import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';
import { claimNewcomerCoupon, couponMessage, getNewcomerCouponInfo, getNextProductInfoAndSendCoupon, type NextProductRequest } from '@/shared/coupon/api';
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

/**
 * Claims the newcomer gift: one call in flight (a double tap joins it); the coupon lists are stale after.
 * One Idempotency-Key while the block is on screen: a retry after a lost answer gets the coupon the first
 * claim made (the server replays it) instead of "already received". After a reload the server's 6001 says it.
 */
export function useClaimNewcomer() {
  const [key] = useState(() => `claim-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`);
  return useApiMutation(claimNewcomerCoupon, {
    changes: 'couponClaimed',
    idempotencyKey: () => key,
    onSuccess: (a) => track('coupon_claimed', { source: 'newcomer', amount: a.coupon.amount }),
  });
}

/**
 * The next offer after a repaid loan and its loyalty coupon: a write (the server sends the coupon once per order).
 * Its key is the order's: asked again after a lost answer or a reload, the server replays the answer that
 * carried the coupon instead of answering "no coupon" (it was sent already).
 */
export function useNextProduct() {
  const orderNo = useRef('');
  const mutation = useApiMutation(getNextProductInfoAndSendCoupon, {
    changes: 'couponClaimed',
    idempotencyKey: () => `next-offer-${orderNo.current}`,
    onSuccess: (a, req) => {
      if (a.coupon) trackOnce('coupon_claimed', req.orderNo, { source: 'loyalty', amount: a.coupon.amount });
    },
  });
  const { submit: send } = mutation;
  const submit = useCallback(
    (req: NextProductRequest) => {
      orderNo.current = req.orderNo;
      return send(req);
    },
    [send],
  );
  return { ...mutation, submit };
}
