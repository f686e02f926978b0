/**
 * Repaying and extending a loan: what is owed, payment links, extension offers, terminals, transfers,
 * vouchers, and the coupons used on repaying (declared in src/features/repayment/api.ts).
 */
import type { HttpHandler } from 'msw';
import { LoanPayLinkRequest, type ExtensionInfoResponse, type ExtensionInfoV2Response } from '@/features/extension/api';
import {
  ORDER_LIST_PAGE_SIZE,
  OrderListRequest,
  PayVoucherRequest,
  RepayCouponsRequest,
  RepaymentLinkRequest,
  RepayUseCouponRequest,
  TerminalListRequest,
  type OrderListResponse,
  type PayVoucherResponse,
  type RepayChannelsResponse,
  type RepayInfoResponse,
  type RepayUseCouponResponse,
  type TerminalListResponse,
  type TerminalTipResponse,
} from '@/features/repayment/api';
import { COUPON_ERROR } from '@/features/coupons/api';
import type { CouponList } from '@/shared/api/coupon';
import { LOAN_ERROR, OrderRef, type PayLinkResponse } from '@/shared/api/order';
import { REPAY_CHANNELS, TERMINALS, TEXT } from '../data';
import type { SandboxDb } from '../db';
import {
  applyRepayCoupon,
  extensionOffers,
  extensionWindow,
  isOwing,
  latestVoucher,
  orderOwed,
  requireOwing,
} from '../domain/lending';
import { repaymentAmountAllowed, transferAmountAllowed } from '../domain/money';
import { ApiFail } from '../errors';
import { supplementDraftUrl } from '../documents';
import type { OrderRecord, PaymentRecord } from '../model';
import { kzDay } from '@/utils/kzDate';
import { route, vendorUrl, type AuthedCtx } from '../route';
import { randomHex } from '../util';
import { couponView, extensionInfoV1View, extensionInfoView, orderView, repayInfoView, voucherView } from '../views';
import { ownFile } from './identity';
import { findOrder } from './loan-application';

/** A payment waiting on the fake payment page; the page's result settles it (domain/timeline.ts). */
function payLink(ctx: AuthedCtx, order: OrderRecord, kind: PaymentRecord['kind'], amount: number, days: number, returnUrl: string): PayLinkResponse {
  const ref = `PAY${randomHex(6).toUpperCase()}`;
  ctx.user.payments.unshift({ ref, orderNo: order.orderNo, kind, amount, days, status: 'pending', createdAt: ctx.now });
  return { ref, amount, url: vendorUrl(ctx, 'payment', { ref, amount, kind, orderNo: order.orderNo }, returnUrl) };
}

export function repaymentHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<OrderListRequest, OrderListResponse>(db, '/api/loan/myOrderList', { auth: 'required', schema: OrderListRequest }, ({ user, now }, req) => {
      const page = Math.max(1, Math.floor(req.page));
      const pageSize = Math.min(50, Math.max(1, Math.floor(req.pageSize ?? ORDER_LIST_PAGE_SIZE)));
      const list = user.orders.slice((page - 1) * pageSize, page * pageSize).map((o) => orderView(o, now));
      return { list, total: user.orders.length, page, pageSize };
    }),

    route<OrderRef, RepayInfoResponse>(db, '/api/prod/repayInfo', { auth: 'required', schema: OrderRef }, ({ user, now }, req) =>
      repayInfoView(user, findOrder(user, req.orderNo), now),
    ),

    route<RepaymentLinkRequest, PayLinkResponse>(
      db,
      '/api/prod/getRepaymentLink',
      { auth: 'required', schema: RepaymentLinkRequest, creates: true },
      (ctx, req) => {
        const order = findOrder(ctx.user, req.orderNo);
        requireOwing(order, 'repay');
        if (req.couponId) applyRepayCoupon(ctx.user, order, req.couponId, ctx.now);
        const owed = orderOwed(order, ctx.now).total;
        // Everything owed, or a partial payment of at least PRODUCT.minPartPayment (domain/money.ts).
        const amount = req.amount ?? owed;
        if (!repaymentAmountAllowed(amount, owed)) throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount out of range');
        return payLink(ctx, order, 'repay', amount, 0, req.returnUrl);
      },
    ),

    route<LoanPayLinkRequest, PayLinkResponse>(
      db,
      '/api/prod/getLoanPayLink',
      { auth: 'required', schema: LoanPayLinkRequest, creates: true },
      (ctx, req) => {
        const order = findOrder(ctx.user, req.orderNo);
        requireOwing(order, 'extend');
        const reason = extensionWindow(order, ctx.now).reason;
        if (reason) throw new ApiFail(LOAN_ERROR.wrongOrderState, `no extension now: ${reason}`);
        const offer = extensionOffers(order, ctx.now).find((o) => o.days === req.days);
        if (!offer) throw new ApiFail(LOAN_ERROR.wrongOrderState, 'this extension is not available');
        return payLink(ctx, order, 'extension', offer.fee, offer.days, req.returnUrl);
      },
    ),

    route<OrderRef, ExtensionInfoResponse>(db, '/api/prod/extensionInfo', { auth: 'required', schema: OrderRef }, ({ user, now }, req) =>
      extensionInfoV1View(findOrder(user, req.orderNo), now),
    ),

    route<OrderRef, ExtensionInfoV2Response>(db, '/api/prod/extensionInfoV2', { auth: 'required', schema: OrderRef }, (ctx, req) => {
      const order = findOrder(ctx.user, req.orderNo);
      const info = extensionInfoView(order, ctx.now);
      // Each term's supplementary agreement, readable before it is paid for (and so concluded).
      const today = kzDay(ctx.now);
      return { ...info, options: info.options.map((o) => ({ ...o, agreementUrl: supplementDraftUrl(ctx, ctx.user, order, ctx.lang, o, today) })) };
    }),

    route<unknown, TerminalTipResponse>(db, '/api/prod/getIsTerminalPayTip', { auth: 'required' }, ({ lang }) => ({
      show: true,
      text: TEXT.terminalTip[lang],
    })),

    route<TerminalListRequest, TerminalListResponse>(
      db,
      '/api/prod/getTerminalPayList',
      { auth: 'required', schema: TerminalListRequest },
      ({ user, lang }, req) => {
        const order = req.orderNo ? findOrder(user, req.orderNo) : (user.orders[0] ?? null);
        return {
          list: TERMINALS.map((t) => ({ id: t.id, name: t.name[lang], account: order?.contractNo ?? '', steps: [...t.steps[lang]], url: null })),
        };
      },
    ),

    route<unknown, RepayChannelsResponse>(db, '/api/prod/getRepayChannelNameList', { auth: 'required' }, () => ({
      list: REPAY_CHANNELS.map((c) => ({ ...c })),
    })),

    route<PayVoucherRequest, PayVoucherResponse>(
      db,
      '/api/prod/getPayVoucher',
      { auth: 'required', schema: PayVoucherRequest, creates: true },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        requireOwing(order, 'take a repayment certificate');
        if (latestVoucher(user, order.orderNo)?.status === 'under_review') {
          throw new ApiFail(LOAN_ERROR.wrongOrderState, 'a certificate of this order is under review');
        }
        const owed = orderOwed(order, now).total;
        const amount = req.amount ?? owed;
        if (!transferAmountAllowed(amount, owed)) throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount out of range');
        // Reviewed after Timing.voucherMs (domain/timeline.ts); the uploaded file's name steers the outcome.
        const voucher = {
          id: db.nextId('V'),
          orderNo: order.orderNo,
          url: req.url,
          fileId: ownFile(user, req.url)?.id ?? null,
          amount,
          status: 'under_review' as const,
          createdAt: now,
          reviewFrom: now,
          decidedAt: null,
        };
        user.vouchers.unshift(voucher);
        return voucherView(voucher);
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
            .map((c) => couponView(c, now))
            .filter((c) => c.scope === 'repay' && c.status === 'available' && order.amount >= c.minAmount),
        };
      },
    ),

    route<RepayUseCouponRequest, RepayUseCouponResponse>(
      db,
      '/coupon/repayUseCoupon',
      { auth: 'required', schema: RepayUseCouponRequest },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        if (!isOwing(order.phase)) throw new ApiFail(COUPON_ERROR.notUsable, 'coupon cannot be used');
        applyRepayCoupon(user, order, req.couponId, now);
        const money = orderOwed(order, now);
        return { discount: money.discount, repayAmount: money.total };
      },
    ),
  ];
}
