import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api/order';
import { listLabel, summarizeOrder } from '@/features/repayment/loanView';
import { testOrder } from '../../../tests/kits/order';

const NOW = Date.parse('2026-12-01T12:00:00+05:00');

const order = (over: Partial<Order>): Order => testOrder(over.status ?? 'awaiting_repayment', over);

describe('My loans: what each status shows', () => {
  it('labels: the spec list labels, overdue listed as awaiting repayment', () => {
    expect(listLabel('overdue')).toBe('awaiting_repayment');
    for (const s of ['awaiting_payout', 'payout_in_progress', 'failed', 'awaiting_repayment', 'repaid'] as const) expect(listLabel(s)).toBe(s);
  });

  it('awaiting repayment: the amount, what is owed today, the due date and the days left (Almaty calendar)', () => {
    const s = summarizeOrder(order({}), NOW);
    expect(s).toMatchObject({ label: 'awaiting_repayment', owing: true, overdue: false, tone: 'progress' });
    expect(s.rows).toEqual([
      { key: 'amount', money: 30_000 },
      { key: 'owedToday', money: 30_630 },
      { key: 'dueDate', date: '2026-12-04' },
      { key: 'daysLeft', days: 3 },
    ]);
  });

  it('on the due date itself no day is left, and none is negative', () => {
    const s = summarizeOrder(order({ dueDate: '2026-12-01' }), NOW);
    expect(s.rows).toContainEqual({ key: 'daysLeft', days: 0 });
  });

  it('overdue: what is owed with the charge, the due date and the days overdue instead of days left', () => {
    const s = summarizeOrder(order({ status: 'overdue', overdueDays: 3, penalty: 450, repayAmount: 31_080, dueDate: '2026-11-28' }), NOW);
    expect(s).toMatchObject({ label: 'awaiting_repayment', owing: true, overdue: true, tone: 'attention' });
    expect(s.rows).toEqual([
      { key: 'amount', money: 30_000 },
      { key: 'owedToday', money: 31_080 },
      { key: 'dueDate', date: '2026-11-28' },
      { key: 'overdueDays', days: 3 },
    ]);
  });

  it('awaiting payout and payout in progress: what goes to the card and the day applied (Kazakhstan date of the instant)', () => {
    // 20:00 UTC on the 20th is already the 21st in Almaty.
    const s = summarizeOrder(order({ status: 'awaiting_payout', createdAt: '2026-11-20T20:00:00.000Z', dueDate: null }), NOW);
    expect(s).toMatchObject({ label: 'awaiting_payout', owing: false });
    expect(s.rows).toEqual([
      { key: 'amount', money: 30_000 },
      { key: 'toCard', money: 30_000 },
      { key: 'appliedOn', date: '2026-11-21' },
    ]);
    expect(summarizeOrder(order({ status: 'payout_in_progress' }), NOW).label).toBe('payout_in_progress');
  });

  it('loan failed: attention, no "pay"', () => {
    const s = summarizeOrder(order({ status: 'failed', dueDate: null }), NOW);
    expect(s).toMatchObject({ label: 'failed', owing: false, tone: 'attention' });
  });

  it('repaid: the amount and the day it was repaid, nothing owed', () => {
    const s = summarizeOrder(order({ status: 'repaid', repayAmount: 0, repaidAt: '2026-11-30T19:30:00.000Z' }), NOW);
    expect(s).toMatchObject({ label: 'repaid', owing: false, tone: 'done' });
    expect(s.rows).toEqual([
      { key: 'amount', money: 30_000 },
      { key: 'repaidOn', date: '2026-12-01' },
    ]);
  });

  it('rejected: when a new application is possible', () => {
    const s = summarizeOrder(order({ status: 'rejected', dueDate: null, reapplyAt: '2026-12-07T07:00:00.000Z' }), NOW);
    expect(s.rows).toContainEqual({ key: 'reapplyOn', date: '2026-12-07' });
  });
});
