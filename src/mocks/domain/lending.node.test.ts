import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LENDING_STATUSES, OrderStatus } from '@/shared/api/order';
import { PRODUCT } from '../data';
import { newUser, type OrderRecord, type UserRecord } from '../model';
import { DAY_MS } from '../util';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import { issueCoupon } from './coupons';
import {
  EVENTS,
  applyRepayCoupon,
  OrderStateError,
  PHASES,
  PHASE_INFO,
  SUBMITTED,
  TRANSITIONS,
  createOrder,
  extensionOffers,
  extensionWindow,
  fire,
  nextPhase,
  orderOverdueDays,
  orderOverpaymentCap,
  orderOverpaymentUsed,
  orderOwed,
  orderOwedOnDueDate,
  paymentSucceeded,
  transition,
  voucherReviewed,
  type EventArgs,
  type LendingEvent,
  type Phase,
} from './lending';
import { rewardFor } from './money';
import { DEFAULT_TIMING, dueEvent, tick } from './timeline';

const T0 = Date.parse('2025-03-01T07:00:00Z');

function ctxAt(now: number): DomainCtx {
  let seq = 0;
  return { now, nextId: (prefix, pad = 6) => `${prefix}${String(++seq).padStart(pad, '0')}` };
}

const PAYLOADS: { [E in LendingEvent]: EventArgs<E> } = {
  approve: [],
  reject: [],
  ask_supplement: [],
  supplement_uploaded: [],
  payout_start: [],
  payout_succeed: [],
  payout_fail: [],
  card_replaced: [{ card: { bankName: 'ForteBank', last4: '7891' } }],
  due_date_passed: [],
  extension_paid: [{ days: 7, amount: 0, ref: 'PAY1', channel: 'card' }],
  repayment_confirmed: [],
  approve_cooling: [],
  receipt_confirmed: [],
  loan_refused: [],
  reported_not_mine: [],
};

function apply(order: OrderRecord, event: LendingEvent, at: number): Phase {
  return transition(order, event, at, ...(PAYLOADS[event] as []));
}

/** The shortest way through the table from a submitted order to `phase`. */
function pathTo(phase: Phase): LendingEvent[] {
  const queue: { at: Phase; path: LendingEvent[] }[] = [{ at: SUBMITTED, path: [] }];
  const seen = new Set<Phase>([SUBMITTED]);
  while (queue.length) {
    const { at, path } = queue.shift()!;
    if (at === phase) return path;
    for (const t of TRANSITIONS.filter((x) => x.from === at && !seen.has(x.to))) {
      seen.add(t.to);
      queue.push({ at: t.to, path: [...path, t.event] });
    }
  }
  throw new Error(`${phase} cannot be reached from ${SUBMITTED}`);
}

/** An order brought into `phase` the only legal way: through the table. */
function orderIn(phase: Phase): OrderRecord {
  const user = newUser('U000001', '77011234567', T0);
  const order = createOrder(
    user,
    { amount: 40_000, days: 14, discount: 0, couponId: null, scenario: 'approve', card: { bankName: 'Kaspi Bank', last4: '6789' } },
    ctxAt(T0),
  );
  for (const event of pathTo(phase)) apply(order, event, T0);
  expect(order.phase).toBe(phase);
  return order;
}

describe('the lending table', () => {
  it('every transition of the table moves the order as the table says', () => {
    for (const t of TRANSITIONS) {
      const order = orderIn(t.from);
      const at = T0 + DAY_MS;
      expect(apply(order, t.event, at), `${t.from} --${t.event}-->`).toBe(t.to);
      expect(order.phase).toBe(t.to);
      expect(order.phaseAt).toBe(at);
    }
  });

  it('every move the table does not list throws and leaves the order untouched', () => {
    let illegal = 0;
    for (const phase of PHASES) {
      for (const event of EVENTS) {
        if (nextPhase(phase, event)) continue;
        const order = orderIn(phase);
        const before = structuredClone(order);
        expect(() => apply(order, event, T0 + DAY_MS), `${phase} --${event}-->`).toThrow(OrderStateError);
        expect(order).toEqual(before);
        illegal++;
      }
    }
    expect(illegal).toBe(PHASES.length * EVENTS.length - TRANSITIONS.length);
  });

  it('lists each (phase, event) once, reaches every phase, and ends only in rejected, repaid, annulled and held', () => {
    const keys = TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const phase of PHASES) expect(() => pathTo(phase)).not.toThrow();
    const final = PHASES.filter((p) => !TRANSITIONS.some((t) => t.from === p));
    // held: the company's check of a not-mine report is not modelled; its answer comes as a message.
    expect(final.sort()).toEqual(['annulled', 'held', 'rejected', 'repaid']);
    for (const event of EVENTS) expect(TRANSITIONS.some((t) => t.event === event), event).toBe(true);
  });

  it('"lent" is exactly what follows a decision to lend, and its statuses are the API’s lending statuses', () => {
    // Approval leads to the payout, or to the cooling period before it (issue 26).
    const afterApproval = new Set<Phase>(['awaiting_payout', 'cooling']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of TRANSITIONS) {
        if (afterApproval.has(t.from) && !afterApproval.has(t.to)) {
          afterApproval.add(t.to);
          grew = true;
        }
      }
    }
    // A loan refused in its cooling period has its contract annulled: no loan was made.
    afterApproval.delete('annulled');
    expect(PHASES.filter((p) => PHASE_INFO[p].lent).sort()).toEqual([...afterApproval].sort());
    for (const p of PHASES) {
      expect(OrderStatus.safeParse(PHASE_INFO[p].status).success, p).toBe(true);
      if (PHASE_INFO[p].lent) expect(LENDING_STATUSES as readonly string[], p).toContain(PHASE_INFO[p].status);
      if (PHASE_INFO[p].owing) expect(PHASE_INFO[p].lent, p).toBe(true);
    }
  });
});

describe('what the moves record', () => {
  it('reject sets the 7-day reapply date; payout sets the due date; card_replaced keeps the new card', () => {
    const rejected = orderIn('in_review');
    apply(rejected, 'reject', T0);
    expect(rejected.reapplyAt).toBe(T0 + 7 * DAY_MS);

    const paid = orderIn('payout_in_progress');
    apply(paid, 'payout_succeed', T0);
    expect(paid).toMatchObject({ dueDate: '2025-03-15', paidOutAt: T0, failReason: null });

    const failed = orderIn('payout_failed');
    expect(failed.failReason).toBe('card_declined');
    apply(failed, 'card_replaced', T0);
    expect(failed).toMatchObject({ payoutRetried: true, failReason: null, card: { bankName: 'ForteBank', last4: '7891' } });
  });

  it('an extension paid while overdue counts its term from today; its payment and new due date go into the ledger', () => {
    // 40 000 ₸ for 14 days paid out on 1 March, due 15 March; on the 18th: 1 020 ₸ of reward, 600 ₸ of penalty.
    const order = orderIn('overdue');
    order.repayDiscount = 300;
    transition(order, 'extension_paid', kzNoon('2025-03-18'), { days: 7, amount: 1_320, ref: 'PAY1', channel: 'card' });
    expect(order).toMatchObject({ phase: 'extended', dueDate: '2025-03-25', interest: 840, discount: 0, repayDiscount: 0, extensions: 1 });
    // The coupon counted against this statement's reward is kept with the payment that closed it.
    expect(order.ledger).toEqual([{ day: '2025-03-18', kind: 'extension', amount: 1_320, discount: 300, dueDate: '2025-03-25', ref: 'PAY1', channel: 'card' }]);
    expect(orderOwed(order, kzNoon('2025-03-18'))).toMatchObject({ principal: 40_000, reward: 0, overdueCharge: 0, total: 40_000 });
  });

  it('payout sets the payout day and the due date; an extension before the due date moves it from the old due date', () => {
    const order = orderIn('payout_in_progress');
    apply(order, 'payout_succeed', T0);
    expect(order).toMatchObject({ payoutDay: '2025-03-01', dueDate: '2025-03-15', ledger: [] });
    transition(order, 'extension_paid', Date.parse('2025-03-13T10:00:00+05:00'), { days: 7, amount: 720, ref: 'PAY1', channel: 'card' });
    expect(order).toMatchObject({ payoutDay: '2025-03-01', dueDate: '2025-03-22', extensions: 1 });
    expect(order.ledger).toEqual([{ day: '2025-03-13', kind: 'extension', amount: 720, discount: 0, dueDate: '2025-03-22', ref: 'PAY1', channel: 'card' }]);
  });

  it('fire tells the borrower: a message per decision, an on-time coupon at payout', () => {
    const user = newUser('U000001', '77011234567', T0);
    const ctx = ctxAt(T0);
    const order = createOrder(
      user,
      { amount: 30_000, days: 7, discount: 0, couponId: null, scenario: 'approve', card: { bankName: 'Kaspi Bank', last4: '6789' } },
      ctx,
    );
    expect(order).toMatchObject({ phase: SUBMITTED, scenario: 'approve', interest: 315, contractNo: `MK-U000001-${order.orderNo}` });
    expect(order.orderNo).toMatch(new RegExp(`^BZ${kzDay(T0).replace(/-/g, '').slice(2)}\\d{6}$`));
    for (const event of ['approve', 'payout_start', 'payout_succeed'] as const) fire(user, order, event, ctx);
    expect(user.messages.map((m) => m.title.ru)).toEqual(['Вам начислен купон', 'Деньги отправлены на карту', 'Заявка одобрена']);
    expect(user.coupons).toMatchObject([{ scope: 'repay', amount: 500, validUntil: order.dueDate }]);
  });
});

describe('repayment coupons', () => {
  it('a second coupon on the same loan releases the first; the discount counted never exceeds the reward', () => {
    const user = newUser('U000001', '77011234567', T0);
    const ctx = ctxAt(T0);
    const order = createOrder(
      user,
      { amount: 10_000, days: 7, discount: 0, couponId: null, scenario: 'approve', card: { bankName: 'Kaspi Bank', last4: '6789' } },
      ctx,
    );
    for (const event of pathTo('active')) apply(order, event, T0);
    const base = { titleKz: 'x', scope: 'repay' as const, minAmount: 0, validUntil: '2099-01-01' };
    const small = issueCoupon(user, { ...base, title: 'a', amount: 50 }, ctx);
    const big = issueCoupon(user, { ...base, title: 'b', amount: 5_000 }, ctx);
    applyRepayCoupon(user, order, small.id, T0);
    expect(order.repayDiscount).toBe(50);
    applyRepayCoupon(user, order, big.id, T0);
    expect(order.repayDiscount).toBe(5_000);
    // 10 000 ₸ on its payout day: 15 ₸ of reward, all of it discounted, never the principal.
    expect(orderOwed(order, T0)).toMatchObject({ reward: 15, discount: 15, total: 10_000 });
    expect([small.used, big.used]).toEqual([false, true]);
  });
});

describe('docs/api.md', () => {
  it('shows the transition table as it is in the code', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/api.md'), 'utf8');
    const block = /<!-- lending-table:start -->([\s\S]*?)<!-- lending-table:end -->/.exec(doc)?.[1] ?? '';
    const rows = block
      .split('\n')
      .map((line) => /^\| `(\w+)` \| `(\w+)` \| `(\w+)` \| (\w+) \|$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map(([, from, event, to, source]) => ({ from, event, to, source }));
    expect(rows).toEqual(TRANSITIONS.map((t) => ({ ...t })));
  });
});

/** A user with one running 40 000 ₸ loan for 14 days paid out at T0 (1 March, due 15 March). */
function runningLoan(amount = 40_000, days = 14): { user: UserRecord; order: OrderRecord; ctx: DomainCtx } {
  const user = newUser('U000001', '77011234567', T0);
  const ctx = ctxAt(T0);
  const order = createOrder(
    user,
    { amount, days, discount: 0, couponId: null, scenario: 'approve', card: { bankName: 'Kaspi Bank', last4: '6789' } },
    ctx,
  );
  for (const event of pathTo('active')) apply(order, event, T0);
  expect(order.dueDate).toBe('2025-03-15');
  return { user, order, ctx };
}

/** Noon in Almaty on a Kazakhstan date. */
const kzNoon = (date: string) => Date.parse(`${date}T12:00:00+05:00`);

describe('what is owed: replayed from the ledger (domain/money.ts)', () => {
  it('an early repayment owes only the days used; the due date owes the whole term', () => {
    const { order } = runningLoan();
    // 40 000 × 0.15 % = 60 ₸ a day.
    expect(orderOwed(order, T0)).toMatchObject({ reward: 60, total: 40_060 });
    expect(orderOwed(order, kzNoon('2025-03-06'))).toMatchObject({ reward: 300, total: 40_300 });
    expect(orderOwed(order, kzNoon('2025-03-15'))).toMatchObject({ reward: 840, total: 40_840 });
    expect(orderOwedOnDueDate(order, T0)).toBe(40_840);
    expect(orderOwedOnDueDate(order, kzNoon('2025-03-06'))).toBe(40_840);
  });

  it('once overdue, what is owed on the due date is what is owed now; the reward goes on accruing', () => {
    const { order } = runningLoan();
    const late = kzNoon('2025-03-18');
    apply(order, 'due_date_passed', Date.parse('2025-03-16T00:00:00+05:00'));
    // 17 days of reward (60 ₸ a day) and 3 of penalty (0.5 % of the 40 000 ₸ overdue).
    expect(orderOwed(order, late)).toMatchObject({ reward: 1_020, overdueCharge: 600, total: 41_620 });
    expect(orderOwedOnDueDate(order, late)).toBe(41_620);
  });

  it('a repaid loan’s figures stand as they were when it was repaid', () => {
    const { user, order, ctx } = runningLoan();
    const day5 = kzNoon('2025-03-05');
    paymentSucceeded(user, order, { kind: 'repay', amount: orderOwed(order, day5).total, days: 0, ref: 'PAY1', channel: 'card' }, ctx, day5);
    expect(order).toMatchObject({ phase: 'repaid', repaidAt: day5, ledger: [{ day: '2025-03-05', kind: 'repay', amount: 40_240, ref: 'PAY1', channel: 'card' }] });
    expect(orderOwed(order, kzNoon('2025-04-30'))).toMatchObject({ reward: 240, paid: 40_240, total: 0 });
  });

  it('partial payments lower the principal the reward accrues on; the last one repays the loan', () => {
    const { user, order, ctx } = runningLoan();
    const day3 = kzNoon('2025-03-03');
    paymentSucceeded(user, order, { kind: 'repay', amount: 10_000, days: 0, ref: 'PAY1', channel: 'card' }, ctx, day3);
    expect(order.phase).toBe('active');
    // The 120 ₸ of reward first, then 9 880 ₸ off the principal.
    expect(orderOwed(order, day3)).toMatchObject({ principal: 40_000, reward: 120, paid: 10_000, total: 30_120 });
    // From the next day 0.15 % of the 30 120 ₸ left: 12 days to the due date, 542 ₸ (the old rule asked 30 840).
    expect(orderOwedOnDueDate(order, day3)).toBe(30_120 + 542);
    paymentSucceeded(user, order, { kind: 'repay', amount: 30_120, days: 0, ref: 'PAY1', channel: 'card' }, ctx, day3);
    expect(order.phase).toBe('repaid');
    expect(user.messages[0]?.title.ru).toBe('Заём погашен');
  });

  it('a payment made before midnight of the due date and heard of after it settles the loan without overdue charge', () => {
    const { user, order, ctx } = runningLoan();
    const made = Date.parse('2025-03-15T23:50:00+05:00');
    const quoted = orderOwed(order, made).total;
    const heard = Date.parse('2025-03-16T00:10:00+05:00');
    apply(order, 'due_date_passed', Date.parse('2025-03-16T00:00:00+05:00'));
    expect(orderOwed(order, heard).overdueCharge).toBe(200);
    paymentSucceeded(user, order, { kind: 'repay', amount: quoted, days: 0, ref: 'PAY1', channel: 'card' }, { ...ctx, now: heard }, made);
    expect(order).toMatchObject({ phase: 'repaid', repaidAt: made });
  });
});

describe('overdue starts at midnight in Almaty', () => {
  it('due_date_passed is due at 00:00:00+05:00 the day after the due date, not a second earlier, whatever UTC says', () => {
    const { order } = runningLoan();
    const lastSecond = Date.parse('2025-03-15T23:59:59+05:00');
    const midnight = Date.parse('2025-03-16T00:00:00+05:00');
    expect(new Date(midnight).toISOString().slice(0, 10)).toBe('2025-03-15'); // UTC: still the due date
    expect(dueEvent(order, lastSecond, DEFAULT_TIMING)).toBeNull();
    expect(dueEvent(order, midnight, DEFAULT_TIMING)).toEqual({ event: 'due_date_passed', at: midnight });
    apply(order, 'due_date_passed', midnight);
    expect(orderOverdueDays(order, midnight)).toBe(1);
    expect(orderOverdueDays(order, Date.parse('2025-03-16T23:59:59+05:00'))).toBe(1);
    expect(orderOverdueDays(order, Date.parse('2025-03-17T00:00:00+05:00'))).toBe(2);
  });
});

describe('the extension window', () => {
  it('opens 3 days before the due date and closes 7 days after it (Kazakhstan calendar days, both included)', () => {
    const { order } = runningLoan();
    const at = (date: string) => extensionWindow(order, kzNoon(date));
    expect(at('2025-03-01')).toEqual({ reason: 'too_early', opensOn: '2025-03-12', closesOn: '2025-03-22', extensionsUsed: 0, maxExtensions: 2 });
    expect(at('2025-03-11').reason).toBe('too_early');
    expect(at('2025-03-12').reason).toBeNull();
    expect(extensionWindow(order, Date.parse('2025-03-12T00:00:00+05:00')).reason).toBeNull();
    expect(extensionWindow(order, Date.parse('2025-03-11T23:59:59+05:00')).reason).toBe('too_early');
    expect(at('2025-03-15').reason).toBeNull();
    apply(order, 'due_date_passed', Date.parse('2025-03-16T00:00:00+05:00'));
    expect(at('2025-03-22').reason).toBeNull();
    expect(extensionWindow(order, Date.parse('2025-03-22T23:59:59+05:00')).reason).toBeNull();
    expect(extensionWindow(order, Date.parse('2025-03-23T00:00:00+05:00')).reason).toBe('too_late');
    expect(extensionOffers(order, kzNoon('2025-03-23'))).toEqual([]);
  });

  it('offers 7 and 14 days only inside the window; the price is the reward of the days used plus the overdue charge', () => {
    const { order } = runningLoan();
    expect(extensionOffers(order, T0)).toEqual([]);
    // Two days before the due date: 12 days of reward (720 ₸). The reward then runs on, from the 14th to
    // the new due date: 9 days (540 ₸) or 16 days (960 ₸).
    const early = extensionOffers(order, kzNoon('2025-03-13'));
    expect(early).toEqual([
      { days: 7, fee: 720, newDueDate: '2025-03-22', newRepayAmount: 40_000 + rewardFor(40_000, 9), overpaymentUsedOnNewDueDate: rewardFor(40_000, 21) },
      { days: 14, fee: 720, newDueDate: '2025-03-29', newRepayAmount: 40_000 + rewardFor(40_000, 16), overpaymentUsedOnNewDueDate: rewardFor(40_000, 28) },
    ]);
    expect(orderOwed(order, kzNoon('2025-03-13')).reward).toBe(720);
    apply(order, 'due_date_passed', Date.parse('2025-03-16T00:00:00+05:00'));
    const late = extensionOffers(order, kzNoon('2025-03-18'));
    expect(late[0]).toEqual({
      days: 7,
      fee: 1_020 + 600,
      newDueDate: '2025-03-25',
      newRepayAmount: 40_000 + rewardFor(40_000, 7),
      // 24 days of reward and the 3 days of penalty paid with the extension.
      overpaymentUsedOnNewDueDate: rewardFor(40_000, 24) + 600,
    });
  });

  it('at most 2 extensions per loan: then limit_reached', () => {
    const { user, order, ctx } = runningLoan();
    expect(PRODUCT.maxExtensions).toBe(2);
    const fee = (date: string) => extensionOffers(order, kzNoon(date))[0]!.fee;
    expect(fee('2025-03-14')).toBe(780);
    paymentSucceeded(user, order, { kind: 'extension', amount: 780, days: 7, ref: 'PAY1', channel: 'card' }, ctx, kzNoon('2025-03-14'));
    expect(order).toMatchObject({ phase: 'extended', dueDate: '2025-03-22', extensions: 1 });
    // The next window is counted from the new due date.
    expect(extensionWindow(order, kzNoon('2025-03-14'))).toMatchObject({ reason: 'too_early', opensOn: '2025-03-19', closesOn: '2025-03-29', extensionsUsed: 1 });
    // The 15th to the 21st: 7 days of reward since the first extension.
    expect(fee('2025-03-21')).toBe(420);
    paymentSucceeded(user, order, { kind: 'extension', amount: 420, days: 14, ref: 'PAY1', channel: 'card' }, ctx, kzNoon('2025-03-21'));
    expect(order).toMatchObject({ dueDate: '2025-04-05', extensions: 2 });
    expect(extensionWindow(order, kzNoon('2025-04-04'))).toMatchObject({ reason: 'limit_reached', extensionsUsed: 2, maxExtensions: 2 });
    expect(extensionOffers(order, kzNoon('2025-04-04'))).toEqual([]);
    // A third fee that arrives anyway does not extend.
    paymentSucceeded(user, order, { kind: 'extension', amount: 840, days: 7, ref: 'PAY1', channel: 'card' }, ctx, kzNoon('2025-04-04'));
    expect(order).toMatchObject({ dueDate: '2025-04-05', extensions: 2 });
    expect(order.ledger.map((e) => e.amount)).toEqual([780, 420]);
  });

  it('not after a partial repayment (partly_paid), not when nothing is owed (not_owing), none before payout', () => {
    const { user, order, ctx } = runningLoan();
    paymentSucceeded(user, order, { kind: 'repay', amount: 5_000, days: 0, ref: 'PAY1', channel: 'card' }, ctx, kzNoon('2025-03-05'));
    expect(extensionWindow(order, kzNoon('2025-03-13')).reason).toBe('partly_paid');
    paymentSucceeded(user, order, { kind: 'repay', amount: 40_000, days: 0, ref: 'PAY1', channel: 'card' }, ctx, kzNoon('2025-03-13'));
    expect(order.phase).toBe('repaid');
    expect(extensionWindow(order, kzNoon('2025-03-13'))).toMatchObject({ reason: 'not_owing', opensOn: '2025-03-12', closesOn: '2025-03-22' });
    const pending = orderIn('awaiting_payout');
    expect(extensionWindow(pending, T0)).toEqual({ reason: 'not_owing', opensOn: null, closesOn: null, extensionsUsed: 0, maxExtensions: 2 });
  });

  it('tells the borrower the new due date, in Russian and in Kazakh with nothing attached to the date', () => {
    const { user, order, ctx } = runningLoan();
    paymentSucceeded(user, order, { kind: 'extension', amount: 780, days: 7, ref: 'PAY1', channel: 'card' }, ctx, kzNoon('2025-03-14'));
    const m = user.messages[0]!;
    expect(m.title).toEqual({ ru: 'Заём продлён', kz: 'Қарыз мерзімі ұзартылды' });
    expect(m.text.ru).toBe('Спасибо! Новая дата возврата: 22.03.2025');
    expect(m.text.kz).toBe('Рақмет! Жаңа қайтару күні: 22.03.2025');
    expect(m.text.kz).toMatch(/\d{2}\.\d{2}\.\d{4}$/);
  });
});

describe('transfer certificates', () => {
  function withVoucher(amount: number, name: string) {
    const loan = runningLoan();
    loan.user.files.F1 = { id: 'F1', type: 'voucher', name, mime: 'image/jpeg', size: 1, uploadedAt: T0 };
    const voucher = {
      id: 'V1',
      orderNo: loan.order.orderNo,
      url: 'http://localhost/__sandbox/files/F1',
      fileId: 'F1',
      amount,
      status: 'under_review' as const,
      createdAt: T0,
      reviewFrom: T0,
      decidedAt: null,
    };
    loan.user.vouchers.unshift(voucher);
    return { ...loan, voucher };
  }

  it('accepted after the wait: its amount is a repayment made when it was sent', () => {
    const { user, order, voucher } = withVoucher(40_060, 'receipt.jpg');
    tick(user, {}, ctxAt(T0 + DEFAULT_TIMING.voucherMs - 1), DEFAULT_TIMING);
    expect(voucher.status).toBe('under_review');
    tick(user, {}, ctxAt(T0 + DEFAULT_TIMING.voucherMs), DEFAULT_TIMING);
    expect(voucher).toMatchObject({ status: 'accepted', decidedAt: T0 + DEFAULT_TIMING.voucherMs });
    expect(order).toMatchObject({ phase: 'repaid', repaidAt: T0 });
    expect(orderOwed(order, T0)).toMatchObject({ paid: 40_060, total: 0 });
  });

  it('a partial amount is a partial repayment', () => {
    const { user, order, ctx, voucher } = withVoucher(15_000, 'receipt.jpg');
    voucherReviewed(user, voucher, true, ctx, T0 + 1);
    expect(order.phase).toBe('active');
    expect(orderOwed(order, T0 + 1)).toMatchObject({ paid: 15_000, total: 40_060 - 15_000 });
  });

  it('a file named …reject… is rejected: nothing is paid and the borrower is told', () => {
    const { user, order, voucher } = withVoucher(40_060, 'reject-receipt.jpg');
    tick(user, {}, ctxAt(T0 + DEFAULT_TIMING.voucherMs), DEFAULT_TIMING);
    expect(voucher.status).toBe('rejected');
    expect(order).toMatchObject({ phase: 'active', ledger: [] });
    expect(user.messages[0]?.title).toEqual({ ru: 'Квитанция не принята', kz: 'Түбіртек қабылданбады' });
  });
});

describe('extensions and the overpayment cap', () => {
  /** 40 000 ₸ paid out on T0 for `days` days: a term long enough brings the reward (60 ₸ a day) near the cap. */
  function longLoan(days: number) {
    const user = newUser('U000001', '77011234567', T0);
    const ctx = ctxAt(T0);
    const order = createOrder(
      user,
      { amount: 40_000, days, discount: 0, couponId: null, scenario: 'approve', card: { bankName: 'Kaspi Bank', last4: '6789' } },
      ctx,
    );
    for (const event of pathTo('active')) apply(order, event, T0);
    return { user, order, ctx, twoDaysBeforeDue: kzNoon(addDaysIso(order.dueDate!, -2)) };
  }

  it('the cap is the server’s share of the principal; what is used so far is the reward and penalty charged', () => {
    const { order } = runningLoan();
    expect(orderOverpaymentCap(order)).toBe(40_000 * PRODUCT.overpaymentCap);
    expect(orderOverpaymentUsed(order, kzNoon('2025-03-13'))).toBe(rewardFor(40_000, 12));
    apply(order, 'due_date_passed', Date.parse('2025-03-16T00:00:00+05:00'));
    // 17 days of reward and 3 overdue days of 0.5 % of the overdue principal.
    expect(orderOverpaymentUsed(order, kzNoon('2025-03-18'))).toBe(rewardFor(40_000, 17) + 600);
    expect(orderOverpaymentUsed(orderIn('awaiting_payout'), T0)).toBe(0);
  });

  it('a term that would take reward and penalty to the cap by its new due date is not offered, nor paid for', () => {
    // Two days before the due date of a 655-day loan, 653 days used (39 180 ₸): 7 more days stay under the
    // 40 000 ₸ cap (662 days: 39 720 ₸), 14 more would reach it.
    const { user, order, ctx, twoDaysBeforeDue } = longLoan(655);
    expect(orderOverpaymentUsed(order, twoDaysBeforeDue)).toBe(39_180);
    expect(extensionWindow(order, twoDaysBeforeDue).reason).toBeNull();
    expect(extensionOffers(order, twoDaysBeforeDue)).toEqual([
      {
        days: 7,
        fee: 39_180,
        newDueDate: addDaysIso(order.dueDate!, 7),
        newRepayAmount: 40_000 + rewardFor(40_000, 9),
        overpaymentUsedOnNewDueDate: 39_720,
      },
    ]);
    // The 14 days it does not offer: a payment for them does not extend.
    paymentSucceeded(user, order, { kind: 'extension', amount: 39_180, days: 14, ref: 'PAY1', channel: 'card' }, ctx, twoDaysBeforeDue);
    expect(order).toMatchObject({ extensions: 0, dueDate: addDaysIso(order.payoutDay!, 655), ledger: [] });
  });

  it('when every term would reach the cap: cap_reached, no offers (checked before the window, after the limit)', () => {
    // 665 days: 7 more days after the due date would be 672 days of reward, above the cap.
    const { order, twoDaysBeforeDue } = longLoan(665);
    expect(extensionWindow(order, twoDaysBeforeDue)).toMatchObject({ reason: 'cap_reached', extensionsUsed: 0 });
    expect(extensionOffers(order, twoDaysBeforeDue)).toEqual([]);
    expect(extensionWindow(order, kzNoon('2025-03-05')).reason).toBe('cap_reached');
    // The same loan at the ordinary 14 days is far from it.
    expect(extensionWindow(longLoan(14).order, kzNoon('2025-03-13')).reason).toBeNull();
  });
});
