import { test, expect, freshPhone, sandbox, signInViaApi } from './fixtures';
import { APP_KEYS } from '../src/lib/storage';

const masked = (phone: string) => `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(-2)}`;

test('two tabs: a sign-out in one takes the other off its half-written form, and its text is never written back', async ({ page, context }) => {
  await signInViaApi(page);
  await page.goto('/#/pages/home/my');
  const other = await context.newPage();
  await other.goto('/#/pages/personal/feedback');
  await other.locator('textarea').fill('Личный текст первого заёмщика');
  const drafts = () => other.evaluate((key) => localStorage.getItem(key) ?? '', APP_KEYS.drafts);
  await expect.poll(drafts).toContain('первого заёмщика');

  await page.goto('/#/pages/personal/install');
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/$/);

  await expect(other).toHaveURL(/#\/$/);
  await expect(other.getByRole('dialog')).toHaveCount(0);
  // The form has gone: a save it had pending was flushed (and refused) as it unmounted, and nothing of it
  // is left to write later.
  await expect(other.locator('textarea')).toHaveCount(0);
  expect(await drafts()).not.toContain('первого заёмщика');
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('two tabs: a sign-in as someone else in one shows the new borrower in the other, nothing of the first', async ({ page, context }) => {
  const first = await signInViaApi(page);
  await page.goto('/#/pages/home/my');
  await expect(page.getByRole('heading', { name: masked(first.phone) })).toBeVisible();

  // The other tab signs in with another number (what its login writes to the shared storage).
  const second = freshPhone();
  const req = page.request;
  await req.post('/api/index/sendCode', { data: { phone: second } });
  const { code } = (await sandbox(req, { action: 'lastCode', phone: second })) as { code: string };
  const token = ((await (await req.post('/api/index/login', { data: { phone: second, code } })).json()) as { data: { token: string } }).data.token;
  const otherTab = await context.newPage();
  await otherTab.goto('/#/pages/personal/about_us');
  await otherTab.evaluate(
    ([t, p]) => {
      localStorage.setItem('userData', JSON.stringify({ step: 0, phone: p }));
      localStorage.setItem('token', t!);
    },
    [token, second],
  );

  await expect(page).toHaveURL(/#\/$/);
  await page.getByRole('link', { name: /^Я(\s|,|$)/ }).click();
  await expect(page.getByRole('heading', { name: masked(second) })).toBeVisible();
  await expect(page.getByRole('heading', { name: masked(first.phone) })).toHaveCount(0);
});
