import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import type { StepInfo } from '@/shared/api/stepInfo';

/** The borrower's onboarding step data (spec section 3); the rule that reads it is in stepInfo.ts. */
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

// POST /api/user/getStepInfo (spec: used after login and by onboarding, once with extra flags)
export const GetStepInfoRequest = z.object({ withFlags: z.optional(z.boolean()) });
export type GetStepInfoRequest = z.infer<typeof GetStepInfoRequest>;
export const getStepInfo = endpoint<GetStepInfoRequest | void, StepInfo>('/api/user/getStepInfo', StepInfoSchema, {
  read: true,
});
