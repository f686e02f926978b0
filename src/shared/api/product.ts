import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/** The product as the server publishes it: limits, terms and rates (the offer, the landing pages, the instructions). */

// POST /api/prod/productInfoForH5 (works without a token: the landing page shows it)
export type ProductInfoRequest = void;
export const ProductInfoResponse = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  amountStep: z.number(),
  defaultAmount: z.number(),
  terms: z.array(z.number()),
  defaultDays: z.number(),
  /** Interest per day, percent of the principal (0.15 = 0.15 %). */
  dailyRatePercent: z.number(),
  /** Annual effective rate (ГЭСВ) of the default offer, percent. */
  aprPercent: z.number(),
  /** Nominal reward rate per annum, percent (daily rate × 365). */
  annualRatePercent: z.number(),
  /** Penalty per overdue day, percent of the principal. */
  penaltyRatePercent: z.number(),
});
export type ProductInfoResponse = z.infer<typeof ProductInfoResponse>;
export const productInfoForH5 = endpoint<ProductInfoRequest, ProductInfoResponse>(
  '/api/prod/productInfoForH5',
  ProductInfoResponse,
  { read: true },
);
