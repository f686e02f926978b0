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
