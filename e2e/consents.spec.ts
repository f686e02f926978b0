/**
 * Consents and devices (issue 26): the marketing consent withdrawn in one tab stops every advertising id in
 * every request of every open tab (addresses, headers, bodies, analytics) and the behaviour beacons; the
 * sign-in's marketing tick is its own and never ticked for the borrower; signing out the other devices ends
 * their sessions (the server answers code 301 to their tokens).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { decodePayload, type CollectedEvent } from '../src/mocks/domain/analytics';
import { expect, freshPhone, signInViaApi, signInViaUi, test, useLocale } from './fixtures';

const uniq = Date.now().toString(36);
/** The ids an ad left: two in the link, three in the pixels' cookies. Each is unique to this run. */
const AD = { ttclid: `TT-${uniq}-click`, click_id: `CLK-${uniq}-id`, fbp: `fb.1.${uniq}.4242`, fbc: `fb.1.${uniq}.fbclid`, ttp: `ttp-${uniq}-7` };
const CHANNEL = `consent_e2e_${uniq}`;

interface Seen {
  tab: string;
  url: string;
  text: string;
}

/** Every request of the context from now on, each as the whole of what it carries: address, headers, body (analytics decoded). */
function watchRequests(context: BrowserContext, tabs: Map<Page, string>): Seen[] {
  const seen: Seen[] = [];
  context.on('request', (r: Request) => {
    // In the order the requests are made; what they carry is read after (the headers are asked for).
    const body = r.postData() ?? '';
    let decoded = '';
    if (r.url().includes('/__sandbox/analytics/')) {
      try {
        decoded = JSON.stringify(decodePayload(body, new URL(r.url()).search).events);
      } catch {
        /* not an analytics payload */
      }
    }
    let tab = 'other';
    try {
      tab = tabs.get(r.frame().page()) ?? 'other';
    } catch {
      /* a service worker's or a beacon without a frame */
    }
    const entry: Seen = { tab, url: r.url(), text: `${safeDecode(r.url())}\n${JSON.stringify(r.headers())}\n${body}\n${safeDecode(body)}\n${decoded}` };
    seen.push(entry);
    void r.allHeaders().then(
      (all) => void (entry.text += `\n${JSON.stringify(all)}`),
      () => undefined,
    );
  });
  return seen;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

const adIdsIn = (text: string) => Object.entries(AD).filter(([, v]) => text.includes(v)).map(([k]) => k);

async function collected(page: Page, filter: Record<string, unknown>): Promise<CollectedEvent[]> {
  const res = await page.request.post('/__sandbox/analytics/events', { data: filter });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

test('marketing consent withdrawn in one tab: from then on no advertising id in any request of either tab, and no behaviour beacon', async ({ page, context, baseURL, watch }) => {
  test.setTimeout(90_000);
  await context.addCookies([
    { name: '_fbp', value: AD.fbp, url: baseURL! },
    { name: '_fbc', value: AD.fbc, url: baseURL! },
    { name: '_ttp', value: AD.ttp, url: baseURL! },
  ]);
  const tabs = new Map<Page, string>([[page, 'first']]);
  const before = watchRequests(context, tabs);

  // From an ad, the borrower signs in and gives the marketing consent: the ids go (the control).
  await page.goto(`/?channel=${CHANNEL}&ttclid=${AD.ttclid}&click_id=${AD.click_id}#/pages/login/login`);
  await signInViaUi(page, 'ru', freshPhone(), { marketing: true });
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(() => adIdsIn(before.map((s) => s.text).join('\n')).sort()).toEqual(Object.keys(AD).sort());

  // A second tab of the same app, open on the Me tab.
  const second = await context.newPage();
  tabs.set(second, 'second');
  await second.goto('/#/pages/home/my');
  await expect(second.getByRole('link', { name: /Настройки/ })).toBeVisible();

  // The first tab: settings → «Согласия» → withdraw marketing.
  await page.goto('/#/pages/personal/install');
  await page.getByRole('link', { name: 'Согласия' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/consents$/);
  const marketing = page.getByRole('region', { name: 'Согласие на рекламу и рекламные идентификаторы' });
  await marketing.getByRole('button', { name: 'Отозвать согласие' }).click();
  // The gate closed as the tap was handled (click() returns after it): an event built from here on has no id. One
  // built just before it (this page load's first page view, when analytics has just started) may carry them and
  // leave at once, the consent still given; the requests after the withdrawal's own call are checked below.
  const withdrawn = Date.now();
  await expect(marketing.getByRole('status')).toHaveText(/Рекламные идентификаторы больше не передаются/);
  await expect(marketing.getByText(/^Отозвано /)).toBeVisible();
  // From the withdrawal's own call on (the gate closes as it is tapped, before that call leaves).
  const from = before.findIndex((s) => s.url.endsWith('/api/consent/marketing'));
  expect(from).toBeGreaterThan(0);

  // Both tabs go on: pages, calls, page views and funnel events, without a reload.
  await second.getByRole('link', { name: /^Заем/ }).first().click();
  await expect(second).toHaveURL(/#\/$/);
  await second.getByRole('link', { name: /^Я(\s|,|$)/ }).click();
  await page.goto('/#/pages/personal/install');
  await page.getByRole('link', { name: 'Устройства' }).click();
  await expect(page.getByText('Это устройство')).toBeVisible();

  // The positive signal: both tabs' API calls were seen after the withdrawal, and their page views reached
  // the event collector (the SDK batches every 6 s).
  await expect.poll(() => new Set(before.slice(from).filter((s) => new URL(s.url).pathname.startsWith('/api/')).map((s) => s.tab))).toEqual(new Set(['first', 'second']));
  const viewsAfter = async () =>
    (await collected(page, { channel: CHANNEL, via: 'events' }))
      .filter((e) => e.event.event === '$pageview' && Number(e.event.time ?? 0) >= withdrawn)
      .map((e) => String(e.event.properties.page_path));
  await expect.poll(viewsAfter, { timeout: 30_000 }).toEqual(expect.arrayContaining(['/pages/home/index', '/pages/personal/devices']));

  const after = before.slice(from);
  const leaks = after.filter((s) => adIdsIn(s.text).length > 0).map((s) => `${s.tab}: ${s.url} → ${adIdsIn(s.text).join(', ')}`);
  expect(leaks).toEqual([]);
  // Nothing the collectors kept since then carries one either, and no behaviour beacon went.
  const sinceEvents = (await collected(page, { channel: CHANNEL })).filter((e) => Number(e.event.time ?? 0) >= withdrawn);
  expect(adIdsIn(JSON.stringify(sinceEvents))).toEqual([]);
  expect(after.filter((s) => s.url.includes('/__sandbox/analytics/beacon'))).toEqual([]);
  // The ids are gone from the browser too.
  expect(await page.evaluate(() => ['fbp', 'fbc', 'ttp', 'ttclid', 'click_id'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null, null, null]);
  expect((await context.cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['_fbp']));
  expect(watch.consoleErrors).toEqual([]);
});

test('kz: the sign-in has its own marketing tick, never ticked; signed in without it, the consent is not given', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  await page.goto('/#/pages/login/login');
  const marketingTick = page.getByRole('checkbox', { name: /жарнамалық идентификаторларды беруге келісемін/ });
  await expect(marketingTick).toBeVisible();
  await expect(marketingTick).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /құпиялылық саясатын/ })).not.toBeChecked();

  const login = page.waitForRequest((r) => r.url().endsWith('/api/index/login'));
  expect((await signInViaUi(page, 'kz', freshPhone())).code).toBe(0);
  expect((await login).postDataJSON()).toMatchObject({ marketing: false });
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/pages/personal/consents');
  const card = page.getByRole('region', { name: 'Жарнамаға және жарнамалық идентификаторларға келісім' });
  await expect(card.getByText('Берілмеген')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Келісім беру' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Дербес деректерді жинауға және өңдеуге келісім' }).getByText(/^Берілген күні: /)).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('signing out every other device: the other session is listed, then ended, and its token is refused with code 301', async ({ page, browser, baseURL, watch }) => {
  const phone = freshPhone();
  // The other device: the same borrower signed in elsewhere (a browser of its own), its tab open on the Me tab.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  const { token: otherToken } = await signInViaApi(other, phone);
  await other.goto('/#/pages/home/my');
  await expect(other.getByRole('link', { name: /Настройки/ })).toBeVisible();
  // This device.
  await signInViaApi(page, phone);
  await page.goto('/#/pages/personal/devices');
  const list = page.getByRole('list', { name: 'Устройства' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first().getByText('Это устройство')).toBeVisible();

  await page.getByRole('button', { name: 'Выйти на всех других устройствах' }).click();
  await expect(page.getByText('Вход на других устройствах завершён.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Других устройств нет.')).toBeVisible();

  const res = await page.request.post('/api/user/info', { data: { token: otherToken }, headers: { token: otherToken } });
  expect(((await res.json()) as { code: number }).code).toBe(301);
  // The other device finds out at its next call: it is sent to sign in again.
  await other.getByRole('link', { name: /^Заем/ }).first().click();
  await expect(other).toHaveURL(/#\/pages\/login\/login/, { timeout: 15_000 });
  await otherContext.close();
  // This device stays signed in.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(watch.consoleErrors).toEqual([]);
});
