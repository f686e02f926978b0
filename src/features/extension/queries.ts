import { extensionInfoV2, getLoanPayLink, type LoanPayLinkRequest } from '@/features/extension/api';
import { LOAN_ERROR, type PayLinkResponse } from '@/shared/api/order';
import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';

export { lastOrderQuery } from '@/shared/api/orderQuery';
export { repayInfoQuery } from '@/shared/api/paymentQuery';

export const extensionKeys = {
  /** Rooted at 'orders': a confirmed payment (paymentConfirmed) makes it stale with the loan. */
  info: (orderNo: string) => keyOf('orders', 'extension', orderNo),
};

/**
 * The terms the server offers for an order, or why there are none. Fresh on every visit: the window
 * opens and closes with the calendar, and the fee grows with every day of the current period.
 */
export const extensionInfoQuery = (orderNo: string) => readQuery(extensionKeys.info(orderNo), extensionInfoV2, { orderNo }, { staleTime: 0 });

/** Server codes of an extension's pay link and what the borrower reads for them. */
export const EXTENSION_MESSAGES: ServerMessages = {
  codes: {
    [LOAN_ERROR.orderNotFound]: 'extension:errors.orderNotFound',
    [LOAN_ERROR.wrongOrderState]: 'extension:errors.wrongState',
  },
};

/**
 * The card-payment page for an extension fee. A create: the caller keeps one Idempotency-Key per
 * attempt (a double tap or a retry after a lost answer gets the same link; another term or a later
 * attempt gets a new key). Nothing on the server changes until the provider reports the payment, so it
 * makes nothing stale.
 */
export function useLoanPayLink(idempotencyKey: (req: LoanPayLinkRequest) => string) {
  return useApiMutation<LoanPayLinkRequest, PayLinkResponse>(getLoanPayLink, { changes: 'nothing', idempotencyKey });
}
