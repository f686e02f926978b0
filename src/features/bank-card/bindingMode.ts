import { useQuery } from '@tanstack/react-query';
import { getCardBindingConfig, type CardBindingMode } from '@/features/bank-card/api';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';
import { useConfig } from '@/stores/config';

const asMode = (v: string | undefined): CardBindingMode => (v === 'hosted' ? 'hosted' : 'form');

/** The card step's way, as far as it is known: the mode, or null until known; `failed` when it cannot be learnt now. */
export interface BindingModeState {
  mode: CardBindingMode | null;
  /** Neither this start's config nor the card step's own read answered, and the server never said before. */
  failed: unknown;
  retry: () => void;
  retrying: boolean;
}

/**
 * How the server wants the card added (issue 29 M3 (b)): 'hosted' or 'form' as its config says, null until known.
 * The config the app loaded from the server this start serves; before that the card step asks itself, so a stale
 * cached answer never decides. Unreadable (offline, a server fault): the last answer the server gave (cached). Never
 * a guess: a server that wants the provider's page must never get the app's own form for a card number and CVC
 * because a read failed, so with no answer ever given the step says it cannot load, with a retry (without the network
 * neither way could add a card anyway). Small on purpose: the card step carries it on every sign-up; the provider's
 * step is lazy.
 */
export function useCardBindingMode(): BindingModeState {
  const fromServer = useConfig((s) => (s.source === 'server' ? s.config.cardBinding : null));
  const cached = useConfig((s) => (s.source === 'cache' ? s.config.cardBinding : null));
  const asked = useQuery({
    ...readQuery(keyOf('config', 'card-binding'), getCardBindingConfig, undefined, { staleTime: 300_000 }),
    enabled: fromServer === null,
    retry: false,
  });
  // An answer without the field is a server that has only the spec's form (docs/api.md): absent means 'form'.
  const known = fromServer ?? (asked.data ? (asked.data.cardBinding ?? 'form') : asked.isError ? cached : null);
  return {
    mode: known === null ? null : asMode(known),
    failed: known === null && asked.isError ? asked.error : null,
    retry: () => void asked.refetch(),
    retrying: asked.isFetching,
  };
}
