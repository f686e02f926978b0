/**
 * Analytics in the production build (the e2e build points VITE_ANALYTICS_URL and VITE_BEHAVIOUR_URL at the
 * sandbox's collectors, .env.e2e): the tracker (Sensors Data wire format) starts after the first screen under the shipped
 * policy (the `watch` fixture fails the test on any CSP or Trusted Types violation), a marketing link's
 * channel rides on page views and funnel events, behaviour beacons carry the project, and nothing the
 * collectors receive holds the token, the phone, the IIN, the name or the card.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { decodePayload, type CollectedEvent, type SaEvent } from '../src/mocks/domain/analytics';
import { expect, freshPhone, seedViaApi, signInViaUi, test } from './fixtures';

const PROJECT = 'bz_e2e';
const SEEDED_CARD = '4400430123456789';

async function collected(request: APIRequestContext, filter: Record<string, unknown>): Promise<CollectedEvent[]> {
  const res = await request.post('/__sandbox/analytics/events', { data: filter });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

/** Every request the page makes to either analytics server, as sent (body, address, kind). */
function captureAnalytics(page: Page): Array<{ url: string; body: string; type: string }> {
  const seen: Array<{ url: string; body: string; type: string }> = [];
  // The context sees the beacons a page sends as it unloads too.
  page.context().on('request', (r: Request) => {
    if (r.url().includes('/__sandbox/analytics/') && !r.url().endsWith('/events')) {
      seen.push({ url: r.url(), body: r.postData() ?? '', type: r.resourceType() });
    }
  });
  return seen;
}

/** What a captured request carries, decoded (base64 JSON), plus its raw text: what a leak would be in. */
function readable(req: { url: string; body: string }): string {
  const { events } = decodePayload(req.body, new URL(req.url).search);
  return `${req.url}\n${req.body}\n${JSON.stringify(events)}`;
}

const names = (events: CollectedEvent[]) => events.map((e) => e.event.event ?? e.event.type);

test('a marketing link and a few pages: page views and funnel events with the channel; beacons carry the project', async ({ page }) => {
  const channel = `tiktok_e2e_${Date.now().toString(36)}`;
  const phone = freshPhone();
  const requests = captureAnalytics(page);

  // The ad's link opens the login page with its channel and click id.
  await page.goto(`/?channel=${channel}&ttclid=tt-click-1#/pages/login/login`);
  await expect(page).toHaveURL(/#\/pages\/login\/login$/); // the ids are stored and taken off the address
  await expect
    .poll(async () => names(await collected(page.request, { channel, via: 'events' })), { timeout: 15_000 })
    .toContain('$pageview');

  // With the marketing consent given at sign-in: the click id may ride on the events (e2e/consents.spec.ts: without it).
  const login = await signInViaUi(page, 'ru', phone, { marketing: true });
  expect(login.code).toBe(0);
  await expect(page).toHaveURL(/#\/$/);
  await page.getByRole('link', { name: /^Я(\s|,|$)/ }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/my$/);

  // Events go in batches: wait for the funnel events and the last page view to arrive.
  const arrived = async () => {
    const got = await collected(page.request, { channel, via: 'events' });
    const viewed = got.filter((e) => e.event.event === '$pageview').map((e) => `view ${String(e.event.properties.page_path)}`);
    return [...names(got), ...viewed];
  };
  await expect
    .poll(arrived, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['code_requested', 'signed_in', 'view /pages/login/login', 'view /pages/home/index', 'view /pages/home/my']));
  const events = await collected(page.request, { channel, via: 'events' });
  const tracked = (name: string) => events.filter((e) => e.event.event === name).map((e) => e.event);

  // Page views: the route, its title key, the page before; the address without its query.
  const views = tracked('$pageview');
  const paths = views.map((v) => v.properties.page_path);
  expect(paths).toEqual(expect.arrayContaining(['/pages/login/login', '/pages/home/index', '/pages/home/my']));
  const me = views.find((v) => v.properties.page_path === '/pages/home/my')!;
  expect(me.properties).toMatchObject({ page_title_key: 'title.home.my', previous_page: '/pages/home/index', is_login: true });
  expect(String(me.properties.$url)).toMatch(/\/#\/pages\/home\/my$/);

  // Funnel events with the spec's properties: channel and click id, app, screen, login flag, identity.
  const signedIn = tracked('signed_in')[0]!;
  expect(signedIn.properties).toMatchObject({
    channel,
    ttclid: 'tt-click-1',
    app_name: 'bystrye-zaimy',
    app_version: '1.1.7',
    is_login: true,
    is_new: true,
  });
  const code = tracked('code_requested')[0]!;
  expect(code.properties).toMatchObject({ channel, is_login: false, screen: '/pages/login/login' });
  expect(code.properties.mobile_identity).toBeUndefined();
  // Signed in, the distinct id and the mobile identity are the server's borrower id: pseudonymous.
  const me2 = views.find((v) => v.properties.page_path === '/pages/home/my')!;
  expect(me2.distinct_id).toMatch(/^U\d+$/);
  expect(me2.properties.mobile_identity).toBe(me2.distinct_id);

  // Behaviour beacons: every page view and funnel event, to the behaviour server with its project.
  await expect
    .poll(async () => names(await collected(page.request, { channel, via: 'behaviour' })))
    .toEqual(expect.arrayContaining(['$pageview', 'code_requested', 'signed_in']));
  const beacons = requests.filter((r) => r.url.includes('/__sandbox/analytics/beacon'));
  expect(beacons.length).toBeGreaterThan(0);
  for (const b of beacons) {
    expect(new URL(b.url).searchParams.get('project')).toBe(PROJECT);
    expect(b.type).toBe('ping'); // navigator.sendBeacon
  }
  // The event collector got form-encoded base64 batches.
  const batches = requests.filter((r) => r.url.includes('/__sandbox/analytics/sa'));
  expect(batches.some((r) => r.body.startsWith('data_list='))).toBe(true);

  // Nothing personal in any of it: not the token, not the phone in any writing.
  const text = requests.map(readable).join('\n');
  expect(text).not.toContain(login.data.token);
  expect(text).not.toContain(phone);
  expect(text).not.toContain(phone.slice(1));
  expect(text).not.toContain(`${phone.slice(1, 4)} ${phone.slice(4, 7)}`);
});

test('a borrower with a loan and a card: no request to either server holds the token, phone, IIN, name or card', async ({ page }) => {
  const requests = captureAnalytics(page);
  const { token, phone } = await seedViaApi(page, 'active_loan');
  const info = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const user = ((await info.json()) as { data: { iin: string; surname: string; name: string; patronymic: string } }).data;
  expect(user.iin).toMatch(/^\d{12}$/);

  // A channel of this attempt's own: a retry must not find the first attempt's events.
  const channel = `insta_e2e_${Date.now().toString(36)}`;
  await page.goto(`/?channel=${channel}#/`);
  // Analytics starts once the page is idle; then the borrower goes through their pages.
  await expect.poll(async () => names(await collected(page.request, { channel, via: 'behaviour' })), { timeout: 15_000 }).toContain('$pageview');
  await page.getByRole('link', { name: /^Я(\s|,|$)/ }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/my$/);
  // Each page seen before the next (a page left before the app drew it was never viewed, and is not recorded).
  await expect(page.getByRole('heading', { name: `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(-2)}` })).toBeVisible();
  const seen = {
    '/pages/personal/material': page.getByRole('heading', { name: 'Личные данные' }),
    '/pages/bankInfo/bank-select': page.getByText('•••• 6789').first(), // the card, masked
    '/pages/personal/loan_order': page.getByRole('heading', { name: 'Мои займы' }),
  };
  for (const [path, shown] of Object.entries(seen)) {
    await page.goto(`/#${path}`);
    await expect(shown).toBeVisible();
  }
  await expect
    .poll(async () => (await collected(page.request, { channel, via: 'behaviour' })).map((e) => e.event.properties.page_path), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/pages/home/my', '/pages/personal/material', '/pages/personal/loan_order']));
  // A card page holds analytics off (e2e/card-hosted.spec.ts): its view is never recorded.
  const viewedPaths = (await collected(page.request, { channel })).map((e) => String(e.event.properties.page_path));
  expect(viewedPaths.filter((p) => p.startsWith('/pages/bankInfo/'))).toEqual([]);
  // Leaving hands over what waits by beacon.
  await page.goto('about:blank');
  await expect.poll(async () => (await collected(page.request, { channel, via: 'events' })).length).toBeGreaterThan(4);

  const text = requests.map(readable).join('\n');
  for (const secret of [token, phone, phone.slice(1), user.iin, user.surname, user.name, user.patronymic, SEEDED_CARD, SEEDED_CARD.slice(0, 6) + ' ']) {
    expect(text, `analytics requests must not contain ${secret}`).not.toContain(secret);
  }
  const events = await collected(page.request, { channel });
  const all: SaEvent[] = events.map((e) => e.event);
  expect(all.every((e) => /^U\d+$/.test(e.distinct_id) || !e.properties.is_login)).toBe(true);
});

test('a page leaving hands the events still waiting for their batch to the collector by beacon', async ({ page }) => {
  const channel = `leave_e2e_${Date.now().toString(36)}`;
  // The batch requests fail (a weak network): the events stay in storage, waiting for the next batch.
  await page.route('**/__sandbox/analytics/sa.gif', (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
  await page.goto(`/?channel=${channel}#/pages/login/login`);
  // Analytics is up once the behaviour server has the page view (a beacon of its own).
  await expect.poll(async () => names(await collected(page.request, { channel, via: 'behaviour' })), { timeout: 15_000 }).toContain('$pageview');

  await page.getByLabel('Номер телефона').fill(freshPhone().slice(1));
  await page.getByRole('checkbox', { name: /политику конфиденциальности|құпиялылық саясатын/ }).check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect.poll(async () => names(await collected(page.request, { channel, via: 'behaviour' }))).toContain('code_requested');
  expect(await collected(page.request, { channel, via: 'events' })).toEqual([]);

  // The borrower leaves: what waited reaches the collector, by beacon (no batch request got through).
  await page.goto('about:blank');
  await expect
    .poll(async () => names(await collected(page.request, { channel, via: 'events' })))
    .toEqual(expect.arrayContaining(['$pageview', 'code_requested']));
});

test('the network gone as analytics asks for its code: no page error, the screen keeps working, the next page load counts', async ({ page, context }) => {
  const channel = `dead_spot_${Date.now().toString(36)}`;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The phone enters a dead spot just as analytics asks for its sender (once the page is idle).
  let asked = 0;
  await page.route('**/assets/tracker-*.js', async (route) => {
    asked += 1;
    if (asked > 1) return route.continue();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.goto(`/?channel=${channel}#/pages/login/login`);
  await expect.poll(() => asked, { timeout: 15_000 }).toBe(1);
  await context.setOffline(false);
  // This page's analytics is lost (a failed module fetch is kept for the page's life), not the page.
  await page.getByLabel('Номер телефона').fill(freshPhone().slice(1));
  await expect(page.getByLabel('Номер телефона')).not.toHaveValue('');
  expect(errors).toEqual([]);

  // The next page load sends as usual.
  await page.reload();
  await expect
    .poll(async () => names(await collected(page.request, { channel, via: 'events' })), { timeout: 15_000 })
    .toContain('$pageview');
  expect(asked).toBe(2);
  expect(errors).toEqual([]);
});
