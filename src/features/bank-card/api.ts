import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/** Server answer codes of this domain (docs/api.md). */
export const CARD_ERROR = {
  invalidNumber: 2001,
  unsupportedBrand: 2002,
  expired: 2003,
  /** 'The card must belong to the user' */
  notOwner: 2004,
  invalidCvc: 2005,
  unknownBank: 2006,
  /** Our assumption (docs/api.md, "Card binding on the provider's page"): no binding of this borrower by that ref. */
  unknownBinding: 2007,
  /**
   * Our assumption: the server wants the card added on the provider's page (config `cardBinding: 'hosted'`), so it
   * takes no card number or CVC through its own API (PCI DSS SAQ A). A client that followed the config never sees it.
   */
  providerPageOnly: 2008,
} as const;

export const Bank = z.object({
  code: z.string(),
  name: z.string(),
  /**
   * Our assumption (docs/api.md, "The bank from the card number"): the first six digits of the card
   * numbers the bank issues, so the card form names the bank as the number is typed. Optional: a server
   * without it still works, and the borrower picks the bank from the list.
   */
  bins: z.optional(z.array(z.string())),
});
export type Bank = z.infer<typeof Bank>;

/** What the server keeps of a card: never the full number, never the CVC. */
export const MaskedCard = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  first6: z.string(),
  last4: z.string(),
  brand: z.enum(['visa', 'mastercard']),
  holder: z.string(),
  /** 'MM/YY' */
  expiry: z.string(),
});
export type MaskedCard = z.infer<typeof MaskedCard>;

// POST /api/loan/getBankList (works without a token)
export type BankListRequest = void;
export const BankListResponse = z.object({ banks: z.array(Bank) });
export type BankListResponse = z.infer<typeof BankListResponse>;
export const getBankList = endpoint<BankListRequest, BankListResponse>('/api/loan/getBankList', BankListResponse, {
  read: true,
});

// POST /api/loan/getBankInfo: the borrower's payout card
export type BankInfoRequest = void;
export const BankInfoResponse = z.object({ card: z.nullable(MaskedCard) });
export type BankInfoResponse = z.infer<typeof BankInfoResponse>;
export const getBankInfo = endpoint<BankInfoRequest, BankInfoResponse>('/api/loan/getBankInfo', BankInfoResponse, {
  read: true,
});

// POST /api/loan/setBankInfo: adds or replaces the payout card. Never retried silently.
export const SetBankInfoRequest = z.object({
  bankCode: z.string(),
  /** Digits only, 16 (13..19 accepted). Sent once; the server keeps first6/last4. */
  cardNumber: z.string(),
  /** 'MM/YY' */
  expiry: z.string(),
  /** Latin, as embossed. */
  holder: z.string(),
  /** 3 digits; checked and discarded. */
  cvc: z.string(),
  /** When replacing the card of an order whose payout failed: the payout is retried to the new card. */
  orderNo: z.optional(z.string()),
});
export type SetBankInfoRequest = z.infer<typeof SetBankInfoRequest>;
export const SetBankInfoResponse = z.object({ card: MaskedCard });
export type SetBankInfoResponse = z.infer<typeof SetBankInfoResponse>;
export const setBankInfo = endpoint<SetBankInfoRequest, SetBankInfoResponse>('/api/loan/setBankInfo', SetBankInfoResponse);

// POST /api/user/info, read for the one thing the card form needs: the name the server holds for the
// borrower (recognised from the ID card, or typed at onboarding), to compare with the cardholder name.
// Declared here because a feature does not import another (the account feature reads the whole profile).
export const CardOwnerResponse = z.object({
  surname: z.nullable(z.string()),
  name: z.nullable(z.string()),
});
export type CardOwnerResponse = z.infer<typeof CardOwnerResponse>;
export const getCardOwner = endpoint<void, CardOwnerResponse>('/api/user/info', CardOwnerResponse, { read: true });

// --- Card binding on the provider's page (our assumption: docs/api.md, "Card binding on the provider's page") ---

/**
 * How the server wants the payout card added, from the client config (POST /api/index/getConfigForFront, read
 * here for this one field: a feature does not import another). 'hosted': on the payment provider's own card page
 * in the frame, so the number never reaches the app; 'form', absent or a value this app does not know: the spec's
 * form in the app. A config the app cannot read: the last answer the server gave, else a retry, never a guess
 * (src/features/bank-card/bindingMode.ts).
 */
export const CardBindingConfig = z.object({ cardBinding: z.optional(z.string()) });
export type CardBindingConfig = z.infer<typeof CardBindingConfig>;
export type CardBindingMode = 'hosted' | 'form';
export const getCardBindingConfig = endpoint<void, CardBindingConfig>('/api/index/getConfigForFront', CardBindingConfig, { read: true });
