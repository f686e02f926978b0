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
export const ExtensionInfoResponse = z.object({
  available: z.boolean(),
  option: z.nullable(ExtensionOption),
});
export type ExtensionInfoResponse = z.infer<typeof ExtensionInfoResponse>;
export const extensionInfo = endpoint<OrderRef, ExtensionInfoResponse>('/api/prod/extensionInfo', ExtensionInfoResponse, {
  read: true,
});

// POST /api/prod/extensionInfoV2: every extension offer
export const ExtensionInfoV2Response = z.object({ available: z.boolean(), options: z.array(ExtensionOption) });
export type ExtensionInfoV2Response = z.infer<typeof ExtensionInfoV2Response>;
export const extensionInfoV2 = endpoint<OrderRef, ExtensionInfoV2Response>(
  '/api/prod/extensionInfoV2',
  ExtensionInfoV2Response,
  { read: true },
);

