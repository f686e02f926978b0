import { expect, type Locator, type Page } from '@playwright/test';
import { sandbox, seedViaApi, test, useLocale as chooseLocale, type Locale } from './fixtures';

/**
 * The Loans tab as the borrower's home (issue 25): one card per state with its headline figure, its label
 * and its one main action, in Russian and Kazakh; no layout shift while it loads on a slow phone; and what
 * a late or paying borrower needs on the first screen without scrolling. Each test seeds its borrower at the
 * state it checks (no clicking through onboarding); a state is read in ru, then in kz after a reload.
 */

const T = {
  ru: {
    active: 'Ваш заём',
    overdue: 'Заём просрочен',
    pay: 'Погасить заём',
    extend: 'Продлить заём',
    repayBy: /^Вернуть\sдо\s\d{1,2}\s[а-я]+\s\d{4}\sг\.:$/,
    late: 'Просроченная задолженность:',
    today: /^Погасить сегодня: \d[\d\s]*\s₸, экономия \d[\d\s]*\s₸$/,
    opens: /^Продление\s—\sс\s\d{1,2}\s[а-я]+\s\d{4}\sг\.$/,
    soon: 'До даты возврата осталось 2 дня',
    lateDays: 'Просрочка: 3 дня',
    penalty: /^Пеня на сегодня: \d[\d\s]*\s₸$/,
    review: 'Заявка на рассмотрении',
    reviewNext: 'О решении мы напишем в разделе «Сообщения», а эта страница обновится сама.',
    supplement: 'Нужны новые фото',
    photo: 'Переснимите удостоверение личности: обе стороны, без бликов и целиком в кадре.',
    upload: 'Загрузить фото',
    rejected: 'Заявка отклонена',
    checkForm: 'Проверить анкету',
    failed: 'Не удалось перевести деньги на карту',
    changeCard: 'Сменить способ выплаты',
    repaid: /^Прошлый заём погашен .+ — можно взять новый\.$/,
    take: 'Получить деньги',
  },
  kz: {
    active: 'Сіздің қарызыңыз',
    overdue: 'Қарыздың мерзімі өтті',
    pay: 'Қарызды өтеу',
    extend: 'Қарыз мерзімін ұзарту',
    repayBy: /^Қайтару\sкүні\s—\s\d{4}\sж\.\s\d{1,2}\s[а-яәғқңөұүһі]+,\sсомасы:$/,
    late: 'Мерзімі өткен берешек:',
    today: /^Бүгін өтесеңіз: \d[\d\s]*\s₸, үнемдейсіз: \d[\d\s]*\s₸$/,
    opens: /^Қарыз\sмерзімін\sұзартуға\sболатын\sалғашқы\sкүн:\s\d{4}\sж\.\s\d{1,2}\s[а-яәғқңөұүһі]+$/,
    soon: 'Қайтару күніне 2 күн қалды',
    lateDays: 'Мерзімі өткен күндер: 3',
    penalty: /^Бүгінгі өсімпұл: \d[\d\s]*\s₸$/,
    review: 'Өтінім қаралуда',
    reviewNext: 'Шешім туралы «Хабарламалар» бөлімінде жазамыз, ал бұл бет өзі жаңарады.',
    supplement: 'Жаңа суреттер қажет',
    photo: 'Жеке куәлікті қайта суретке түсіріңіз: екі беті де, жарқылсыз және толық көрінетіндей.',
    upload: 'Суреттерді жүктеу',
    rejected: 'Өтінім қабылданбады',
    checkForm: 'Сауалнаманы тексеру',
    failed: 'Ақшаны картаға аудару мүмкін болмады',
    changeCard: 'Ақша алу тәсілін өзгерту',
    repaid: /^Алдыңғы қарыз өтелді: .+\. Жаңасын алуға болады\.$/,
    take: 'Ақша алу',
  },
} as const;
type Texts = (typeof T)[Locale];

/** The figure of the headline: the large type right after its label. */
const figureAfter = (card: Locator, label: string | RegExp) => card.locator('p', { has: card.page().getByText(label) }).locator('strong');

/** The Loans-tab answer the server gave this borrower (the figures the page must show). */
async function home(page: Page, token: string) {
  const res = await page.request.post('/api/loan/userInfo', { headers: { token }, data: { token } });
  return (await res.json()).data as {
    order: { repayAmount: number; penalty: number; orderNo: string };
    due: { dueAmount: number; saving: number } | null;
  };
}
const tenge = (n: number) => new RegExp(`^${new Intl.NumberFormat('ru').format(n).replace(/\s/g, '\\s')}\\s₸$`);

/** Reads the tab in ru, then in kz after a reload: `check` gets each language's texts. */
async function inBothLanguages(page: Page, check: (l: Texts) => Promise<void>) {
  await chooseLocale(page, 'ru');
  await page.goto('/#/');
  await check(T.ru);
  await page.evaluate(() => localStorage.setItem('app_locale', 'kz'));
  await page.reload();
  await check(T.kz);
}

test('active: the due-date figure and its date in large type, today’s figure and saving below, «Погасить», the day the extension opens', async ({ page, watch }) => {
  const { token } = await seedViaApi(page, 'active_loan');
  const { due } = await home(page, token);
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.active });
    await expect(figureAfter(card, l.repayBy)).toHaveText(tenge(due!.dueAmount));
    await expect(card.getByText(l.today)).toBeVisible();
    await expect(card.getByRole('link', { name: l.pay })).toBeVisible();
    await expect(card.getByText(l.opens)).toBeVisible();
    await expect(card.getByRole('link', { name: l.extend })).toHaveCount(0);
  });
  expect(watch.consoleErrors).toEqual([]);
});

test('a loan above 45 MRP (300 000 ₸ for 14 days) is charged 0.1 % a day, so its ГЭСВ keeps within the law’s 46 %', async ({ page, watch }) => {
  // 300 000 + 300 000 × 0.1 % × 14 = 304 200 ₸ (at the first rate, 0.15 %, it would be 306 300 ₸ and a ГЭСВ of 72 %).
  const { token } = await seedViaApi(page, 'active_loan', { amount: 300_000, days: 14 });
  const { due } = await home(page, token);
  expect(due!.dueAmount).toBe(304_200);
  await chooseLocale(page, 'ru');
  await page.goto('/#/');
  await expect(figureAfter(page.getByRole('region', { name: T.ru.active }), T.ru.repayBy)).toHaveText(tenge(304_200));
  expect(watch.consoleErrors).toEqual([]);
});

test('due soon: the days left and the extension offered', async ({ page, watch }) => {
  const { token } = await seedViaApi(page, 'due_soon');
  const { due } = await home(page, token);
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.active });
    await expect(figureAfter(card, l.repayBy)).toHaveText(tenge(due!.dueAmount));
    await expect(card.getByText(l.soon)).toBeVisible();
    await expect(card.getByRole('link', { name: l.pay })).toBeVisible();
    await expect(card.getByRole('link', { name: l.extend })).toBeVisible();
  });
  expect(watch.consoleErrors).toEqual([]);
});

test('overdue: the danger headline with what is owed, the days late, the penalty so far, «Погасить» and a number to call', async ({ page, watch }) => {
  const { token } = await seedViaApi(page, 'overdue');
  const { order } = await home(page, token);
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.overdue });
    const figure = figureAfter(card, l.late);
    await expect(figure).toHaveText(tenge(order.repayAmount));
    await expect(figure).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(card.getByText(l.lateDays)).toBeVisible();
    await expect(card.getByText(l.penalty)).toBeVisible();
    await expect(card.getByRole('link', { name: l.pay })).toBeVisible();
    await expect(card.locator('a[href^="tel:+7"]')).toBeVisible();
  });
  expect(watch.consoleErrors).toEqual([]);
});

test('under review: the application restated and where the decision will be told', async ({ page, watch }) => {
  const { token } = await seedViaApi(page, 'in_review');
  // The sandbox decides a review in seconds: the tab is served the server's answer of the review itself, so
  // both languages read the same state.
  const answer = await page.request.post('/api/loan/userInfo', { headers: { token }, data: { token } });
  const body = await answer.text();
  const { order } = JSON.parse(body).data as { order: { status: string; repayAmount: number } };
  expect(order.status).toBe('under_review');
  await page.route('**/api/loan/userInfo', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.review });
    await expect(card.getByText(tenge(order.repayAmount))).toBeVisible();
    await expect(card.getByText(l.reviewNext)).toBeVisible();
  });
  expect(watch.consoleErrors).toEqual([]);
});

test('new photos: which photo to redo, and one button there', async ({ page, watch }) => {
  await seedViaApi(page, 'supplement', { supplement: 'id' });
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.supplement });
    await expect(card.getByText(l.photo)).toBeVisible();
    await expect(card.getByRole('link', { name: l.upload })).toBeVisible();
  });
  expect(watch.consoleErrors).toEqual([]);
});

/** A borrower with a card whose application the sandbox decides at once with `scenario`. */
async function decided(page: Page, scenario: 'reject' | 'payout_fail') {
  const { token, phone } = await seedViaApi(page, 'with_card');
  await sandbox(page.request, { action: 'scenario', scenario, phone });
  await page.request.post('/api/prod/submitOrder', {
    headers: { token, 'Idempotency-Key': `home-e2e-${phone}` },
    data: { token, amount: 20000, days: 7 },
  });
  await sandbox(page.request, { action: 'advance', phone, toEnd: true });
}

test('refused: the countdown and what to do meanwhile', async ({ page, watch }) => {
  await decided(page, 'reject');
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.rejected });
    await expect(card.getByRole('timer')).toBeVisible();
    await expect(card.getByText(/20\s000\s₸/)).toBeVisible();
    await expect(card.getByRole('link', { name: l.checkForm })).toBeVisible();
  });
  expect(watch.consoleErrors).toEqual([]);
});

test('payout failed: change the card', async ({ page, watch }) => {
  await decided(page, 'payout_fail');
  await inBothLanguages(page, async (l) => {
    const card = page.getByRole('region', { name: l.failed });
    await expect(card.getByText(/20\s000\s₸/)).toBeVisible();
    await expect(card.getByRole('link', { name: l.changeCard })).toBeVisible();
  });
  expect(watch.consoleErrors).toEqual([]);
});

test('repaid: the offer, with one line that the last loan is repaid, starting from the last loan\'s amount and term', async ({ page, watch }) => {
  await seedViaApi(page, 'repaid', { amount: 45_000, days: 21 });
  await inBothLanguages(page, async (l) => {
    await expect(page.getByText(l.repaid)).toBeVisible();
    await expect(page.getByRole('button', { name: l.take })).toBeVisible();
    await expect(page.getByRole('slider')).toHaveValue('45000');
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/^21\s/);
  });
  expect(watch.consoleErrors).toEqual([]);
});

/* ------------------------------------------------------------------ the first screen */

/** The element is drawn whole between the top of the screen and the tab bar, without scrolling. */
async function aboveTheFold(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const barTop = await page.getByRole('navigation', { name: /Основное меню|Негізгі мәзір/ }).evaluate((el) => el.getBoundingClientRect().top);
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom above the tab bar (${barTop})`).toBeLessThanOrEqual(barTop);
}

test('kz, 320×640, overdue: without scrolling, the borrower sees they are late, how much, and the button to pay', async ({ page, watch }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await chooseLocale(page, 'kz');
  await seedViaApi(page, 'overdue');
  await page.goto('/#/');
  const card = page.getByRole('region', { name: T.kz.overdue });
  const pay = card.getByRole('link', { name: T.kz.pay });
  await expect(pay).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await aboveTheFold(page, card.getByRole('heading', { name: T.kz.overdue }), 'late');
  await aboveTheFold(page, figureAfter(card, T.kz.late), 'amount owed');
  await aboveTheFold(page, card.getByText(T.kz.lateDays), 'days late');
  await aboveTheFold(page, pay, 'pay button');
  expect(watch.consoleErrors).toEqual([]);
});

for (const size of [
  { width: 412, height: 915 },
  { width: 320, height: 640 },
]) {
  test(`ru, ${size.width}×${size.height}, active: the amount (≥ 28 px), its date and «Погасить» on the first screen`, async ({ page, watch }) => {
    await page.setViewportSize(size);
    await chooseLocale(page, 'ru');
    await seedViaApi(page, 'active_loan');
    await page.goto('/#/');
    const card = page.getByRole('region', { name: T.ru.active });
    const figure = figureAfter(card, T.ru.repayBy);
    await expect(figure).toBeVisible();
    const px = await figure.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(px).toBeGreaterThanOrEqual(28);
    await aboveTheFold(page, figure, 'amount');
    await aboveTheFold(page, card.getByText(T.ru.repayBy), 'label with the date');
    await aboveTheFold(page, card.getByRole('link', { name: T.ru.pay }), 'pay button');
    expect(watch.consoleErrors).toEqual([]);
  });
}

/* ------------------------------------------------------------------ layout shift */

test('412×915, 4× CPU, slow network: the signed-in Loans tab loads with CLS ≤ 0.02, the coupon notice below the card and no pop-up over it', async ({ page, watch }) => {
  test.setTimeout(120_000);
  const { token, phone } = await seedViaApi(page, 'with_card');
  // A coupon to announce: the notice (ux.md defect 4 inserted it above the card) and a pop-up candidate (defect
  // 15); then a loan taken without it, paid out.
  const claimed = await page.request.post('/newcomerGift/getUserCoupon', { headers: { token }, data: { token } });
  expect((await claimed.json()).code).toBe(0);
  await page.request.post('/api/prod/submitOrder', {
    headers: { token, 'Idempotency-Key': `home-cls-${phone}` },
    data: { token, amount: 30000, days: 14 },
  });
  await sandbox(page.request, { action: 'advance', phone, toEnd: true });
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as Window & { __cls?: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__cls! += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.goto('/#/');

  const card = page.getByRole('region', { name: T.ru.active });
  await expect(card.getByRole('link', { name: T.ru.pay })).toBeVisible({ timeout: 60_000 });
  const notice = page.getByRole('link', { name: 'У вас есть купон на скидку' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  // Everything the tab asks for has arrived and is drawn.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const cardBox = (await card.boundingBox())!;
  expect((await notice.boundingBox())!.y).toBeGreaterThan(cardBox.y + cardBox.height - 1);
  const cls = await page.evaluate(() => (window as Window & { __cls?: number }).__cls ?? -1);
  expect(cls).toBeGreaterThanOrEqual(0);
  expect(cls, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await cdp.detach();
  expect(watch.consoleErrors).toEqual([]);
});
