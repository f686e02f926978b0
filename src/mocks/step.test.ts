/** One meaning of step: every step the sandbox answers is the app's own rule applied to the step data it answers. */
import { beforeEach, describe, expect, it } from 'vitest';
import { loanInfo } from '@/features/account/api';
import { loanUserInfo } from '@/features/loan-application/api';
import { STEP_DONE, onboardingProgress } from '@/shared/api/stepInfo';
import { getStepInfo } from '@/shared/api/stepInfoApi';
import { db } from '../../tests/msw-server';
import { seedBorrower } from './fixtures';
import { connectClient, type TestClient } from './testing';

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('step', () => {
  it.each(Array.from({ length: 8 }, (_, n) => [Boolean(n & 1), Boolean(n & 2), Boolean(n & 4)] as const))(
    'work %s, contacts %s, photos %s: userInfo.step and blockReason follow onboardingProgress',
    async (work, contacts, photos) => {
      const { token, user } = seedBorrower(db, { stage: 'with_card' });
      if (!work) user.work = null;
      if (!contacts) user.contacts = [];
      if (!photos) user.photos.headphoto = null;
      db.commit();
      client.token = token;
      const expected = onboardingProgress(await getStepInfo());
      expect(expected.groups).toEqual([work, contacts, photos]);
      expect((await loanUserInfo()).step).toBe(expected.step);
      expect((await loanInfo()).blockReason === 'onboarding').toBe(expected.step !== STEP_DONE);
    },
  );
});
