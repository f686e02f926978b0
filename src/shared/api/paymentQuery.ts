import { repayInfo } from '@/shared/api/payment';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

export const repayInfoKey = (orderNo: string) => keyOf('orders', 'repayInfo', orderNo);

/**
 * What is owed on an order today. Fresh on every visit (the overdue charge and the accrued reward move
 * with the calendar); polled while a certificate is being checked.
 */
export const repayInfoQuery = (orderNo: string, opts: { enabled?: boolean } = {}) =>
  readQuery(repayInfoKey(orderNo), repayInfo, { orderNo }, {
    staleTime: 0,
    poll: { until: (d) => d.voucher?.status !== 'under_review', everyMs: 5000 },
    ...opts,
  });
