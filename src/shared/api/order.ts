import * as z from 'zod/mini';
import { Tenge } from '@/shared/api/tenge';

/**
 * The order as every lending screen sees it (application, my loans, repayment, extension) and the
 * server codes of the lending domain (docs/api.md). Shared by the loan-application, repayment and
 * extension features; the account's current loan uses LENDING_STATUSES.
 */

/**
 * Statuses of a loan once the company decided to lend (spec section 4 list labels, plus overdue).
 * The account's current loan uses exactly these; an order adds the review states before them.
 */
export const LENDING_STATUSES = [
  'awaiting_payout',
  'payout_in_progress',
  'failed',
  'awaiting_repayment',
  'overdue',
  'repaid',
] as const;

/** Server answer codes of this domain (docs/api.md). */
export const LOAN_ERROR = {
  activeLoan: 4001,
  reapplyLater: 4002,
  onboardingIncomplete: 4003,
  noCard: 4004,
  amountOutOfRange: 4005,
  orderNotFound: 4006,
  wrongOrderState: 4007,
  /** The server wants a credit-bureau (FCB) application for this amount before the order: run it, then submit with its id. */
  creditBureauRequired: 4008,
  /** The coupon does not exist, is used or expired, or does not fit this amount. */
  couponNotUsable: 6002,
} as const;

/** annulled: the borrower refused the loan in its cooling period (issue 26): no payout, the contract annulled. */
export const OrderStatus = z.enum(['under_review', 'rejected', 'supplement', ...LENDING_STATUSES, 'annulled']);

export type OrderStatus = z.infer<typeof OrderStatus>;

/** Statuses that move on by themselves (review, payout): screens showing them poll until they settle. */
const MOVING_STATUSES: readonly OrderStatus[] = ['under_review', 'awaiting_payout', 'payout_in_progress'];
/** How often a moving status is asked again while the page is visible. */
export const ORDER_POLL_MS = 3000;

/**
 * The one rule of "the order has settled": there is none, or its status does not move on by itself. An order
 * waiting out its cooling period, or whose payout is held on a report, waits for the borrower or the company.
 */
export function orderSettled(answer: { order: { status: OrderStatus; cooling?: OrderCooling | null; report?: OrderReport | null } | null }): boolean {
  const order = answer.order;
  if (order === null || order.cooling?.state === 'waiting' || order.report?.payoutHeld) return true;
  return !MOVING_STATUSES.includes(order.status);
}

/** How a read that carries the borrower's order (the Loans tab, the newest order) polls: until it settles. */
export const ORDER_POLL = { until: orderSettled, everyMs: ORDER_POLL_MS };

/**
 * Why the company refused an application (OUR ASSUMPTION, docs/api.md "A refusal that says why"). The law
 * decides three of them and nobody at the company can lift them (law.md section 1 rows 13-15):
 * - self_ban: the borrower's voluntary self-ban on loans («Стоп кредит»), set and lifted only by the borrower on eGov;
 * - debt_load: the debt burden ratio (КДН) with this loan would pass the limit the law sets;
 * - overdue_elsewhere: a serious overdue with another lender.
 * `other` is any other reason, with the company's own waiting period (the order's reapplyAt). A reason this app
 * does not know yet reads as `other`.
 */
export const REFUSAL_REASONS = ['self_ban', 'debt_load', 'overdue_elsewhere', 'other'] as const;
export const RefusalReason = z.catch(z.enum(REFUSAL_REASONS), 'other');
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const Refusal = z.object({
  reason: RefusalReason,
  /** Where the borrower acts on it (self_ban: the eGov service that lifts the ban; overdue_elsewhere: the credit report), or null. */
  url: z.nullable(z.string()),
  /** debt_load only: the ratio as the server computed it at the decision, and what it is made of (tenge a month). */
  debtLoad: z.nullable(
    z.object({
      /** (payments + loanPayment) / income, e.g. 0.62. */
      ratio: z.number(),
      /** The most the law allows, e.g. 0.5. */
      limit: z.number(),
      /** Official average monthly income (state sources, not what the borrower declared). */
      income: Tenge,
      /** Monthly payments on the loans the borrower already has (credit bureau). */
      payments: Tenge,
      /** What this loan would add a month. */
      loanPayment: Tenge,
    }),
  ),
  /** overdue_elsewhere only: the days late from which the law forbids lending, as the server applies it. */
  overdueDays: z.nullable(z.number()),
});
export type Refusal = z.infer<typeof Refusal>;

/** The reason of a refusal; one the server does not send (an older server) reads as `other`. */
export function refusalReason(refusal: Refusal | null | undefined): RefusalReason {
  return refusal?.reason ?? 'other';
}

/** A reason the law decides: no waiting period, nobody at the company can lift it (law.md section 1 rows 13-15). */
export function isLegalRefusal(refusal: Refusal | null | undefined): refusal is Refusal {
  return refusalReason(refusal) !== 'other';
}

/**
 * The cooling period of an order (law.md section 1 row 11): `until` (ISO date-time, the server's) is when the
 * borrower may confirm receipt; `confirmable` is the server's word that it is now. waiting: approved, no
 * payout yet; confirmed: the borrower confirmed, the payout goes on; refused: the contract is annulled.
 */
export const OrderCooling = z.object({
  state: z.enum(['waiting', 'confirmed', 'refused']),
  until: z.string(),
  confirmable: z.boolean(),
});
export type OrderCooling = z.infer<typeof OrderCooling>;

/** A «Я не оформлял этот заём» report: its number, when it was made (ISO), and whether it held the payout. */
export const OrderReport = z.object({ ticketNo: z.string(), reportedAt: z.string(), payoutHeld: z.boolean() });
export type OrderReport = z.infer<typeof OrderReport>;

export const Order = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  /** Principal, tenge. */
  amount: Tenge,
  days: z.number(),
  interest: Tenge,
  serviceFee: Tenge,
  penalty: Tenge,
  discount: Tenge,
  /** What the borrower owes today: amount + interest (accrued to today) + serviceFee + penalty - discount - what was paid already. */
  repayAmount: Tenge,
  /** Paid out to the card. */
  receiveAmount: Tenge,
  /** ISO date-time */
  createdAt: z.string(),
  /** 'YYYY-MM-DD', set at payout. */
  dueDate: z.nullable(z.string()),
  overdueDays: Tenge,
  /** ISO date-time; rejected orders with a waiting period only (none for a reason the law decides). */
  reapplyAt: z.nullable(z.string()),
  /** Why it was refused; rejected orders only. Absent from a server that does not send it: read as `other`. */
  refusal: z.optional(z.nullable(Refusal)),
  /** What to re-upload; supplement orders only. */
  supplement: z.nullable(z.enum(['id', 'selfie', 'both'])),
  card: z.nullable(z.object({ bankName: z.string(), last4: z.string() })),
  /** Why the payout failed; failed orders only. */
  failReason: z.nullable(z.string()),
  /** ISO date-time the loan was repaid in full; repaid orders only. */
  repaidAt: z.nullable(z.string()),
  /** Our assumption (issue 26, docs/api.md "Cooling period"): null or absent when the rule does not apply. */
  cooling: z.optional(z.nullable(OrderCooling)),
  /** Our assumption (issue 26): the borrower's «Я не оформлял этот заём» report on this order, if any. */
  report: z.optional(z.nullable(OrderReport)),
});
export type Order = z.infer<typeof Order>;

export const OrderRef = z.object({ orderNo: z.string() });
export type OrderRef = z.infer<typeof OrderRef>;

export const Payment = z.object({
  ref: z.string(),
  kind: z.enum(['repay', 'extension']),
  amount: Tenge,
  /** pending: the borrower is on the provider's page or it has not reported yet; cancelled: left unpaid there. */
  status: z.enum(['pending', 'success', 'failed', 'cancelled']),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

/** A card-payment page (webview tarlanPay) that returns to returnUrl with ?sandboxResult=…; confirm with repayInfo (src/shared/api/payment.ts). */
export const PayLinkResponse = z.object({ ref: z.string(), url: z.string(), amount: Tenge });
export type PayLinkResponse = z.infer<typeof PayLinkResponse>;

