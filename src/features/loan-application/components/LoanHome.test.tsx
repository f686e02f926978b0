import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { getContractInfo, submitOrder } from '@/features/loan-application/api';
import { lastOrder } from '@/shared/api/orderApi';
import { userInfo } from '@/features/account/api';
import { formatDate as formatDateRaw } from '@/utils/format';
import { ORDER_POLL_MS } from '@/shared/api/order';
import { quote } from '@/mocks/domain/money';
import { kzDay } from '@/utils/kzDate';

/** A date as Testing Library reads it: its text matcher turns the no-break spaces inside a date into plain ones. */
const formatDate = (...args: Parameters<typeof formatDateRaw>) => formatDateRaw(...args).replace(/\u00a0/g, ' ');

const key = () => ({ idempotencyKey: crypto.randomUUID() });

afterEach(() => {
  vi.useRealTimers();
});
const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');
const tenge = (n: number) => `${new Intl.NumberFormat('ru').format(n)} ₸`.replace(/\s/g, ' ');

/** The draft contract read to the end, as the vendor page would report it. */
async function contractRead() {
  const { contractNo } = await getContractInfo({ amount: 30_000, days: 14 });
  db.vendorResult(contractNo, 'ok');
}

describe('Loans tab: choosing and taking the loan', () => {
  it('shows the six figures from the server for the chosen amount and term, and they follow the thumb and the keyboard', async () => {
    await seededAs(db, { stage: 'with_card' });
    await renderApp('/');
    const slider = await screen.findByRole('slider', { name: 'Сумма займа' });
    expect(slider).toHaveAttribute('min', '10000');
    expect(slider).toHaveAttribute('max', '50000');
    expect(slider).toHaveAttribute('step', '5000');
    const server = quote(30_000, 14, 0, kzDay(db.now()));
    await waitFor(() => expect(figure('ГЭСВ (годовая эффективная ставка вознаграждения)')).toContain('71,92 %'));
    expect(figure('ГЭСВ (годовая эффективная ставка вознаграждения)')).toContain('54,75 % годовых');
    expect(figure('Сумма к возврату')).toBe(tenge(server.repayAmount));
    expect(figure('Переплата')).toBe(tenge(server.interest));
    expect(figure('Срок займа')).toBe('14 дней');

    fireEvent.change(slider, { target: { value: '45000' } });
    await userEvent.setup().click(screen.getByRole('radio', { name: '30 дней' }));
    const longer = quote(45_000, 30, 0, kzDay(db.now()));
    expect(figure('Сумма к возврату')).toBe(tenge(longer.repayAmount));
    expect(slider.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe(tenge(45_000));
    await waitFor(() => expect(figure('ГЭСВ (годовая эффективная ставка вознаграждения)')).toContain(`${String(longer.aprPercent).replace('.', ',')} %`));
  });

  it('the button explains why it is disabled until the contract is read; two taps make one order', async () => {
    await seededAs(db, { stage: 'with_card' });
    const user = userEvent.setup();
    const first = await renderApp('/');
    const take = await screen.findByRole('button', { name: 'Получить деньги' });
    expect(take).toBeDisabled();
    expect(screen.getByText('Кнопка станет доступна, когда вы прочитаете договор до конца.')).toBeVisible();
    expect(await screen.findByRole('link', { name: /Договор/ })).toHaveAttribute('href', '/pages/webview/loanContract');
    first.unmount();

    await contractRead();
    await renderApp('/');
    const ready = await screen.findByRole('button', { name: 'Получить деньги' });
    await waitFor(() => expect(ready).toBeEnabled());
    await user.dblClick(ready);
    await screen.findByRole('heading', { name: 'Заявка на рассмотрении' });
    const orders = db.state.users['77011234567']!.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amount: 30_000, days: 14 });
  });

  it('without a card, the offer leads to the card pages and back', async () => {
    await seededAs(db, { stage: 'onboarded' });
    const user = userEvent.setup();
    const { location } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Добавить карту и продолжить' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/pages/bankInfo/bank-info?redirect=%2F'));
  });
});

describe('Loans tab: after applying', () => {
  it('in review: the copy that employees speed it up, in Kazakh too', async () => {
    await seededAs(db, { stage: 'in_review' });
    await renderApp('/', { locale: 'kz' });
    expect(await screen.findByRole('heading', { name: 'Өтінім қаралуда' })).toBeVisible();
    expect(screen.getByText(/қызметкерлеріміз қарауды жеделдетеді/)).toBeVisible();
  });

  it('in review, a poll that fails keeps the page and says so; the next poll carries on and shows the decision', async () => {
    const { phone } = await seededAs(db, { stage: 'in_review' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();
    server.use(http.post('*/api/loan/userInfo', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    expect(await screen.findByText(/Не удалось обновить данные — показаны прежние\./)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();

    db.advance(phone);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Заявка на рассмотрении' })).toBeNull());
    expect(screen.queryByText(/Не удалось обновить данные/)).toBeNull();
  });

  it('rejected: a live countdown to the day a new application is allowed', async () => {
    const { phone } = await seededAs(db, { stage: 'with_card' });
    db.setScenario('reject', phone);
    await submitOrder({ amount: 20_000, days: 7 }, key());
    db.advance(phone, true);
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Заявка отклонена' })).toBeVisible();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/6 дней 23 час(а|ов) 5\d мин|7 дней/);
  });

  it('payout failed: "change payment method" leads to the card pages for that order', async () => {
    const { phone } = await seededAs(db, { stage: 'with_card' });
    db.setScenario('payout_fail', phone);
    await submitOrder({ amount: 20_000, days: 7 }, key());
    db.advance(phone, true);
    const order = (await lastOrder({ page: 1 })).order!;
    expect(order.status).toBe('failed');
    await renderApp('/');
    const link = await screen.findByRole('link', { name: 'Сменить способ выплаты' });
    expect(link).toHaveAttribute('href', `/pages/bankInfo/bank-info?orderNo=${order.orderNo}&redirect=%2F`);
  });

  it('with a loan: what the due date asks and the date, today’s figure below it, one tap from paying', async () => {
    await seededAs(db, { stage: 'active_loan' });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Ваш заём' });
    const order = (await lastOrder({ page: 1 })).order!;
    const { currentLoan } = await userInfo();
    expect(within(card).getByText(tenge(currentLoan!.repayAmount))).toBeVisible();
    expect(within(card).getByText(`Вернуть до ${formatDate(order.dueDate!, 'ru')}:`)).toBeVisible();
    expect(within(card).getByText(new RegExp(`^Погасить сегодня: ${tenge(order.repayAmount)}`))).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Погасить заём' })).toBeVisible();
  });
});

describe('Loans tab: the credit bureau', () => {
  it('for a larger amount the borrower consents, sees the check progress, and one order follows', async () => {
    const { phone } = await seededAs(db, { stage: 'with_card' });
    // The bureau answers a second after the consent is signed.
    db.setTiming({ reviewMs: 1000 });
    const { contractNo } = await getContractInfo({ amount: 50_000, days: 14 });
    db.vendorResult(contractNo, 'ok');
    const user = userEvent.setup();
    await renderApp('/');
    fireEvent.change(await screen.findByRole('slider', { name: 'Сумма займа' }), { target: { value: '50000' } });
    const take = screen.getByRole('button', { name: 'Получить деньги' });
    await waitFor(() => expect(take).toBeEnabled());
    await user.click(take);
    const check = await screen.findByRole('region', { name: 'Проверка кредитной истории' });
    expect(within(check).getByText(/запросить вашу кредитную историю в Первом кредитном бюро/)).toBeVisible();
    expect(db.state.users[phone]!.orders).toHaveLength(0);
    await user.click(within(check).getByRole('button', { name: 'Даю согласие, продолжить' }));
    expect(await within(check).findByText('Проверяем кредитную историю')).toBeVisible();
    await waitFor(() => expect(db.state.users[phone]!.orders).toHaveLength(1), { timeout: 8000 });
    expect(db.state.users[phone]!.orders[0]).toMatchObject({ amount: 50_000 });
    expect(Object.values(db.state.users[phone]!.fcb)).toHaveLength(1);
  });
});

describe('Loans tab dialogs', () => {
  it('finish: onboarding complete without a card leads to the card pages; with one, to the amount', async () => {
    await seededAs(db, { stage: 'onboarded' });
    const user = userEvent.setup();
    const first = await renderApp('/pages/dialogs/finish', { hash: true });
    const dialog = await screen.findByRole('dialog', { name: 'Анкета заполнена' });
    expect(within(dialog).getByText(/Добавьте банковскую карту Visa или Mastercard/)).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Добавить карту' }));
    await waitFor(() => expect(`${first.location().pathname}${first.location().search}`).toBe('/pages/bankInfo/bank-info?redirect=%2F'));
    first.unmount();
  });

  it('loan-succ after taking the loan, and the details of a loan awaiting payout', async () => {
    await seededAs(db, { stage: 'with_card' });
    await contractRead();
    const user = userEvent.setup();
    await renderApp('/', { hash: true });
    const take = await screen.findByRole('button', { name: 'Получить деньги' });
    await waitFor(() => expect(take).toBeEnabled());
    await user.click(take);
    const succ = await screen.findByRole('dialog', { name: 'Заявка отправлена' });
    await user.click(within(succ).getByRole('button', { name: 'Понятно' }));
    expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();

    db.advance('77011234567');
    await user.click(await screen.findByRole('button', { name: 'Подробнее' }, { timeout: 6000 }));
    const detail = await screen.findByRole('dialog', { name: 'Детали займа' });
    expect(await within(detail).findByText(tenge(30_000))).toBeVisible();
    expect(within(detail).getByText('14 дней')).toBeVisible();
  });
});

describe('Loans tab: a coupon on the application', () => {
  it('the home page’s coupon is offered by default; the server’s discount changes the amount to repay; the order carries it', async () => {
    await seededAs(db, { stage: 'with_card' });
    const { claimNewcomerCoupon } = await import('@/features/coupons/api');
    const { coupon } = await claimNewcomerCoupon();
    await contractRead();
    const user = userEvent.setup();
    await renderApp('/');
    const picker = await screen.findByRole('button', { name: /Купон/ });
    // Chosen by default: the coupon the home page offers.
    expect(picker).toHaveTextContent(coupon.title);
    // 30 000 ₸ for 14 days: reward 630 ₸, all of it covered by the 2 000 ₸ coupon.
    await waitFor(() => expect(figure('Скидка по купону')).toBe(`−${tenge(630)}`));
    expect(figure('Сумма к возврату')).toBe(tenge(30_000));

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Без купона' }));
    await waitFor(() => expect(figure('Сумма к возврату')).toBe(tenge(30_630)));
    expect(screen.queryByText('Скидка по купону')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Купон/ }));
    await user.click(await screen.findByRole('option', { name: /скидка/ }));
    await waitFor(() => expect(figure('Сумма к возврату')).toBe(tenge(30_000)));
    await user.click(screen.getByRole('button', { name: 'Получить деньги' }));
    await screen.findByRole('heading', { name: 'Заявка на рассмотрении' });
    expect(db.state.users['77011234567']!.orders[0]).toMatchObject({ couponId: coupon.id, discount: 630 });
  });
});
