import { describe, expect, it } from 'vitest';
import { lastOrderQuery, loanHomeQuery } from '@/features/loan-application/queries';

describe('loan application queries', () => {
  it.each([
    ['the last order', lastOrderQuery],
    ['the Loans tab state', loanHomeQuery],
  ])('%s is polled while in review or payout, until it settles; a settled or failed one is not', (_name, query) => {
    const interval = query().refetchInterval as (q: { state: { data: unknown; status: string } }) => number | false;
    const order = (status: string) => ({ state: { data: { order: { status } }, status: 'success' } });
    expect(interval(order('under_review'))).toBe(3000);
    expect(interval(order('awaiting_payout'))).toBe(3000);
    expect(interval(order('payout_in_progress'))).toBe(3000);
    for (const settled of ['awaiting_repayment', 'rejected', 'supplement', 'failed', 'repaid', 'overdue']) expect(interval(order(settled)), settled).toBe(false);
    expect(interval({ state: { data: { order: null }, status: 'success' } })).toBe(false);
    expect(interval({ state: { data: undefined, status: 'error' } })).toBe(false);
  });
});
