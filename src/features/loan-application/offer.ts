import type { CostFigures, CostResponse } from '@/shared/api/cost';
import { addDaysIso, kzDay } from '@/utils/kzDate';

export { addDaysIso, kzDay };
/**
 * The offer a borrower is choosing, pure. Limits, steps, terms and the daily rates all come from the
 * server (`productInfoForH5`); the reward formula is the server's own (docs/api.md, "Money rules"), used
 * only to preview while the thumb moves. What is shown before the loan is taken is the server's quote.
 */

export interface ProductTerms {
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  defaultAmount: number;
  terms: readonly number[];
  defaultDays: number;
  dailyRatePercent: number;
  /** The rate by the amount, when the server sends it (`productInfoForH5` `rates`). */
  rates?: readonly { upToAmount: number | null; dailyRatePercent: number }[];
}

/** The server's daily rate for a loan of `amount`: its tier's (`rates`, ascending), else the one rate it sends. */
export function dailyRatePercentFor(amount: number, p: Pick<ProductTerms, 'dailyRatePercent' | 'rates'>): number {
  for (const tier of p.rates ?? []) if (tier.upToAmount === null || amount <= tier.upToAmount) return tier.dailyRatePercent;
  return p.dailyRatePercent;
}

/** The nearest amount the server accepts: on its step from the minimum, within min..max. */
export function snapAmount(value: number, p: Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep'>): number {
  const step = p.amountStep > 0 ? p.amountStep : 1;
  // The highest amount on the step grid that does not pass the maximum (a quota may sit off the grid).
  const top = p.minAmount + Math.floor(Math.max(0, p.maxAmount - p.minAmount) / step) * step;
  if (!Number.isFinite(value)) return p.minAmount;
  const snapped = p.minAmount + Math.round((value - p.minAmount) / step) * step;
  return Math.min(top, Math.max(p.minAmount, snapped));
}

/** The offered term nearest to `days` (the shorter one on a tie); the default when there are none. */
export function snapTerm(days: number, terms: readonly number[], fallback: number): number {
  if (terms.length === 0) return fallback;
  let best = terms[0]!;
  for (const t of terms) if (Math.abs(t - days) < Math.abs(best - days) || (Math.abs(t - days) === Math.abs(best - days) && t < best)) best = t;
  return best;
}


export interface OfferPreview {
  amount: number;
  days: number;
  interest: number;
  repayAmount: number;
  dueDate: string;
}

/** The server's reward formula, round(amount × daily rate × days), for the figures under the thumb. */
export function previewOffer(amount: number, days: number, dailyRatePercent: number, today: string): OfferPreview {
  const interest = Math.round((amount * dailyRatePercent * days) / 100);
  return { amount, days, interest, repayAmount: amount + interest, dueDate: addDaysIso(today, days) };
}

/**
 * The cost card under the thumb: the last answer's rules (penalty rate and days, cap share, early repayment
 * terms, payment order) with the server's formulas for `amount` and `days` (docs/api.md, "The cost card").
 * No ГЭСВ and no coupon discount: those wait for the answer for this amount.
 */
export function previewCost(base: CostResponse, amount: number, days: number, dailyRatePercent: number, today: string): CostFigures {
  const offer = previewOffer(amount, days, dailyRatePercent, today);
  const cap = Math.floor((amount * base.cap.percent) / 100);
  return {
    amount,
    days,
    interest: offer.interest,
    serviceFee: base.serviceFee,
    discount: 0,
    repayAmount: offer.repayAmount + base.serviceFee,
    receiveAmount: amount,
    dueDate: offer.dueDate,
    aprPercent: null,
    annualRatePercent: null,
    overpayment: offer.interest + base.serviceFee,
    penalty: {
      ...base.penalty,
      perDay: Math.round((amount * base.penalty.ratePercent) / 100),
      startsOn: addDaysIso(offer.dueDate, 1),
      lastDay: addDaysIso(offer.dueDate, base.penalty.maxDays),
    },
    early: { ...base.early, rewardPerDay: previewOffer(amount, 1, dailyRatePercent, today).interest },
    cap: { percent: base.cap.percent, amount: cap },
    maxTotal: amount + cap,
    schedule: [{ date: offer.dueDate, principal: amount, reward: offer.interest, total: offer.repayAmount + base.serviceFee }],
    paymentOrder: base.paymentOrder,
  };
}
