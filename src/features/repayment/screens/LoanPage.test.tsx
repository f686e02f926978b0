import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { getRepaymentLink, orderDetail, repayInfo, repayQuote } from '@/features/repayment/api';
import type { AppLocale } from '@/lib/i18n';
import { createOrder, transition } from '@/mocks/domain/lending';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';

const key = () => ({ idempotencyKey: crypto.randomUUID() });
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const tagOf = (locale: AppLocale) => (locale === 'kz' ? 'kk' : 'ru');
const tenge = (n: number, locale: AppLocale = 'ru') => `${new Intl.NumberFormat(tagOf(locale)).format(n)} ₸`.replace(/\s/g, ' ');
const page = (orderNo: string) => `/pages/loan/detail?orderNo=${orderNo}`;

/** The value beside a label inside a region. */
const valueOf = (region: HTMLElement, label: string | RegExp) => norm(within(region).getByText(label).nextElementSibling?.textContent);

const TEXT = {
  ru: {
    today: 'Долг на сегодня',
    principal: 'Основной долг',
    reward: 'Вознаграждение',
    total: 'Сумма погашения на сегодня',
    history: 'История платежей',
    repayment: 'Погашение',
    amount: 'Сумма',
    channel: 'Способ оплаты',
    card: 'Картой',
    toReward: 'На вознаграждение',
    toPrincipal: 'На основной долг',
    receipt: /^Квитанция об оплате №\s\S+$/,
    quote: 'Сумма на другой день',
    quoteDate: /^День погашения/,
    done: 'Готово',
    quoteTotal: 'Сумма погашения в выбранный день',
    pay: (amount: string) => `Погасить ${amount}`,
    overdue: 'Заём просрочен',
    overdueDays: 'Просрочка: 3 дня',
    penaltySoFar: 'Пеня за эту просрочку',
    stopsOn: (date: string) => `Последний день начисления пени — ${date}: после него пеня больше не растёт.`,
    call: 'Позвонить: +7 727 200 00 00',
    write: 'Написать в «Обратную связь»',
    repaid: 'Заём погашен',
    repaidText: (date: string) => `Заём полностью погашен ${date}. Долга нет.`,
    download: 'Скачать справку',
    share: 'Поделиться справкой',
    certificateTitle: 'Справка о задолженности',
    certificateRepaid: 'Микрокредит погашен полностью',
    failed: 'Деньги не переведены на карту',
    changeCard: 'Указать другую карту',
    payoutFailed: 'Перевод на карту не прошёл',
    timeline: 'История займа',
    documents: 'Документы',
    contract: 'Договор о предоставлении микрокредита',
    company: 'О компании',
    missing: 'Заём не выбран. Откройте его из раздела «Мои займы».',
    notFound: 'Такого займа нет среди ваших.',
  },
  kz: {
    today: 'Бүгінгі берешек',
    principal: 'Негізгі борыш',
    reward: 'Сыйақы',
    total: 'Бүгінгі өтеу сомасы',
    history: 'Төлемдер тарихы',
    repayment: 'Өтеу',
    amount: 'Сомасы',
    channel: 'Төлеу тәсілі',
    card: 'Картамен',
    toReward: 'Сыйақыға',
    toPrincipal: 'Негізгі борышқа',
    receipt: /^№\s\S+ төлем түбіртегі$/,
    quote: 'Басқа күнгі сома',
    quoteDate: /^Өтеу күні/,
    done: 'Дайын',
    quoteTotal: 'Таңдалған күнгі өтеу сомасы',
    pay: (amount: string) => `Қарызды өтеу: ${amount}`,
    overdue: 'Қарыздың мерзімі өтті',
    overdueDays: 'Мерзімі өткен күндер: 3',
    penaltySoFar: 'Мерзімі өткен күндер үшін өсімпұл',
    stopsOn: (date: string) => `Өсімпұл есептелетін соңғы күн — ${date}: одан кейін өсімпұл өспейді.`,
    call: 'Қоңырау шалу: +7 727 200 00 00',
    write: '«Кері байланыс» арқылы жазу',
    repaid: 'Қарыз өтелді',
    repaidText: (date: string) => `Қарыз толық өтелді, берешек жоқ. Өтелген күні: ${date}.`,
    download: 'Анықтаманы жүктеп алу',
    share: 'Анықтаманы бөлісу',
    certificateTitle: 'Берешек туралы анықтама',
    certificateRepaid: 'Микрокредит толық өтелді',
    failed: 'Ақша картаға аударылмады',
    changeCard: 'Басқа картаны көрсету',
    payoutFailed: 'Картаға аударым өтпеді',
    timeline: 'Қарыз тарихы',
    documents: 'Құжаттар',
    contract: 'Микрокредит беру туралы шарт',
    company: 'Компания туралы',
    missing: 'Қарыз таңдалмаған. Оны «Менің қарыздарым» бөлімінен ашыңыз.',
    notFound: 'Сіздің қарыздарыңыздың арасында мұндай қарыз жоқ.',
  },
} as const;

/** A card payment of `amount` that the provider confirmed (the sandbox applies it at the next call). */
async function paidByCard(orderNo: string, amount: number) {
  const link = await getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/', amount }, key());
  db.vendorResult(link.ref, 'ok');
  return link.ref;
}

afterEach(() => vi.restoreAllMocks());

describe.each(['ru', 'kz'] as const)('The loan page (%s)', (locale) => {
  const L = TEXT[locale];

  it('an active loan with a part paid: today’s debt by part, the payment and what it covered, a quote for the due date, and «Погасить» with today’s amount', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    await paidByCard(orderNo, 10_000);
    const info = await repayInfo({ orderNo });
    const { today: owed, payments } = await orderDetail({ orderNo });
    // The server's figures agree: the payment went to reward and principal, the principal went down by its part,
    // and what is owed today is repayInfo's total.
    const covered = payments[0]!.covered;
    expect(covered.reward + covered.principal).toBe(10_000);
    expect(owed!.principal).toBe(30_000 - covered.principal);
    expect(owed!.total).toBe(info.repayAmount);
    await renderApp(page(orderNo), { locale });

    const today = await screen.findByRole('region', { name: L.today });
    expect(valueOf(today, L.principal)).toBe(tenge(owed!.principal, locale));
    expect(valueOf(today, L.reward)).toBe(tenge(owed!.reward, locale));
    expect(valueOf(today, L.total)).toBe(tenge(info.repayAmount, locale));

    const history = screen.getByRole('region', { name: L.history });
    const payment = within(history).getByRole('article', { name: L.repayment });
    expect(valueOf(payment, L.amount)).toBe(tenge(10_000, locale));
    expect(valueOf(payment, L.channel)).toBe(L.card);
    expect(valueOf(payment, L.toPrincipal)).toBe(tenge(covered.principal, locale));
    expect(valueOf(payment, L.toReward)).toBe(tenge(covered.reward, locale));
    expect(within(payment).getByRole('link', { name: L.receipt })).toBeVisible();

    // The due date's amount without a tap (the server's quote for it), and any day up to it a pick away.
    const u = userEvent.setup();
    const quote = screen.getByRole('region', { name: L.quote });
    await waitFor(() => expect(within(quote).queryByText(L.quoteTotal)).not.toBeNull());
    expect(valueOf(quote, L.quoteTotal)).toBe(tenge(info.dueDateAmount, locale));
    await u.click(within(quote).getByRole('button', { name: L.quoteDate }));
    await u.click(screen.getByRole('button', { name: L.done }));
    await waitFor(() => expect(within(quote).queryByText(L.quoteTotal)).not.toBeNull());
    expect(valueOf(quote, L.quoteTotal)).toBe(tenge(info.dueDateAmount, locale));
    const onDue = await repayQuote({ orderNo, date: info.dueDate! });
    expect(onDue.reward).toBeGreaterThan(0);
    expect(valueOf(quote, L.principal)).toBe(tenge(onDue.principal, locale));
    expect(valueOf(quote, L.reward)).toBe(tenge(onDue.reward, locale));

    const pay = screen.getByRole('link', { name: (n) => norm(n) === L.pay(tenge(info.repayAmount, locale)) });
    expect(pay).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${orderNo}`);
  });

  it('an overdue loan: the days late, the penalty so far, the last day it accrues, and the company’s phone to call', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    const orderNo = user.orders[0]!.orderNo;
    const detail = await orderDetail({ orderNo });
    const overdue = detail.overdue!;
    expect(overdue.penaltySoFar).toBeGreaterThan(0);
    await renderApp(page(orderNo), { locale });

    const section = await screen.findByRole('region', { name: L.overdue });
    expect(within(section).getByText(L.overdueDays)).toBeVisible();
    expect(valueOf(section, L.penaltySoFar)).toBe(tenge(overdue.penaltySoFar, locale));
    expect(within(section).getByText((_, el) => el?.tagName === 'P' && norm(el.textContent) === norm(L.stopsOn(formatDate(overdue.penaltyStopsOn!, tagOf(locale)))))).toBeVisible();
    const call = await within(section).findByRole('link', { name: (n) => norm(n) === L.call });
    expect(call).toHaveAttribute('href', 'tel:+77272000000');
    expect(within(section).getByRole('link', { name: L.write })).toHaveAttribute('href', '/pages/personal/feedback');
    // No quote past the due date: the amount today is what it is.
    expect(screen.queryByRole('region', { name: L.quote })).toBeNull();
  });

  it('a repaid loan: the day it was repaid, and a debt certificate saved as a file in the borrower’s language', async () => {
    const { user } = await seededAs(db, { stage: 'repaid' });
    const order = user.orders[0]!;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      files.push(b);
      return 'blob:test/certificate';
    });
    URL.revokeObjectURL = vi.fn();
    await renderApp(page(order.orderNo), { locale });

    const repaid = await screen.findByRole('region', { name: L.repaid });
    // The day in Kazakhstan, as the app dates it (from 19:00 UTC on, that is the UTC date's next day).
    const day = formatDate(kzDay(new Date(order.repaidAt!).getTime()), tagOf(locale));
    expect(norm(within(repaid).getByText((_, el) => el?.tagName === 'P' && /\d{4}/.test(el.textContent ?? '')).textContent)).toBe(norm(L.repaidText(day)));
    expect(screen.queryByRole('link', { name: /^(Погасить|Қарызды өтеу:)/ })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: L.download }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(new RegExp(`${order.orderNo}.*\\.html$`));
    expect(clicked[0]!.getAttribute('href')).toBe('blob:test/certificate');
    const content = await files[0]!.text();
    expect(content).toContain(`<h1>${L.certificateTitle}</h1>`);
    expect(content).toContain(L.certificateRepaid);
    // The document never enters the app's page.
    expect(document.body.textContent).not.toContain(L.certificateRepaid);
  });

  it('a failed payout: says so, offers another card for this order, and has nothing to pay', async () => {
    const { user } = await seededAs(db, { stage: 'with_card' });
    const ctx = db.ctx();
    const order = createOrder(
      user,
      { amount: 20_000, days: 7, discount: 0, couponId: null, scenario: 'payout_fail', card: { bankName: 'Kaspi Bank', last4: '6789' } },
      ctx,
    );
    for (const event of ['approve', 'payout_start', 'payout_fail'] as const) transition(order, event, ctx.now);
    db.commit();
    await renderApp(page(order.orderNo), { locale });

    const failed = await screen.findByRole('region', { name: L.failed });
    expect(within(failed).getByRole('link', { name: L.changeCard }).getAttribute('href')).toBe(
      `/pages/bankInfo/bank-select?orderNo=${order.orderNo}&redirect=${encodeURIComponent(`/pages/loan/detail?orderNo=${order.orderNo}`)}`,
    );
    expect(within(screen.getByRole('region', { name: L.timeline })).getByText(L.payoutFailed)).toBeVisible();
    expect(within(screen.getByRole('region', { name: L.documents })).getByRole('link', { name: L.contract })).toBeVisible();
    expect(screen.queryByRole('button', { name: L.download })).toBeNull();
    expect(screen.queryByRole('region', { name: L.today })).toBeNull();
    expect(await screen.findByRole('region', { name: L.company })).toBeVisible();
  });

  it('without an order, or with one that is not the borrower’s, says so and leads to My loans', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const first = await renderApp('/pages/loan/detail', { locale });
    expect(await screen.findByText(L.missing)).toBeVisible();
    first.unmount();
    await renderApp(page('BZ000000000000'), { locale });
    expect(await screen.findByText(L.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: locale === 'kz' ? 'Менің қарыздарым' : 'Мои займы' })).toHaveAttribute('href', '/pages/personal/loan_order');
  });
});

describe('The loan page: sharing, links to it, and the overdue phone on the repayment page', () => {
  it('shares the certificate as a file where the browser can, in Kazakh', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const shared: ShareData[] = [];
    Object.assign(navigator, {
      share: vi.fn((data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      }),
      canShare: vi.fn(() => true),
    });
    try {
      await renderApp(page(user.orders[0]!.orderNo), { locale: 'kz' });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Анықтаманы бөлісу' }));
      await waitFor(() => expect(shared).toHaveLength(1));
      const file = shared[0]!.files![0]!;
      expect(file.type).toBe('text/html');
      const text = await file.text();
      expect(text).toContain('<html lang="kk">');
      expect(text).toContain('Шарт бойынша берешек (есептеу күні:');
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    }
  });

  it('every loan in My loans, and the loan on the Loans tab, opens its page', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const u = userEvent.setup();
    const list = await renderApp('/pages/personal/loan_order');
    await u.click(await screen.findByRole('link', { name: 'Подробнее о займе' }));
    await waitFor(() => expect(list.location().pathname + list.location().search).toBe(page(orderNo)));
    expect(await screen.findByRole('heading', { name: (n) => norm(n) === `Заём № ${orderNo}` })).toBeVisible();
    list.unmount();
    const tab = await renderApp('/', { locale: 'kz' });
    await u.click(await screen.findByRole('link', { name: 'Қарыз туралы толығырақ' }));
    await waitFor(() => expect(tab.location().pathname + tab.location().search).toBe(page(orderNo)));
  });

  it('the overdue repayment page gives the company’s phone to call (copy review M1)', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    await renderApp(`/pages/webview/loanRepayment?orderNo=${user.orders[0]!.orderNo}`);
    const phone = await screen.findByRole('link', { name: (n) => norm(n) === '+7 727 200 00 00' });
    expect(phone).toHaveAttribute('href', 'tel:+77272000000');
    expect(norm(phone.closest('p')?.textContent)).toBe(
      'Если вам трудно погасить заём, вы вправе попросить нас изменить условия: позвоните нам по номеру +7 727 200 00 00 или напишите в «Обратную связь».',
    );
    expect(screen.getByRole('link', { name: '«Обратную связь»' })).toHaveAttribute('href', '/pages/personal/feedback');
  });
});
