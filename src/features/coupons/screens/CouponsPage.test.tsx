import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { answersDrawn } from '../../../../tests/answered';
import { renderApp, seededAs } from '../../../../tests/render';
import type { Coupon } from '@/shared/api/coupon';
import { addDaysIso, kzDay } from '@/utils/kzDate';

afterEach(() => server.events.removeAllListeners());

/** Requests the app sends to `path`, with their bodies. */
function sent(path: string) {
  const calls: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push((await request.clone().json()) as Record<string, unknown>);
  });
  return calls;
}

/** How many answers the sandbox has given on `path`. */
function answered(path: string) {
  const count = { n: 0 };
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count.n += 1;
  });
  return count;
}

const soon = addDaysIso(kzDay(Date.now()), 2);

/** What the server lists, in no useful order: the page groups and sorts. */
const LIST: Coupon[] = [
  { id: 'C1', title: 'Подарок новому клиенту', titleKz: 'Жаңа клиентке сыйлық', amount: 2000, scope: 'apply', minAmount: 20000, validUntil: '2099-12-05', status: 'available' },
  { id: 'C2', title: 'Скидка за погашение в срок', titleKz: 'Мерзімінде өтегені үшін жеңілдік', amount: 500, scope: 'repay', minAmount: 0, validUntil: '2099-01-15', status: 'used' },
  { id: 'C3', title: 'Скидка на следующий заём', titleKz: 'Келесі қарызға жеңілдік', amount: 1500, scope: 'apply', minAmount: 20000, validUntil: '2020-02-01', status: 'expired' },
  { id: 'C4', title: 'Процент в подарок', titleKz: 'Сыйлыққа пайыз', amount: 3000, percent: 10, scope: 'repay', minAmount: 0, validUntil: '2099-06-01', status: 'available' },
  { id: 'C5', title: 'Успейте до конца недели', titleKz: 'Апта соңына дейін үлгеріңіз', amount: 700, scope: 'apply', minAmount: 0, validUntil: soon, status: 'available' },
];

function serverLists(list: Coupon[] = LIST) {
  server.use(http.post('*/coupon/getUserCouponList', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list } })));
}

/** Long tab labels may break at a soft hyphen on a narrow screen; the accessible name keeps it. */
const SHY = '\u00ad';

const COPY = {
  ru: {
    tabs: [`Доступ${SHY}ные 3`, `Исполь${SHY}зованные 1`, 'Истёкшие 1'],
    order: ['Успейте до конца недели', 'Процент в подарок', 'Подарок новому клиенту'],
    gift: ['Скидка 2 000 ₸ на вознаграждение', 'На новый заём от 20 000 ₸', 'Действует до 5 декабря 2099 г.'],
    percent: ['Скидка 10 % на вознаграждение, но не более 3 000 ₸', 'При погашении займа', 'Действует до 1 июня 2099 г.'],
    soon: 'Осталось 2 дня',
    used: ['Скидка за погашение в срок', 'Использован', 'Действовал до 15 января 2099 г.'],
    expired: ['Скидка на следующий заём', 'Истёк', 'Действовал до 1 февраля 2020 г.'],
  },
  kz: {
    tabs: [`Қолжеті${SHY}мді 3`, `Пайдала${SHY}нылған 1`, 'Мерзімі өткен 1'],
    order: ['Апта соңына дейін үлгеріңіз', 'Сыйлыққа пайыз', 'Жаңа клиентке сыйлық'],
    gift: ['Сыйақыға 2 000 ₸ жеңілдік', 'Сомасы кемінде 20 000 ₸ болатын жаңа қарызға', 'Жарамдылық мерзімі: 2099 ж. 5 желтоқсан'],
    percent: ['Сыйақыға 10 % жеңілдік, ең көбі 3 000 ₸', 'Қарызды өтеу кезінде', 'Жарамдылық мерзімі: 2099 ж. 1 маусым'],
    soon: '2 күн қалды',
    used: ['Мерзімінде өтегені үшін жеңілдік', 'Пайдаланылды', 'Жарамдылық мерзімінің соңғы күні: 2099 ж. 15 қаңтар'],
    expired: ['Келесі қарызға жеңілдік', 'Мерзімі өтті', 'Жарамдылық мерзімінің соңғы күні: 2020 ж. 1 ақпан'],
  },
} as const;

describe('Coupons page', () => {
  for (const locale of ['ru', 'kz'] as const) {
    it(`groups available / used / expired with counts, soonest to expire first, dates and terms in ${locale}`, async () => {
      const copy = COPY[locale];
      const user = userEvent.setup();
      await seededAs(db, { stage: 'active_loan' });
      serverLists();
      await renderApp('/pages/personal/coupon', { locale });

      const [available, used, expired] = await Promise.all(copy.tabs.map((name) => screen.findByRole('tab', { name })));
      expect(available).toHaveAttribute('aria-selected', 'true');
      const panel = screen.getByRole('tabpanel');
      const cards = within(panel).getAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(copy.order);
      for (const text of copy.gift) expect(within(cards[2]!).getByText(text)).toBeVisible();
      for (const text of copy.percent) expect(within(cards[1]!).getByText(text)).toBeVisible();
      expect(within(cards[0]!).getByText(copy.soon)).toBeVisible();
      // Available coupons carry no state badge; history does, muted.
      expect(cards.every((c) => c.dataset.state === 'available')).toBe(true);

      await user.click(used!);
      const usedCard = within(screen.getByRole('tabpanel')).getByRole('article');
      expect(usedCard).toHaveAttribute('data-state', 'used');
      for (const text of copy.used) expect(within(usedCard).getByText(text)).toBeVisible();

      await user.click(expired!);
      const expiredCard = within(screen.getByRole('tabpanel')).getByRole('article');
      expect(expiredCard).toHaveAttribute('data-state', 'expired');
      for (const text of copy.expired) expect(within(expiredCard).getByText(text)).toBeVisible();
    });
  }

  it('moves between the groups with the arrow keys', async () => {
    const user = userEvent.setup();
    await seededAs(db, { stage: 'active_loan' });
    serverLists();
    await renderApp('/pages/personal/coupon');
    await user.click(await screen.findByRole('tab', { name: `Доступ${SHY}ные 3` }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: `Исполь${SHY}зованные 1` })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: `Исполь${SHY}зованные 1` })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Истёкшие 1' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: `Доступ${SHY}ные 3` })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so in each empty group', async () => {
    const user = userEvent.setup();
    await seededAs(db, { stage: 'active_loan' });
    await renderApp('/pages/personal/coupon');
    expect(await screen.findByText(/Доступных купонов пока нет/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: `Исполь${SHY}зованные 0` }));
    expect(screen.getByText('Вы ещё не использовали купоны')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Истёкшие 0' }));
    expect(screen.getByText('Истёкших купонов нет')).toBeVisible();
  });

  it('a failed load shows the error with retry, and retry brings the coupons', async () => {
    const user = userEvent.setup();
    await seededAs(db, { stage: 'active_loan' });
    server.use(http.post('*/coupon/getUserCouponList', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    await renderApp('/pages/personal/coupon');
    expect(await screen.findByText('Не удалось загрузить купоны')).toBeVisible();
    serverLists();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('tab', { name: `Доступ${SHY}ные 3` })).toBeVisible();
  });

  it('clears the coupon dot once the coupons are shown', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    user.couponDot = true;
    const marks = sent('/api/index/requestDc');
    await renderApp('/pages/personal/coupon');
    await screen.findByRole('tablist');
    await waitFor(() => expect(marks).toEqual([expect.objectContaining({ markSeen: true })]));
    await waitFor(() => expect(db.userByPhone(user.phone)!.couponDot).toBe(false));
  });

  it('a new borrower sees the gift on top; two taps claim it once, and it joins the available coupons', async () => {
    const u = userEvent.setup();
    await seededAs(db, { stage: 'new' });
    const claims = sent('/newcomerGift/getUserCoupon');
    await renderApp('/pages/personal/coupon');
    const gift = await screen.findByRole('region', { name: 'Подарок новому клиенту' });
    expect(within(gift).getByText('Скидка 2 000 ₸ на вознаграждение по займу')).toBeVisible();
    expect(within(gift).getByText('Действует 30 дней после получения')).toBeVisible();
    expect(await screen.findByRole('tab', { name: `Доступ${SHY}ные 0` })).toBeVisible();

    const claim = within(gift).getByRole('button', { name: 'Получить подарок' });
    await u.dblClick(claim);
    expect(await screen.findByText('Подарок получен: купон уже в разделе «Купоны».')).toBeVisible();
    expect(claims).toHaveLength(1);
    // The coupon is there, and the page says so without the gift's own link to it.
    expect(await screen.findByRole('tab', { name: `Доступ${SHY}ные 1` })).toBeVisible();
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Подарок новому клиенту' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Перейти к купонам' })).toBeNull();
  });

  it('a borrower who has had a loan is not offered the gift', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const info = answered('/newcomerGift/getCouponInfo');
    const { queryClient } = await renderApp('/pages/personal/coupon');
    await screen.findByRole('tablist');
    await waitFor(() => expect(info.n).toBeGreaterThan(0));
    await answersDrawn(queryClient);
    expect(screen.queryByRole('button', { name: 'Получить подарок' })).toBeNull();
    expect(screen.queryByText('Подарок новому клиенту')).toBeNull();
  });
});
