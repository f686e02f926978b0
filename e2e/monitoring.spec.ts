/**
 * Field monitoring in the production build under the shipped nginx config (Playwright project `nginx`):
 * what borrowers' phones see reaches the sandbox's collectors with nothing personal in it.
 * - speed: web-vitals' measurements as `web_vital` analytics events, per route, INP with its element;
 * - errors: an uncaught error and an error state shown, as Sentry envelopes through the app's tunnel;
 * - the policy's violations (CSP and Trusted Types): reported by the browser to /csp-report (report-uri), which
 *   nginx passes to the collector.
 */
import { test as unwatched, type APIRequestContext, type Request } from '@playwright/test';
import { decodePayload, type CollectedEvent } from '../src/mocks/domain/analytics';
import { eventsOfEnvelope, type MonitoringEvent } from '../src/mocks/domain/monitoring';
import { expect, seedViaApi, test } from './fixtures';

async function analyticsEvents(request: APIRequestContext, channel: string): Promise<CollectedEvent[]> {
  const res = await request.post('/__sandbox/analytics/events', { data: { channel } });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

async function reports(request: APIRequestContext, kind: string): Promise<MonitoringEvent[]> {
  const res = await request.post('/__sandbox/monitoring/events', { data: { kind } });
  return ((await res.json()) as { events: MonitoringEvent[] }).events;
}

test('a borrower with a loan: speed per route and errors reach the collectors, with no personal data', async ({ page, context }) => {
  const channel = `mon_e2e_${Date.now().toString(36)}`;
  const marker = `monitoring_e2e_${Date.now().toString(36)}`;
  // What this page sent to either analytics server or the error tunnel, as sent (a beacon at unload included).
  const sent: Array<{ url: string; body: string }> = [];
  context.on('request', (r: Request) => {
    if (/\/__sandbox\/(analytics\/(sa|beacon)|monitoring\/envelope)/.test(r.url())) sent.push({ url: r.url(), body: r.postData() ?? '' });
  });

  const { token, phone } = await seedViaApi(page, 'active_loan');
  const info = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const user = ((await info.json()) as { data: { iin: string; surname: string; name: string } }).data;
  // The borrower gave the marketing consent (measurements go only then).
  await page.addInitScript(() => localStorage.setItem('marketing_consent', 'given'));

  const errorSdk: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/sentry-[\w-]+\.js$/.test(r.url())) errorSdk.push(r.url());
  });
  await page.goto(`/?channel=${channel}#/`);
  await expect(page.getByRole('link', { name: /^Я(\s|,|$)/ })).toBeVisible();
  // The page is idle (the analytics, started then, have sent their first page view) and nothing has gone wrong:
  // the error SDK has not been downloaded.
  await expect.poll(() => sent.filter((s) => /\/analytics\/(sa|beacon)/.test(s.url)).length, { timeout: 45_000 }).toBeGreaterThan(0);
  expect(errorSdk).toEqual([]);
  // The first report downloads it: the first envelope is the sign it is listening.
  await page.evaluate((m) => setTimeout(() => Promise.reject(new Error(`${m} early rejection`))), marker);
  await expect.poll(() => sent.filter((s) => s.url.includes('/monitoring/envelope')).length, { timeout: 45_000 }).toBeGreaterThan(0);

  // An uncaught error that carries the borrower's token and phone: reported, without them.
  await page.evaluate(([m, t, p]) => setTimeout(() => { throw new Error(`${m} failed for ${t} ${p}`); }), [marker, token, phone] as const);
  // The borrower taps through to their profile (an interaction: INP) and a page whose data fails to load.
  await page.getByRole('link', { name: /^Я(\s|,|$)/ }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/my$/);
  await page.route('**/api/user/info', (r) => r.abort('failed'));
  await page.goto(`/#/pages/personal/material`);
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });

  const envelopes = () => sent.filter((s) => s.url.includes('/monitoring/envelope')).flatMap((s) => eventsOfEnvelope(s.body, 0));
  await expect
    .poll(() => envelopes().map((e) => `${e.tags.source} ${e.tags.route}`), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['rejection /pages/home/index', 'uncaught /pages/home/index', 'shown /pages/personal/material']));
  const uncaught = envelopes().find((e) => e.tags.source === 'uncaught')!;
  expect(uncaught.title).toBe(`Error: ${marker} failed for [removed] [removed]`);
  expect(uncaught.release).toBe('bystrye-zaimy@1.1.7');
  expect(uncaught.tags.device_class).toMatch(/^(low|mid|high)$/);
  // The collector received them as sent.
  await expect.poll(async () => (await reports(page.request, 'error')).some((e) => e.title === uncaught.title)).toBe(true);

  // Leaving: INP and CLS are measured when the page is hidden, and go by beacon with the rest.
  await page.goto('about:blank');
  const vitals = async () => (await analyticsEvents(page.request, channel)).filter((e) => e.event.event === 'web_vital').map((e) => e.event.properties);
  await expect
    .poll(async () => (await vitals()).map((p) => String(p.metric)), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']));
  const measured = await vitals();
  const lcp = measured.find((p) => p.metric === 'LCP')!;
  expect(lcp).toMatchObject({ route: '/pages/home/index', device_class: expect.stringMatching(/^(low|mid|high)$/) });
  expect(Number(lcp.value)).toBeGreaterThan(0);
  const inp = measured.find((p) => p.metric === 'INP')!;
  expect(inp.route).toBe('/pages/home/index'); // where the tap was, not where it led
  expect(String(inp.element)).toMatch(/a\b/); // the tapped link, as a CSS selector

  // Nothing personal anywhere in what was sent.
  const text = sent.map((s) => `${s.url}\n${s.body}\n${JSON.stringify(s.url.includes('/monitoring/') ? eventsOfEnvelope(s.body, 0) : decodePayload(s.body, new URL(s.url).search).events)}`).join('\n');
  for (const secret of [token, phone, phone.slice(1), `${phone.slice(2, 5)} ${phone.slice(5, 8)}`, user.iin, user.surname, user.name]) {
    expect(text, `monitoring must not send ${secret}`).not.toContain(secret);
  }
});

// Without the fixture that fails a test on any policy violation: here the page breaks the policy on purpose.
unwatched('a CSP and a Trusted Types violation reach the collector as the browser reported them', async ({ page }) => {
  const marker = `csp_e2e_${Date.now().toString(36)}`;
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /^Я(\s|,|$)/ })).toBeVisible();
  await page.evaluate((m) => {
    const img = document.createElement('img');
    img.src = `https://example.com/${m}.png`;
    document.body.append(img);
    try {
      document.createElement('div').innerHTML = `<b>${m}</b>`;
    } catch {
      /* refused by Trusted Types: what is reported */
    }
  }, marker);
  const mine = async () =>
    (await reports(page.request, 'csp'))
      .filter((e) => JSON.stringify(e.raw).includes(marker) || String((e.raw as { sample?: string }).sample ?? '').includes(marker))
      .map((e) => e.tags.directive)
      .sort();
  await expect.poll(mine, { timeout: 20_000 }).toEqual(['img-src', 'require-trusted-types-for']);
});

