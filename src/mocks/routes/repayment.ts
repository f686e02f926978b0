/** Repaying and extending a loan: what is owed, payment links, extension offers, terminals, transfers, vouchers. */
import type { HttpHandler } from 'msw';
import { LoanPayLinkRequest, type ExtensionInfoResponse, type ExtensionInfoV2Response } from '@/features/extension/api';
import {
  ORDER_LIST_PAGE_SIZE,
  OrderListRequest,
  PayVoucherRequest,
  RepaymentLinkRequest,
  TerminalListRequest,
  type OrderListResponse,
  type PayVoucherResponse,
  type RepayChannelsResponse,
  type RepayInfoResponse,
  type TerminalListResponse,
  type TerminalTipResponse,
} from '@/features/repayment/api';
import { LOAN_ERROR, OrderRef, type PayLinkResponse } from '@/shared/api/order';
import { REPAY_CHANNELS, TERMINALS, TEXT } from '../data';
import type { SandboxDb } from '../db';
import { applyRepayCoupon, extensionOffers, orderOwed, requireOwing } from '../domain/lending';
import { ApiFail } from '../errors';
import type { OrderRecord, PaymentRecord } from '../model';
import { route, vendorUrl, type AuthedCtx } from '../route';
import { randomHex } from '../util';
import { orderView, repayInfoView } from '../views';
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
        const amount = req.amount === undefined ? owed : Math.floor(req.amount);
        if (amount <= 0 || amount > owed) throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount out of range');
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
        const offer = extensionOffers(order, ctx.now).find((o) => o.days === req.days);
        if (!offer) throw new ApiFail(LOAN_ERROR.wrongOrderState, 'this extension is not available');
        return payLink(ctx, order, 'extension', offer.fee, offer.days, req.returnUrl);
      },
    ),

    route<OrderRef, ExtensionInfoResponse>(db, '/api/prod/extensionInfo', { auth: 'required', schema: OrderRef }, ({ user, now }, req) => {
      const offers = extensionOffers(findOrder(user, req.orderNo), now);
      const option = offers.find((o) => o.days === 14) ?? offers[0] ?? null;
      return { available: option !== null, option };
    }),

    route<OrderRef, ExtensionInfoV2Response>(db, '/api/prod/extensionInfoV2', { auth: 'required', schema: OrderRef }, ({ user, now }, req) => {
      const options = extensionOffers(findOrder(user, req.orderNo), now);
      return { available: options.length > 0, options };
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
        const id = db.nextId('V');
        user.vouchers.unshift({ id, orderNo: order.orderNo, url: req.url, status: 'under_review', at: now });
        return { voucherId: id, status: 'under_review' };
      },
    ),
  ];
}
