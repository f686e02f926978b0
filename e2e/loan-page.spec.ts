import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, seedViaApi, test, useLocale } from './fixtures';

/**
 * The loan's own page, in Kazakh (issue 24): what a borrower can tell from it alone. Each journey starts from a
 * borrower seeded where its goal begins; card payments go through the sandbox provider's page as in
 * repayment.spec.ts.
 */

const vendor = (page: Page) => page.frameLocator('iframe');
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));
/** The value beside a label in a region of the page. */
const valueIn = (page: Page, region: string, label: string) =>
  page.getByRole('region', { name: region }).locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');

/** Pays `amount` (or, without it, everything owed) by card from the repayment page, confirmed by the provider. */
async function payByCard(page: Page, amount?: number) {
  await expect(page).toHaveURL(/#\/pages\/webview\/loanRepayment\?orderNo=/);
  if (amount !== undefined) await page.getByLabel('Төлем сомасы, ₸').fill(String(amount));
  await page.getByRole('button', { name: /^Төлеу:/ }).click();
  await vendor(page).getByRole('button', { name: 'Төлеу', exact: true }).click();
  return page.getByRole('dialog', { name: 'Төлем өтті' });
}

test('kz: pays part by card, sees the principal go down and the payment in the history, picks a day and its amount, pays the rest and downloads the certificate', async ({ page, watch }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'kz');
  await seedViaApi(page, 'active_loan');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Қарыз туралы толығырақ' }).click();
  await expect(page).toHaveURL(/#\/pages\/loan\/detail\?orderNo=/);
  const loanPage = page.url();
  const principal = valueIn(page, 'Бүгінгі берешек', 'Негізгі борыш');
  await expect(principal).toHaveText(/^30\s000\s₸$/);
  await expectAccessible(page, 'loan page (kz)');

  // A part, by card: «Қарызды өтеу» carries today's amount and opens the repayment page.
  await page.getByRole('link', { name: /^Қарызды өтеу: \d/ }).click();
  const paid = await payByCard(page, 10_000);
  await expect(paid.getByText(/Төлем қабылданды: 10\s000\s₸/)).toBeVisible({ timeout: 20_000 });
  await paid.getByRole('button', { name: 'Түсінікті' }).click();

  await page.goto(loanPage);
  await expect.poll(async () => digits(await principal.textContent())).toBeLessThan(30_000);
  const after = digits(await principal.textContent());
  const payment = page.getByRole('region', { name: 'Төлемдер тарихы' }).getByRole('article', { name: 'Өтеу' });
  await expect(payment.locator('dt', { hasText: 'Сомасы' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^10\s000\s₸$/);
  await expect(payment.locator('dt', { hasText: 'Негізгі борышқа' }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${(30_000 - after).toLocaleString('ru').replace(/\s/g, '\u00a0')}\u00a0₸`);

  // A day up to the due date (the picker starts at the due date), and what it will ask.
  const quote = page.getByRole('region', { name: 'Басқа күнгі сома' });
  await quote.getByRole('button', { name: /^Өтеу күні/ }).click();
  await page.getByRole('button', { name: 'Дайын' }).click();
  await expect(quote.locator('dt', { hasText: 'Таңдалған күнгі өтеу сомасы' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d[\d\s]*₸$/);
  expect(digits(await quote.locator('dt', { hasText: 'Таңдалған күнгі өтеу сомасы' }).locator('xpath=following-sibling::dd[1]').textContent())).toBeGreaterThan(after);

  // The rest, by card: the loan is repaid.
  await page.getByRole('link', { name: /^Қарызды өтеу: \d/ }).click();
  const repaid = await payByCard(page);
  await expect(repaid.getByText('Қарыз толық өтелді. Рақмет!')).toBeVisible({ timeout: 20_000 });

  await page.goto(loanPage);
  await expect(page.getByRole('region', { name: 'Қарыз өтелді' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Анықтаманы жүктеп алу' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^anyktama-.+\.html$/);
  const certificate = await readFile(await file.path(), 'utf8');
  expect(certificate).toContain('<h1>Берешек туралы анықтама</h1>');
  expect(certificate).toContain('Микрокредит толық өтелді');
  expect(watch.consoleErrors).toEqual([]);
});

test('kz: an overdue borrower sees the penalty so far, the last day it accrues, and a phone to call', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  await seedViaApi(page, 'overdue');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Қарыз туралы толығырақ' }).click();
  const overdue = page.getByRole('region', { name: 'Қарыздың мерзімі өтті' });
  await expect(overdue.getByText('Мерзімі өткен күндер: 3')).toBeVisible();
  await expect(overdue.locator('dt', { hasText: 'Мерзімі өткен күндер үшін өсімпұл' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^[1-9][\d\s]*₸$/);
  await expect(overdue.getByText(/^Өсімпұл есептелетін соңғы күн — \d{4}\sж\. \d{1,2}\s\S+: одан кейін өсімпұл өспейді\.$/)).toBeVisible();
  await expect(overdue.getByRole('link', { name: /^Қоңырау шалу: \+7\s727\s200\s00\s00$/ })).toHaveAttribute('href', 'tel:+77272000000');
  await expectAccessible(page, 'overdue loan page (kz)');
  expect(watch.consoleErrors).toEqual([]);
});
