/**
 * The Loans tab by state (issue 25): one card per state with its headline, its label and its one main
 * action, in Russian and Kazakh, from the sandbox's own figures; and the defects of ux.md section 4 that
 * the tab had (4, 5, 6, 10, 23).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../../tests/render';
import type { AppLocale } from '@/lib/i18n';
import { loanUserInfo, submitOrder } from '@/features/loan-application/api';
import { userInfo } from '@/features/account/api';
import { useSession } from '@/stores/session';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const tenge = (n: number) => `${new Intl.NumberFormat('ru').format(n)} ₸`.replace(/\s/g, ' ');
const tag = (l: AppLocale) => (l === 'kz' ? 'kk' : 'ru');
const key = () => ({ idempotencyKey: crypto.randomUUID() });
/** The headline as a borrower reads it: its label and the figure, in one line. */
const headline = (card: HTMLElement) => norm(card.querySelector('p:has(> strong)')?.textContent);

const T = {
  ru: {
    active: 'Ваш заём',
    overdue: 'Заём просрочен',
    pay: 'Погасить заём',
    extend: 'Продлить заём',
    repayBy: (date: string, amount: string) => `Вернуть до ${date}: ${amount}`,
    late: (amount: string) => `Просроченная задолженность: ${amount}`,
    today: (amount: string, saving: string) => `Погасить сегодня: ${amount}, экономия ${saving}`,
    opens: (date: string) => `Продление — с ${date}`,
    soon: 'До даты возврата осталось 2 дня',
    lateDays: 'Просрочка: 3 дня',
    penalty: (amount: string) => `Пеня на сегодня: ${amount}`,
    call: 'Позвонить: +7 727 200 00 00',
    review: 'Заявка на рассмотрении',
    reviewNext: 'О решении мы напишем в разделе «Сообщения», а эта страница обновится сама.',
    supplement: 'Нужны новые фото',
    selfie: 'Сделайте новое селфи: лицо целиком, при хорошем свете.',
    upload: 'Загрузить фото',
    rejected: 'Заявка отклонена',
    checkForm: 'Проверить анкету',
    failed: 'Не удалось перевести деньги на карту',
    changeCard: 'Сменить способ выплаты',
    approved: 'Заём одобрен',
    details: 'Подробнее',
    payoutNext: 'Как только деньги поступят, здесь появится сумма к возврату и дата возврата.',
    total: 'Сумма к возврату',
    repaid: (date: string) => `Прошлый заём погашен ${date} — можно взять новый.`,
    slider: 'Сумма займа',
  },
  kz: {
    active: 'Сіздің қарызыңыз',
    overdue: 'Қарыздың мерзімі өтті',
    pay: 'Қарызды өтеу',
    extend: 'Қарыз мерзімін ұзарту',
    repayBy: (date: string, amount: string) => `Қайтару күні — ${date}, сомасы: ${amount}`,
    late: (amount: string) => `Мерзімі өткен берешек: ${amount}`,
    today: (amount: string, saving: string) => `Бүгін өтесеңіз: ${amount}, үнемдейсіз: ${saving}`,
    opens: (date: string) => `Қарыз мерзімін ұзартуға болатын алғашқы күн: ${date}`,
    soon: 'Қайтару күніне 2 күн қалды',
    lateDays: 'Мерзімі өткен күндер: 3',
    penalty: (amount: string) => `Бүгінгі өсімпұл: ${amount}`,
    call: 'Қоңырау шалу: +7 727 200 00 00',
    review: 'Өтінім қаралуда',
    reviewNext: 'Шешім туралы «Хабарламалар» бөлімінде жазамыз, ал бұл бет өзі жаңарады.',
    supplement: 'Жаңа суреттер қажет',
    selfie: 'Жаңа селфи түсіріңіз: бет толық көрінетіндей, жарық жақсы жерде.',
    upload: 'Суреттерді жүктеу',
    rejected: 'Өтінім қабылданбады',
    checkForm: 'Сауалнаманы тексеру',
    failed: 'Ақшаны картаға аудару мүмкін болмады',
    changeCard: 'Ақша алу тәсілін өзгерту',
    approved: 'Қарыз мақұлданды',
    details: 'Толығырақ',
    payoutNext: 'Ақша түскен соң мұнда қайтарылатын сома мен қайтару күні көрсетіледі.',
    total: 'Қайтарылатын сома',
    repaid: (date: string) => `Алдыңғы қарыз өтелді: ${date}. Жаңасын алуға болады.`,
    slider: 'Қарыз сомасы',
  },
} as const;

// The tab's and the Me tab's code is loaded on demand: transformed once here, so the first test's findBy
// waits for the page, not for the test runner's first transform of those modules on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('@/features/loan-application/components/SignedInLoansTab'),
    import('@/features/loan-application/components/ApplyForm'),
    import('@/features/account/screens/MeTab'),
  ]);
}, 60_000);

describe.each(['ru', 'kz'] as const)('Loans tab cards (%s)', (locale) => {
  const l = T[locale];
  const date = (iso: string) => norm(formatDate(iso, tag(locale)));

  it('active: «return by the due date» in large type from the server, today’s figure and saving below, one button to pay; the extension’s opening day instead of its button (defect 10)', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const { order, due } = await loanUserInfo();
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.active });
    // A fresh 30 000 ₸ loan for 14 days: 30 630 ₸ on the due date, 30 045 ₸ today (ux.md top ten #3).
    expect(due).toMatchObject({ dueAmount: 30_630, saving: 585, dueSoon: false, extension: { available: false } });
    expect(headline(card)).toBe(l.repayBy(date(order!.dueDate!), tenge(30_630)));
    expect(within(card).getByText(tenge(30_630)).tagName).toBe('STRONG');
    expect(within(card).getByText(l.today(tenge(30_045), tenge(585)))).toBeVisible();
    expect(within(card).getByRole('link', { name: l.pay })).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${order!.orderNo}`);
    expect(within(card).queryByRole('link', { name: l.extend })).toBeNull();
    expect(within(card).getByText(l.opens(date(due!.extension.opensOn!)))).toBeVisible();
  });

  it('due soon: the days left and the extension offered, because the server says it can be paid', async () => {
    await seededAs(db, { stage: 'due_soon' });
    const { due } = await loanUserInfo();
    expect(due).toMatchObject({ daysLeft: 2, dueSoon: true, extension: { available: true, opensOn: null } });
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.active });
    expect(within(card).getByText(l.soon)).toBeVisible();
    expect(headline(card)).toContain(tenge(due!.dueAmount));
    expect(within(card).getByRole('link', { name: l.pay })).toBeVisible();
    expect(within(card).getByRole('link', { name: l.extend })).toBeVisible();
  });

  it('overdue (defect 5, 11): the danger headline with what is owed, the days late, the penalty so far, pay, and the company’s phone', async () => {
    await seededAs(db, { stage: 'overdue' });
    const { order, due } = await loanUserInfo();
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.overdue });
    expect(due!.dueAmount).toBe(order!.repayAmount);
    expect(order!.penalty).toBeGreaterThan(0);
    expect(headline(card)).toBe(l.late(tenge(order!.repayAmount)));
    expect(within(card).getByText(l.lateDays)).toBeVisible();
    expect(within(card).getByText(l.penalty(tenge(order!.penalty)))).toBeVisible();
    expect(within(card).getByRole('link', { name: l.pay })).toBeVisible();
    const call = await within(card).findByRole('link', { name: (n) => norm(n) === l.call });
    expect(call).toHaveAttribute('href', 'tel:+77272000000');
  });

  it('under review: restates the application and says where the decision will be told', async () => {
    await seededAs(db, { stage: 'in_review' });
    const { order } = await loanUserInfo();
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.review });
    expect(norm(within(card).getByText(l.total).nextElementSibling?.textContent)).toBe(tenge(order!.repayAmount));
    expect(within(card).getByText(tenge(30_000))).toBeVisible();
    expect(within(card).getByText(date(kzDay(Date.parse(order!.createdAt))))).toBeVisible();
    expect(within(card).getByText(l.reviewNext)).toBeVisible();
  });

  it('new photos: names the photo to redo and leads there', async () => {
    await seededAs(db, { stage: 'supplement', supplement: 'selfie' });
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.supplement });
    expect(within(card).getByText(l.selfie)).toBeVisible();
    expect(within(card).getByRole('link', { name: l.upload })).toHaveAttribute('href', '/pages/info/photoCard?supplement=1');
  });

  it('refused: the countdown, what to do meanwhile, and the application restated', async () => {
    const { phone } = await seededAs(db, { stage: 'with_card' });
    db.setScenario('reject', phone);
    await submitOrder({ amount: 20_000, days: 7 }, key());
    db.advance(phone, true);
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.rejected });
    expect(within(card).getByRole('timer')).toBeVisible();
    expect(within(card).getByRole('link', { name: l.checkForm })).toHaveAttribute('href', '/pages/personal/material');
    expect(within(card).getByText(tenge(20_000))).toBeVisible();
  });

  it('approved, awaiting payout: where the money goes, the details, and what the tab shows next', async () => {
    const { phone } = await seededAs(db, { stage: 'with_card' });
    await submitOrder({ amount: 20_000, days: 7 }, key());
    db.advance(phone);
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.approved });
    expect(within(card).getByRole('button', { name: l.details })).toBeVisible();
    expect(within(card).getByText(l.payoutNext)).toBeVisible();
    expect(within(card).getByText(tenge(20_000))).toBeVisible();
  });

  it('payout failed: change the card, with what was approved', async () => {
    const { phone } = await seededAs(db, { stage: 'with_card' });
    db.setScenario('payout_fail', phone);
    await submitOrder({ amount: 20_000, days: 7 }, key());
    db.advance(phone, true);
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.failed });
    expect(within(card).getByRole('link', { name: l.changeCard })).toBeVisible();
    expect(within(card).getByText(tenge(20_000))).toBeVisible();
  });

  it('repaid: the offer, with one line that the last loan is repaid', async () => {
    await seededAs(db, { stage: 'repaid' });
    const { order } = await loanUserInfo();
    await renderApp('/', { locale });
    expect(await screen.findByRole('slider', { name: l.slider })).toBeVisible();
    expect(screen.getByText(l.repaid(date(kzDay(Date.parse(order!.repaidAt!)))))).toBeVisible();
  });
});

describe('Loans tab defects (ux.md section 4)', () => {
  it.each(['ru', 'kz'] as const)('defect 6 (%s): the Me tab shows the Loans tab’s headline, same label, figure and date', async (locale) => {
    await seededAs(db, { stage: 'active_loan' });
    const { order, due } = await loanUserInfo();
    const { currentLoan } = await userInfo();
    expect(currentLoan!.repayAmount).toBe(due!.dueAmount);
    const first = await renderApp('/', { locale });
    const tab = headline(await screen.findByRole('region', { name: T[locale].active }));
    first.unmount();
    await renderApp('/pages/home/my', { locale });
    const me = await screen.findByText((_, el) => el?.tagName === 'P' && el.querySelector('strong') !== null && norm(el.textContent).includes(tenge(30_630)));
    expect(norm(me.textContent)).toBe(tab);
    expect(tab).toBe(T[locale].repayBy(norm(formatDate(order!.dueDate!, tag(locale))), tenge(30_630)));
  });

  it('defect 4: the coupon notice comes below the loan card, never above it', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    user.coupons.unshift({ id: 'C4', title: 'Скидка', titleKz: 'Жеңілдік', amount: 500, scope: 'repay', minAmount: 0, validUntil: '2099-01-15', used: false });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Ваш заём' });
    const notice = await screen.findByRole('link', { name: 'У вас есть купон на скидку' });
    expect(card.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('defect 23: an onboarded borrower under a server error sees one error card, about the loan, not the form’s sections', async () => {
    const { phone } = await seededAs(db, { stage: 'active_loan' });
    // What the last answer left in the store: this borrower finished onboarding.
    useSession.setState((s) => ({ userData: { ...s.userData, step: 100 } }));
    db.setScenario('server_error', phone);
    await renderApp('/');
    expect(await screen.findByText('Не удалось загрузить данные о займе')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Повторить/ })).toHaveLength(1));
    expect(screen.queryByText(/сколько разделов анкеты заполнено/)).toBeNull();
  });

  it('defect 23, still: a borrower not known to be onboarded gets the onboarding error', async () => {
    server.use(http.post('*/api/user/getStepInfo', () => HttpResponse.json({ code: 500, msg: 'down', data: null })));
    await seededAs(db, { stage: 'onboarded' });
    await renderApp('/');
    expect(await screen.findByText(/сколько разделов анкеты заполнено/)).toBeVisible();
  });
});
