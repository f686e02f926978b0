import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

/**
 * «Не могу платить» (issue 26): a loan's application to change the contract's terms, as the Loans tab card
 * and the loan's page read it; the form (src/features/hardship) sends it. Our assumption, docs/api.md
 * "Changing the terms: «Не могу платить»". The server decides who may apply, the window, the dates and the answer.
 */

export const HARDSHIP_ERROR = {
  /** This loan cannot take an application now (repaid, not due soon, window over, one already waiting). */
  cannotApply: 4010,
  /** The document photo id is not one of the borrower's uploaded files. */
  unknownFile: 4011,
} as const;

export const HardshipReason = z.enum(['income_lost', 'illness', 'family', 'other']);
export type HardshipReason = z.infer<typeof HardshipReason>;
export const HardshipProposal = z.enum(['defer', 'smaller', 'extend']);
export type HardshipProposal = z.infer<typeof HardshipProposal>;
export const HardshipStatus = z.enum(['submitted', 'under_review', 'approved', 'refused']);
export type HardshipStatus = z.infer<typeof HardshipStatus>;

/** Where a borrower takes a refusal they disagree with (free for the borrower); the server's details. */
export const Ombudsman = z.object({
  name: z.string(),
  /** E.164 without the plus. */
  phone: z.string(),
  email: z.string(),
  /** Its website, shown as text (not on the app's link allow-list). */
  site: z.string(),
  address: z.string(),
});
export type Ombudsman = z.infer<typeof Ombudsman>;

export const HardshipApplication = z.object({
  regNo: z.string(),
  /** 'YYYY-MM-DD' (Kazakhstan) the application was registered. */
  filedOn: z.string(),
  /** 'YYYY-MM-DD': the last day of the company's answer (15 calendar days). */
  answerBy: z.string(),
  status: HardshipStatus,
  reason: HardshipReason,
  proposal: HardshipProposal,
  /** 'YYYY-MM-DD' of the answer; null while waiting. */
  answeredOn: z.nullable(z.string()),
  /** The answer in the request's language: the new terms, or why not. Null while waiting. */
  answer: z.nullable(z.string()),
  /** An agreement's new due date (a deferral) or first payment (smaller payments). */
  newDueDate: z.nullable(z.string()),
  /** Set on a refusal: where to take it. */
  ombudsman: z.nullable(Ombudsman),
});
export type HardshipApplication = z.infer<typeof HardshipApplication>;

/**
 * What the Loans tab's card says of «Не могу платить», inside the tab's own read (loanUserInfo `due.hardship`), so the
 * card is drawn whole at once instead of growing a line when a second answer comes.
 */
export const HardshipSummary = z.object({
  canApply: z.boolean(),
  applyBy: z.nullable(z.string()),
  application: z.nullable(z.object({ status: HardshipStatus, answerBy: z.string() })),
});
export type HardshipSummary = z.infer<typeof HardshipSummary>;

// POST /api/loan/hardship/status: whether this loan can take an application, until when, and its latest one
export const HardshipStatusRequest = z.object({ orderNo: z.string() });
export type HardshipStatusRequest = z.infer<typeof HardshipStatusRequest>;
export const HardshipStatusResponse = z.object({
  canApply: z.boolean(),
  /** Overdue loans: 'YYYY-MM-DD', the last day of the borrower's 30-day window to apply. Null otherwise. */
  applyBy: z.nullable(z.string()),
  application: z.nullable(HardshipApplication),
});
export type HardshipStatusResponse = z.infer<typeof HardshipStatusResponse>;
export const hardshipStatus = endpoint<HardshipStatusRequest, HardshipStatusResponse>('/api/loan/hardship/status', HardshipStatusResponse, {
  read: true,
});

export const hardshipKeys = { status: (orderNo: string) => keyOf('orders', 'hardship', orderNo) };

/** A loan's application and whether one can be made; in the borrower's language (the answer's words). */
export const hardshipStatusQuery = (orderNo: string) => readQuery(hardshipKeys.status(orderNo), hardshipStatus, { orderNo }, { localized: true });
