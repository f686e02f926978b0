import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { iinBirthDate, iinControl, iinSex, iinValid, type IinSex } from '@/utils/iin';

/** Century/sex digit the IIN rules give a birth year and sex. */
function centuryDigit(year: number, sex: IinSex): number {
  const base = year < 1900 ? 1 : year < 2000 ? 3 : 5;
  return base + (sex === 'female' ? 1 : 0);
}

/** A valid IIN for a date and sex: the first serial (from `serial` on) whose prefix has a control digit. */
function buildIin(date: string, sex: IinSex, serial: number): string {
  const [y, m, d] = date.split('-');
  const year = Number(y);
  for (let i = 0; i < 10_000; i++) {
    const first11 = `${y!.slice(2)}${m}${d}${centuryDigit(year, sex)}${String((serial + i) % 10_000).padStart(4, '0')}`;
    const control = iinControl(first11);
    if (control !== null) return `${first11}${control}`;
  }
  throw new Error('no serial has a control digit');
}

/** First-pass weighted sum mod 11 (weights 1..11): 10 sends the control digit to the second weights. */
function firstPass(iin: string): number {
  return Array.from(iin.slice(0, 11), Number).reduce((s, x, i) => s + x * (i + 1), 0) % 11;
}

const dateArb = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const sexArb = fc.constantFrom<IinSex>('male', 'female');
const validIinArb = fc.tuple(dateArb, sexArb, fc.nat(9_999)).map(([date, sex, serial]) => ({ date, sex, iin: buildIin(date, sex, serial) }));

describe('IIN', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{0,14}$/), fc.anything()), (s) => {
        expect(typeof iinValid(s)).toBe('boolean');
        iinBirthDate(s);
        iinSex(s);
        iinControl(s);
      }),
    );
  });

  it('a generated IIN for any date 1800–2099 and sex validates and gives back its date and sex', () => {
    fc.assert(
      fc.property(validIinArb, ({ date, sex, iin }) => {
        expect(iinValid(iin)).toBe(true);
        expect(iinBirthDate(iin)).toBe(date);
        expect(iinSex(iin)).toBe(sex);
      }),
      { numRuns: 500 },
    );
  });

  it('catches every single-digit change except the checksum’s known blind spots', () => {
    // The official scheme cannot catch everything: weight 11 is 0 mod 11, so the 11th digit is unguarded
    // by the first pass, and when either number's first pass gives 10 the second weights may agree by chance
    // (900101300007 -> 900101300017, and 900101300007 -> 901101300007, are all valid).
    fc.assert(
      fc.property(validIinArb, fc.nat(11), fc.integer({ min: 1, max: 9 }), ({ iin }, pos, delta) => {
        const digit = (Number(iin[pos]) + delta) % 10;
        const changed = `${iin.slice(0, pos)}${digit}${iin.slice(pos + 1)}`;
        const blindSpot = pos === 10 || firstPass(iin) === 10 || firstPass(changed) === 10;
        if (!blindSpot) expect(iinValid(changed)).toBe(false);
        // The control digit itself and the century digit (to 0, 7, 8, 9) are always caught.
        if (pos === 11 || (pos === 6 && digit > 6) || (pos === 6 && digit === 0)) expect(iinValid(changed)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses impossible dates, centuries and control 10', () => {
    expect(iinBirthDate('000229500000')).toBe('2000-02-29'); // 2000 is a leap year
    expect(iinBirthDate('000229300000')).toBeNull(); // 1900 is not
    expect(iinBirthDate('000229100000')).toBeNull(); // nor 1800
    expect(iinBirthDate('960229300000')).toBe('1996-02-29');
    expect(iinBirthDate('900431300000')).toBeNull();
    expect(iinBirthDate('901301300000')).toBeNull();
    expect(iinBirthDate('900100300000')).toBeNull();
    for (const c of [0, 7, 8, 9]) expect(iinBirthDate(`900101${c}00000`)).toBeNull();
    expect(iinSex('900101300000')).toBe('male');
    expect(iinSex('900101400000')).toBe('female');
    expect(iinSex('900101700000')).toBeNull();
    // A prefix whose both passes give 10 has no control digit: no IIN can end it.
    const noControl = Array.from({ length: 10_000 }, (_, n) => `9001013${String(n).padStart(4, '0')}`).find((p) => iinControl(p) === null);
    expect(noControl).toBeDefined();
    for (let c = 0; c <= 9; c++) expect(iinValid(`${noControl}${c}`)).toBe(false);
    expect(iinControl('123')).toBeNull();
    expect(iinValid('90010130000')).toBe(false);
    expect(iinValid(' 900101300007')).toBe(false);
    expect(iinValid('900101300007')).toBe(true);
    // The blind spots named above, shown: each single-digit neighbour is valid too.
    expect(iinValid('900101300017')).toBe(true);
    expect(iinValid('901101300007')).toBe(true);
  });
});
