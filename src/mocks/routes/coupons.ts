/** Coupons: the red dot, the gifts, the lists (repayment coupons: routes/repayment.ts, as the contract moved them). */
import type { HttpHandler } from 'msw';
import {
  CouponDotRequest,
  NextProductRequest,
  UserCouponsRequest,
  type ClaimNewcomerResponse,
  type CouponDotResponse,
  type CouponList,
  type CouponMessageResponse,
  type NewcomerInfoResponse,
  type NextProductResponse,
} from '@/features/coupons/api';
import { ApplyCouponsRequest, type IndexCouponResponse } from '@/features/loan-application/api';
import { TEXT } from '../data';
import type { SandboxDb } from '../db';
import { quotaOf } from '../domain/borrower';
import { NEWCOMER, couponStatus, issueLoyaltyCoupon, issueNewcomerCoupon } from '../domain/coupons';
import type { CouponRecord } from '../model';
import { route } from '../route';
import { couponView, dotsView } from '../views';
import { findOrder } from './loan-application';

export function couponHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<CouponDotRequest, CouponDotResponse>(db, '/api/index/requestDc', { auth: 'required', schema: CouponDotRequest }, ({ user }, req) => {
      if (req.markSeen) user.couponDot = false;
      return dotsView(user);
    }),

    // The answer carries both languages by contract (text and textKz).
    route<unknown, CouponMessageResponse>(db, '/coupon/couponMessage', { auth: 'required' }, ({ user, now }) => {
      const show = user.coupons.some((c) => couponStatus(c, now) === 'available');
      return { show, text: show ? TEXT.couponMessage.ru : null, textKz: show ? TEXT.couponMessage.kz : null };
    }),

    route<NextProductRequest, NextProductResponse>(
      db,
      '/after/confirm/getNextProductInfoAndSendCoupon',
      { auth: 'required', schema: NextProductRequest, replays: true },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        let coupon: CouponRecord | null = null;
        if (order.phase === 'repaid' && !order.loyaltySent) {
          order.loyaltySent = true;
          coupon = issueLoyaltyCoupon(user, db.ctx());
        }
        return { nextQuota: quotaOf(user), coupon: coupon ? couponView(coupon, now) : null };
      },
    ),

    route<unknown, IndexCouponResponse>(db, '/coupon/getAppIndexCoupon', { auth: 'required' }, ({ user, now }) => ({
      coupon: user.coupons.map((x) => couponView(x, now)).find((x) => x.status === 'available') ?? null,
    })),

    route<UserCouponsRequest, CouponList>(
      db,
      '/coupon/getUserCouponList',
      { auth: 'required', schema: UserCouponsRequest },
      ({ user, now }, req) => ({
        list: user.coupons.map((c) => couponView(c, now)).filter((c) => !req.status || c.status === req.status),
      }),
    ),

    route<ApplyCouponsRequest, CouponList>(
      db,
      '/coupon/getApplyListCoupon',
      { auth: 'required', schema: ApplyCouponsRequest },
      ({ user, now }, req) => ({
        list: user.coupons
          .map((c) => couponView(c, now))
          .filter((c) => c.scope === 'apply' && c.status === 'available' && req.amount >= c.minAmount),
      }),
    ),

    route<unknown, ClaimNewcomerResponse>(db, '/newcomerGift/getUserCoupon', { auth: 'required', replays: true }, ({ user, now }) => ({
      coupon: couponView(issueNewcomerCoupon(user, db.ctx()), now),
    })),

    route<unknown, NewcomerInfoResponse>(db, '/newcomerGift/getCouponInfo', { auth: 'optional' }, ({ user }) => ({
      available: !user || (!user.newcomerClaimed && user.orders.length === 0),
      amount: NEWCOMER.amount,
      title: TEXT.newcomerTitle.ru,
      titleKz: TEXT.newcomerTitle.kz,
      validDays: NEWCOMER.validDays,
    })),
  ];
}
