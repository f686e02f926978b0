import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRODUCT } from '../data';
import { addDaysIso, daysBetweenIso, kzDay } from '@/utils/kzDate';
import {
  annualEffectiveRatePercent,
  aprCapPercentFor,
  costOf,
  couponDiscount,
  loanDays,
  loanState,
  minPayment,
  overdueDays,
  overpaymentCapFor,
  productRules,
  quotaFor,
  quote,
  repaymentAmountAllowed,
  rewardFor,
  termsAllowed,
  transferAmountAllowed,
  type Loan,
  type LoanEvent,
  type LoanState,
  type MoneyRules,
} from './money';

/** 30 000 ₸ for 14 days paid out on 1 March: due 15 March, 45 ₸ of reward a day, 630 for the term. */
const LOAN: Loan = { principal: 30_000, payoutDay: '2025-03-01', dueDate: '2025-03-15', discount: 0, events: [] };
const withEvents = (loan: Loan, ...events: LoanEvent[]): Loan => ({ ...loan, events: [...loan.events, ...events] });
const repay = (day: string, amount: number): LoanEvent => ({ day, kind: 'repay', amount });

describe('the numbers are the server’s', () => {
  it('come from PRODUCT: 0.15 % a day (0.1 % above 45 MRP), a penalty of 0.5 % a day on at most 90 days, a cap of 100 % of the principal', () => {
    expect(productRules(30_000)).toEqual({ dailyRate: 0.0015, penaltyRate: 0.005, penaltyMaxDays: 90, overpaymentCap: 1 });
    // 45 MRP in 2026 is 194 625 ₸: 190 000 ₸ is the largest amount on the step at the first rate.
    expect(productRules(190_000).dailyRate).toBe(0.0015);
    expect(productRules(194_625).dailyRate).toBe(0.0015);
    expect(productRules(195_000)).toEqual({ dailyRate: 0.001, penaltyRate: 0.005, penaltyMaxDays: 90, overpaymentCap: 1 });
    // The legal ceiling of the penalty (law.md section 1 row 7): the sandbox's config must stay within it.
    expect(PRODUCT.penaltyRate).toBeLessThanOrEqual(0.005);
    expect(overpaymentCapFor(30_000)).toBe(30_000);
  });

  it('other rules give other figures: nothing is fixed in the code', () => {
    const rules: MoneyRules = { dailyRate: 0.01, penaltyRate: 0.002, penaltyMaxDays: 10, overpaymentCap: 0.2 };
    expect(rewardFor(30_000, 14, rules)).toBe(4_200);
    const late = loanState(LOAN, '2025-04-30', rules);
    expect(overpaymentCapFor(30_000, rules)).toBe(6_000);
    expect(late.charged.reward + late.charged.penalty).toBe(6_000);
  });
});

describe('reward', () => {
  it('is 0.15 % of the principal a day, rounded to the tenge', () => {
    expect(rewardFor(50_000, 14)).toBe(1_050);
    expect(rewardFor(30_000, 7)).toBe(315);
    expect(rewardFor(15_000, 7)).toBe(158); // 157.5 rounds up
  });

  it('accrues daily from the payout day: the days between payout and repayment, at least one', () => {
    const reward = (day: string) => loanState(LOAN, day).owed.reward;
    expect(reward('2025-03-01')).toBe(45); // repaid on the payout day: one day
    expect(reward('2025-03-02')).toBe(45); // the next day: still one
    expect(reward('2025-03-06')).toBe(225); // five days after the payout
    expect(reward('2025-03-14')).toBe(585);
    expect(reward('2025-03-15')).toBe(630); // the due date: the term, as quoted
    expect(loanState(LOAN, '2025-03-15').owed.total).toBe(quote(30_000, 14, 0, '2025-03-01').repayAmount);
  });

  it('goes on accruing after the due date until the loan is repaid (the money is still in use)', () => {
    expect(loanState(LOAN, '2025-03-20').owed).toEqual({ penalty: 5 * 150, reward: 19 * 45, principal: 30_000, total: 30_000 + 855 + 750 });
  });

  it('flips at midnight in Almaty, not at midnight UTC', () => {
    const beforeMidnight = Date.parse('2025-03-05T23:59:59+05:00');
    const midnight = Date.parse('2025-03-06T00:00:00+05:00');
    expect(new Date(midnight).toISOString().slice(0, 10)).toBe('2025-03-05'); // UTC still says the 5th
    expect(loanState(LOAN, kzDay(beforeMidnight)).owed.reward).toBe(4 * 45);
    expect(loanState(LOAN, kzDay(midnight)).owed.reward).toBe(5 * 45);
  });
});

describe('a payment goes to penalty, then reward, then principal; the reward then accrues on what is left', () => {
  it('30 000 ₸ for 14 days, 10 000 ₸ paid five days after the payout: 20 498 ₸ on the due date (not 20 630)', () => {
    const loan = withEvents(LOAN, repay('2025-03-06', 10_000));
    const paidDay = loanState(loan, '2025-03-06');
    // 225 ₸ of reward first, the other 9 775 ₸ off the principal.
    expect(paidDay.applied).toEqual({ penalty: 0, reward: 225, principal: 9_775, excess: 0 });
    expect(paidDay.owed).toEqual({ penalty: 0, reward: 0, principal: 20_225, total: 20_225 });
    // From the next day: 0.15 % of 20 225 ₸ = 30.34 ₸ a day.
    expect(loanState(loan, '2025-03-07').accrual.reward).toBe(20_225 * 1_500);
    // Nine more days to the due date: 273 ₸ of reward.
    const due = loanState(loan, '2025-03-15');
    expect(due.owed).toEqual({ penalty: 0, reward: 273, principal: 20_225, total: 20_498 });
    // The API's items: principal, reward and what was paid since the payout.
    expect(due.statement).toEqual({ principal: 30_000, reward: 498, penalty: 0, discount: 0, paid: 10_000 });
  });

  it('a payment on the payout day still pays that day’s reward first', () => {
    const loan = withEvents(LOAN, repay('2025-03-01', 10_000));
    expect(loanState(loan, '2025-03-01').owed).toMatchObject({ reward: 0, principal: 20_045, total: 20_045 });
  });

  it('an overdue loan: penalty first, then reward, then principal; the penalty base is what is left of the principal', () => {
    // 40 000 ₸ due 15 March, 3 days late on the 18th: reward 17 × 60, penalty 3 × 200.
    const loan40: Loan = { ...LOAN, principal: 40_000 };
    expect(loanState(loan40, '2025-03-18').owed).toEqual({ penalty: 600, reward: 1_020, principal: 40_000, total: 41_620 });
    // 1 000 ₸ covers the penalty and 400 ₸ of reward: the principal, and so the next day's penalty, stay.
    const small = withEvents(loan40, repay('2025-03-18', 1_000));
    expect(loanState(small, '2025-03-18').applied).toEqual({ penalty: 600, reward: 400, principal: 0, excess: 0 });
    expect(loanState(small, '2025-03-19').accrual.penalty).toBe(40_000 * 5_000);
    // 5 000 ₸ reaches the principal: 36 620 ₸ left, and the next day's penalty is 0.5 % of that.
    const more = withEvents(loan40, repay('2025-03-18', 5_000));
    expect(loanState(more, '2025-03-18').owed).toEqual({ penalty: 0, reward: 0, principal: 36_620, total: 36_620 });
    expect(loanState(more, '2025-03-19').accrual).toEqual({ reward: 36_620 * 1_500, penalty: 36_620 * 5_000 });
    expect(loanState(more, '2025-03-19').owed).toEqual({ penalty: 183, reward: 55, principal: 36_620, total: 36_858 });
  });

  it('repaid in full: nothing accrues any more', () => {
    const loan = withEvents(LOAN, repay('2025-03-06', 30_225));
    expect(loanState(loan, '2025-03-06').owed.total).toBe(0);
    expect(loanState(loan, '2025-06-30').owed.total).toBe(0);
    expect(loanState(loan, '2025-06-30').charged).toEqual({ reward: 225, penalty: 0, discount: 0 });
  });

  it('more than is owed is kept apart as an excess (a real server refunds it), never as a negative debt', () => {
    const loan = withEvents(LOAN, repay('2025-03-06', 31_000));
    expect(loanState(loan, '2025-03-06')).toMatchObject({ owed: { total: 0 }, applied: { reward: 225, principal: 30_000, excess: 775 } });
  });
});

describe('penalty', () => {
  it('counts whole days after the due date in Kazakhstan dates', () => {
    expect(overdueDays('2025-03-10', '2025-03-10')).toBe(0);
    expect(overdueDays('2025-03-10', '2025-03-13')).toBe(3);
    expect(overdueDays('2025-03-10', '2025-03-01')).toBe(0);
    expect(overdueDays(null, '2025-03-13')).toBe(0);
  });

  it('the first day overdue starts exactly at midnight Asia/Almaty (UTC+5), while UTC is still on the due date', () => {
    const lastSecond = Date.parse('2025-03-15T23:59:59+05:00');
    const midnight = Date.parse('2025-03-16T00:00:00+05:00');
    expect(new Date(midnight).toISOString()).toBe('2025-03-15T19:00:00.000Z');
    expect(loanState(LOAN, kzDay(lastSecond)).owed.penalty).toBe(0);
    expect(loanState(LOAN, kzDay(midnight))).toMatchObject({ overdueDays: 1, owed: { penalty: 150 } });
    // At that instant the UTC date is still the due date: it must not be what counts.
    expect(loanState(LOAN, new Date(midnight).toISOString().slice(0, 10)).owed.penalty).toBe(0);
  });

  it('is 0.5 % of the overdue principal a day from the day after the due date, and stops after 90 consecutive days', () => {
    const penalty = (late: number) => loanState(LOAN, addDaysIso(LOAN.dueDate, late)).owed.penalty;
    expect(penalty(0)).toBe(0);
    expect(penalty(1)).toBe(150);
    expect(penalty(3)).toBe(450);
    expect(penalty(90)).toBe(13_500);
    expect(penalty(91)).toBe(13_500);
    expect(penalty(200)).toBe(13_500);
  });

  it('an extension ends the overdue days; late again after the new due date, the count starts again', () => {
    const late = loanState(LOAN, '2025-03-18'); // 3 days late
    const extended = withEvents(LOAN, {
      day: '2025-03-18',
      kind: 'extension',
      amount: late.owed.penalty + late.owed.reward,
      discount: 0,
      dueDate: '2025-03-25',
    });
    expect(loanState(extended, '2025-03-25')).toMatchObject({ overdueDays: 0, owed: { penalty: 0 } });
    expect(loanState(extended, '2025-03-26')).toMatchObject({ overdueDays: 1, owed: { penalty: 150 } });
  });
});

describe('the overpayment cap', () => {
  it('a 30 000 ₸ loan never repaid owes at most 60 000 ₸: reward and penalty stop at 30 000 ₸', () => {
    // 45 ₸ of reward a day and 13 500 ₸ of penalty reach 30 000 ₸ on the 367th day after the payout.
    const at = (days: number) => loanState(LOAN, addDaysIso(LOAN.payoutDay, days));
    expect(at(366)).toMatchObject({ capped: false, owed: { total: 59_970 } });
    expect(at(367)).toMatchObject({ capped: true, owed: { penalty: 13_500, reward: 16_500, total: 60_000 } });
    expect(at(1_000)).toMatchObject({ capped: true, owed: { total: 60_000 } });
  });

  it('counts what extensions paid: after them, less can still accrue', () => {
    const rules: MoneyRules = { ...productRules(30_000), overpaymentCap: 0.05 }; // 1 500 ₸ on 30 000
    const ext: LoanEvent = { day: '2025-03-15', kind: 'extension', amount: 630, discount: 0, dueDate: '2025-03-29' };
    const loan = withEvents(LOAN, ext);
    expect(loanState(loan, '2025-03-15', rules).owed.total).toBe(30_000);
    // 870 ₸ of room left after the 630 paid: 19.3 days of reward, then nothing more.
    const later = loanState(loan, '2025-04-30', rules);
    expect(later.charged.reward + later.charged.penalty).toBe(1_500);
    expect(later.owed.total).toBe(30_000 + 870);
  });
});

describe('an extension is paid as the reward (and penalty) of the days used, no fee of its own', () => {
  it('extended two days before the due date: 540 ₸ for 12 days, then the reward runs on to the new due date', () => {
    const day = '2025-03-13';
    const fee = loanState(LOAN, day).owed.reward;
    expect(fee).toBe(540);
    const loan = withEvents(LOAN, { day, kind: 'extension', amount: fee, discount: 0, dueDate: '2025-03-22' });
    expect(loanState(loan, day)).toMatchObject({ dueDate: '2025-03-22', owed: { total: 30_000 }, statement: { reward: 0, paid: 0 } });
    expect(loanState(loan, '2025-03-14').owed.reward).toBe(45);
    // 9 days from the 14th to the 22nd: what the new due date asks.
    expect(loanState(loan, '2025-03-22').owed).toMatchObject({ reward: 405, penalty: 0, total: 30_405 });
    // 12 + 9 = 21 days of use: the same reward as 21 days without an extension.
    expect(540 + 405).toBe(rewardFor(30_000, 21));
  });
});

describe('coupon discounts', () => {
  it('a coupon discounts the reward only', () => {
    expect(couponDiscount(2_000, 1_050)).toBe(1_050);
    expect(couponDiscount(500, 1_050)).toBe(500);
  });

  it('counts at most the reward accrued so far: an early repayment never goes below the principal', () => {
    const loan: Loan = { ...LOAN, discount: 500 };
    expect(loanState(loan, '2025-03-01')).toMatchObject({ owed: { reward: 0, total: 30_000 }, statement: { reward: 45, discount: 45 } });
    expect(loanState(loan, '2025-03-15')).toMatchObject({ owed: { reward: 130, total: 30_130 }, statement: { reward: 630, discount: 500 } });
  });

  it('belongs to the statement an extension closes: the next one starts without it', () => {
    const loan: Loan = { ...LOAN, discount: 0, events: [{ day: '2025-03-15', kind: 'extension', amount: 130, discount: 500, dueDate: '2025-03-22' }] };
    expect(loanState(loan, '2025-03-15')).toMatchObject({ owed: { total: 30_000 }, charged: { discount: 500 } });
    expect(loanState(loan, '2025-03-22').owed.total).toBe(30_000 + 7 * 45);
  });
});

/**
 * Random stories of a loan: days pass, the borrower pays part of what is owed, extends (paying the charges
 * of the day), or lets it run late, under the product's rules or others (so the cap and the 90-day stop
 * are reached, not only approached).
 */
const rulesArb: fc.Arbitrary<MoneyRules> = fc.oneof(
  fc.constant(productRules(30_000)),
  fc.constant(productRules(300_000)),
  fc.record({
    dailyRate: fc.constantFrom(0.0015, 0.003, 0.01),
    penaltyRate: fc.constantFrom(0.001, 0.005),
    penaltyMaxDays: fc.constantFrom(10, 30, 90),
    overpaymentCap: fc.constantFrom(0.1, 0.5, 1),
  }),
);
type Step = { gap: number; kind: 'repay' | 'extension' | 'wait'; share: number; days: 7 | 14 };
const stepArb: fc.Arbitrary<Step> = fc.record({
  gap: fc.integer({ min: 0, max: 60 }),
  kind: fc.constantFrom('repay', 'extension', 'wait'),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  days: fc.constantFrom(7 as const, 14 as const),
});
const storyArb = fc.record({
  principal: fc.integer({ min: 2, max: 60 }).map((n) => n * 5_000),
  term: fc.constantFrom(...PRODUCT.terms),
  discount: fc.constantFrom(0, 0, 500, 2_000),
  steps: fc.array(stepArb, { maxLength: 12 }),
  rules: rulesArb,
});

/** Builds the loan the story tells: each payment is decided on what is owed that day, as a borrower would. */
type Story = typeof storyArb extends fc.Arbitrary<infer T> ? T : never;
function tell(story: Story): { loan: Loan; end: string } {
  const payoutDay = '2025-03-01';
  let loan: Loan = { principal: story.principal, payoutDay, dueDate: addDaysIso(payoutDay, story.term), discount: story.discount, events: [] };
  let day = payoutDay;
  for (const step of story.steps) {
    day = addDaysIso(day, step.gap);
    const now = loanState(loan, day, story.rules);
    if (now.owed.total <= 0 || step.kind === 'wait') continue;
    if (step.kind === 'repay') {
      loan = withEvents(loan, repay(day, Math.max(1, Math.floor(step.share * now.owed.total))));
    } else {
      const from = now.dueDate > day ? now.dueDate : day;
      const amount = now.owed.penalty + now.owed.reward;
      const ext: LoanEvent = { day, kind: 'extension', amount, discount: now.statement.discount, dueDate: addDaysIso(from, step.days) };
      loan = { ...withEvents(loan, ext), discount: 0 };
    }
  }
  // And then a long while with nothing paid: past any penalty stop and, often, the cap.
  return { loan, end: addDaysIso(day, 400) };
}

/** The first day of the story on which `holds` is false (undefined when it holds every day). */
function firstBreach(days: LoanState[], holds: (s: LoanState, before: LoanState | undefined, i: number) => boolean) {
  const i = days.findIndex((s, k) => !holds(s, days[k - 1], k));
  return i < 0 ? undefined : { day: i, before: days[i - 1], state: days[i] };
}

describe('properties over random stories of a loan', () => {
  it('reward and penalty together never exceed the cap, whatever is paid, extended or left late', () => {
    fc.assert(
      fc.property(storyArb, (story) => {
        const { loan, end } = tell(story);
        const cap = overpaymentCapFor(loan.principal, story.rules);
        const days = loanDays(loan, end, story.rules);
        expect(
          firstBreach(
            days,
            (s) =>
              s.charged.reward + s.charged.penalty <= cap &&
              s.applied.reward + s.applied.penalty <= cap &&
              s.owed.total + s.applied.principal <= loan.principal + cap,
          ),
        ).toBeUndefined();
      }),
    );
  });

  it('the sum of what was applied (penalty, reward, principal, excess) equals what was paid, every day', () => {
    fc.assert(
      fc.property(storyArb, (story) => {
        const { loan, end } = tell(story);
        const paidBy = (day: string) => loan.events.filter((e) => e.day <= day).reduce((sum, e) => sum + e.amount, 0);
        const days = loanDays(loan, end, story.rules);
        expect(
          firstBreach(days, (s) => {
            const { penalty, reward, principal, excess } = s.applied;
            return (
              penalty + reward + principal + excess === s.paid &&
              s.paid === paidBy(s.day) &&
              // Payments chosen from what was owed never overpay, and no part of the debt goes negative.
              excess === 0 &&
              Math.min(s.owed.penalty, s.owed.reward, s.owed.principal) >= 0
            );
          }),
        ).toBeUndefined();
      }),
    );
  });

  it('accrual never rises after a payment: the principal never grows, the daily reward never rises', () => {
    fc.assert(
      fc.property(storyArb, (story) => {
        const { loan, end } = tell(story);
        const rate = Math.round(story.rules.dailyRate * 1e6);
        const days = loanDays(loan, end, story.rules);
        expect(
          firstBreach(days, (after, before, i) => {
            if (!before) return true;
            return (
              after.owed.principal <= before.owed.principal &&
              // From the second day after the payout each day accrues one day's reward on the principal left.
              after.accrual.reward === (i === 1 ? 0 : before.owed.principal * rate) &&
              (i < 3 || after.accrual.reward <= before.accrual.reward) &&
              // Within a stretch of overdue days the daily penalty never rises either.
              !(before.overdueDays >= 1 && after.overdueDays === before.overdueDays + 1 && after.accrual.penalty > before.accrual.penalty)
            );
          }),
        ).toBeUndefined();
      }),
    );
  });

  it('paying never leaves more owed on any later day than not paying', () => {
    fc.assert(
      fc.property(storyArb, fc.integer({ min: 0, max: 90 }), fc.integer({ min: 1, max: 50_000 }), (story, offset, amount) => {
        const { loan, end } = tell(story);
        const day = addDaysIso(loan.payoutDay, offset);
        const owedThen = loanState(loan, day, story.rules).owed.total;
        fc.pre(owedThen > 0);
        const paying = loanDays(withEvents(loan, repay(day, Math.min(amount, owedThen))), end, story.rules);
        const notPaying = loanDays(loan, end, story.rules);
        expect(firstBreach(paying, (s, _, i) => i < offset || s.owed.total <= notPaying[i]!.owed.total)).toBeUndefined();
      }),
    );
  });

  it('the penalty accrues only on overdue days, on the principal left, and stops after the most days in a row', () => {
    fc.assert(
      fc.property(storyArb, (story) => {
        const { loan, end } = tell(story);
        const rate = Math.round(story.rules.penaltyRate * 1e6);
        const days = loanDays(loan, end, story.rules);
        expect(
          firstBreach(days, (s, before) => {
            if (!before) return s.accrual.penalty === 0;
            // The due date in force when the day began (an extension paid that day moves it afterwards).
            const late = daysBetweenIso(before.dueDate, s.day);
            const counted = late >= 1 && late <= story.rules.penaltyMaxDays;
            return s.accrual.penalty === (counted ? before.owed.principal * rate : 0);
          }),
        ).toBeUndefined();
        // Nothing paid after the story: 400 days on, the penalty is what it was when its count ran out.
        const last = days[days.length - 1]!;
        const stopDay = addDaysIso(last.dueDate, story.rules.penaltyMaxDays);
        if (stopDay < end) expect(last.charged.penalty).toBe(loanState(loan, stopDay, story.rules).charged.penalty);
      }),
    );
  });
});

describe('partial repayments', () => {
  it('the smallest payment is PRODUCT.minPartPayment (1 000 ₸), or everything when less is owed', () => {
    expect(PRODUCT.minPartPayment).toBe(1_000);
    expect(minPayment(30_630)).toBe(1_000);
    expect(minPayment(800)).toBe(800);
    expect(minPayment(0)).toBe(0);
  });

  it('a card payment is whole tenge, from the minimum to everything owed', () => {
    expect(repaymentAmountAllowed(1_000, 30_630)).toBe(true);
    expect(repaymentAmountAllowed(30_630, 30_630)).toBe(true);
    expect(repaymentAmountAllowed(999, 30_630)).toBe(false);
    expect(repaymentAmountAllowed(30_631, 30_630)).toBe(false);
    expect(repaymentAmountAllowed(1_000.5, 30_630)).toBe(false);
    expect(repaymentAmountAllowed(0, 0)).toBe(false);
    // Less than the minimum is owed: only everything.
    expect(repaymentAmountAllowed(800, 800)).toBe(true);
    expect(repaymentAmountAllowed(500, 800)).toBe(false);
  });

  it('a transfer certificate may state any whole amount from 1 ₸ to everything owed', () => {
    expect(transferAmountAllowed(1, 30_630)).toBe(true);
    expect(transferAmountAllowed(30_630, 30_630)).toBe(true);
    expect(transferAmountAllowed(0, 30_630)).toBe(false);
    expect(transferAmountAllowed(30_631, 30_630)).toBe(false);
  });
});

describe('quota, terms, quote', () => {
  it('quota starts at 50 000, +25 000 per repaid loan, up to 500 000; a single loan passes the cooling threshold from the 11th', () => {
    expect([0, 1, 2, 10, 11, 18, 19].map(quotaFor)).toEqual([50_000, 75_000, 100_000, 300_000, 325_000, 500_000, 500_000]);
    expect(quotaFor(10)).toBeLessThanOrEqual(PRODUCT.coolingThreshold);
    expect(quotaFor(11)).toBeGreaterThan(PRODUCT.coolingThreshold);
  });

  it('terms: from 10 000 in steps of 5 000 up to the quota, 5/7/10/14/21/30 days', () => {
    expect(termsAllowed(10_000, 7, 50_000)).toBe(true);
    expect(termsAllowed(50_000, 30, 50_000)).toBe(true);
    expect(termsAllowed(55_000, 30, 50_000)).toBe(false);
    expect(termsAllowed(12_500, 7, 50_000)).toBe(false);
    expect(termsAllowed(5_000, 7, 50_000)).toBe(false);
    expect(termsAllowed(20_000, 10, 50_000)).toBe(true);
    expect(termsAllowed(20_000, 5, 50_000)).toBe(true);
    expect(termsAllowed(20_000, 4, 50_000)).toBe(false);
    expect(termsAllowed(20_000, 12, 50_000)).toBe(false);
  });

  it('a quote is what the borrower receives and repays if paid out today', () => {
    expect(quote(50_000, 14, 2_000, '2025-03-01')).toEqual({
      amount: 50_000,
      days: 14,
      interest: 1_050,
      serviceFee: 0,
      discount: 1_050,
      repayAmount: 50_000,
      receiveAmount: 50_000,
      dueDate: '2025-03-15',
      // The coupon took the whole reward: nothing is paid over the amount received.
      aprPercent: 0,
      annualRatePercent: 54.75,
    });
    expect(quote(30_000, 14, 0, '2025-03-01')).toMatchObject({ repayAmount: 30_630, aprPercent: 71.92 });
  });
});

describe('ГЭСВ (annual effective rate)', () => {
  it('compounds the period’s cost over a 365-day year', () => {
    // 30 000 for 14 days repaying 30 630: 1.021^(365/14) - 1
    expect(annualEffectiveRatePercent(30_000, 30_630, 14)).toBe(71.92);
    expect(annualEffectiveRatePercent(30_000, 30_000, 14)).toBe(0);
    expect(annualEffectiveRatePercent(0, 30_630, 14)).toBe(0);
  });

  it('agrees with an independent calculation: the yearly rate r at which the money received grows into the money repaid', () => {
    // Solved by bisection on received × (1 + r)^(days / 365) = repay, not by the closed form under test.
    const solve = (received: number, repay: number, days: number) => {
      let lo = 0;
      let hi = 100;
      for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (received * Math.exp((days / 365) * Math.log1p(mid)) < repay) lo = mid;
        else hi = mid;
      }
      return lo * 100;
    };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }).map((n) => n * 5_000), fc.constantFrom(...PRODUCT.terms), (amount, days) => {
        const repay = amount + rewardFor(amount, days);
        expect(Math.abs(annualEffectiveRatePercent(amount, repay, days) - solve(amount, repay, days))).toBeLessThan(0.006);
      }),
    );
  });

  it('stays within the law’s caps for every offer of the product: 179 % and under 0.3 % a day up to 45 days and 45 MRP, else 46 %', () => {
    // law.md section 1 row 9, with 2026's MRP (4 325 ₸): the caps, not the sandbox's own constants.
    const capOf = (amount: number, days: number) => (amount <= 45 * 4_325 && days <= 45 ? 179 : 46);
    expect(PRODUCT.dailyRate).toBeLessThan(0.003);
    expect(PRODUCT.dailyRateAbove).toBeLessThan(0.003);
    const aprs = new Set<number>();
    for (let amount = PRODUCT.minAmount; amount <= PRODUCT.maxAmount; amount += PRODUCT.amountStep) {
      for (const days of PRODUCT.terms) {
        const q = quote(amount, days, 0, '2026-01-10');
        expect(q.aprPercent, `${amount} for ${days} days`).toBeLessThanOrEqual(capOf(amount, days));
        expect(aprCapPercentFor(amount, days), `${amount} for ${days} days`).toBe(capOf(amount, days));
        expect(q.annualRatePercent).toBe(amount <= 190_000 ? 54.75 : 36.5);
        aprs.add(Math.round(q.aprPercent));
      }
    }
    // Both rates are offered: 70.8–72.5 % up to 190 000 ₸, 43.3–43.9 % above.
    expect(Math.max(...aprs)).toBeGreaterThan(70);
    expect(Math.min(...aprs)).toBeLessThan(46);
  });

  it('a loan above 45 MRP costs its own rate from the quote to the last day', () => {
    // 200 000 ₸ for 14 days at 0.1 % a day: 2 800 ₸ of reward, a ГЭСВ under 46 %.
    expect(quote(200_000, 14, 0, '2026-01-10')).toMatchObject({ interest: 2_800, repayAmount: 202_800, annualRatePercent: 36.5 });
    expect(quote(200_000, 14, 0, '2026-01-10').aprPercent).toBeLessThan(46);
    const loan: Loan = { principal: 200_000, payoutDay: '2026-01-10', dueDate: '2026-01-24', discount: 0, events: [] };
    expect(loanState(loan, '2026-01-24').owed).toMatchObject({ reward: 2_800, total: 202_800 });
    expect(costOf(200_000, 14, 0, '2026-01-10').early.rewardPerDay).toBe(200);
  });

  it('is never below the nominal yearly rate for loans shorter than a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 300_000 }), fc.constantFrom(...PRODUCT.terms), (amount, days) => {
        const repay = amount + rewardFor(amount, days);
        const nominal = ((repay - amount) / amount) * (365 / days) * 100;
        expect(annualEffectiveRatePercent(amount, repay, days)).toBeGreaterThanOrEqual(Math.floor(nominal * 100) / 100 - 0.01);
      }),
    );
  });
});
