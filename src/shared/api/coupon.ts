import * as z from 'zod/mini';

/**
 * A coupon as every screen sees it: the coupons page (its own feature), the application (a coupon on a
 * new loan) and the repayment (a coupon on paying back).
 */
export const Coupon = z.object({
  id: z.string(),
  title: z.string(),
  titleKz: z.string(),
  /** Discount on the interest, tenge. */
  amount: z.number(),
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

