/**
 * Time in the sandbox. Time never changes an order by itself: it only emits the timed events of the lending
 * table (review done, payout step done, due date passed) once they are due, and they go through `fire`
 * like any other event. Each event happens at the moment it became due, not when someone looked, so a
 * borrower who comes back an hour later finds the same story as one who watched.
 *
 * Two more waits run on the clock without being phases: a transfer certificate's review (Timing.voucherMs,
 * then domain/lending.ts voucherReviewed), and a card payment's page, which expires pending after
 * PRODUCT.paymentExpiryMinutes (the payment becomes cancelled; the order is not touched).
 *
 * And the reminders (`sendReminders`: the due date's, and the end of a cooling period): messages, not events. They never touch the order; each is
 * sent once, at 10:00 Kazakhstan time of its calendar day, dated that moment however late someone looks.
 */
import { PRODUCT } from '../data';
import type { OrderRecord, PaymentRecord, UserRecord, VendorResult, VoucherRecord } from '../model';
import { addDaysIso, daysBetweenIso, kzDay, kzInstant } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import {
  fire,
  isOwing,
  loanPageLink,
  orderOwed,
  orderOwedOnDueDate,
  paymentSucceeded,
  shiftLoanDays,
  voucherReviewed,
  type Phase,
  type PlainEvent,
} from './lending';
import { reviewApplications, skipHardshipWait } from './hardship';
import { addCoolingOver, addReminder, type ReminderKind } from './messages';
import { refusalReasonOf } from './refusal';
import { answerThreads } from './threads';

export interface Timing {
  /** Application review, ms. */
  reviewMs: number;
  /** Each payout step (awaiting payout -> in progress -> paid out), ms. */
  payoutMs: number;
  /** Review of a transfer certificate (getPayVoucher), ms. */
  voucherMs: number;
  /** Delay of every answer in the 'slow' scenario, ms. */
  slowMs: number;
  /** From a «Не могу платить» application to the company's answer (domain/hardship.ts), ms. */
  hardshipMs: number;
}

export const DEFAULT_TIMING: Timing = { reviewMs: 3000, payoutMs: 3000, voucherMs: 5000, slowMs: 3000, hardshipMs: 120_000 };

/** Phases that end after a wait; `advance` skips the wait. */
const WAITS: Partial<Record<Phase, keyof Pick<Timing, 'reviewMs' | 'payoutMs'>>> = {
  in_review: 'reviewMs',
  awaiting_payout: 'payoutMs',
  payout_in_progress: 'payoutMs',
};

const MINUTE_MS = 60_000;

/** How a wait ends for this order: its pinned scenario decides, never the one in force now. */
function outcome(order: OrderRecord): PlainEvent {
  switch (order.phase) {
    case 'in_review':
      if (refusalReasonOf(order.scenario) !== null) return 'reject';
      if (order.scenario === 'supplement' && !order.supplemented) return 'ask_supplement';
      // Signed under the cooling rule (lending.ts coolingApplies): approved into the cooling period.
      return order.coolingUntil != null ? 'approve_cooling' : 'approve';
    case 'awaiting_payout':
      return 'payout_start';
    default:
      return order.scenario === 'payout_fail' && !order.payoutRetried ? 'payout_fail' : 'payout_succeed';
  }
}

/** Start of the first day after the due date, in Kazakhstan time (UTC+5): the first instant the loan is overdue. */
export function dueDatePassedAt(dueDate: string): number {
  return kzInstant(addDaysIso(dueDate, 1));
}

/** The timed event due for this order at `now` and when it became due, or null. */
export function dueEvent(order: OrderRecord, now: number, timing: Timing): { event: PlainEvent; at: number } | null {
  const wait = WAITS[order.phase];
  if (wait) {
    const at = order.phaseAt + timing[wait];
    return now >= at ? { event: outcome(order), at } : null;
  }
  if ((order.phase === 'active' || order.phase === 'extended') && order.dueDate && kzDay(now) > order.dueDate) {
    return { event: 'due_date_passed', at: Math.max(order.phaseAt, dueDatePassedAt(order.dueDate)) };
  }
  return null;
}

/** The order's certificate under review (at most one at a time). */
function voucherUnderReview(user: UserRecord, orderNo: string): VoucherRecord | null {
  return user.vouchers.find((v) => v.orderNo === orderNo && v.status === 'under_review') ?? null;
}

/**
 * How the company's check of a certificate ends (sandbox convention, like the photos' 'fail'): a file whose
 * name contains 'reject' is rejected, anything else accepted.
 */
export function voucherAccepted(user: UserRecord, voucher: VoucherRecord): boolean {
  const name = voucher.fileId ? (user.files[voucher.fileId]?.name ?? '') : '';
  return !/reject/i.test(name);
}

/** The certificate of this order whose review is over at `now`, and when it ended, or null. */
export function dueVoucher(user: UserRecord, order: OrderRecord, now: number, timing: Timing): { voucher: VoucherRecord; at: number } | null {
  const voucher = voucherUnderReview(user, order.orderNo);
  if (!voucher) return null;
  const at = voucher.reviewFrom + timing.voucherMs;
  return now >= at ? { voucher, at } : null;
}

/**
 * The 'overdue' scenario's jump in time for one loan: its due date becomes PRODUCT.overdueScenarioDays ago
 * (the payout day and the payments move with it), so due_date_passed is due at once. Only a running loan
 * not already late.
 */
export function runLate(order: OrderRecord, now: number): boolean {
  if ((order.phase !== 'active' && order.phase !== 'extended') || !order.dueDate) return false;
  shiftLoanDays(order, daysBetweenIso(order.dueDate, addDaysIso(kzDay(now), -PRODUCT.overdueScenarioDays)));
  return true;
}

/** Emits every timed event now due for the order (phase events and its certificate's review), oldest first. */
export function advanceOrder(user: UserRecord, order: OrderRecord, ctx: DomainCtx, timing: Timing): void {
  // Bounded: the longest timed path (review, two payout steps, due date) has four events, plus a certificate.
  for (let step = 0; step < 8; step++) {
    const due = dueEvent(order, ctx.now, timing);
    const voucher = dueVoucher(user, order, ctx.now, timing);
    if (voucher && (!due || voucher.at < due.at)) {
      voucherReviewed(user, voucher.voucher, voucherAccepted(user, voucher.voucher), ctx, voucher.at);
      continue;
    }
    if (!due) return;
    fire(user, order, due.event, ctx, due.at);
    // An order submitted under 'overdue' (or 'hardship', the borrower who cannot pay) is paid out and runs late at once.
    if (due.event === 'payout_succeed' && (order.scenario === 'overdue' || order.scenario === 'hardship')) runLate(order, due.at);
  }
}

/** What a vendor result does to a payment: ok -> success, fail -> failed, cancel -> cancelled. */
const PAYMENT_STATUS: Record<VendorResult, PaymentRecord['status']> = { ok: 'success', fail: 'failed', cancel: 'cancelled' };

/**
 * Applies what the fake vendor pages reported: payments, liveness flows, contracts read. A payment counts
 * as made when its link was issued (lending.ts paymentSucceeded). For liveness flows and contracts a
 * 'cancel' is no result: the flow stays pending, the contract unread.
 */
export function applyVendorResults(user: UserRecord, results: Record<string, VendorResult>, ctx: DomainCtx): void {
  for (const pay of user.payments) {
    const result = pay.status === 'pending' ? results[pay.ref] : undefined;
    if (!result) continue;
    pay.status = PAYMENT_STATUS[result];
    const order = user.orders.find((o) => o.orderNo === pay.orderNo);
    if (order && pay.status === 'success') paymentSucceeded(user, order, { ...pay, channel: 'card' }, ctx, pay.createdAt);
  }
  for (const [flowId, flow] of Object.entries(user.liveness)) {
    const result = results[flowId];
    if (flow.status === 'pending' && (result === 'ok' || result === 'fail')) flow.status = result === 'ok' ? 'passed' : 'failed';
  }
  for (const [contractNo, result] of Object.entries(results)) {
    if (result === 'ok' && contractNo.startsWith(`MK-${user.id}`)) user.contractsRead[contractNo] = true;
  }
}

/** Card payments still pending PRODUCT.paymentExpiryMinutes after their link was issued become cancelled. */
export function expirePayments(user: UserRecord, now: number): void {
  for (const pay of user.payments) {
    if (pay.status === 'pending' && now >= pay.createdAt + PRODUCT.paymentExpiryMinutes * MINUTE_MS) pay.status = 'cancelled';
  }
}

/** Reminders are sent at this hour, Kazakhstan time (UTC+5): never at night. */
export const REMINDER_HOUR_KZ = 10;

/**
 * When each reminder of the order's current due date is due, or null when it is not for this order:
 * - dueIn3Days and dueToday: 10:00 three days before and on the due date, while the money was out
 *   (paid out by then, and not repaid before);
 * - overdue: 10:00 on the first day late, or the moment the loan became late if that is later (the
 *   'overdue' scenario's jump), while it is late: within the first days of a delay the lender must tell the
 *   borrower what is overdue and that they may ask for changed terms.
 */
export function reminderAt(order: OrderRecord, kind: ReminderKind): number | null {
  const due = order.dueDate;
  if (!due || order.paidOutAt === null) return null;
  if (kind === 'overdue') {
    if (order.phase !== 'overdue') return null;
    return Math.max(kzInstant(addDaysIso(due, 1), REMINDER_HOUR_KZ), order.phaseAt);
  }
  const at = kzInstant(kind === 'dueIn3Days' ? addDaysIso(due, -3) : due, REMINDER_HOUR_KZ);
  if (order.paidOutAt > at) return null;
  const outThen = isOwing(order.phase) || (order.phase === 'repaid' && order.repaidAt !== null && order.repaidAt > at);
  return outThen ? at : null;
}

const REMINDERS: readonly ReminderKind[] = ['dueIn3Days', 'dueToday', 'overdue'];

/**
 * Sends the reminders of the order that are due at `now` and not sent yet (once each: messages.ts
 * addReminder), with the figures the order had at that moment. Notices only: the order is not touched.
 */
export function sendReminders(user: UserRecord, order: OrderRecord, now: number): void {
  if (order.phase === 'cooling' && order.coolingUntil != null && order.coolingUntil <= now) {
    addCoolingOver(user, order, order.coolingUntil, loanPageLink(order.orderNo));
  }
  for (const kind of REMINDERS) {
    const at = reminderAt(order, kind);
    if (at === null || at > now) continue;
    const owed = orderOwed(order, at);
    const amount = kind === 'overdue' ? owed.total : orderOwedOnDueDate(order, at);
    addReminder(user, order, kind, at, { amount, overdueCharge: kind === 'overdue' ? owed.overdueCharge : 0 });
  }
}

/**
 * Brings a borrower up to `ctx.now`: vendor results first (they happened in the past), then what expired,
 * then timed events, then the reminders they make due.
 */
export function tick(user: UserRecord, results: Record<string, VendorResult>, ctx: DomainCtx, timing: Timing): void {
  applyVendorResults(user, results, ctx);
  expirePayments(user, ctx.now);
  for (const order of user.orders) advanceOrder(user, order, ctx, timing);
  for (const order of user.orders) sendReminders(user, order, ctx.now);
  reviewApplications(user, ctx, timing.hardshipMs);
  answerThreads(user, ctx);
}

/**
 * Ends the current wait of the order now (the control endpoint's `advance`): its phase's wait, else its
 * certificate's review, else the answer to its «Не могу платить» application. False when it is not waiting.
 */
export function skipWait(user: UserRecord, order: OrderRecord, now: number, timing: Timing): boolean {
  // The cooling period's 24 hours: over now; the payout still waits for the borrower's confirmation.
  if (order.phase === 'cooling' && order.coolingUntil != null) {
    if (order.coolingUntil <= now) return false;
    order.coolingUntil = now;
    return true;
  }
  const wait = WAITS[order.phase];
  if (wait) {
    order.phaseAt = Math.min(order.phaseAt, now - timing[wait]);
    return true;
  }
  const voucher = voucherUnderReview(user, order.orderNo);
  if (!voucher) return skipHardshipWait(user, order.orderNo, now, timing.hardshipMs);
  voucher.reviewFrom = Math.min(voucher.reviewFrom, now - timing.voucherMs);
  return true;
}

/** The 'overdue' scenario switched on: the borrower's running loans that are not late yet become late. */
export function makeRunningLoansLate(user: UserRecord, now: number): void {
  for (const order of user.orders) if (isOwing(order.phase) && order.phase !== 'overdue') runLate(order, now);
}
