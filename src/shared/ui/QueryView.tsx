import type { ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RefreshFailed } from '@/shared/ui/RefreshFailed';
import { Skeleton } from '@/shared/ui/Skeleton';

/** What QueryView reads of a read (useQuery's or useInfiniteQuery's result). */
export interface ReadState<T> {
  data: T | undefined;
  isError: boolean;
  isRefetchError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: ReadState<T>;
  /** While the first answer is on its way (default: a few skeleton lines). */
  loading?: ReactNode;
  /** What could not be loaded, said above the failure's reason (default: the generic sentence). */
  failed?: ReactNode;
  /**
   * The screen says itself that its figures are not this visit's (KeptNote above them, offline or after a refresh
   * that failed): no line of QueryView's own saying the same again.
   */
  refreshTold?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows a read: a skeleton until the first answer; a failure with nothing to show
 * yet is an error with a retry in place of the content; a refresh that fails keeps what was read (and
 * whatever the borrower typed beside it), with a line above saying the figures may be old and a retry.
 */
export function QueryView<T>({ query, loading, failed, refreshTold = false, children }: QueryViewProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.isError) return <ErrorState error={query.error} message={failed} onRetry={retry} retrying={query.isFetching} />;
    return <>{loading ?? <Skeleton lines={4} />}</>;
  }
  return (
    <>
      {query.isRefetchError && !refreshTold && <RefreshFailed error={query.error} onRetry={retry} retrying={query.isFetching} />}
      {children(query.data)}
    </>
  );
}
