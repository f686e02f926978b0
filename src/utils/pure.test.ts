import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onboardingProgress, STEP_DONE } from '@/utils/onboarding';
import { updateAvailable, versionCode } from '@/utils/version';
import { safeReturnPath } from '@/utils/returnPath';

describe('onboarding progress (spec section 4)', () => {
  const full = { month_income: 150000, relatives_2_name: 'Ерлан', relatives_2_phone: '77011112233', idphoto_1: 'a.jpg', idphoto_2: 'b.jpg', headphoto: 'c.jpg' };

  it('is 100 only when all three groups are complete', () => {
    expect(onboardingProgress(full)).toEqual({ groups: [true, true, true], completed: 3, step: STEP_DONE });
    expect(onboardingProgress(null).step).toBe(0);
  });

  it('group 0: month_income present and >= 0 (0 counts)', () => {
    expect(onboardingProgress({ ...full, month_income: 0 }).groups[0]).toBe(true);
    expect(onboardingProgress({ ...full, month_income: '0' }).groups[0]).toBe(true);
    expect(onboardingProgress({ ...full, month_income: -1 }).groups[0]).toBe(false);
    expect(onboardingProgress({ ...full, month_income: null }).groups[0]).toBe(false);
    expect(onboardingProgress({ ...full, month_income: '' }).step).toBe(2);
  });

  it('group 1: second relative name and phone both present', () => {
    expect(onboardingProgress({ ...full, relatives_2_phone: '' }).groups[1]).toBe(false);
    expect(onboardingProgress({ ...full, relatives_2_name: '  ' }).groups[1]).toBe(false);
  });

  it('group 2: both ID photos and the head photo', () => {
    expect(onboardingProgress({ ...full, headphoto: null }).groups[2]).toBe(false);
    expect(onboardingProgress({ ...full, idphoto_2: undefined }).step).toBe(2);
  });
});

describe('version check', () => {
  it('removes dots and compares with 117', () => {
    expect(versionCode('1.1.7')).toBe(117);
    expect(versionCode('1.1.8')).toBe(118);
    expect(versionCode('x.y')).toBeNull();
    expect(updateAvailable('android', { ver: '1.1.8' }, 117)).toBe(true);
    expect(updateAvailable('android', { ver: '1.1.7' }, 117)).toBe(false);
    expect(updateAvailable('ios', { ver: '1.1.8', verIos: '1.1.6' }, 117)).toBe(false);
    expect(updateAvailable('ios', { verIos: '1.2.0' }, 117)).toBe(true);
  });

  it('never sets the update flag on the web', () => {
    expect(updateAvailable('web', { ver: '9.9.9', verIos: '9.9.9' }, 117)).toBe(false);
  });
});

describe('return path after login', () => {
  it('accepts internal paths with their query', () => {
    expect(safeReturnPath('/pages/info/info?x=1')).toBe('/pages/info/info?x=1');
    expect(safeReturnPath('%2Fpages%2Fhome%2Fmy')).toBe('/pages/home/my');
  });

  it.each([
    'https://evil.kz/',
    '//evil.kz',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    '/\\evil.kz',
    'pages/home/my',
    '/pages/login/login?redirect=/x',
    '%2F%2Fevil.kz',
  ])('rejects %s', (bad) => {
    expect(safeReturnPath(bad)).toBe('/');
  });

  it('never throws and only returns internal paths', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (v) => {
        const out = safeReturnPath(v);
        return out.startsWith('/') && !out.startsWith('//') && !/^\/*[a-z][a-z0-9+.-]*:/i.test(out);
      }),
    );
  });
});
