import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onboardingProgress, STEP_DONE } from '@/shared/api/stepInfo';

describe('onboarding progress and step (spec section 4)', () => {
  const full = { month_income: 150000, relatives_2_name: 'Ерлан', relatives_2_phone: '77011112233', idphoto_1: 'a.jpg', idphoto_2: 'b.jpg', headphoto: 'c.jpg' };

  it('step is 100 only when all three groups are complete', () => {
    expect(onboardingProgress(full)).toEqual({ groups: [true, true, true], completed: 3, step: STEP_DONE });
    expect(onboardingProgress(null)).toEqual({ groups: [false, false, false], completed: 0, step: 0 });
  });

  it('step is the first incomplete group; completed counts the complete ones', () => {
    expect(onboardingProgress({ ...full, month_income: null })).toMatchObject({ step: 0, completed: 2 });
    expect(onboardingProgress({ ...full, relatives_2_name: null })).toMatchObject({ step: 1, completed: 2 });
    expect(onboardingProgress({ ...full, headphoto: null })).toMatchObject({ step: 2, completed: 2 });
    expect(onboardingProgress({ month_income: 0 })).toMatchObject({ step: 1, completed: 1 });
  });

  it('group 0: month_income present and >= 0 (0 counts)', () => {
    expect(onboardingProgress({ ...full, month_income: 0 }).groups[0]).toBe(true);
    expect(onboardingProgress({ ...full, month_income: '0' }).groups[0]).toBe(true);
    expect(onboardingProgress({ ...full, month_income: -1 }).groups[0]).toBe(false);
    expect(onboardingProgress({ ...full, month_income: '' }).groups[0]).toBe(false);
  });

  it('group 1: second relative name and phone both present', () => {
    expect(onboardingProgress({ ...full, relatives_2_phone: '' }).groups[1]).toBe(false);
    expect(onboardingProgress({ ...full, relatives_2_name: '  ' }).groups[1]).toBe(false);
  });

  it('group 2: both ID photos and the head photo', () => {
    expect(onboardingProgress({ ...full, headphoto: null }).groups[2]).toBe(false);
    expect(onboardingProgress({ ...full, idphoto_2: undefined }).groups[2]).toBe(false);
  });

  it('never throws, and step is 100 exactly when every group is complete', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(full)), fc.anything()), (info) => {
        const p = onboardingProgress(info);
        return (p.step === STEP_DONE) === p.groups.every(Boolean) && p.completed === p.groups.filter(Boolean).length;
      }),
    );
  });
});
