import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, freshPhone, sandbox, seedViaApi, test, useLocale } from './fixtures';

/**
 * Sign-in on the first try and the due-date reminder (issue 28). Chromium on a desktop has no WebOTP: the
 * credentials API is stubbed as Android Chrome's behaves (a request that waits for the SMS or its abort).
 */

type OtpStub = Window & { __otp: { requests: { transport: unknown; aborted: boolean }[]; deliver: (code: string) => void } };

async function stubWebOtp(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as unknown as OtpStub;
    const waiting: ((code: string) => void)[] = [];
    w.__otp = { requests: [], deliver: (code) => waiting.splice(0).forEach((resolve) => resolve(code)) };
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        get: (options: { otp?: { transport: unknown }; signal?: AbortSignal }) =>
          new Promise((resolve, reject) => {
            const entry = { transport: options.otp?.transport, aborted: false };
            w.__otp.requests.push(entry);
            options.signal?.addEventListener('abort', () => {
              entry.aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
            waiting.push((code) => resolve({ type: 'otp', id: '', code }));
          }),
      },
    });
  });
}

const requests = (page: Page) => page.evaluate(() => (window as unknown as OtpStub).__otp.requests);

async function askForCode(page: Page, l: { phone: string; privacy: RegExp; getCode: string }, phone: string) {
  await page.goto('/#/pages/login/login');
  await page.getByLabel(l.phone).fill(phone.slice(1));
  await page.getByRole('checkbox', { name: l.privacy }).check();
  await page.getByRole('button', { name: l.getCode }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

test('ru: the SMS code fills itself through WebOTP and signs in with no typing', async ({ page }) => {
  await useLocale(page, 'ru');
  await stubWebOtp(page);
  const phone = freshPhone();
  await askForCode(page, { phone: 'Номер телефона', privacy: /политику конфиденциальности/, getCode: 'Получить код' }, phone);
  await expect.poll(() => requests(page)).toEqual([{ transport: ['sms'], aborted: false }]);
  await expect(page.getByLabel('Код из SMS')).toHaveAttribute('autocomplete', 'one-time-code');

  const { code } = (await sandbox(page.request, { action: 'lastCode', phone })) as { code: string };
  const login = page.waitForResponse((r) => r.url().endsWith('/api/index/login'));
  await page.evaluate((c) => (window as unknown as OtpStub).__otp.deliver(c), code);
  expect(((await (await login).json()) as { code: number }).code).toBe(0);
  await expect(page).not.toHaveURL(/login/);
});

test('kz: «Код келмей ме?» leads back to the number, and leaving the page aborts the code request', async ({ page }) => {
  await useLocale(page, 'kz');
  await stubWebOtp(page);
  await askForCode(page, { phone: 'Телефон нөмірі', privacy: /құпиялылық саясатын/, getCode: 'Кодты алу' }, freshPhone());
  await expect.poll(() => requests(page)).toEqual([{ transport: ['sms'], aborted: false }]);

  await page.getByRole('button', { name: 'Код келмей ме?' }).click();
  const sheet = page.getByRole('dialog', { name: 'Код келмей ме?' });
  await expect(sheet.getByText(/ұшақ режимі/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Нөмірді өзгерту' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByLabel('Телефон нөмірі')).toBeFocused();

  await page.getByRole('link', { name: 'құпиялылық саясатын' }).click();
  await expect(page).not.toHaveURL(/login/);
  await expect.poll(() => requests(page)).toEqual([{ transport: ['sms'], aborted: true }]);
});

test('kz: «Күнтізбеге қосу» on a running loan downloads an .ics with the due date, its amount and two reminders', async ({ page }) => {
  await useLocale(page, 'kz');
  await seedViaApi(page, 'active_loan');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Қарыз туралы толығырақ' }).click();
  await expect(page).toHaveURL(/#\/pages\/loan\/detail\?orderNo=/);
  const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Күнтізбеге қосу' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`zaem-${orderNo}.ics`);
  const raw = await readFile((await file.path())!, 'utf8');
  expect(raw.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  // Unfolded (RFC 5545 3.1), the lines a calendar reads.
  const text = raw.replace(/\r\n /g, '');
  expect(text).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
  expect(text).toMatch(/\r\nSUMMARY;LANGUAGE=kk:Қарызды қайтару: \d[\d\s]*₸\r\n/);
  expect(text.match(/BEGIN:VALARM/g)).toHaveLength(2);
  expect(text).toContain(`\r\nURL:${new URL(page.url()).origin}/#/pages/webview/loanRepayment?orderNo=${orderNo}\r\n`);
});
