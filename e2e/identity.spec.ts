import { test, expect, sandbox, seedViaApi, signInViaApi } from './fixtures';
import { shoot } from './photos';
import type { Page } from '@playwright/test';

/** Groups 0 and 1 through the API, as the borrower would have saved them (their screens have their own journey). */
async function workAndContactsDone(page: Page, token: string) {
  const post = (data: Record<string, unknown>) => page.request.post('/api/user/userStepData', { headers: { token }, data: { token, ...data } });
  const work = await post({
    group: 'work',
    monthIncome: '150000_300000',
    education: 'higher',
    employment: 'employee',
    loanPurpose: 'purchase',
    address: { region: 'astana', city: 'astana', street: 'Мангилик Ел', detail: '1, кв. 2' },
  });
  expect((await work.json()).code).toBe(0);
  const contacts = await post({
    group: 'contacts',
    contacts: [
      { name: 'Ерлан Сапаров', relation: 'brother', phone: '77771112233' },
      { name: 'Айгуль Нурланова', relation: 'sister', phone: '77015556677' },
      { name: 'Бахыт Оспанов', relation: 'friend', phone: '77475551122' },
    ],
  });
  expect((await contacts.json()).code).toBe(0);
}

/** Both ID sides through the real pipeline; then the face check opens by itself. */
async function idCard(page: Page) {
  await page.goto('/#/pages/info/photoCard');
  await shoot(page, 'Лицевая сторона', 'IMG_0001.jpg', 'ЖЕКЕ КУӘЛІК', 'ru', { auto: true });
  await expect(page.getByText('Распознано по вашему удостоверению личности')).toBeVisible();
  await shoot(page, 'Оборотная сторона', 'IMG_0002.jpg', 'ID KAZ 0123', 'ru', { auto: true });
  await expect(page).toHaveURL(/#\/pages\/info\/photoSelfie$/);
}

/** Starts the face check and answers on the sandbox's liveness page inside webview 'face'. */
async function livenessPage(page: Page, button: 'Проверка пройдена' | 'Проверка не пройдена') {
  await page.getByRole('button', { name: 'Начать проверку' }).click();
  await expect(page).toHaveURL(/#\/pages\/webview\/face$/);
  // The vendor page sends the whole app back to the selfie page, naming the flow (a pass moves on at once,
  // so the wait starts before the tap).
  const back = page.waitForURL(/#\/pages\/info\/photoSelfie\?flow=LV\w+&sandboxResult=(ok|fail)$/, { waitUntil: 'commit' });
  await page.frameLocator('iframe[title="Проверка лица"]').getByRole('button', { name: button }).click();
  await back;
}

test('identity: both ID sides and a selfie, prepared in the browser and checked by the server, bring the borrower to step 100', async ({ page, watch }) => {
  const { token, phone } = await signInViaApi(page);
  await workAndContactsDone(page, token);
  // The server's liveness switch off: the face is a selfie taken on this page.
  await sandbox(page.request, { action: 'scenario', scenario: 'selfie_only', phone });
  const uploads: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/uploadFile/userFile')) uploads.push(r.postDataBuffer()?.length ?? 0);
  });
  await idCard(page);
  await shoot(page, 'Селфи', 'IMG_0003.jpg', 'selfie');
  // Straight on to the card form, which says the form is done.
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&onboarded=1$/);
  await expect(page.getByText('Анкета заполнена.')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').step)).toBe(100);
  // Each photo went up compressed in the browser (a multipart body well under the 400 kB budget plus form fields).
  expect(uploads).toHaveLength(3);
  for (const size of uploads) expect(size).toBeLessThan(420_000);
  expect(watch.consoleErrors).toEqual([]);
});

test('identity: the face check on the vendor liveness page; a failure says so with the attempts left, a pass completes onboarding', async ({ page, watch }) => {
  const { token } = await signInViaApi(page);
  await workAndContactsDone(page, token);
  await idCard(page);
  await expect(page.getByText('Осталось попыток: 3 из 3')).toBeVisible();

  await livenessPage(page, 'Проверка не пройдена');
  await expect(page.getByRole('alert')).toHaveText('Проверка не пройдена. Попробуйте ещё раз при хорошем освещении.');
  await expect(page.getByText('Осталось попыток: 2 из 3')).toBeVisible();

  await livenessPage(page, 'Проверка пройдена');
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&onboarded=1$/);
  await expect(page.getByText('Анкета заполнена.')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').step)).toBe(100);
  // The Loans tab is beneath the card form: Back leads there, not to the vendor's page.
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  expect(watch.consoleErrors).toEqual([]);
});

test('identity: an upload that fails says so, and Retry sends the photo again', async ({ page }) => {
  const { token } = await signInViaApi(page);
  await workAndContactsDone(page, token);
  let failed = false;
  await page.route('**/api/uploadFile/userFile', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 502, body: 'Bad Gateway' });
  });
  await page.goto('/#/pages/info/photoCard');
  await shoot(page, 'Лицевая сторона', 'IMG_0001.jpg', 'ЖЕКЕ КУӘЛІК', 'ru', { auto: true });
  const front = page.getByRole('region', { name: 'Лицевая сторона' });
  await expect(front.getByText('Не удалось отправить фото. Проверьте интернет и загрузите фото ещё раз.')).toBeVisible();
  await front.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Распознано по вашему удостоверению личности')).toBeVisible();
});

test('supplement: the review asks for new ID photos and a selfie; the Loans tab leads there and the order goes back to review', async ({ page, watch }) => {
  const { token } = await seedViaApi(page, 'supplement', { supplement: 'both' });
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Загрузить фото' }).click();
  await expect(page).toHaveURL(/#\/pages\/info\/photoCard\?supplement=1$/);
  await shoot(page, 'Лицевая сторона', 'IMG_0101.jpg', 'ЖЕКЕ КУӘЛІК');
  await shoot(page, 'Оборотная сторона', 'IMG_0102.jpg', 'ID KAZ 0123');
  await shoot(page, 'Селфи', 'IMG_0103.jpg', 'selfie');
  for (const side of ['Лицевая сторона', 'Оборотная сторона', 'Селфи']) {
    await expect(page.getByRole('region', { name: side }).getByText('Фото принято')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Отправить на рассмотрение' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('Фото отправлены, заявка снова на рассмотрении')).toBeVisible();
  const last = await page.request.post('/api/loan/lastOrder', { headers: { token }, data: { token, page: 1 } });
  expect((await last.json()).data.order).toMatchObject({ status: 'under_review', supplement: null });
  expect(watch.consoleErrors).toEqual([]);
});
