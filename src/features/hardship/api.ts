import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { HardshipApplication, HardshipProposal, HardshipReason } from '@/shared/api/hardship';

export { HARDSHIP_ERROR, hardshipStatus, HardshipStatusRequest, HardshipStatusResponse } from '@/shared/api/hardship';

// POST /api/loan/hardship/apply (our assumption, docs/api.md "Changing the terms: «Не могу платить»"): the
// borrower's application to change the contract's terms; answered with its registration number and answer-by date.
export const HardshipApplyRequest = z.object({
  orderNo: z.string(),
  reason: HardshipReason,
  /** The borrower's own words (required for 'other'), at most 1000 characters. */
  reasonText: z.string(),
  /** Income a month now, whole tenge (0 when none). */
  income: z.number(),
  proposal: HardshipProposal,
  /** An uploaded document photo (/api/uploadFile/userFile, type 'other'), or null. */
  fileId: z.nullable(z.string()),
});
export type HardshipApplyRequest = z.infer<typeof HardshipApplyRequest>;
export const HardshipApplyResponse = HardshipApplication;
export type HardshipApplyResponse = z.infer<typeof HardshipApplyResponse>;
export const hardshipApply = endpoint<HardshipApplyRequest, HardshipApplyResponse>('/api/loan/hardship/apply', HardshipApplyResponse, {
  creates: true,
});
