/**
 * What the loan's own page tells (law.md section 1 rows 3, 6, 7): the loan's story with dates, what each
 * payment covered, what is owed on a day the borrower picks, and for an overdue loan the penalty so far and
 * the last day it accrues. Every figure is replayed by domain/money.ts from the order's ledger, so the page
 * never disagrees with repayInfo or the list.
 */
import type { LedgerEntry, OrderRecord } from '../model';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import { isOwing, orderLoan, orderState } from './lending';
import { loanState, productRules, replayLoan, type LoanState, type MoneyRules } from './money';

/** Owed or paid, by part, in the legal order; `total` is their sum. */
export interface Split {
  principal: number;
  reward: number;
  penalty: number;
  total: number;
}

const split = (p: { principal: number; reward: number; penalty: number }): Split => ({
  principal: p.principal,
  reward: p.reward,
  penalty: p.penalty,
  total: p.principal + p.reward + p.penalty,
});

export interface CoveredPayment {
  entry: LedgerEntry;
  /** What this payment went to, in the legal order (penalty, reward, principal). */
  covered: Split;
}

/**
 * Each payment of the ledger with what it covered. A payment is applied after the day's charges and after
 * the payments before it that day, so its share is the difference it made to the replay at the end of its day.
 */
export function coveredPayments(order: OrderRecord): CoveredPayment[] {
  const loan = orderLoan(order);
  if (!loan) return [];
  const ledger = order.ledger;
  const appliedBy = (count: number, day: string) => loanState({ ...loan, events: ledger.slice(0, count) }, day).applied;
  return ledger.map((entry, i) => {
    const before = appliedBy(i, entry.day);
    const after = appliedBy(i + 1, entry.day);
    return {
      entry,
      covered: split({
        penalty: after.penalty - before.penalty,
        reward: after.reward - before.reward,
        principal: after.principal - before.principal,
      }),
    };
  });
}

/** Over the loan's life: what its payments covered, by part. */
export function paidSplit(order: OrderRecord, now: number): Split {
  const state = orderState(order, now);
  return state ? split(state.applied) : split({ principal: 0, reward: 0, penalty: 0 });
}

/** What is owed today, by part; null unless money is owed on the order now. */
export function owedSplit(order: OrderRecord, now: number): Split | null {
  const state = orderState(order, now);
  if (!state || !isOwing(order.phase)) return null;
  return split(state.owed);
}

/** The days the server quotes a repayment for: today to the due date in force, both included; null when none. */
export function quoteRange(order: OrderRecord, now: number): { from: string; to: string } | null {
  const today = kzDay(now);
  if (!isOwing(order.phase) || !order.dueDate || !orderLoan(order) || order.dueDate < today) return null;
  return { from: today, to: order.dueDate };
}

/** What will be owed at the end of `day` if nothing more is paid; null outside quoteRange. */
export function owedOn(order: OrderRecord, day: string, now: number): Split | null {
  const range = quoteRange(order, now);
  const loan = orderLoan(order);
  if (!range || !loan || day < range.from || day > range.to) return null;
  return split(loanState(loan, day).owed);
}

export interface PenaltyOutlook {
  /** Days past the due date in force. */
  days: number;
  /** The penalty charged in this delay (since the last extension), before any payment. */
  soFar: number;
  /** What one more day adds, whole tenge (0 once it stopped). */
  perDay: number;
  /**
   * The last day a penalty accrues if nothing more is paid: the day limit, or the overpayment cap if it comes
   * first; null when none accrues in this delay (nothing of the principal is overdue).
   */
  stopsOn: string | null;
}

/** For an overdue loan: the penalty so far, what a day adds and the last day it accrues; null otherwise. */
export function penaltyOutlook(order: OrderRecord, now: number, rules: MoneyRules = productRules(order.amount)): PenaltyOutlook | null {
  const loan = orderLoan(order);
  const today = kzDay(now);
  if (order.phase !== 'overdue' || !loan || !order.dueDate) return null;
  // Replayed to the day limit with nothing more paid: the last day that adds a penalty before the cap.
  const limit = addDaysIso(order.dueDate, rules.penaltyMaxDays);
  let stopsOn = null as string | null;
  let cappedBefore = false;
  let current = null as LoanState | null;
  replayLoan(loan, limit > today ? limit : today, rules, (state) => {
    if (state.day > order.dueDate! && state.accrual.penalty > 0 && !cappedBefore) stopsOn = state.day;
    cappedBefore = state.capped;
    if (state.day === today) current = state;
  });
  const state: LoanState = current ?? loanState(loan, today, rules);
  const ahead = stopsOn !== null && stopsOn > today;
  return {
    days: state.overdueDays,
    soFar: state.statement.penalty,
    perDay: ahead ? Math.round(loanState(loan, addDaysIso(today, 1), rules).accrual.penalty / 1_000_000) : 0,
    stopsOn,
  };
}

export type TimelineKind = 'applied' | 'approved' | 'rejected' | 'payout_failed' | 'paid_out' | 'extended' | 'due' | 'overdue' | 'repaid';

export interface TimelineEntry {
  kind: TimelineKind;
  /** Kazakhstan calendar day. */
  day: string;
  /** An extension's new due date; null for the rest. */
  dueDate: string | null;
  /** False for what is still ahead (a due date not reached). */
  done: boolean;
}

/**
 * The loan's story, oldest first: applied, the decision, a failed payout, paid out, each extension with the
 * due date it set, the due date in force while money is owed (ahead, or passed and overdue), repaid.
 */
export function orderTimeline(order: OrderRecord, now: number): TimelineEntry[] {
  const today = kzDay(now);
  const at = (kind: TimelineKind, ms: number | null): TimelineEntry[] => (ms === null ? [] : [{ kind, day: kzDay(ms), dueDate: null, done: true }]);
  const entries: TimelineEntry[] = [
    ...at('applied', order.createdAt),
    ...at('approved', order.approvedAt),
    ...(order.phase === 'rejected' ? at('rejected', order.phaseAt) : []),
    ...at('payout_failed', order.payoutFailedAt),
    ...(order.payoutDay ? [{ kind: 'paid_out' as const, day: order.payoutDay, dueDate: null, done: true }] : []),
    ...order.ledger
      .filter((e) => e.kind === 'extension')
      .map((e) => ({ kind: 'extended' as const, day: e.day, dueDate: e.kind === 'extension' ? e.dueDate : null, done: true })),
  ];
  if (isOwing(order.phase) && order.dueDate) {
    entries.push({ kind: 'due', day: order.dueDate, dueDate: null, done: order.dueDate < today });
    if (order.phase === 'overdue') entries.push({ kind: 'overdue', day: addDaysIso(order.dueDate, 1), dueDate: null, done: true });
  }
  if (order.phase === 'repaid') entries.push(...at('repaid', order.repaidAt));
  // Stable: the same day keeps the order above (applied before approved, due before overdue).
  return entries.map((e, i) => ({ e, i })).sort((a, b) => (a.e.day < b.e.day ? -1 : a.e.day > b.e.day ? 1 : a.i - b.i)).map(({ e }) => e);
}
