import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { Tenge } from '@/shared/api/tenge';

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
 * The six figures of an offer, as `confirm` answers them and the cost card repeats them: amounts in whole tenge
 * (src/shared/api/tenge.ts, issue 29 L2), as every figure the app shows; a fractional or negative one is a wrong
 * answer, the read's error state.
 */
export const QuoteFigures = {
  amount: Tenge,
  days: z.number(),
  /** Reward of the whole term, tenge (before the coupon's discount). */
  interest: Tenge,
  serviceFee: Tenge,
  discount: Tenge,
  repayAmount: Tenge,
  /** Paid out to the card (the withdrawal amount). */
  receiveAmount: Tenge,
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
  overpayment: Tenge,
  penalty: z.object({
    /** Per overdue day, percent of the overdue principal. */
    ratePercent: z.number(),
    /** One overdue day's penalty with nothing paid, tenge: the most a day can add. */
    perDay: Tenge,
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
    /** Fee for repaying early, tenge: the law allows none. */
    fee: Tenge,
    minPartPayment: Tenge,
    /** The reward of one day on the whole principal: an early repayment pays the days used. */
    rewardPerDay: Tenge,
  }),
  /** Overpayment cap: reward and penalty together never exceed `amount` (tenge), `percent` of the principal. */
  cap: z.object({ percent: z.number(), amount: Tenge }),
  /** The most the loan can ever cost: principal + cap. */
  maxTotal: Tenge,
  /** The repayment schedule: one row for a single-payment loan. */
  schedule: z.array(z.object({ date: z.string(), principal: Tenge, reward: Tenge, total: Tenge })),
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
