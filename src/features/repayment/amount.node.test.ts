import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from '@/features/repayment/amount';

const info = { repayAmount: 30_630, minPayment: 1000, partialAllowed: true };

describe('amount to pay', () => {
  it('reads digits with spaces and the tenge sign', () => {
    expect(parseAmount('30 630 ₸')).toBe(30_630);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12,5')).toBeNaN();
  });

  it('the whole sum is always accepted; a part from the server minimum; never more than owed', () => {
    expect(amountProblem('30630', info)).toBeNull();
    expect(amountProblem('5000', info)).toBeNull();
    expect(amountProblem('999', info)).toBe('tooSmall');
    expect(amountProblem('30631', info)).toBe('tooLarge');
    expect(amountProblem('', info)).toBe('empty');
    expect(amountProblem('1.5', info)).toBe('notNumber');
    // Owed less than the minimum part: the whole of it is fine.
    expect(amountProblem('400', { ...info, repayAmount: 400 })).toBeNull();
  });

  it('when the server allows no part, only the whole sum', () => {
    expect(amountProblem('5000', { ...info, partialAllowed: false })).toBe('fullOnly');
    expect(amountProblem('30630', { ...info, partialAllowed: false })).toBeNull();
  });
});
