import type * as z from 'zod/mini';
// Type-only: the first screen uses the rule without loading zod or the HTTP client.
import type { StepInfoSchema } from '@/shared/api/stepInfoApi';
import { paths, withQuery } from '@/config/paths';

/**
 * The borrower's onboarding step data (spec section 3) and the one rule that turns it into progress
 * and `step` (spec section 4). The client (userData, the Loans tab, onboarding) and the sandbox both
 * use these, so "step" means the same thing everywhere.
 */
export type StepInfo = z.infer<typeof StepInfoSchema>;

/** userData.step once all three groups are complete (spec). */
export const STEP_DONE = 100;
export const GROUP_COUNT = 3;

/** The three onboarding groups, in the order the borrower fills them. */
export const GROUPS = ['work', 'contacts', 'identity'] as const;
export type Group = (typeof GROUPS)[number];

/** Only text or a number counts as present (persisted data from another version may hold anything). */
const present = (v: unknown): boolean => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

export interface OnboardingProgress {
  /** [work/income, contacts, identity] complete or not. */
  groups: [boolean, boolean, boolean];
  /** How many groups are complete (what "2 of 3" shows). */
  completed: number;
  /**
   * userData.step: STEP_DONE (100) when all three groups are complete, otherwise the index of the first
   * incomplete group (0 work, 1 contacts, 2 identity): where onboarding continues.
   */
  step: number;
}

/**
 * Spec section 4: group 0 is complete when month_income is present and >= 0; group 1 when the second
 * relative's name and phone are present; group 2 when both ID photos and the head photo are present.
 * Tolerates partial or stale data (a persisted userData from an older version).
 */
export function onboardingProgress(info: Partial<Record<keyof StepInfo, unknown>> | null | undefined): OnboardingProgress {
  const s = info ?? {};
  const income = s.month_income;
  const incomeNum = !present(income) ? NaN : typeof income === 'number' ? income : Number(income);
  const work = Number.isFinite(incomeNum) && incomeNum >= 0;
  const contacts = present(s.relatives_2_name) && present(s.relatives_2_phone);
  const identity = present(s.idphoto_1) && present(s.idphoto_2) && present(s.headphoto);
  const groups: [boolean, boolean, boolean] = [work, contacts, identity];
  const completed = groups.filter(Boolean).length;
  const firstIncomplete = groups.indexOf(false);
  return { groups, completed, step: firstIncomplete === -1 ? STEP_DONE : firstIncomplete };
}

/** Where onboarding continues for a step value (userData.step): the first incomplete group's page. */
export function nextOnboardingPath(step: number): string {
  if (step === STEP_DONE) return paths.root;
  if (step === 0) return paths.info.info;
  if (step === 1) return withQuery(paths.info.info, { group: 'contacts' });
  return paths.info.photoCard;
}

