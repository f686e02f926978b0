/**
 * The sandbox's money rules, pure. Amounts are whole tenge, dates 'YYYY-MM-DD' in Kazakhstan time. Every
 * number (the reward rate, the penalty rate and its day limit, the overpayment cap) is the server's: it
 * comes from PRODUCT (data.ts) through `productRules(amount)`, never from a constant here or in the app.
 *
 * A running loan is replayed day by day from its payout day (`loanState`):
 * - Reward accrues every day the money is out, on the **outstanding principal** only. Days are counted from
 *   the payout day to the repayment day (the days between them, at least one): repaid on the payout day or
 *   the next, one day; five days after the payout, five. It keeps accruing after the due date, until repaid.
 * - Penalty (пеня): the daily penalty rate on the **overdue principal** (the principal still outstanding
 *   after the due date), for each day from the day after the due date, on at most `penaltyMaxDays`
 *   consecutive overdue days (counted from the current due date: an extension starts a new count).
 * - Each day's charges accrue first; that day's payments come after, applied in the legal order: penalty,
 *   then reward, then principal. From the next day the reward and penalty accrue on what is left.
 * - Reward and penalty together, over the loan's whole life (extensions included), never exceed the
 *   overpayment cap: `overpaymentCap` × the principal issued. Once reached, nothing more accrues.
 * - No other charge exists (law.md section 1 row 5). An extension is a payment of the reward and penalty
 *   accrued to its day, which then moves the due date; the reward goes on accruing daily as before.
 * - Coupon discounts lower the reward only, and count at most the reward accrued so far.
 *
 * Exactness: accruals are summed in millionths of a tenge (integers) and rounded (half up) only as running
 * totals, so a loan nobody paid part of owes exactly `rewardFor(amount, days)`, the figure it was quoted.
 */
import { PRODUCT } from '../data';
import { addDaysIso, daysBetweenIso } from '@/utils/kzDate';

/** The server's money numbers. Shares, not percent: 0.0015 is 0.15 %. */
export interface MoneyRules {
  /** Reward per day, share of the outstanding principal. */
  dailyRate: number;
  /** Penalty per overdue day, share of the overdue principal. */
  penaltyRate: number;
  /** The penalty accrues on at most this many consecutive overdue days. */
  penaltyMaxDays: number;
  /** Reward and penalty together never exceed this share of the principal issued (1 = 100 %). */
  overpaymentCap: number;
}

/** The daily reward rate of a loan of `amount`: the product's, or its lower one above the ГЭСВ's low-cost ceiling. */
export function dailyRateFor(amount: number): number {
  return amount <= PRODUCT.lowCostCeiling ? PRODUCT.dailyRate : PRODUCT.dailyRateAbove;
}

/**
 * The highest ГЭСВ the law allows for a loan of `amount` for `days`, percent (law.md section 1 row 9): 179 % for
 * at most 45 days and at most 45 MRP, else 46 %. Every offer is checked against it (money.node.test.ts).
 */
export function aprCapPercentFor(amount: number, days: number): number {
  return amount <= PRODUCT.lowCostCeiling && days <= PRODUCT.lowCostMaxDays ? PRODUCT.lowCostAprCapPercent : PRODUCT.aprCapPercent;
}

/** The money rules of a loan of `amount` (its reward rate depends on it: `dailyRateFor`). */
export function productRules(amount: number): MoneyRules {
  return {
    dailyRate: dailyRateFor(amount),
    penaltyRate: PRODUCT.penaltyRate,
    penaltyMaxDays: PRODUCT.penaltyMaxDays,
    overpaymentCap: PRODUCT.overpaymentCap,
  };
}

/** The law allows no charge but reward and penalty: the API's `serviceFee` fields are always this. */
export const SERVICE_FEE = 0;

const MICRO = 1_000_000;
const DAY_MS = 86_400_000;
/** A share as millionths (0.0015 -> 1 500), so a day's accrual on whole tenge is an exact integer. */
const perMillion = (share: number): number => Math.round(share * MICRO);
/** Millionths of a tenge to whole tenge, half up. */
const tenge = (micro: number): number => Math.floor((micro + MICRO / 2) / MICRO);

export const roundTenge = (x: number): number => Math.round(x);

/** Reward for lending `amount` for `days` with nothing paid before: the daily rate on the principal. */
export function rewardFor(amount: number, days: number, rules: MoneyRules = productRules(amount)): number {
  return tenge(amount * perMillion(rules.dailyRate) * days);
}

/** The most reward and penalty together can ever come to on a loan of `amount`. */
export function overpaymentCapFor(amount: number, rules: MoneyRules = productRules(amount)): number {
  return Math.floor((amount * perMillion(rules.overpaymentCap)) / MICRO);
}

/** Whole days past the due date, 0 when not yet due. Dates are 'YYYY-MM-DD' in Kazakhstan time. */
export function overdueDays(dueDate: string | null, today: string): number {
  return dueDate ? Math.max(0, daysBetweenIso(dueDate, today)) : 0;
}

/** A coupon discounts the reward only, never the principal. */
export function couponDiscount(couponAmount: number, reward: number): number {
  return Math.max(0, Math.min(couponAmount, reward));
}

/** Money that reached the company for a loan, on a Kazakhstan calendar day. */
export type LoanEvent =
  | { day: string; kind: 'repay'; amount: number }
  | {
      day: string;
      kind: 'extension';
      amount: number;
      /** The coupon discount counted in the statement this extension closes (what it was when paid). */
      discount: number;
      /** The due date it set. */
      dueDate: string;
    };

export interface Loan {
  /** Principal issued, tenge. */
  principal: number;
  /** The first day of use: the payout date. */
  payoutDay: string;
  /** The term's due date, before any extension. */
  dueDate: string;
  /** Coupon discounts on the reward of the current statement (since the last extension). */
  discount: number;
  /** Payments and extensions, in the order they happened (same-day ones keep this order). */
  events: readonly LoanEvent[];
}

/**
 * What the API itemises, since the last extension (or the payout): principal + reward + penalty − discount −
 * paid = what is owed. An extension pays every charge to its day, so a statement starts with nothing but
 * the principal owed; reward and penalty are what accrued since (gross of the payments since), plus any
 * charge an extension left unpaid.
 */
export interface Statement {
  principal: number;
  reward: number;
  penalty: number;
  discount: number;
  paid: number;
}

export interface LoanState {
  /** The day these figures stand at. */
  day: string;
  /** The due date in force (the last extension's). */
  dueDate: string;
  overdueDays: number;
  /** Owed now, by part, in the legal order. */
  owed: { penalty: number; reward: number; principal: number; total: number };
  /** Over the loan's life, gross: reward and penalty charged, coupon discount counted. */
  charged: { reward: number; penalty: number; discount: number };
  /** Over the loan's life: what the payments covered, and any excess (a real server refunds it). */
  applied: { penalty: number; reward: number; principal: number; excess: number };
  /** Every payment's amount, summed. */
  paid: number;
  /** Reward and penalty reached the overpayment cap: nothing more accrues. */
  capped: boolean;
  /** What accrued on `day` itself, millionths of a tenge (exact; before the cap's clipping). */
  accrual: { reward: number; penalty: number };
  statement: Statement;
}

interface Timed<E> {
  at: number;
  event: E;
}

/**
 * Replays the loan from its payout day to `until` and calls `onDay` with the figures at the end of each day
 * (after that day's payments). Returns the figures at the end of `until` (or of the payout day if earlier).
 */
export function replayLoan(
  loan: Loan,
  until: string,
  rules: MoneyRules = productRules(loan.principal),
  onDay?: (state: LoanState) => void,
): LoanState {
  const rate = perMillion(rules.dailyRate);
  const penaltyRate = perMillion(rules.penaltyRate);
  const cap = overpaymentCapFor(loan.principal, rules);
  const offset = (day: string) => daysBetweenIso(loan.payoutDay, day);
  // Events before the payout count on the payout day; their order within a day is kept.
  const events: Timed<LoanEvent>[] = loan.events
    .map((event) => ({ at: Math.max(0, offset(event.day)), event }))
    .sort((a, b) => a.at - b.at);
  const extensions = events.filter((e) => e.event.kind === 'extension');
  const last = Math.max(0, offset(until));

  let principalOut = loan.principal;
  let rewardOut = 0;
  let penaltyOut = 0;
  let rewardMicro = 0;
  let penaltyMicro = 0;
  let rewardCharged = 0;
  let penaltyCharged = 0;
  let capped = cap <= 0;
  let due = offset(loan.dueDate);
  const applied = { penalty: 0, reward: 0, principal: 0, excess: 0 };
  let paid = 0;
  let discountLocked = 0;

  // The current statement: where it started, and the discount it may count.
  let statementNo = 0;
  const statementDiscount = () => {
    const ext = extensions[statementNo];
    return ext && ext.event.kind === 'extension' ? ext.event.discount : loan.discount;
  };
  let start = { principal: principalOut, reward: 0, penalty: 0, rewardCharged: 0, penaltyCharged: 0 };
  let discountCounted = 0;
  let statementPaid = 0;

  let accrual = { reward: 0, penalty: 0 };
  const payoutMs = Date.parse(`${loan.payoutDay}T00:00:00Z`);
  const iso = (d: number) => new Date(payoutMs + d * DAY_MS).toISOString().slice(0, 10);
  const snapshot = (d: number): LoanState => ({
    day: iso(d),
    dueDate: iso(due),
    overdueDays: Math.max(0, d - due),
    owed: { penalty: penaltyOut, reward: rewardOut, principal: principalOut, total: penaltyOut + rewardOut + principalOut },
    charged: { reward: rewardCharged, penalty: penaltyCharged, discount: discountLocked + discountCounted },
    applied: { ...applied },
    paid,
    capped,
    accrual,
    statement: {
      principal: start.principal,
      reward: start.reward + rewardCharged - start.rewardCharged,
      penalty: start.penalty + penaltyCharged - start.penaltyCharged,
      discount: discountCounted,
      paid: statementPaid,
    },
  });

  let next = 0;
  for (let d = 0; d <= last; d++) {
    // 1. The day's charges, on what was outstanding when it began.
    const rewardDays = d === 0 ? 1 : d === 1 ? 0 : 1;
    const late = d - due;
    accrual = {
      reward: rewardDays * principalOut * rate,
      penalty: late >= 1 && late <= rules.penaltyMaxDays ? principalOut * penaltyRate : 0,
    };
    if (!capped) {
      rewardMicro += accrual.reward;
      penaltyMicro += accrual.penalty;
      const reward = Math.min(tenge(rewardMicro), cap - penaltyCharged);
      const penalty = Math.min(tenge(penaltyMicro), cap - reward);
      const counted = Math.min(statementDiscount(), reward - start.rewardCharged);
      rewardOut += reward - rewardCharged - (counted - discountCounted);
      penaltyOut += penalty - penaltyCharged;
      rewardCharged = reward;
      penaltyCharged = penalty;
      discountCounted = counted;
      capped = rewardCharged + penaltyCharged >= cap;
    }

    // 2. The day's payments, in the legal order; an extension then moves the due date.
    for (; next < events.length && events[next]!.at === d; next++) {
      const event = events[next]!.event;
      let rest = event.amount;
      const toPenalty = Math.min(rest, penaltyOut);
      rest -= toPenalty;
      const toReward = Math.min(rest, rewardOut);
      rest -= toReward;
      const toPrincipal = Math.min(rest, principalOut);
      rest -= toPrincipal;
      penaltyOut -= toPenalty;
      rewardOut -= toReward;
      principalOut -= toPrincipal;
      applied.penalty += toPenalty;
      applied.reward += toReward;
      applied.principal += toPrincipal;
      applied.excess += rest;
      paid += event.amount;
      statementPaid += event.amount;
      if (event.kind === 'extension') {
        due = offset(event.dueDate);
        discountLocked += discountCounted;
        statementNo += 1;
        start = { principal: principalOut, reward: rewardOut, penalty: penaltyOut, rewardCharged, penaltyCharged };
        discountCounted = 0;
        statementPaid = 0;
      }
    }
    if (onDay) onDay(snapshot(d));
  }
  return snapshot(last);
}

/** The loan's figures at the end of `day`. */
export function loanState(loan: Loan, day: string, rules: MoneyRules = productRules(loan.principal)): LoanState {
  return replayLoan(loan, day, rules);
}

/** The loan's figures at the end of each day from the payout day to `until` (tests, schedules). */
export function loanDays(loan: Loan, until: string, rules: MoneyRules = productRules(loan.principal)): LoanState[] {
  const days: LoanState[] = [];
  replayLoan(loan, until, rules, (state) => days.push(state));
  return days;
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

/** The nominal reward rate per annum of a loan of `amount`, percent (what the contract calls the rate of reward). */
export const annualRatePercent = (amount: number): number => Math.round(dailyRateFor(amount) * 365 * 100 * 100) / 100;

/** What a loan of `amount` for `days` costs if paid out `today`, with a coupon of `couponAmount`. */
export function quote(amount: number, days: number, couponAmount: number, today: string): Quote {
  const interest = rewardFor(amount, days);
  const discount = couponDiscount(couponAmount, interest);
  return {
    amount,
    days,
    interest,
    serviceFee: SERVICE_FEE,
    discount,
    repayAmount: amount + interest - discount,
    receiveAmount: amount,
    dueDate: addDaysIso(today, days),
    aprPercent: annualEffectiveRatePercent(amount, amount + interest - discount, days),
    annualRatePercent: annualRatePercent(amount),
  };
}

/** The order in which a payment is applied: the law's, and replayLoan's (step 2 of each day). */
export const PAYMENT_ORDER = ['penalty', 'reward', 'principal'] as const;

/** A share as a percent with at most 4 decimals (0.0015 -> 0.15), free of binary fractions. */
export const percentOf = (share: number): number => Math.round(share * 100 * 10_000) / 10_000;

/** The whole cost of a loan before it is taken: the quote, and what the law asks to show with it. */
export interface Cost extends Quote {
  /** What is repaid on the due date above what is received. */
  overpayment: number;
  penalty: {
    /** Per overdue day, percent of the overdue principal. */
    ratePercent: number;
    /** One overdue day's penalty if nothing was paid (the most a day can add: the overdue principal is at most the loan). */
    perDay: number;
    /** The first day it accrues: the day after the due date. */
    startsOn: string;
    /** It accrues on at most this many consecutive overdue days… */
    maxDays: number;
    /** …the last of which is this day. */
    lastDay: string;
  };
  early: {
    whole: boolean;
    part: boolean;
    /** Always SERVICE_FEE: the law allows no charge for repaying early. */
    fee: number;
    /** The smallest partial payment. */
    minPartPayment: number;
    /** The reward of one day on the whole principal: repaying early, the borrower pays only the days used. */
    rewardPerDay: number;
  };
  /** The overpayment cap: reward and penalty together, over the loan's life, never exceed it. */
  cap: { percent: number; amount: number };
  /** The most the loan can ever cost: the principal and the cap. */
  maxTotal: number;
  /** One payment on the due date. */
  schedule: { date: string; principal: number; reward: number; total: number }[];
  paymentOrder: (typeof PAYMENT_ORDER)[number][];
}

/** What a loan of `amount` for `days` paid out `today` costs, all of it (the cost card's one answer). */
export function costOf(amount: number, days: number, couponAmount: number, today: string, rules: MoneyRules = productRules(amount)): Cost {
  const q = quote(amount, days, couponAmount, today);
  const loan: Loan = { principal: amount, payoutDay: today, dueDate: q.dueDate, discount: q.discount, events: [] };
  const cap = overpaymentCapFor(amount, rules);
  return {
    ...q,
    overpayment: q.repayAmount - q.receiveAmount,
    penalty: {
      ratePercent: percentOf(rules.penaltyRate),
      perDay: loanState(loan, addDaysIso(q.dueDate, 1), rules).owed.penalty,
      startsOn: addDaysIso(q.dueDate, 1),
      maxDays: rules.penaltyMaxDays,
      lastDay: addDaysIso(q.dueDate, rules.penaltyMaxDays),
    },
    early: { whole: true, part: true, fee: SERVICE_FEE, minPartPayment: PRODUCT.minPartPayment, rewardPerDay: rewardFor(amount, 1, rules) },
    cap: { percent: percentOf(rules.overpaymentCap), amount: cap },
    maxTotal: amount + cap,
    schedule: [{ date: q.dueDate, principal: amount, reward: q.interest - q.discount, total: q.repayAmount }],
    paymentOrder: [...PAYMENT_ORDER],
  };
}
