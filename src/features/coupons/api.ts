import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { CouponList } from '@/shared/api/coupon';

export { Coupon, CouponList } from '@/shared/api/coupon';

// Server answer codes (6001 already claimed, 6002 not usable), couponMessage, getNextProductInfoAndSendCoupon and
// the newcomer gift: src/shared/coupon/api.ts (shared blocks on landing pages, the Loans tab and the repayment
// success dialog call them too).
export {
  COUPON_ERROR,
  ClaimNewcomerResponse,
  CouponMessageResponse,
  NewcomerInfoResponse,
  NextProductRequest,
  NextProductResponse,
  claimNewcomerCoupon,
  couponMessage,
  getNewcomerCouponInfo,
  getNextProductInfoAndSendCoupon,
  type ClaimNewcomerRequest,
  type CouponMessageRequest,
  type NewcomerInfoRequest,
} from '@/shared/coupon/api';

// POST /api/index/requestDc (the red dot on coupons): src/shared/api/dots.ts (the Me tab reads it too)
export { CouponDotRequest, CouponDotResponse, requestDc } from '@/shared/api/dots';

// /coupon/getRepayListCoupon and /coupon/repayUseCoupon: src/features/repayment/api.ts (coupons on paying back)
// /coupon/getAppIndexCoupon: src/shared/api/coupon.ts (declared once; loan-application re-exports it)

// POST /coupon/getUserCouponList (the Купоны page); status filters, none = all
export const UserCouponsRequest = z.object({ status: z.optional(z.enum(['available', 'used', 'expired'])) });
export type UserCouponsRequest = z.infer<typeof UserCouponsRequest>;
export const getUserCouponList = endpoint<UserCouponsRequest | void, CouponList>('/coupon/getUserCouponList', CouponList, {
  read: true,
});
