import { test, expect, freshPhone, sandbox, seedViaApi, signInViaUi, useLocale } from './fixtures';
import { choose, shoot } from './photos';
import { transliterate } from '../src/features/bank-card/holder';
import type { Page } from '@playwright/test';

/** The borrower's name as embossed on their own card, from the identity the sandbox recognised. */
async function holderOf(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const { data } = (await res.json()) as { data: { surname: string; name: string } };
  return `${transliterate(data.name)} ${transliterate(data.surname)}`;
}

const EXPIRY_DIGITS = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('ru: from a fresh sign-in to money on the card: onboarding, card, amount and term, contract, order, approval, payout', async ({ page, watch }) => {
  test.setTimeout(150_000);
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Получить деньги' }).click();
  const login = await signInViaUi(page, 'ru', freshPhone());
  const token = login.data.token;
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);

  // Onboarding: work and income, three contacts, the ID and the face.
  await choose(page, /Ежемесячный доход/, '150 000 – 300 000 ₸');
  await choose(page, /Образование/, 'Высшее');
  await choose(page, /Тип занятости/, 'Работаю по найму');
  await choose(page, /Цель займа/, 'Срочные нужды');
  await choose(page, /Область или город/, 'г. Алматы');
  await choose(page, /Населённый пункт/, 'Алматы');
  await page.getByLabel('Улица').fill('пр. Абая');
  await page.getByLabel('Дом, квартира').fill('150, кв. 12');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page).toHaveURL(/group=contacts$/);
  const people = [
    ['Нурлан Нурланов', 'Родитель', '7017654321'],
    ['Асель Нурланова', 'Сестра', '7051112233'],
    ['Данияр Сулейменов', 'Друг', '7471234455'],
  ] as const;
  for (const [i, [name, relation, phone]] of people.entries()) {
    await page.getByLabel('Имя и фамилия').nth(i).fill(name);
    await choose(page, /Кем приходится/, relation, i);
    await page.getByLabel('Номер телефона').nth(i).fill(phone);
  }
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(page).toHaveURL(/#\/pages\/info\/photoCard$/);
  await shoot(page, 'Лицевая сторона', 'IMG_0001.jpg', 'ЖЕКЕ КУӘЛІК', 'ru', { auto: true });
  await expect(page.getByText('Распознано по вашему удостоверению личности')).toBeVisible();
  await shoot(page, 'Оборотная сторона', 'IMG_0002.jpg', 'ID KAZ 0123', 'ru', { auto: true });
  await page.getByRole('button', { name: 'Начать проверку' }).click();
  await page.frameLocator('iframe[title="Проверка лица"]').getByRole('button', { name: 'Проверка пройдена' }).click();

  // What comes next: straight on to the card form (the bank comes from the number, the holder from the recognised name), then the amount.
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&onboarded=1$/);
  await expect(page.getByLabel('Держатель карты')).toHaveValue(await holderOf(page, token));
  await page.getByLabel('Номер карты').pressSequentially('4400430123456789');
  await expect(page.getByRole('button', { name: /^Банк.*Kaspi Bank/ })).toBeVisible();
  await page.getByLabel('Срок действия (ММ/ГГ)').pressSequentially(EXPIRY_DIGITS);
  await page.getByLabel('CVC-код').pressSequentially('739');
  await page.getByRole('button', { name: 'Сохранить карту' }).click();
  await expect(page).toHaveURL(/#\/$/);

  // Amount and term: 25 000 ₸ for 10 days, chosen with the keyboard and a tap.
  const amount = page.getByRole('slider', { name: 'Сумма займа' });
  await amount.focus();
  await amount.press('ArrowLeft');
  await page.getByRole('radio', { name: '10 дней' }).check();
  const row = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Сумма к возврату')).toHaveText(/25\s375\s₸/);
  await expect(row('Переплата')).toHaveText(/375\s₸/);
  await expect(row('ГЭСВ \\(годовая эффективная ставка вознаграждения\\)')).toContainText('54,75 % годовых');
  const take = page.getByRole('button', { name: 'Получить деньги' });
  await expect(take).toBeDisabled();
  await expect(page.getByText('Кнопка станет доступна, когда вы прочитаете договор до конца.')).toBeVisible();

  // The contract, read to the end on its page, then the loan.
  await page.getByRole('link', { name: /Договор/ }).click();
  await expect(page).toHaveURL(/#\/pages\/webview\/loanContract$/);
  // Above the contract, its loan's cost card: at most 50 000 ₸ (25 000 ₸ and the 100 % cap).
  await expect(page.getByRole('region', { name: 'Полная стоимость займа' }).getByRole('definition').filter({ hasText: /^50\s000\s₸$/ })).toBeVisible();
  await page.frameLocator('iframe').getByRole('button', { name: 'С договором ознакомлен(а)' }).click();
  await expect(page).toHaveURL(/#\/(\?sandboxResult=ok)?$/);
  await expect(take).toBeEnabled();
  await take.click();
  await page.getByRole('dialog', { name: 'Заявка отправлена' }).getByRole('button', { name: 'Понятно' }).click();
  await expect(page.getByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();

  // Approval and payout come by themselves; then the loan with what to repay and when.
  const loan = page.getByRole('region', { name: 'Ваш заём' });
  await expect(loan).toBeVisible({ timeout: 30_000 });
  // The headline: what the due date asks, with the date; below it, owed today: the principal and one day's
  // reward (an early repayment pays only the days used).
  await expect(loan.getByText(/^Вернуть до .+:$/)).toBeVisible();
  await expect(loan.getByText(/^Погасить сегодня: 25\s038\s₸/)).toBeVisible();
  await expect(loan.getByRole('link', { name: 'Погасить заём' })).toBeVisible();
  const orders = await page.request.post('/api/loan/lastOrder', { headers: { token }, data: { token, page: 1 } });
  expect((await orders.json()).data.order).toMatchObject({ status: 'awaiting_repayment', amount: 25_000, days: 10 });
  expect(watch.consoleErrors).toEqual([]);
});

test('kz: a larger amount goes through the credit bureau with visible steps; the reject scenario shows the countdown', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  const { token, phone } = await seedViaApi(page, 'with_card');
  await sandbox(page.request, { action: 'scenario', scenario: 'reject', phone });
  const contract = await page.request.post('/api/loan/getContractInfo', { headers: { token }, data: { token, amount: 50_000, days: 14 } });
  await sandbox(page.request, { action: 'vendorResult', ref: (await contract.json()).data.contractNo, result: 'ok' });
  await page.goto('/#/');

  const amount = page.getByRole('slider', { name: 'Қарыз сомасы' });
  await amount.focus();
  await amount.press('End');
  const take = page.getByRole('button', { name: 'Ақша алу' });
  await expect(take).toBeEnabled();
  await take.click();
  const bureau = page.getByRole('region', { name: 'Кредиттік тарихты тексеру' });
  await bureau.getByRole('button', { name: 'Келісемін, жалғастыру' }).click();
  await expect(bureau.getByText('Кредиттік тарих тексерілуде')).toBeVisible();
  await page.getByRole('dialog', { name: 'Өтінім жіберілді' }).getByRole('button', { name: 'Түсінікті' }).click({ timeout: 20_000 });

  await expect(page.getByRole('heading', { name: 'Өтінім қабылданбады' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer')).toHaveText(/6 күн 23 сағат|7 күн/);
  expect(watch.consoleErrors).toEqual([]);
});

test('ru, slow network: the figures follow the thumb before the server answers, the button waits for its quote, and a double tap makes one order', async ({ page, watch }) => {
  test.setTimeout(120_000);
  const { token, phone } = await seedViaApi(page, 'with_card');
  const contract = await page.request.post('/api/loan/getContractInfo', { headers: { token }, data: { token, amount: 30_000, days: 14 } });
  await sandbox(page.request, { action: 'vendorResult', ref: (await contract.json()).data.contractNo, result: 'ok' });
  // Every answer of this borrower now takes about 3 s.
  await sandbox(page.request, { action: 'scenario', scenario: 'slow', phone });
  await page.goto('/#/');

  const amount = page.getByRole('slider', { name: 'Сумма займа' });
  await expect(amount).toBeVisible({ timeout: 30_000 });
  const take = page.getByRole('button', { name: 'Получить деньги' });
  await expect(take).toBeEnabled({ timeout: 30_000 });
  // A new amount: the figures follow at once (the server's formula); the button waits for its quote.
  await amount.focus();
  await amount.press('ArrowRight');
  const row = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Сумма к возврату')).toHaveText(/35\s735\s₸/, { timeout: 1_000 });
  await expect(take).toBeDisabled();
  await expect(page.getByText('Получаем точный расчёт…')).toBeVisible();
  await expect(take).toBeEnabled({ timeout: 30_000 });

  await take.dblclick();
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible({ timeout: 30_000 });
  const orders = await page.request.post('/api/loan/myOrderList', { headers: { token }, data: { token, page: 1 } });
  const list = (await orders.json()).data.list as { amount: number }[];
  expect(list).toHaveLength(1);
  expect(list[0]!.amount).toBe(35_000);
  expect(watch.consoleErrors).toEqual([]);
});
