import { useQuery } from '@tanstack/react-query';
import { getCardBindingConfig, getCardBindingResult, type CardBindingMode } from '@/features/bank-card/api';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';
import { useDrafts } from '@/stores/drafts';
import { useConfig } from '@/stores/config';

/**
 * Card binding on the payment provider's page (issue 29 M3 (b); docs/decisions.md, "Card binding on the
 * provider's page"): which way the server wants the card added, and the session this browser started.
 */

/** The result is asked for every BINDING_POLL_MS after the return, for BINDING_WAIT_MS at most. */
export const BINDING_POLL_MS = 2000;
export const BINDING_WAIT_MS = 20_000;

export const bindingKeys = {
  config: () => keyOf('config', 'card-binding'),
  result: (ref: string) => keyOf('card', 'binding', ref),
};

const asMode = (v: string | undefined): CardBindingMode => (v === 'hosted' ? 'hosted' : 'form');

/**
 * 'hosted' or 'form' as the server's config says, null until it is known. The config the app loaded from the server
 * this start serves; before that the card step asks itself, so a stale cached answer never decides. Unreadable
 * (offline, a server fault): the last answer the server gave (cached), else the spec's form.
 */
export function useCardBindingMode(): CardBindingMode | null {
  const fromServer = useConfig((s) => (s.source === 'server' ? s.config.cardBinding : null));
  const cached = useConfig((s) => s.config.cardBinding);
  const asked = useQuery({
    ...readQuery(bindingKeys.config(), getCardBindingConfig, undefined, { staleTime: 5 * 60_000 }),
    enabled: fromServer === null,
    retry: false,
  });
  if (fromServer !== null) return asMode(fromServer);
  if (asked.data) return asMode(asked.data.cardBinding);
  return asked.isError ? asMode(cached) : null;
}

/** The session this browser started, kept with the drafts (reload-proof, the borrower's own, gone at logout). */
const STARTED = 'card-binding:started';

export function startedBinding(): string | undefined {
  const ref = useDrafts.getState().get(STARTED)?.ref;
  return typeof ref === 'string' && ref !== '' ? ref : undefined;
}

export function rememberBinding(ref: string, owner: string): void {
  useDrafts.getState().save(STARTED, { ref }, owner, { generated: true });
}

/** The server has told the result: the session has served. */
export function forgetBinding(): void {
  useDrafts.getState().discard(STARTED);
}

/** What the server says of session `ref`, asked while it is pending and the wait since `since` lasts. */
export function useBindingResult(ref: string | undefined, since: number) {
  return useQuery({
    ...readQuery(bindingKeys.result(ref ?? ''), getCardBindingResult, { ref: ref ?? '' }, { localized: true, staleTime: 0 }),
    enabled: ref !== undefined,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.status === 'pending' && Date.now() - since < BINDING_WAIT_MS ? BINDING_POLL_MS : false,
  });
}
