import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { componentQueryClient } from '../../../tests/render';
import { useCardBindingMode } from '@/features/bank-card/bindingMode';
import { reloadConfigFromCache } from '@/stores/config';
import { APP_KEYS } from '@/lib/storage';

/** The card step's way, with this start's config not (yet) there: the step's own read decides. */
async function modeWith(answer: () => Response, cachedConfig: unknown = null) {
  localStorage.removeItem(APP_KEYS.config);
  if (cachedConfig) localStorage.setItem(APP_KEYS.config, JSON.stringify(cachedConfig));
  reloadConfigFromCache();
  server.use(http.post('*/api/index/getConfigForFront', answer));
  const client = await componentQueryClient('ru');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCardBindingMode(), { wrapper }).result;
}

describe('how the card is added, as the server says', () => {
  it("a server that does not name the way (the spec's config) has the spec's form", async () => {
    const result = await modeWith(() => HttpResponse.json({ code: 0, msg: '', data: { IDcodeShow: '1' } }));
    await waitFor(() => expect(result.current.mode).toBe('form'));
    expect(result.current.failed).toBeNull();
  });

  it("'hosted' is the provider's page", async () => {
    const result = await modeWith(() => HttpResponse.json({ code: 0, msg: '', data: { cardBinding: 'hosted' } }));
    await waitFor(() => expect(result.current.mode).toBe('hosted'));
  });

  it('unreadable: the last answer the server gave; never given, no guess but a failure to retry', async () => {
    const cached = await modeWith(() => new HttpResponse(null, { status: 500 }), { cardBinding: 'hosted' });
    await waitFor(() => expect(cached.current.mode).toBe('hosted'));
    const never = await modeWith(() => new HttpResponse(null, { status: 500 }));
    await waitFor(() => expect(never.current.failed).not.toBeNull());
    expect(never.current.mode).toBeNull();
  });
});
