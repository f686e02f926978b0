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
  /**
   * Reward and penalty charged over the loan's life (extensions included) by the new due date if this
   * extension is paid today and nothing else is paid: what `overpaymentUsed` becomes then. Our assumption
   * (docs/api.md, "Extension: repay or extend"); optional: without it the page leaves that line out.
   */
  overpaymentUsedOnNewDueDate: z.optional(z.number()),
  /**
   * The supplementary agreement this term would make, to read before paying (paying concludes it). Our
   * assumption (docs/api.md); optional: without it the page shows no link.
   */
  agreementUrl: z.optional(z.string()),
});
export type ExtensionOption = z.infer<typeof ExtensionOption>;
/**
 * Why an order cannot be extended now: before the window opens (3 days before the due date), after it
 * closes (7 days after), the number of extensions used up, a partial repayment made, nothing owed, or the
 * overpayment cap would be reached by the new due date of every term (`cap_reached`: extending buys no time
 * the cap does not already limit).
 */
export const ExtensionUnavailable = z.enum(['too_early', 'too_late', 'limit_reached', 'partly_paid', 'not_owing', 'cap_reached']);
export type ExtensionUnavailable = z.infer<typeof ExtensionUnavailable>;
/** What both versions say besides the offers: the window, and what repaying instead costs. */
const ExtensionWindow = {
  /** Null when available. */
  reason: z.nullable(ExtensionUnavailable),
  /** 'YYYY-MM-DD': first and last day an extension can be paid for this order (null before payout). */
  opensOn: z.nullable(z.string()),
  closesOn: z.nullable(z.string()),
  extensionsUsed: z.number(),
  maxExtensions: z.number(),
  // Extend or repay, side by side (our assumption, docs/api.md "Extension: repay or extend"). Optional: an
  // answer without them still parses, and the page leaves out what is missing.
  /** Owed today if the loan is repaid in full instead: repayInfo's `repayAmount` (0 when nothing is owed). */
  repayAmount: z.optional(z.number()),
  /** The most reward and penalty together can ever come to on this loan, tenge (the server's cap × principal). */
  overpaymentCap: z.optional(z.number()),
  /** Reward and penalty charged so far over the loan's life, extensions included (gross of coupons), tenge. */
  overpaymentUsed: z.optional(z.number()),
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

