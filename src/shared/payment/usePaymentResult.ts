import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@/shared/api/order';
import { repayInfoQuery } from '@/shared/api/paymentQuery';
import { invalidateChange } from '@/shared/api/query';
import { useDrafts } from '@/stores/drafts';

/** How long the result is waited for after the provider's page sent the borrower back. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLLS = 10;

export type PaymentOutcome =
  | { name: 'checking' }
  | { name: 'success'; payment: Payment }
  /** Declined by the bank, or left unpaid on the provider's page. */
  | { name: 'failed'; payment: Payment }
  | { name: 'cancelled'; payment: Payment }
  /** The provider has not reported yet after every poll: the borrower may check again later. */
  | { name: 'pending' }
  | { name: 'error'; error: unknown };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Without a record of the payment this browser started (another browser opened the return address, or
 * storage was cleared), the newest payment counts only if it was made this recently.
 */
export const PAYMENT_RECENT_MS = 30 * 60_000;

/** Where the payment a borrower started is remembered: the drafts store (reload-proof, gone at logout). */
const startedId = (orderNo: string, kind: Payment['kind']) => `payment:${kind}:${orderNo}`;

/**
 * The payment the provider's page was opened for (the pay-link answer's `ref`). Its result, and no other,
 * is what the return page reports: an earlier payment's success never stands in for this one.
 */
export function rememberStartedPayment(orderNo: string, kind: Payment['kind'], ref: string): void {
  useDrafts.getState().save(startedId(orderNo, kind), { ref }, undefined, { generated: true });
}

function startedRef(orderNo: string, kind: Payment['kind']): string | undefined {
  const ref = useDrafts.getState().get(startedId(orderNo, kind))?.ref;
  return typeof ref === 'string' ? ref : undefined;
}

/**
 * Whether `payment` is the one this return is about: the one started here, or, with no record of one,
 * the newest of its kind if it was made in the last half hour (a server clock ahead of the phone's counts
 * as recent).
 */
function isThisPayment(payment: Payment, kind: Payment['kind'], started: string | undefined, now: number): boolean {
  if (payment.kind !== kind) return false;
  if (started) return payment.ref === started;
  const made = Date.parse(payment.createdAt);
  return Number.isFinite(made) && now - made <= PAYMENT_RECENT_MS;
}

/**
 * The result of a card payment, from the server only. The provider's page sends the borrower back with
 * its own verdict in the address (`sandboxResult`, or a real provider's `status=success`): that proves
 * nothing, anyone can type it. This asks `repayInfo` for the order's newest payment until it is the one
 * started here (rememberStartedPayment) and the provider's report has reached the server, then says what
 * it is; an earlier payment, or another one started elsewhere since, is not this one's result. A confirmed
 * payment marks every read it changes stale (the loan, the Loans tab, the account, the coupons).
 *
 * `active` is false when the page was not reached from the provider (no `return` marker): nothing is asked.
 */
export function usePaymentResult(
  orderNo: string | undefined,
  kind: Payment['kind'],
  active: boolean,
): { outcome: PaymentOutcome | null; checkAgain: () => void } {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(active ? { name: 'checking' } : null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!active || !orderNo) return;
    let stopped = false;
    const settle = (o: PaymentOutcome) => {
      if (!stopped) setOutcome(o);
    };
    const started = startedRef(orderNo, kind);
    void (async () => {
      settle({ name: 'checking' });
      try {
        for (let i = 0; i < PAYMENT_POLLS && !stopped; i++) {
          if (i > 0) await wait(PAYMENT_POLL_MS);
          if (stopped) return;
          const info = await queryClient.fetchQuery({ ...repayInfoQuery(orderNo), staleTime: 0 });
          const payment = info.lastPayment;
          if (!payment || payment.status === 'pending' || !isThisPayment(payment, kind, started, Date.now())) continue;
          // Settled: the record has served (kept, a later return address would wait on it for good).
          if (started) useDrafts.getState().discard(startedId(orderNo, kind));
          if (payment.status === 'success') {
            await invalidateChange(queryClient, 'paymentConfirmed');
            return settle({ name: 'success', payment });
          }
          return settle({ name: payment.status, payment });
        }
        settle({ name: 'pending' });
      } catch (error) {
        settle({ name: 'error', error });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [active, orderNo, kind, round, queryClient]);

  return { outcome, checkAgain: () => setRound((r) => r + 1) };
}
