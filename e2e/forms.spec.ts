import { test, expect, holdAnswers, signInViaApi, useLocale, type Locale } from './fixtures';
import { choose } from './photos';
import type { Page } from '@playwright/test';

const L = {
  ru: { feedback: 'Обратная связь', back: 'Назад', ask: 'Выйти без отправки?', stay: 'Остаться', leave: 'Выйти' },
  kz: { feedback: 'Кері байланыс', back: 'Артқа', ask: 'Жібермей шығасыз ба?', stay: 'Қалу', leave: 'Шығу' },
} as const;

for (const locale of ['ru', 'kz'] as Locale[]) {
  const l = L[locale];

  test(`${locale}: a half-written form asks before the phone's back button or the nav bar takes the borrower away`, async ({ page, watch }) => {
    await useLocale(page, locale);
    await signInViaApi(page);
    await page.goto('/#/pages/home/my');
    await page.getByRole('link', { name: l.feedback }).click();
    await expect(page).toHaveURL(/#\/pages\/personal\/feedback$/);
    const text = page.locator('textarea');
    await text.fill('Не проходит оплата картой Kaspi');

    // The phone's back button: the page stays, the question shows, staying keeps the text.
    await page.goBack();
    await expect(page.getByRole('dialog', { name: l.ask })).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/personal\/feedback$/);
    await page.getByRole('button', { name: l.stay }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(text).toHaveValue('Не проходит оплата картой Kaspi');

    // The nav bar back asks too; leaving goes back to the Me tab, and the draft is kept for later.
    await page.getByRole('button', { name: l.back }).click();
    await expect(page.getByRole('dialog', { name: l.ask })).toBeVisible();
    await page.getByRole('button', { name: l.leave }).click();
    await expect(page).toHaveURL(/#\/pages\/home\/my$/);
    await page.getByRole('link', { name: l.feedback }).click();
    await expect(page.locator('textarea')).toHaveValue('Не проходит оплата картой Kaspi');
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('closing a dialog over a page gives the focus back to what opened it (the page beneath is inert meanwhile)', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/#/pages/info/info');
  const opener = page.getByRole('button', { name: 'Что выбрать?' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Тип занятости' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Понятно' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

/** Whether the focus is in an open <dialog>, or nowhere (Tab past the last element goes to the browser). */
const focusInDialogOrNowhere = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === null || el === document.body || el.closest('dialog[open]') !== null;
  });

test('a picker sheet, and a dialog over it: focus moves in, Escape closes the topmost only, focus returns, the page behind stays still and inert, a tap beside the sheet closes it', async ({ page, watch }) => {
  await signInViaApi(page);
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Продолжить анкету' }).click();
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);
  // A choice makes the form unsaved, so going back asks, over whatever is open.
  await choose(page, /Ежемесячный доход/, '150 000 – 300 000 ₸');
  const region = page.getByRole('button', { name: /Область или город/ });
  await expect(region).toBeEnabled();
  await region.scrollIntoViewIfNeeded();
  const scrollY = () => page.evaluate(() => window.scrollY);
  const pageAt = await scrollY();
  expect(pageAt).toBeGreaterThan(0);

  await region.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Область или город' });
  await expect(sheet).toBeVisible();
  const first = sheet.getByRole('option').first();
  await expect(first).toBeFocused();

  // The page is inert: Tab goes round the sheet and never reaches the form.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialogOrNowhere(page)).toBe(true);
  }

  // The wheel over the backdrop (up: the page is at its end), then over the list: once the list has
  // scrolled, the first one was handled too, and the page has not moved.
  await page.mouse.move(200, 40);
  await page.mouse.wheel(0, -800);
  await sheet.getByRole('listbox').hover();
  await page.mouse.wheel(0, 300);
  const listScrolled = () =>
    first.evaluate((el) => {
      let top = 0;
      for (let e: Element | null = el; e && e.tagName !== 'DIALOG'; e = e.parentElement) top += e.scrollTop;
      return top;
    });
  await expect.poll(listScrolled).toBeGreaterThan(0);
  expect(await scrollY()).toBe(pageAt);

  // The phone's back with the sheet open: the question comes over the sheet, focus in it.
  await first.focus();
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Выйти без отправки?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Выйти' })).toBeFocused();
  // Escape closes the question only (staying), and the focus goes back into the sheet; then the sheet.
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(sheet).toBeVisible();
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(region).toBeFocused();
  expect(await scrollY()).toBe(pageAt);

  // A tap beside the sheet, where the nav bar's back button is, lands on the backdrop: the sheet closes
  // and the page does not go back.
  await region.click();
  await expect(sheet).toBeVisible();
  await page.touchscreen.tap(24, 24);
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);
  await expect(region).toBeFocused();

  // Closed, the page scrolls again.
  await page.mouse.wheel(0, -300);
  await expect.poll(scrollY).toBeLessThan(pageAt);
  expect(watch.consoleErrors).toEqual([]);
});

test('a dialog that waits for the server stays open, even when Chromium closes it on a repeated Escape', async ({ page, watch }) => {
  await signInViaApi(page);
  await page.goto('/#/pages/personal/install');
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  await dialog.getByLabel(/Я понимаю/).check();
  const answer = await holdAnswers(page, '**/api/index/deleteLogin');
  // Counts the close requests Chromium did not let the page refuse.
  await dialog.evaluate((el) => {
    const w = window as unknown as { __uncancelable: number };
    w.__uncancelable = 0;
    el.addEventListener('cancel', (e) => {
      if (!e.cancelable) w.__uncancelable += 1;
    });
  });
  const asked = page.waitForRequest('**/api/index/deleteLogin');
  await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
  await asked;

  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  // Chromium lets a page refuse one close request per user activation: by now it has closed the dialog itself.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __uncancelable: number }).__uncancelable)).toBeGreaterThan(0);
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog[open]') != null)).toBe(true);

  answer();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});
