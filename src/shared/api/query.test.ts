import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../../tests/msw-server';
import { configureHttp, endpoint } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { POLL_FAILURES_MAX, readQuery, useApiMutation } from '@/shared/api/query';

const Ok = z.object({ n: z.number() });
const read = endpoint<void, { n: number }>('/api/test/read', Ok, { read: true });
const write = endpoint<{ v: number }, { n: number }>('/api/test/write', Ok);
const create = endpoint<{ v: number }, { n: number }>('/api/test/create', Ok, { creates: true });

function setup() {
  configureHttp({ commonFields: () => ({}), token: () => 'tok', onSessionExpired: () => {} });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, wrapper };
}

describe('one way to read and write', () => {
  it('by type: queryOptions take read endpoints only, and a create needs its Idempotency-Key', () => {
    // These lines are checked by `npm run typecheck`: if a write became acceptable in a query, or a
    // create could be sent without a key, the expected errors would vanish and typecheck would fail.
    const useTypeChecks = () => {
      // @ts-expect-error a write endpoint cannot be a query
      readQuery(['orders'], write, { v: 1 });
      // @ts-expect-error a create endpoint cannot be a query
      readQuery(['orders'], create, { v: 1 });
      // @ts-expect-error a create without idempotencyKey
      useApiMutation(create, { changes: 'nothing' });
      // @ts-expect-error a create call without the key
      void create({ v: 1 });
      return readQuery(['orders'], read, undefined);
    };
    expect(typeof useTypeChecks).toBe('function');
  });

  it("a read query keeps the client's defaults for what it does not set", () => {
    const options = readQuery(['orders', 'x'], read, undefined);
    for (const key of ['staleTime', 'enabled', 'refetchInterval']) expect(options, key).not.toHaveProperty(key);
    expect(readQuery(['orders', 'x'], read, undefined, { staleTime: 5 }).staleTime).toBe(5);
  });

  it('a double submit sends one request with the key, and both callers get its answer', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/test/create', async ({ request }) => {
        seen.push(request.headers.get('Idempotency-Key'));
        await delay(50);
        return HttpResponse.json({ code: 0, data: { n: 7 } });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(create, { changes: 'nothing', idempotencyKey: () => 'key-1' }), { wrapper });
    let answers: { n: number }[] = [];
    await act(async () => {
      answers = await Promise.all([result.current.submit({ v: 1 }), result.current.submit({ v: 1 })]);
    });
    expect(seen).toEqual(['key-1']);
    expect(answers).toEqual([{ n: 7 }, { n: 7 }]);
    // Once settled, the next submit is a new call.
    await act(async () => {
      await result.current.submit({ v: 2 });
    });
    expect(seen).toHaveLength(2);
  });

  it('a write never retries on its own, even on a transient failure', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/test/write', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(write, { changes: 'nothing' }), { wrapper });
    await act(async () => {
      await result.current.submit({ v: 1 }).catch(() => {});
    });
    expect(calls).toBe(1);
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'http', status: 503 }));
  });

  it('success marks what the change touched as stale: an order refetches orders and coupons, not the card', async () => {
    const reads: string[] = [];
    server.use(
      http.post('*/api/test/read', async ({ request }) => {
        reads.push(new URL(request.url).searchParams.get('r') ?? '');
        return HttpResponse.json({ code: 0, data: { n: reads.length } });
      }),
      http.post('*/api/test/write', () => HttpResponse.json({ code: 0, data: { n: 0 } })),
    );
    const { queryClient, wrapper } = setup();
    const counts: Record<string, number> = { orders: 0, coupons: 0, card: 0 };
    const observers = Object.keys(counts).map((resource) => {
      const o = new QueryObserver(queryClient, {
        queryKey: [resource, 'list'],
        queryFn: () => {
          counts[resource]! += 1;
          return read();
        },
      });
      return o.subscribe(() => {});
    });
    await waitFor(() => expect(counts).toEqual({ orders: 1, coupons: 1, card: 1 }));
    const { result } = renderHook(() => useApiMutation(write, { changes: 'orderSubmitted' }), { wrapper });
    await act(async () => {
      await result.current.submit({ v: 1 });
    });
    await waitFor(() => expect(counts).toEqual({ orders: 2, coupons: 2, card: 1 }));
    observers.forEach((stop) => stop());
  });
});

describe('a polled read (readQuery with poll)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The read answers from `answers` in turn (a number: `{ n }`; 'refused': a server code, never retried). */
  function pollingRead(answers: (number | 'refused')[]) {
    const asked = { n: 0 };
    server.use(
      http.post('*/api/test/read', () => {
        const a = answers[Math.min(asked.n++, answers.length - 1)]!;
        return HttpResponse.json(a === 'refused' ? { code: 7001, msg: 'no', data: null } : { code: 0, data: { n: a } });
      }),
    );
    // Only the poll's clock is faked: the answers arrive in real time, a poll happens when the test says
    // (so vi.waitFor, which keeps real timers, not Testing Library's, which polls with setInterval).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { queryClient } = setup();
    const observer = new QueryObserver(queryClient, readQuery(['orders', 'polled'], read, undefined, { poll: { until: (d) => d.n >= 3, everyMs: 3000 } }));
    const stop = observer.subscribe(() => {});
    /** One poll period passes; whatever it started is answered before this returns. */
    const period = async () => {
      await vi.advanceTimersByTimeAsync(3000);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    };
    return { asked, observer, period, stop };
  }

  it('asks again every period while the answer is moving, and stops once it settles', async () => {
    const { asked, observer, period, stop } = pollingRead([1, 2, 3]);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ n: 1 }));
    await period();
    expect(observer.getCurrentResult().data).toEqual({ n: 2 });
    await period();
    expect(observer.getCurrentResult().data).toEqual({ n: 3 });
    for (let i = 0; i < 3; i++) await period();
    expect(asked.n).toBe(3);
    stop();
  });

  it('does not poll after a first read that failed; after a failed poll, the next poll is the retry', async () => {
    const first = pollingRead(['refused', 1]);
    await vi.waitFor(() => expect(first.observer.getCurrentResult().status).toBe('error'));
    await first.period();
    await first.period();
    expect(first.asked.n).toBe(1);
    first.stop();
    vi.useRealTimers();

    const later = pollingRead([1, 'refused', 2, 3]);
    await vi.waitFor(() => expect(later.observer.getCurrentResult().data).toEqual({ n: 1 }));
    await later.period();
    // The failed poll keeps the last answer on screen, and polling goes on.
    expect(later.observer.getCurrentResult()).toMatchObject({ status: 'error', data: { n: 1 } });
    await later.period();
    expect(later.observer.getCurrentResult()).toMatchObject({ status: 'success', data: { n: 2 } });
    expect(later.asked.n).toBe(3);
    later.stop();
  });

  it(`stops after ${POLL_FAILURES_MAX} failed polls in a row, and only in a row`, async () => {
    const failing = pollingRead([1, ...Array<'refused'>(POLL_FAILURES_MAX + 5).fill('refused')]);
    await vi.waitFor(() => expect(failing.observer.getCurrentResult().data).toEqual({ n: 1 }));
    for (let i = 0; i < POLL_FAILURES_MAX + 5; i++) await failing.period();
    // The first answer, then as many failed polls as the cap: then it waits for the borrower's retry.
    expect(failing.asked.n).toBe(1 + POLL_FAILURES_MAX);
    failing.stop();
    vi.useRealTimers();

    // Failures with an answer between them are not in a row: polling goes on past the cap's count.
    const pattern: (number | 'refused')[] = [1];
    for (let i = 0; i < POLL_FAILURES_MAX; i++) pattern.push('refused', 1);
    const flaky = pollingRead(pattern);
    await vi.waitFor(() => expect(flaky.observer.getCurrentResult().data).toEqual({ n: 1 }));
    for (let i = 0; i < 2 * POLL_FAILURES_MAX; i++) await flaky.period();
    expect(flaky.asked.n).toBe(1 + 2 * POLL_FAILURES_MAX);
    flaky.stop();
  });
});
