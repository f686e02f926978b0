import { create } from 'zustand';
import type { MaskedCard } from '@/features/bank-card/api';
import type { CardField, CardRefusal } from '@/features/bank-card/queries';
import type { CardBrand } from '@/utils/card';

/**
 * How the card dialogs (bankList, bank-time, bank-confirm, bank-conf, bank-quit), which are routes of
 * their own, reach the card form open beneath them. In memory only, never persisted: the form registers
 * a handle while it is mounted. The handle holds functions, not values: the card number and CVC stay in
 * the form (react-hook-form's memory) and leave it once, inside `send`. Dialogs only ever see the masked
 * summary.
 */

/** What the borrower is shown of a card before it is saved: never more than the last four digits. */
export interface CardSummary {
  bankName: string;
  brand: CardBrand;
  last4: string;
  holder: string;
  expiry: string;
}

export type SendResult = { ok: true; card: MaskedCard } | { ok: false; refusal: CardRefusal };

export interface CardFormHandle {
  /** The bank and expiry chosen so far (the pickers start there). */
  current: () => { bankCode: string; expiry: string };
  chooseBank: (code: string) => void;
  /** 'MM/YY' */
  chooseExpiry: (expiry: string) => void;
  /** The masked summary when every field is valid; null when the form is empty or has a mistake. */
  summary: () => CardSummary | null;
  /** Sends the card once. A refusal of the card comes back as a result; anything else is thrown. */
  send: () => Promise<SendResult>;
  /** After a dialog closes, put the focus on this field (the one to fix). */
  focusOnReturn: (field: CardField) => void;
  /** The borrower gives up: the form stops asking before it is left. */
  release: () => void;
  /** Where the card pages lead once done or abandoned (the `redirect` page, else the Loans tab). */
  exitPath: string;
  /** The order whose failed payout the new card retries, if any. */
  orderNo: string | undefined;
}

interface CardFormState {
  form: CardFormHandle | null;
  /** The last refusal of the card by the server, for bank-conf; with the summary of the card refused. */
  refusal: { refusal: CardRefusal; summary: CardSummary | null } | null;
}

export const useCardForm = create<CardFormState>(() => ({ form: null, refusal: null }));

export function registerCardForm(handle: CardFormHandle): () => void {
  useCardForm.setState({ form: handle, refusal: null });
  return () => {
    if (useCardForm.getState().form === handle) useCardForm.setState({ form: null, refusal: null });
  };
}
