import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestTimeoutMs } from '@/lib/http';
import { readRetryDelay } from '@/lib/query-client';

describe('test-only limits', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.__E2E_REQUEST_TIMEOUT_MS__;
    delete window.__E2E_RETRY_DELAY_MS__;
  });

  it('keeps the real 60 s request limit in a production build, whatever a page sets', () => {
    vi.stubEnv('MODE', 'production');
    window.__E2E_REQUEST_TIMEOUT_MS__ = 1500;
    expect(requestTimeoutMs()).toBe(60_000);
  });

  it('keeps the real read retry delays (2 s, 4 s) in a production build', () => {
    vi.stubEnv('MODE', 'production');
    window.__E2E_RETRY_DELAY_MS__ = 10;
    expect([readRetryDelay(1), readRetryDelay(2), readRetryDelay(5)]).toEqual([2000, 4000, 8000]);
  });

  it('lets only an e2e build lower them, and ignores nonsense values', () => {
    vi.stubEnv('MODE', 'e2e');
    window.__E2E_REQUEST_TIMEOUT_MS__ = 1500;
    window.__E2E_RETRY_DELAY_MS__ = 10;
    expect(requestTimeoutMs()).toBe(1500);
    expect(readRetryDelay(1)).toBe(20);
    window.__E2E_REQUEST_TIMEOUT_MS__ = -1;
    expect(requestTimeoutMs()).toBe(60_000);
  });
});
