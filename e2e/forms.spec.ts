import { test, expect, signInViaApi, useLocale, type Locale } from './fixtures';

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
