import { useCallback, useRef } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallOptions, CreateEndpoint, ReadEndpoint, WriteEndpoint } from '@/lib/http';
import { CHANGES, type Change } from '@/shared/api/resources';

/**
 * The one way screens read and write (architecture: "one way to read and write").
 *
 * - `readQuery` builds `queryOptions` from a **read** endpoint only: a write placed in it is a type
 *   error, so React Query never retries a side effect.
 * - `useApiMutation` wraps a write or create endpoint: one call in flight at a time (a double tap
 *   joins the call already running), the resources it changes invalidated on success, and for creates
 *   an Idempotency-Key that the caller must supply (the form's draft keeps it across retries).
 */

export interface ReadQueryOptions<Res> {
  /** The answer depends on the language sent (server texts): refetched when the borrower switches. */
  localized?: boolean;
  /** Polls while the page is visible and `until` says the answer is not final. */
  poll?: { until: (data: Res) => boolean; everyMs: number };
  enabled?: boolean;
  staleTime?: number;
}

/** Failed fetches in a row (retries included) after which a poll stops and waits for the borrower's retry. */
export const POLL_FAILURES_MAX = 10;

/**
 * Polling rule: every `everyMs` until the answer is final; React Query pauses it while the page is hidden.
 * A poll that failed after an answer was shown keeps polling (the page keeps that answer and says the
 * refresh failed; the next poll is the retry) until POLL_FAILURES_MAX failures in a row; a first read that
 * failed stops. Either way the error on screen has a retry.
 */
export function pollUntil<Res>(until: (data: Res) => boolean, everyMs: number) {
  return (query: PolledQuery<Res>): number | false => {
    const data = query.state.data;
    // Counted on every update, so the count starts at each answer.
    const failures = failuresInARow(query);
    if (query.state.status === 'error' && (data === undefined || failures >= POLL_FAILURES_MAX)) return false;
    return data !== undefined && until(data) ? false : everyMs;
  };
}

interface PolledQuery<Res> {
  state: { data: Res | undefined; status: string; dataUpdatedAt: number; errorUpdateCount: number };
}

/** Per query: its failed fetches counted when its last answer arrived. */
const errorsAtLastAnswer = new WeakMap<object, { answeredAt: number; errors: number }>();

/**
 * Fetches that failed (each after its retries) since the query's last answer. React Query keeps no such count:
 * its `fetchFailureCount` starts again with every fetch, so a poll never reached the cap by it.
 */
function failuresInARow(query: PolledQuery<unknown>): number {
  const { dataUpdatedAt, errorUpdateCount } = query.state;
  let mark = errorsAtLastAnswer.get(query);
  if (!mark || mark.answeredAt !== dataUpdatedAt) {
    mark = { answeredAt: dataUpdatedAt, errors: errorUpdateCount };
    errorsAtLastAnswer.set(query, mark);
  }
  return errorUpdateCount - mark.errors;
}

export function readQuery<Req, Res, K extends QueryKey>(key: K, ep: ReadEndpoint<Req, Res>, req: Req, opts: ReadQueryOptions<Res> = {}) {
  // Only the options given: an explicit `undefined` would override the client's defaults (staleTime).
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => ep(req, { signal }),
    meta: { localized: opts.localized === true },
    ...(opts.poll ? { refetchInterval: pollUntil(opts.poll.until, opts.poll.everyMs) } : {}),
    ...(opts.enabled !== undefined ? { enabled: opts.enabled } : {}),
    ...(opts.staleTime !== undefined ? { staleTime: opts.staleTime } : {}),
  });
}

/** A page of a paged list as the server answers it (myOrderList, messages). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A paged list from a **read** endpoint taking `{ page }` (from 1): the pages so far, and whether the
 * server has more (`total`). Pull-to-refresh refetches every loaded page from the first.
 */
export function readPagedQuery<Req extends { page: number }, T, K extends QueryKey>(
  key: K,
  ep: ReadEndpoint<Req, Paged<T>>,
  req: Omit<Req, 'page'>,
  opts: Pick<ReadQueryOptions<Paged<T>>, 'localized' | 'enabled'> = {},
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ signal, pageParam }) => ep({ ...req, page: pageParam } as Req, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>) => (last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined),
    meta: { localized: opts.localized === true },
    ...(opts.enabled !== undefined ? { enabled: opts.enabled } : {}),
  });
}

/**
 * After a language switch: answers that carry server texts are stale. Visible ones refetch now
 * (with the new `lang` in the body); the others on their next use.
 */
export function refetchLocalized(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.meta?.localized === true });
}

/** Marks what a change made stale; active queries refetch. */
export function invalidateChange(queryClient: QueryClient, change: Change): Promise<void> {
  const resources: readonly string[] = CHANGES[change];
  if (resources.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (q) => resources.includes(String(q.queryKey[0])) });
}

interface MutationOptionsBase<Req, Res> {
  /** What this write changes on the server (src/shared/api/resources.ts). */
  changes: Change;
  onSuccess?: (data: Res, req: Req) => void | Promise<void>;
}

export interface CreateMutationOptions<Req, Res> extends MutationOptionsBase<Req, Res> {
  /**
   * Required for creates: the key kept with the form's draft, the same for every retry of one submission
   * (given the request, so a form can tell another submission, e.g. another amount, from a retry).
   */
  idempotencyKey: (req: Req) => string;
}

export interface WriteMutationOptions<Req, Res> extends MutationOptionsBase<Req, Res> {
  /**
   * For a write the server replays by key although the contract does not require one (the newcomer gift
   * claim): sent as Idempotency-Key when given, so a retry after a lost answer gets the first answer.
   */
  idempotencyKey?: (req: Req) => string;
}

export interface ApiMutation<Req, Res> {
  /**
   * Sends once. While a call is in flight, another submit returns that same call (a double tap, a
   * second Enter): one request, one record.
   */
  submit: (req: Req) => Promise<Res>;
  isPending: boolean;
  error: Error | null;
  data: Res | undefined;
  reset: () => void;
}

/**
 * The one double-submit guard: while a run is in flight, another call returns that same run instead of
 * starting a second one. useApiMutation sends through it; a form whose submit first validates (login)
 * wraps validation and send in it, so a second tap during validation joins the first.
 */
export function useExclusive(): <T>(run: () => Promise<T>) => Promise<T> {
  const inFlight = useRef<Promise<unknown> | null>(null);
  return useCallback(<T,>(run: () => Promise<T>): Promise<T> => {
    if (inFlight.current) return inFlight.current as Promise<T>;
    const p = run().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = p;
    return p;
  }, []);
}

type Caller<Req, Res> = (req: Req, options: CallOptions & { idempotencyKey: string }) => Promise<Res>;

export function useApiMutation<Req, Res>(ep: CreateEndpoint<Req, Res>, opts: CreateMutationOptions<Req, Res>): ApiMutation<Req, Res>;
export function useApiMutation<Req, Res>(ep: WriteEndpoint<Req, Res>, opts: WriteMutationOptions<Req, Res>): ApiMutation<Req, Res>;
export function useApiMutation<Req, Res>(
  ep: CreateEndpoint<Req, Res> | WriteEndpoint<Req, Res>,
  opts: MutationOptionsBase<Req, Res> & { idempotencyKey?: (req: Req) => string },
): ApiMutation<Req, Res> {
  const queryClient = useQueryClient();
  const exclusive = useExclusive();
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const mutation = useMutation<Res, Error, Req>({
    mutationFn: (req) => {
      const key = optsRef.current.idempotencyKey?.(req);
      return (ep as Caller<Req, Res>)(req, key ? { idempotencyKey: key } : ({} as { idempotencyKey: string }));
    },
    onSuccess: async (data, req) => {
      await invalidateChange(queryClient, optsRef.current.changes);
      await optsRef.current.onSuccess?.(data, req);
    },
  });
  const { mutateAsync } = mutation;

  const submit = useCallback((req: Req): Promise<Res> => exclusive(() => mutateAsync(req)), [exclusive, mutateAsync]);

  return { submit, isPending: mutation.isPending, error: mutation.error, data: mutation.data, reset: mutation.reset };
}
