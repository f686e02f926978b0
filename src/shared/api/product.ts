import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/** The product as the server publishes it: limits, terms and rates (the offer, the landing pages, the instructions). */

/**
 * The default offer worked through by the server, so the instructions can show an honest example without
 * computing money on the client: what is received and repaid, the reward by the day and for the term, an
 * early repayment, an on-time extension's fee and the overdue charge, all for this one amount.
 */
export const ProductExample = z.object({
  amount: z.number(),
  days: z.number(),
  /** Reward of the whole term, tenge. */
  interest: z.number(),
  serviceFee: z.number(),
  receiveAmount: z.number(),
  repayAmount: z.number(),
  /** ГЭСВ of this offer, percent. */
  aprPercent: z.number(),
  /** Reward of one day, tenge. */
  interestPerDay: z.number(),
  /** The same loan repaid in full `days` days after the payout: the reward of those days only. */
  early: z.object({ days: z.number(), interest: z.number(), repayAmount: z.number() }),
  /** What an extension paid on the due date costs: the reward accrued by then (no fee of its own). */
  extensionFee: z.number(),
  /** With nothing paid: the penalty of the first overdue day, and all it comes to once it stops (after `penaltyMaxDays`). */
  penaltyPerDay: z.number(),
  penaltyMax: z.number(),
});
export type ProductExample = z.infer<typeof ProductExample>;

/** The signed-in borrower's loyalty: the limit, how it grows, the coupons, the referral channel. */
export const ProductLoyalty = z.object({
  /** Current limit, tenge. */
  quota: z.number(),
  repaidCount: z.number(),
  /** The limit after one more loan is repaid; null once the limit is the highest. */
  nextQuota: z.nullable(z.number()),
  /** Coupons received so far (any status), and those usable now. */
  couponsEarned: z.number(),
  couponsAvailable: z.number(),
  /** What a link this borrower shares carries as `channel`: an opaque code, never personal data. */
  referralChannel: z.nullable(z.string()),
});
export type ProductLoyalty = z.infer<typeof ProductLoyalty>;

// POST /api/prod/productInfoForH5 (works without a token: the landing page shows it)
export type ProductInfoRequest = void;
export const ProductInfoResponse = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  amountStep: z.number(),
  defaultAmount: z.number(),
  terms: z.array(z.number()),
  defaultDays: z.number(),
  /** Interest per day, percent of the principal (0.15 = 0.15 %), of the default offer's amount (`rates` for any other). */
  dailyRatePercent: z.number(),
  /**
   * The reward rate by the amount (the law caps the ГЭСВ lower above 45 MRP): each tier holds for amounts up to
   * `upToAmount` tenge included, the last one (null) for any larger amount; in ascending order. Optional: an
   * answer without it has one rate, `dailyRatePercent`.
   */
  rates: z.optional(z.array(z.object({ upToAmount: z.nullable(z.number()), dailyRatePercent: z.number(), annualRatePercent: z.number() }))),
  /** Annual effective rate (ГЭСВ) of the default offer, percent. */
  aprPercent: z.number(),
  /** Nominal reward rate per annum, percent (daily rate × 365). */
  annualRatePercent: z.number(),
  /** Penalty per overdue day, percent of the overdue principal. */
  penaltyRatePercent: z.number(),
  // Added for the instructions and the loyalty page (issue 11); optional, so an answer without them still reads.
  /** A new borrower's limit, its growth per repaid loan and its highest value, tenge. */
  firstQuota: z.optional(z.number()),
  quotaStep: z.optional(z.number()),
  maxQuota: z.optional(z.number()),
  /** Smallest partial repayment, tenge (less only when it is everything owed). */
  minPartPayment: z.optional(z.number()),
  /** The overdue charge accrues on at most this many consecutive overdue days. */
  penaltyMaxDays: z.optional(z.number()),
  /**
   * Reward and penalty together, over a loan's life (extensions included), never exceed this percent of the
   * principal issued (issue 24; optional like the fields above).
   */
  overpaymentCapPercent: z.optional(z.number()),
  /** Extension rules: the window around the due date (days), extensions per loan, the terms offered. */
  extension: z.optional(
    z.object({ opensDaysBefore: z.number(), closesDaysAfter: z.number(), maxExtensions: z.number(), terms: z.array(z.number()) }),
  ),
  defaultOffer: z.optional(ProductExample),
  /** Null signed out. */
  loyalty: z.optional(z.nullable(ProductLoyalty)),
});
export type ProductInfoResponse = z.infer<typeof ProductInfoResponse>;
export const productInfoForH5 = endpoint<ProductInfoRequest, ProductInfoResponse>(
  '/api/prod/productInfoForH5',
  ProductInfoResponse,
  { read: true },
);
