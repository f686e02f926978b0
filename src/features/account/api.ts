import * as z from 'zod/mini';
import { Tenge } from '@/shared/api/tenge';
import { LENDING_STATUSES } from '@/shared/api/order';
import { Empty } from '@/shared/api/common';
import { endpoint } from '@/lib/http';


// POST /api/user/info (no payload)
export const UserCard = z.object({
  bankName: z.string(),
  first6: z.string(),
  last4: z.string(),
  brand: z.enum(['visa', 'mastercard']),
  holder: z.string(),
});
export const CurrentLoanStatus = z.enum(LENDING_STATUSES);
export type CurrentLoanStatus = z.infer<typeof CurrentLoanStatus>;
export const UserInfoResponse = z.object({
  phone: z.string(),
  surname: z.nullable(z.string()),
  name: z.nullable(z.string()),
  patronymic: z.nullable(z.string()),
  iin: z.nullable(z.string()),
  /** 'YYYY-MM-DD' */
  birthDate: z.nullable(z.string()),
  /** True once the identity was recognised from the ID or the citizen library: the form shows it read-only. */
  identityLocked: z.boolean(),
  /** Option ids: see INCOME_OPTIONS, EDUCATION_OPTIONS, EMPLOYMENT_OPTIONS, LOAN_PURPOSE_OPTIONS in onboarding/api.ts. */
  monthIncome: z.nullable(z.string()),
  education: z.nullable(z.string()),
  employment: z.nullable(z.string()),
  loanPurpose: z.nullable(z.string()),
  email: z.nullable(z.string()),
  address: z.nullable(z.object({ region: z.string(), city: z.string(), street: z.string(), detail: z.string() })),
  contacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
  card: z.nullable(UserCard),
  /** The newest order that reached a decision to lend; null while none, or while the newest is in review. */
  currentLoan: z.nullable(
    z.object({
      orderNo: z.string(),
      status: CurrentLoanStatus,
      amount: Tenge,
      /** Owed on the due date if nothing is paid before (what is owed now once overdue). */
      repayAmount: Tenge,
      /** 'YYYY-MM-DD' */
      dueDate: z.string(),
    }),
  ),
});
export type UserInfoRequest = void;
export type UserInfoResponse = z.infer<typeof UserInfoResponse>;
export const userInfo = endpoint<UserInfoRequest, UserInfoResponse>('/api/user/info', UserInfoResponse, { read: true });

// POST /api/index/deleteLogin
export type DeleteLoginRequest = void;
export const DeleteLoginResponse = Empty;
export type DeleteLoginResponse = Empty;
export const deleteLogin = endpoint<DeleteLoginRequest, DeleteLoginResponse>('/api/index/deleteLogin', Empty);

// POST /api/user/uploadDeviceInfo: declared in src/features/analytics/api.ts (its one caller)

// POST /api/user/loaninfo: this borrower's limits and whether they may apply now
export type LoanInfoRequest = void;
export const LoanInfoResponse = z.object({
  /** Highest amount this borrower may take now, tenge. */
  quota: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  amountStep: z.number(),
  /** Allowed terms in days. */
  terms: z.array(z.number()),
  canApply: z.boolean(),
  /** Why canApply is false. */
  blockReason: z.nullable(z.enum(['onboarding', 'no_card', 'active_loan', 'in_review', 'rejected'])),
  /** ISO date-time after which a rejected borrower may apply again (7 days after rejection). */
  reapplyAt: z.nullable(z.string()),
  /** Loans repaid so far. */
  repaidCount: z.number(),
});
export type LoanInfoResponse = z.infer<typeof LoanInfoResponse>;
export const loanInfo = endpoint<LoanInfoRequest, LoanInfoResponse>('/api/user/loaninfo', LoanInfoResponse, {
  read: true,
});

// POST /api/index/getConfigForFront (works without a token)
export const ConfigResponse = z.object({
  IDcodeShow: z.string(),
  codetext: z.string(),
  repayment: z.string(),
  withdrawal: z.string(),
  personalInfo: z.string(),
  educationInfo: z.string(),
  emailinfo: z.string(),
  locationinfo: z.string(),
  /** Android version, dots: '1.1.7'. */
  ver: z.string(),
  verIos: z.string(),
  /**
   * Our assumption (docs/api.md, "Card binding on the provider's page"): how the payout card is added. 'hosted': on
   * the payment provider's card page in the frame; 'form', absent or anything else: the spec's card form.
   */
  cardBinding: z.optional(z.string()),
});
export type ConfigRequest = void;
export type ConfigResponse = z.infer<typeof ConfigResponse>;
export const getConfigForFront = endpoint<ConfigRequest, ConfigResponse>(
  '/api/index/getConfigForFront',
  ConfigResponse,
  { read: true },
);
