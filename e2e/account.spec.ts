import { test, expect, freshPhone, sandbox, signInViaApi, signInViaUi, useLocale, type Locale } from './fixtures';
import { APP_KEYS } from '../src/lib/storage';

const L = {
  ru: { me: 'Я', signIn: 'Войти', phone: 'Номер телефона', getCode: 'Получить код', code: 'Код из SMS', settings: 'Настройки', logout: 'Выйти из аккаунта', quitConfirm: 'Выйти', delete: 'Удалить аккаунт', deleteConfirm: 'Удалить', agree: /Я понимаю/, expired: 'Срок действия входа истек', loans: 'Заем' },
  kz: { me: 'Мен', signIn: 'Кіру', phone: 'Телефон нөмірі', getCode: 'Кодты алу', code: 'SMS-код', settings: 'Баптаулар', logout: 'Аккаунттан шығу', quitConfirm: 'Шығу', delete: 'Аккаунтты жою', deleteConfirm: 'Жою', agree: /түсінемін/, expired: 'Кіру мерзімі аяқталды', loans: 'Қарыз' },
} as const;

const LOGOUT_KEYS = ['userData', 'token', 'currentDayIndex', 'loanMoney', 'contact2_data', 'app_data', 'calendar_data', 'usersms_data', 'mobile', 'front', 'obverse', 'zipai', 'bankObj', 'bankNumber', 'bankTime', 'name', 'bankCVC', 'curp', 'backendObj', 'isSync', 'infosta', 'statusShow', 'source', 'sourceclick', 'location_data', 'frontold', 'obverseold', 'loanSucc', 'email', 'lead'];

for (const locale of ['ru', 'kz'] as Locale[]) {
  const l = L[locale];

  test(`${locale}: a new borrower signs in from a fresh browser and lands back on the Me tab`, async ({ page, watch }) => {
    await useLocale(page, locale);
    const phone = freshPhone();
    await page.goto('/#/pages/home/my');
    await page.getByRole('link', { name: l.signIn }).click();
    await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=/);
    const res = await signInViaUi(page, locale, phone);
    expect(res.code).toBe(0);
    await expect(page).toHaveURL(/#\/pages\/home\/my$/);
    await expect(page.getByRole('heading', { name: `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(-2)}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(res.data.token);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a session that ends mid-form comes back to the form with the draft intact`, async ({ page }) => {
    await useLocale(page, locale);
    const { phone } = await signInViaApi(page);
    await page.goto('/#/pages/personal/feedback');
    const text = 'Хочу погасить заем досрочно, но не вижу кнопку оплаты в приложении на телефоне';
    await page.locator('textarea').fill(text);
    await page.locator('input[type="email"]').fill('aigerim@mail.kz');
    // The session ends once the draft is saved (shortly after typing stops), with the field typed last.
    const draft = () => page.evaluate((key) => localStorage.getItem(key) ?? '', APP_KEYS.drafts);
    await expect.poll(draft).toContain('aigerim@mail.kz');
    expect(await draft()).toContain(text);
    await sandbox(page.request, { action: 'expire', phone });
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fpersonal%2Ffeedback&reason=expired$/);
    await expect(page.getByText(l.expired)).toBeVisible();
    await signInViaUi(page, locale, phone);
    await expect(page).toHaveURL(/#\/pages\/personal\/feedback$/);
    await expect(page.locator('textarea')).toHaveValue(text);
    await expect(page.locator('input[type="email"]')).toHaveValue('aigerim@mail.kz');
  });

  test(`${locale}: logout clears the spec's keys and shows the Loans tab signed out`, async ({ page }) => {
    await useLocale(page, locale);
    await signInViaApi(page);
    await page.goto('/#/pages/personal/install');
    // Keys an older app version may have left, card data among them.
    await page.evaluate((keys) => keys.forEach((k) => localStorage.setItem(k, 'old')), LOGOUT_KEYS.filter((k) => k !== 'token' && k !== 'userData'));
    await page.evaluate(() => localStorage.setItem('channel', 'tt'));
    await page.getByRole('button', { name: l.logout }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: l.quitConfirm, exact: true }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('link', { name: l.loans })).toHaveAttribute('aria-current', 'page');
    const left = await page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), LOGOUT_KEYS);
    expect(left).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('channel'))).toBe('tt');
    await page.getByRole('link', { name: new RegExp(`^${l.me}(\\s|,|$)`) }).click();
    await expect(page.getByRole('link', { name: l.signIn })).toBeVisible();
  });

  test(`${locale}: deleting the account forgets the borrower; the same phone starts over`, async ({ page }) => {
    await useLocale(page, locale);
    const { phone, token } = await signInViaApi(page);
    await page.goto('/#/pages/personal/install');
    await page.getByRole('button', { name: l.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: l.deleteConfirm, exact: true }).click();
    await expect(dialog.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true'); // explicit confirmation first
    await dialog.getByLabel(l.agree).check();
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/index/deleteLogin'));
    await dialog.getByRole('button', { name: l.deleteConfirm, exact: true }).click();
    expect((await (await deleted).json()).code).toBe(0);
    await expect(page).toHaveURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/#/pages/login/login');
    const again = await signInViaUi(page, locale, phone);
    expect(again.data.isNew).toBe(true);
    expect(again.data.token).not.toBe(token);
    const step = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').step);
    expect(step).toBe(0);
  });
}

test('the privacy link opens the policy and comes back to the form as it was', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Номер телефона').fill('7071234567');
  await page.getByRole('checkbox', { name: /политику конфиденциальности|құпиялылық саясатын/ }).check();
  await page.getByRole('link', { name: 'политику конфиденциальности' }).click();
  await expect(page).toHaveURL(/#\/pages\/webview\/webview$/);
  await expect(page.locator('iframe[title="Политика конфиденциальности"]')).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Политика конфиденциальности' })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByLabel('Номер телефона')).toHaveValue('707 123 45 67');
  await expect(page.getByRole('checkbox', { name: /политику конфиденциальности|құпиялылық саясатын/ })).toBeChecked();
});
