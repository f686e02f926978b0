import { expect, type Page, type Request } from '@playwright/test';
import { sandbox } from './fixtures';
import { transliterate } from '../src/features/bank-card/holder';
import type { RecordCounts } from '../src/mocks/views';

/**
 * Helpers of the replay spec (issue 13): a lost answer, the calls a path received with their
 * Idempotency-Keys, and what the server holds for a borrower (`count` of the sandbox control).
 */

export interface Watched {
  /** Every request the page sent to the path, in order, with its Idempotency-Key (null without one). */
  calls: () => Promise<{ key: string | null }[]>;
  /** Whether the first answer has been lost already (the request reached the server). */
  lost: () => boolean;
}

/**
 * The first request to `path` reaches the server (it is fetched for real, so the server makes what it
 * makes), but its answer never reaches the page: the connection is reset. Every later request goes
 * through untouched. Also records each request to the path with its Idempotency-Key.
 */
export async function loseFirstAnswer(page: Page, path: string): Promise<Watched> {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path)) requests.push(r);
  });
  let lost = false;
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      if (lost || route.request().method() !== 'POST') return route.continue();
      lost = true;
      // The test's own trip to the server may meet a closed keep-alive socket under load: tried again (the
      // request is keyed, or sets the same card), so that the first request surely reached the server.
      const answer = await route.fetch().catch(() => route.fetch());
      expect(answer.status(), `the server got the first ${path}`).toBe(200);
      await route.abort('connectionreset');
    },
  );
  return {
    calls: async () => Promise.all(requests.map(async (r) => ({ key: (await r.headerValue('idempotency-key')) ?? null }))),
    lost: () => lost,
  };
}

/** What the borrower's creates made, as the server holds it (src/mocks/views.ts `recordCounts`). */
export type Counts = RecordCounts;

export async function counts(page: Page, phone: string): Promise<Counts> {
  return (await sandbox(page.request, { action: 'count', phone })) as unknown as Counts;
}

/**
 * The check every test ends with: the path was called exactly twice (the double tap joined the first call,
 * the retry is the second), both with one Idempotency-Key when `keyed`.
 */
export async function expectOneCallThenOneRetry(w: Watched, keyed: boolean): Promise<void> {
  expect(w.lost(), 'the first answer was lost').toBe(true);
  const calls = await w.calls();
  expect(calls, 'requests sent: the double tap joins the first, then one retry').toHaveLength(2);
  if (keyed) {
    expect(calls[0]!.key, 'the first request carries an Idempotency-Key').toBeTruthy();
    expect(calls[1]!.key, 'the retry carries the same Idempotency-Key').toBe(calls[0]!.key);
  }
}

/** The borrower's name as embossed on their own card, from the identity the sandbox recognised. */
export async function holderOf(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const { data } = (await res.json()) as { data: { surname: string; name: string } };
  return `${transliterate(data.name)} ${transliterate(data.surname)}`;
}
