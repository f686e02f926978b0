import type { Page } from '@playwright/test';
import { test, expect, appTookOver, seedViaApi, useLocale } from './fixtures';

/**
 * A returning borrower (issue 27): the Loans tab shows their last known loan at once, kept in this browser,
 * labelled with its time while the server cannot be reached; the server's answer replaces it when the network
 * is back; after signing out nothing of it is left. Only the API is cut here (the page itself still loads):
 * reloading with the whole network off needs the service worker.
 */
const API = '**/api/**';

/** Where the first element showing `amount` alone is drawn inside `box`, and its type size. */
function placeOf(page: Page, box: string, amount: string) {
  return page.evaluate(
    ([sel, text]) => {
      const el = [...document.querySelectorAll(`${sel} *`)].find((e) => e.childElementCount === 0 && e.textContent?.trim() === text);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), left: Math.round(r.left), fontSize: getComputedStyle(el).fontSize };
    },
    [box, amount] as const,
  );
}

/**
 * Reloads with the app's code held back (a weak network) and sees the page's own script draw this browser's copy of
 * the screen with `amount` and the copy's note (`asOf`, `refreshing`), #root hidden; then lets the code arrive. The
 * amount is where the app then draws it, in the same size: the copy had the stylesheets it needs.
 */
async function drawnFromCopy(page: Page, amount: string, asOf: RegExp, refreshing: string): Promise<void> {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
  await page.reload({ waitUntil: 'commit' });
  const copy = page.locator('#kept-screen');
  await expect(copy).toBeVisible();
  await expect(copy).toContainText(amount);
  await expect(copy).toContainText(asOf);
  await expect(copy).toContainText(refreshing);
  await expect(page.locator('#root')).toBeHidden();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const drawn = await placeOf(page, '#kept-screen', amount);
  expect(drawn).not.toBeNull();
  // The code arrives: the app's screen takes the copy's place.
  holding = false;
  for (const go of held) await go();
  await appTookOver(page);
  await expect(copy).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  expect(await placeOf(page, '#root', amount)).toEqual(drawn);
}

test('ru: the last known loan with its time while the API is unreachable, refreshed when the network is back, gone after signing out', async ({ page }) => {
  await useLocale(page, 'ru');
  await seedViaApi(page, 'active_loan');
  await page.goto('/');
  const card = page.locator('section[aria-labelledby="order-title"]');
  const pay = card.getByRole('link', { name: 'Погасить заём' });
  await expect(pay).toBeVisible();
  const amount = (await card.textContent())?.match(/\d[\d\s]*\s₸/)?.[0];
  expect(amount).toBeTruthy();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kept_reads'))).toContain('"repayAmount"');

  // The server out of reach: the reload shows the loan as it was, with its time and the offline marker.
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const note = page.getByTestId('kept-note');
  await expect(note).toContainText(/По состоянию на \d{2}:\d{2}/);
  await expect(card).toContainText(amount!);
  await expect(note.getByTestId('offline-marker')).toHaveText(/Нет соединения с интернетом/);
  await expect(pay).toHaveAccessibleDescription('Для оплаты нужен интернет.');

  // The phone loses the network altogether, then gets it back: the tab asks the server by itself.
  await page.context().setOffline(true);
  await page.unroute(API);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/loan/userInfo'));
  await page.context().setOffline(false);
  expect((await (await answer).json()).code).toBe(0);
  await expect(note).toHaveCount(0);
  await expect(card).toContainText(amount!);
  await expect(pay).not.toHaveAttribute('aria-describedby');

  // Signed out: nothing kept, and with the server out of reach the tab shows nothing of this borrower.
  await page.goto('/#/pages/personal/install');
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.getItem('kept_reads'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('kept_screen'))).toBeNull();
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('kept-note')).toHaveCount(0);
  await expect(page.locator('section[aria-labelledby="order-title"]')).toHaveCount(0);
  await expect(page.getByText(amount!)).toHaveCount(0);
});

test("kz: the Loans tab is drawn from this browser's copy before the app's code arrives, with its time; the app takes over; no card, phone or token in the copy", async ({ page }) => {
  await useLocale(page, 'kz');
  const { phone, token } = await seedViaApi(page, 'active_loan');
  await page.goto('/');
  const card = page.locator('section[aria-labelledby="order-title"]');
  await expect(card.getByRole('link', { name: 'Қарызды өтеу' })).toBeVisible();
  const amount = (await card.textContent())?.match(/\d[\d\s]*\s₸/)?.[0];
  expect(amount).toBeTruthy();
  // Kept once the page is idle.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kept_screen'))).toContain('"#/"');
  const kept = (await page.evaluate(() => localStorage.getItem('kept_screen')))!;
  for (const secret of ['Kaspi', phone, token]) expect(kept).not.toContain(secret);
  // The card's last four as a value of their own (the copy's timestamps may hold the same four digits).
  expect(kept).not.toMatch(/(^|\D)6789(\D|$)/);

  await drawnFromCopy(page, amount!, /\d{2}:\d{2} жағдайы бойынша/, 'Жаңартылуда…');
  await expect(card.getByRole('link', { name: 'Қарызды өтеу' })).toBeVisible();
  await expect(card).toContainText(amount!);
});

test("ru: My loans is drawn from this browser's copy before the app's code arrives, with its time; the app takes over", async ({ page }) => {
  await useLocale(page, 'ru');
  await seedViaApi(page, 'active_loan');
  await page.goto('/#/pages/personal/loan_order');
  const loan = page.getByRole('article').first();
  await expect(loan.getByRole('link', { name: 'Погасить' })).toBeVisible();
  const amount = (await loan.textContent())?.match(/\d[\d\s]*\s₸/)?.[0];
  expect(amount).toBeTruthy();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kept_screen'))).toContain('"#/pages/personal/loan_order"');

  await drawnFromCopy(page, amount!, /По состоянию на \d{2}:\d{2}/, 'Обновляем…');
  await expect(loan.getByRole('link', { name: 'Погасить' })).toBeVisible();
  await expect(loan).toContainText(amount!);
});
