import type { Order, OrderStatus } from '@/shared/api/order';
import { daysUntilDue, kzDay } from '@/utils/kzDate';

/**
 * What a loan shows in My loans, pure. The spec's list labels are awaiting payout, payout in progress,
 * loan failed, awaiting repayment and loan repaid; an overdue loan is listed as awaiting repayment with
 * its days overdue (the repayment screen says "overdue"). Orders the company has not lent on yet keep
 * their review labels. Every amount is the server's; dates are Kazakhstan calendar days.
 */
export type ListLabel = Exclude<OrderStatus, 'overdue'>;

export function listLabel(status: OrderStatus): ListLabel {
  return status === 'overdue' ? 'awaiting_repayment' : status;
}

export type Tone = 'neutral' | 'progress' | 'attention' | 'done';

export type Row =
  | { key: 'amount' | 'toCard' | 'owedToday'; money: number }
  | { key: 'appliedOn' | 'dueDate' | 'repaidOn' | 'reapplyOn'; date: string }
  | { key: 'daysLeft'; days: number }
  | { key: 'overdueDays'; days: number };

export interface LoanSummary {
  label: ListLabel;
  tone: Tone;
  rows: Row[];
  /** Money is owed on it now: the list offers "pay". */
  owing: boolean;
  overdue: boolean;
}

const dayOf = (isoDateTime: string): string => {
  const t = Date.parse(isoDateTime);
  return Number.isFinite(t) ? kzDay(t) : isoDateTime;
};

const TONE: Record<ListLabel, Tone> = {
  under_review: 'progress',
  supplement: 'attention',
  rejected: 'neutral',
  awaiting_payout: 'progress',
  payout_in_progress: 'progress',
  failed: 'attention',
  awaiting_repayment: 'progress',
  repaid: 'done',
  annulled: 'neutral',
};

export function summarizeOrder(order: Order, now: number): LoanSummary {
  const label = listLabel(order.status);
  const overdue = order.status === 'overdue';
  const owing = order.status === 'awaiting_repayment' || overdue;
  const rows: Row[] = [{ key: 'amount', money: order.amount }];
  switch (order.status) {
    case 'awaiting_payout':
    case 'payout_in_progress':
    case 'failed':
      rows.push({ key: 'toCard', money: order.receiveAmount }, { key: 'appliedOn', date: dayOf(order.createdAt) });
      break;
    case 'awaiting_repayment':
    case 'overdue':
      rows.push({ key: 'owedToday', money: order.repayAmount });
      if (order.dueDate) rows.push({ key: 'dueDate', date: order.dueDate });
      if (overdue) rows.push({ key: 'overdueDays', days: order.overdueDays });
      else if (order.dueDate) rows.push({ key: 'daysLeft', days: Math.max(0, daysUntilDue(order.dueDate, now)) });
      break;
    case 'repaid':
      if (order.repaidAt) rows.push({ key: 'repaidOn', date: dayOf(order.repaidAt) });
      break;
    case 'rejected':
      rows.push({ key: 'appliedOn', date: dayOf(order.createdAt) });
      if (order.reapplyAt) rows.push({ key: 'reapplyOn', date: dayOf(order.reapplyAt) });
      break;
    default:
      rows.push({ key: 'appliedOn', date: dayOf(order.createdAt) });
  }
  return { label, tone: overdue ? 'attention' : TONE[label], rows, owing, overdue };
}
