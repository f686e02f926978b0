import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeProblem, displayPhone, formatNational, isKzMobile, KZ_MOBILE_PREFIXES, mailtoHref, maskPhone, nationalDigits, phoneProblem, telHref, toApiPhone } from '@/utils/phone';

describe('phone normalisation', () => {
  it.each([
    ['+7 701 123 45 67', '7011234567'],
    ['+7 (701) 123-45-67', '7011234567'],
    ['8 701 123 4567', '7011234567'],
    ['87011234567', '7011234567'],
    ['77011234567', '7011234567'],
    ['7011234567', '7011234567'],
    ['701', '701'],
    ['', ''],
  ])('%s -> %s', (input, out) => {
    expect(nationalDigits(input)).toBe(out);
  });

  it('formats as typed and for the API', () => {
    expect(formatNational('7011234567')).toBe('701 123 45 67');
    expect(formatNational('70112')).toBe('701 12');
    expect(toApiPhone('7011234567')).toBe('77011234567');
    expect(maskPhone('77011234567')).toBe('+7 701 ***-**-67');
  });
});

describe('phone validation', () => {
  it('empty and incomplete are told apart', () => {
    expect(phoneProblem('')).toBe('empty');
    expect(phoneProblem('701123')).toBe('incomplete');
    expect(phoneProblem('7011234567')).toBeNull();
  });

  it('rejects landlines and non-mobile codes', () => {
    expect(isKzMobile('7272123456')).toBe(false); // Almaty landline
    expect(isKzMobile('7172123456')).toBe(false); // Astana landline
    expect(isKzMobile('9161234567')).toBe(false); // Russian mobile
  });

  it('never throws, and only full Kazakh mobile numbers pass (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+78 ()\-\d]{0,20}$/), fc.anything()), (raw) => {
        const national = nationalDigits(raw);
        const ok = isKzMobile(national);
        if (ok) {
          expect(national).toMatch(/^\d{10}$/);
          expect(KZ_MOBILE_PREFIXES).toContain(national.slice(0, 3));
        }
        return true;
      }),
    );
  });

  it('every operator prefix with 7 more digits passes, whatever the pasted form', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KZ_MOBILE_PREFIXES), fc.stringMatching(/^\d{7}$/), fc.constantFrom('+7 ', '8', '7', ''), (p, rest, lead) => {
        return isKzMobile(nationalDigits(`${lead}${p}${rest}`));
      }),
    );
  });
});

describe('verification code', () => {
  it('must be filled and complete', () => {
    expect(codeProblem('')).toBe('empty');
    expect(codeProblem('12')).toBe('incomplete');
    expect(codeProblem('1234')).toBeNull();
    expect(codeProblem('123456', 6)).toBeNull();
  });
});

describe('a full number to read and call', () => {
  it('groups +7 and ten digits with no-break spaces, from any form; anything else is empty', () => {
    expect(displayPhone('77272000000')).toBe('+7\u00a0727\u00a0200\u00a000\u00a000');
    expect(displayPhone('+7 (727) 200-00-00')).toBe('+7\u00a0727\u00a0200\u00a000\u00a000');
    expect(displayPhone('7272000000')).toBe('');
    expect(displayPhone('87272000000')).toBe('');
  });
});

describe('links from the server\'s contact details', () => {
  it('a number the server gave is called as such; anything else is no link', () => {
    expect(telHref('77272000000')).toBe('tel:+77272000000');
    expect(telHref('+77272000000')).toBe('tel:+77272000000');
    for (const bad of ['', '++77272000000', '7727;ext=1', '7727 200 00 00', '77272000000?x', '1'.repeat(16)]) expect(telHref(bad), bad).toBeUndefined();
  });
  it('a plain e-mail address is written to; one that would add a copy or a text is no link', () => {
    expect(mailtoHref('info@bystrye-zaimy.kz')).toBe('mailto:info@bystrye-zaimy.kz');
    expect(mailtoHref('ombudsman.afr+kz@finombudsman.kz')).toBe('mailto:ombudsman.afr+kz@finombudsman.kz');
    for (const bad of ['ombudsman@x.kz?bcc=a@evil.kz', 'a@x.kz&body=hi', 'a@x.kz#x', 'a%40x.kz', 'javascript:alert(1)//@x.kz', 'a b@x.kz', 'a@x', ''])
      expect(mailtoHref(bad), bad).toBeUndefined();
  });
});
