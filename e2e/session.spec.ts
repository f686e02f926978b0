import { test, expect, freshPhone, sandbox, signInViaApi } from './fixtures';

test('a late "session ended" answer to a call made with an old token does not end the new session', async ({ page, context }) => {
  await signInViaApi(page);
  // Hold the Me tab's profile call, made with the first token, and answer it 301 only later.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let intercepted = false;
  await page.route('**/api/user/info', async (route) => {
    if (intercepted) return route.continue();
    intercepted = true;
    await held;
    await route.fulfill({ json: { code: 301, msg: 'Срок действия входа истек', data: null } });
  });
  await page.goto('/#/pages/home/my');
  await expect.poll(() => intercepted).toBe(true);

  // Meanwhile the borrower signs in again (in another tab): a new token.
  const phone = freshPhone();
  await page.request.post('/api/index/sendCode', { data: { phone } });
  const { code } = (await sandbox(page.request, { action: 'lastCode', phone })) as { code: string };
  const token = ((await (await page.request.post('/api/index/login', { data: { phone, code } })).json()) as { data: { token: string } }).data.token;
  const other = await context.newPage();
  await other.goto('/#/pages/personal/about_us');
  await other.evaluate(([t, p]) => {
    localStorage.setItem('userData', JSON.stringify({ step: 0, phone: p }));
    localStorage.setItem('token', t!);
  }, [token, phone]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(token);

  release();
  await page.waitForTimeout(500);
  await expect(page).not.toHaveURL(/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  await page.goto('/#/pages/home/my');
  await expect(page.getByRole('heading', { name: `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(-2)}` })).toBeVisible();
});

test('a webview page opened by a crafted link frames nothing', async ({ page }) => {
  await page.goto('/#/pages/webview/land?url=/index.html');
  await expect(page.getByText('Эта страница открывается из приложения. Вернитесь назад и откройте её ещё раз.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.goto('/#/pages/webview/webviewtest?url=https://pay.tarlanpayments.kz/');
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/legal\/privacy-ru\.html$/);
  await expect(page.locator('iframe')).toHaveAttribute('sandbox', '');
});

test('login returns only to pages: a crafted redirect to account deletion goes home instead', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/#/pages/login/login?redirect=%2Fpages%2Fdialogs%2Fdelete');
  await page.getByLabel('Номер телефона').fill(phone.slice(1));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  const { code } = (await sandbox(page.request, { action: 'lastCode', phone })) as { code: string };
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
