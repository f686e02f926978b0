import type { Payment } from '@/shared/api/order';

/** What a card payment was for: paying the loan back, or an extension's fee. */
export type PaymentKind = Payment['kind'];

const KINDS: readonly PaymentKind[] = ['repay', 'extension'];

/** A kind from an address anyone can type: anything else reads as absent. */
export function parsePaymentKind(v: string | undefined): PaymentKind | undefined {
  return KINDS.find((k) => k === v);
}

/** How the server reported a card payment, once the provider has told it. */
export type PaymentVerdict = 'success' | 'failed' | 'cancelled';

/**
 * Without a record of the payment this browser started (another browser opened the return address, or
 * storage was cleared), the newest payment counts only if it was made this recently.
 */
export const PAYMENT_RECENT_MS = 30 * 60_000;

/**
 * The one rule for "is this payment confirmed": what the server says of payment `ref` of this kind, or
 * null while it is pending, unknown (no ref), or another payment. Whatever the provider's page put in the
 * address proves nothing: only the server's `repayInfo.lastPayment` decides. The return page, the result
 * dialogs and the extension's return all ask this.
 */
export function paymentVerdict(payment: Payment | null | undefined, kind: PaymentKind, ref: string | undefined): PaymentVerdict | null {
  if (!payment || ref === undefined || payment.kind !== kind || payment.ref !== ref || payment.status === 'pending') return null;
  return payment.status;
}

/**
 * The payment a return is about when this browser has no record of one: the newest of its kind, if it
 * was made within PAYMENT_RECENT_MS of `at` (the time of the server's answer; a server clock ahead of the
 * phone's counts as recent).
 */
export function recentPaymentRef(payment: Payment | null | undefined, kind: PaymentKind, at: number): string | undefined {
  if (!payment || payment.kind !== kind) return undefined;
  const made = Date.parse(payment.createdAt);
  return Number.isFinite(made) && at - made <= PAYMENT_RECENT_MS ? payment.ref : undefined;
}
