/**
 * The lending state machine: the one place where an order changes phase.
 *
 * TRANSITIONS is the single source of which moves exist; `transition` looks a move up there and throws
 * OrderStateError for any other, so a handler asking for something the order's phase does not allow gets
 * the API's wrongOrderState answer instead of a half-changed order. Events come from the borrower
 * (handlers), from vendor pages (payments) and from time (domain/timeline.ts computes which are due).
 *
 * Stored vs derived: the phase is stored, including `overdue` (entered by the timed due_date_passed event,
 * so the table shows it) and `extended` (a running loan whose due date an extension moved). The API status,
 * the days overdue, the overdue charge and the amount owed are derived from the record and the clock.
 * "Submitted" and "approved" are events: submit creates the order in in_review (createOrder), approve
 * moves it to awaiting_payout.
 *
 * Besides the table, this module holds what the lending rules say of an order: what is owed today and on
 * the due date (replayed from the order's ledger by domain/money.ts), the extension window and its offers,
 * and what a confirmed payment or a reviewed transfer certificate does to the order.
 */
import type { OrderStatus, RefusalReason } from '@/shared/api/order';
import type { ExtensionOption, ExtensionUnavailable } from '@/features/extension/api';
import { PRODUCT } from '../data';
import type { OrderRecord, PaymentChannel, UserRecord, VoucherRecord } from '../model';
import { DAY_MS } from '../util';
import { addDaysIso, daysBetweenIso, kzDay } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import { issueOnTimeCoupon, usableCoupon } from './coupons';
import { addMessage, messageDate, type MessageKey, type MessageParams } from './messages';
import { couponDiscount, loanState, overdueDays, overpaymentCapFor, rewardFor, type Loan, type LoanState } from './money';
import type { LendingScenario } from './scenarios';
import { isLegalRefusal, refusalReasonOf } from './refusal';

export const PHASES = [
  'in_review',
  'rejected',
  'supplement_required',
  'awaiting_payout',
  'payout_in_progress',
  'payout_failed',
  'active',
  'overdue',
  'extended',
  'repaid',
  // Issue 26: waiting out the cooling period; refused by the borrower in it (contract annulled); payout held on a
  // «Я не оформлял этот заём» report.
  'cooling',
  'annulled',
  'held',
] as const;
export type Phase = (typeof PHASES)[number];

export const EVENTS = [
  'approve',
  'reject',
  'ask_supplement',
  'supplement_uploaded',
  'payout_start',
  'payout_succeed',
  'payout_fail',
  'card_replaced',
  'due_date_passed',
  'extension_paid',
  'repayment_confirmed',
  'approve_cooling',
  'receipt_confirmed',
  'loan_refused',
  'reported_not_mine',
] as const;
export type LendingEvent = (typeof EVENTS)[number];

/** Who emits an event: the clock, the borrower through a handler, or a vendor page reporting a payment. */
export type EventSource = 'time' | 'borrower' | 'vendor';

export interface Transition {
  from: Phase;
  event: LendingEvent;
  to: Phase;
  source: EventSource;
}

/** The phase a submitted order starts in: submitting is creating (createOrder). */
export const SUBMITTED: Phase = 'in_review';

export const TRANSITIONS: readonly Transition[] = [
  { from: 'in_review', event: 'approve', to: 'awaiting_payout', source: 'time' },
  { from: 'in_review', event: 'reject', to: 'rejected', source: 'time' },
  { from: 'in_review', event: 'ask_supplement', to: 'supplement_required', source: 'time' },
  { from: 'supplement_required', event: 'supplement_uploaded', to: 'in_review', source: 'borrower' },
  { from: 'awaiting_payout', event: 'payout_start', to: 'payout_in_progress', source: 'time' },
  { from: 'payout_in_progress', event: 'payout_succeed', to: 'active', source: 'time' },
  { from: 'payout_in_progress', event: 'payout_fail', to: 'payout_failed', source: 'time' },
  { from: 'payout_failed', event: 'card_replaced', to: 'payout_in_progress', source: 'borrower' },
  { from: 'active', event: 'due_date_passed', to: 'overdue', source: 'time' },
  { from: 'extended', event: 'due_date_passed', to: 'overdue', source: 'time' },
  { from: 'active', event: 'extension_paid', to: 'extended', source: 'vendor' },
  { from: 'overdue', event: 'extension_paid', to: 'extended', source: 'vendor' },
  { from: 'extended', event: 'extension_paid', to: 'extended', source: 'vendor' },
  { from: 'active', event: 'repayment_confirmed', to: 'repaid', source: 'vendor' },
  { from: 'overdue', event: 'repayment_confirmed', to: 'repaid', source: 'vendor' },
  { from: 'extended', event: 'repayment_confirmed', to: 'repaid', source: 'vendor' },
  // Cooling period (law.md section 1 row 11): approved, but the payout waits for the time and a second
  // confirmation; refusing annuls the contract. The time alone moves nothing: the borrower confirms.
  { from: 'in_review', event: 'approve_cooling', to: 'cooling', source: 'time' },
  { from: 'cooling', event: 'receipt_confirmed', to: 'awaiting_payout', source: 'borrower' },
  { from: 'cooling', event: 'loan_refused', to: 'annulled', source: 'borrower' },
  // «Я не оформлял этот заём» before the money left: the payout is held while the company checks.
  { from: 'in_review', event: 'reported_not_mine', to: 'held', source: 'borrower' },
  { from: 'cooling', event: 'reported_not_mine', to: 'held', source: 'borrower' },
  { from: 'awaiting_payout', event: 'reported_not_mine', to: 'held', source: 'borrower' },
  { from: 'payout_in_progress', event: 'reported_not_mine', to: 'held', source: 'borrower' },
  { from: 'payout_failed', event: 'reported_not_mine', to: 'held', source: 'borrower' },
];

/**
 * What a phase means outside the machine: the API status, whether the company decided to lend ("lent",
 * the account's current loan), and whether the borrower owes money on it now (repay, extend, coupons).
 */
export const PHASE_INFO: Record<Phase, { status: OrderStatus; lent: boolean; owing: boolean }> = {
  in_review: { status: 'under_review', lent: false, owing: false },
  rejected: { status: 'rejected', lent: false, owing: false },
  supplement_required: { status: 'supplement', lent: false, owing: false },
  awaiting_payout: { status: 'awaiting_payout', lent: true, owing: false },
  payout_in_progress: { status: 'payout_in_progress', lent: true, owing: false },
  payout_failed: { status: 'failed', lent: true, owing: false },
  active: { status: 'awaiting_repayment', lent: true, owing: true },
  overdue: { status: 'overdue', lent: true, owing: true },
  extended: { status: 'awaiting_repayment', lent: true, owing: true },
  repaid: { status: 'repaid', lent: true, owing: false },
  // Approved and not paid out: the order's `cooling` / `report` (views.ts) say why it waits.
  cooling: { status: 'awaiting_payout', lent: true, owing: false },
  annulled: { status: 'annulled', lent: false, owing: false },
  held: { status: 'awaiting_payout', lent: true, owing: false },
};

export const isLent = (phase: Phase): boolean => PHASE_INFO[phase].lent;
export const isOwing = (phase: Phase): boolean => PHASE_INFO[phase].owing;
/** The company has not decided yet: the borrower may not apply again meanwhile. */
export const isUndecided = (phase: Phase): boolean => phase === 'in_review' || phase === 'supplement_required';

/** An order asked to do what its phase does not allow. Route handlers answer LOAN_ERROR.wrongOrderState. */
export class OrderStateError extends Error {
  readonly orderNo: string;
  readonly phase: Phase;
  readonly action: string;
  constructor(order: Pick<OrderRecord, 'orderNo' | 'phase'>, action: string) {
    super(`order ${order.orderNo} is ${order.phase}: cannot ${action}`);
    this.orderNo = order.orderNo;
    this.phase = order.phase;
    this.action = action;
  }
}

interface Payloads {
  card_replaced: { card: NonNullable<OrderRecord['card']> };
  /** The extension's term, what was paid for it (the charges owed that day), and the payment it came from. */
  extension_paid: { days: number; amount: number; ref: string; channel: PaymentChannel };
}
/** Events that carry no data (all the timed ones among them). */
export type PlainEvent = Exclude<LendingEvent, keyof Payloads>;
/** The extra data an event carries, if any. */
export type EventArgs<E extends LendingEvent> = E extends keyof Payloads ? [payload: Payloads[E]] : [];

export function nextPhase(phase: Phase, event: LendingEvent): Phase | null {
  return TRANSITIONS.find((t) => t.from === phase && t.event === event)?.to ?? null;
}

/** Applies `event` at `at` through the table; throws OrderStateError when the table has no such move. */
export function transition<E extends LendingEvent>(order: OrderRecord, event: E, at: number, ...args: EventArgs<E>): Phase {
  const to = nextPhase(order.phase, event);
  if (!to) throw new OrderStateError(order, event.replace(/_/g, ' '));
  const payload = args[0] as Partial<Payloads['card_replaced'] & Payloads['extension_paid']> | undefined;
  // What each move records besides the phase.
  switch (event) {
    case 'approve':
      order.approvedAt = at;
      break;
    case 'reject':
      // The company's own waiting period; a refusal the law decides has none (domain/refusal.ts).
      order.reapplyAt = isLegalRefusal(refusalReasonOf(order.scenario)) ? null : at + PRODUCT.reapplyDays * DAY_MS;
      break;
    case 'ask_supplement':
      order.supplement = 'both';
      break;
    case 'supplement_uploaded':
      order.supplement = null;
      order.supplemented = true;
      break;
    case 'payout_succeed':
      // The reward accrues from the payout day; the term's days later the loan is due.
      order.failReason = null;
      order.paidOutAt = at;
      order.payoutDay = kzDay(at);
      order.dueDate = addDaysIso(order.payoutDay, order.days);
      break;
    case 'payout_fail':
      order.failReason = 'card_declined';
      order.payoutFailedAt = at;
      break;
    case 'card_replaced':
      order.payoutRetried = true;
      order.failReason = null;
      if (payload?.card) order.card = { ...payload.card };
      break;
    case 'extension_paid': {
      // The payment goes to the charges owed that day (money.ts); the due date moves by the term from
      // max(old due date, today). The coupons counted so far were spent on this statement's reward.
      const today = kzDay(at);
      const from = order.dueDate && order.dueDate > today ? order.dueDate : today;
      const dueDate = addDaysIso(from, payload?.days ?? 0);
      const discount = orderState(order, at)?.statement.discount ?? 0;
      order.ledger.push({
        day: today,
        kind: 'extension',
        amount: payload?.amount ?? 0,
        discount,
        dueDate,
        ref: payload?.ref ?? '',
        channel: payload?.channel ?? 'card',
      });
      order.dueDate = dueDate;
      order.discount = 0;
      order.repayDiscount = 0;
      order.extensions += 1;
      break;
    }
    case 'repayment_confirmed':
      order.repaidAt = at;
      break;
    case 'approve_cooling':
      order.approvedAt = at;
      break;
    case 'receipt_confirmed':
      order.confirmedAt = at;
      break;
    case 'loan_refused':
      order.annulledAt = at;
      break;
    default:
      break;
  }
  order.phase = to;
  order.phaseAt = at;
  return to;
}

/** What the borrower hears of each event, and the on-time coupon a payout brings. */
const NOTICES: Partial<
  Record<
    LendingEvent,
    {
      message: MessageKey | ((order: OrderRecord) => MessageKey);
      link?: string | ((order: OrderRecord) => string);
      /** The new-loan messages lead to the loan's page, where «Я не оформлял этот заём» is. */
      toLoan?: boolean;
      params?: (order: OrderRecord) => MessageParams;
    }
  >
> = {
  approve: { message: 'approved', toLoan: true },
  approve_cooling: { message: 'cooling', toLoan: true },
  loan_refused: { message: 'annulled' },
  // A refusal the law decides says so and leads to the loan's page, which explains it; any other: the 7 days.
  reject: {
    message: (order) => REFUSAL_MESSAGES[refusalReasonOf(order.scenario) ?? 'other'],
    link: (order) => (isLegalRefusal(refusalReasonOf(order.scenario)) ? loanPageLink(order.orderNo) : ''),
  },
  ask_supplement: { message: 'supplement', link: '/pages/info/photoCard' },
  payout_fail: { message: 'payoutFailed', link: '/pages/bankInfo/bank-info' },
  payout_succeed: { message: 'paidOut' },
  extension_paid: { message: 'extended', params: (order) => ({ date: messageDate(order.dueDate ?? '') }) },
  repayment_confirmed: { message: 'repaid' },
};

const REFUSAL_MESSAGES: Record<RefusalReason, MessageKey> = {
  self_ban: 'rejectedSelfBan',
  debt_load: 'rejectedDebtLoad',
  overdue_elsewhere: 'rejectedOverdueElsewhere',
  other: 'rejected',
};

/** `transition` plus what the borrower sees of it (a message, a coupon). */
export function fire<E extends LendingEvent>(
  user: UserRecord,
  order: OrderRecord,
  event: E,
  ctx: DomainCtx,
  at: number = ctx.now,
  ...args: EventArgs<E>
): Phase {
  const to = transition(order, event, at, ...args);
  const notice = NOTICES[event];
  if (notice) {
    const key = typeof notice.message === 'function' ? notice.message(order) : notice.message;
    const link = notice.toLoan ? loanPageLink(order.orderNo) : (typeof notice.link === 'function' ? notice.link(order) : notice.link) || null;
    addMessage(user, key, { now: at, nextId: ctx.nextId }, link, notice.params?.(order));
  }
  if (event === 'payout_succeed' && order.dueDate) issueOnTimeCoupon(user, order.dueDate, ctx);
  return to;
}

export interface NewOrder {
  amount: number;
  days: number;
  /** Coupon discount on the reward. */
  discount: number;
  couponId: string | null;
  scenario: LendingScenario;
  card: { bankName: string; last4: string };
}

/** Submits an order: the one place an order record is built. Newest first in user.orders. */
export function createOrder(user: UserRecord, terms: NewOrder, ctx: DomainCtx): OrderRecord {
  const orderNo = `BZ${kzDay(ctx.now).replace(/-/g, '').slice(2)}${ctx.nextId('', 6)}`;
  const order: OrderRecord = {
    orderNo,
    contractNo: `MK-${user.id}-${orderNo}`,
    amount: terms.amount,
    days: terms.days,
    interest: rewardFor(terms.amount, terms.days),
    payoutDay: null,
    ledger: [],
    discount: terms.discount,
    couponId: terms.couponId,
    repayDiscount: 0,
    repayCouponId: null,
    createdAt: ctx.now,
    scenario: terms.scenario,
    phase: SUBMITTED,
    phaseAt: ctx.now,
    reapplyAt: null,
    supplement: null,
    supplemented: false,
    payoutRetried: false,
    failReason: null,
    approvedAt: null,
    payoutFailedAt: null,
    paidOutAt: null,
    dueDate: null,
    repaidAt: null,
    extensions: 0,
    card: { ...terms.card },
    loyaltySent: false,
  };
  if (coolingApplies(user, terms.amount, terms.scenario, ctx.now)) order.coolingUntil = ctx.now + PRODUCT.coolingHours * HOUR_MS;
  user.orders.unshift(order);
  return order;
}

const HOUR_MS = 3_600_000;

/** The loan's own page (the new-loan messages link there). */
export const loanPageLink = (orderNo: string): string => `/pages/loan/detail?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * Whether a loan signed now falls under the cooling period: its amount with the loans signed the same
 * Kazakhstan day (refused and annulled ones aside) comes above PRODUCT.coolingThreshold, or the 'cooling'
 * scenario forces it.
 */
export function coolingApplies(user: UserRecord, amount: number, scenario: LendingScenario, now: number): boolean {
  if (scenario === 'cooling') return true;
  const today = kzDay(now);
  const sameDay = user.orders
    .filter((o) => kzDay(o.createdAt) === today && o.phase !== 'rejected' && o.phase !== 'annulled')
    .reduce((sum, o) => sum + o.amount, 0);
  return sameDay + amount > PRODUCT.coolingThreshold;
}

/** The borrower may confirm receipt now: the order waits in the cooling period and its time is over. */
export const coolingOver = (order: OrderRecord, now: number): boolean =>
  order.phase === 'cooling' && order.coolingUntil != null && now >= order.coolingUntil;

/** Days late: counted only once the machine says overdue. */
export function orderOverdueDays(order: OrderRecord, now: number): number {
  return order.phase === 'overdue' ? overdueDays(order.dueDate, kzDay(now)) : 0;
}

/** The instant a repaid loan's figures stand at: when it was repaid (they do not move on afterwards). */
function figuresAt(order: OrderRecord, now: number): number {
  return order.phase === 'repaid' && order.repaidAt !== null ? Math.min(now, order.repaidAt) : now;
}

/** The order's money as domain/money.ts replays it; null before payout. */
export function orderLoan(order: OrderRecord): Loan | null {
  if (!order.payoutDay) return null;
  return {
    principal: order.amount,
    payoutDay: order.payoutDay,
    dueDate: addDaysIso(order.payoutDay, order.days),
    discount: order.discount + order.repayDiscount,
    events: order.ledger,
  };
}

/** The order's figures on `now`'s Kazakhstan day (a repaid one's as of its repayment); null before payout. */
export function orderState(order: OrderRecord, now: number): LoanState | null {
  const loan = orderLoan(order);
  return loan ? loanState(loan, kzDay(figuresAt(order, now))) : null;
}

/**
 * What the borrower owes on an order, itemised as the API shows it: principal + reward + penalty −
 * discount − paid = total, since the last extension (money.ts Statement). Before payout: the quote.
 */
export interface Owed {
  principal: number;
  reward: number;
  overdueCharge: number;
  discount: number;
  paid: number;
  total: number;
}

/** What the borrower owes on this order now, itemised (0 once repaid). */
export function orderOwed(order: OrderRecord, now: number): Owed {
  const state = orderState(order, now);
  if (!state) {
    const discount = couponDiscount(order.discount + order.repayDiscount, order.interest);
    return { principal: order.amount, reward: order.interest, overdueCharge: 0, discount, paid: 0, total: order.amount + order.interest - discount };
  }
  const { principal, reward, penalty, discount, paid } = state.statement;
  const total = order.phase === 'repaid' ? 0 : state.owed.total;
  return { principal, reward, overdueCharge: penalty, discount, paid, total };
}

/**
 * Moves the whole story of a running loan by `days` (a jump in time for it: the 'overdue' scenario): when it
 * was applied for and approved, the payout day, the due date, and every ledger entry with the due date it
 * set, so the days between stay. `paidOutAt` stays: the reminders count from it, and a jump sends none of
 * the reminders the borrower would have had on the way.
 */
export function shiftLoanDays(order: OrderRecord, days: number): void {
  order.createdAt += days * DAY_MS;
  if (order.approvedAt !== null) order.approvedAt += days * DAY_MS;
  if (order.payoutDay) order.payoutDay = addDaysIso(order.payoutDay, days);
  if (order.dueDate) order.dueDate = addDaysIso(order.dueDate, days);
  order.ledger = order.ledger.map((e) =>
    e.kind === 'extension' ? { ...e, day: addDaysIso(e.day, days), dueDate: addDaysIso(e.dueDate, days) } : { ...e, day: addDaysIso(e.day, days) },
  );
}

/** Whether a repayment (not an extension) was ever made on the order. */
export const partlyPaid = (order: OrderRecord): boolean => order.ledger.some((e) => e.kind === 'repay');

/**
 * What will be owed on the due date if nothing more is paid before: the reward goes on accruing daily on
 * what is left. Once overdue (or when there is no running loan) it is what is owed now.
 */
export function orderOwedOnDueDate(order: OrderRecord, now: number): number {
  const loan = orderLoan(order);
  if (!loan || !isOwing(order.phase) || order.phase === 'overdue' || !order.dueDate) return orderOwed(order, now).total;
  const today = kzDay(now);
  return loanState(loan, order.dueDate > today ? order.dueDate : today).owed.total;
}

/** A loan is due soon from this many Kazakhstan days before its due date (the day of the dueIn3Days reminder). */
export const DUE_SOON_DAYS = 3;

/** The Loans tab's headline of a loan being repaid (LoanDue); null when nothing is being repaid. */
export interface OrderDue {
  dueAmount: number;
  saving: number;
  daysLeft: number;
  dueSoon: boolean;
  extension: { available: boolean; opensOn: string | null };
}

/**
 * The figures the Loans tab headlines: what the due date asks (orderOwedOnDueDate, the same figure as the
 * account's current loan), what paying today saves, the days left and whether an extension can be paid now
 * or from which day.
 */
export function orderDue(order: OrderRecord, now: number): OrderDue | null {
  if (!isOwing(order.phase) || !order.dueDate) return null;
  const dueAmount = orderOwedOnDueDate(order, now);
  const today = orderOwed(order, now).total;
  const late = order.phase === 'overdue';
  const daysLeft = late ? 0 : Math.max(0, daysBetweenIso(kzDay(now), order.dueDate));
  const window = extensionWindow(order, now);
  return {
    dueAmount,
    saving: late ? 0 : Math.max(0, dueAmount - today),
    daysLeft,
    dueSoon: !late && daysLeft <= DUE_SOON_DAYS,
    extension: {
      available: extensionOffers(order, now).length > 0,
      opensOn: window.reason === 'too_early' ? window.opensOn : null,
    },
  };
}

export const EXTENSION_DAYS = [7, 14] as const;

/** Whether the order can be extended now, and the window's dates (extensionInfo, extensionInfoV2). */
export interface ExtensionWindow {
  /** Why not, or null when an extension can be paid now. */
  reason: ExtensionUnavailable | null;
  /** First and last Kazakhstan calendar day an extension can be paid, from the current due date; null before payout. */
  opensOn: string | null;
  closesOn: string | null;
  extensionsUsed: number;
  maxExtensions: number;
}

/**
 * The extension rule: from PRODUCT.extensionOpensDaysBefore (3) days before the due date to
 * PRODUCT.extensionClosesDaysAfter (7) days after it, Kazakhstan calendar days, both included; at most
 * PRODUCT.maxExtensions (2) per loan; never after a partial repayment, never when nothing is owed; never when
 * reward and penalty would reach the overpayment cap by the new due date of every term (cap_reached: law.md
 * section 1 row 25 reports extensions offered only until the overpayment reaches the cap; past it the loan is
 * at its most expensive and only repaying ends it). The reasons are checked in this order: not_owing,
 * partly_paid, limit_reached, cap_reached, too_early / too_late.
 */
export function extensionWindow(order: OrderRecord, now: number): ExtensionWindow {
  const due = order.dueDate;
  const opensOn = due ? addDaysIso(due, -PRODUCT.extensionOpensDaysBefore) : null;
  const closesOn = due ? addDaysIso(due, PRODUCT.extensionClosesDaysAfter) : null;
  const today = kzDay(now);
  let reason: ExtensionUnavailable | null = null;
  if (!isOwing(order.phase) || !opensOn || !closesOn || orderOwed(order, now).total <= 0) reason = 'not_owing';
  else if (partlyPaid(order)) reason = 'partly_paid';
  else if (order.extensions >= PRODUCT.maxExtensions) reason = 'limit_reached';
  else if (!termsPriced(order, now).some((o) => withinCap(order, o))) reason = 'cap_reached';
  else if (today < opensOn) reason = 'too_early';
  else if (today > closesOn) reason = 'too_late';
  return { reason, opensOn, closesOn, extensionsUsed: order.extensions, maxExtensions: PRODUCT.maxExtensions };
}

/** What the order's reward and penalty may come to over its life (money.ts `overpaymentCapFor`), tenge. */
export const orderOverpaymentCap = (order: OrderRecord): number => overpaymentCapFor(order.amount);

/** Reward and penalty charged so far over the order's life, extensions included (0 before payout). */
export function orderOverpaymentUsed(order: OrderRecord, now: number): number {
  const state = orderState(order, now);
  return state ? state.charged.reward + state.charged.penalty : 0;
}

/** By the term's new due date reward and penalty stay below the cap. */
const withinCap = (order: OrderRecord, option: Required<Omit<ExtensionOption, 'agreementUrl'>>): boolean =>
  option.overpaymentUsedOnNewDueDate < orderOverpaymentCap(order);

/**
 * Each term (7 or 14 days) priced as if paid today, window or not. Its price is what the charges come to
 * today (penalty and reward, less the coupons counted): no fee of its own. What the new due date then asks,
 * and what reward and penalty will have come to over the loan's life by then, are replayed with that payment
 * made today and nothing else.
 */
function termsPriced(order: OrderRecord, now: number): Required<Omit<ExtensionOption, 'agreementUrl'>>[] {
  const loan = orderLoan(order);
  const state = orderState(order, now);
  if (!order.dueDate || !loan || !state) return [];
  const fee = state.owed.penalty + state.owed.reward;
  const today = kzDay(now);
  const from = order.dueDate > today ? order.dueDate : today;
  return EXTENSION_DAYS.map((days) => {
    const newDueDate = addDaysIso(from, days);
    const paid: Loan = {
      ...loan,
      discount: 0,
      events: [...loan.events, { day: today, kind: 'extension', amount: fee, discount: state.statement.discount, dueDate: newDueDate }],
    };
    const then = loanState(paid, newDueDate);
    return {
      days,
      fee,
      newDueDate,
      newRepayAmount: then.owed.total,
      overpaymentUsedOnNewDueDate: then.charged.reward + then.charged.penalty,
    };
  });
}

/**
 * The extensions on offer now (7 or 14 days): none outside the window, and only the terms that end before
 * the overpayment cap is reached (termsPriced).
 */
export function extensionOffers(order: OrderRecord, now: number): Required<Omit<ExtensionOption, 'agreementUrl'>>[] {
  if (extensionWindow(order, now).reason !== null) return [];
  return termsPriced(order, now).filter((o) => withinCap(order, o));
}

/** Refuses (OrderStateError) unless the borrower owes money on the order now. */
export function requireOwing(order: OrderRecord, action: string): void {
  if (!isOwing(order.phase)) throw new OrderStateError(order, action);
}

/**
 * Money that reached the company for this order (a card payment the vendor page confirmed, an accepted
 * transfer certificate), counted at `madeAt`: when the payment was made. A repayment goes into the ledger
 * (dated that Kazakhstan day) and, once nothing was owed at that moment, confirms the repayment; an
 * extension's payment goes into the ledger with the due date it moves to.
 * The sandbox's pages report no time, so callers pass when the link was issued (the provider's page lives
 * at most PRODUCT.paymentExpiryMinutes) or when the certificate was sent: the amount quoted then settles
 * what was owed then, even if the sandbox hears of it after midnight. The ledger keeps the payment's `ref`
 * and `channel` (the loan page's payment history and receipts).
 */
export function paymentSucceeded(
  user: UserRecord,
  order: OrderRecord,
  payment: { kind: 'repay' | 'extension'; amount: number; days: number; ref: string; channel: PaymentChannel },
  ctx: DomainCtx,
  madeAt: number = ctx.now,
): void {
  // Money that arrives for an order no longer owing, or for an extension no longer on offer (another one
  // was paid meanwhile, or the term would reach the cap), is kept as it is (a real server would refund it).
  if (!isOwing(order.phase)) return;
  if (payment.kind === 'extension') {
    if (!extensionOffers(order, madeAt).some((o) => o.days === payment.days)) return;
    fire(user, order, 'extension_paid', ctx, madeAt, { days: payment.days, amount: payment.amount, ref: payment.ref, channel: payment.channel });
    return;
  }
  order.ledger.push({ day: kzDay(madeAt), kind: 'repay', amount: payment.amount, ref: payment.ref, channel: payment.channel });
  if (orderOwed(order, madeAt).total <= 0) fire(user, order, 'repayment_confirmed', ctx, madeAt);
}

/** The newest transfer certificate of the order, if any. */
export function latestVoucher(user: UserRecord, orderNo: string): VoucherRecord | null {
  return user.vouchers.find((v) => v.orderNo === orderNo) ?? null;
}

/**
 * The company's check of a transfer certificate ended at `at`. Accepted: its amount counts as a repayment
 * made when the certificate was sent (the same path as a card payment: partial, or full -> repaid).
 * Rejected: nothing is paid and the borrower is told.
 */
export function voucherReviewed(user: UserRecord, voucher: VoucherRecord, accepted: boolean, ctx: DomainCtx, at: number): void {
  if (voucher.status !== 'under_review') return;
  voucher.status = accepted ? 'accepted' : 'rejected';
  voucher.decidedAt = at;
  if (!accepted) {
    addMessage(user, 'voucherRejected', { now: at, nextId: ctx.nextId });
    return;
  }
  const order = user.orders.find((o) => o.orderNo === voucher.orderNo);
  if (order) paymentSucceeded(user, order, { kind: 'repay', amount: voucher.amount, days: 0, ref: voucher.id, channel: 'transfer' }, ctx, voucher.createdAt);
}

/**
 * Puts a repayment coupon on a running loan; a coupon put there before is released for later use. What it
 * takes off is counted against the reward accrued (money.ts), never more.
 */
export function applyRepayCoupon(user: UserRecord, order: OrderRecord, couponId: string, now: number): void {
  if (order.repayCouponId === couponId) return;
  const coupon = usableCoupon(user, couponId, 'repay', order.amount, now);
  const previous = user.coupons.find((c) => c.id === order.repayCouponId);
  if (previous) previous.used = false;
  coupon.used = true;
  order.repayCouponId = coupon.id;
  order.repayDiscount = coupon.amount;
}
