/**
 * A refusal that says why (issue 26): a borrower applies on the Loans tab under each refusal scenario of the
 * sandbox and reads why there is no loan and what they can do, with no phone number to call on a reason the law
 * decides. First the issue's own borrower: in Kazakh, with a self-ban set on eGov.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, seedViaApi, test, useLocale as chooseLocale, type Locale } from './fixtures';

const TEXT = {
  ru: { take: 'Получить деньги', sent: 'Заявка отправлена', ok: 'Понятно', refused: 'Заявка отклонена' },
  kz: { take: 'Ақша алу', sent: 'Өтінім жіберілді', ok: 'Түсінікті', refused: 'Өтінім қабылданбады' },
} as const;

/** A borrower with a card applies for the offer as it stands (30 000 ₸, 14 days) with `scenario` in force; the refused card. */
async function applyUnder(page: Page, locale: Locale, scenario: 'self_ban' | 'debt_load' | 'overdue_elsewhere' | 'reject') {
  const l = TEXT[locale];
  await chooseLocale(page, locale);
  const { token, phone } = await seedViaApi(page, 'with_card');
  await sandbox(page.request, { action: 'scenario', scenario, phone });
  // The contract of the offer is read (the journey of reading it is loan.spec.ts's).
  const contract = await page.request.post('/api/loan/getContractInfo', { headers: { token }, data: { token, amount: 30_000, days: 14 } });
  await sandbox(page.request, { action: 'vendorResult', ref: (await contract.json()).data.contractNo, result: 'ok' });
  await page.goto('/#/');
  const take = page.getByRole('button', { name: l.take });
  await expect(take).toBeEnabled();
  await take.click();
  await page.getByRole('dialog', { name: l.sent }).getByRole('button', { name: l.ok }).click();
  const card = page.getByRole('region', { name: l.refused });
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card;
}

test('kz, self-ban set on eGov last year: why there is no loan, that only they lift it on eGov, no 7 days and nobody to call', async ({ page, watch }) => {
  const card = await applyUnder(page, 'kz', 'self_ban');
  await expect(card.getByText('Себебі: eGov-та қарыз алудан өз еркіңізбен бас тартуыңыз күшінде')).toBeVisible();
  await expect(card.getByText(/^Бас тартуды тек өзіңіз алып тастай аласыз: eGov\.kz порталында немесе eGov мобильді қосымшасында/)).toBeVisible();
  const egov = card.getByRole('link', { name: 'eGov.kz ашу' });
  await expect(egov).toHaveAttribute('href', 'https://egov.kz/');
  await expect(egov).toHaveAttribute('target', '_blank');
  await expect(card.getByText('Бас тартуды алып тастағаннан кейін өтінімді қайта беріңіз: біз қайта тексереміз.')).toBeVisible();
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
  await expectAccessible(page, 'refused: self-ban (kz)');

  // The decision message says the same and leads to the loan's page, which explains it too.
  await page.goto('/#/pages/personal/information');
  const message = page.getByRole('article').filter({ hasText: 'Өтінім қабылданбады' }).first();
  await expect(message).toContainText('Бас тартуды тек өзіңіз eGov-та алып тастай аласыз.');
  await expect(message).not.toContainText('7 күн');
  await message.getByRole('link').click();
  await expect(page).toHaveURL(/#\/pages\/loan\/detail\?orderNo=/);
  const section = page.getByRole('region', { name: 'Қарыз беруден бас тартылды' });
  await expect(section.getByRole('link', { name: 'eGov.kz ашу' })).toHaveAttribute('href', 'https://egov.kz/');
  await expect(section.locator('a[href^="tel:"]')).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});

test('ru, debt load: the ratio from official income and payments, the limit, and that it is the law', async ({ page, watch }) => {
  const card = await applyUnder(page, 'ru', 'debt_load');
  await expect(card.getByText('Причина: коэффициент долговой нагрузки (КДН) выше, чем разрешает закон')).toBeVisible();
  const value = (label: string) => card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Официальный доход в месяц')).toHaveText(/^180\s000\s₸$/);
  await expect(value('Платежи по другим кредитам в месяц')).toHaveText(/^85\s000\s₸$/);
  await expect(value('Платёж по этому займу')).toHaveText(/^30\s630\s₸$/);
  await expect(value('КДН с этим займом')).toHaveText(/^64\s%$/);
  await expect(value('Предел по закону')).toHaveText(/^50\s%$/);
  await expect(card.getByText('Учитывается только официальный доход по данным государственных баз, а не сумма из анкеты.')).toBeVisible();
  await expect(card.getByText('Это правило закона, а не наше решение, и исключений из него нет.')).toBeVisible();
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
  await expectAccessible(page, 'refused: debt load (ru)');
  expect(watch.consoleErrors).toEqual([]);
});

test('ru, overdue with another lender: what to do first and where to see it', async ({ page, watch }) => {
  const card = await applyUnder(page, 'ru', 'overdue_elsewhere');
  await expect(card.getByText('Причина: долгая просрочка по займу в другой организации')).toBeVisible();
  await expect(card.getByText(/^По данным кредитного бюро, у вас есть просрочка больше 60 дней/)).toBeVisible();
  await expect(card.getByText(/^Сначала погасите эту просрочку или договоритесь с той организацией/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Кредитный отчёт на eGov.kz' })).toHaveAttribute('href', 'https://egov.kz/');
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});

test('ru, any other reason: the 7-day countdown, and no legal reason named', async ({ page, watch }) => {
  const card = await applyUnder(page, 'ru', 'reject');
  await expect(card.getByRole('timer')).toHaveText(/6 дней 23 часа|7 дней/);
  await expect(card.getByRole('link', { name: 'Проверить анкету' })).toBeVisible();
  await expect(card).not.toContainText('eGov');
  expect(watch.consoleErrors).toEqual([]);
});
