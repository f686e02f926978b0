import { useQuery } from '@tanstack/react-query';
import { getCardBindingConfig, type CardBindingMode } from '@/features/bank-card/api';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';
import { useConfig } from '@/stores/config';

const asMode = (v: string | undefined): CardBindingMode => (v === 'hosted' ? 'hosted' : 'form');

/**
 * How the server wants the card added (issue 29 M3 (b)): 'hosted' or 'form' as its config says, null until known.
 * The config the app loaded from the server this start serves; before that the card step asks itself, so a stale
 * cached answer never decides. Unreadable (offline, a server fault): the last answer the server gave (cached), else
 * the spec's form. Small on purpose: the card step carries it on every sign-up; the provider's step is lazy.
 */
export function useCardBindingMode(): CardBindingMode | null {
  const fromServer = useConfig((s) => (s.source === 'server' ? s.config.cardBinding : null));
  const cached = useConfig((s) => s.config.cardBinding);
  const asked = useQuery({
    ...readQuery(keyOf('config', 'card-binding'), getCardBindingConfig, undefined, { staleTime: 300_000 }),
    enabled: fromServer === null,
    retry: false,
  });
  if (fromServer !== null) return asMode(fromServer);
  if (asked.data) return asMode(asked.data.cardBinding);
  return asked.isError ? asMode(cached) : null;
}
