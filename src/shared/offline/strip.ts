import type { Order } from '@/shared/api/order';
import type { RepayInfoResponse, Voucher } from '@/shared/api/payment';
import { PAY_CHANNEL_IDS } from '@/shared/api/payChannels';

/**
 * What of an answer is kept in this browser: a whitelist, so a field the server adds later is not kept until it
 * is listed here. Never the card (not even masked: none of these screens needs it before the server answers),
 * the token, the IIN or a name; a refusal's income figures neither.
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

/**
 * My loans' answer (POST /api/loan/myOrderList, an infinite query's pages) as kept: its first page only (what
 * the screen shows first; the next pages load again as the borrower scrolls), each order as keptOrder keeps it.
 */
export function keptOrderList(data: unknown): unknown {
  if (!isRec(data) || !Array.isArray(data.pages) || !Array.isArray(data.pageParams)) return null;
  const first = data.pages[0];
  if (!isRec(first) || !Array.isArray(first.list)) return null;
  const page = { ...pick(first, ['total', 'page', 'pageSize']), list: first.list.map(keptOrder).filter((o) => o !== null) };
  return { pages: [page], pageParams: data.pageParams.slice(0, 1) };
}

const REPAY_FIELDS = [
  'orderNo',
  'status',
  'principal',
  'interest',
  'serviceFee',
  'penalty',
  'discount',
  'paid',
  'repayAmount',
  'dueDateAmount',
  'dueDate',
  'overdueDays',
  'partialAllowed',
  'minPayment',
] as const satisfies readonly (keyof RepayInfoResponse)[];

const VOUCHER_FIELDS = ['voucherId', 'status', 'amount', 'createdAt'] as const satisfies readonly (keyof Voucher)[];

/**
 * The repayment page's answer (POST /api/prod/repayInfo) as kept, for the order its key names (an answer
 * about another order is not kept). The last card payment goes: its verdict is read from the server only
 * (src/shared/payment/cardPayment.ts), never from a copy; the certificate under check stays (the page says so).
 */
export function keptRepayInfo(data: unknown, orderNo?: string): unknown {
  if (!isRec(data) || (orderNo !== undefined && data.orderNo !== orderNo)) return null;
  const out = pick(data, REPAY_FIELDS);
  out.lastPayment = null;
  out.voucher = isRec(data.voucher) ? pick(data.voucher, VOUCHER_FIELDS) : null;
  return out;
}

/**
 * The names of the ways to pay (POST /api/prod/getRepayChannelNameList, the same for every borrower) as kept: the
 * repayment page's chips show the server's names at once, and offline, instead of the app's own until the answer
 * comes (the chips changed width then). Only the three ways the app knows, each with both names as text.
 */
export function keptRepayChannels(data: unknown): unknown {
  if (!isRec(data) || !Array.isArray(data.list)) return null;
  const list = data.list
    .filter((c): c is Rec => isRec(c) && (PAY_CHANNEL_IDS as readonly unknown[]).includes(c.id) && typeof c.name === 'string' && typeof c.nameKz === 'string')
    .map((c) => pick(c, ['id', 'name', 'nameKz']));
  return list.length > 0 ? { list } : null;
}
