/**
 * Why the sandbox refused an application (docs/api.md "A refusal that says why"). The reason is the lending
 * scenario pinned on the order when it was submitted; the figures are the sandbox's stand-ins for what a real
 * server reads from the credit bureau and the state sources (data.ts REFUSAL_FACTS). Reads only.
 */
import type { Refusal, RefusalReason } from '@/shared/api/order';
import { REFUSAL_FACTS } from '../data';
import type { OrderRecord } from '../model';
import type { LendingScenario } from './scenarios';

/** The reason an order submitted under `scenario` is refused with, or null when that scenario does not refuse. */
export function refusalReasonOf(scenario: LendingScenario): RefusalReason | null {
  switch (scenario) {
    case 'reject':
      return 'other';
    case 'self_ban':
    case 'debt_load':
    case 'overdue_elsewhere':
      return scenario;
    default:
      return null;
  }
}

/**
 * A reason the law decides: nobody at the company can lift it and there is no waiting period to count down
 * (the borrower may apply again once the cause is gone; the server checks again then).
 */
export const isLegalRefusal = (reason: RefusalReason | null): boolean => reason !== null && reason !== 'other';

/** What a refused order says of its refusal; null for any other order. */
export function refusalOf(order: OrderRecord): Refusal | null {
  if (order.phase !== 'rejected') return null;
  const reason = refusalReasonOf(order.scenario) ?? 'other';
  const refusal: Refusal = { reason, url: null, debtLoad: null, overdueDays: null };
  if (reason === 'self_ban') refusal.url = REFUSAL_FACTS.selfBanUrl;
  if (reason === 'overdue_elsewhere') {
    refusal.url = REFUSAL_FACTS.creditReportUrl;
    refusal.overdueDays = REFUSAL_FACTS.overdueElsewhereDays;
  }
  if (reason === 'debt_load') {
    const { officialIncome: income, otherPayments: payments, debtLoadLimit: limit } = REFUSAL_FACTS;
    // A loan of at most 30 days is repaid in one payment within a month: the whole amount due counts.
    const loanPayment = order.amount + order.interest;
    const ratio = Math.round(((payments + loanPayment) / income) * 100) / 100;
    refusal.debtLoad = { ratio, limit, income, payments, loanPayment };
  }
  return refusal;
}
