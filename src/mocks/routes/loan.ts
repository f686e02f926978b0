import type { HttpHandler } from 'msw';
import { ContractInfoRequest, LastOrderRequest, QuoteRequest, SubmitOrderRequest, SupplementRequest, type ContractInfoResponse, type LastOrderResponse, type LoanUserInfoResponse, type ProductInfoResponse, type QuoteResponse, type SubmitOrderResponse, type SupplementResponse } from '@/features/loan-application/api';
import { ORDER_LIST_PAGE_SIZE, OrderListRequest, PayVoucherRequest, RepaymentLinkRequest, TerminalListRequest, type OrderListResponse, type PayVoucherResponse, type RepayChannelsResponse, type RepayInfoResponse, type TerminalListResponse, type TerminalTipResponse } from '@/features/repayment/api';
import { LOAN_ERROR, OrderRef, type PayLinkResponse } from '@/shared/api/order';
import { LoanPayLinkRequest, type ExtensionInfoResponse, type ExtensionInfoV2Response, type ExtensionOption } from '@/features/extension/api';
import { PRODUCT, REPAY_CHANNELS, TERMINALS, TEXT } from '../data';
import {
  interestFor,
  orderView,
  owedOf,
  penaltyOf,
  overdueDaysOf,
  quote,
  quotaOf,
  stepOf,
  type CouponRecord,
  type OrderRecord,
  type PaymentRecord,
  type SandboxDb,
  type UserRecord,
} from '../db';
import { ApiFail, route, vendorUrl, type AuthedCtx } from '../route';
import { addDays, isoDateTime, kzDate, randomHex } from '../util';
import { blockReason, reapplyAt } from './account';

const EXTENSION_DAYS = [7, 14] as const;

export function findOrder(user: UserRecord, orderNo: string): OrderRecord {
  const order = user.orders.find((o) => o.orderNo === orderNo);
  if (!order) throw new ApiFail(LOAN_ERROR.orderNotFound, 'order not found');
  return order;
}

export function usableCoupon(user: UserRecord, id: string, scope: CouponRecord['scope'], amount: number, now: number) {
  const c = user.coupons.find((x) => x.id === id);
  if (!c || c.used || c.scope !== scope || c.validUntil < kzDate(now) || amount < c.minAmount) {
    throw new ApiFail(LOAN_ERROR.couponNotUsable, 'coupon cannot be used');
  }
  return c;
}

function checkAmount(user: UserRecord, amount: number, days: number): void {
  const ok =
    Number.isInteger(amount) &&
    amount >= PRODUCT.minAmount &&
    amount <= quotaOf(user) &&
    amount % PRODUCT.amountStep === 0 &&
    (PRODUCT.terms as readonly number[]).includes(days);
  if (!ok) throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount or term out of range');
}

function extensionOptions(order: OrderRecord, now: number): ExtensionOption[] {
  if (order.phase !== 'disbursed' || order.paid > 0 || !order.dueDate) return [];
  const fee = order.interest + penaltyOf(order, now) - order.discount - order.repayDiscount;
  const base = order.dueDate > kzDate(now) ? order.dueDate : kzDate(now);
  return EXTENSION_DAYS.map((days) => ({
    days,
    fee: Math.max(0, fee),
    newDueDate: addDays(base, days),
    newRepayAmount: order.amount + interestFor(order.amount, days),
  }));
}

function payLink(
  ctx: AuthedCtx,
  order: OrderRecord,
  kind: PaymentRecord['kind'],
  amount: number,
  days: number,
  returnUrl: string,
): PayLinkResponse {
  const ref = `PAY${randomHex(6).toUpperCase()}`;
  ctx.user.payments.unshift({ ref, orderNo: order.orderNo, kind, amount, days, status: 'pending', createdAt: ctx.now });
  return { ref, amount, url: vendorUrl(ctx, 'payment', { ref, amount, kind, orderNo: order.orderNo }, returnUrl) };
}

function requireDisbursed(order: OrderRecord): void {
  if (order.phase !== 'disbursed') throw new ApiFail(LOAN_ERROR.wrongOrderState, 'the order has nothing to repay');
}

export function loanHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<LastOrderRequest, LastOrderResponse>(
      db,
      '/api/loan/lastOrder',
      { auth: 'required', schema: LastOrderRequest },
      ({ user, now }) => ({ order: user.orders[0] ? orderView(user.orders[0], now) : null }),
    ),

    route<OrderListRequest, OrderListResponse>(
      db,
      '/api/loan/myOrderList',
      { auth: 'required', schema: OrderListRequest },
      ({ user, now }, req) => {
        const page = Math.max(1, Math.floor(req.page));
        const pageSize = Math.min(50, Math.max(1, Math.floor(req.pageSize ?? ORDER_LIST_PAGE_SIZE)));
        const list = user.orders.slice((page - 1) * pageSize, page * pageSize).map((o) => orderView(o, now));
        return { list, total: user.orders.length, page, pageSize };
      },
    ),

    route<ContractInfoRequest, ContractInfoResponse>(
      db,
      '/api/loan/getContractInfo',
      { auth: 'required', schema: ContractInfoRequest },
      (ctx, req) => {
        const order = req.orderNo ? findOrder(ctx.user, req.orderNo) : null;
        const contractNo = order ? order.contractNo : `MK-${ctx.user.id}-D`;
        const amount = order?.amount ?? req.amount ?? PRODUCT.defaultAmount;
        const days = order?.days ?? req.days ?? PRODUCT.defaultDays;
        return {
          contractNo,
          title: ctx.lang === 'kz' ? TEXT.contractTitle.kz : TEXT.contractTitle.ru,
          url: vendorUrl(ctx, 'contract', { ref: contractNo, amount, days }, req.returnUrl),
          read: ctx.user.contractsRead[contractNo] === true,
        };
      },
    ),

    route<SupplementRequest, SupplementResponse>(
      db,
      '/api/loan/supplementData',
      { auth: 'required', schema: SupplementRequest },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        if (order.phase !== 'supplement') throw new ApiFail(LOAN_ERROR.wrongOrderState, 'no supplement was asked for');
        const needId = order.supplement !== 'selfie';
        const needSelfie = order.supplement !== 'id';
        if ((needId && (!req.idphoto_1 || !req.idphoto_2)) || (needSelfie && !req.headphoto)) {
          throw new ApiFail(400, 'invalid request: the asked photos are missing');
        }
        if (req.idphoto_1) user.photos.idphoto_1 = req.idphoto_1;
        if (req.idphoto_2) user.photos.idphoto_2 = req.idphoto_2;
        if (req.headphoto) user.photos.headphoto = req.headphoto;
        order.phase = 'review';
        order.phaseAt = now;
        order.supplemented = true;
        order.supplement = null;
        return { order: orderView(order, now) };
      },
    ),

    route<unknown, LoanUserInfoResponse>(db, '/api/loan/userInfo', { auth: 'required' }, ({ user, now }) => {
      const reason = blockReason(user, now);
      const last = user.orders[0] ?? null;
      let stage: LoanUserInfoResponse['stage'];
      if (reason === 'onboarding') stage = 'onboarding';
      else if (last?.phase === 'review') stage = 'in_review';
      else if (last?.phase === 'supplement') stage = 'supplement';
      else if (reason === 'rejected') stage = 'rejected';
      else if (reason === 'active_loan') stage = 'has_loan';
      else if (reason === 'no_card') stage = 'no_card';
      else stage = 'can_apply';
      return {
        stage,
        step: stepOf(user),
        quota: quotaOf(user),
        order: last ? orderView(last, now) : null,
        reapplyAt: reapplyAt(user, now),
      };
    }),

    route<unknown, ProductInfoResponse>(db, '/api/prod/productInfoForH5', { auth: 'optional' }, ({ user }) => ({
      minAmount: PRODUCT.minAmount,
      maxAmount: user ? quotaOf(user) : PRODUCT.maxAmount,
      amountStep: PRODUCT.amountStep,
      defaultAmount: PRODUCT.defaultAmount,
      terms: [...PRODUCT.terms],
      defaultDays: PRODUCT.defaultDays,
      dailyRatePercent: PRODUCT.dailyRate * 100,
      aprPercent: Math.round(PRODUCT.dailyRate * 365 * 100 * 100) / 100,
      penaltyRatePercent: PRODUCT.penaltyRate * 100,
    })),

    route<QuoteRequest, QuoteResponse>(db, '/api/prod/confirm', { auth: 'required', schema: QuoteRequest }, ({ user, now }, req) => {
      checkAmount(user, req.amount, req.days);
      const coupon = req.couponId ? usableCoupon(user, req.couponId, 'apply', req.amount, now) : null;
      return quote(req.amount, req.days, coupon?.amount ?? 0, now);
    }),

    route<SubmitOrderRequest, SubmitOrderResponse>(
      db,
      '/api/prod/submitOrder',
      { auth: 'required', schema: SubmitOrderRequest },
      (ctx, req) => {
        const { user, now } = ctx;
        const key = ctx.request.headers.get('idempotency-key');
        const again = key ? user.idempotency[key] : undefined;
        const previous = again ? user.orders.find((o) => o.orderNo === again) : undefined;
        if (previous) return { order: orderView(previous, now) };

        const reason = blockReason(user, now);
        if (reason === 'onboarding') throw new ApiFail(LOAN_ERROR.onboardingIncomplete, 'complete your profile first');
        if (reason === 'in_review' || reason === 'active_loan') throw new ApiFail(LOAN_ERROR.activeLoan, 'you already have an active loan');
        if (reason === 'rejected') throw new ApiFail(LOAN_ERROR.reapplyLater, 'you can apply again later');
        if (reason === 'no_card' || !user.card) throw new ApiFail(LOAN_ERROR.noCard, 'add a bank card first');
        checkAmount(user, req.amount, req.days);
        const coupon = req.couponId ? usableCoupon(user, req.couponId, 'apply', req.amount, now) : null;
        const q = quote(req.amount, req.days, coupon?.amount ?? 0, now);
        if (coupon) coupon.used = true;

        const orderNo = `BZ${kzDate(now).replace(/-/g, '').slice(2)}${db.nextId('', 6)}`;
        const order: OrderRecord = {
          orderNo,
          contractNo: `MK-${user.id}-${orderNo}`,
          amount: q.amount,
          days: q.days,
          interest: q.interest,
          serviceFee: q.serviceFee,
          discount: q.discount,
          couponId: coupon?.id ?? null,
          repayDiscount: 0,
          repayCouponId: null,
          paid: 0,
          createdAt: now,
          phase: 'review',
          phaseAt: now,
          reapplyAt: null,
          supplement: null,
          supplemented: false,
          payoutRetried: false,
          failReason: null,
          paidOutAt: null,
          dueDate: null,
          repaidAt: null,
          extensions: 0,
          card: { bankName: user.card.bankName, last4: user.card.last4 },
          loyaltySent: false,
        };
        user.orders.unshift(order);
        if (key) user.idempotency[key] = orderNo;
        return { order: orderView(order, now) };
      },
    ),

    route<OrderRef, RepayInfoResponse>(db, '/api/prod/repayInfo', { auth: 'required', schema: OrderRef }, ({ user, now }, req) => {
      const order = findOrder(user, req.orderNo);
      const last = user.payments.find((p) => p.orderNo === order.orderNo) ?? null;
      return {
        orderNo: order.orderNo,
        status: orderView(order, now).status,
        principal: order.amount,
        interest: order.interest,
        penalty: penaltyOf(order, now),
        discount: order.discount + order.repayDiscount,
        repayAmount: owedOf(order, now),
        dueDate: order.dueDate,
        overdueDays: overdueDaysOf(order, now),
        lastPayment: last
          ? { ref: last.ref, kind: last.kind, amount: last.amount, status: last.status, createdAt: isoDateTime(last.createdAt) }
          : null,
      };
    }),

    route<RepaymentLinkRequest, PayLinkResponse>(
      db,
      '/api/prod/getRepaymentLink',
      { auth: 'required', schema: RepaymentLinkRequest },
      (ctx, req) => {
        const order = findOrder(ctx.user, req.orderNo);
        requireDisbursed(order);
        if (req.couponId && order.repayCouponId !== req.couponId) {
          const c = usableCoupon(ctx.user, req.couponId, 'repay', order.amount, ctx.now);
          c.used = true;
          order.repayCouponId = c.id;
          order.repayDiscount = Math.min(c.amount, order.interest);
        }
        const owed = owedOf(order, ctx.now);
        const amount = req.amount === undefined ? owed : Math.floor(req.amount);
        if (amount <= 0 || amount > owed) throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount out of range');
        return payLink(ctx, order, 'repay', amount, 0, req.returnUrl);
      },
    ),

    route<LoanPayLinkRequest, PayLinkResponse>(
      db,
      '/api/prod/getLoanPayLink',
      { auth: 'required', schema: LoanPayLinkRequest },
      (ctx, req) => {
        const order = findOrder(ctx.user, req.orderNo);
        requireDisbursed(order);
        const option = extensionOptions(order, ctx.now).find((o) => o.days === req.days);
        if (!option) throw new ApiFail(LOAN_ERROR.wrongOrderState, 'this extension is not available');
        return payLink(ctx, order, 'extension', option.fee, option.days, req.returnUrl);
      },
    ),

    route<OrderRef, ExtensionInfoResponse>(
      db,
      '/api/prod/extensionInfo',
      { auth: 'required', schema: OrderRef },
      ({ user, now }, req) => {
        const options = extensionOptions(findOrder(user, req.orderNo), now);
        const option = options.find((o) => o.days === 14) ?? options[0] ?? null;
        return { available: option !== null, option };
      },
    ),

    route<OrderRef, ExtensionInfoV2Response>(
      db,
      '/api/prod/extensionInfoV2',
      { auth: 'required', schema: OrderRef },
      ({ user, now }, req) => {
        const options = extensionOptions(findOrder(user, req.orderNo), now);
        return { available: options.length > 0, options };
      },
    ),

    route<unknown, TerminalTipResponse>(db, '/api/prod/getIsTerminalPayTip', { auth: 'required' }, ({ lang }) => ({
      show: true,
      text: TEXT.terminalTip[lang],
    })),

    route<TerminalListRequest, TerminalListResponse>(
      db,
      '/api/prod/getTerminalPayList',
      { auth: 'required', schema: TerminalListRequest },
      ({ user }, req) => {
        const order = req.orderNo ? findOrder(user, req.orderNo) : (user.orders[0] ?? null);
        return {
          list: TERMINALS.map((t) => ({
            id: t.id,
            name: t.name,
            account: order?.contractNo ?? '',
            steps: [...t.steps],
            url: null,
          })),
        };
      },
    ),

    route<unknown, RepayChannelsResponse>(db, '/api/prod/getRepayChannelNameList', { auth: 'required' }, () => ({
      list: REPAY_CHANNELS.map((c) => ({ ...c })),
    })),

    route<PayVoucherRequest, PayVoucherResponse>(
      db,
      '/api/prod/getPayVoucher',
      { auth: 'required', schema: PayVoucherRequest },
      ({ user, now }, req) => {
        const order = findOrder(user, req.orderNo);
        requireDisbursed(order);
        const id = db.nextId('V');
        user.vouchers.unshift({ id, orderNo: order.orderNo, url: req.url, status: 'under_review', at: now });
        return { voucherId: id, status: 'under_review' };
      },
    ),
  ];
}
