import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Payment, PayLinkResponse } from '@/shared/api/order';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { repayInfoQuery } from '@/shared/api/paymentQuery';
import { invalidateChange } from '@/shared/api/query';
import { useDraftKey, type DraftKey } from '@/shared/forms/useDraftKey';
import { returnUrlFor, useShowDialogOver, useStillHere } from '@/shared/navigation/navigation';
import { webviewState, type WebviewState } from '@/shared/navigation/webview';
import { paymentVerdict, recentPaymentRef, type PaymentKind } from '@/shared/payment/verdict';
import { paths, withQuery, type AppPath } from '@/config/paths';
import { useDrafts } from '@/stores/drafts';

/**
 * The one card-payment flow, for paying the loan back and for an extension's fee: the page starts the
 * payment (useCardPayment), the provider's page sends the borrower back to that page with `return=1`,
 * and the page asks the server for the result (useCardPaymentReturn), which it shows the same way for
 * both: the result dialog over the page, or a notice on it. docs/decisions.md, "Paying by card".
 */

/** A page of the app with its query: where a payment starts, returns, and which its result dialog covers. */
export interface PaymentPage {
  path: AppPath;
  query: Record<string, string | number | undefined>;
}

/** The result is asked for every POLL_MS after the return (or "check again"), for WAIT_MS at most. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_WAIT_MS = 20_000;

// --- The payment started here --------------------------------------------------------------------------

/** Where the payment a borrower started is remembered: the drafts store (reload-proof, gone at logout). */
const startedId = (orderNo: string, kind: PaymentKind) => `payment:${kind}:${orderNo}`;

interface StartedPayment {
  /** The pay link's `ref`: the return reports this payment's result, never an earlier one's. */
  ref: string;
  /** Drafts done with once the server confirms the payment (the amount typed for it). */
  drafts: string[];
}

function startedPayment(orderNo: string, kind: PaymentKind): StartedPayment | undefined {
  const saved = useDrafts.getState().get(startedId(orderNo, kind));
  if (typeof saved?.ref !== 'string') return undefined;
  const drafts = Array.isArray(saved.drafts) ? saved.drafts.filter((d): d is string => typeof d === 'string') : [];
  return { ref: saved.ref, drafts };
}

/** The return has reported it: the record has served (and, paid, so have the drafts it names). */
function forgetStartedPayment(orderNo: string, kind: PaymentKind, paid: boolean): void {
  const drafts = useDrafts.getState();
  const started = startedPayment(orderNo, kind);
  if (!started) return;
  drafts.discard(startedId(orderNo, kind));
  if (paid) for (const id of started.drafts) drafts.discard(id);
}

/** Router state of the provider's page: its address, and which payment it is for. */
interface PaymentPageState extends WebviewState {
  payment: { orderNo: string; kind: PaymentKind; ref: string };
}

/**
 * Whether the provider's page in this history entry is for a payment whose result has been reported (paid,
 * declined or left unpaid): the borrower reached it with Back from the result, and its «Оплатить» must not
 * come back for the same, finished payment.
 */
export function isFinishedPaymentPage(state: unknown): boolean {
  const p = (state as Partial<PaymentPageState> | null)?.payment;
  if (!p || typeof p.orderNo !== 'string' || typeof p.ref !== 'string' || (p.kind !== 'repay' && p.kind !== 'extension')) return false;
  return startedPayment(p.orderNo, p.kind)?.ref !== p.ref;
}

/**
 * On a provider's page for a finished session (a payment's: isFinishedPaymentPage; or what `alsoFinished` says,
 * e.g. a card binding's): goes on back past it. True while it does.
 */
export function useSkipFinishedPaymentPage(state: unknown, alsoFinished: (state: unknown) => boolean = () => false): boolean {
  const navigate = useNavigate();
  // Judged once, as the entry is reached: the record is forgotten only after the return, never while here.
  const [finished] = useState(() => isFinishedPaymentPage(state) || alsoFinished(state));
  useEffect(() => {
    if (finished) navigate(-1);
  }, [finished, navigate]);
  return finished;
}

export interface CardPayment {
  /** The Idempotency-Key of the pay-link call for `scope` (what makes the payment this one: an amount, a term). */
  key: DraftKey['key'];
  /**
   * Makes the pay link with `create` (given the address to return to), remembers the payment, and opens
   * the provider's page. A refusal or a lost answer is thrown to the caller, with nothing remembered. An
   * answer that arrives after the borrower left the page, or a second tap after the first answer, opens
   * nothing.
   */
  start: (create: (returnUrl: string) => Promise<PayLinkResponse>) => Promise<void>;
}

/**
 * Starting a card payment from `page`. One Idempotency-Key per scope, kept with the drafts: a double tap or
 * a retry after a lost answer (even after a reload) gets the same link; another amount or term is another
 * payment with a new key, and once a link was made, paying again is a new payment. `doneDrafts` are
 * discarded when the server confirms the payment.
 */
export function useCardPayment(kind: PaymentKind, orderNo: string, page: PaymentPage, { doneDrafts = [] }: { doneDrafts?: string[] } = {}): CardPayment {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  const key = useDraftKey(`${kind}-pay:${orderNo}`);
  // Whose drafts these are: once another borrower owns them (or nobody, after a sign-out) nothing is kept.
  const [owner] = useState(() => useDrafts.getState().owner);
  const leaving = useRef(false);
  const returnUrl = returnUrlFor(withQuery(page.path, { ...page.query, return: 1 }));
  const drafts = doneDrafts.join('\n');

  const start = useCallback(
    async (create: (returnUrl: string) => Promise<PayLinkResponse>) => {
      if (leaving.current) return;
      const link = await create(returnUrl);
      if (leaving.current || !stillHere()) return;
      // On the way to the provider's page: another tap before this page is gone opens nothing more.
      leaving.current = true;
      key.renew();
      const record: StartedPayment = { ref: link.ref, drafts: drafts ? drafts.split('\n') : [] };
      useDrafts.getState().save(startedId(orderNo, kind), { ...record }, owner, { generated: true });
      const payment: PaymentPageState['payment'] = { orderNo, kind, ref: link.ref };
      navigate(paths.webview.tarlanPay, { state: { ...webviewState(link.url), payment } });
    },
    [returnUrl, stillHere, key, drafts, orderNo, kind, owner, navigate],
  );

  return { key: key.key, start };
}

// --- The result --------------------------------------------------------------------------------------

export type PaymentOutcome =
  | { name: 'checking' }
  | { name: 'success'; payment: Payment }
  /** Declined by the bank. */
  | { name: 'failed'; payment: Payment }
  /** Left unpaid on the provider's page. */
  | { name: 'cancelled'; payment: Payment }
  /** The provider has not reported within PAYMENT_WAIT_MS: the borrower may check again. */
  | { name: 'pending' }
  | { name: 'error'; error: unknown };

/** An outcome the server decided: the payment and its verdict. */
export type SettledPayment = Extract<PaymentOutcome, { payment: Payment }>;

interface Round {
  /** When this wait began: only answers fetched since count. */
  since: number;
  /** The payment started here, if this browser remembers one. */
  ref: string | undefined;
}

/** What an answer fetched at `at` says of this round's payment. */
function judge(data: RepayInfoResponse | undefined, at: number, round: Round, kind: PaymentKind): PaymentOutcome {
  if (!data || at < round.since) return { name: 'checking' };
  const payment = data.lastPayment;
  const verdict = paymentVerdict(payment, kind, round.ref ?? recentPaymentRef(payment, kind, at));
  if (verdict && payment) return { name: verdict, payment };
  return at - round.since >= PAYMENT_WAIT_MS ? { name: 'pending' } : { name: 'checking' };
}

/**
 * The result of the card payment started from this page, from the server only (`repayInfo.lastPayment`),
 * polled while undecided. `active` is false when the page was not reached from the provider (no
 * `return=1`): nothing is asked.
 */
function useCardPaymentResult(kind: PaymentKind, orderNo: string, active: boolean): { outcome: PaymentOutcome | null; checkAgain: () => void } {
  const [round, setRound] = useState<Round>(() => ({ since: Date.now(), ref: startedPayment(orderNo, kind)?.ref }));
  const info = useQuery({
    ...repayInfoQuery(orderNo),
    enabled: active,
    refetchInterval: (query) =>
      query.state.status !== 'error' && judge(query.state.data, query.state.dataUpdatedAt, round, kind).name === 'checking' ? PAYMENT_POLL_MS : false,
  });
  const { refetch } = info;
  const checkAgain = useCallback(() => {
    setRound((r) => ({ ...r, since: Date.now() }));
    void refetch();
  }, [refetch]);

  if (!active) return { outcome: null, checkAgain };
  const outcome = judge(info.data, info.dataUpdatedAt, round, kind);
  // Unreadable until an answer comes (check again, or a read of the page beneath). A read on its way
  // resets the query's own error, but never sends the page back to "checking": it would flap between the two.
  if (outcome.name === 'checking' && info.errorUpdatedAt >= round.since && info.errorUpdatedAt > info.dataUpdatedAt) {
    return { outcome: { name: 'error', error: info.error ?? undefined }, checkAgain };
  }
  return { outcome, checkAgain };
}

/**
 * Back from the provider's page on `page` (`return=1`): the server's result, shown the same way for every
 * kind of payment. Confirmed: what it changed is made stale, the drafts it finished are dropped, and
 * repayment-succ opens over the page; declined or left unpaid: repayment-fail over the page, the amount
 * or term kept for another try. The page shows `outcome` while it is checking, not reported yet, or
 * unreadable. `report` is told each settled payment once (analytics).
 */
export function useCardPaymentReturn(
  kind: PaymentKind,
  orderNo: string,
  page: PaymentPage,
  { active, report }: { active: boolean; report?: (outcome: SettledPayment) => void },
): { outcome: PaymentOutcome | null; checkAgain: () => void } {
  const result = useCardPaymentResult(kind, orderNo, active);
  const queryClient = useQueryClient();
  const showDialogOver = useShowDialogOver();
  const reportRef = useRef(report);
  reportRef.current = report;
  const handled = useRef<string | null>(null);
  const settled = result.outcome && 'payment' in result.outcome ? result.outcome : null;
  const pageAddress = withQuery(page.path, page.query);

  useEffect(() => {
    if (!settled || handled.current === settled.payment.ref) return;
    handled.current = settled.payment.ref;
    const paid = settled.name === 'success';
    forgetStartedPayment(orderNo, kind, paid);
    if (paid) void invalidateChange(queryClient, 'paymentConfirmed');
    reportRef.current?.(settled);
    const dialog = paid ? paths.dialogs.repaymentSucc : paths.dialogs.repaymentFail;
    showDialogOver(pageAddress, withQuery(dialog, { orderNo, kind, ref: settled.payment.ref }));
  }, [settled, orderNo, kind, queryClient, showDialogOver, pageAddress]);

  return result;
}
