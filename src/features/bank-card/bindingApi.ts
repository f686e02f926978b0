import * as z from 'zod/mini';
import { MaskedCard } from '@/features/bank-card/api';
import { endpoint } from '@/lib/http';

/**
 * Card binding on the provider's page (our assumption: docs/api.md, "Card binding on the provider's page"). Apart
 * from the rest of the card API so that only the provider's step, a chunk of its own, carries it.
 */

// POST /api/loan/startCardBinding: a binding session on the provider's card page. A create (Idempotency-Key).
export const StartCardBindingRequest = z.object({
  /** The card step of this app to come back to (ignored for the Loans tab when not one of its pages). */
  returnUrl: z.string(),
  /** When replacing the card of an order whose payout failed: the payout is retried to the bound card. */
  orderNo: z.optional(z.string()),
});
export type StartCardBindingRequest = z.infer<typeof StartCardBindingRequest>;
export const StartCardBindingResponse = z.object({
  /** The session's one-time reference: the app asks the server about this one, never trusts the address. */
  ref: z.string(),
  /** The provider's card page, opened in the frame (an allow-listed origin). */
  url: z.string(),
});
export type StartCardBindingResponse = z.infer<typeof StartCardBindingResponse>;
export const startCardBinding = endpoint<StartCardBindingRequest, StartCardBindingResponse>(
  '/api/loan/startCardBinding',
  StartCardBindingResponse,
  { creates: true },
);

// POST /api/loan/cardBindingResult: what the provider reported to the server for a session (the only authority).
export const CardBindingResultRequest = z.object({ ref: z.string() });
export type CardBindingResultRequest = z.infer<typeof CardBindingResultRequest>;
export const CardBindingStatus = z.enum(['pending', 'bound', 'declined', 'cancelled', 'expired']);
export type CardBindingStatus = z.infer<typeof CardBindingStatus>;
export const CardBindingResultResponse = z.object({
  status: CardBindingStatus,
  /** The bound card, masked (first 6 / last 4 at most): only with 'bound'. */
  card: z.nullable(MaskedCard),
  /** Why it was not bound, in the borrower's language, for the borrower to read; null when none. */
  message: z.nullable(z.string()),
});
export type CardBindingResultResponse = z.infer<typeof CardBindingResultResponse>;
export const getCardBindingResult = endpoint<CardBindingResultRequest, CardBindingResultResponse>(
  '/api/loan/cardBindingResult',
  CardBindingResultResponse,
  { read: true },
);
