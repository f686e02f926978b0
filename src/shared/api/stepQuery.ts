import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf } from '@/shared/api/resources';
import { onboardingProgress, type OnboardingProgress } from '@/shared/api/stepInfo';
import { useSession } from '@/stores/session';

/**
 * Step data is read through this one query everywhere (sign-in, the Loans tab, onboarding). Each
 * answer is also kept in `userData` (the spec persists the step), which is what the first paint
 * shows before the server answers.
 */
export const stepInfoKey = () => keyOf('steps', 'info');

export const stepInfoQuery = () =>
  queryOptions({
    queryKey: stepInfoKey(),
    queryFn: async ({ signal }) => {
      // Loaded on use: the first screen does not carry the HTTP client or zod.
      const { getStepInfo } = await import('@/shared/api/stepInfoApi');
      const info = await getStepInfo({}, { signal });
      useSession.getState().applyStepInfo(info);
      return info;
    },
  });

export interface StepState {
  progress: OnboardingProgress;
  /** Nothing known yet: no server answer in this session and nothing persisted that says more than 0. */
  loading: boolean;
  /** The last fetch failed and no answer has arrived since; `retry` asks again. */
  failed: boolean;
  /** Why the last fetch failed (for the error state's reason), while `failed`. */
  error: unknown;
  retry: () => void;
}

/**
 * The borrower's onboarding progress. Fetched whenever it is missing from the cache (a failed fetch at
 * sign-in is fetched again here), refetched when a write marks the 'steps' resource stale.
 */
export function useStepInfo(): StepState {
  const signedIn = useSession((s) => s.token !== '');
  const userData = useSession((s) => s.userData);
  const query = useQuery({ ...stepInfoQuery(), enabled: signedIn });
  return {
    progress: onboardingProgress(query.data ?? userData),
    loading: signedIn && query.data === undefined && query.isPending,
    failed: signedIn && query.data === undefined && query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
