/** Applying for a loan: the product, quotes, submitting, following the order, the contract, supplements. */
import type { HttpHandler } from 'msw';
import {
  ContractInfoRequest,
  CostRequest,
  type CostResponse,
  FcbCreateRequest,
  FcbSignRequest,
  FcbStatusRequest,
  type FcbApplication,
  LastOrderRequest,
  QuoteRequest,
  SubmitOrderRequest,
  type ContractInfoResponse,
  type LastOrderResponse,
  type LoanUserInfoResponse,
  type ProductInfoResponse,
  type QuoteResponse,
  type SubmitOrderResponse,
} from '@/features/loan-application/api';
import { SupplementRequest, type SupplementResponse } from '@/features/onboarding/api';
import { LOAN_ERROR } from '@/shared/api/order';
import { COUPON_ERROR } from '@/features/coupons/api';
import { PRODUCT, TEXT } from '../data';
import type { SandboxDb } from '../db';
import { blockReason, quotaOf } from '../domain/borrower';
import { usableCoupon } from '../domain/coupons';
import { createOrder, fire } from '../domain/lending';
import { costOf, productRules, quote, termsAllowed } from '../domain/money';
import { lendingScenarioOf } from '../domain/scenarios';
import { ApiFail } from '../errors';
import type { OrderRecord, UserRecord } from '../model';
import { route, vendorUrl, type Ctx } from '../route';
import { hash } from '../util';
import { kzDay } from '@/utils/kzDate';
import { costView, fcbView, loanHomeView, orderView, productInfoView } from '../views';

export function findOrder(user: UserRecord, orderNo: string): OrderRecord {
  const order = user.orders.find((o) => o.orderNo === orderNo);
  if (!order) throw new ApiFail(LOAN_ERROR.orderNotFound, 'order not found');
  return order;
}

/**
 * The money rules the contract of a loan of `amount` states, as percent and days (the page prints them; the
 * numbers are the server's, the same ones domain/money.ts applies).
 */
function contractRules(amount: number): Record<string, number> {
  const r = productRules(amount);
  // Shares to percent without float noise (0.0007 × 100 is 0.06999999999999999).
  const percent = (share: number) => Math.round(share * 1e8) / 1e6;
  return { rate: percent(r.dailyRate), penalty: percent(r.penaltyRate), penaltyDays: r.penaltyMaxDays, cap: percent(r.overpaymentCap) };
}

function checkTerms(user: UserRecord, amount: number, days: number): void {
  if (!termsAllowed(amount, days, quotaOf(user))) throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount or term out of range');
}

/** The contract's page (getContractInfo, and the loan page's documents): one address for one contract. */
export function contractPageUrl(ctx: Ctx, contractNo: string, amount: number, days: number, returnUrl?: string): string {
  return vendorUrl(ctx, 'contract', { ref: contractNo, amount, days, ...contractRules(amount) }, returnUrl);
}

export function loanApplicationHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<LastOrderRequest, LastOrderResponse>(db, '/api/loan/lastOrder', { auth: 'required', schema: LastOrderRequest }, ({ user, now }) => ({
      order: user.orders[0] ? orderView(user.orders[0], now) : null,
    })),

    route<ContractInfoRequest, ContractInfoResponse>(
      db,
      '/api/loan/getContractInfo',
      { auth: 'required', schema: ContractInfoRequest },
      (ctx, req) => {
        const order = req.orderNo ? findOrder(ctx.user, req.orderNo) : null;
        // Before submitting, the borrower reads a draft contract of their own.
        const contractNo = order ? order.contractNo : `MK-${ctx.user.id}-D`;
        const amount = order?.amount ?? req.amount ?? PRODUCT.defaultAmount;
        const days = order?.days ?? req.days ?? PRODUCT.defaultDays;
        return {
          contractNo,
          title: TEXT.contractTitle[ctx.lang],
          url: contractPageUrl(ctx, contractNo, amount, days, req.returnUrl),
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
        if (order.phase !== 'supplement_required') throw new ApiFail(LOAN_ERROR.wrongOrderState, 'no supplement was asked for');
        const needId = order.supplement !== 'selfie';
        const needSelfie = order.supplement !== 'id';
        if ((needId && (!req.idphoto_1 || !req.idphoto_2)) || (needSelfie && !req.headphoto)) {
          throw new ApiFail(400, 'invalid request: the asked photos are missing');
        }
        if (req.idphoto_1) user.photos.idphoto_1 = req.idphoto_1;
        if (req.idphoto_2) user.photos.idphoto_2 = req.idphoto_2;
        if (req.headphoto) user.photos.headphoto = req.headphoto;
        fire(user, order, 'supplement_uploaded', db.ctx());
        return { order: orderView(order, now) };
      },
    ),

    route<unknown, LoanUserInfoResponse>(db, '/api/loan/userInfo', { auth: 'required' }, ({ user, now }) => loanHomeView(user, now)),

    route<unknown, ProductInfoResponse>(db, '/api/prod/productInfoForH5', { auth: 'optional' }, ({ user, now }) => productInfoView(user, now)),

    route<QuoteRequest, QuoteResponse>(db, '/api/prod/confirm', { auth: 'required', schema: QuoteRequest }, ({ user, now }, req) => {
      checkTerms(user, req.amount, req.days);
      const coupon = req.couponId ? usableCoupon(user, req.couponId, 'apply', req.amount, now) : null;
      return quote(req.amount, req.days, coupon?.amount ?? 0, kzDay(now));
    }),

    // Works signed out (the landing page): the product's limits then, the borrower's quota and coupons signed in.
    route<CostRequest, CostResponse>(db, '/api/prod/cost', { auth: 'optional', schema: CostRequest }, ({ user, now }, req) => {
      if (!termsAllowed(req.amount, req.days, user ? quotaOf(user) : PRODUCT.maxAmount)) {
        throw new ApiFail(LOAN_ERROR.amountOutOfRange, 'amount or term out of range');
      }
      if (req.couponId && !user) throw new ApiFail(COUPON_ERROR.notUsable, 'coupon cannot be used');
      const coupon = user && req.couponId ? usableCoupon(user, req.couponId, 'apply', req.amount, now) : null;
      return costView(costOf(req.amount, req.days, coupon?.amount ?? 0, kzDay(now)));
    }),

    route<SubmitOrderRequest, SubmitOrderResponse>(
      db,
      '/api/prod/submitOrder',
      { auth: 'required', schema: SubmitOrderRequest, creates: true },
      ({ user, now, scenario }, req) => {
        const reason = blockReason(user, now);
        if (reason === 'onboarding') throw new ApiFail(LOAN_ERROR.onboardingIncomplete, 'complete your profile first');
        if (reason === 'in_review' || reason === 'active_loan') throw new ApiFail(LOAN_ERROR.activeLoan, 'you already have an active loan');
        if (reason === 'rejected') throw new ApiFail(LOAN_ERROR.reapplyLater, 'you can apply again later');
        if (reason === 'no_card' || !user.card) throw new ApiFail(LOAN_ERROR.noCard, 'add a bank card first');
        checkTerms(user, req.amount, req.days);
        // A larger loan needs the credit bureau's answer first; a refusal there decides the order.
        let bureauRefused = false;
        if (req.amount > PRODUCT.creditBureauAbove) {
          const app = req.fcbApplicationId ? user.fcb[req.fcbApplicationId] : undefined;
          const answered = app && (app.status === 'approved' || app.status === 'rejected') && app.amount >= req.amount;
          if (!answered) throw new ApiFail(LOAN_ERROR.creditBureauRequired, 'credit bureau check required');
          bureauRefused = app.status === 'rejected';
        }
        const coupon = req.couponId ? usableCoupon(user, req.couponId, 'apply', req.amount, now) : null;
        const q = quote(req.amount, req.days, coupon?.amount ?? 0, kzDay(now));
        if (coupon) coupon.used = true;
        const order = createOrder(
          user,
          {
            amount: q.amount,
            days: q.days,
            discount: q.discount,
            couponId: coupon?.id ?? null,
            scenario: bureauRefused ? 'reject' : lendingScenarioOf(scenario),
            card: { bankName: user.card.bankName, last4: user.card.last4 },
          },
          db.ctx(),
        );
        return { order: orderView(order, now) };
      },
    ),

    route<FcbCreateRequest, FcbApplication>(
      db,
      '/api/fcb/application/create',
      { auth: 'required', schema: FcbCreateRequest, creates: true },
      ({ user, scenario }, req) => {
        const id = db.nextId('FCB', 8);
        const app = { amount: req.amount, days: req.days, status: 'created', signedAt: null, score: null, scenario: lendingScenarioOf(scenario) } as const;
        user.fcb[id] = { ...app };
        return fcbView(id, app);
      },
    ),

    route<FcbSignRequest, FcbApplication>(db, '/api/fcb/application/sign', { auth: 'required', schema: FcbSignRequest }, ({ user, now }, req) => {
      const app = user.fcb[req.applicationId];
      if (!app) throw new ApiFail(400, 'invalid request: unknown applicationId');
      if (app.status === 'created') {
        app.status = 'processing';
        app.signedAt = now;
      }
      return fcbView(req.applicationId, app);
    }),

    route<FcbStatusRequest, FcbApplication>(
      db,
      '/api/fcb/session/status',
      { auth: 'required', schema: FcbStatusRequest },
      ({ user, now }, req) => {
        const app = user.fcb[req.applicationId];
        if (!app) throw new ApiFail(400, 'invalid request: unknown applicationId');
        if (app.status === 'processing' && app.signedAt !== null && now - app.signedAt >= db.timing().reviewMs) {
          // Like an order, the bureau's answer follows the scenario in force when the application was made.
          const rejected = app.scenario === 'reject';
          app.status = rejected ? 'rejected' : 'approved';
          app.score = rejected ? 320 : 640 + (hash(user.phone) % 200);
        }
        return fcbView(req.applicationId, app);
      },
    ),

  ];
}
