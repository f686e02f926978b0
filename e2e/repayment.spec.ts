import { expect, type Page } from '@playwright/test';
import { expectAccessible, holdAnswers, sandbox, seedViaApi, test, useLocale } from './fixtures';
import { cameraJpeg } from './photos';

/**
 * The money coming back: repaying by card on the provider's page (its result is the server's), a
 * declined payment and a retry, a bank transfer with its certificate, an overdue loan. Each journey
 * starts from a borrower seeded at the stage where its goal begins.
 */

const vendor = (page: Page) => page.frameLocator('iframe');
const row = (page: Page, term: string | RegExp) =>
  page.getByLabel(/Из чего складывается сумма|Сома неден құралады/).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** What the browser draws above everything: the role (else the tag) of the last element of the top layer. */
async function drawnOnTop(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.getTopLayerElements');
  const nodes = await Promise.all(nodeIds.map((nodeId) => cdp.send('DOM.describeNode', { nodeId })));
  await cdp.detach();
  const top = nodes.map((n) => n.node).filter((n) => n.nodeName !== '::backdrop').at(-1);
  if (!top) return '';
  const attrs = top.attributes ?? [];
  const role = attrs.indexOf('role');
  return role >= 0 ? attrs[role + 1]! : top.nodeName.toLowerCase();
}

test('kz: with an active loan, the borrower finds what is owed on the Loans tab, pays it by card and sees the loan repaid', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  await seedViaApi(page, 'active_loan');
  await page.goto('/#/');

  // One tap from the Loans tab to paying.
  await page.getByRole('link', { name: 'Қарызды өтеу' }).click();
  await expect(page).toHaveURL(/#\/pages\/webview\/loanRepayment\?orderNo=/);
  const total = row(page, 'Бүгінгі жалпы сома');
  await expect(total).toHaveText(/\d[\d\s]*₸/);
  const owed = ((await total.textContent()) ?? '').replace(/\D/g, '');
  // The field reads like the figure above it: grouped («30 045»).
  await expect(page.getByLabel('Төлем сомасы, ₸')).toHaveValue(owed.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'));
  await expectAccessible(page, 'repayment page (kz)');

  await page.getByRole('button', { name: /^Төлеу:/ }).click();
  await expect(page).toHaveURL(/#\/pages\/webview\/tarlanPay$/);
  // The provider's page speaks the borrower's language too.
  await vendor(page).getByRole('button', { name: 'Төлеу' }).click();

  const done = page.getByRole('dialog', { name: 'Төлем өтті' });
  await expect(done.getByText('Қарыз толық өтелді. Рақмет!')).toBeVisible({ timeout: 20_000 });
  // Beneath «Төлем өтті»: the repayment page it was paid from, never «Мұндай бет жоқ».
  await expect(page.locator('.app__page h1:visible')).toHaveText('Қарызды өтеу');
  await expect(page.getByText('Мұндай бет жоқ')).toHaveCount(0);
  await done.getByRole('button', { name: 'Менің қарыздарым' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/loan_order$/);
  await expect(page.getByRole('article').first().getByText('Қарыз өтелді')).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('ru: a payment the bank declines says so and charges nothing; trying again with the same amount succeeds', async ({ page, watch }) => {
  await seedViaApi(page, 'active_loan');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Погасить заём' }).click();
  const field = page.getByLabel('Сумма к оплате, ₸');
  await expect(field).not.toHaveValue('');
  // A part of the debt: early and partial repayment carry no fee.
  await field.fill('5000');
  await page.getByRole('button', { name: /^Оплатить 5\s000\s₸$/ }).click();
  await vendor(page).getByRole('button', { name: 'Платёж отклонён банком' }).click();

  const failed = page.getByRole('dialog', { name: 'Оплата не прошла' });
  await expect(failed.getByText('Банк отклонил платёж.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.app__page h1:visible')).toHaveText('Погашение займа');
  await expect(failed.getByText('Деньги не списаны, долг не изменился.')).toBeVisible();
  await failed.getByRole('button', { name: 'Попробовать снова' }).click();

  // The amount typed is still there.
  await expect(field).toHaveValue('5\u00a0000');
  await page.getByRole('button', { name: /^Оплатить 5\s000\s₸$/ }).click();
  await vendor(page).getByRole('button', { name: 'Оплатить' }).click();
  const paid = page.getByRole('dialog', { name: 'Оплата прошла' });
  await expect(paid.getByText(/Оплата получена: 5\s000\s₸/)).toBeVisible({ timeout: 20_000 });
  await expect(paid.getByText(/Осталось погасить/)).toBeVisible();
  await paid.getByRole('button', { name: 'Понятно' }).click();
  await expect(row(page, 'Уже оплачено')).toHaveText(/−5\s000\s₸/);
  expect(watch.consoleErrors).toEqual([]);
});

test('ru: paying by bank transfer: copy the details, upload the certificate, confirm; the loan is repaid once it is checked', async ({ page, context, watch }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { phone } = await seedViaApi(page, 'active_loan');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Погасить заём' }).click();
  await page.getByRole('radio', { name: 'Банковский перевод' }).check();
  await page.getByRole('button', { name: 'Реквизиты и квитанция' }).click();
  await expect(page).toHaveURL(/#\/pages\/transfer\/transfer\?/);

  await page.getByRole('button', { name: 'Реквизиты для перевода' }).click();
  const details = page.getByRole('dialog', { name: 'Реквизиты для перевода' });
  const copyIban = details.getByRole('button', { name: 'Скопировать: ИИК (IBAN)' }).first();
  await copyIban.click();
  await expect(copyIban).toHaveText('Скопировано');
  // The toast is drawn over the dialog (a modal is in the top layer, above any z-index), and read out from
  // inside it (the page's live region is inert while a modal is open).
  // All three while the toast is up (it leaves by itself after a moment): checked together, not one after another.
  await Promise.all([
    expect(page.getByRole('status').filter({ hasText: 'Скопировано: ИИК (IBAN)' })).toBeVisible(),
    expect.poll(() => drawnOnTop(page)).toBe('status'),
    expect(details.locator('[aria-live="polite"]')).toHaveText('Скопировано: ИИК (IBAN)'),
  ]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^KZ\d{2}[A-Z0-9]{16}$/);
  await details.getByRole('button', { name: 'Готово' }).click();

  await page.getByRole('button', { name: 'Загрузить квитанцию' }).click();
  const upload = page.getByRole('dialog', { name: 'Квитанция об оплате' });
  await upload.getByLabel('Сфотографировать квитанцию').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'Kaspi: перевод выполнен') });
  await expect(upload.getByRole('img', { name: 'Квитанция об оплате' })).toBeVisible();
  await upload.getByRole('button', { name: 'Загрузить', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Подтверждение погашения' });
  await expect(confirm.getByText(/Отправить на проверку квитанцию о переводе/)).toBeVisible({ timeout: 20_000 });
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText(/на проверке/)).toBeVisible();

  // The company checks it (the sandbox's wait, skipped), and the loan is repaid.
  await sandbox(page.request, { action: 'advance', phone, toEnd: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Заём погашен' })).toBeVisible({ timeout: 20_000 });
  expect(watch.consoleErrors).toEqual([]);
});

test('ru: an overdue loan shows what is owed: the days late, the charge they added and the total', async ({ page, watch }) => {
  await seedViaApi(page, 'overdue');
  await page.goto('/#/');
  const loan = page.getByRole('region', { name: 'Заём просрочен' });
  await expect(loan.getByText(/^Просрочка: \d+ (день|дня|дней)$/)).toBeVisible();
  await loan.getByRole('link', { name: 'Погасить заём' }).click();
  await expect(page.getByRole('heading', { name: 'Заём просрочен' })).toBeVisible();
  await expect(page.getByText(/Начислена пеня: \d[\d\s]*₸/)).toBeVisible();
  await expect(row(page, /^Пеня за \d+ дн/)).toHaveText(/\d[\d\s]*₸/);
  await expect(page.getByText(/вправе попросить нас изменить условия/)).toBeVisible();
  await expectAccessible(page, 'overdue repayment page');
  expect(watch.consoleErrors).toEqual([]);
});

test('ru: a loan due in two days is extended by 14 days: the fee is paid on the provider page and the Loans tab shows the new date', async ({ page, watch }) => {
  await seedViaApi(page, 'due_soon');
  await page.goto('/#/');
  const loan = page.getByRole('region', { name: 'Ваш заём' });
  // The headline names the due date: «Вернуть до <date>: <amount>».
  const oldDate = ((await loan.getByText(/^Вернуть до .+:$/).textContent()) ?? '').replace(/^Вернуть до (.+):$/, '$1');
  expect(oldDate).toMatch(/\d{4}/);
  await loan.getByRole('link', { name: 'Продлить заём' }).click();
  await expect(page).toHaveURL(/#\/pages\/extension\/extension\?orderNo=/);

  await page.getByRole('radio', { name: '14 дней' }).check();
  const figure = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  const newDate = ((await figure('Новая дата возврата').textContent()) ?? '').trim();
  expect(newDate).not.toBe(oldDate.trim());
  await expect(figure('К оплате для продления')).toHaveText(/\d[\d\s]*₸/);
  // Repaying in full beside extending on this phone, one above the other on a 320 px screen; the cap meter under them.
  const sides = () => Promise.all(['Погасить полностью', 'Продлить'].map((name) => page.getByRole('region', { name, exact: true }).boundingBox()));
  const [repaySide, extendSide] = await sides();
  expect([extendSide!.y, extendSide!.x >= repaySide!.x + repaySide!.width]).toEqual([repaySide!.y, true]);
  await expect(page.getByRole('meter', { name: 'Предельная сумма переплаты' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  const [repayNarrow, extendNarrow] = await sides();
  expect(extendNarrow!.y).toBeGreaterThanOrEqual(repayNarrow!.y + repayNarrow!.height);
  await expectAccessible(page, 'extension offer');
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await vendor(page).getByRole('button', { name: 'Оплатить' }).click();

  // Back from the provider the same way as a repayment: the result over the page the payment started on.
  const extended = page.getByRole('dialog', { name: 'Заём продлён' });
  await expect(extended.getByText(`Новая дата возврата: ${newDate}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.app__page h1:visible')).toHaveText('Продление займа');
  await extended.getByRole('button', { name: 'Вернуться к займу' }).click();
  await expect(page.getByRole('region', { name: 'Ваш заём' }).getByText(newDate)).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('ru: the Pay button stays where it is when the card on file arrives after the page (nothing moves under the thumb)', async ({ page, watch }) => {
  await seedViaApi(page, 'active_loan');
  // The card on file answers late: held until the page with its Pay button is on screen.
  const releaseCard = await holdAnswers(page, '**/api/loan/getRepayBankCard');
  await page.goto('/#/');
  // The page's other reads answered first (the ways to pay, the vouchers): only the card on file is still awaited.
  const others = ['getRepayChannelNameList', 'getRepayListCoupon'].map((call) => page.waitForResponse((r) => r.url().endsWith(call)));
  await page.getByRole('link', { name: 'Погасить заём' }).click();
  const pay = page.getByRole('button', { name: /^Оплатить \d/ });
  await expect(pay).toBeVisible();
  await Promise.all(others);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const before = (await pay.boundingBox())!;
  releaseCard();
  await expect(page.getByText(/Ваша карта: .+,\s•+\s\d{4}/)).toBeVisible();
  const after = (await pay.boundingBox())!;
  expect(Math.abs(after.y - before.y), 'the Pay button moved when the card line came').toBeLessThanOrEqual(1);
  expect(watch.consoleErrors).toEqual([]);
});
