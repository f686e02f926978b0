import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/**
 * Reads retry transient failures (network, timeout, 5xx) with exponential backoff, at most twice;
 * a session end, a server code or a parse error is final. Mutations never retry on their own.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) ? error.transient : false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
