/**
 * The sandbox's money rules, pure. Amounts are whole tenge; the numbers come from PRODUCT (data.ts), which
 * productInfoForH5 also publishes, so what the app shows and what the sandbox charges cannot drift apart.
 *
 * Overdue charge (пеня): PRODUCT.penaltyRate (0.5 %) of the principal as issued, for every calendar day
 * (Kazakhstan time) after the due date, on at most PRODUCT.penaltyMaxDays (90) days, so it never exceeds
 * 45 % of the principal. 0.5 % a day is the usual ceiling of Kazakh microcredit contracts; the principal as
 * base and the 90-day stop are this sandbox's rule (docs/api.md, "Money rules").
 */
import { PRODUCT } from '../data';
import { addDays, daysBetween } from '../util';

export const roundTenge = (x: number): number => Math.round(x);

/** Reward (interest) for lending `amount` for `days`: PRODUCT.dailyRate a day on the principal. */
export function rewardFor(amount: number, days: number): number {
  return roundTenge(amount * PRODUCT.dailyRate * days);
}

/** Whole days past the due date, 0 when not yet due. Dates are 'YYYY-MM-DD' in Kazakhstan time. */
export function overdueDays(dueDate: string | null, today: string): number {
  return dueDate ? Math.max(0, daysBetween(dueDate, today)) : 0;
}

/** The overdue charge for `days` days late on `principal` (the rule in the header). */
export function overdueCharge(principal: number, days: number): number {
  const charged = Math.min(Math.max(0, Math.floor(days)), PRODUCT.penaltyMaxDays);
  return roundTenge(principal * PRODUCT.penaltyRate * charged);
}

/** A coupon discounts the reward only, never the principal. */
export function couponDiscount(couponAmount: number, reward: number): number {
  return Math.max(0, Math.min(couponAmount, reward));
}

export interface OwedParts {
  principal: number;
  reward: number;
  serviceFee: number;
  overdueCharge: number;
  /** Coupon discounts (application and repayment). */
  discount: number;
  /** Already paid by partial repayments. */
  paid: number;
}

export interface Owed extends OwedParts {
  /** principal + reward + serviceFee + overdueCharge - discount - paid, never below 0. */
  total: number;
}

export function owed(parts: OwedParts): Owed {
  const total = parts.principal + parts.reward + parts.serviceFee + parts.overdueCharge - parts.discount - parts.paid;
  return { ...parts, total: Math.max(0, total) };
}

/** Fee of an extension: what the current period cost (reward and overdue charge, less discounts). */
export function extensionFee(reward: number, charge: number, discount: number): number {
  return Math.max(0, reward + charge - discount);
}

/** Credit limit: PRODUCT.firstQuota for a new borrower, + quotaStep per repaid loan, up to maxAmount. */
export function quotaFor(repaidCount: number): number {
  return Math.min(PRODUCT.maxAmount, PRODUCT.firstQuota + Math.max(0, repaidCount) * PRODUCT.quotaStep);
}

/** The amount and term a borrower may ask for within `quota`. */
export function termsAllowed(amount: number, days: number, quota: number): boolean {
  return (
    Number.isInteger(amount) &&
    amount >= PRODUCT.minAmount &&
    amount <= quota &&
    amount % PRODUCT.amountStep === 0 &&
    (PRODUCT.terms as readonly number[]).includes(days)
  );
}

/**
 * Annual effective rate (ГЭСВ), percent, 2 decimals: the yearly rate at which the money received grows into
 * the money repaid, compounding over a 365-day year. For one repayment after `days`:
 * (repay / received)^(365 / days) - 1. Unlike the nominal rate (daily rate x 365) it counts that a short loan
 * could be taken again and again within the year, which is what the regulator wants a borrower to compare.
 */
export function annualEffectiveRatePercent(received: number, repay: number, days: number): number {
  if (received <= 0 || repay <= 0 || days <= 0) return 0;
  return Math.round((Math.pow(repay / received, 365 / days) - 1) * 100 * 100) / 100;
}

export interface Quote {
  amount: number;
  days: number;
  interest: number;
  serviceFee: number;
  discount: number;
  repayAmount: number;
  receiveAmount: number;
  dueDate: string;
  /** ГЭСВ of this offer, percent (annualEffectiveRatePercent of what is received and repaid). */
  aprPercent: number;
  /** Nominal reward rate per annum, percent: the daily rate × 365. */
  annualRatePercent: number;
}

/** The nominal reward rate per annum, percent (what the contract calls the rate of reward). */
export const annualRatePercent = (): number => Math.round(PRODUCT.dailyRate * 365 * 100 * 100) / 100;

/** What a loan of `amount` for `days` costs if paid out `today`, with a coupon of `couponAmount`. */
export function quote(amount: number, days: number, couponAmount: number, today: string): Quote {
  const interest = rewardFor(amount, days);
  const discount = couponDiscount(couponAmount, interest);
  const serviceFee = PRODUCT.serviceFee;
  return {
    amount,
    days,
    interest,
    serviceFee,
    discount,
    repayAmount: amount + interest + serviceFee - discount,
    receiveAmount: amount - serviceFee,
    dueDate: addDays(today, days),
    aprPercent: annualEffectiveRatePercent(amount - serviceFee, amount + interest + serviceFee - discount, days),
    annualRatePercent: annualRatePercent(),
  };
}
