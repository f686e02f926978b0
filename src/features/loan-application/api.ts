import * as z from 'zod/mini';
import { Tenge } from '@/shared/api/tenge';
import { HardshipSummary } from '@/shared/api/hardship';
import { CostRequest, QuoteFigures } from '@/shared/api/cost';
import { Order } from '@/shared/api/order';
import { CouponList } from '@/shared/api/coupon';
import { endpoint } from '@/lib/http';
import { LOAN_HOME_PATH } from '@/shared/api/earlyReads';

// POST /api/loan/lastOrder: shared with the screens outside this feature that follow an order (src/shared/api/orderApi.ts)
export { lastOrder, LastOrderRequest, LastOrderResponse } from '@/shared/api/orderApi';

// POST /api/loan/getContractInfo: src/shared/api/contract.ts (My loans lists each loan's contract too)
export { ContractInfoRequest, ContractInfoResponse, getContractInfo } from '@/shared/api/contract';

// POST /api/loan/userInfo: what the Loans tab shows (the app shows a loading indicator)
export const HomeStage = z.enum(['onboarding', 'no_card', 'can_apply', 'in_review', 'supplement', 'rejected', 'has_loan']);
export type HomeStage = z.infer<typeof HomeStage>;
export type LoanUserInfoRequest = void;
/**
 * What the tab headlines for a loan being repaid (our assumption, docs/api.md "The Loans tab's loan
 * headline"): the server's figures, so the tab, the Me tab and the repayment page never disagree.
 */
export const LoanDue = z.object({
  /** Owed on the due date if nothing more is paid before (user/info currentLoan.repayAmount); owed now once overdue. */
  dueAmount: Tenge,
  /** What repaying in full today saves against dueAmount (0 once overdue), tenge. */
  saving: Tenge,
  /** Kazakhstan calendar days to the due date: 0 on the day and once overdue. */
  daysLeft: z.number(),
  /** The due date is near enough for the tab to say so (the server's window). */
  dueSoon: z.boolean(),
  extension: z.object({
    /** An extension can be paid now. */
    available: z.boolean(),
    /** 'YYYY-MM-DD': the day it becomes possible when it is not yet; null when available or it will not open. */
    opensOn: z.nullable(z.string()),
  }),
  /** «Не могу платить» (issue 26): optional; without it the card asks /api/loan/hardship/status itself. */
  hardship: z.optional(HardshipSummary),
});
export type LoanDue = z.infer<typeof LoanDue>;
export const LoanUserInfoResponse = z.object({
  stage: HomeStage,
  /** 0..100 as userData.step: 100 when the three onboarding groups are complete. */
  step: z.number(),
  quota: z.number(),
  order: z.nullable(Order),
  reapplyAt: z.nullable(z.string()),
  /** For an order being repaid (awaiting repayment, overdue); null otherwise. Optional: without it the tab shows today's figure only. */
  due: z.optional(z.nullable(LoanDue)),
});
export type LoanUserInfoResponse = z.infer<typeof LoanUserInfoResponse>;
export const loanUserInfo = endpoint<LoanUserInfoRequest, LoanUserInfoResponse>(LOAN_HOME_PATH, LoanUserInfoResponse, {
  read: true,
});

/* ------------------------------------------------------------------ products */

// POST /api/prod/productInfoForH5: src/shared/api/product.ts (the landing pages and the instructions read it too)
export { ProductInfoResponse, productInfoForH5, type ProductInfoRequest } from '@/shared/api/product';

// POST /api/prod/confirm: quote for an amount and term (nothing is created)
export const QuoteRequest = CostRequest;
export type QuoteRequest = z.infer<typeof QuoteRequest>;
export const QuoteResponse = z.object(QuoteFigures);
export type QuoteResponse = z.infer<typeof QuoteResponse>;
export const confirmQuote = endpoint<QuoteRequest, QuoteResponse>('/api/prod/confirm', QuoteResponse, { read: true });

// POST /api/prod/cost: the whole cost of a loan before it is taken (the cost card), our assumption; declared in
// src/shared/api/cost.ts (the landing page shows it too)
export { CostRequest, CostResponse, loanCost } from '@/shared/api/cost';

// POST /api/prod/submitOrder: creates the loan application. Send an Idempotency-Key (CallOptions.idempotencyKey).
export const SubmitOrderRequest = z.object({
  amount: z.number(),
  days: z.number(),
  couponId: z.optional(z.string()),
  /** The credit-bureau application the server asked for (4008), once it has its answer. */
  fcbApplicationId: z.optional(z.string()),
});
export type SubmitOrderRequest = z.infer<typeof SubmitOrderRequest>;
export const SubmitOrderResponse = z.object({ order: Order });
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;
export const submitOrder = endpoint<SubmitOrderRequest, SubmitOrderResponse>('/api/prod/submitOrder', SubmitOrderResponse, {
  creates: true,
});

/* ------------------------------------------------------------------ credit bureau (FCB) */

export const FcbStatus = z.enum(['created', 'signed', 'processing', 'approved', 'rejected']);
export type FcbStatus = z.infer<typeof FcbStatus>;
export const FcbApplication = z.object({
  applicationId: z.string(),
  status: FcbStatus,
  /** Credit score 0..1000 once processed. */
  score: z.nullable(z.number()),
});
export type FcbApplication = z.infer<typeof FcbApplication>;

// POST /api/fcb/application/create: consent request to the First Credit Bureau
export const FcbCreateRequest = z.object({ amount: z.number(), days: z.number() });
export type FcbCreateRequest = z.infer<typeof FcbCreateRequest>;
export const fcbCreate = endpoint<FcbCreateRequest, FcbApplication>('/api/fcb/application/create', FcbApplication, {
  creates: true,
});

// POST /api/fcb/application/sign: the borrower signs the consent (with the SMS code when asked)
export const FcbSignRequest = z.object({ applicationId: z.string(), code: z.optional(z.string()) });
export type FcbSignRequest = z.infer<typeof FcbSignRequest>;
export const fcbSign = endpoint<FcbSignRequest, FcbApplication>('/api/fcb/application/sign', FcbApplication);

// POST /api/fcb/session/status
export const FcbStatusRequest = z.object({ applicationId: z.string() });
export type FcbStatusRequest = z.infer<typeof FcbStatusRequest>;
export const fcbStatus = endpoint<FcbStatusRequest, FcbApplication>('/api/fcb/session/status', FcbApplication, {
  read: true,
});

/* ------------------------------------------------------------------ coupons on the application */

// POST /coupon/getAppIndexCoupon: src/shared/api/coupon.ts (the Loans tab pop-up reads it too)
export { IndexCouponResponse, getAppIndexCoupon, type IndexCouponRequest } from '@/shared/api/coupon';

// POST /coupon/getApplyListCoupon: coupons usable on a new loan of this amount
export const ApplyCouponsRequest = z.object({ amount: z.number(), days: z.number() });
export type ApplyCouponsRequest = z.infer<typeof ApplyCouponsRequest>;
export const getApplyListCoupon = endpoint<ApplyCouponsRequest, CouponList>('/coupon/getApplyListCoupon', CouponList, {
  read: true,
});
