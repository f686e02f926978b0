import { useQuery } from '@tanstack/react-query';
import { getCardBindingResult } from '@/features/bank-card/bindingApi';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

/**
 * Card binding on the payment provider's page (issue 29 M3 (b); docs/decisions.md, "Card binding on the
 * provider's page"): the session this browser started, and what the server says of it. Only the provider's step
 * (a chunk of its own) imports this; which way the card is added is bindingMode.ts.
 */

/** The result is asked for every BINDING_POLL_MS after the return, for BINDING_WAIT_MS at most. */
export const BINDING_POLL_MS = 2000;
export const BINDING_WAIT_MS = 20_000;

export { forgetBinding, rememberBinding, startedBinding } from '@/features/bank-card/bindingSession';

/** What the server says of session `ref`, asked while it is pending and the wait since `since` lasts. */
export function useBindingResult(ref: string | undefined, since: number) {
  return useQuery({
    ...readQuery(keyOf('card', 'binding', ref ?? ''), getCardBindingResult, { ref: ref ?? '' }, { localized: true, staleTime: 0 }),
    enabled: ref !== undefined,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.status === 'pending' && Date.now() - since < BINDING_WAIT_MS ? BINDING_POLL_MS : false,
  });
}
