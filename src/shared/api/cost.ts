import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/**
 * The whole cost of a loan before it is taken, for an amount and term: one answer for the cost card on the
 * landing page, the loan application's offer and the top of the contract (docs/api.md, "The cost card").
 * Our assumption: the spec has no such call (its `confirm` gives the six figures only, and needs a session).
 */

/** A part of what is owed, as a payment covers them. */
export const PaymentPart = z.enum(['penalty', 'reward', 'principal']);
export type PaymentPart = z.infer<typeof PaymentPart>;

// POST /api/prod/cost (works without a token: the landing page shows it)
export const CostRequest = z.object({ amount: z.number(), days: z.number(), couponId: z.optional(z.string()) });
export type CostRequest = z.infer<typeof CostRequest>;
/**
 * The six figures of an offer, as `confirm` answers them and the cost card repeats them. Plain numbers, not the
 * whole-tenge schema (src/shared/api/tenge.ts) of what is owed and paid: the landing's lazy budget has no room for it,
 * and these are a preview the order's own figures then confirm.
 */
export const QuoteFigures = {
  amount: z.number(),
  days: z.number(),
  /** Reward of the whole term, tenge (before the coupon's discount). */
  interest: z.number(),
  serviceFee: z.number(),
  discount: z.number(),
  repayAmount: z.number(),
  /** Paid out to the card (the withdrawal amount). */
  receiveAmount: z.number(),
  /** 'YYYY-MM-DD' if paid out today. */
  dueDate: z.string(),
  /** ГЭСВ of this offer, percent: ((repayAmount / receiveAmount)^(365 / days) − 1) × 100, 2 decimals. */
  aprPercent: z.number(),
  /** Nominal reward rate per annum, percent. */
  annualRatePercent: z.number(),
};

export const CostResponse = z.object({
  ...QuoteFigures,
  /** repayAmount − receiveAmount. */
  overpayment: z.number(),
  penalty: z.object({
    /** Per overdue day, percent of the overdue principal. */
    ratePercent: z.number(),
    /** One overdue day's penalty with nothing paid, tenge: the most a day can add. */
    perDay: z.number(),
    /** The first day it accrues (the day after the due date). */
    startsOn: z.string(),
    /** It accrues on at most this many consecutive overdue days; `lastDay` is the last. */
    maxDays: z.number(),
    lastDay: z.string(),
  }),
  early: z.object({
    /** Early repayment allowed in full, and in part (from `minPartPayment`). */
    whole: z.boolean(),
    part: z.boolean(),
    /** z.number(); the law allows none. */
    fee: z.number(),
    minPartPayment: z.number(),
    /** The reward of one day on the whole principal: an early repayment pays the days used. */
    rewardPerDay: z.number(),
  }),
  /** Overpayment cap: reward and penalty together never exceed `amount` (tenge), `percent` of the principal. */
  cap: z.object({ percent: z.number(), amount: z.number() }),
  /** The most the loan can ever cost: principal + cap. */
  maxTotal: z.number(),
  /** The repayment schedule: one row for a single-payment loan. */
  schedule: z.array(z.object({ date: z.string(), principal: z.number(), reward: z.number(), total: z.number() })),
  /** The order a payment is applied in. */
  paymentOrder: z.array(PaymentPart),
});
export type CostResponse = z.infer<typeof CostResponse>;
export const loanCost = endpoint<CostRequest, CostResponse>('/api/prod/cost', CostResponse, { read: true });

/**
 * What the cost card shows: the answer, or, while the borrower moves the amount, a preview of it made with
 * the server's own formulas and numbers, which has no ГЭСВ (null until the answer).
 */
export type CostFigures = Omit<CostResponse, 'aprPercent' | 'annualRatePercent'> & {
  aprPercent: number | null;
  annualRatePercent: number | null;
};
