import {
  debtCertificate,
  getIsTerminalPayTip,
  getPayVoucher,
  getRepayBankCard,
  getRepayChannelNameList,
  getRepayListCoupon,
  getRepaymentLink,
  getTerminalPayList,
  LOAN_PAGE_ERROR,
  myOrderList,
  ORDER_LIST_PAGE_SIZE,
  orderDetail,
  repayQuote,
  repayUseCoupon,
  type PayVoucherRequest,
  type RepaymentLinkRequest,
} from '@/features/repayment/api';
import { LOAN_ERROR, ORDER_POLL_MS, orderSettled } from '@/shared/api/order';
import { keyOf } from '@/shared/api/resources';
import { readPagedQuery, readQuery, useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';
import { track } from '@/shared/analytics/track';

export { repayInfoQuery } from '@/shared/api/paymentQuery';

export const repaymentKeys = {
  list: () => keyOf('orders', 'list'),
  channels: () => keyOf('reference', 'repayChannels'),
  bankCard: (orderNo: string) => keyOf('card', 'repay', orderNo),
  terminalTip: () => keyOf('reference', 'terminalTip'),
  terminals: (orderNo: string) => keyOf('orders', 'terminals', orderNo),
  coupons: (orderNo: string) => keyOf('coupons', 'repay', orderNo),
};

/** My loans, newest first, ten a page. */
export const myOrdersQuery = () => readPagedQuery(repaymentKeys.list(), myOrderList, { pageSize: ORDER_LIST_PAGE_SIZE });

/** The ways to pay back the server offers (names in both languages). */
export const repayChannelsQuery = () => readQuery(repaymentKeys.channels(), getRepayChannelNameList, undefined, { staleTime: 10 * 60_000 });

/** The borrower's saved card (masked) and the company's accounts for a bank transfer. */
export const repayBankCardQuery = (orderNo: string) => readQuery(repaymentKeys.bankCard(orderNo), getRepayBankCard, { orderNo }, { localized: true });

export const terminalTipQuery = () => readQuery(repaymentKeys.terminalTip(), getIsTerminalPayTip, undefined, { localized: true });

/** Payment terminals with the account to enter and the steps, in the borrower's language. */
export const terminalsQuery = (orderNo: string) => readQuery(repaymentKeys.terminals(orderNo), getTerminalPayList, { orderNo }, { localized: true });

/** Coupons the server lets this repayment use. */
export const repayCouponsQuery = (orderNo: string) => readQuery(repaymentKeys.coupons(orderNo), getRepayListCoupon, { orderNo }, { localized: true });

/** A card payment on the provider's page: one link per attempt (the key), a double tap joins the call in flight. */
export function useRepaymentLink(idempotencyKey: (req: RepaymentLinkRequest) => string) {
  return useApiMutation<RepaymentLinkRequest, Awaited<ReturnType<typeof getRepaymentLink>>>(getRepaymentLink, {
    changes: 'nothing',
    idempotencyKey,
    onSuccess: (link, req) => track('repayment_started', { method: 'card', amount: link.amount, coupon: Boolean(req.couponId) }),
  });
}

/** Puts a coupon on the repayment; what is owed is read again from the server. */
export function useRepayCoupon() {
  return useApiMutation(repayUseCoupon, {
    changes: 'repayCouponApplied',
    onSuccess: (answer) => track('coupon_applied', { scope: 'repay', discount: answer.discount }),
  });
}

/** Sends the payment certificate for checking. */
export function useSendVoucher(idempotencyKey: () => string) {
  return useApiMutation<PayVoucherRequest, Awaited<ReturnType<typeof getPayVoucher>>>(getPayVoucher, {
    changes: 'voucherSent',
    idempotencyKey,
    onSuccess: (voucher) => track('repayment_started', { method: 'transfer', amount: voucher.amount }),
  });
}

/** The server's refusals on this page, in the borrower's language (repayment namespace). */
export const REPAYMENT_MESSAGES: ServerMessages = {
  codes: {
    [LOAN_ERROR.amountOutOfRange]: 'repayment:errors.amount',
    [LOAN_ERROR.wrongOrderState]: 'repayment:errors.state',
    [LOAN_ERROR.orderNotFound]: 'repayment:errors.notFound',
    [LOAN_ERROR.couponNotUsable]: 'repayment:errors.coupon',
  },
};

/* The loan's own page (docs/decisions.md "The loan's own page"). */
export const loanPageKeys = {
  detail: (orderNo: string) => keyOf('orders', 'detail', orderNo),
  quote: (orderNo: string, date: string) => keyOf('orders', 'quote', orderNo, date),
  certificate: (orderNo: string) => keyOf('orders', 'certificate', orderNo),
};

/** Everything the loan's page shows, in the borrower's language; followed while a review or payout moves on. */
export const orderDetailQuery = (orderNo: string) =>
  readQuery(loanPageKeys.detail(orderNo), orderDetail, { orderNo }, { localized: true, poll: { until: orderSettled, everyMs: ORDER_POLL_MS } });

/** What a day from today to the due date will owe if nothing more is paid. */
export const repayQuoteQuery = (orderNo: string, date: string) => readQuery(loanPageKeys.quote(orderNo, date), repayQuote, { orderNo, date });

/** The debt certificate as a file, made afresh each time it is asked for (its figures are today's). */
export const certificateQuery = (orderNo: string) =>
  readQuery(loanPageKeys.certificate(orderNo), debtCertificate, { orderNo }, { localized: true, staleTime: 0 });

/** The company's details and phone, in the borrower's language. */
export { companyQuery } from '@/shared/api/company';

/** The server's refusals on the loan page, in the borrower's language. */
export const LOAN_PAGE_MESSAGES: ServerMessages = {
  codes: {
    [LOAN_PAGE_ERROR.quoteDateOutOfRange]: 'loanPage:quote.outOfRange',
    [LOAN_ERROR.orderNotFound]: 'loanPage:notFound',
    [LOAN_ERROR.wrongOrderState]: 'repayment:errors.state',
  },
};
