import * as z from 'zod/mini';
import { OrderRef, PayLinkResponse } from '@/shared/api/order';
import { endpoint } from '@/lib/http';

// POST /api/prod/getLoanPayLink: pays the fee of an extension (pages/extension)
export const LoanPayLinkRequest = z.object({ orderNo: z.string(), days: z.number(), returnUrl: z.string() });
export type LoanPayLinkRequest = z.infer<typeof LoanPayLinkRequest>;
export const getLoanPayLink = endpoint<LoanPayLinkRequest, PayLinkResponse>('/api/prod/getLoanPayLink', PayLinkResponse, {
  creates: true,
});

// POST /api/prod/extensionInfo: the default extension offer
export const ExtensionOption = z.object({
  days: z.number(),
  /** Fee to pay now, tenge: accrued interest and penalty. */
  fee: z.number(),
  /** 'YYYY-MM-DD' */
  newDueDate: z.string(),
  /** Owed on the new due date. */
  newRepayAmount: z.number(),
});
export type ExtensionOption = z.infer<typeof ExtensionOption>;
/**
 * Why an order cannot be extended now: before the window opens (3 days before the due date), after it
 * closes (7 days after), the number of extensions used up, a partial repayment made, or nothing owed.
 */
export const ExtensionUnavailable = z.enum(['too_early', 'too_late', 'limit_reached', 'partly_paid', 'not_owing']);
export type ExtensionUnavailable = z.infer<typeof ExtensionUnavailable>;
/** What both versions say of the window besides the offers. */
const ExtensionWindow = {
  /** Null when available. */
  reason: z.nullable(ExtensionUnavailable),
  /** 'YYYY-MM-DD': first and last day an extension can be paid for this order (null before payout). */
  opensOn: z.nullable(z.string()),
  closesOn: z.nullable(z.string()),
  extensionsUsed: z.number(),
  maxExtensions: z.number(),
};
export const ExtensionInfoResponse = z.object({
  available: z.boolean(),
  option: z.nullable(ExtensionOption),
  ...ExtensionWindow,
});
export type ExtensionInfoResponse = z.infer<typeof ExtensionInfoResponse>;
export const extensionInfo = endpoint<OrderRef, ExtensionInfoResponse>('/api/prod/extensionInfo', ExtensionInfoResponse, {
  read: true,
});

// POST /api/prod/extensionInfoV2: every extension offer
export const ExtensionInfoV2Response = z.object({ available: z.boolean(), options: z.array(ExtensionOption), ...ExtensionWindow });
export type ExtensionInfoV2Response = z.infer<typeof ExtensionInfoV2Response>;
export const extensionInfoV2 = endpoint<OrderRef, ExtensionInfoV2Response>(
  '/api/prod/extensionInfoV2',
  ExtensionInfoV2Response,
  { read: true },
);

