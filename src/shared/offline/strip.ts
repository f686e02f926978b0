import type { Order } from '@/shared/api/order';

/**
 * What of an answer is kept in this browser: a whitelist, so a field the server adds later is not kept until it
 * is listed here. Never the card (not even masked), the token or the IIN; a refusal's income figures neither.
 */

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function pick(from: Rec, fields: readonly string[]): Rec {
  const out: Rec = {};
  for (const f of fields) if (f in from) out[f] = from[f];
  return out;
}

const ORDER_FIELDS = [
  'orderNo',
  'status',
  'amount',
  'days',
  'interest',
  'serviceFee',
  'penalty',
  'discount',
  'repayAmount',
  'receiveAmount',
  'createdAt',
  'dueDate',
  'overdueDays',
  'reapplyAt',
  'supplement',
  'repaidAt',
  'cooling',
  'report',
] as const satisfies readonly (keyof Order)[];

/** An order as kept: the card line goes (the card shows again with the server's next answer). */
export function keptOrder(order: unknown): unknown {
  if (!isRec(order)) return null;
  const out = pick(order, ORDER_FIELDS);
  out.card = null;
  out.failReason = null;
  const refusal = order.refusal;
  if (isRec(refusal)) out.refusal = { ...pick(refusal, ['reason', 'url', 'overdueDays']), debtLoad: null };
  return out;
}

const DUE_FIELDS = ['dueAmount', 'saving', 'daysLeft', 'dueSoon', 'extension'] as const;

/** The Loans tab's answer (POST /api/loan/userInfo) as kept. */
export function keptHome(data: unknown): unknown {
  if (!isRec(data)) return null;
  const out = pick(data, ['stage', 'step', 'quota', 'reapplyAt']);
  out.order = keptOrder(data.order);
  if (isRec(data.due)) out.due = pick(data.due, DUE_FIELDS);
  else if (data.due === null) out.due = null;
  return out;
}
