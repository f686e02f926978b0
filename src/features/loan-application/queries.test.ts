import { describe, expect, it } from 'vitest';
import { lastOrderQuery, loanHomeQuery } from '@/features/loan-application/queries';
import { POLL_FAILURES_MAX } from '@/shared/api/query';

describe('loan application queries', () => {
  it.each([
    ['the last order', lastOrderQuery],
    ['the Loans tab state', loanHomeQuery],
  ])('%s is polled while in review or payout, until it settles; a first read that failed is not, a failed poll goes on', (_name, query) => {
    const interval = query().refetchInterval as (q: { state: { data: unknown; status: string; fetchFailureCount?: number } }) => number | false;
    const order = (status: string) => ({ state: { data: { order: { status } }, status: 'success' } });
    expect(interval(order('under_review'))).toBe(3000);
    expect(interval(order('awaiting_payout'))).toBe(3000);
    expect(interval(order('payout_in_progress'))).toBe(3000);
    for (const settled of ['awaiting_repayment', 'rejected', 'supplement', 'failed', 'repaid', 'overdue']) expect(interval(order(settled)), settled).toBe(false);
    expect(interval({ state: { data: { order: null }, status: 'success' } })).toBe(false);
    expect(interval({ state: { data: undefined, status: 'error' } })).toBe(false);
    // A poll that failed while the page shows the last answer: the next poll is the retry.
    expect(interval({ state: { data: { order: { status: 'under_review' } }, status: 'error', fetchFailureCount: 1 } })).toBe(3000);
    // …until it has failed POLL_FAILURES_MAX times in a row: then it waits for the retry on screen.
    expect(interval({ state: { data: { order: { status: 'under_review' } }, status: 'error', fetchFailureCount: POLL_FAILURES_MAX } })).toBe(false);
    expect(interval({ state: { data: { order: { status: 'awaiting_repayment' } }, status: 'error' } })).toBe(false);
  });
});
