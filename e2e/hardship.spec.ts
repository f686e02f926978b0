import { expect, type Page } from '@playwright/test';
import { expectAccessible, sandbox, seedViaApi, test, useLocale } from './fixtures';
import { cameraJpeg } from './photos';

/**
 * «Не могу платить» (issue 26): a borrower whose loan went overdue applies to change its terms from the Loans
 * tab, gets the registration number and the date the company must answer by, and later reads the answer on
 * the loan page. The sandbox's `hardship` scenario makes the running loan late; `advance` skips the wait for
 * the answer.
 */

/** The value beside a label in a region of the page. */
const valueIn = (page: Page, region: string, label: string) =>
  page.getByRole('region', { name: region }).locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
const DATE = /^\d{1,2}\s\S+\s\d{4}/;

test('ru: an overdue borrower applies, sees the number and the answer date, and after the answer sees the new date on the loan page', async ({ page, watch }) => {
  test.setTimeout(90_000);
  await useLocale(page, 'ru');
  const { phone } = await seedViaApi(page, 'active_loan');
  await sandbox(page.request, { action: 'scenario', phone, scenario: 'hardship' });
  await page.goto('/#/');

  await expect(page.getByText(/^Если вам трудно платить, вы вправе подать заявление об изменении условий договора\. Последний день подачи — \d/)).toBeVisible();
  await page.getByRole('link', { name: 'Не могу платить' }).click();
  await expect(page).toHaveURL(/#\/pages\/loan\/hardship\?orderNo=/);
  await expectAccessible(page, 'hardship form (ru)');

  await page.getByRole('radio', { name: 'Снизился доход или потеряна работа' }).check();
  await page.getByLabel('Расскажите подробнее').fill('Сократили на работе, ищу новую');
  await page.getByLabel('Ваш доход в месяц сейчас, ₸').fill('60000');
  await page.getByRole('radio', { name: 'Отсрочить платёж' }).check();
  await page.getByRole('button', { name: 'Проверить заявление' }).click();
  await expect(page.getByText('Вы просите изменить условия договора займа: Отсрочить платёж.')).toBeVisible();
  await page.getByRole('button', { name: 'Отправить заявление' }).click();

  const done = 'Заявление зарегистрировано';
  await expect(valueIn(page, done, 'Номер заявления')).toHaveText(/^HD-\d+$/);
  const regNo = (await valueIn(page, done, 'Номер заявления').textContent())!;
  await expect(valueIn(page, done, 'Ответ не позднее')).toHaveText(DATE);
  await expectAccessible(page, 'hardship filed (ru)');

  await page.getByRole('link', { name: 'К странице займа' }).click();
  const section = 'Заявление об изменении условий договора';
  await expect(valueIn(page, section, 'Номер заявления')).toHaveText(regNo);
  await expect(page.getByRole('region', { name: section }).getByText('Заявление зарегистрировано')).toBeVisible();

  await sandbox(page.request, { action: 'advance', phone });
  await page.reload();
  await expect(page.getByRole('region', { name: section }).getByText('Мы согласны изменить условия')).toBeVisible();
  await expect(valueIn(page, section, 'Новая дата возврата')).toHaveText(DATE);
  await expect(page.getByRole('region', { name: section }).getByText(/^Отсрочка платежа: новая дата возврата — \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('kz: a refused longer term leads to the financial ombudsman with the application number', async ({ page, watch }) => {
  test.setTimeout(90_000);
  await useLocale(page, 'kz');
  const { phone } = await seedViaApi(page, 'overdue');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Төлей алмаймын' }).click();

  await page.getByRole('radio', { name: 'Басқа', exact: true }).check();
  await page.getByLabel('Толығырақ жазыңыз').fill('Ауырып қалдым');
  await page.getByLabel('Қазіргі айлық табысыңыз, ₸').fill('0');
  await page.getByRole('radio', { name: 'Қарыз мерзімін ұлғайту' }).check();
  // A document photo through the app's photo pipeline and upload call.
  await page.getByLabel('Құжатты суретке түсіру').setInputFiles({ name: 'sick-note.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'Еңбекке жарамсыздық парағы') });
  await expect(page.getByText('Құжаттың фотосы тіркелді')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Өтінішті тексеру' }).click();
  await expect(page.getByRole('region', { name: 'Сіздің өтінішіңіз' }).locator('dt', { hasText: 'Құжат' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Фото тіркелді');
  await page.getByRole('button', { name: 'Өтінішті жіберу' }).click();
  const regNo = (await valueIn(page, 'Өтініш тіркелді', 'Өтініш нөмірі').textContent())!;
  expect(regNo).toMatch(/^HD-\d+$/);

  await sandbox(page.request, { action: 'advance', phone });
  await page.getByRole('link', { name: 'Қарыз бетіне өту' }).click();
  await page.reload();
  const section = page.getByRole('region', { name: 'Шарт талаптарын өзгерту туралы өтініш' });
  await expect(section.getByText('Талаптарды өзгерте алмаймыз')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Жауаппен келіспесеңіз' })).toBeVisible();
  await expect(section.getByText(`Өтініш нөмірін айтыңыз: ${regNo}.`, { exact: false })).toBeVisible();
  await expect(section.getByRole('link', { name: /^Қоңырау шалу: / })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
  await expectAccessible(page, 'hardship refused (kz)');
  expect(watch.consoleErrors).toEqual([]);
});
