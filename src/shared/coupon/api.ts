import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { Coupon } from '@/shared/api/coupon';

/**
 * The coupon calls that shared blocks make (the newcomer gift on landing pages, the next offer in the
 * repayment success dialog, the coupon notice on the Loans tab). Declared once here; the coupons
 * feature re-exports them with its own endpoints (src/features/coupons/api.ts).
 */

/** Server answer codes of the coupon domain (docs/api.md). */
export const COUPON_ERROR = { alreadyClaimed: 6001, notUsable: 6002 } as const;

// POST /coupon/couponMessage: a one-line coupon notice for the home page
export type CouponMessageRequest = void;
export const CouponMessageResponse = z.object({ show: z.boolean(), text: z.nullable(z.string()), textKz: z.nullable(z.string()) });
export type CouponMessageResponse = z.infer<typeof CouponMessageResponse>;
export const couponMessage = endpoint<CouponMessageRequest, CouponMessageResponse>('/coupon/couponMessage', CouponMessageResponse, {
  read: true,
});

// POST /after/confirm/getNextProductInfoAndSendCoupon: after repayment, the next offer and a loyalty coupon
export const NextProductRequest = z.object({ orderNo: z.string() });
export type NextProductRequest = z.infer<typeof NextProductRequest>;
export const NextProductResponse = z.object({ nextQuota: z.number(), coupon: z.nullable(Coupon) });
export type NextProductResponse = z.infer<typeof NextProductResponse>;
export const getNextProductInfoAndSendCoupon = endpoint<NextProductRequest, NextProductResponse>(
  '/after/confirm/getNextProductInfoAndSendCoupon',
  NextProductResponse,
);

// POST /newcomerGift/getUserCoupon: claims the new-borrower coupon (once)
export type ClaimNewcomerRequest = void;
export const ClaimNewcomerResponse = z.object({ coupon: Coupon });
export type ClaimNewcomerResponse = z.infer<typeof ClaimNewcomerResponse>;
export const claimNewcomerCoupon = endpoint<ClaimNewcomerRequest, ClaimNewcomerResponse>(
  '/newcomerGift/getUserCoupon',
  ClaimNewcomerResponse,
);

// POST /newcomerGift/getCouponInfo (no payload; works without a token)
export type NewcomerInfoRequest = void;
export const NewcomerInfoResponse = z.object({
  /** False once claimed (when a token is sent) or when the offer is off. */
  available: z.boolean(),
  amount: z.number(),
  title: z.string(),
  titleKz: z.string(),
  validDays: z.number(),
});
export type NewcomerInfoResponse = z.infer<typeof NewcomerInfoResponse>;
export const getNewcomerCouponInfo = endpoint<NewcomerInfoRequest, NewcomerInfoResponse>(
  '/newcomerGift/getCouponInfo',
  NewcomerInfoResponse,
  { read: true },
);
