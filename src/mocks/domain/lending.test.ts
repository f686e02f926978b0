import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LENDING_STATUSES, OrderStatus } from '@/shared/api/order';
import { newUser, type OrderRecord } from '../model';
import { DAY_MS, kzDate } from '../util';
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
  fire,
  nextPhase,
  transition,
  type EventArgs,
  type LendingEvent,
  type Phase,
} from './lending';

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
  extension_paid: [{ days: 7 }],
  repayment_confirmed: [],
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

  it('lists each (phase, event) once, reaches every phase, and ends only in rejected and repaid', () => {
    const keys = TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const phase of PHASES) expect(() => pathTo(phase)).not.toThrow();
    const final = PHASES.filter((p) => !TRANSITIONS.some((t) => t.from === p));
    expect(final.sort()).toEqual(['rejected', 'repaid']);
    for (const event of EVENTS) expect(TRANSITIONS.some((t) => t.event === event), event).toBe(true);
  });

  it('"lent" is exactly what follows a decision to lend, and its statuses are the API’s lending statuses', () => {
    const afterApproval = new Set<Phase>(['awaiting_payout']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of TRANSITIONS) {
        if (afterApproval.has(t.from) && !afterApproval.has(t.to)) {
          afterApproval.add(t.to);
          grew = true;
        }
      }
    }
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

  it('an extension paid while overdue counts the new period from today and starts a new reward', () => {
    const order = orderIn('overdue');
    order.dueDate = '2025-02-20';
    order.repayDiscount = 300;
    apply(order, 'extension_paid', T0);
    expect(order).toMatchObject({ phase: 'extended', dueDate: '2025-03-08', interest: 420, discount: 0, repayDiscount: 0, extensions: 1 });
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
    expect(order.orderNo).toMatch(new RegExp(`^BZ${kzDate(T0).replace(/-/g, '').slice(2)}\\d{6}$`));
    for (const event of ['approve', 'payout_start', 'payout_succeed'] as const) fire(user, order, event, ctx);
    expect(user.messages.map((m) => m.title.ru)).toEqual(['Деньги отправлены на карту', 'Заявка одобрена']);
    expect(user.coupons).toMatchObject([{ scope: 'repay', amount: 500, validUntil: order.dueDate }]);
  });
});

describe('repayment coupons', () => {
  it('a second coupon on the same loan releases the first; the discount never exceeds the reward', () => {
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
    expect(order.repayDiscount).toBe(order.interest);
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
