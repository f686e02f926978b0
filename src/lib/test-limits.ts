/**
 * Test-only shorter limits for the browser suite, so a timeout or a read's retries are checked without
 * waiting for the real ones. Only an e2e build (`vite build --mode e2e`) reads them: in any other build
 * `import.meta.env.MODE === 'e2e'` is false at build time and the branch is dropped, so production keeps
 * the real limits whatever a page sets. A test sets them before the app starts:
 * `page.addInitScript(() => { window.__E2E_REQUEST_TIMEOUT_MS__ = 1500 })`.
 */
declare global {
  interface Window {
    __E2E_REQUEST_TIMEOUT_MS__?: number;
    __E2E_RETRY_DELAY_MS__?: number;
  }
}

type Limit = '__E2E_REQUEST_TIMEOUT_MS__' | '__E2E_RETRY_DELAY_MS__';

/** The value a test set for `name` in an e2e build, or undefined (always undefined outside e2e builds). */
export function e2eLimit(name: Limit): number | undefined {
  if (import.meta.env.MODE !== 'e2e' || typeof window === 'undefined') return undefined;
  const v = window[name];
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined;
}
