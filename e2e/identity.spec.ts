import { test, expect, signInViaApi } from './fixtures';
import type { Page } from '@playwright/test';

/** A photo-like JPEG drawn by Chromium itself (no image files in the repo): noise, a card, a line of text. */
async function cameraJpeg(page: Page, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d')!;
    const noise = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < noise.data.length; i += 4) {
      const v = 90 + ((i * 2654435761) >>> 24) % 80;
      noise.data[i] = v;
      noise.data[i + 1] = v;
      noise.data[i + 2] = v + 20;
      noise.data[i + 3] = 255;
    }
    ctx.putImageData(noise, 0, 0);
    ctx.fillStyle = '#e9eef5';
    ctx.fillRect(300, 300, 1800, 1150);
    ctx.fillStyle = '#111';
    ctx.font = 'bold 90px sans-serif';
    ctx.fillText(text, 400, 700);
    return canvas.toDataURL('image/jpeg', 0.95);
  }, label);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

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

const pick = (page: Page, side: string) =>
  page.getByRole('region', { name: side }).getByLabel('Сфотографировать или выбрать фото');

test('identity: both ID sides and a selfie, prepared in the browser and checked by the server, bring the borrower to step 100', async ({ page, watch }) => {
  const { token } = await signInViaApi(page);
  await workAndContactsDone(page, token);
  const uploads: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/uploadFile/userFile')) uploads.push(r.postDataBuffer()?.length ?? 0);
  });
  await page.goto('/#/pages/info/photoCard');

  await pick(page, 'Лицевая сторона').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'ЖЕКЕ КУӘЛІК') });
  await expect(page.getByText('Распознано по вашему удостоверению личности')).toBeVisible();
  await pick(page, 'Оборотная сторона').setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'ID KAZ 0123') });
  await expect(page.getByRole('region', { name: 'Оборотная сторона' }).getByText('Фото принято')).toBeVisible();
  await page.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page).toHaveURL(/#\/pages\/info\/photoSelfie$/);
  await pick(page, 'Селфи').setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'selfie') });
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('Анкета заполнена')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').step)).toBe(100);
  // Each photo went up compressed in the browser (a multipart body well under the 400 kB budget plus form fields).
  expect(uploads).toHaveLength(3);
  for (const size of uploads) expect(size).toBeLessThan(420_000);
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
  await pick(page, 'Лицевая сторона').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'ЖЕКЕ КУӘЛІК') });
  const front = page.getByRole('region', { name: 'Лицевая сторона' });
  await expect(front.getByText('Не удалось отправить фото. Проверьте интернет и загрузите фото ещё раз.')).toBeVisible();
  await front.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Распознано по вашему удостоверению личности')).toBeVisible();
});
