import { getUserCouponList, requestDc } from '@/features/coupons/api';
import { bury3Add } from '@/shared/api/bury';
import { getAppIndexCoupon } from '@/shared/api/coupon';
import { getPops } from '@/shared/api/pops';
import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';

export { newcomerInfoQuery, couponMessageQuery, useClaimNewcomer } from '@/shared/coupon/queries';

export const couponKeys = {
  list: () => keyOf('coupons', 'list'),
  /** Same key as the application's: one answer for the Loans tab. */
  index: () => keyOf('coupons', 'index'),
  /** The Loans tab pop-up's own read of the 'home' pops (a read marks them read on the server). */
  homePops: () => keyOf('messages', 'homePopup'),
};

/** Every coupon of the borrower (available, used, expired); titles come in both languages. */
export const userCouponsQuery = () => readQuery(couponKeys.list(), getUserCouponList, undefined);

/** The coupon the home page offers now, or null. */
export const indexCouponQuery = (opts: { enabled?: boolean } = {}) =>
  readQuery(couponKeys.index(), getAppIndexCoupon, undefined, { localized: true, ...opts });

/**
 * The 'home' pops for the pop-up, read once per visit: the server reports a pop unread only once, so
 * this answer is never refetched behind the borrower's back.
 */
export const homePopsQuery = (opts: { enabled?: boolean } = {}) => ({
  ...readQuery(couponKeys.homePops(), getPops, { position: 'home' }, { staleTime: Infinity, ...opts }),
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

/** The coupons page was seen: the red dot clears (Me tab). */
export function useMarkCouponsSeen() {
  return useApiMutation(requestDc, { changes: 'couponsSeen' });
}

export type PopupEvent = 'popup_shown' | 'popup_tapped' | 'popup_dismissed';

/** Records what the borrower did with the Loans tab pop-up: its id and kind only, no personal data. Fire and forget. */
export function sendPopupEvent(event: PopupEvent, popup: { id: string; kind: 'pop' | 'coupon' }): void {
  bury3Add({ event, page: 'home', props: { id: popup.id, kind: popup.kind } }).catch(() => {
    /* analytics: a lost event is not the borrower's problem */
  });
}
