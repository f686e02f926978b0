import * as z from 'zod/mini';

/** The answer to every call that sends the borrower an SMS code (sign-in, signing a confirmation). */
export const SmsCodeSent = z.object({
  /** Seconds before the borrower may ask again (60). */
  resendAfter: z.number(),
  /** Digits in the code (4). */
  codeLength: z.number(),
});
export type SmsCodeSent = z.infer<typeof SmsCodeSent>;
