import type { Page, Request } from '@playwright/test';
import { decodePayload, type CollectedEvent } from '../src/mocks/domain/analytics';
import { expect, seedViaApi, test, useLocale } from './fixtures';

/**
 * Card pages and third-party scripts (issue 29 M3 (a); PCI DSS 6.4.3): the analytics SDK is a third-party
 * script, so it is not loaded while a card page is on screen, and once running it sends nothing there. The
 * e2e build points both analytics servers at the sandbox's collectors (.env.e2e).
 */

const PAN = '4400430123456789';

/** Every request of the page's context, in order: the SDK's chunk and both collectors are looked for in it. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.context().on('request', (r) => seen.push(r));
  return seen;
}

const isSdk = (r: Request) =>
  /\/assets\/sensorsdata\.[^/]*\.js$/.test(r.url()) ||
  (r.url().includes('/__sandbox/analytics/') && !r.url().endsWith('/events'));

async function collected(page: Page, channel: string): Promise<CollectedEvent[]> {
  const res = await page.request.post('/__sandbox/analytics/events', { data: { channel, via: 'events' } });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

/**
 * How long a page view may take to reach the collector: the SDK sends its batch every 6 s, skips a tick that comes
 * within 6 s of its last attempt, and the collector shares two cores with the suite's other browsers (once, under
 * three workers, 20 s was not enough; once, with unit tests running beside the suite, 30 s was not: the SDK itself
 * loads when the page is idle).
 */
const SENT_WITHIN = 45_000;

const viewed = (events: CollectedEvent[], route: string) =>
  events.some((e) => e.event.event === '$pageview' && e.event.properties.page_path === route);

test('the analytics SDK is not loaded on the card form, sends nothing while it is open, and resumes after it', async ({ page }) => {
  // Two page views to wait for, each up to SENT_WITHIN, and the steps around them.
  test.setTimeout(2 * SENT_WITHIN + 30_000);
  const channel = `card_e2e_${Date.now().toString(36)}`;
  await useLocale(page, 'ru');
  await seedViaApi(page, 'onboarded');
  const requests = recordRequests(page);

  // A visit that starts on the card form: the SDK's code is not even fetched.
  await page.goto(`/?channel=${channel}#/pages/bankInfo/bank-info`);
  const number = page.getByLabel('Номер карты');
  await expect(number).toBeVisible();
  const onForm = requests.length;

  // Leaving the card pages starts it: the Loans tab's page view reaches the collector.
  await page.evaluate(() => (window.location.hash = '#/'));
  await expect.poll(async () => viewed(await collected(page, channel), '/pages/home/index'), { timeout: SENT_WITHIN }).toBe(true);
  expect(requests.slice(0, onForm).filter(isSdk).map((r) => r.url())).toEqual([]);

  // Back to the card form with the SDK running: nothing leaves for either collector while it is open...
  const enter = requests.length;
  await page.evaluate(() => (window.location.hash = '#/pages/bankInfo/bank-info'));
  await number.fill(PAN);
  await expect(number).toHaveValue(/^4400/);
  await page.getByRole('button', { name: 'Отменить' }).click();
  const leave = requests.length;
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/$/);
  // ...and after it, the next page's view arrives: the SDK was held, not broken.
  await page.evaluate(() => (window.location.hash = '#/pages/home/my'));
  await expect.poll(async () => viewed(await collected(page, channel), '/pages/home/my'), { timeout: SENT_WITHIN }).toBe(true);
  expect(requests.slice(enter, leave).filter(isSdk).map((r) => r.url())).toEqual([]);

  // No page view of a card page was ever recorded, and the number is in nothing the collectors got.
  const events = await collected(page, channel);
  expect(events.filter((e) => String(e.event.properties.page_path).startsWith('/pages/bankInfo/'))).toEqual([]);
  const sent = requests
    .filter((r) => r.url().includes('/__sandbox/analytics/') && !r.url().endsWith('/events'))
    .map((r) => `${r.url()}\n${r.postData() ?? ''}\n${JSON.stringify(decodePayload(r.postData() ?? '', new URL(r.url()).search).events)}`);
  expect(sent.join('\n')).not.toContain(PAN);
});
