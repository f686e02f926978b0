import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRODUCT } from '../data';
import { kzDay } from '@/utils/kzDate';
import {
  accruedReward,
  annualEffectiveRatePercent,
  couponDiscount,
  daysUsed,
  extensionFee,
  minPayment,
  overdueCharge,
  overdueDays,
  owed,
  quotaFor,
  quote,
  repaymentAmountAllowed,
  rewardFor,
  termsAllowed,
  transferAmountAllowed,
} from './money';

describe('reward', () => {
  it('is 0.15 % of the principal a day, rounded to the tenge', () => {
    expect(rewardFor(50_000, 14)).toBe(1_050);
    expect(rewardFor(30_000, 7)).toBe(315);
    expect(rewardFor(15_000, 7)).toBe(158); // 157.5 rounds up
  });
});

describe('reward accrues daily (early repayment pays only the days used)', () => {
  // 30 000 ₸ for 14 days paid out on 1 March: due 15 March, 45 ₸ a day, 630 for the period.
  const start = '2025-03-01';

  it('counts calendar days since the period started, at least 1, at most the period', () => {
    expect(daysUsed(start, 14, '2025-03-01')).toBe(1); // the payout day counts as one
    expect(daysUsed(start, 14, '2025-03-02')).toBe(1);
    expect(daysUsed(start, 14, '2025-03-06')).toBe(5);
    expect(daysUsed(start, 14, '2025-03-15')).toBe(14); // the due date: the whole period
    expect(daysUsed(start, 14, '2025-04-30')).toBe(14); // after it: still the period, never more
    expect(daysUsed('2025-03-15', 7, '2025-03-12')).toBe(1); // an extension's period not started yet
  });

  it('is the reward of the days used: 45 ₸ a day on 30 000, 630 on and after the due date', () => {
    expect(accruedReward(30_000, start, 14, '2025-03-01')).toBe(45);
    expect(accruedReward(30_000, start, 14, '2025-03-06')).toBe(225);
    expect(accruedReward(30_000, start, 14, '2025-03-14')).toBe(585);
    expect(accruedReward(30_000, start, 14, '2025-03-15')).toBe(630);
    expect(accruedReward(30_000, start, 14, '2025-03-20')).toBe(rewardFor(30_000, 14));
  });

  it('never decreases from one day to the next, and never passes the period’s reward', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }).map((n) => n * 5_000),
        fc.constantFrom(...PRODUCT.terms),
        fc.integer({ min: -5, max: 60 }),
        (principal, days, day) => {
          const today = (d: number) => new Date(Date.parse(`${start}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
          const a = accruedReward(principal, start, days, today(day));
          expect(accruedReward(principal, start, days, today(day + 1))).toBeGreaterThanOrEqual(a);
          expect(a).toBeLessThanOrEqual(rewardFor(principal, days));
          expect(a).toBeGreaterThanOrEqual(rewardFor(principal, 1));
        },
      ),
    );
  });

  it('flips at midnight in Almaty, not at midnight UTC', () => {
    const beforeMidnight = Date.parse('2025-03-05T23:59:59+05:00');
    const midnight = Date.parse('2025-03-06T00:00:00+05:00');
    expect(new Date(midnight).toISOString().slice(0, 10)).toBe('2025-03-05'); // UTC still says the 5th
    expect(accruedReward(30_000, start, 14, kzDay(beforeMidnight))).toBe(4 * 45);
    expect(accruedReward(30_000, start, 14, kzDay(midnight))).toBe(5 * 45);
  });
});

describe('overdue charge (docs/api.md, "Money rules")', () => {
  it('counts whole days after the due date in Kazakhstan dates', () => {
    expect(overdueDays('2025-03-10', '2025-03-10')).toBe(0);
    expect(overdueDays('2025-03-10', '2025-03-13')).toBe(3);
    expect(overdueDays('2025-03-10', '2025-03-01')).toBe(0);
    expect(overdueDays(null, '2025-03-13')).toBe(0);
  });

  it('the first day overdue starts exactly at midnight Asia/Almaty (UTC+5), while UTC is still on the due date', () => {
    const due = '2025-03-10';
    const lastSecond = Date.parse('2025-03-10T23:59:59+05:00');
    const midnight = Date.parse('2025-03-11T00:00:00+05:00');
    expect(overdueDays(due, kzDay(lastSecond))).toBe(0);
    expect(overdueDays(due, kzDay(midnight))).toBe(1);
    expect(overdueDays(due, kzDay(midnight - 1))).toBe(0);
    // At that instant it is 19:00 on the 10th in UTC: the UTC date must not be what counts.
    expect(new Date(midnight).toISOString()).toBe('2025-03-10T19:00:00.000Z');
    expect(overdueDays(due, new Date(midnight).toISOString().slice(0, 10))).toBe(0);
    // And a whole day later in Almaty, 2 days, though UTC only just reached the 11th's evening.
    expect(overdueDays(due, kzDay(Date.parse('2025-03-12T00:00:00+05:00')))).toBe(2);
    expect(overdueCharge(40_000, overdueDays(due, kzDay(midnight)))).toBe(200);
  });

  it('is 0.5 % of the principal per day late, on at most 90 days', () => {
    expect(PRODUCT.penaltyRate).toBe(0.005);
    expect(PRODUCT.penaltyMaxDays).toBe(90);
    expect(overdueCharge(40_000, 1)).toBe(200);
    expect(overdueCharge(40_000, 3)).toBe(600);
    expect(overdueCharge(40_000, 90)).toBe(18_000);
    expect(overdueCharge(40_000, 91)).toBe(18_000);
    expect(overdueCharge(40_000, 0)).toBe(0);
    expect(overdueCharge(40_000, -2)).toBe(0);
  });

  it('grows by the same daily charge each day up to the cap, and never passes 45 % of the principal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }).map((n) => n * 5_000), fc.integer({ min: 0, max: 400 }), (principal, days) => {
        const daily = principal * PRODUCT.penaltyRate;
        expect(overdueCharge(principal, days)).toBe(Math.round(daily * Math.min(days, 90)));
        expect(overdueCharge(principal, days)).toBeLessThanOrEqual(principal * 0.45);
        if (days < 90) expect(overdueCharge(principal, days + 1) - overdueCharge(principal, days)).toBe(Math.round(daily));
      }),
    );
  });
});

describe('amount owed', () => {
  it('itemises principal + reward + service fee + overdue charge - discounts - paid', () => {
    const parts = { principal: 40_000, reward: 840, serviceFee: 0, overdueCharge: 600, discount: 500, paid: 10_000 };
    expect(owed(parts)).toEqual({ ...parts, total: 40_000 + 840 + 0 + 600 - 500 - 10_000 });
    expect(owed({ ...parts, paid: 50_000 }).total).toBe(0);
  });

  it('a coupon discounts the reward only', () => {
    expect(couponDiscount(2_000, 1_050)).toBe(1_050);
    expect(couponDiscount(500, 1_050)).toBe(500);
  });

  it('a discount never exceeds the reward accrued so far: an early repayment never goes below the principal', () => {
    // A 2 000 coupon took the period's whole 1 050; repaid on day 1 only 75 has accrued.
    const early = owed({ principal: 50_000, reward: 75, serviceFee: 0, overdueCharge: 0, discount: 1_050, paid: 0 });
    expect(early).toMatchObject({ discount: 75, total: 50_000 });
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

describe('quota, terms, extension fee, quote', () => {
  it('quota starts at 50 000, +25 000 per repaid loan, up to 300 000', () => {
    expect([0, 1, 2, 10, 11].map(quotaFor)).toEqual([50_000, 75_000, 100_000, 300_000, 300_000]);
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

  it('an extension costs the whole period’s reward and the overdue charge, less discounts (on the reward only)', () => {
    expect(extensionFee(840, 600, 0)).toBe(1_440);
    expect(extensionFee(840, 0, 2_000)).toBe(0);
    expect(extensionFee(840, 600, 2_000)).toBe(600); // the discount never touches the overdue charge
    expect(extensionFee(840, 0, 500)).toBe(340);
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

  it('stays within the legal cap (179 %) and the reward under 0.3 % a day for every offer of the product', () => {
    expect(PRODUCT.dailyRate).toBeLessThan(0.003);
    for (let amount = PRODUCT.minAmount; amount <= PRODUCT.maxAmount; amount += PRODUCT.amountStep) {
      for (const days of PRODUCT.terms) {
        const q = quote(amount, days, 0, '2026-01-10');
        expect(q.aprPercent, `${amount} for ${days} days`).toBeLessThanOrEqual(179);
        expect(q.annualRatePercent).toBe(54.75);
      }
    }
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
