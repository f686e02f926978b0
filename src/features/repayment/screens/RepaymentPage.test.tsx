import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { pageBeneath, renderApp, seededAs } from '../../../../tests/render';
import { getRepaymentLink } from '@/features/repayment/api';
import { repayInfo } from '@/shared/api/payment';
import { issueOnTimeCoupon } from '@/mocks/domain/coupons';
import { PAYMENT_RECENT_MS } from '@/shared/payment/verdict';

const key = () => ({ idempotencyKey: crypto.randomUUID() });
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const tenge = (n: number, tag = 'ru') => `${new Intl.NumberFormat(tag).format(n)} ₸`.replace(/\s/g, ' ');
/** An amount as the amount field shows it: grouped by threes with no-break spaces. */
const grouped = (n: number | string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
const page = (orderNo: string, extra = '') => `/pages/webview/loanRepayment?orderNo=${orderNo}${extra}`;

/** Beneath a dialog opened over a page with a query, that page, never 'no such page'. */
function expectPageBeneath(title: string) {
  const beneath = pageBeneath();
  expect(within(beneath).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(title);
  expect(within(beneath).queryByText(/Такой страницы нет|Мұндай бет жоқ/)).toBeNull();
}

afterEach(() => vi.restoreAllMocks());

describe('Repayment page', () => {
  it('shows what is owed today, itemised, and the amount field starts at that total (never empty or zero)', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    expect(info.repayAmount).toBeGreaterThan(0);
    await renderApp(page(orderNo));
    const breakdown = await screen.findByRole('region', { name: 'Из чего складывается сумма' });
    expect(norm(within(breakdown).getByText('Сумма займа').nextElementSibling?.textContent)).toBe(tenge(info.principal));
    expect(norm(within(breakdown).getByText('Вознаграждение').nextElementSibling?.textContent)).toBe(tenge(info.interest));
    expect(norm(within(breakdown).getByText('Итого на сегодня').nextElementSibling?.textContent)).toBe(tenge(info.repayAmount));
    const field = screen.getByLabelText('Сумма к оплате, ₸');
    expect(field).toHaveValue(grouped(info.repayAmount));
    expect(screen.getByRole('button', { name: (n) => norm(n) === `Оплатить ${tenge(info.repayAmount)}` })).toBeVisible();
  });

  it('an overdue loan says so, with the days and the charge they added', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    const orderNo = user.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    expect(info.overdueDays).toBeGreaterThan(0);
    await renderApp(page(orderNo));
    expect(await screen.findByRole('heading', { name: 'Заём просрочен' })).toBeVisible();
    const breakdown = screen.getByRole('region', { name: 'Из чего складывается сумма' });
    const charge = within(breakdown).getByText(new RegExp(`Пеня за ${info.overdueDays} дн`));
    expect(norm(charge.nextElementSibling?.textContent)).toBe(tenge(info.penalty));
  });

  it('the result comes from the server: the address says success, the server says the bank declined it', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const link = await getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/' }, key());
    db.vendorResult(link.ref, 'fail');
    await renderApp(page(orderNo, '&return=1&sandboxResult=ok'));
    const dialog = await screen.findByRole('dialog', { name: 'Оплата не прошла' });
    expect(within(dialog).getByText('Банк отклонил платёж.')).toBeVisible();
    expect(within(dialog).getByText('Деньги не списаны, долг не изменился.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Оплата прошла' })).toBeNull();
    expectPageBeneath('Погашение займа');
  });

  it('back from the provider, the payment started here is the one reported, however long it took', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = borrower.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    const user = userEvent.setup();
    const first = await renderApp(page(orderNo));
    await user.click(await screen.findByRole('button', { name: (n) => norm(n) === `Оплатить ${tenge(info.repayAmount)}` }));
    await waitFor(() => expect(first.location().pathname).toBe('/pages/webview/tarlanPay'));
    first.unmount();
    const payment = db.state.users[borrower.phone]!.payments[0]!;
    db.vendorResult(payment.ref, 'ok');
    payment.createdAt -= 2 * PAYMENT_RECENT_MS;
    await renderApp(page(orderNo, '&return=1'));
    expect(await screen.findByRole('dialog', { name: 'Оплата прошла' })).toBeVisible();
  });

  it('a confirmed full payment: repayment-succ says the loan is repaid (kz)', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const link = await getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/' }, key());
    db.vendorResult(link.ref, 'ok');
    await renderApp(page(orderNo, '&return=1&sandboxResult=fail'), { locale: 'kz' });
    const dialog = await screen.findByRole('dialog', { name: 'Төлем өтті' });
    expect(within(dialog).getByText('Қарыз толық өтелді. Рақмет!')).toBeVisible();
    expect(norm(within(dialog).getByText(/Төлем қабылданды/).textContent)).toContain(tenge(link.amount, 'kk'));
    expectPageBeneath('Қарызды өтеу');
  });

  it('repayment-succ opened by a link claims nothing the server has not confirmed', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const link = await getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/' }, key());
    db.vendorResult(link.ref, 'fail');
    await renderApp(`/pages/dialogs/repayment-succ?orderNo=${orderNo}`);
    const dialog = await screen.findByRole('dialog', { name: 'Оплата займа' });
    expect(within(dialog).getByText('Что изменилось в займе, видно в разделе «Мои займы».')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Оплата прошла' })).toBeNull();
  });

  it('repayment-succ and repayment-fail name their payment: a link to either with a ref the server settled otherwise claims nothing', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const link = await getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/' }, key());
    db.vendorResult(link.ref, 'fail');
    const first = await renderApp(`/pages/dialogs/repayment-succ?orderNo=${orderNo}&kind=repay&ref=${link.ref}`);
    expect(await within(await screen.findByRole('dialog', { name: 'Оплата займа' })).findByText(/«Мои займы»/)).toBeVisible();
    first.unmount();
    const other = await getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/', amount: 5000 }, key());
    db.vendorResult(other.ref, 'ok');
    await renderApp(`/pages/dialogs/repayment-fail?orderNo=${orderNo}&kind=repay&ref=${other.ref}`);
    const dialog = await screen.findByRole('dialog', { name: 'Оплата займа' });
    expect(await within(dialog).findByText(/«Мои займы»/)).toBeVisible();
    expect(screen.queryByText(/Деньги не списаны/)).toBeNull();
  });

  it('a confirmed part payment finishes the amount typed for it: back on the page, the field shows what is owed now', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = borrower.orders[0]!.orderNo;
    const u = userEvent.setup();
    const first = await renderApp(page(orderNo));
    const field = await screen.findByLabelText('Сумма к оплате, ₸');
    await u.clear(field);
    await u.type(field, '5000');
    await u.click(screen.getByRole('button', { name: (n) => norm(n) === `Оплатить ${tenge(5000)}` }));
    await waitFor(() => expect(first.location().pathname).toBe('/pages/webview/tarlanPay'));
    first.unmount();
    db.vendorResult(db.state.users[borrower.phone]!.payments[0]!.ref, 'ok');
    const after = await repayInfo({ orderNo });
    await renderApp(page(orderNo, '&return=1'), { hash: true });
    const dialog = await screen.findByRole('dialog', { name: 'Оплата прошла' });
    await u.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByLabelText('Сумма к оплате, ₸')).toHaveValue(grouped(after.repayAmount));
  });

  it('a part: below the server minimum is refused at the field; "pay all" puts the whole sum back', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    const u = userEvent.setup();
    await renderApp(page(orderNo));
    const field = await screen.findByLabelText('Сумма к оплате, ₸');
    await u.clear(field);
    await u.type(field, '10');
    await u.click(screen.getByRole('button', { name: /^Оплатить \d/ }));
    expect(await screen.findByText(`Минимальная сумма — ${tenge(info.minPayment)}`, { normalizer: norm })).toBeVisible();
    await u.click(screen.getByRole('button', { name: (n) => norm(n) === `Оплатить всю сумму: ${tenge(info.repayAmount)}` }));
    await waitFor(() => expect(field).toHaveValue(grouped(info.repayAmount)));
  });
});

describe('a refresh that fails', () => {
  it('keeps the page and the amount typed, says the figures may be old, and tries again', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = borrower.orders[0]!.orderNo;
    const u = userEvent.setup();
    const { queryClient } = await renderApp(page(orderNo));
    const field = await screen.findByLabelText('Сумма к оплате, ₸');
    await u.clear(field);
    await u.type(field, '5000');
    server.use(http.post('*/api/prod/repayInfo', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByText(/Не удалось обновить данные — показаны прежние\./)).toBeVisible();
    expect(screen.getByLabelText('Сумма к оплате, ₸')).toHaveValue(grouped(5000));
    await u.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByText(/Не удалось обновить данные/)).toBeNull());
    expect(screen.getByLabelText('Сумма к оплате, ₸')).toHaveValue(grouped(5000));
  });
});

describe('paying by bank transfer', () => {
  it('Enter in the amount field with transfer chosen opens the details for that amount; no card payment starts', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = borrower.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    expect(info.partialAllowed).toBe(true);
    const part = Math.max(info.minPayment, Math.floor(info.repayAmount / 2));
    const u = userEvent.setup();
    const { location } = await renderApp(page(orderNo));
    await u.click(await screen.findByRole('radio', { name: 'Банковский перевод' }));
    const field = screen.getByLabelText('Сумма к оплате, ₸');
    await u.clear(field);
    await u.type(field, `${part}{Enter}`);
    await waitFor(() => expect(location().pathname).toBe('/pages/transfer/transfer'));
    expect(location().search).toBe(`?orderNo=${orderNo}&amount=${part}`);
    expect(await screen.findByRole('heading', { name: (n) => norm(n) === `Перевод ${tenge(part)}` })).toBeVisible();
    expect(db.state.users[borrower.phone]!.payments).toHaveLength(0);
  });

  it('an amount below the server minimum is refused at the field before the details open', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = borrower.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    const u = userEvent.setup();
    const { location } = await renderApp(page(orderNo));
    await u.click(await screen.findByRole('radio', { name: 'Банковский перевод' }));
    const field = screen.getByLabelText('Сумма к оплате, ₸');
    await u.clear(field);
    await u.type(field, '5');
    await u.click(screen.getByRole('button', { name: 'Реквизиты и квитанция' }));
    expect(await screen.findByText(`Минимальная сумма — ${tenge(info.minPayment)}`, { normalizer: norm })).toBeVisible();
    expect(location().pathname).toBe('/pages/webview/loanRepayment');
  });

  it('a hand-made address with an amount the server would refuse shows the whole sum owed, in the title and the details', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = borrower.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    expect(info.minPayment).toBeGreaterThan(1);
    await renderApp(`/pages/transfer/transfer?orderNo=${orderNo}&amount=1`);
    expect(await screen.findByRole('heading', { name: (n) => norm(n) === `Перевод ${tenge(info.repayAmount)}` })).toBeVisible();
  });
});

describe('repayment-copy', () => {
  it('copies each detail and confirms it was copied', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const u = userEvent.setup();
    // After setup: user-event puts its own clipboard on navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp(`/pages/dialogs/repayment-copy?orderNo=${orderNo}`);
    const dialog = await screen.findByRole('dialog', { name: 'Реквизиты для перевода' });
    const iban = await within(dialog).findAllByRole('button', { name: 'Скопировать: ИИК (IBAN)' });
    await u.click(iban[0]!);
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^KZ\d{2}[A-Z0-9]{16}$/));
    expect(iban[0]).toHaveTextContent('Скопировано');
    await u.click(within(dialog).getAllByRole('button', { name: 'Скопировать: Назначение платежа' })[0]!);
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(orderNo));
  });

  it('in Kazakh, with the glossary names of the details', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const u = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp(`/pages/dialogs/repayment-copy?orderNo=${user.orders[0]!.orderNo}`, { locale: 'kz' });
    const dialog = await screen.findByRole('dialog', { name: 'Аударым деректемелері' });
    await u.click((await within(dialog).findAllByRole('button', { name: 'Көшіру: БСН' }))[0]!);
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^\d{12}$/));
    expect(within(dialog).getAllByRole('button', { name: 'Көшіру: БСН' })[0]).toHaveTextContent('Көшірілді');
  });
});

describe('coupons and terminals at repayment', () => {
  it('a coupon lowers what is owed as the server says: the discount line and the new total', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    // The on-time coupon a payout brings (the seed puts the loan in place without the payout event).
    issueOnTimeCoupon(user, user.orders[0]!.dueDate!, db.ctx());
    const before = await repayInfo({ orderNo });
    const u = userEvent.setup();
    await renderApp(page(orderNo));
    await u.click(await screen.findByRole('button', { name: /^Купон/ }));
    const options = within(screen.getByRole('dialog')).getAllByRole('option');
    await u.click(options.find((o) => o.textContent !== 'Без купона')!);
    const after = await repayInfo({ orderNo });
    expect(after.discount).toBeGreaterThan(0);
    expect(after.repayAmount).toBe(before.repayAmount - after.discount);
    const breakdown = screen.getByRole('region', { name: 'Из чего складывается сумма' });
    await waitFor(() => expect(norm(within(breakdown).getByText('Скидка по купону').nextElementSibling?.textContent)).toBe(`−${tenge(after.discount)}`));
    expect(norm(within(breakdown).getByText('Итого на сегодня').nextElementSibling?.textContent)).toBe(tenge(after.repayAmount));
    // The amount to pay follows the new total.
    await waitFor(() => expect(screen.getByLabelText('Сумма к оплате, ₸')).toHaveValue(grouped(after.repayAmount)));
  });

  it('the terminal page is titled with the operator and gives the contract number and its steps (kz)', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    await renderApp(`/pages/webview/terminal?orderNo=${orderNo}&id=qiwi`, { locale: 'kz' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Qiwi терминалдары' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Көшіру: Шарт нөмірі' })).toBeVisible();
    expect(screen.getByText(user.orders[0]!.contractNo)).toBeVisible();
    expect(screen.getByText('Қолма-қол ақша салыңыз')).toBeVisible();
  });
});

describe('the review\'s defects on the repayment screens (ux.md section 4)', () => {
  const clipboard = () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return writeText;
  };

  it.each([
    ['ru', 'Реквизиты для перевода', 'Счёт в', 'Скопировать все реквизиты', 'Скопировать: Сумма, ₸', 'ИИК (IBAN)'],
    ['kz', 'Аударым деректемелері', '', 'Барлық деректемелерді көшіру', 'Көшіру: Сома, ₸', 'ЖСК (IBAN)'],
  ] as const)('%s, defects 9 and 19: a heading per bank, the amount grouped (copied as digits), and a copy-all action per bank', async (locale, title, accountPrefix, copyAll, copyAmount, ibanLabel) => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const info = await repayInfo({ orderNo });
    const u = userEvent.setup();
    const writeText = clipboard();
    await renderApp(`/pages/dialogs/repayment-copy?orderNo=${orderNo}`, { locale });
    const dialog = await screen.findByRole('dialog', { name: title });
    const banks = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(banks.map((h) => h.textContent)).toEqual(
      locale === 'ru' ? [`${accountPrefix} Kaspi Bank`, `${accountPrefix} Halyk Bank`] : ['Kaspi Bank шоты', 'Halyk Bank шоты'],
    );
    const kaspi = within(dialog).getByRole('region', { name: banks[0]!.textContent! });
    // Shown grouped like every other figure; copied as the digits a bank app's amount field takes.
    expect(within(kaspi).getByText((_, el) => el?.tagName === 'DD' && norm(el.textContent) === tenge(info.repayAmount, locale === 'kz' ? 'kk' : 'ru'))).toBeVisible();
    await u.click(within(kaspi).getByRole('button', { name: copyAmount }));
    expect(writeText).toHaveBeenLastCalledWith(String(info.repayAmount));
    // Everything of one bank in one tap.
    await u.click(within(kaspi).getByRole('button', { name: `${copyAll}: Kaspi Bank` }));
    const all = writeText.mock.lastCall![0] as string;
    expect(all).toContain('Kaspi Bank');
    expect(all).toMatch(new RegExp(`${ibanLabel.replace(/[()]/g, '\\$&')}: KZ\\d{2}[A-Z0-9]{16}`));
    expect(all).toContain(orderNo);
    expect(all).toContain(String(info.repayAmount));
    expect(all).not.toContain('Halyk');
  });

  it('defect 12: the certificate dialog opened from the transfer page does not put the focus (and the keyboard) on its pre-filled amount', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const u = userEvent.setup();
    await renderApp(`/pages/transfer/transfer?orderNo=${orderNo}`);
    await u.click(await screen.findByRole('button', { name: 'Загрузить квитанцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Квитанция об оплате' });
    const field = within(dialog).getByLabelText('Сумма перевода, ₸');
    expect(field).not.toHaveValue('');
    expect(document.activeElement).not.toBe(field);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.tagName).not.toBe('INPUT');
  });

  it('kz, defect 11 (fixed before; ru: LoanPage.test.tsx): the overdue copy that says to call gives the company\'s phone as a tel: link', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    await renderApp(page(user.orders[0]!.orderNo), { locale: 'kz' });
    const call = await screen.findByRole('link', { name: (n) => norm(n) === '+7 727 200 00 00' }, { timeout: 5000 });
    expect(call).toHaveAttribute('href', 'tel:+77272000000');
    expect(call.closest('p')).toHaveTextContent(/қоңырау шалыңыз/);
  });
});
