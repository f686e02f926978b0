import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Coupon } from '@/shared/api/coupon';
import {
  claimReturnPath,
  couponBenefit,
  couponState,
  daysLeft,
  groupCoupons,
  withoutClaim,
} from '@/shared/coupon/rules';

const TODAY = '2026-03-10';

function coupon(id: string, validUntil: string, status: Coupon['status'] = 'available', extra: Partial<Coupon> = {}): Coupon {
  return { id, title: `Купон ${id}`, titleKz: `Купон ${id} kz`, amount: 500, scope: 'apply', minAmount: 0, validUntil, status, ...extra };
}

describe('couponState', () => {
  it("is the server's status", () => {
    expect(couponState(coupon('a', '2026-04-01'), TODAY)).toBe('available');
    expect(couponState(coupon('b', '2026-04-01', 'used'), TODAY)).toBe('used');
    expect(couponState(coupon('c', '2026-03-01', 'expired'), TODAY)).toBe('expired');
  });

  it('an available coupon is usable through its last day, and expired the day after (Kazakhstan days)', () => {
    expect(couponState(coupon('a', TODAY), TODAY)).toBe('available');
    expect(couponState(coupon('a', '2026-03-09'), TODAY)).toBe('expired');
    // A used coupon stays used, whatever its date.
    expect(couponState(coupon('b', '2026-03-09', 'used'), TODAY)).toBe('used');
  });
});

describe('groupCoupons', () => {
  it('groups by state; available soonest to expire first, used and expired most recent first', () => {
    const list = [
      coupon('late', '2026-06-01'),
      coupon('u-old', '2026-01-01', 'used'),
      coupon('soon', '2026-03-11'),
      coupon('e-new', '2026-03-05', 'expired'),
      coupon('u-new', '2026-05-01', 'used'),
      coupon('mid', '2026-04-01'),
      coupon('e-old', '2026-02-01', 'expired'),
      coupon('overnight', '2026-03-09'),
    ];
    const g = groupCoupons(list, TODAY);
    expect(g.available.map((c) => c.id)).toEqual(['soon', 'mid', 'late']);
    expect(g.used.map((c) => c.id)).toEqual(['u-new', 'u-old']);
    expect(g.expired.map((c) => c.id)).toEqual(['overnight', 'e-new', 'e-old']);
  });

  it('puts every coupon in exactly one group, and the available ones in date order (any list)', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const item = fc.record({ validUntil: day, status: fc.constantFrom<Coupon['status']>('available', 'used', 'expired') });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const list = items.map((x, i) => coupon(`c${i}`, x.validUntil, x.status));
        const g = groupCoupons(list, TODAY);
        const ids = [...g.available, ...g.used, ...g.expired].map((c) => c.id).sort();
        expect(ids).toEqual(list.map((c) => c.id).sort());
        const dates = g.available.map((c) => c.validUntil);
        expect(dates).toEqual([...dates].sort());
        expect(g.available.every((c) => c.validUntil >= TODAY)).toBe(true);
      }),
    );
  });
});

describe('couponBenefit', () => {
  it('a fixed amount off the reward', () => {
    expect(couponBenefit(coupon('a', TODAY, 'available', { amount: 2000 }))).toEqual({ kind: 'amount', amount: 2000 });
    expect(couponBenefit(coupon('a', TODAY, 'available', { amount: 2000, percent: null }))).toEqual({ kind: 'amount', amount: 2000 });
  });

  it('a percentage, with its cap when the server gives one', () => {
    expect(couponBenefit(coupon('a', TODAY, 'available', { amount: 3000, percent: 15 }))).toEqual({ kind: 'percent', percent: 15, upTo: 3000 });
    expect(couponBenefit(coupon('a', TODAY, 'available', { amount: 0, percent: 10 }))).toEqual({ kind: 'percent', percent: 10, upTo: null });
  });
});

describe('daysLeft', () => {
  it('counts Kazakhstan calendar days to the last day; none once not available', () => {
    expect(daysLeft(coupon('a', TODAY), TODAY)).toBe(0);
    expect(daysLeft(coupon('a', '2026-03-13'), TODAY)).toBe(3);
    expect(daysLeft(coupon('a', '2026-03-09'), TODAY)).toBeNull();
    expect(daysLeft(coupon('a', '2026-03-13', 'used'), TODAY)).toBeNull();
  });
});

describe('claim return path', () => {
  it('adds claim=1 and keeps the page query', () => {
    expect(claimReturnPath('/pages/landweb/landUse')).toBe('/pages/landweb/landUse?claim=1');
    expect(claimReturnPath('/pages/landweb/landUse?source=tt')).toBe('/pages/landweb/landUse?source=tt&claim=1');
    expect(claimReturnPath('/pages/personal/coupon?claim=1')).toBe('/pages/personal/coupon?claim=1');
  });

  it('drops claim once handled, keeping the rest', () => {
    expect(withoutClaim('?claim=1')).toBe('');
    expect(withoutClaim('?source=tt&claim=1')).toBe('?source=tt');
    expect(withoutClaim('')).toBe('');
  });
});
