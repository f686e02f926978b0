/** Spec section 4: the three onboarding groups and the step value. */
export interface StepInfo {
  month_income?: number | string | null;
  relatives_2_name?: string | null;
  relatives_2_phone?: string | null;
  idphoto_1?: string | null;
  idphoto_2?: string | null;
  headphoto?: string | null;
}

export const STEP_DONE = 100;

const present = (v: unknown): boolean => v !== null && v !== undefined && String(v).trim() !== '';

export interface OnboardingProgress {
  /** [work/income, contacts, identity] */
  groups: [boolean, boolean, boolean];
  completed: number;
  /** 100 when all three groups are complete, otherwise the number of complete groups. */
  step: number;
}

export function onboardingProgress(info: StepInfo | null | undefined): OnboardingProgress {
  const s = info ?? {};
  const income = s.month_income;
  const incomeNum = typeof income === 'number' ? income : present(income) ? Number(income) : NaN;
  const work = Number.isFinite(incomeNum) && incomeNum >= 0;
  const contacts = present(s.relatives_2_name) && present(s.relatives_2_phone);
  const identity = present(s.idphoto_1) && present(s.idphoto_2) && present(s.headphoto);
  const groups: [boolean, boolean, boolean] = [work, contacts, identity];
  const completed = groups.filter(Boolean).length;
  return { groups, completed, step: completed === 3 ? STEP_DONE : completed };
}
