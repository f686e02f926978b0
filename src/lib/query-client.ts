import { QueryClient } from '@tanstack/react-query';
import { isApiError, isNoNetwork } from '@/lib/api-error';
import { e2eLimit } from '@/lib/test-limits';

/**
 * Reads retry transient failures (network, timeout, 5xx) with exponential backoff, at most twice;
 * a session end, a server code or a parse error is final. Mutations never retry on their own, and are
 * sent even while the browser says it is offline (they fail there and say so).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) ? error.transient : false;
}

/** 2 s, then 4 s (at most 8 s). An e2e build may shorten the base (src/lib/test-limits.ts); production never. */
export function readRetryDelay(attempt: number): number {
  const base = e2eLimit('__E2E_RETRY_DELAY_MS__') ?? 1000;
  return Math.min(base * 2 ** attempt, 8 * base);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A write tried offline fails at once with a network error the form shows ("no connection"), and
      // what was typed stays; it is never queued to fire later by itself. Reads wait for the connection
      // (networkMode 'online', the default) and run again when it is back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * A page opened with the network off takes itself for online: React Query's onlineManager starts online and
 * learns of the connection only from the browser's `online` and `offline` events, so that page's reads fail
 * (no network) instead of waiting, and the `online` event that comes next changes nothing for it: a screen that
 * failed would stay failed until tapped, a kept one would wait for its next try (RETRY_STALE_MS). When the
 * browser says the connection is back, every read on screen whose last try found no network is asked for again
 * (a read already on its way is left to finish: no second request). Returns the way to stop.
 */
export function askAgainWhenOnline(client: QueryClient): () => void {
  const onOnline = () =>
    void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' && isNoNetwork(q.state.error) }, { cancelRefetch: false });
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}

export const queryClient = createQueryClient();
