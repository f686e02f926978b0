import { test, expect, expectAccessible, seedViaApi, useLocale, type Locale } from './fixtures';

/**
 * Instructions, loyalty ('Лимит и купоны', the spec's 'Мои баллы') and sharing in the browser: each page in ru and kz with no serious
 * axe issue, and a referral link's whole trip: copied from the share dialog (this browser has no Web
 * Share), carrying the borrower's server-given channel and nothing personal, then opened by a friend,
 * who lands on the landing page with that channel stored and sent with their calls.
 */

const T = {
  ru: {
    example: 'Пример расчёта',
    above: 'Для займа больше 194 625 ₸ вознаграждение ниже — 0,1 % в день (36,5 % годовых).',
    limit: 'Ваш лимит',
    share: 'Поделиться ссылкой',
    dialog: 'Поделиться',
    copy: 'Скопировать ссылку',
    copied: 'Ссылка скопирована',
  },
  kz: {
    example: 'Есептеу мысалы',
    above: '194 625 ₸ сомасынан асатын қарыз үшін сыйақы төменірек: күніне 0,1 % (жылдық 36,5 %).',
    limit: 'Сіздің лимитіңіз',
    share: 'Сілтемемен бөлісу',
    dialog: 'Бөлісу',
    copy: 'Сілтемені көшіру',
    copied: 'Сілтеме көшірілді',
  },
} as const;

for (const locale of ['ru', 'kz'] as Locale[]) {
  test(`${locale}: instructions (signed out), integral and share (signed in) read well, with no serious axe issue`, async ({ page, watch }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useLocale(page, locale);
    await page.goto('/#/pages/personal/Instructions');
    await expect(page.getByRole('heading', { level: 3, name: T[locale].example })).toBeVisible();
    // The lower rate of a loan above 45 MRP, as the server publishes it (the law's ГЭСВ cap).
    await expect(page.getByText(T[locale].above)).toBeVisible();
    await expectAccessible(page, `Instructions (${locale})`);

    await seedViaApi(page, 'with_card');
    // The session is stored when a document loads: load anew before going on.
    await page.reload();
    await page.goto('/#/pages/home/integral');
    await expect(page.getByRole('region', { name: T[locale].limit })).toBeVisible();
    await expectAccessible(page, `integral (${locale})`);

    await page.getByRole('button', { name: T[locale].share }).click();
    const dialog = page.getByRole('dialog', { name: T[locale].dialog });
    await expect(dialog.getByRole('textbox')).toHaveValue(/channel=ref-/);
    await expectAccessible(page, `share (${locale})`);
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('ru: a borrower copies their link; it carries their channel and nothing personal; a friend opening it brings the channel along', async ({
  page,
  context,
  browser,
  watch,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // This browser has no Web Share (as most desktop and in-app browsers): the dialog copies.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  const { token, phone } = await seedViaApi(page, 'with_card');
  const product = await page.request.post('/api/prod/productInfoForH5', { data: { token }, headers: { token } });
  const channel = ((await product.json()) as { data: { loyalty: { referralChannel: string } } }).data.loyalty.referralChannel;
  expect(channel).toMatch(/^ref-/);

  await page.goto('/#/pages/home/integral');
  await page.getByRole('button', { name: T.ru.share }).click();
  const dialog = page.getByRole('dialog', { name: T.ru.dialog });
  await expect(dialog.getByRole('button', { name: 'Поделиться', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: T.ru.copy }).click();
  await expect(dialog.getByRole('status')).toHaveText(T.ru.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied).toBe(`${origin}/#/pages/home/landingpage?channel=${channel}`);
  for (const secret of [token, phone, phone.slice(1), phone.slice(-7)]) expect(copied).not.toContain(secret);

  // A friend opens it in their own browser.
  const friendContext = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const friend = await friendContext.newPage();
  const calls: Record<string, unknown>[] = [];
  friend.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/prod/productInfoForH5') calls.push(r.postDataJSON() as Record<string, unknown>);
  });
  await friend.goto(copied);
  await expect(friend.getByRole('heading', { level: 1, name: 'Быстрые займы' })).toBeVisible();
  // Stored and taken out of the visible address, then sent with the friend's calls.
  await expect(friend).toHaveURL(/#\/pages\/home\/landingpage$/);
  expect(await friend.evaluate(() => localStorage.getItem('channel'))).toBe(channel);
  await expect.poll(() => calls[0]).toMatchObject({ channel });
  await friendContext.close();
  expect(watch.consoleErrors).toEqual([]);
});
