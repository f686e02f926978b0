import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/**
 * A coupon as every screen sees it: the coupons page (its own feature), the application (a coupon on a
 * new loan) and the repayment (a coupon on paying back).
 */
export const Coupon = z.object({
  id: z.string(),
  title: z.string(),
  titleKz: z.string(),
  /** Discount on the interest, tenge. With `percent`: the most the percentage may take off (0: no cap). */
  amount: z.number(),
  /**
   * Percent off the reward (interest), when the server gives a percentage coupon; absent or null for a
   * fixed amount. Optional, so answers without it (every coupon before percent coupons) still parse.
   */
  percent: z.optional(z.nullable(z.number())),
  /** Where it can be used: on a new loan or on a repayment. */
  scope: z.enum(['apply', 'repay']),
  /** Smallest loan amount it applies to, tenge. */
  minAmount: z.number(),
  /** 'YYYY-MM-DD', last day it can be used. */
  validUntil: z.string(),
  status: z.enum(['available', 'used', 'expired']),
});
export type Coupon = z.infer<typeof Coupon>;
export const CouponList = z.object({ list: z.array(Coupon) });
export type CouponList = z.infer<typeof CouponList>;


// POST /coupon/getAppIndexCoupon: the coupon banner of the home page
export type IndexCouponRequest = void;
export const IndexCouponResponse = z.object({ coupon: z.nullable(Coupon) });
export type IndexCouponResponse = z.infer<typeof IndexCouponResponse>;
export const getAppIndexCoupon = endpoint<IndexCouponRequest, IndexCouponResponse>(
  '/coupon/getAppIndexCoupon',
  IndexCouponResponse,
  { read: true },
);
