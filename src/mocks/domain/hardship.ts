/**
 * «Не могу платить»: the borrower's application to change the contract's terms (law.md section 1 row 20,
 * section 5 feature 7; our assumption, docs/api.md "Changing the terms: «Не могу платить»").
 *
 * - Who may apply: a loan being repaid that is due within DUE_SOON_DAYS, or overdue and still inside the
 *   borrower's window (30 calendar days from the first day late), with no application of this loan waiting
 *   for an answer.
 * - The company registers it at once (a number) and must answer within 15 calendar days (`answerBy`).
 * - The sandbox answers after Timing.hardshipMs (control `advance` answers at once): a deferral or smaller
 *   payments are agreed, a longer term is refused (so both answers can be reached from the form). An
 *   agreement states the new terms; the sandbox does not re-run the loan under them (the supplementary
 *   agreement that would is not part of this flow).
 * - Each step is told in the messages through `tell` (the one call into the messages domain).
 */
import { TEXT } from '../data';
import type { OrderRecord, UserRecord } from '../model';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import { DUE_SOON_DAYS, isOwing } from './lending';
import { addMessage, messageDate, messageWords } from './messages';
import { writeToBorrower, type CompanyPost } from './threads';

export const HARDSHIP_REASONS = ['income_lost', 'illness', 'family', 'other'] as const;
export type HardshipReason = (typeof HARDSHIP_REASONS)[number];
export const HARDSHIP_PROPOSALS = ['defer', 'smaller', 'extend'] as const;
export type HardshipProposal = (typeof HARDSHIP_PROPOSALS)[number];
export type HardshipStatus = 'submitted' | 'under_review' | 'approved' | 'refused';

/** The law's figures, as the server holds them (law.md row 20): the borrower's window and the lender's answer. */
export const HARDSHIP_RULES = { applyWindowDays: 30, answerDays: 15 } as const;

/** What the sandbox agrees to: a deferral of 30 days, or the debt in 3 monthly payments. */
const DEFER_DAYS = 30;
const INSTALMENTS = 3;

export interface HardshipRecord {
  regNo: string;
  /** The conversation the application opened (its answer is written there). */
  threadId?: string;
  orderNo: string;
  reason: HardshipReason;
  reasonText: string;
  /** Tenge a month, as the borrower says. */
  income: number;
  proposal: HardshipProposal;
  fileId: string | null;
  filedAt: number;
  /** The review starts half way to the answer; `advance` moves this back. */
  reviewFrom: number;
  /** 'YYYY-MM-DD' (Kazakhstan): the last day of the company's answer. */
  answerBy: string;
  status: HardshipStatus;
  decidedAt: number | null;
  /** New due date of an agreed deferral or first payment of agreed instalments. */
  newDueDate: string | null;
}

/** The borrower's applications, newest first (saved data of before this field has none). */
export function applicationsOf(user: UserRecord): HardshipRecord[] {
  user.hardship ??= [];
  return user.hardship;
}

export function latestApplication(user: UserRecord, orderNo: string): HardshipRecord | null {
  return applicationsOf(user).find((a) => a.orderNo === orderNo) ?? null;
}

const waiting = (a: HardshipRecord | null): boolean => a !== null && (a.status === 'submitted' || a.status === 'under_review');

/** Last day of the borrower's window to apply: 30 calendar days counting the first day late. Null unless overdue. */
export function applyBy(order: OrderRecord): string | null {
  return order.phase === 'overdue' && order.dueDate ? addDaysIso(order.dueDate, HARDSHIP_RULES.applyWindowDays) : null;
}

/** Why this loan cannot take an application now, or null when it can. */
export function cannotApply(user: UserRecord, order: OrderRecord, now: number): 'not_owing' | 'not_due_soon' | 'window_closed' | 'pending' | null {
  if (!isOwing(order.phase) || !order.dueDate) return 'not_owing';
  if (waiting(latestApplication(user, order.orderNo))) return 'pending';
  const today = kzDay(now);
  if (order.phase === 'overdue') return today <= (applyBy(order) ?? '') ? null : 'window_closed';
  return addDaysIso(today, DUE_SOON_DAYS) >= order.dueDate ? null : 'not_due_soon';
}

export function fileApplication(
  user: UserRecord,
  order: OrderRecord,
  req: { reason: HardshipReason; reasonText: string; income: number; proposal: HardshipProposal; fileId: string | null },
  ctx: DomainCtx,
  waitMs: number,
): HardshipRecord {
  const app: HardshipRecord = {
    regNo: ctx.nextId('HD-', 6),
    orderNo: order.orderNo,
    ...req,
    filedAt: ctx.now,
    reviewFrom: ctx.now + Math.floor(waitMs / 2),
    answerBy: addDaysIso(kzDay(ctx.now), HARDSHIP_RULES.answerDays),
    status: 'submitted',
    decidedAt: null,
    newDueDate: null,
  };
  applicationsOf(user).unshift(app);
  tell(user, app, ctx);
  return app;
}

/** When the sandbox's answer is due: half the wait after the review began. */
const answerAt = (app: HardshipRecord, waitMs: number): number => app.reviewFrom + Math.ceil(waitMs / 2);

/** Moves each waiting application on to `ctx.now`: under review, then answered (each dated when it became due). */
export function reviewApplications(user: UserRecord, ctx: DomainCtx, waitMs: number): void {
  for (const app of applicationsOf(user)) {
    if (app.status === 'submitted' && ctx.now >= app.reviewFrom) app.status = 'under_review';
    const at = answerAt(app, waitMs);
    if (app.status !== 'under_review' || ctx.now < at) continue;
    const order = user.orders.find((o) => o.orderNo === app.orderNo);
    const from = order?.dueDate && order.dueDate > kzDay(at) ? order.dueDate : kzDay(at);
    if (app.proposal === 'extend') {
      app.status = 'refused';
    } else {
      app.status = 'approved';
      app.newDueDate = addDaysIso(from, DEFER_DAYS);
    }
    app.decidedAt = at;
    tell(user, app, { ...ctx, now: at });
  }
}

/** Control `advance`: the waiting application of this order is answered now. False when none waits. */
export function skipHardshipWait(user: UserRecord, orderNo: string, now: number, waitMs: number): boolean {
  const app = latestApplication(user, orderNo);
  if (!app || !waiting(app)) return false;
  app.reviewFrom = Math.min(app.reviewFrom, now - Math.ceil(waitMs / 2));
  app.status = 'under_review';
  return true;
}

/**
 * The one place the application speaks through the messages (the threads rework re-points this): filed,
 * agreed or refused, with its number and dates.
 */
function tell(user: UserRecord, app: HardshipRecord, ctx: DomainCtx): void {
  const link = `/pages/loan/detail?orderNo=${encodeURIComponent(app.orderNo)}`;
  const params = { regNo: app.regNo, date: messageDate(app.status === 'submitted' ? app.answerBy : (app.newDueDate ?? app.answerBy)) };
  const key = app.status === 'approved' ? 'hardshipApproved' : app.status === 'refused' ? 'hardshipRefused' : 'hardshipFiled';
  addMessage(user, key, ctx, link, params);
  // The application is also a conversation (issue 26): its number is the ticket, its answer-by day the due
  // date; the borrower can write in it, and the answer lands in it.
  const words = messageWords(key, params);
  const status = app.status === 'approved' || app.status === 'refused' ? 'answered' : 'open';
  const post: CompanyPost = app.threadId
    ? { threadId: app.threadId, status }
    : { topic: 'hardship', subject: TEXT.hardshipSubject, ticketNo: app.regNo, answerDue: app.answerBy, status };
  const thread = writeToBorrower(user, ctx, post, words.text);
  if (thread) app.threadId = thread.id;
}

/** The answer's words in the request's language (the server's). */
export function answerText(app: HardshipRecord, lang: 'ru' | 'kz'): string | null {
  if (app.status === 'approved') {
    const text = app.proposal === 'defer' ? TEXT.hardshipDeferText : TEXT.hardshipSmallerText;
    return text[lang].replace('{{date}}', messageDate(app.newDueDate ?? '')).replace('{{count}}', String(INSTALMENTS));
  }
  if (app.status === 'refused') return TEXT.hardshipRefusedReason[lang];
  return null;
}
