import { describe, expect, it } from 'vitest';
import { newUser, type OrderRecord } from '../model';
import { addDaysIso } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import { createOrder, orderOwed, paymentSucceeded, transition } from './lending';
import { coveredPayments, orderTimeline, owedOn, paidSplit, penaltyOutlook, quoteRange } from './loanHistory';
import { productRules } from './money';

/** Noon in Almaty on a Kazakhstan date. */
const kzNoon = (date: string) => Date.parse(`${date}T12:00:00+05:00`);
const T0 = kzNoon('2025-03-01');

function ctxAt(now: number): DomainCtx {
  let seq = 0;
  return { now, nextId: (prefix, pad = 6) => `${prefix}${String(++seq).padStart(pad, '0')}` };
}

/** A loan of `amount` for 14 days, applied and approved on 28 February, paid out on 1 March: due 15 March. */
function paidOut(amount: number) {
  const user = newUser('U000001', '77011234567', T0);
  const ctx = ctxAt(T0);
  const applied = kzNoon('2025-02-28');
  const order = createOrder(
    user,
    { amount, days: 14, discount: 0, couponId: null, scenario: 'approve', card: { bankName: 'Kaspi Bank', last4: '6789' } },
    { ...ctx, now: applied },
  );
  transition(order, 'approve', applied);
  transition(order, 'payout_start', T0);
  transition(order, 'payout_succeed', T0);
  return { user, order, ctx };
}

const repay = (o: ReturnType<typeof paidOut>, amount: number, day: string, ref = `PAY-${day}`, channel: 'card' | 'transfer' = 'card') =>
  paymentSucceeded(o.user, o.order, { kind: 'repay', amount, days: 0, ref, channel }, o.ctx, kzNoon(day));

const sumCovered = (order: OrderRecord) => coveredPayments(order).map((p) => p.covered.penalty + p.covered.reward + p.covered.principal);

describe('the loan page: payments and what each covered', () => {
  it("the issue's example: 10 000 ₸ of a 30 000 ₸ loan five days after payout covers 225 ₸ of reward and 9 775 ₸ of principal; the due date then asks 20 498 ₸", () => {
    const loan = paidOut(30_000);
    repay(loan, 10_000, '2025-03-06');
    const [payment] = coveredPayments(loan.order);
    expect(payment).toMatchObject({ entry: { ref: 'PAY-2025-03-06', channel: 'card', amount: 10_000 }, covered: { penalty: 0, reward: 225, principal: 9_775, total: 10_000 } });
    expect(owedOn(loan.order, '2025-03-15', kzNoon('2025-03-06'))).toEqual({ principal: 20_225, reward: 273, penalty: 0, total: 20_498 });
    // Today's quote is what is owed today, as repayInfo says.
    expect(owedOn(loan.order, '2025-03-06', kzNoon('2025-03-06'))?.total).toBe(orderOwed(loan.order, kzNoon('2025-03-06')).total);
  });

  it('every payment is covered in full, penalty first, and the parts add up to what the loan was paid', () => {
    const loan = paidOut(40_000);
    transition(loan.order, 'due_date_passed', kzNoon('2025-03-16'));
    repay(loan, 700, '2025-03-18', 'PAY1');
    repay(loan, 2_000, '2025-03-18', 'V1', 'transfer');
    const payments = coveredPayments(loan.order);
    // 3 days late: 600 ₸ of penalty, 1 020 ₸ of reward; the first 700 ₸ pays the penalty and 100 ₸ of reward.
    expect(payments.map((p) => p.covered)).toEqual([
      { penalty: 600, reward: 100, principal: 0, total: 700 },
      { penalty: 0, reward: 920, principal: 1_080, total: 2_000 },
    ]);
    expect(sumCovered(loan.order)).toEqual([700, 2_000]);
    expect(paidSplit(loan.order, kzNoon('2025-03-18'))).toEqual({ principal: 1_080, reward: 1_020, penalty: 600, total: 2_700 });
    expect(payments[1]!.entry).toMatchObject({ ref: 'V1', channel: 'transfer' });
  });
});

describe('the loan page: the timeline', () => {
  it('applied, approved, paid out, an extension with the due date it set, the due date ahead', () => {
    const loan = paidOut(40_000);
    paymentSucceeded(loan.user, loan.order, { kind: 'extension', amount: 780, days: 7, ref: 'PAY-EXT', channel: 'card' }, loan.ctx, kzNoon('2025-03-14'));
    expect(orderTimeline(loan.order, kzNoon('2025-03-16'))).toEqual([
      { kind: 'applied', day: '2025-02-28', dueDate: null, done: true },
      { kind: 'approved', day: '2025-02-28', dueDate: null, done: true },
      { kind: 'paid_out', day: '2025-03-01', dueDate: null, done: true },
      { kind: 'extended', day: '2025-03-14', dueDate: '2025-03-22', done: true },
      { kind: 'due', day: '2025-03-22', dueDate: null, done: false },
    ]);
  });

  it('overdue: the due date passed and the first day late; repaid: the day, and no due date any more', () => {
    const loan = paidOut(40_000);
    transition(loan.order, 'due_date_passed', kzNoon('2025-03-16'));
    expect(orderTimeline(loan.order, kzNoon('2025-03-18')).slice(-2)).toEqual([
      { kind: 'due', day: '2025-03-15', dueDate: null, done: true },
      { kind: 'overdue', day: '2025-03-16', dueDate: null, done: true },
    ]);
    repay(loan, orderOwed(loan.order, kzNoon('2025-03-18')).total, '2025-03-18');
    expect(loan.order.phase).toBe('repaid');
    expect(orderTimeline(loan.order, kzNoon('2025-03-20')).map((e) => e.kind)).toEqual(['applied', 'approved', 'paid_out', 'repaid']);
  });

  it('a payout that failed shows the day it failed, and no payout', () => {
    const user = newUser('U000002', '77011234568', T0);
    const order = createOrder(
      user,
      { amount: 20_000, days: 7, discount: 0, couponId: null, scenario: 'payout_fail', card: { bankName: 'Kaspi Bank', last4: '6789' } },
      ctxAt(T0),
    );
    transition(order, 'approve', T0);
    transition(order, 'payout_start', T0);
    transition(order, 'payout_fail', kzNoon('2025-03-02'));
    expect(orderTimeline(order, kzNoon('2025-03-03')).map((e) => [e.kind, e.day])).toEqual([
      ['applied', '2025-03-01'],
      ['approved', '2025-03-01'],
      ['payout_failed', '2025-03-02'],
    ]);
  });
});

describe('the loan page: quotes and the penalty outlook', () => {
  it('quotes any day from today to the due date, and no other', () => {
    const loan = paidOut(40_000);
    const now = kzNoon('2025-03-05');
    expect(quoteRange(loan.order, now)).toEqual({ from: '2025-03-05', to: '2025-03-15' });
    expect(owedOn(loan.order, '2025-03-04', now)).toBeNull();
    expect(owedOn(loan.order, '2025-03-16', now)).toBeNull();
    // 40 000 ₸ × 0.15 % = 60 ₸ a day: 14 days by the due date.
    expect(owedOn(loan.order, '2025-03-15', now)).toEqual({ principal: 40_000, reward: 840, penalty: 0, total: 40_840 });
    transition(loan.order, 'due_date_passed', kzNoon('2025-03-16'));
    expect(quoteRange(loan.order, kzNoon('2025-03-16'))).toBeNull();
  });

  it('overdue: the penalty so far, what a day adds, and the last day it accrues (the day limit after the due date)', () => {
    const loan = paidOut(40_000);
    expect(penaltyOutlook(loan.order, kzNoon('2025-03-10'))).toBeNull();
    transition(loan.order, 'due_date_passed', kzNoon('2025-03-16'));
    const rules = productRules(40_000);
    // 0.5 % of the 40 000 ₸ overdue a day: 200 ₸; three days late on the 18th.
    expect(penaltyOutlook(loan.order, kzNoon('2025-03-18'))).toEqual({
      days: 3,
      soFar: 600,
      perDay: 200,
      stopsOn: addDaysIso('2025-03-15', rules.penaltyMaxDays),
    });
    // Past the limit nothing more accrues.
    const late = penaltyOutlook(loan.order, kzNoon(addDaysIso('2025-03-15', rules.penaltyMaxDays + 5)));
    expect(late).toMatchObject({ perDay: 0, soFar: 200 * rules.penaltyMaxDays, stopsOn: addDaysIso('2025-03-15', rules.penaltyMaxDays) });
  });

  it('the overpayment cap stops the penalty before the day limit when it comes first', () => {
    const loan = paidOut(40_000);
    transition(loan.order, 'due_date_passed', kzNoon('2025-03-16'));
    // A cap of 5 % (2 000 ₸): 840 ₸ of reward by the due date, then 60 + 200 ₸ a day: reached on the 5th day late.
    const rules = { ...productRules(40_000), overpaymentCap: 0.05 };
    expect(penaltyOutlook(loan.order, kzNoon('2025-03-17'), rules)?.stopsOn).toBe('2025-03-20');
  });
});
