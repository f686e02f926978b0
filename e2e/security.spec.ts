/**
 * Issue 29 (../shared/reviews/security.md): what a borrower who signs out on a shared phone leaves behind.
 * One borrower goal per test, seeded through the sandbox.
 */
import { test, expect, seedViaApi, useLocale } from './fixtures';

test('ru: after «Выйти» a copy of the token taken before reads nothing (code 301)', async ({ page }) => {
  await useLocale(page, 'ru');
  const { token } = await seedViaApi(page, 'active_loan');
  const readProfile = async () => {
    const res = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
    return ((await res.json()) as { code: number }).code;
  };
  expect(await readProfile()).toBe(0);

  await page.goto('/#/pages/personal/install');
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/index/logout'));
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  expect(((await (await loggedOut).json()) as { code: number }).code).toBe(0);

  expect(await readProfile()).toBe(301);
});
