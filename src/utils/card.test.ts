import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBrand, luhnValid } from '@/utils/card';

/** Appends the Luhn check digit to a string of digits. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable: one check digit always fits');
}

const validCardArb = fc.stringMatching(/^\d{12,18}$/).map(withCheckDigit);

describe('card number', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{0,20}$/), fc.anything()), (s) => {
        expect(typeof luhnValid(s)).toBe('boolean');
        const brand = cardBrand(s);
        expect([null, 'visa', 'mastercard']).toContain(brand);
      }),
    );
  });

  it('Luhn catches every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(validCardArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (card, at, delta) => {
        expect(luhnValid(card)).toBe(true);
        const pos = at % card.length;
        const changed = `${card.slice(0, pos)}${(Number(card[pos]) + delta) % 10}${card.slice(pos + 1)}`;
        expect(luhnValid(changed)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('knows the sandbox test cards and refuses non-digits', () => {
    expect(luhnValid('4400430123456789')).toBe(true);
    expect(luhnValid('5522041234567891')).toBe(true);
    expect(luhnValid('4400430123456788')).toBe(false);
    expect(luhnValid('4400 4301 2345 6789')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('brand: Visa starts with 4; Mastercard 51–55 and 2221–2720; the boundaries are exact', () => {
    expect(cardBrand('4000000000000002')).toBe('visa');
    expect(cardBrand('2220999999999999')).toBeNull();
    expect(cardBrand('2221000000000000')).toBe('mastercard');
    expect(cardBrand('2720999999999999')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('5099999999999999')).toBeNull();
    expect(cardBrand('5100000000000000')).toBe('mastercard');
    expect(cardBrand('5599999999999999')).toBe('mastercard');
    expect(cardBrand('5600000000000000')).toBeNull();
    expect(cardBrand('2200000000000004')).toBeNull(); // Mir
    expect(cardBrand('3530111333300000')).toBeNull(); // JCB
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('222')).toBeNull(); // too short to tell
    expect(cardBrand('4111-1111')).toBeNull();
  });

  it('brand over whole prefix ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.stringMatching(/^\d{12}$/), (prefix, rest) => {
        const two = Math.floor(prefix / 100);
        const expected = String(prefix).startsWith('4')
          ? 'visa'
          : (two >= 51 && two <= 55) || (prefix >= 2221 && prefix <= 2720)
            ? 'mastercard'
            : null;
        expect(cardBrand(`${prefix}${rest}`)).toBe(expected);
      }),
    );
  });
});
