import { expect } from '@playwright/test';
import { choose } from './photos';
import { expectAccessible, freshPhone, sandbox, signInViaUi, test } from './fixtures';

/**
 * Issue 11's journey: a new borrower arrives on a marketing landing page, claims the newcomer gift (signing
 * in on the way), sees the coupon, takes a first loan with it for less, and reads the messages the loan
 * brings as it is paid out and repaid.
 */
test('ru: landing page → gift → sign in → coupon → a first loan for less → messages of the payout and the repayment', async ({ page, watch }) => {
  test.setTimeout(150_000);
  const phone = freshPhone();
  // A borrower who has filled the form and added a card but never borrowed (the gift is for a first loan).
  await sandbox(page.request, { action: 'seed', phone, stage: 'with_card' });

  // The Loans tab's pop-up (a coupon to use) may open on its own once the tab is idle: the borrower closes it.
  const popup = page.getByRole('dialog').filter({ hasText: /Посмотреть купоны|Подробнее/ });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Закрыть' }).click();
  });

  await page.goto('/?channel=tt_autumn&click_id=clk-11#/pages/home/landingpage');
  await expect(page.getByRole('heading', { name: 'Подарок новому клиенту' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Получить подарок' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  await signInViaUi(page, 'ru', phone);

  // Back on the landing page, the gift is claimed by itself, once.
  await expect(page.getByText('Подарок получен: купон уже в разделе «Купоны».')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Перейти к купонам' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/coupon$/);
  const gift = page.getByRole('article').filter({ hasText: 'Подарок новому клиенту' }).first();
  await expect(gift).toBeVisible();
  await expect(gift.getByText(/Действует до/)).toBeVisible();
  await expectAccessible(page, 'coupons page');

  // The first loan: the contract read on its page, the coupon chosen, the amount to repay lower.
  await page.goto('/#/');
  const row = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  const repay = row('Сумма к возврату');
  await expect(repay).toHaveText(/\d/, { timeout: 20_000 });
  await choose(page, /^Купон/, 'Без купона');
  await expect.poll(async () => ((await repay.textContent()) ?? '').replace(/\D/g, '')).not.toBe('');
  const without = Number(((await repay.textContent()) ?? '').replace(/\D/g, ''));
  await page.getByRole('button', { name: /^Купон/ }).click();
  await page.getByRole('dialog').getByRole('option', { name: /Подарок новому клиенту/ }).click();
  await expect.poll(async () => Number(((await repay.textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(without);
  await page.getByRole('link', { name: /Договор/ }).click();
  await page.frameLocator('iframe').getByRole('button', { name: 'С договором ознакомлен(а)' }).click();
  const take = page.getByRole('button', { name: 'Получить деньги' });
  await expect(take).toBeEnabled({ timeout: 20_000 });
  await take.click();
  await page.getByRole('dialog', { name: 'Заявка отправлена' }).getByRole('button', { name: 'Понятно' }).click();

  // Approval and payout come by themselves; then the borrower repays by card.
  await page.getByRole('link', { name: 'Погасить заём' }).click({ timeout: 40_000 });
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await page.frameLocator('iframe').getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('dialog', { name: 'Оплата прошла' }).getByText('Заём полностью погашен. Спасибо!')).toBeVisible({ timeout: 20_000 });

  // The messages tell the story, newest first.
  await page.goto('/#/pages/personal/information');
  const messages = page.getByRole('article');
  await expect(messages.filter({ hasText: 'Заём погашен' }).first()).toBeVisible();
  await expect(messages.filter({ hasText: 'Деньги отправлены на карту' }).first()).toBeVisible();
  const titles = await messages.locator('h2, h3').allTextContents();
  expect(titles.findIndex((x) => x.includes('Заём погашен'))).toBeLessThan(titles.findIndex((x) => x.includes('Деньги отправлены на карту')));
  await expectAccessible(page, 'messages page');
  expect(watch.consoleErrors).toEqual([]);
});
