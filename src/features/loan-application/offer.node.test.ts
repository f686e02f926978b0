import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDaysIso, dailyRatePercentFor, kzDay, previewCost, previewOffer, snapAmount, snapTerm } from '@/features/loan-application/offer';
import { PRODUCT } from '@/mocks/data';
import { costOf, quote } from '@/mocks/domain/money';
import { productInfoView } from '@/mocks/views';

/** What the sandbox's server publishes: the app previews with its rates, by the amount. */
const PUBLISHED = productInfoView(null, Date.UTC(2026, 1, 27, 6));

const P = { minAmount: 10_000, maxAmount: 50_000, amountStep: 5_000 };

describe('amount and term snap to the server’s steps', () => {
  it('amounts land on the step grid, within min and max', () => {
    expect(snapAmount(12_400, P)).toBe(10_000);
    expect(snapAmount(12_500, P)).toBe(15_000);
    expect(snapAmount(3_000, P)).toBe(10_000);
    expect(snapAmount(99_000, P)).toBe(50_000);
    expect(snapAmount(Number.NaN, P)).toBe(10_000);
    // A quota off the grid: the highest amount on the grid under it.
    expect(snapAmount(52_000, { ...P, maxAmount: 52_000 })).toBe(50_000);
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (v) => {
        const a = snapAmount(v, P);
        expect(a).toBeGreaterThanOrEqual(P.minAmount);
        expect(a).toBeLessThanOrEqual(P.maxAmount);
        expect((a - P.minAmount) % P.amountStep).toBe(0);
      }),
    );
  });

  it('terms go to the nearest offered one', () => {
    const terms = [5, 7, 10, 14, 21, 30];
    expect(snapTerm(6, terms, 14)).toBe(5);
    expect(snapTerm(12, terms, 14)).toBe(10);
    expect(snapTerm(100, terms, 14)).toBe(30);
    expect(snapTerm(14, [], 14)).toBe(14);
  });
});

describe('the rate by the amount', () => {
  const tiers = { dailyRatePercent: 0.15, rates: [{ upToAmount: 194_625, dailyRatePercent: 0.15 }, { upToAmount: null, dailyRatePercent: 0.1 }] };
  it('is the tier the amount falls in, the ceiling included; the one rate when the server sends no tiers', () => {
    expect(dailyRatePercentFor(190_000, tiers)).toBe(0.15);
    expect(dailyRatePercentFor(194_625, tiers)).toBe(0.15);
    expect(dailyRatePercentFor(195_000, tiers)).toBe(0.1);
    expect(dailyRatePercentFor(500_000, { dailyRatePercent: 0.2 })).toBe(0.2);
  });
  it('is what the sandbox publishes: both tiers, the lower above 45 MRP', () => {
    expect(PUBLISHED.rates).toEqual([
      { upToAmount: 194_625, dailyRatePercent: 0.15, annualRatePercent: 54.75 },
      { upToAmount: null, dailyRatePercent: 0.1, annualRatePercent: 36.5 },
    ]);
  });
});

describe('the preview under the thumb', () => {
  it('is the server’s own quote for every offer of the sandbox product, at each amount’s published rate', () => {
    for (let amount = PRODUCT.minAmount; amount <= PRODUCT.maxAmount; amount += PRODUCT.amountStep) {
      for (const days of PRODUCT.terms) {
        const server = quote(amount, days, 0, '2026-02-27');
        const preview = previewOffer(amount, days, dailyRatePercentFor(amount, PUBLISHED), '2026-02-27');
        expect(preview).toEqual({ amount, days, interest: server.interest, repayAmount: server.repayAmount, dueDate: server.dueDate });
      }
    }
  });

  it('counts days in Kazakhstan time, across month and year ends', () => {
    expect(kzDay(Date.UTC(2026, 11, 31, 18, 59))).toBe('2026-12-31');
    expect(kzDay(Date.UTC(2026, 11, 31, 19, 0))).toBe('2027-01-01');
    expect(addDaysIso('2026-02-27', 5)).toBe('2026-03-04');
  });
});

describe('the cost card under the thumb', () => {
  it('is the server’s own cost for every offer of the sandbox product, but for the ГЭСВ, which waits for the answer', () => {
    const today = '2026-02-27';
    const base = costOf(PRODUCT.defaultAmount, PRODUCT.defaultDays, 0, today);
    for (let amount = PRODUCT.minAmount; amount <= PRODUCT.maxAmount; amount += PRODUCT.amountStep) {
      for (const days of PRODUCT.terms) {
        const preview = previewCost(base, amount, days, dailyRatePercentFor(amount, PUBLISHED), today);
        expect(preview).toEqual({ ...costOf(amount, days, 0, today), aprPercent: null, annualRatePercent: null });
      }
    }
  });
});
