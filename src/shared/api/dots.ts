import * as z from 'zod/mini';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';
import { endpoint } from '@/lib/http';

/**
 * The red dots (spec: `couponDotSta`): something new among the coupons. Read by the Me tab and its menu,
 * cleared by the coupons page when the borrower has seen them.
 */

// POST /api/index/requestDc: the coupon dot; markSeen clears it
export const CouponDotRequest = z.object({ markSeen: z.optional(z.boolean()) });
export type CouponDotRequest = z.infer<typeof CouponDotRequest>;
export const CouponDotResponse = z.object({ couponDotSta: z.number() });
export type CouponDotResponse = z.infer<typeof CouponDotResponse>;
export const requestDc = endpoint<CouponDotRequest | void, CouponDotResponse>('/api/index/requestDc', CouponDotResponse);
/** The same call only reading (no markSeen): safe to retry and to poll. */
export const readCouponDot = endpoint<void, CouponDotResponse>('/api/index/requestDc', CouponDotResponse, { read: true });

export const couponDotKey = () => keyOf('coupons', 'dot');
export const couponDotQuery = (opts: { enabled?: boolean } = {}) => readQuery(couponDotKey(), readCouponDot, undefined, opts);
