import * as z from 'zod/mini';

/**
 * The borrower's onboarding step data (spec section 3), as getStepInfo, userStepData and uploadPhoto
 * answer it. Shared by the account and onboarding slices.
 */
export const StepInfoSchema = z.object({
  /** Lower bound of the chosen income band in tenge (0 for 'under 70 000'); group 0 is complete when >= 0. */
  month_income: z.nullable(z.number()),
  relatives_2_name: z.nullable(z.string()),
  relatives_2_phone: z.nullable(z.string()),
  /** URLs of the uploaded ID front, ID back and selfie. */
  idphoto_1: z.nullable(z.string()),
  idphoto_2: z.nullable(z.string()),
  headphoto: z.nullable(z.string()),
});
export type StepInfoData = z.infer<typeof StepInfoSchema>;
