import { describe, expect, it } from 'vitest';
import { RepayInfoResponse } from '@/shared/api/payment';

const good = {
  orderNo: 'A1', status: 'repaying', principal: 30000, interest: 225, serviceFee: 0, penalty: 0, discount: 0, paid: 0,
  repayAmount: 30225, dueDateAmount: 30630, dueDate: '2026-03-15', overdueDays: 0, partialAllowed: false, minPayment: 1000,
  lastPayment: null, voucher: null,
};

describe('money in repayInfo is whole, non-negative tenge (issue 29 L2)', () => {
  it('refuses a fractional, negative or non-finite amount owed: the screen shows an error, not a figure', () => {
    const faults = (answer: object) => (RepayInfoResponse.safeParse(answer).error?.issues ?? []).map((i) => i.path[0]);
    expect(faults(good)).not.toContain('repayAmount');
    for (const repayAmount of [30045.5, -5000, Number.POSITIVE_INFINITY]) {
      expect(faults({ ...good, repayAmount }), String(repayAmount)).toContain('repayAmount');
    }
    expect(faults({ ...good, minPayment: 0.5 })).toContain('minPayment');
  });
});

describe('every money figure the app shows or pays is whole, non-negative tenge (issue 29 L2)', () => {
  it('the order, a payment, a pay link, a certificate, the cost card and the Loans tab headline refuse a fractional or negative amount', async () => {
    const { Order, Payment, PayLinkResponse } = await import('@/shared/api/order');
    const { Voucher } = await import('@/shared/api/payment');
    const { LoanDue } = await import('@/features/loan-application/api');
    const { Tenge } = await import('@/shared/api/tenge');
    const { CostResponse } = await import('@/shared/api/cost');
    const { QuoteResponse } = await import('@/features/loan-application/api');
    const cases: [string, { shape: Record<string, unknown> }, string][] = [
      ['order', Order, 'repayAmount'],
      ['order', Order, 'receiveAmount'],
      ['payment', Payment, 'amount'],
      ['pay link', PayLinkResponse, 'amount'],
      ['certificate', Voucher, 'amount'],
      ['loans tab', LoanDue, 'dueAmount'],
      ['offer', QuoteResponse, 'repayAmount'],
      ['cost card', CostResponse, 'receiveAmount'],
      ['cost card', CostResponse, 'maxTotal'],
      ['cost card', CostResponse.shape.penalty, 'perDay'],
    ];
    for (const [name, schema, field] of cases) expect(schema.shape[field], `${name}.${field}`).toBe(Tenge);
    for (const bad of [0.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(Tenge.safeParse(bad).success, String(bad)).toBe(false);
    for (const ok of [0, 1, 30_630]) expect(Tenge.safeParse(ok).success, String(ok)).toBe(true);
  });
});
