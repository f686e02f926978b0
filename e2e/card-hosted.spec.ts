import type { Page, Request } from '@playwright/test';
import { decodePayload, type CollectedEvent } from '../src/mocks/domain/analytics';
import { expect, seedViaApi, test, useLocale } from './fixtures';

/**
 * Card pages and analytics (issue 29 M3 (a); PCI DSS 6.4.3): while a card page is on screen nothing is sent to
 * the analytics servers (third parties) and no view of it is recorded; a visit that starts there starts
 * analytics only once it is left. The e2e build points both analytics servers at the sandbox's collectors
 * (.env.e2e).
 */

const PAN = '4400430123456789';

/** Every request of the page's context, in order: requests to both collectors are looked for in it. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.context().on('request', (r) => seen.push(r));
  return seen;
}

/** A request to either analytics collector (the sandbox's test reader `/events` aside). */
const isAnalytics = (r: Request) => r.url().includes('/__sandbox/analytics/') && !r.url().endsWith('/events');

async function collected(page: Page, channel: string): Promise<CollectedEvent[]> {
  const res = await page.request.post('/__sandbox/analytics/events', { data: { channel, via: 'events' } });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

/**
 * How long a page view may take to reach the collector: a page view is sent at once, but analytics starts when the
 * page is idle, and the collector shares two cores with the suite's other browsers (with the vendor's SDK, once
 * under three workers 20 s was not enough, once with unit tests beside the suite 30 s was not).
 */
const SENT_WITHIN = 45_000;

const viewed = (events: CollectedEvent[], route: string) =>
  events.some((e) => e.event.event === '$pageview' && e.event.properties.page_path === route);

test('analytics sends nothing from the card form, records no view of it, and resumes after it', async ({ page }) => {
  // Two page views to wait for, each up to SENT_WITHIN, and the steps around them.
  test.setTimeout(2 * SENT_WITHIN + 30_000);
  const channel = `card_e2e_${Date.now().toString(36)}`;
  await useLocale(page, 'ru');
  await seedViaApi(page, 'onboarded');
  const requests = recordRequests(page);

  // A visit that starts on the card form: nothing goes to either collector.
  await page.goto(`/?channel=${channel}#/pages/bankInfo/bank-info`);
  const number = page.getByLabel('Номер карты');
  await expect(number).toBeVisible();
  const onForm = requests.length;

  // Leaving the card pages starts it: the Loans tab's page view reaches the collector.
  await page.evaluate(() => (window.location.hash = '#/'));
  await expect.poll(async () => viewed(await collected(page, channel), '/pages/home/index'), { timeout: SENT_WITHIN }).toBe(true);
  expect(requests.slice(0, onForm).filter(isAnalytics).map((r) => r.url())).toEqual([]);

  // Back to the card form with analytics running: nothing leaves for either collector while it is open...
  const enter = requests.length;
  await page.evaluate(() => (window.location.hash = '#/pages/bankInfo/bank-info'));
  await number.fill(PAN);
  await expect(number).toHaveValue(/^4400/);
  await page.getByRole('button', { name: 'Отменить' }).click();
  const leave = requests.length;
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/$/);
  // ...and after it, the next page's view arrives: sending was held, not broken.
  await page.evaluate(() => (window.location.hash = '#/pages/home/my'));
  await expect.poll(async () => viewed(await collected(page, channel), '/pages/home/my'), { timeout: SENT_WITHIN }).toBe(true);
  expect(requests.slice(enter, leave).filter(isAnalytics).map((r) => r.url())).toEqual([]);

  // No page view of a card page was ever recorded, and the number is in nothing the collectors got.
  const events = await collected(page, channel);
  expect(events.filter((e) => String(e.event.properties.page_path).startsWith('/pages/bankInfo/'))).toEqual([]);
  const sent = requests
    .filter((r) => r.url().includes('/__sandbox/analytics/') && !r.url().endsWith('/events'))
    .map((r) => `${r.url()}\n${r.postData() ?? ''}\n${JSON.stringify(decodePayload(r.postData() ?? '', new URL(r.url()).search).events)}`);
  expect(sent.join('\n')).not.toContain(PAN);
});
