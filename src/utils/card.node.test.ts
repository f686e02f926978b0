import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBrand, cardDigits, cardNumberProblem, formatCardNumber, luhnValid, maxCardLength, mayBecomeAccepted } from '@/utils/card';

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

/** Published test numbers of the card schemes and payment providers (no real account behind them). */
const PUBLIC_TEST_CARDS = {
  visa: ['4111111111111111', '4012888888881881', '4000056655665556', '4400430123456789', '4000000000000002', '4111111111111111003'],
  mastercard: ['5555555555554444', '5105105105105100', '5200828282828210', '2223003122003222', '2221000000000009', '5522041234567891'],
  /** American Express, Discover, JCB, Diners, UnionPay, Mir, Maestro: refused. */
  other: ['378282246310005', '371449635398431', '6011111111111117', '3530111333300000', '36227206271667', '6200000000000005', '2200000000000004', '6759649826438453'],
};

describe('card number form rules', () => {
  it('public test cards: Visa and Mastercard pass, every other scheme is refused for its brand', () => {
    for (const n of PUBLIC_TEST_CARDS.visa) {
      expect(cardBrand(n), n).toBe('visa');
      expect(cardNumberProblem(n), n).toBeNull();
    }
    for (const n of PUBLIC_TEST_CARDS.mastercard) {
      expect(cardBrand(n), n).toBe('mastercard');
      expect(cardNumberProblem(n), n).toBeNull();
    }
    for (const n of PUBLIC_TEST_CARDS.other) {
      expect(luhnValid(n), n).toBe(true);
      expect(cardBrand(n), n).toBeNull();
      expect(cardNumberProblem(n), n).toBe('brand');
    }
  });

  it('each problem in the order the borrower meets it', () => {
    expect(cardNumberProblem('')).toBe('empty');
    expect(cardNumberProblem(undefined)).toBe('empty');
    expect(cardNumberProblem('4400')).toBe('incomplete');
    expect(cardNumberProblem('440043012345678')).toBe('incomplete'); // 15 digits
    expect(cardNumberProblem('44004301234567890')).toBe('incomplete'); // 17: no Visa has it
    expect(cardNumberProblem('4400430123456788')).toBe('luhn');
    expect(cardNumberProblem('3')).toBe('brand'); // no Visa or Mastercard starts with 3
    expect(cardNumberProblem('22')).toBe('incomplete'); // may still be 2221–2720
    expect(cardNumberProblem('2200')).toBe('brand'); // Mir
    expect(cardNumberProblem('4400 4301')).toBe('luhn'); // not digits only: never sent
  });

  it('digits typed so far may become a card we take exactly when some completion has a brand', () => {
    const completions = (p: string) => Array.from({ length: 10 ** (4 - p.length) }, (_, i) => p + String(i).padStart(4 - p.length, '0'));
    for (let len = 1; len <= 3; len++) {
      for (let n = 0; n < 10 ** len; n++) {
        const p = String(n).padStart(len, '0');
        expect(mayBecomeAccepted(p), p).toBe(completions(p).some((c) => cardBrand(c) !== null));
      }
    }
    expect(mayBecomeAccepted('')).toBe(true);
    expect(mayBecomeAccepted('2720')).toBe(true);
    expect(mayBecomeAccepted('2721')).toBe(false);
  });

  it('typed, pasted or autofilled text becomes digits, cut to the brand’s longest number', () => {
    expect(cardDigits('4400 4301-2345 6789')).toBe('4400430123456789');
    expect(cardDigits('5522 0412 3456 7891 99')).toBe('5522041234567891'); // Mastercard: 16
    expect(cardDigits('4'.repeat(25))).toBe('4'.repeat(19)); // Visa: 19
    expect(cardDigits(null)).toBe('');
    expect(maxCardLength('mastercard')).toBe(16);
    expect(maxCardLength('visa')).toBe(19);
    expect(maxCardLength(null)).toBe(19);
  });

  it('grouping in fours: never throws, keeps every digit, and reading it back gives the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        const shown = formatCardNumber(digits);
        expect(shown.replace(/ /g, '')).toBe(digits);
        expect(shown).toMatch(/^(\d{4} )*\d{0,4}$/);
        const back = cardDigits(shown);
        expect(digits.startsWith(back)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const d = cardDigits(raw);
        expect(d).toMatch(/^\d*$/);
        expect(['empty', 'incomplete', 'brand', 'luhn', null]).toContain(cardNumberProblem(d));
      }),
    );
  });

  it('any valid 16-digit number is accepted exactly when its brand is Visa or Mastercard', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/).map(withCheckDigit), (card) => {
        expect(cardNumberProblem(card)).toBe(cardBrand(card) ? null : 'brand');
      }),
      { numRuns: 2_000 },
    );
  });
});
