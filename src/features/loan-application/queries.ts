import {
  getAppIndexCoupon,
  getApplyListCoupon,
  fcbCreate,
  fcbSign,
  fcbStatus,
  getContractInfo,
  loanUserInfo,
  submitOrder,
  type FcbApplication,
  type FcbCreateRequest,
  type FcbSignRequest,
  type SubmitOrderRequest,
} from '@/features/loan-application/api';
import { LOAN_ERROR, ORDER_POLL } from '@/shared/api/order';
import { keyOf } from '@/shared/api/resources';
import { lastOrderKey } from '@/shared/api/orderQuery';
import { productKey } from '@/shared/api/productQuery';
import { readQuery, useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';
import { track, watchOrder } from '@/shared/analytics/track';

export { lastOrderQuery } from '@/shared/api/orderQuery';

export const applicationKeys = {
  last: lastOrderKey,
  home: () => keyOf('orders', 'home'),
  product: productKey,
  applyCoupons: (amount: number, days: number) => keyOf('coupons', 'apply', amount, days),
  indexCoupon: () => keyOf('coupons', 'index'),
  contract: (amount: number, days: number) => keyOf('orders', 'contract', amount, days),
};

/**
 * The whole cost of a loan of this amount and term (and coupon): the offer's cost card, and the contract page's,
 * from one cached answer (src/shared/api/costQuery.ts; the landing page reads it too).
 */
export { costQuery } from '@/shared/api/costQuery';

/** Coupons usable on a new loan of this amount and term (the server decides). */
export const applyCouponsQuery = (amount: number, days: number) =>
  readQuery(applicationKeys.applyCoupons(amount, days), getApplyListCoupon, { amount, days }, { localized: true });

/** The coupon the home page offers (its banner); chosen by default when it fits the loan. */
export const indexCouponQuery = () => readQuery(applicationKeys.indexCoupon(), getAppIndexCoupon, undefined, { localized: true });

/**
 * The draft contract for an amount and term: its page (webview loanContract), and whether the borrower
 * has read it to the end. Read again when the borrower comes back from the page.
 */
export const contractQuery = (amount: number, days: number, returnUrl: string) =>
  readQuery(applicationKeys.contract(amount, days), getContractInfo, { amount, days, returnUrl }, { localized: true, staleTime: 0 });

/** What the Loans tab shows for a signed-in borrower; polled like the order it carries. */
export const loanHomeQuery = () =>
  readQuery(applicationKeys.home(), loanUserInfo, undefined, { poll: ORDER_POLL });

/** Amounts, terms and rates for the calculator (also signed out); product copy comes in the borrower's language. */
export { productQuery } from '@/shared/api/productQuery';

/** Server codes of an application and what the borrower reads for them. */
export const APPLICATION_MESSAGES: ServerMessages = {
  codes: {
    [LOAN_ERROR.activeLoan]: 'loan:errors.activeLoan',
    [LOAN_ERROR.reapplyLater]: 'loan:errors.reapplyLater',
    [LOAN_ERROR.onboardingIncomplete]: 'loan:errors.onboardingIncomplete',
    [LOAN_ERROR.noCard]: 'loan:errors.noCard',
    [LOAN_ERROR.amountOutOfRange]: 'loan:errors.amountOutOfRange',
    [LOAN_ERROR.couponNotUsable]: 'loan:errors.couponNotUsable',
    [LOAN_ERROR.creditBureauRequired]: 'loan:bureau.required',
  },
};

/**
 * Submits the application once per draft (the key lives with the loan-choice draft, so a retry after a
 * lost answer finds the same order). Success makes the orders, the account line, coupons and the
 * product limits stale.
 */
export function useSubmitOrder(idempotencyKey: (req: SubmitOrderRequest) => string, onSubmitted?: () => void) {
  return useApiMutation<SubmitOrderRequest, Awaited<ReturnType<typeof submitOrder>>>(submitOrder, {
    changes: 'orderSubmitted',
    idempotencyKey,
    onSuccess: (answer, req) => {
      watchOrder(answer.order.orderNo);
      track('order_submitted', { amount: req.amount, days: req.days, coupon: Boolean(req.couponId), credit_bureau: Boolean(req.fcbApplicationId) });
      if (req.couponId) track('coupon_applied', { scope: 'apply', amount: req.amount, days: req.days });
      onSubmitted?.();
    },
  });
}

/** How often the credit bureau's answer is asked for, and for how long. */
export const BUREAU_POLL_MS = 2000;
export const BUREAU_POLLS = 30;

/**
 * The credit-bureau (FCB) application the server asks for before a larger order (4008): create it with
 * its own Idempotency-Key (kept with the loan draft), sign the borrower's consent, then ask for the
 * bureau's answer until it comes. Resolves with the answered application.
 */
export function useCreditBureau(idempotencyKey: () => string) {
  const create = useApiMutation<FcbCreateRequest, FcbApplication>(fcbCreate, { changes: 'nothing', idempotencyKey });
  const sign = useApiMutation<FcbSignRequest, FcbApplication>(fcbSign, { changes: 'nothing' });
  const { submit: created } = create;
  const { submit: signed } = sign;
  return async (req: FcbCreateRequest, onStep: (step: 'signed' | 'checking') => void, signal: { stopped: boolean }) => {
    const app = await created(req);
    await signed({ applicationId: app.applicationId });
    onStep('signed');
    for (let i = 0; i < BUREAU_POLLS && !signal.stopped; i++) {
      onStep('checking');
      const now = await fcbStatus({ applicationId: app.applicationId });
      if (now.status === 'approved' || now.status === 'rejected') return now;
      await new Promise((r) => setTimeout(r, BUREAU_POLL_MS));
    }
    return null;
  };
}
