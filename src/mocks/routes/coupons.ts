import type { HttpHandler } from 'msw';
import {
  ApplyCouponsRequest,
  COUPON_ERROR,
  CouponDotRequest,
  NextProductRequest,
  RepayCouponsRequest,
  RepayUseCouponRequest,
  UserCouponsRequest,
  type ClaimNewcomerResponse,
  type Coupon,
  type CouponDotResponse,
  type CouponList,
  type CouponMessageResponse,
  type IndexCouponResponse,
  type NewcomerInfoResponse,
  type NextProductResponse,
  type RepayUseCouponResponse,
} from '@/features/coupons/api';
import { TEXT } from '../data';
import { owedOf, quotaOf, type CouponRecord, type SandboxDb } from '../db';
import { ApiFail, route } from '../route';
import { addDays, kzDate } from '../util';
import { findOrder, usableCoupon } from './loan';

const NEWCOMER = { amount: 2_000, minAmount: 20_000, validDays: 30 } as const;
const LOYALTY = { amount: 1_500, minAmount: 20_000, validDays: 60 } as const;

function view(c: CouponRecord, now: number): Coupon {
  return {
    id: c.id,
    title: c.title,
    titleKz: c.titleKz,
    amount: c.amount,
    scope: c.scope,
    minAmount: c.minAmount,
    validUntil: c.validUntil,
    status: c.used ? 'used' : c.validUntil < kzDate(now) ? 'expired' : 'available',
  };
}

export function couponHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<CouponDotRequest, CouponDotResponse>(
      db,
      '/api/index/requestDc',
      { auth: 'required', schema: CouponDotRequest },
      ({ user }, req) => {
        if (req.markSeen) user.couponDot = false;
        return { couponDotSta: user.couponDot ? 1 : 0 };
      },
    ),

    route<unknown, CouponMessageResponse>(db, '/coupon/couponMessage', { auth: 'required' }, ({ user, now }) => {
      const show = user.coupons.some((c) => view(c, now).status === 'available');
      return { show, text: show ? TEXT.couponMessage.ru : null, textKz: show ? TEXT.couponMessage.kz : null };
    }),

    route<NextProductRequest, NextProductResponse>(
      db,
      '/after/confirm/getNextProductInfoAndSendCoupon',
      { auth: 'required', schema: NextProductRequest },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        let coupon: CouponRecord | null = null;
        if (order.phase === 'repaid' && !order.loyaltySent) {
          order.loyaltySent = true;
          coupon = db.addCoupon(user, {
            title: TEXT.loyaltyTitle.ru,
            titleKz: TEXT.loyaltyTitle.kz,
            amount: LOYALTY.amount,
            scope: 'apply',
            minAmount: LOYALTY.minAmount,
            validUntil: addDays(kzDate(now), LOYALTY.validDays),
          });
        }
        return { nextQuota: quotaOf(user), coupon: coupon ? view(coupon, now) : null };
      },
    ),

    route<RepayCouponsRequest, CouponList>(
      db,
      '/coupon/getRepayListCoupon',
      { auth: 'required', schema: RepayCouponsRequest },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        return {
          list: user.coupons
            .map((c) => view(c, now))
            .filter((c) => c.scope === 'repay' && c.status === 'available' && order.amount >= c.minAmount),
        };
      },
    ),

    route<unknown, IndexCouponResponse>(db, '/coupon/getAppIndexCoupon', { auth: 'required' }, ({ user, now }) => {
      const c = user.coupons.map((x) => view(x, now)).find((x) => x.status === 'available');
      return { coupon: c ?? null };
    }),

    route<UserCouponsRequest, CouponList>(
      db,
      '/coupon/getUserCouponList',
      { auth: 'required', schema: UserCouponsRequest },
      ({ user, now }, req) => ({
        list: user.coupons.map((c) => view(c, now)).filter((c) => !req.status || c.status === req.status),
      }),
    ),

    route<ApplyCouponsRequest, CouponList>(
      db,
      '/coupon/getApplyListCoupon',
      { auth: 'required', schema: ApplyCouponsRequest },
      ({ user, now }, req) => ({
        list: user.coupons
          .map((c) => view(c, now))
          .filter((c) => c.scope === 'apply' && c.status === 'available' && req.amount >= c.minAmount),
      }),
    ),

    route<RepayUseCouponRequest, RepayUseCouponResponse>(
      db,
      '/coupon/repayUseCoupon',
      { auth: 'required', schema: RepayUseCouponRequest },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        if (order.phase !== 'disbursed') throw new ApiFail(COUPON_ERROR.notUsable, 'coupon cannot be used');
        if (order.repayCouponId !== req.couponId) {
          const c = usableCoupon(user, req.couponId, 'repay', order.amount, now);
          if (order.repayCouponId) {
            const prev = user.coupons.find((x) => x.id === order.repayCouponId);
            if (prev) prev.used = false;
          }
          c.used = true;
          order.repayCouponId = c.id;
          order.repayDiscount = Math.min(c.amount, order.interest);
        }
        return { discount: order.discount + order.repayDiscount, repayAmount: owedOf(order, now) };
      },
    ),

    route<unknown, ClaimNewcomerResponse>(db, '/newcomerGift/getUserCoupon', { auth: 'required' }, ({ user, now }) => {
      if (user.newcomerClaimed || user.orders.length > 0) {
        throw new ApiFail(COUPON_ERROR.alreadyClaimed, 'the new-client gift was already received');
      }
      user.newcomerClaimed = true;
      const c = db.addCoupon(user, {
        title: TEXT.newcomerTitle.ru,
        titleKz: TEXT.newcomerTitle.kz,
        amount: NEWCOMER.amount,
        scope: 'apply',
        minAmount: NEWCOMER.minAmount,
        validUntil: addDays(kzDate(now), NEWCOMER.validDays),
      });
      return { coupon: view(c, now) };
    }),

    route<unknown, NewcomerInfoResponse>(db, '/newcomerGift/getCouponInfo', { auth: 'optional' }, ({ user }) => ({
      available: !user || (!user.newcomerClaimed && user.orders.length === 0),
      amount: NEWCOMER.amount,
      title: TEXT.newcomerTitle.ru,
      titleKz: TEXT.newcomerTitle.kz,
      validDays: NEWCOMER.validDays,
    })),
  ];
}
