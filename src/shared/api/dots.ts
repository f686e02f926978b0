import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';
import { endpoint } from '@/lib/http';
import { useIsLoggedIn } from '@/stores/session';

/**
 * The red dots: something new for the borrower under the Me tab. One call feeds both:
 * - coupons (the spec's `couponDotSta`): new coupons; the coupons page clears it with `markSeen`;
 * - messages (`unreadMessages`): messages never delivered to the messages page; reading them clears it.
 * Reading the dots marks nothing read (only `markSeen` clears the coupon dot).
 */

// POST /api/index/requestDc: the dots; markSeen clears the coupon dot
export const CouponDotRequest = z.object({ markSeen: z.optional(z.boolean()) });
export type CouponDotRequest = z.infer<typeof CouponDotRequest>;
export const CouponDotResponse = z.object({
  couponDotSta: z.number(),
  /** Unread messages of the messages page. Optional: a server without it shows no messages dot. */
  unreadMessages: z.optional(z.number()),
});
export type CouponDotResponse = z.infer<typeof CouponDotResponse>;
export const requestDc = endpoint<CouponDotRequest | void, CouponDotResponse>('/api/index/requestDc', CouponDotResponse);
/** The same call only reading (no markSeen): safe to retry and to poll. */
export const readCouponDot = endpoint<void, CouponDotResponse>('/api/index/requestDc', CouponDotResponse, { read: true });

/** Under 'coupons': the coupons page's `couponsSeen` (and anything that changes coupons) refetches the dots. */
export const dotsKey = () => keyOf('coupons', 'dot');

/** Always stale: every Me tab (or tab bar) that shows asks again. */
export const dotsQuery = (opts: { enabled?: boolean } = {}) => readQuery(dotsKey(), readCouponDot, undefined, { ...opts, staleTime: 0 });

export interface Dots {
  coupons: boolean;
  messages: boolean;
  /** How many messages are unread (0 when the server does not say). */
  unreadMessages: number;
  /** Either dot: what the Me tab shows. */
  any: boolean;
}

export const NO_DOTS: Dots = { coupons: false, messages: false, unreadMessages: 0, any: false };

export function dotsOf(data: CouponDotResponse | undefined): Dots {
  if (!data) return NO_DOTS;
  const coupons = data.couponDotSta > 0;
  const unreadMessages = Math.max(0, data.unreadMessages ?? 0);
  return { coupons, messages: unreadMessages > 0, unreadMessages, any: coupons || unreadMessages > 0 };
}

/**
 * The dots for a signed-in borrower (none signed out, none while loading or after a failed read: a dot is
 * never worth an error). Asked again whenever a screen using it appears, and after `refreshDots`.
 */
export function useDots(): Dots {
  const loggedIn = useIsLoggedIn();
  const query = useQuery(dotsQuery({ enabled: loggedIn }));
  return loggedIn ? dotsOf(query.data) : NO_DOTS;
}

/** Something the dots count changed (messages were delivered, coupons seen): ask the server again. */
export function refreshDots(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dotsKey() });
}

/**
 * For the shell's tab bar: tells whether the Me tab has something new. A component (rendering nothing) so
 * the shell can load it lazily, keeping the API client out of the first screen's code.
 */
export function DotsReporter({ onChange }: { onChange: (hasNew: boolean) => void }): null {
  const { any } = useDots();
  useEffect(() => onChange(any), [any, onChange]);
  return null;
}
