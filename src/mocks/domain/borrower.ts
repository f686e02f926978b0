/** The borrower as the lending rules see them: onboarding step, quota, whether they may apply now. */
import type { LoanInfoResponse } from '@/features/account/api';
import { INCOME_OPTIONS } from '@/features/onboarding/api';
import { STEP_DONE, onboardingProgress, type StepInfo } from '@/shared/api/stepInfo';
import { PEOPLE } from '../data';
import type { Identity, UserRecord } from '../model';
import { hash, makeIin } from '../util';
import { isLent, isUndecided } from './lending';
import { quotaFor } from './money';

/** The borrower's step data as the API answers it (getStepInfo, userStepData, uploadPhoto). */
export function stepInfoOf(user: UserRecord): StepInfo {
  const income = INCOME_OPTIONS.find((o) => o.id === user.work?.monthIncome);
  return {
    month_income: income ? income.min : null,
    relatives_2_name: user.contacts[1]?.name ?? null,
    relatives_2_phone: user.contacts[1]?.phone ?? null,
    idphoto_1: user.photos.idphoto_1,
    idphoto_2: user.photos.idphoto_2,
    headphoto: user.photos.headphoto,
  };
}

/** userData.step by the app's own rule (shared/api/stepInfo.ts), so client and sandbox cannot disagree. */
export function stepOf(user: UserRecord): number {
  return onboardingProgress(stepInfoOf(user)).step;
}

export function repaidCount(user: UserRecord): number {
  return user.orders.filter((o) => o.phase === 'repaid').length;
}

export function quotaOf(user: UserRecord): number {
  return quotaFor(repaidCount(user));
}

/** When a rejected borrower may apply again (ms), or null when nothing holds them back. */
export function reapplyAt(user: UserRecord, now: number): number | null {
  const last = user.orders[0];
  return last?.phase === 'rejected' && last.reapplyAt !== null && now < last.reapplyAt ? last.reapplyAt : null;
}

/** Why this borrower cannot apply now, or null. */
export function blockReason(user: UserRecord, now: number): LoanInfoResponse['blockReason'] {
  if (stepOf(user) !== STEP_DONE) return 'onboarding';
  const last = user.orders[0];
  if (last) {
    if (isUndecided(last.phase)) return 'in_review';
    if (isLent(last.phase) && last.phase !== 'repaid') return 'active_loan';
    if (reapplyAt(user, now) !== null) return 'rejected';
  }
  if (!user.card) return 'no_card';
  return null;
}

/** Identity a recognised ID of this borrower shows: deterministic per phone, with a valid IIN. */
export function recognisedIdentity(phone: string): Identity {
  const h = hash(phone);
  const person = PEOPLE[h % PEOPLE.length] ?? PEOPLE[0];
  const year = 1980 + (h % 22);
  const month = String(1 + ((h >>> 5) % 12)).padStart(2, '0');
  const day = String(1 + ((h >>> 9) % 28)).padStart(2, '0');
  const birthDate = `${year}-${month}-${day}`;
  return {
    iin: makeIin(birthDate, person.female, h >>> 13),
    surname: person.surname,
    name: person.name,
    patronymic: person.patronymic,
    birthDate,
  };
}
