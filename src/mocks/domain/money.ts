/**
 * The sandbox's money rules, pure. Amounts are whole tenge; the numbers come from PRODUCT (data.ts), which
 * productInfoForH5 also publishes, so what the app shows and what the sandbox charges cannot drift apart.
 *
 * Overdue charge (пеня): PRODUCT.penaltyRate (0.5 %) of the principal as issued, for every calendar day
 * (Kazakhstan time) after the due date, on at most PRODUCT.penaltyMaxDays (90) days, so it never exceeds
 * 45 % of the principal. 0.5 % a day is the usual ceiling of Kazakh microcredit contracts; the principal as
 * base and the 90-day stop are this sandbox's rule (docs/api.md, "Money rules").
 *
 * Reward accrues daily (Kazakh law: early repayment, full or partial, carries no penalty or fee, and the
 * reward is for the actual period of use): on a given day the borrower owes the reward of the calendar
 * days (Kazakhstan) since the current period started, at least 1 and at most the period; from the due date
 * on, the whole period's reward. An extension's fee is still the whole current period's reward.
 */
import { PRODUCT } from '../data';
import { addDaysIso, daysBetweenIso } from '@/utils/kzDate';

export const roundTenge = (x: number): number => Math.round(x);

/** Reward (interest) for lending `amount` for `days`: PRODUCT.dailyRate a day on the principal. */
export function rewardFor(amount: number, days: number): number {
  return roundTenge(amount * PRODUCT.dailyRate * days);
}

/**
 * Days of the current period used on `today` ('YYYY-MM-DD', Kazakhstan): calendar days since `periodStart`,
 * at least 1 (the day of the payout counts) and at most the period's `periodDays`. A period that has not
 * started yet (an extension paid before the old due date) counts 1 as well.
 */
export function daysUsed(periodStart: string, periodDays: number, today: string): number {
  return Math.min(Math.max(daysBetweenIso(periodStart, today), 1), Math.max(1, periodDays));
}

/** Reward owed on `today` for a period of `periodDays` from `periodStart`: only the days used. */
export function accruedReward(principal: number, periodStart: string, periodDays: number, today: string): number {
  return rewardFor(principal, daysUsed(periodStart, periodDays, today));
}

/** Whole days past the due date, 0 when not yet due. Dates are 'YYYY-MM-DD' in Kazakhstan time. */
export function overdueDays(dueDate: string | null, today: string): number {
  return dueDate ? Math.max(0, daysBetweenIso(dueDate, today)) : 0;
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

/** What is owed, itemised. Discounts apply to the reward only: `discount` comes back capped at `reward`. */
export function owed(parts: OwedParts): Owed {
  const discount = couponDiscount(parts.discount, parts.reward);
  const total = parts.principal + parts.reward + parts.serviceFee + parts.overdueCharge - discount - parts.paid;
  return { ...parts, discount, total: Math.max(0, total) };
}

/**
 * Fee of an extension: what the whole current period costs (its reward, even if paid before the due date,
 * and the overdue charge), less the period's discounts.
 */
export function extensionFee(periodReward: number, charge: number, discount: number): number {
  return Math.max(0, periodReward + charge - couponDiscount(discount, periodReward));
}

/** The smallest payment accepted when `total` is owed: PRODUCT.minPartPayment, or everything if less is owed. */
export function minPayment(total: number): number {
  return Math.max(0, Math.min(PRODUCT.minPartPayment, total));
}

/** A card payment of `amount` when `total` is owed: whole tenge, at least minPayment(total), at most total. */
export function repaymentAmountAllowed(amount: number, total: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount >= minPayment(total) && amount <= total;
}

/** A transfer certificate's amount when `total` is owed: whole tenge, 1 to total. */
export function transferAmountAllowed(amount: number, total: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= total;
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
    dueDate: addDaysIso(today, days),
    aprPercent: annualEffectiveRatePercent(amount - serviceFee, amount + interest + serviceFee - discount, days),
    annualRatePercent: annualRatePercent(),
  };
}
