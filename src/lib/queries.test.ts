import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the query layer is there: each test starts from a fresh copy.
beforeEach(() => {
  vi.resetModules();
});

const screen = () => null;

describe('code that needs React Query waits for the query layer', () => {
  it('loads once the HTTP client is wired, with the query client around it', async () => {
    const { markQueriesProvided, withQueries } = await import('@/lib/queries');
    let loaded = false;
    const load = withQueries(async () => ({ default: screen }));
    const pending = load().then((m) => {
      loaded = true;
      return m;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).toBe(false);
    markQueriesProvided();
    const m = await pending;
    expect(m.default).not.toBe(screen); // wrapped in the query client's provider
    expect(typeof m.default).toBe('function');
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
