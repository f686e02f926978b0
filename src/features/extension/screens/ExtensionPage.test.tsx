import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { pageBeneath, renderApp, seededAs } from '../../../../tests/render';
import { extensionInfoV2, getLoanPayLink, type ExtensionInfoV2Response } from '@/features/extension/api';
import { getRepaymentLink } from '@/features/repayment/api';
import { lastOrder } from '@/shared/api/orderApi';
import { repayInfo } from '@/shared/api/payment';
import { PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from '@/shared/payment/cardPayment';
import { PAYMENT_RECENT_MS } from '@/shared/payment/verdict';
import type { AppLocale } from '@/lib/i18n';
import { formatDate as formatDateRaw, formatTenge } from '@/utils/format';
import { loseNextAnswer } from '@/mocks/testing';
import { shiftLoanDays } from '@/mocks/domain/lending';

/** A date as Testing Library reads it: its text matcher turns the no-break spaces inside a date into plain ones. */
const formatDate = (...args: Parameters<typeof formatDateRaw>) => formatDateRaw(...args).replace(/\u00a0/g, ' ');

const key = () => ({ idempotencyKey: crypto.randomUUID() });
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const tenge = (n: number, tag: 'ru' | 'kk' = 'ru') => norm(formatTenge(n, tag));
/** The value shown next to a term of a figures list. */
const figure = (term: string) => norm(screen.getByText(term).nextElementSibling?.textContent);
const PAGE = '/pages/extension/extension';

/** A borrower whose loan is due in 2 days (inside the window), and the server's offers for it. */
async function dueSoon() {
  await seededAs(db, { stage: 'due_soon' });
  const order = (await lastOrder({ page: 1 })).order!;
  const info = await extensionInfoV2({ orderNo: order.orderNo });
  return { order, info };
}

/** A pay link made as the page would make it, with what the provider's page then reported. */
async function paidOnProvider(orderNo: string, days: number, result: 'ok' | 'fail' | 'cancel' | null) {
  const link = await getLoanPayLink({ orderNo, days, returnUrl: `http://localhost/#${PAGE}?orderNo=${orderNo}&days=${days}&return=1` }, key());
  if (result) db.vendorResult(link.ref, result);
  return link;
}

/** The return page's clock (its polls and how long it has waited), faked. */
function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Every poll of the return page, on the fake clock, until it has waited as long as it waits. */
async function pollThrough() {
  for (let waited = 0; waited <= PAYMENT_WAIT_MS; waited += PAYMENT_POLL_MS) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
  }
}

/** Beneath the result dialog: the extension page, for the term paid. */
function expectExtensionBeneath(days: number) {
  expect(within(pageBeneath()).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Продление займа');
  expect(within(pageBeneath()).getByRole('radio', { name: `${days} дней`, hidden: true })).toBeChecked();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('extension: the terms on offer', () => {
  it('shows the loan today and the server’s terms; the first is chosen, switching changes the figures', async () => {
    const { order, info } = await dueSoon();
    expect(info.available).toBe(true);
    const [seven, fourteen] = info.options;
    const user = userEvent.setup();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`);

    const current = await screen.findByRole('region', { name: 'Ваш заём' });
    const today = await repayInfo({ orderNo: order.orderNo });
    expect(within(current).getByText(formatDate(today.dueDate!, 'ru'))).toBeVisible();
    expect(norm(within(current).getByText('Сумма погашения на сегодня').nextElementSibling?.textContent)).toBe(tenge(today.repayAmount));

    const group = await screen.findByRole('group', { name: 'На сколько продлить' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['7 дней', '14 дней']);
    expect(within(group).getByRole('radio', { name: '7 дней' })).toBeChecked();
    expect(figure('Новая дата возврата')).toBe(norm(formatDate(seven!.newDueDate, 'ru')));
    expect(figure('К оплате для продления')).toBe(tenge(seven!.fee));
    expect(figure('Сумма к возврату в новую дату')).toBe(tenge(seven!.newRepayAmount));
    expect(screen.getByText(/пеня, если заём просрочен; отдельной платы за продление нет\. Основной долг не уменьшается/)).toBeVisible();
    expect(screen.getByText(/Visa или Mastercard на странице платёжной системы.*карту Kaspi/)).toBeVisible();
    expect(screen.getByRole('button', { name: `Оплатить ${formatTenge(seven!.fee, 'ru')}` })).toBeEnabled();

    // The keyboard moves between the terms as well as a tap.
    within(group).getByRole('radio', { name: '7 дней' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '14 дней' })).toBeChecked();
    expect(figure('Новая дата возврата')).toBe(norm(formatDate(fourteen!.newDueDate, 'ru')));
    expect(figure('Сумма к возврату в новую дату')).toBe(tenge(fourteen!.newRepayAmount));
    expect(figure('К оплате для продления')).toBe(tenge(fourteen!.fee));
  });

  it.each(['ru', 'kz'] as const)('%s: the supplementary agreement of the chosen term, readable before paying for it', async (locale) => {
    const { order, info } = await dueSoon();
    const fourteen = info.options[1]!;
    const tag = locale === 'ru' ? 'ru' : 'kk';
    const user = userEvent.setup();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`, { locale });
    const name = locale === 'ru' ? 'Проект дополнительного соглашения' : 'Қосымша келісімнің жобасы';
    await user.click(await screen.findByRole('radio', { name: locale === 'ru' ? '14 дней' : '14 күн' }));
    await user.click(screen.getByRole('link', { name }));
    // The server's document for the chosen term, in the borrower's language: its new due date and what paying costs.
    const frame = await waitFor(() => {
      const f = document.querySelector('iframe');
      expect(f).not.toBeNull();
      return f!;
    });
    const params = new URL(frame.getAttribute('src')!).searchParams;
    const values = [...params.entries()].filter(([k]) => /^v\d+$/.test(k)).map(([, v]) => norm(v));
    expect(values).toContain(norm(formatDate(fourteen.newDueDate, tag)));
    expect(values).toContain(tenge(fourteen.fee, tag));
    expect(params.get('lang')).toBe(locale);
  });

  it('without an order number the newest order is meant; days from the address preselect a term on offer', async () => {
    const { info } = await dueSoon();
    await renderApp(`${PAGE}?days=14`);
    expect(await screen.findByRole('radio', { name: '14 дней' })).toBeChecked();
    expect(figure('Новая дата возврата')).toBe(norm(formatDate(info.options[1]!.newDueDate, 'ru')));
  });

  it('days not on offer fall back to the first term', async () => {
    const { order } = await dueSoon();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=30`);
    expect(await screen.findByRole('radio', { name: '7 дней' })).toBeChecked();
  });

  it('a lost answer, then a reload: paying for the same term again sends the same key and makes one payment', async () => {
    const { order, info } = await dueSoon();
    const lost = loseNextAnswer(server, db, '/api/prod/getLoanPayLink');
    const user = userEvent.setup();
    const first = await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    await user.click(await screen.findByRole('button', { name: `Оплатить ${formatTenge(info.options[0]!.fee, 'ru')}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    first.unmount();
    const { location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    await user.click(await screen.findByRole('button', { name: `Оплатить ${formatTenge(info.options[0]!.fee, 'ru')}` }));
    await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(db.state.users['77011234567']!.payments.filter((p) => p.kind === 'extension')).toHaveLength(1);
  });

  it('pay opens the payment page with the address the server made, returning here with the term; a double tap makes one link', async () => {
    const { order, info } = await dueSoon();
    const made: { url: string; ref: string }[] = [];
    const keys: (string | null)[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (new URL(request.url).pathname.endsWith('/api/prod/getLoanPayLink')) {
        keys.push(request.headers.get('Idempotency-Key'));
        made.push(((await response.clone().json()) as { data: { url: string; ref: string } }).data);
      }
    });
    const user = userEvent.setup();
    const { container, location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    await user.click(await screen.findByRole('radio', { name: '14 дней' }));
    await user.dblClick(screen.getByRole('button', { name: `Оплатить ${formatTenge(info.options[1]!.fee, 'ru')}` }));

    await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
    server.events.removeAllListeners();
    const payments = db.state.users['77011234567']!.payments;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ kind: 'extension', days: 14, orderNo: order.orderNo, amount: info.options[1]!.fee });
    expect(new Set(keys).size).toBe(1);
    const frame = await waitFor(() => {
      const f = container.querySelector('iframe');
      expect(f).not.toBeNull();
      return f!;
    });
    expect(frame.getAttribute('src')).toContain(made[0]!.url.replace(/^https?:\/\/[^/]+/, ''));
    const back = new URL(frame.getAttribute('src')!, 'http://localhost').searchParams.get('return')!;
    expect(back).toMatch(new RegExp(`#${PAGE}\\?orderNo=${order.orderNo}&days=14&return=1$`));
  });

  it('a refused pay link shows the server’s message and keeps the chosen term; the same attempt keeps its key, another term gets a new one', async () => {
    const { order } = await dueSoon();
    const sent: { days: number; key: string | null }[] = [];
    server.use(
      http.post('*/api/prod/getLoanPayLink', async ({ request }) => {
        sent.push({ days: ((await request.clone().json()) as { days: number }).days, key: request.headers.get('Idempotency-Key') });
        return sent.length <= 2 ? HttpResponse.json({ code: 4007, msg: 'wrong order state', data: null }) : undefined;
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    await user.click(await screen.findByRole('radio', { name: '14 дней' }));
    await user.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот срок продления сейчас недоступен. Проверьте условия и попробуйте снова.');
    expect(screen.getByRole('radio', { name: '14 дней' })).toBeChecked();
    expect(location().pathname).toBe(PAGE);
    // Trying again is the same attempt: the same key.
    await user.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeVisible();
    // Another term is a new attempt: a new key; this time the server makes the link.
    await user.click(screen.getByRole('radio', { name: '7 дней' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
    expect(sent.map((s) => s.days)).toEqual([14, 14, 7]);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(db.state.users['77011234567']!.payments[0]).toMatchObject({ days: 7 });
  });

  it('a failed read says so and retries', async () => {
    const { order } = await dueSoon();
    server.use(http.post('*/api/prod/extensionInfoV2', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    const user = userEvent.setup();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    expect(await screen.findByText('Не удалось загрузить данные о займе')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radio', { name: '7 дней' })).toBeChecked();
  });

  it('each read has its own error state: the loan today failing leaves the terms usable', async () => {
    const { order } = await dueSoon();
    server.use(http.post('*/api/prod/repayInfo', () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    expect(await screen.findByText('Не удалось загрузить данные о займе')).toBeVisible();
    expect(await screen.findByRole('radio', { name: '7 дней' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Ваш заём' })).toBeVisible();
  });

  it('without an order number, a failed read of the newest order says so and retries', async () => {
    await dueSoon();
    server.use(http.post('*/api/loan/lastOrder', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    const user = userEvent.setup();
    await renderApp(PAGE);
    expect(await screen.findByText('Не удалось загрузить данные о займе')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radio', { name: '7 дней' })).toBeChecked();
  });

  it('with no loan at all, says there is nothing to extend', async () => {
    await seededAs(db, { stage: 'with_card' });
    await renderApp(PAGE);
    expect(await screen.findByText('Сейчас у вас нет займа, который можно продлить.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});

describe('extension: not available', () => {
  const window = (over: Partial<ExtensionInfoV2Response>): ExtensionInfoV2Response => ({
    available: false,
    options: [],
    reason: null,
    opensOn: '2026-12-03',
    closesOn: '2026-12-13',
    extensionsUsed: 0,
    maxExtensions: 2,
    ...over,
  });
  const answer = (data: ExtensionInfoV2Response) =>
    server.use(http.post('*/api/prod/extensionInfoV2', () => HttpResponse.json({ code: 0, msg: 'ok', data })));

  const cases: [ExtensionInfoV2Response['reason'], Partial<ExtensionInfoV2Response>, Record<AppLocale, string>][] = [
    ['too_early', {}, { ru: `Продлить заём можно будет с ${formatDate('2026-12-03', 'ru')}`, kz: `Қарыз мерзімін ұзартуға болатын алғашқы күн: ${formatDate('2026-12-03', 'kk')}.` }],
    [
      'too_late',
      {},
      {
        ru: `Продлить заём можно было до ${formatDate('2026-12-13', 'ru')} включительно. Теперь его можно только погасить.`,
        kz: `Қарыз мерзімін ұзартудың соңғы күні: ${formatDate('2026-12-13', 'kk')}. Енді қарызды тек өтеуге болады.`,
      },
    ],
    [
      'limit_reached',
      { extensionsUsed: 2 },
      {
        ru: 'Этот заём уже продлевали максимальное число раз: 2 из 2. Теперь его можно только погасить.',
        kz: 'Бұл қарыздың мерзімін ұзарту саны шегіне жетті: 2 / 2. Енді қарызды тек өтеуге болады.',
      },
    ],
    [
      'partly_paid',
      {},
      {
        ru: 'Вы уже частично погасили этот заём, поэтому продлить его нельзя. Погасите оставшуюся сумму.',
        kz: 'Сіз бұл қарызды ішінара өтедіңіз, сондықтан оның мерзімін ұзартуға болмайды. Қалған соманы өтеңіз.',
      },
    ],
    ['not_owing', {}, { ru: 'По этому займу нет долга, продлевать нечего.', kz: 'Бұл қарыз бойынша берешек жоқ, мерзімін ұзартудың қажеті жоқ.' }],
  ];
  const repayLink: Record<AppLocale, string> = { ru: 'Погасить заём', kz: 'Қарызды өтеу' };

  it.each(cases.flatMap(([reason, over, text]) => (['ru', 'kz'] as const).map((locale) => [reason, locale, over, text[locale]] as const)))(
    '%s in %s: says why in plain words and offers the way to repay',
    async (reason, locale, over, text) => {
      const { order } = await dueSoon();
      answer(window({ reason, ...over }));
      await renderApp(`${PAGE}?orderNo=${order.orderNo}`, { locale });
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.queryByRole('radio')).toBeNull();
      if (reason === 'not_owing') {
        expect(screen.queryByRole('link', { name: repayLink[locale] })).toBeNull();
        expect(screen.getByRole('link', { name: locale === 'ru' ? 'Вернуться к займу' : 'Қарызға оралу' })).toHaveAttribute('href', '/');
      } else {
        expect(screen.getByRole('link', { name: repayLink[locale] })).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${order.orderNo}`);
      }
    },
  );

  it('a fresh loan (sandbox): too early, from the date the window opens', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const order = (await lastOrder({ page: 1 })).order!;
    const info = await extensionInfoV2({ orderNo: order.orderNo });
    expect(info.reason).toBe('too_early');
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`, { locale: 'kz' });
    expect(await screen.findByText(`Қарыз мерзімін ұзартуға болатын алғашқы күн: ${formatDate(info.opensOn!, 'kk')}.`)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Сіздің қарызыңыз' })).toBeVisible();
  });

  it('after a partial repayment (sandbox): partly paid', async () => {
    const { order } = await dueSoon();
    const part = await getRepaymentLink({ orderNo: order.orderNo, returnUrl: 'http://localhost/#/', amount: 5000 }, key());
    db.vendorResult(part.ref, 'ok');
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    expect(await screen.findByText(/Вы уже частично погасили этот заём/)).toBeVisible();
  });

  it('a repaid loan (sandbox): nothing owed, no figures of a debt', async () => {
    await seededAs(db, { stage: 'repaid' });
    await renderApp(PAGE);
    expect(await screen.findByText('По этому займу нет долга, продлевать нечего.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Ваш заём' })).toBeNull();
  });
});

describe('extension: back from the payment page', () => {
  it('the address says ok but the server says the bank declined: repayment-fail over the page, as a repayment (the address is not trusted)', async () => {
    const { order } = await dueSoon();
    const link = await paidOnProvider(order.orderNo, 14, 'fail');
    const { location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=14&return=1&sandboxResult=ok`);
    const dialog = await screen.findByRole('dialog', { name: 'Оплата не прошла' });
    expect(within(dialog).getByText('Банк отклонил платёж.')).toBeVisible();
    expect(within(dialog).getByText('Деньги не списаны. Заём не продлён: дата возврата и сумма долга остались прежними.')).toBeVisible();
    expect(location().pathname).toBe('/pages/dialogs/repayment-fail');
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ orderNo: order.orderNo, kind: 'extension', ref: link.ref });
    expectExtensionBeneath(14);
    // Nothing moved on the server.
    expect((await repayInfo({ orderNo: order.orderNo })).dueDate).toBe(order.dueDate);
  });

  it('left unpaid on the provider’s page: says so; trying again is the page with the same term', async () => {
    const { order } = await dueSoon();
    await paidOnProvider(order.orderNo, 7, 'cancel');
    const user = userEvent.setup();
    // On the app's own history: trying again goes back, to the page beneath.
    const { location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1&sandboxResult=ok`, { hash: true });
    const dialog = await screen.findByRole('dialog', { name: 'Оплата не прошла' });
    expect(within(dialog).getByText('Оплата не завершена: вы вернулись со страницы оплаты, не заплатив.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Попробовать снова' }));
    await waitFor(() => expect(location().pathname).toBe(PAGE));
    expect(location().search).toBe(`?orderNo=${order.orderNo}&days=7`);
    expect(await screen.findByRole('radio', { name: '7 дней' })).toBeChecked();
  });

  it('a payment the server confirmed: «Заём продлён» over the page with the new due date, and the way back to the loan', async () => {
    const { order, info } = await dueSoon();
    await paidOnProvider(order.orderNo, 14, 'ok');
    const user = userEvent.setup();
    const { location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=14&return=1&sandboxResult=ok`);
    const dialog = await screen.findByRole('dialog', { name: 'Заём продлён' });
    expect(await within(dialog).findByText(`Новая дата возврата: ${formatDate(info.options[1]!.newDueDate, 'ru')}`)).toBeVisible();
    expect(location().pathname).toBe('/pages/dialogs/repayment-succ');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуться к займу' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('in Kazakh too, with the date never followed by an ending', async () => {
    const { order, info } = await dueSoon();
    await paidOnProvider(order.orderNo, 7, 'ok');
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1`, { locale: 'kz' });
    const dialog = await screen.findByRole('dialog', { name: 'Қарыз мерзімі ұзартылды' });
    expect(await within(dialog).findByText(`Жаңа қайтару күні: ${formatDate(info.options[0]!.newDueDate, 'kk')}`)).toBeVisible();
  });

  it('the address says fail but the server confirmed the payment: extended', async () => {
    const { order } = await dueSoon();
    await paidOnProvider(order.orderNo, 7, 'ok');
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1&sandboxResult=fail`);
    expect(await screen.findByRole('dialog', { name: 'Заём продлён' })).toBeVisible();
    expect(within(pageBeneath()).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Продление займа');
  });

  it('not reported yet: says so above the terms (paying again stays possible); checking again finds the result', async () => {
    const { order } = await dueSoon();
    const link = await paidOnProvider(order.orderNo, 14, null);
    const user = fakeClock();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=14&return=1`);
    expect(await screen.findByText('Проверяем оплату…')).toHaveAttribute('role', 'status');
    await pollThrough();
    expect(await screen.findByText(/Платёжный сервис ещё не сообщил результат/)).toBeVisible();
    expect(screen.getByRole('radio', { name: '14 дней' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Оплатить \d/ })).toBeVisible();

    // The provider reports meanwhile; checking again finds it.
    db.vendorResult(link.ref, 'ok');
    await user.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByRole('dialog', { name: 'Заём продлён' })).toBeVisible();
  });

  it('the payment started on this page is the one reported, however long the provider took; once, not again later', async () => {
    const { order, info } = await dueSoon();
    const user = userEvent.setup();
    const first = await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    await user.click(await screen.findByRole('button', { name: `Оплатить ${formatTenge(info.options[0]!.fee, 'ru')}` }));
    await waitFor(() => expect(first.location().pathname).toBe('/pages/webview/tarlanPay'));
    first.unmount();
    // The provider reports success, and the borrower comes back long after starting (a reload: a new app).
    const payment = db.state.users['77011234567']!.payments[0]!;
    db.vendorResult(payment.ref, 'ok');
    payment.createdAt -= 2 * PAYMENT_RECENT_MS;
    const second = await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1`);
    expect(await screen.findByRole('dialog', { name: 'Заём продлён' })).toBeVisible();
    second.unmount();

    // Reported, the record has served: the same return address opened again days later claims nothing.
    fakeClock();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1`);
    await pollThrough();
    expect(await screen.findByText(/Платёжный сервис ещё не сообщил результат/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Заём продлён' })).toBeNull();
  });

  it('a return address opened with no payment started here does not claim an old confirmed one', async () => {
    const { order } = await dueSoon();
    const link = await paidOnProvider(order.orderNo, 7, 'ok');
    // Confirmed an hour ago: a typed or shared `return=1` now is not about that payment.
    db.state.users['77011234567']!.payments.find((p) => p.ref === link.ref)!.createdAt -= 2 * PAYMENT_RECENT_MS;
    fakeClock();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1`);
    await pollThrough();
    expect(await screen.findByText(/Платёжный сервис ещё не сообщил результат/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Заём продлён' })).toBeNull();
  });

  it('a failed check says so and checks again', async () => {
    const { order } = await dueSoon();
    await paidOnProvider(order.orderNo, 7, 'ok');
    let down = true;
    server.use(http.post('*/api/prod/repayInfo', () => (down ? HttpResponse.json({ code: 500, msg: 'down', data: null }) : undefined)));
    const user = userEvent.setup();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}&days=7&return=1`);
    expect(await screen.findByText(/Не удалось проверить оплату\./)).toBeVisible();
    // The page beneath the notice reads the loan too: its read failing keeps the notice (no flapping back to "checking").
    expect(await screen.findByText('Не удалось загрузить данные о займе')).toBeVisible();
    expect(screen.getByText(/Не удалось проверить оплату\./)).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByRole('dialog', { name: 'Заём продлён' })).toBeVisible();
  });
});

describe('extension: repay or extend, side by side, and the overpayment cap', () => {
  /** What the borrower reads, per language; figures are passed in from the server's answers. */
  const COPY = {
    ru: {
      tag: 'ru' as const,
      repay: 'Погасить полностью',
      repayAmount: 'Сумма погашения на сегодня',
      repayLink: 'Погасить заём',
      extend: 'Продлить',
      cost: 'К оплате для продления',
      newDue: 'Новая дата возврата',
      newRepay: 'Сумма к возврату в новую дату',
      term: (days: number) => `${days} дней`,
      meter: 'Предельная сумма переплаты',
      used: (used: string, cap: string) => `Использовано ${used} из ${cap} предельной суммы переплаты`,
      then: (used: string) => `Если продлить и больше ничего не платить, к новой дате возврата будет использовано ${used}.`,
      capReached: (cap: string) =>
        `Продлить заём нельзя: к новой дате возврата вознаграждение и пеня достигли бы предельной суммы переплаты (${cap}). Теперь заём можно только погасить.`,
    },
    kz: {
      tag: 'kk' as const,
      repay: 'Толық өтеу',
      repayAmount: 'Бүгінгі өтеу сомасы',
      repayLink: 'Қарызды өтеу',
      extend: 'Мерзімін ұзарту',
      cost: 'Ұзарту үшін төленетін сома',
      newDue: 'Жаңа қайтару күні',
      newRepay: 'Жаңа қайтару күнінде төленетін сома',
      term: (days: number) => `${days} күн`,
      meter: 'Артық төлемнің шекті сомасы',
      used: (used: string, cap: string) => `Артық төлемнің шекті сомасы: ${cap}. Оның пайдаланылғаны: ${used}.`,
      then: (used: string) => `Мерзімін ұзартып, бұдан әрі ештеңе төлемесеңіз, жаңа қайтару күніне қарай пайдаланылатыны: ${used}.`,
      capReached: (cap: string) =>
        `Қарыз мерзімін ұзартуға болмайды: жаңа қайтару күніне қарай сыйақы мен өсімпұл артық төлемнің шекті сомасына (${cap}) жетер еді. Енді қарызды тек өтеуге болады.`,
    },
  };
  const LOCALES = ['ru', 'kz'] as const;
  /** The value next to a term inside `within`. */
  const valueOf = (scope: HTMLElement, term: string) => norm(within(scope).getByText(term).nextElementSibling?.textContent);

  /** The meter: its accessible name, the server's figures as its value and maximum, and the sentence under it. */
  function expectMeter(locale: AppLocale, used: number, cap: number) {
    const c = COPY[locale];
    const meter = screen.getByRole('meter', { name: c.meter });
    expect(meter).toHaveAttribute('value', String(used));
    expect(meter).toHaveAttribute('max', String(cap));
    expect(norm(meter.getAttribute('aria-valuetext'))).toBe(c.used(tenge(used, c.tag), tenge(cap, c.tag)));
    expect(screen.getByText(c.used(tenge(used, c.tag), tenge(cap, c.tag)))).toBeVisible();
  }

  /** Both sides of the comparison as the server priced them, for the term shown. */
  async function expectSides(locale: AppLocale, orderNo: string, info: ExtensionInfoV2Response, days: number) {
    const c = COPY[locale];
    const option = info.options.find((o) => o.days === days)!;
    const repay = await screen.findByRole('region', { name: c.repay });
    // Repaying in full: the very figure repayInfo gives.
    expect(valueOf(repay, c.repayAmount)).toBe(tenge((await repayInfo({ orderNo })).repayAmount, c.tag));
    expect(valueOf(repay, c.repayAmount)).toBe(tenge(info.repayAmount!, c.tag));
    expect(within(repay).getByRole('link', { name: c.repayLink })).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${orderNo}`);
    const extend = screen.getByRole('region', { name: c.extend });
    expect(valueOf(extend, c.cost)).toBe(tenge(option.fee, c.tag));
    expect(valueOf(extend, c.newDue)).toBe(norm(formatDate(option.newDueDate, c.tag)));
    expect(valueOf(extend, c.newRepay)).toBe(tenge(option.newRepayAmount, c.tag));
    expect(within(extend).getByRole('button', { name: new RegExp(norm(formatTenge(option.fee, c.tag)).replace(/ /g, '\\s')) })).toBeEnabled();
    expect(screen.getByText(c.then(tenge(option.overpaymentUsedOnNewDueDate!, c.tag)))).toBeVisible();
  }

  it.each(LOCALES)('%s: a loan due soon: today’s repayment and the extension’s cost side by side; the cap used now and by each term’s new date', async (locale) => {
    const { order, info } = await dueSoon();
    const [seven, fourteen] = info.options;
    // The server's figures: nothing paid yet, so the cap used is what extending costs now.
    expect(info.overpaymentUsed).toBe(seven!.fee);
    expect(fourteen!.overpaymentUsedOnNewDueDate).toBeGreaterThan(seven!.overpaymentUsedOnNewDueDate!);
    const user = userEvent.setup();
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`, { locale });
    await expectSides(locale, order.orderNo, info, 7);
    expectMeter(locale, info.overpaymentUsed!, info.overpaymentCap!);
    await user.click(screen.getByRole('radio', { name: COPY[locale].term(14) }));
    await expectSides(locale, order.orderNo, info, 14);
    expect(screen.queryByText(COPY[locale].then(tenge(seven!.overpaymentUsedOnNewDueDate!, COPY[locale].tag)))).toBeNull();
  });

  it.each(LOCALES)('%s: a loan extended once already: the cap used counts what that extension paid as well as what accrued since', async (locale) => {
    const { order, info: before } = await dueSoon();
    const first = await paidOnProvider(order.orderNo, 7, 'ok');
    expect(first.amount).toBe(before.options[0]!.fee);
    expect((await repayInfo({ orderNo: order.orderNo })).lastPayment).toMatchObject({ ref: first.ref, status: 'success' });
    // Eight days on (the loan's story moved back): due tomorrow, inside the window for a second extension.
    shiftLoanDays(db.state.users['77011234567']!.orders[0]!, -8);
    const info = await extensionInfoV2({ orderNo: order.orderNo });
    expect(info).toMatchObject({ available: true, extensionsUsed: 1 });
    // The extension now costs only the reward since the first one; the cap used is both.
    expect(info.overpaymentUsed).toBe(first.amount + info.options[0]!.fee);

    await renderApp(`${PAGE}?orderNo=${order.orderNo}`, { locale });
    await expectSides(locale, order.orderNo, info, 7);
    expectMeter(locale, info.overpaymentUsed!, info.overpaymentCap!);
  });

  it.each(LOCALES)('%s: every term would reach the cap: the page says extending is not possible and why, and offers repaying', async (locale) => {
    const c = COPY[locale];
    // A loan long enough (665 days at 0.15 % a day) that 7 more days would take its reward to the 100 % cap.
    await seededAs(db, { stage: 'due_soon', days: 665 });
    const order = (await lastOrder({ page: 1 })).order!;
    const info = await extensionInfoV2({ orderNo: order.orderNo });
    expect(info).toMatchObject({ available: false, reason: 'cap_reached', options: [] });
    expect(info.overpaymentUsed).toBeLessThan(info.overpaymentCap!);

    await renderApp(`${PAGE}?orderNo=${order.orderNo}`, { locale });
    expect(await screen.findByText(c.capReached(tenge(info.overpaymentCap!, c.tag)))).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: c.repayLink })).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${order.orderNo}`);
    expectMeter(locale, info.overpaymentUsed!, info.overpaymentCap!);
  });

  it('an answer without the comparison’s figures (a server that lacks them) still offers the terms and paying; no meter', async () => {
    const { order, info } = await dueSoon();
    const { repayAmount: _r, overpaymentCap: _c, overpaymentUsed: _u, ...bare } = info;
    const options = bare.options.map(({ overpaymentUsedOnNewDueDate: _then, ...o }) => o);
    server.use(http.post('*/api/prod/extensionInfoV2', () => HttpResponse.json({ code: 0, msg: 'ok', data: { ...bare, options } })));
    await renderApp(`${PAGE}?orderNo=${order.orderNo}`);
    const repay = await screen.findByRole('region', { name: 'Погасить полностью' });
    expect(within(repay).queryByText('Сумма погашения на сегодня')).toBeNull();
    expect(within(repay).getByRole('link', { name: 'Погасить заём' })).toBeVisible();
    expect(valueOf(screen.getByRole('region', { name: 'Продлить' }), 'К оплате для продления')).toBe(tenge(info.options[0]!.fee));
    expect(screen.getByRole('button', { name: `Оплатить ${formatTenge(info.options[0]!.fee, 'ru')}` })).toBeEnabled();
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
