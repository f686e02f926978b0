import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CARD_ERROR,
  getBankInfo,
  getBankList,
  getCardOwner,
  setBankInfo,
  type Bank,
  type BankInfoResponse,
  type SetBankInfoRequest,
  type SetBankInfoResponse,
} from '@/features/bank-card/api';
import { isApiError } from '@/lib/api-error';
import type { TextKey } from '@/lib/i18n';
import { keyOf } from '@/shared/api/resources';
import { invalidateChange, readQuery, useExclusive } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';
import { track } from '@/shared/analytics/track';

export const cardKeys = {
  banks: () => keyOf('reference', 'banks'),
  card: () => keyOf('card', 'info'),
  owner: () => keyOf('account', 'card-owner'),
};

/** The banks a payout card may belong to (a list that changes with a release, not with the borrower). */
export const bankListQuery = () => readQuery(cardKeys.banks(), getBankList, undefined, { staleTime: Infinity });

/** The borrower's payout card, masked by the server (bank, brand, first 6 / last 4, holder, expiry). */
export const savedCardQuery = () => readQuery(cardKeys.card(), getBankInfo, undefined);

/** The name the server holds for the borrower, to compare with the cardholder name. */
export const cardOwnerQuery = () => readQuery(cardKeys.owner(), getCardOwner, undefined);

/** Kaspi Bank's BIC. The spec advises a Kaspi card: the payout reaches it faster. */
export const KASPI = 'CASPKZKA';

export const isKaspi = (bank: Bank) => bank.code === KASPI || /kaspi/i.test(bank.name);

/** Kaspi first (with the spec's advice), the others in the server's order. */
export function banksKaspiFirst(banks: readonly Bank[]): Bank[] {
  return [...banks.filter(isKaspi), ...banks.filter((b) => !isKaspi(b))];
}

/** The fields of the card form, by the names the refusals below point at. */
export type CardField = 'bankCode' | 'number' | 'expiry' | 'holder' | 'cvc';

/** Each refusal of setBankInfo (docs/api.md 2001–2006): the field it is about and what the borrower reads. */
export const CARD_REFUSALS: Readonly<Record<number, { field: CardField; message: TextKey<'bankCard'> }>> = {
  [CARD_ERROR.invalidNumber]: { field: 'number', message: 'refusal.invalidNumber' },
  [CARD_ERROR.unsupportedBrand]: { field: 'number', message: 'errors.number.brand' },
  [CARD_ERROR.expired]: { field: 'expiry', message: 'refusal.expired' },
  [CARD_ERROR.notOwner]: { field: 'holder', message: 'refusal.notOwner' },
  [CARD_ERROR.invalidCvc]: { field: 'cvc', message: 'refusal.cvc' },
  [CARD_ERROR.unknownBank]: { field: 'bankCode', message: 'refusal.unknownBank' },
};

/** Server codes of this feature and what the borrower reads for them (anything else: the common sentence). */
export const CARD_MESSAGES: ServerMessages = {
  codes: Object.fromEntries(Object.entries(CARD_REFUSALS).map(([code, r]) => [code, `bankCard:${r.message}` as const])),
};

export interface CardRefusal {
  code: number;
  field: CardField;
  message: TextKey<'bankCard'>;
}

/** A refusal of the card itself (a field to fix), or null for anything else (network, session, server fault). */
export function cardRefusal(e: unknown): CardRefusal | null {
  if (!isApiError(e) || e.kind !== 'server' || e.code === undefined) return null;
  const r = CARD_REFUSALS[e.code];
  return r ? { code: e.code, ...r } : null;
}

export interface SaveCard {
  /** Sends once; a second tap while it runs joins the first. Never retried by itself. */
  submit: (req: SetBankInfoRequest) => Promise<SetBankInfoResponse>;
  isPending: boolean;
}

/**
 * setBankInfo. Not a React Query mutation on purpose: a mutation keeps its variables (here the card
 * number and CVC) in the query client's mutation cache for minutes after it settles, and PCI DSS 3.3.1
 * allows the CVC nowhere after authorisation. The request lives in this call only; what is kept is the
 * server's masked answer, which becomes the cached card at once. The house's guarantees are kept: one
 * call in flight (useExclusive), no silent retry, invalidation by what changed ('cardSaved').
 */
export function useSaveCard(): SaveCard {
  const queryClient = useQueryClient();
  const exclusive = useExclusive();
  const [isPending, setPending] = useState(false);
  const submit = useCallback(
    (req: SetBankInfoRequest) =>
      exclusive(async () => {
        setPending(true);
        try {
          const res = await setBankInfo(req);
          queryClient.setQueryData<BankInfoResponse>(cardKeys.card(), { card: res.card });
          // Analytics: the brand and the bank only (never digits of the card).
          track('card_added', { brand: res.card.brand, bank: res.card.bankCode, payout_retry: Boolean(req.orderNo) });
          await invalidateChange(queryClient, 'cardSaved');
          return res;
        } finally {
          setPending(false);
        }
      }),
    [exclusive, queryClient],
  );
  return { submit, isPending };
}
