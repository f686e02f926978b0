import * as z from 'zod/mini';
import { SmsCodeSent } from '@/shared/api/smsCode';
import { endpoint } from '@/lib/http';

/** Borrower phone as the API expects it: 11 digits, '7' then the 10-digit national number. */
export const PHONE_PATTERN = /^7\d{10}$/;

/** Server answer codes of this domain (docs/api.md). */
export const AUTH_ERROR = {
  sendFailed: 1001,
  wrongCode: 1002,
  tooManyRequests: 1003,
  codeExpired: 1004,
  invalidPhone: 1005,
} as const;

// POST /api/index/sendCode
export const SendCodeRequest = z.object({ phone: z.string() });
export type SendCodeRequest = z.infer<typeof SendCodeRequest>;
export const SendCodeResponse = SmsCodeSent;
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;
export const sendCode = endpoint<SendCodeRequest, SendCodeResponse>('/api/index/sendCode', SendCodeResponse);

// POST /api/index/login
export const LoginRequest = z.object({
  phone: z.string(),
  code: z.string(),
  /**
   * OUR ASSUMPTION (docs/api.md, "Consents and devices"): the sign-in form's separate marketing tick, never
   * pre-ticked. true gives the marketing consent, false withdraws it; absent (an older app) leaves it as it was.
   */
  marketing: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = z.object({
  token: z.string(),
  phone: z.string(),
  /** True when this login created the borrower (first login, or first after account deletion). */
  isNew: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
export const login = endpoint<LoginRequest, LoginResponse>('/api/index/login', LoginResponse);
