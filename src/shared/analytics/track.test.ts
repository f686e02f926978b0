import { afterEach, describe, expect, it } from 'vitest';
import { connectAnalytics, EARLY_LIMIT, reportOrderStatus, resetAnalytics, track, trackOnce, watchOrder, type EventProps } from './track';

afterEach(() => resetAnalytics());

describe('track', () => {
  it('keeps what is reported before the sender is connected (up to a limit) and hands it over in order', () => {
    for (let i = 0; i < EARLY_LIMIT + 10; i++) track('amount_chosen', { amount: 10000 + i });
    const got: Array<[string, EventProps]> = [];
    connectAnalytics((event, props) => got.push([event, props]));
    expect(got).toHaveLength(EARLY_LIMIT);
    expect(got[0]).toEqual(['amount_chosen', { amount: 10000 }]);
    track('order_submitted', { amount: 30000, days: 14 });
    expect(got.at(-1)).toEqual(['order_submitted', { amount: 30000, days: 14 }]);
  });

  it('never lets a failing sender break the action that reported', () => {
    connectAnalytics(() => {
      throw new Error('sdk down');
    });
    expect(() => track('card_added')).not.toThrow();
  });

  it('reports a once-only event once per key, across reloads, without storing the key itself', () => {
    const got: string[] = [];
    connectAnalytics((event) => got.push(event));
    trackOnce('order_approved', 'BZ-2026-000123', { amount: 30000 });
    trackOnce('order_approved', 'BZ-2026-000123', { amount: 30000 });
    trackOnce('loan_paid_out', 'BZ-2026-000123');
    trackOnce('order_approved', 'BZ-2026-000124');
    expect(got).toEqual(['order_approved', 'loan_paid_out', 'order_approved']);
    expect(localStorage.getItem('analytics_seen')).not.toContain('BZ-2026');
  });
});

describe('order decisions', () => {
  const order = (orderNo: string, status: string) => ({ orderNo, status, amount: 30000, days: 14 });

  it('reports approved and paid out once each, for an order this browser watched in review', () => {
    const got: Array<[string, EventProps]> = [];
    connectAnalytics((event, props) => got.push([event, props]));
    reportOrderStatus(order('BZ-1', 'under_review'));
    reportOrderStatus(order('BZ-1', 'awaiting_payout'));
    reportOrderStatus(order('BZ-1', 'payout_in_progress'));
    reportOrderStatus(order('BZ-1', 'awaiting_repayment'));
    reportOrderStatus(order('BZ-1', 'awaiting_repayment')); // the next poll, or a reload
    expect(got).toEqual([
      ['order_approved', { amount: 30000, days: 14 }],
      ['loan_paid_out', { amount: 30000, days: 14 }],
    ]);
  });

  it('reports a rejection of a submitted order; an old loan seen for the first time is not a decision made now', () => {
    const got: string[] = [];
    connectAnalytics((event) => got.push(event));
    watchOrder('BZ-2');
    reportOrderStatus(order('BZ-2', 'rejected'));
    reportOrderStatus(order('BZ-3', 'repaid'));
    reportOrderStatus(null);
    expect(got).toEqual(['order_rejected']);
  });
});
