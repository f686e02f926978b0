import type { Page } from '@playwright/test';
import { test, expect, appTookOver, holdAnswers, seedViaApi, useLocale } from './fixtures';

/**
 * A returning borrower on My loans and on the repayment page (issue 27): the last known figures kept in this
 * browser show with their time, the offline marker and why paying waits while the server cannot be reached;
 * the server's answer replaces them when the network is back. Only the API is cut (the page itself still
 * loads), except in the last test, which reloads with the whole network off through the service worker.
 */
const API = '**/api/**';

/** The server out of reach, then the reload: what the borrower sees is what this browser kept. */
async function reloadWithoutApi(page: Page) {
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await appTookOver(page);
}

/** The network goes and comes back: the page asks the server by itself (`path`: the read it waits for). */
async function networkBack(page: Page, path: string) {
  await page.context().setOffline(true);
  await page.unroute(API);
  const answer = page.waitForResponse((r) => r.url().endsWith(path));
  await page.context().setOffline(false);
  expect((await (await answer).json()).code).toBe(0);
}

const keptHas = (page: Page, what: string) => expect.poll(() => page.evaluate(() => localStorage.getItem('kept_reads'))).toContain(what);

/** The repayment page of the seeded loan, as the Loans tab's «Погасить» link gives it. */
async function repaymentPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.locator('a[href*="loanRepayment"]').first().getAttribute('href');
  expect(href).toMatch(/orderNo=/);
  return href!.replace(/^#/, '');
}

test('ru: My loans with the API unreachable shows the last known loan with its time, the marker and why Pay waits; refreshed when the network is back', async ({ page }) => {
  await useLocale(page, 'ru');
  await seedViaApi(page, 'active_loan');
  await page.goto('/#/pages/personal/loan_order');
  const item = page.getByRole('article');
  const pay = item.getByRole('link', { name: 'Погасить заём' });
  await expect(pay).toBeVisible();
  const amount = await item.getByText('Сумма погашения на сегодня').locator('xpath=ancestor-or-self::dt/following-sibling::dd').textContent();
  expect(amount).toMatch(/\d[\d\s]*\s₸/);
  await keptHas(page, '"list"');

  await reloadWithoutApi(page);
  const note = page.getByTestId('kept-note');
  await expect(note).toContainText(/По состоянию на \d{2}:\d{2}/);
  await expect(note.getByTestId('offline-marker')).toHaveText(/Нет соединения с интернетом/);
  await expect(item.getByText(/^Сумма погашения на \d{2}:\d{2}$/).locator('xpath=ancestor::dt/following-sibling::dd')).toHaveText(amount!);
  await expect(pay).toHaveAccessibleDescription('Для оплаты нужен интернет.');

  await networkBack(page, '/api/loan/myOrderList');
  await expect(note).toHaveCount(0);
  await expect(item.getByText('Сумма погашения на сегодня')).toBeVisible();
  await expect(pay).not.toHaveAttribute('aria-describedby');
});

test('kz: the repayment page with the API unreachable shows what was owed with its time, today\'s amount labelled, and Pay explains instead of paying; refreshed when the network is back', async ({ page }) => {
  await useLocale(page, 'kz');
  await seedViaApi(page, 'active_loan');
  await page.goto(`/#${await repaymentPath(page)}`);
  const pay = page.getByRole('button', { name: /^Төлеу:/ });
  await expect(pay).toBeVisible();
  const amount = (await pay.textContent())!.replace(/^Төлеу:\s*/, '');
  await keptHas(page, '"repayInfo"');

  await reloadWithoutApi(page);
  const note = page.getByTestId('kept-note');
  await expect(note).toContainText(/\d{2}:\d{2} жағдайы бойынша/);
  await expect(note.getByTestId('offline-marker')).toHaveText(/Интернет байланысы жоқ/);
  await expect(page.getByRole('region', { name: 'Өтеуді күтуде' })).toContainText(amount);
  await expect(page.getByTestId('stale-amount')).toHaveText(/^\d{2}:\d{2} жағдайы бойынша — бүгінгі сома басқаша болуы мүмкін$/);
  await expect(pay).toHaveAccessibleDescription('Төлеу үшін интернет қажет.');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Төлеу' })).toHaveText('Төлеу үшін интернет қажет.');
  expect(asked.filter((u) => u.includes('getRepaymentLink'))).toEqual([]);

  await networkBack(page, '/api/prod/repayInfo');
  await expect(note).toHaveCount(0);
  await expect(page.getByTestId('stale-amount')).toHaveCount(0);
  await expect(page.getByText('қарызды бүгін толық өтеу үшін')).toBeVisible();
  await expect(pay).not.toHaveAttribute('aria-describedby');
});

test("ru: on a second visit, nothing moves when the server's answer replaces the kept figures (the Pay button stays under the thumb)", async ({ page }) => {
  await seedViaApi(page, 'active_loan');
  await page.goto(`/#${await repaymentPath(page)}`);
  const pay = page.getByRole('button', { name: /^Оплатить \d/ });
  await expect(pay).toBeVisible();
  await keptHas(page, '"repayInfo"');

  // The page's figures answer late this time: the kept ones show, labelled, until they come.
  const release = await holdAnswers(page, '**/api/prod/repayInfo');
  await page.reload();
  await appTookOver(page);
  await expect(page.getByTestId('stale-amount')).toBeVisible();
  await expect(pay).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const before = (await pay.boundingBox())!;
  release();
  await expect(page.getByTestId('stale-amount')).toHaveCount(0);
  await expect(page.getByText('чтобы погасить заём сегодня')).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = (await pay.boundingBox())!;
  expect(Math.abs(after.y - before.y), "the Pay button moved when today's figures came").toBeLessThanOrEqual(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('ru: with the whole network off, a reload straight onto the repayment page draws it with what was owed, its time and the marker', async ({ page, context }) => {
    await seedViaApi(page, 'active_loan');
    const path = await repaymentPath(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.goto(`/#${path}`);
    const pay = page.getByRole('button', { name: /^Оплатить/ });
    await expect(pay).toBeVisible();
    const amount = (await pay.textContent())!.replace(/^Оплатить\s*/, '');
    await keptHas(page, '"repayInfo"');

    await context.setOffline(true);
    await page.reload();
    await appTookOver(page);
    await expect(page.getByTestId('kept-note')).toContainText(/По состоянию на \d{2}:\d{2}/);
    await expect(page.getByTestId('offline-marker')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ожидает погашения' })).toContainText(amount);
    await expect(pay).toHaveAccessibleDescription('Для оплаты нужен интернет.');
    // The card on file is not kept: its line says so instead of standing empty.
    await expect(page.getByText('Сохранённую карту покажем, когда связь вернётся.')).toBeVisible();
    await context.setOffline(false);
  });
});

/**
 * A first visit on this device (no code in memory or the HTTP cache) with the screen's code held back, as on a slow network:
 * its first read goes out all the same, and the screen, once its code is there, takes that answer (one read in all).
 */
async function readBeforeCode(page: Page, url: string, code: RegExp, read: string, ready: (page: Page) => Promise<void>) {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(read)) reads.push(r.url());
  });
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(code, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
  await page.goto(url);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect.poll(() => reads.length).toBe(1);
  holding = false;
  for (const go of held) await go();
  await ready(page);
  // The app's own screen, not a copy kept from an earlier visit, and its calls settled: no second read.
  await appTookOver(page);
  await expect(page.locator('#kept-screen')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(1);
}

test('ru: on a first visit on this device each screen’s read is asked for before its code has arrived, and asked for once', async ({ page, context }) => {
  await useLocale(page, 'ru');
  await seedViaApi(page, 'active_loan');
  const repayment = await repaymentPath(page);
  // Each screen in a tab of its own, with no code or answer from the others' visits in memory (routing turns off
  // the HTTP cache; this file's other tests allow the service worker, this one does not).
  const fresh = () => context.newPage();
  await readBeforeCode(await fresh(), '/#/', /\/assets\/SignedInLoansTab-[\w-]+\.js$/, '/api/loan/userInfo', async (p) => {
    await expect(p.locator('section[aria-labelledby="order-title"]').getByRole('link', { name: 'Погасить заём' })).toBeVisible();
  });
  await readBeforeCode(await fresh(), '/#/pages/personal/loan_order', /\/assets\/MyLoansPage-[\w-]+\.js$/, '/api/loan/myOrderList', async (p) => {
    await expect(p.getByRole('article').getByText('Сумма погашения на сегодня')).toBeVisible();
  });
  await readBeforeCode(await fresh(), `/#${repayment}`, /\/assets\/RepaymentPage-[\w-]+\.js$/, '/api/prod/repayInfo', async (p) => {
    await expect(p.getByRole('heading', { name: 'Погашение займа' })).toBeVisible();
    await expect(p.getByText(/\d[\d\s]*\s₸/).first()).toBeVisible();
  });
});

test('ru: a page opened from its address names itself with its own title, even when the title is another feature’s text', async ({ page }) => {
  await useLocale(page, 'ru');
  await seedViaApi(page, 'active_loan');
  const orderNo = new URLSearchParams((await repaymentPath(page)).split('?')[1]).get('orderNo');
  // Titles from the loan page's, the hardship form's and the consents' texts (not the shell's): the nav bar and
  // the tab's title were drawn before those texts arrived, and stayed the raw key ('title').
  const pages: [string, string][] = [
    [`/pages/loan/detail?orderNo=${orderNo}`, 'Заём'],
    [`/pages/loan/hardship?orderNo=${orderNo}`, 'Не могу платить'],
    ['/pages/personal/consents', 'Согласия'],
  ];
  for (const [path, title] of pages) {
    await page.goto(`/#${path}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — Быстрые займы`);
  }
});
