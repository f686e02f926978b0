import { createElement, useContext, useEffect, type ComponentType } from 'react';
import { QueryClientContext } from '@tanstack/react-query';

/**
 * React Query after the first screen. A drawn first screen (the signed-out Loans tab, a landing page)
 * shows no server data, so React Query and the HTTP wiring (src/app/queryLayer.ts) load right after it
 * is taken over instead of before: the first screen's JavaScript carries none of it.
 *
 * Code that reads or writes through React Query is loaded on demand (a route, a signed-in block, the
 * landing offer) as a deferred block that needs queries (src/lib/deferred.ts): it waits until the HTTP
 * client is wired, and comes with the query client around it (`withQueryClient`). Nothing above it changes when the client arrives, so React
 * takes over the drawn screen undisturbed (an update at the root while it does would make React draw the
 * whole screen again).
 */
let markReady!: () => void;
let markFailed!: (e: unknown) => void;
const ready = new Promise<void>((resolve, reject) => {
  markReady = resolve;
  markFailed = reject;
});
// Whoever waits sees a failure; a failure nobody waits for is not an error of its own.
ready.catch(() => undefined);

/** React Query may be used: the HTTP client is wired (src/app/queryLayer.ts; the build-time render and the tests at once). */
export function markQueriesReady(): void {
  markReady();
}

/**
 * The query layer's code could not be loaded (src/main.tsx), and the page is not reloading for it: what
 * waits for it fails with `e` (a chunk that did not load), so a route shows its tap-to-reload message and
 * the landing offer its own, instead of a skeleton that never ends.
 */
export function markQueriesFailed(e: unknown): void {
  markFailed(e);
}

/** Resolves once code that uses React Query may run. */
export const queriesReady = (): Promise<void> => ready;

const wrapped = new WeakMap<object, object>();

/**
 * `C` with the app's query client around it, once React Query may be used; unless a client is provided
 * above (a block inside a route that has it already, a component test's own provider).
 */
export async function withQueryClient<C extends object>(C: C): Promise<C> {
  const [{ queryClient }] = await Promise.all([import('@/lib/query-client'), ready]);
  const known = wrapped.get(C);
  if (known) return known as C;
  const Inner = C as unknown as ComponentType<object>;
  function WithQueryClient(props: object) {
    const outer = useContext(QueryClientContext);
    useEffect(() => {
      if (outer) return;
      // What QueryClientProvider does: online and focus events reach the cache while this is shown.
      queryClient.mount();
      return () => queryClient.unmount();
    }, [outer]);
    return createElement(QueryClientContext.Provider, { value: outer ?? queryClient }, createElement(Inner, props));
  }
  wrapped.set(C, WithQueryClient);
  return WithQueryClient as unknown as C;
}
