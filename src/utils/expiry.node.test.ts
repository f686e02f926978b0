import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expiryChoices, expiryInput, expiryProblem, formatExpiry, kzMonth, MAX_YEARS_AHEAD, parseExpiry } from '@/utils/expiry';

/** 15 May 2026, 12:00 in Almaty. */
const NOW = Date.UTC(2026, 4, 15, 7, 0);

describe('card expiry', () => {
  it('a card is valid to the end of its month: this month passes, last month is past', () => {
    expect(expiryProblem('05/26', NOW)).toBeNull();
    expect(expiryProblem('04/26', NOW)).toBe('past');
    expect(expiryProblem('12/25', NOW)).toBe('past');
    expect(expiryProblem('01/27', NOW)).toBeNull();
  });

  it('the month is the month in Kazakhstan (UTC+5), whatever the phone’s zone', () => {
    // 31 May 2026, 20:00 UTC is already 1 June in Almaty: May cards have expired there.
    const lateMay = Date.UTC(2026, 4, 31, 20, 0);
    expect(kzMonth(lateMay)).toEqual({ month: 6, year: 2026 });
    expect(expiryProblem('05/26', lateMay)).toBe('past');
    expect(expiryProblem('05/26', Date.UTC(2026, 4, 31, 18, 59))).toBeNull();
  });

  it('each problem: empty, incomplete, a month that does not exist, too far ahead', () => {
    expect(expiryProblem('', NOW)).toBe('empty');
    expect(expiryProblem('   ', NOW)).toBe('empty');
    expect(expiryProblem(undefined, NOW)).toBe('empty');
    expect(expiryProblem('1', NOW)).toBe('incomplete');
    expect(expiryProblem('12/2', NOW)).toBe('incomplete');
    expect(expiryProblem('13/27', NOW)).toBe('month');
    expect(expiryProblem('00/27', NOW)).toBe('month');
    expect(expiryProblem(`12/${(26 + MAX_YEARS_AHEAD) % 100}`, NOW)).toBeNull();
    expect(expiryProblem(`01/${(27 + MAX_YEARS_AHEAD) % 100}`, NOW)).toBe('tooFar');
  });

  it('typing, pasting and autofill become MM/YY', () => {
    expect(expiryInput('1')).toBe('1');
    expect(expiryInput('12')).toBe('12');
    expect(expiryInput('122')).toBe('12/2');
    expect(expiryInput('1229')).toBe('12/29');
    expect(expiryInput('12299')).toBe('12/29');
    expect(expiryInput('5')).toBe('05'); // a month starting with 5 can only be 05
    expect(expiryInput('08/2029')).toBe('08/29'); // autofill (cc-exp) may give four-digit years
    expect(expiryInput('8/29')).toBe('08/29');
    expect(expiryInput('12/')).toBe('12');
    expect(expiryInput(null)).toBe('');
  });

  it('never throws; whatever is typed, the shown value is MM/YY so far, and a full one parses back', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d/ ]{0,8}$/)), (raw) => {
        const shown = expiryInput(raw);
        expect(shown).toMatch(/^(\d{0,2}|\d{2}\/\d{0,2})$/);
        expect(['empty', 'incomplete', 'month', 'past', 'tooFar', null]).toContain(expiryProblem(shown, NOW));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (month, year) => {
        expect(parseExpiry(formatExpiry({ month, year }))).toEqual({ month, year });
        expect(expiryInput(formatExpiry({ month, year }))).toBe(formatExpiry({ month, year }));
      }),
    );
  });

  it('every month the picker offers passes, and the month before the first does not', () => {
    const { years, firstMonth } = expiryChoices(NOW);
    expect(years[0]).toBe(2026);
    expect(years).toHaveLength(MAX_YEARS_AHEAD + 1);
    expect(firstMonth(2026)).toBe(5);
    expect(firstMonth(2027)).toBe(1);
    for (const y of years) for (let m = firstMonth(y); m <= 12; m++) expect(expiryProblem(formatExpiry({ month: m, year: y }), NOW)).toBeNull();
    expect(expiryProblem(formatExpiry({ month: 4, year: 2026 }), NOW)).toBe('past');
  });
});
