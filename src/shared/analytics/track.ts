/**
 * The app's one way to report a funnel event: `track('order_submitted', { amount, days })`.
 *
 * Tiny on purpose: features import it, and it must not bring the analytics sender (its own lazy chunk,
 * started by src/features/analytics/start.ts once the first screen is up and the browser is idle) into
 * any screen. Until the sender is connected, events wait here in memory, at most EARLY_LIMIT of them.
 *
 * Properties are facts the app decided, never what the borrower typed: amounts and terms from the
 * server, ids of options and groups, statuses, reason codes. Never a phone number, token, IIN, name,
 * card data or free text (docs/analytics.md; the runtime drops such values again as a second line).
 */
import { APP_KEYS, readJson, writeJson } from '@/lib/storage';
import { fnv1a } from '@/utils/fnv';

/** The funnel (docs/analytics.md has each event, when it fires and its properties). */
export type FunnelEvent =
  | 'code_requested'
  | 'signed_in'
  | 'onboarding_group_completed'
  | 'liveness_passed'
  | 'liveness_failed'
  | 'card_added'
  | 'amount_chosen'
  | 'order_submitted'
  | 'order_approved'
  | 'order_rejected'
  | 'loan_paid_out'
  | 'repayment_started'
  | 'repayment_succeeded'
  | 'repayment_failed'
  | 'extension_paid'
  | 'coupon_claimed'
  | 'coupon_applied'
  /** A speed measurement from the borrower's phone (src/shared/monitoring/start.ts). */
  | 'web_vital';

export type EventProps = Record<string, string | number | boolean>;

export type AnalyticsSink = (event: FunnelEvent, props: EventProps) => void;

/** Events reported before the sender is connected (a visit's first seconds), kept in memory. */
export const EARLY_LIMIT = 50;

let sink: AnalyticsSink | null = null;
let early: Array<[FunnelEvent, EventProps]> = [];

export function track(event: FunnelEvent, props: EventProps = {}): void {
  if (sink) {
    try {
      sink(event, props);
    } catch {
      // Analytics never breaks a borrower's action.
    }
    return;
  }
  if (early.length < EARLY_LIMIT) early.push([event, { ...props }]);
}

/** Connects the sender (or a no-op when sending is off); events reported so far go to it first. */
export function connectAnalytics(next: AnalyticsSink): void {
  sink = next;
  const waiting = early;
  early = [];
  for (const [event, props] of waiting) track(event, props);
}

/** Tests: back to "not connected", nothing waiting. */
export function resetAnalytics(): void {
  sink = null;
  early = [];
}

const SEEN_LIMIT = 50;

function seenList(): string[] {
  const stored = readJson<unknown>(APP_KEYS.analyticsSeen);
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
}

/** Whether this browser noted `key` (kept as a hash, never the key itself: it may be an order number). */
function noted(key: string): boolean {
  return seenList().includes(fnv1a(key));
}

function note(key: string): void {
  const id = fnv1a(key);
  const seen = seenList();
  if (!seen.includes(id)) writeJson(APP_KEYS.analyticsSeen, [...seen, id].slice(-SEEN_LIMIT));
}

/**
 * Reports an event once per `onceKey` (an order number, a liveness flow), the first time this browser
 * sees it: a reload, a return from a vendor page or a second screen showing the same status reports
 * nothing again.
 */
export function trackOnce(event: FunnelEvent, onceKey: string, props: EventProps = {}): void {
  const key = `${event}:${onceKey}`;
  if (noted(key)) return;
  note(key);
  track(event, props);
}

/** The order statuses a decision or a payout shows in (src/shared/api/order.ts). */
const APPROVED = ['awaiting_payout', 'payout_in_progress', 'failed', 'awaiting_repayment', 'overdue', 'repaid'];
const PAID_OUT = ['awaiting_repayment', 'overdue', 'repaid'];

/**
 * The server decides approval, rejection and payout; the app reports what it sees, once per order, and
 * only for an order this browser watched in review (it submitted it, or showed it under review): an old
 * loan seen for the first time is not a decision made now.
 */
export function reportOrderStatus(order: { orderNo: string; status: string; amount: number; days: number } | null | undefined): void {
  if (!order) return;
  const watch = `watch:${order.orderNo}`;
  if (order.status === 'under_review' || order.status === 'supplement') {
    note(watch);
    return;
  }
  if (!noted(watch)) return;
  const props = { amount: order.amount, days: order.days };
  if (order.status === 'rejected') trackOnce('order_rejected', order.orderNo, props);
  if (APPROVED.includes(order.status)) trackOnce('order_approved', order.orderNo, props);
  if (PAID_OUT.includes(order.status)) trackOnce('loan_paid_out', order.orderNo, props);
}

/** The app submitted this order: its decision will be reported when seen. */
export function watchOrder(orderNo: string): void {
  note(`watch:${orderNo}`);
}
