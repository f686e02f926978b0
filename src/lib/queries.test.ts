import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { render, screen as page } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';

// The module keeps whether the query layer is there: each test starts from a fresh copy.
beforeEach(() => {
  vi.resetModules();
});

const screen = () => null;

/** A screen that reads the query client, as every screen behind withQueries does. */
function ClientReader() {
  const client = useQueryClient();
  return createElement('p', null, client ? 'has the query client' : '');
}

describe('code that needs React Query waits for the query layer', () => {
  it('loads once the HTTP client is wired, with the query client around it', async () => {
    const { markQueriesProvided, withQueries } = await import('@/lib/queries');
    let loaded = false;
    const load = withQueries(async () => ({ default: ClientReader }));
    const pending = load().then((m) => {
      loaded = true;
      return m;
    });
    // All else it waits for is there (the screen's module, the query client's): a task later it would
    // have loaded, had it not been waiting for the query layer too.
    await import('@/lib/query-client');
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toBe(false);
    markQueriesProvided();
    const { default: Loaded } = await pending;
    // Rendered with no provider above it, the screen finds the app's query client.
    render(createElement(Loaded));
    expect(page.getByText('has the query client')).toBeInTheDocument();
  });

  it('fails with the load error when the query layer could not load, so the route can offer a reload', async () => {
    const { markQueriesFailed, withQueries } = await import('@/lib/queries');
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/queryLayer-x.js');
    const load = withQueries(async () => ({ default: screen }));
    const pending = load();
    markQueriesFailed(chunkError);
    await expect(pending).rejects.toBe(chunkError);
    // Later loads fail the same way, at once.
    await expect(withQueries(async () => ({ default: screen }))()).rejects.toBe(chunkError);
  });
});
